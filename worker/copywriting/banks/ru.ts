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
      plural: true,
      audience: "занятые люди",
      hashtags: ["малый бизнес", "предприниматель", "услуги", "бизнес", "сервис"],
    },
    healthcare: {
      noun: "наша клиника",
      offer: "наши консультации",
      plural: true,
      audience: "пациенты и их близкие",
      hashtags: ["здоровье", "профилактика", "забота о себе", "медицина", "семья"],
    },
    beauty: {
      noun: "наш салон",
      offer: "наши процедуры",
      plural: true,
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
      plural: true,
      audience: "будущие новосёлы",
      hashtags: ["недвижимость", "квартира", "новоселье", "своя квартира", "дом"],
    },
    education: {
      noun: "наша школа",
      offer: "наши курсы",
      plural: true,
      audience: "все, кто любит учиться",
      hashtags: ["обучение", "образование", "саморазвитие", "курсы", "учёба"],
    },
    fitness: {
      noun: "наш зал",
      offer: "наши тренировки",
      plural: true,
      audience: "любители спорта",
      hashtags: ["спорт", "фитнес", "тренировка", "тренировки", "спортзал"],
    },
    travel: {
      noun: "наша команда",
      offer: "наши туры",
      plural: true,
      audience: "путешественники",
      hashtags: ["путешествия", "отдых", "отпуск", "путешественники", "выходные"],
    },
    nonprofit: {
      noun: "наш фонд",
      offer: "наши проекты",
      plural: true,
      audience: "неравнодушные люди",
      hashtags: ["благотворительность", "добрые дела", "волонтёрство", "помощь", "фонд"],
    },
    other: {
      noun: "наша компания",
      offer: "наши товары и услуги",
      plural: true,
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
      "Вас ждёт {product}",
      "Знакомьтесь: {brand}",
      "{product} — то, что выбирают {audience}",
      "{brand}: коротко о главном",
    ],
    linkedin: [
      "{brand} | {product}",
      "Коротко о нас: {brand}",
      "{brand}: чем мы занимаемся",
      "{brand} — кто мы и что делаем",
    ],
    pinterest: [
      "На заметку: {product}",
      "{product} — сохраните себе",
      "{brand}: сохраните, чтобы не потерять",
      "На заметку: {brand}",
    ],
    reddit: [
      "На связи {brand}: рассказываю, чем мы занимаемся",
      "{product}: рассказываю о своём деле",
      "Моё дело — {brand}",
      "Немного о нас: {brand}",
    ],
    snapchat: ["На связи {brand}", "Коротко: {product}", "Это мы: {brand}", "Для вас: {product}"],
    youtube: ["{product} | {brand}", "Знакомьтесь: {brand}", "Смотрите: {product}", "Это {brand}: {product}"],
    instagram: ["{brand} в кадре", "В вашей ленте: {product}", "Для вас — {product}", "Это мы: {brand}"],
    tiktok: [
      "POV: вот так выглядит {product}",
      "Показываем, как это устроено: {product}",
      "Минута знакомства: {product}",
      "{product} — вот ради чего к нам приходят",
      "Мы — {brand}. Это {product}",
    ],
    x: [
      "Пара слов о нас: {brand}",
      "{product} — то, что выбирают {audience}",
      "Чем занимается {brand}",
      "Вас ждёт {product}",
    ],
  },
  // {audience} may be a relative clause ("все, кто дарит цветы"): it stands as the subject at a sentence's end, never
  // addressed ("Пациенты всех возрастов, …") and never after a preposition (it is a nominative).
  conceptTitles: {
    product: ["Вас ждёт {product}", "{product} | {brand}", "{product} — хороший повод заглянуть к нам"],
    audience: [
      "{product} — то, что выбирают {audience}",
      "{product} — то, ради чего к нам приходят {audience}",
      "Что-то для себя здесь найдут {audience}",
    ],
    brand: ["Это {brand}", "Знакомьтесь: {brand}", "{brand} приглашает"],
  },
  // The offer carries "наш": no template adds another "наш" nor puts {product} after a verb of offering or presenting
  // ("Вот что мы предлагаем: наши …"); it stands as the subject of a plain sentence.
  angles: {
    product: [
      "{product} — это то, о чём мы любим рассказывать.",
      "Вас ждёт {product}.",
      "{product} — хороший повод заглянуть к нам.",
      "{product} — то, чему мы посвящаем себя.",
      "Для вас — {product}.",
      "{brand} — это прежде всего {product}.",
    ],
    // What is sold, for whom: the audience is the subject at the sentence's end, so a relative clause reads too.
    audience: [
      "{product} — то, ради чего к нам приходят {audience}.",
      "{product} — то, что выбирают {audience}.",
      "{product} — то, что ищут {audience}.",
      "Что-то для себя здесь найдут {audience}.",
      "Для кого {product}? В первую очередь это {audience}.",
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
      leads: ["Посмотрите, что у нас есть.", "Хотим вам кое-что показать."],
      titles: ["{product} под другим углом", "{brand}: смотрим шире"],
    },
    luxury: {
      leads: ["Добро пожаловать.", "Рады приветствовать вас."],
      titles: ["{product} в деталях", "{brand} — для тех, кто ценит детали"],
    },
    playful: {
      leads: ["Пс-с!", "А у нас кое-что есть!"],
      titles: ["Пс-с, вас ждёт {product}", "{brand} подмигивает вам"],
    },
    urgent: {
      leads: ["Не откладывайте.", "Зачем ждать?"],
      titles: ["Не откладывайте: {product}", "Начните сегодня: {product}"],
    },
  },
  agreement: [
    ["вот так выглядит {product}", "вот так выглядят {product}"],
    ["ждёт {product}", "ждут {product}"],
  ],
  // … and the templates that set {brand} beside {product}: with the bank's noun they would say "наш" twice; and
  // those that set {category} beside {brand}, which with the bank's noun would echo the category's name.
  selfNaming: [
    "мы {brand}",
    "Мы — {brand}",
    "На связи {brand}",
    "Это мы: {brand}",
    "С вами {brand}",
    "знакомьтесь, {brand}",
    "{brand} — это прежде всего",
    "{brand} | {product}",
    "{product} | {brand}",
    "{brand}: {product}",
    "Это {brand}: {product}",
    "Моё дело — {brand}",
    "{category}: {brand}",
    "чем занимается {brand}",
  ],
  // {product}, {audience} and {brand} stand only where a nominative reads (after a colon or dash, as a subject); no
  // past tense for "I" (its gender is the speaker's): "хотелось", "хочется" and the present tense instead. {category}
  // never stands beside {product} ("Груминг: … наш груминг").
  pinterest: [
    "{category}: знакомьтесь, {brand}.",
    "{category}: чем занимается {brand}.",
    "{category}: что-то для себя здесь найдут {audience}.",
    "{category}: {brand} на связи.",
    "{category}: {brand} ждёт вас.",
  ],
  // The owner speaks to the readers as "вы", as the cta and facts do, in words that suit every tone (no "Всем привет"),
  // always as the owner ("моё дело", "мы"), as the Reddit titles do.
  reddit: [
    "{brand} — моё дело, и хочется рассказать о нём здесь.",
    "У меня своё дело — {brand}, и хочется коротко рассказать о нём.",
    "Мы — {brand}, и {product} — то, чему мы посвящаем себя.",
    "{brand} — моё дело, а {product} — то, о чём я люблю рассказывать.",
    "Мы — {brand}, и хочется немного рассказать здесь о нас.",
  ],
  pinterestLine: "Сохраните этот пин на потом.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
