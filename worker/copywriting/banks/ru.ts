import type { LanguageBank } from "./types";

export const ru: LanguageBank = {
  code: "ru",
  business: {
    restaurant: {
      noun: "наша кухня",
      offer: "наше меню",
      audience: "гурманы",
      hashtags: ["еда", "ресторан", "гастрономия", "гастро", "кафе"],
    },
    retail: {
      noun: "наш магазин",
      offer: "наша коллекция",
      audience: "любители шопинга",
      hashtags: ["шопинг", "покупки", "магазин", "мода", "подарки"],
    },
    services: {
      noun: "наша команда",
      offer: "наши услуги",
      audience: "занятые люди",
      hashtags: ["малый бизнес", "предприниматель", "услуги", "бизнес", "сервис"],
    },
    healthcare: {
      noun: "наша клиника",
      offer: "наши консультации",
      audience: "пациенты и их близкие",
      hashtags: ["здоровье", "профилактика", "забота о себе", "медицина", "семья"],
    },
    beauty: {
      noun: "наш салон",
      offer: "наши процедуры",
      audience: "ценители ухода за собой",
      hashtags: ["красота", "уход за собой", "бьюти", "уход за кожей", "бьюти рутина"],
    },
    technology: {
      noun: "наша команда",
      offer: "наш сервис",
      audience: "команды и компании",
      hashtags: ["технологии", "стартап", "продуктивность", "IT", "софт"],
    },
    realEstate: {
      noun: "наше агентство",
      offer: "наши объекты",
      audience: "будущие новосёлы",
      hashtags: ["недвижимость", "квартира", "новоселье", "своя квартира", "дом"],
    },
    education: {
      noun: "наша школа",
      offer: "наши курсы",
      audience: "все, кто любит учиться",
      hashtags: ["обучение", "образование", "саморазвитие", "курсы", "учёба"],
    },
    fitness: {
      noun: "наш зал",
      offer: "наши тренировки",
      audience: "любители спорта",
      hashtags: ["спорт", "фитнес", "тренировка", "тренировки", "спортзал"],
    },
    travel: {
      noun: "наша команда",
      offer: "наши туры",
      audience: "путешественники",
      hashtags: ["путешествия", "отдых", "отпуск", "путешественники", "выходные"],
    },
    nonprofit: {
      noun: "наш фонд",
      offer: "наши проекты",
      audience: "неравнодушные люди",
      hashtags: ["благотворительность", "добрые дела", "волонтёрство", "помощь", "фонд"],
    },
    other: {
      noun: "наша компания",
      offer: "то, что мы делаем",
      audience: "все, кому интересно",
      hashtags: ["малый бизнес", "своё дело", "предприниматель", "бренд", "предпринимательство"],
    },
  },
  cta: {
    shop: "Переходите к покупкам",
    order: "Закажите сейчас",
    book: "Забронируйте сейчас",
    subscribe: "Подпишитесь",
    signUp: "Запишитесь сегодня",
    learnMore: "Узнайте больше",
    contact: "Свяжитесь с нами",
    visit: "Приходите к нам",
    download: "Скачайте сейчас",
    donate: "Поддержите нас",
  },
  intentWords: {
    shop: ["купи", "покупк", "покупай", "в корзину", "интернет-магазин", "шопинг"],
    order: ["закаж", "заказ", "доставк", "на вынос", "навынос"],
    book: ["заброни", "брониров", "бронь", "на приём", "на прием", "на консультацию", "столик", "запись на"],
    subscribe: ["подпиш", "подпис", "оформите подписку", "рассылк", "абонемент"],
    signUp: [
      "зарегистр",
      "регистрац",
      "запиш",
      "записа",
      "присоедин",
      "вступ",
      "попробуй",
      "начни",
      "создайте аккаунт",
    ],
    learnMore: ["узна", "подробн", "читай", "прочита", "смотри", "посмотри", "изуч", "открой для себя"],
    contact: ["свяж", "связат", "контакт", "позвон", "звони", "напиш", "обратитесь", "задайте вопрос"],
    visit: ["приходи", "заходи", "загляни", "посети", "ждём вас", "ждем вас", "в гости"],
    download: ["скача", "скачи", "загрузи", "установите приложение", "установить приложение", "приложени"],
    donate: ["пожертв", "поддержите", "поддержать", "помоги", "помочь", "внести вклад", "донат", "задонат"],
  },
  titles: {
    facebook: [
      "Рады представить: {product}",
      "Знакомьтесь: {brand}",
      "{product} — то, что ищут {audience}",
      "Что мы предлагаем: {product}",
    ],
    linkedin: [
      "{brand} представляет: {product}",
      "Представляем: {product}",
      "{brand}: что мы предлагаем",
      "{brand} — кто мы и что делаем",
    ],
    pinterest: [
      "Идея на заметку: {product}",
      "{product} — сохраните себе",
      "{brand}: сохраните, чтобы не потерять",
      "На заметку: {brand}",
    ],
    reddit: [
      "На связи {brand}: вот чем мы занимаемся",
      "{product}: что мы предлагаем",
      "Моё дело — {brand}",
      "Немного о нас: {brand}",
    ],
    snapchat: ["На связи {brand}", "Коротко: {product}", "Это мы: {brand}", "Для вас: {product}"],
    youtube: ["{product} | {brand}", "Знакомьтесь: {brand}", "Смотрите: {product}", "Это {brand}: {product}"],
    instagram: ["{product} крупным планом", "Присмотритесь: {product}", "{brand} в кадре", "В вашей ленте: {product}"],
    tiktok: [
      "POV: вот так выглядит {product}",
      "Показываем, как это устроено: {product}",
      "Минута знакомства: {product}",
      "{product} — вот ради чего к нам приходят",
      "Мы — {brand}. Это {product}",
    ],
    x: [
      "Пара слов о нас: {brand}",
      "Знаем, что ищут {audience}",
      "Вот чем занимается {brand}",
      "Вот что мы предлагаем: {product}",
    ],
  },
  // {audience} may be a relative clause ("все, кто дарит цветы"): it stands as the subject at a sentence's end, never
  // addressed ("Пациенты всех возрастов, …") and never after a preposition (it is a nominative).
  conceptTitles: {
    product: ["Вот что мы предлагаем: {product}", "{product} | {brand}", "Представляем: {product}"],
    audience: [
      "{product} — то, что ищут {audience}",
      "{product} — то, ради чего к нам приходят {audience}",
      "{brand} знает, что ищут {audience}",
    ],
    brand: ["Это {brand}", "Знакомьтесь: {brand}", "{brand} приглашает"],
  },
  angles: {
    product: [
      "{brand} представляет: {product}.",
      "Вот что предлагает {brand}: {product}.",
      "Вот что мы предлагаем: {product}.",
      "Для вас — {product}.",
      "Что ждёт вас у нас? {product}.",
      "{product} — то, чем мы занимаемся.",
    ],
    // What is sold, for whom: the audience is the subject at the sentence's end, so a relative clause reads too.
    audience: [
      "{product} — то, ради чего к нам приходят {audience}.",
      "{product} — то, что ищут {audience}.",
      "{brand} знает, что ищут {audience}.",
      "Мы знаем, чего ждут {audience}.",
      "К нам приходят {audience}, и мы им рады.",
    ],
    brand: ["Знакомьтесь: {brand}.", "С вами {brand}.", "На связи {brand}.", "{brand} ждёт вас."],
  },
  tones: {
    professional: {
      leads: ["Добрый день.", "Здравствуйте."],
      titles: ["{brand}: {product}", "{brand}: о нас"],
    },
    friendly: {
      leads: ["Привет!", "Рады вас видеть!"],
      titles: ["{brand} передаёт привет", "Заходите, вас ждёт {brand}"],
    },
    bold: {
      leads: ["Время действовать!", "Смелее!"],
      titles: ["Это {brand}", "{product}. Действуйте."],
    },
    trustworthy: {
      leads: ["Рады, что вы здесь.", "Здравствуйте!"],
      titles: ["{brand}: всё по делу", "{brand}: просто и понятно"],
    },
    creative: {
      leads: ["Всё начинается с идеи.", "Немного вдохновения."],
      titles: ["{product} под другим углом", "{brand}: смотрим шире"],
    },
    luxury: {
      leads: ["Добро пожаловать.", "Для ценителей."],
      titles: ["{product} в деталях", "{brand} — для тех, кто ценит детали"],
    },
    playful: {
      leads: ["Пс-с!", "Улыбнитесь!"],
      titles: ["Пс-с, у нас тут {product}", "{brand} подмигивает вам"],
    },
    urgent: {
      leads: ["Не откладывайте.", "Зачем ждать?"],
      titles: ["Не откладывайте: {product}", "Начните сегодня: {product}"],
    },
  },
  agreement: [["вот так выглядит {product}", "вот так выглядят {product}"]],
  // … and the templates that set {brand} beside {product}: with the bank's noun they would say "наш" twice; and
  // those that set {category} beside {brand}, which with the bank's noun would echo the category's name.
  selfNaming: [
    "мы {brand}",
    "Мы — {brand}",
    "На связи {brand}",
    "Это мы: {brand}",
    "С вами {brand}",
    "знакомьтесь, {brand}",
    "{brand} представляет: {product}",
    "предлагает {brand}: {product}",
    "{product} | {brand}",
    "{brand}: {product}",
    "Это {brand}: {product}",
    "Моё дело — {brand}",
    "{category}: {brand}",
  ],
  // {product}, {audience} and {brand} stand only where a nominative reads (after a colon or dash, as a subject); no
  // past tense for "I" (its gender is the speaker's): "хотелось", "хочется" and the present tense instead. {category}
  // never stands beside {product} ("Груминг: … наш груминг").
  pinterest: [
    "{category}: знакомьтесь, {brand}.",
    "{category}: что предлагает {brand}? {product}.",
    "{category}: мы знаем, что ищут {audience}.",
    "{category}: {brand} на связи.",
    "{category}: сохраните, чтобы не потерять.",
  ],
  // The owner speaks to the readers as "вы", as the cta and facts do, in words that suit every tone (no "Всем привет").
  reddit: [
    "Я из команды {brand} и хочу рассказать, что мы предлагаем: {product}.",
    "Я представляю {brand} и хочу коротко рассказать о нашем деле.",
    "Мы — {brand}. Вот что мы предлагаем: {product}.",
    "{brand} — моё дело, и хочется рассказать, что мы предлагаем: {product}.",
    "Я из команды {brand} и хочу немного рассказать здесь о нас.",
  ],
  pinterestLine: "Сохраните этот пин на потом.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
