import type { LanguageBank } from "./types";

export const ru: LanguageBank = {
  code: "ru",
  business: {
    restaurant: { noun: "наша кухня", benefit: "свежие вкусы каждый день", hashtags: ["вкусная еда", "домашняя кухня", "гастрономия"] },
    retail: { noun: "наш магазин", benefit: "вещи, которые хочется оставить себе", hashtags: ["покупки", "новинки", "местный бизнес"] },
    services: { noun: "наша команда", benefit: "экспертная помощь, когда она важна", hashtags: ["малый бизнес", "консультации", "услуги"] },
    healthcare: { noun: "наша клиника", benefit: "забота, в центре которой вы", hashtags: ["здоровье", "благополучие", "профилактика"] },
    beauty: { noun: "наша студия", benefit: "сияние, которого вы достойны", hashtags: ["уход за собой", "красота", "сияющая кожа"] },
    technology: { noun: "наша платформа", benefit: "инструменты, которые просто работают", hashtags: ["технологии", "продуктивность", "инновации"] },
    realEstate: { noun: "наше агентство", benefit: "место, которое станет домом", hashtags: ["недвижимость", "дом мечты", "новоселье"] },
    education: { noun: "наши курсы", benefit: "навыки, которые открывают двери", hashtags: ["обучение", "образование", "саморазвитие"] },
    fitness: { noun: "наш зал", benefit: "сильнее с каждой неделей", hashtags: ["тренировка", "здоровый образ жизни", "спорт"] },
    travel: { noun: "наши отели", benefit: "поездки, которые запоминаются", hashtags: ["путешествия", "отдых", "выходные"] },
    nonprofit: { noun: "наше дело", benefit: "настоящие перемены рядом с вами", hashtags: ["благотворительность", "добрые дела", "волонтёрство"] },
    other: { noun: "наше дело", benefit: "то, что сделано с душой", hashtags: ["местный бизнес", "поддержи своих", "качество"] },
  },
  tones: {
    professional: {
      titles: ["{brand}: {product}", "{brand}: {benefit}", "Представляем: {product}"],
      bodies: ["{product} — {benefit}. Для вас: {audience}. {cta}.", "{brand} — {product}. {benefit}. {cta}."],
      cta: "Узнайте больше",
    },
    friendly: {
      titles: ["Привет! Это {product}", "Вам понравится: {product}", "{brand}: кое-что для вас"],
      bodies: ["Привет! Новинка — {product}. {benefit}. {cta}!", "Хорошие новости: {product} уже здесь. {benefit}. {cta}!"],
      cta: "Заходите в гости",
    },
    bold: {
      titles: ["{product}. Без компромиссов.", "{brand}: мыслите масштабно", "Ваш новый фаворит уже здесь"],
      bodies: ["Вот оно: {product}. {benefit}, без компромиссов. {cta}!", "Смелый выбор — {product}. {brand}: {benefit}. {cta}!"],
      cta: "Берите сейчас",
    },
    trustworthy: {
      titles: ["{brand}: доверие не случайно", "Надёжно: {product}", "Качество, на которое можно положиться"],
      bodies: ["{brand} — {product}: {benefit}, всегда. {cta}.", "Честно и надёжно: {product}. {benefit} от людей, которым не всё равно. {cta}."],
      cta: "Узнайте, почему нам доверяют",
    },
    creative: {
      titles: ["{product} по-новому", "Там, где рождаются идеи: {product}", "{brand}: иначе"],
      bodies: ["Свежий взгляд: {product}. {benefit}, с фантазией. {cta}.", "{brand} переосмысливает привычное: {product}. {benefit}. {cta}."],
      cta: "Смотрите коллекцию",
    },
    luxury: {
      titles: ["Искусство в деталях: {product}", "{brand}: изысканность", "Исключительно: {product}"],
      bodies: ["Для тех, кто ценит лучшее: {product}. {benefit}, в каждой детали. {cta}.", "{brand} представляет: {product}. {benefit}, для взыскательного вкуса. {cta}."],
      cta: "Откройте для себя",
    },
    playful: {
      titles: ["Тсс… {product} уже здесь!", "Новая любовь: {product}", "Веселье на новом уровне"],
      bodies: ["Внимание! {product} — это {benefit}. {cta}!", "Осторожно: {product} вызывает улыбки. {benefit}. {cta}!"],
      cta: "Присоединяйтесь",
    },
    urgent: {
      titles: ["Не пропустите: {product}", "Последний шанс: {brand}", "Сейчас или никогда: {product}"],
      bodies: ["{product} ждать не будет. {benefit} — пока есть в наличии. {cta}!", "Время уходит: {product}. {brand}: {benefit}. {cta} сегодня!"],
      cta: "Закажите сейчас",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "lower",
  fullStop: ".",
};
