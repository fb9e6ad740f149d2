import type { LanguageBank } from "./types";

export const ru: LanguageBank = {
  code: "ru",
  business: {
    restaurant: {
      noun: "наша кухня",
      offer: "блюда и напитки",
      plural: true,
      audience: "гурманы",
      hashtags: ["еда", "ресторан", "гастрономия", "гастро", "кафе"],
    },
    retail: {
      noun: "наш магазин",
      offer: "товары и подарки",
      plural: true,
      audience: "любители шопинга",
      hashtags: ["шопинг", "покупки", "магазин", "мода", "подарки"],
    },
    services: {
      noun: "наша команда",
      offer: "услуги для дома и бизнеса",
      plural: true,
      audience: "занятые люди",
      hashtags: ["малый бизнес", "предприниматель", "услуги", "бизнес", "сервис"],
    },
    healthcare: {
      noun: "наша клиника",
      offer: "консультации и обследования",
      plural: true,
      audience: "пациенты и их близкие",
      hashtags: ["здоровье", "профилактика", "забота о себе", "медицина", "семья"],
    },
    beauty: {
      noun: "наш салон",
      offer: "процедуры красоты и ухода",
      plural: true,
      audience: "ценители ухода за собой",
      hashtags: ["красота", "уход за собой", "бьюти", "уход за кожей", "бьюти рутина"],
    },
    technology: {
      noun: "наша команда",
      offer: "программы и сервисы",
      plural: true,
      audience: "команды и компании",
      hashtags: ["технологии", "стартап", "продуктивность", "IT", "софт"],
    },
    realEstate: {
      noun: "наше агентство",
      offer: "квартиры и дома",
      plural: true,
      audience: "будущие новосёлы",
      hashtags: ["недвижимость", "квартира", "новоселье", "своя квартира", "дом"],
    },
    education: {
      noun: "наша школа",
      offer: "курсы и занятия",
      plural: true,
      audience: "все, кто любит учиться",
      hashtags: ["обучение", "образование", "саморазвитие", "курсы", "учёба"],
    },
    fitness: {
      noun: "наш зал",
      offer: "тренировки и занятия",
      plural: true,
      audience: "любители спорта",
      hashtags: ["спорт", "фитнес", "тренировка", "тренировки", "спортзал"],
    },
    travel: {
      noun: "наша команда",
      offer: "туры и экскурсии",
      plural: true,
      audience: "путешественники",
      hashtags: ["путешествия", "отдых", "отпуск", "путешественники", "выходные"],
    },
    nonprofit: {
      noun: "наш фонд",
      offer: "проекты помощи",
      plural: true,
      audience: "неравнодушные люди",
      hashtags: ["благотворительность", "добрые дела", "волонтёрство", "помощь", "фонд"],
    },
    other: {
      noun: "наша компания",
      offer: "товары и услуги",
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
    facebook: ["{product} для вас", "{product} от команды {brand}", "{brand}: {product}", "{brand}: будем знакомы"],
    linkedin: [
      "{brand} | {product}",
      "Коротко о нас: {brand}",
      "{brand}: чем мы занимаемся",
      "{brand} — кто мы и что делаем",
    ],
    pinterest: ["На заметку: {product}", "{brand}: {product}", "{brand}: идея на заметку", "На заметку: {brand}"],
    reddit: [
      "{brand}: пара слов от владельца",
      "{product}: рассказ владельца",
      "Владелец {brand} о своём бизнесе",
      "Немного о нас: {brand}",
    ],
    snapchat: ["На связи {brand}", "Коротко: {product}", "Это мы: {brand}", "Для вас: {product}"],
    youtube: ["{product} | {brand}", "Знакомьтесь: {brand}", "Смотрите: {product}", "Это {brand}: {product}"],
    instagram: ["{brand}: {product}", "{product} в кадре", "Для вас — {product}", "Кадр дня: {product}"],
    tiktok: [
      "POV: вот так выглядит {product}",
      "Знакомьтесь: {brand}",
      "Минута знакомства: {product}",
      "{product}: показываем, как это у нас",
      "Мы — {brand}. Это {product}",
    ],
    x: ["Пара слов о нас: {brand}", "Коротко о главном: {product}", "Чем занимается {brand}", "Для вас — {product}"],
  },
  // {audience} may be a relative clause ("все, кто дарит цветы"): it stands as the subject at a sentence's end, never
  // addressed ("Пациенты всех возрастов, …") and never after a preposition (it is a nominative).
  conceptTitles: {
    product: ["Это {product}", "{product} | {brand}", "Смотрите: {product}"],
    audience: [
      "{product} — то, что выбирают {audience}",
      "{product} — то, ради чего к нам приходят {audience}",
      "К нам приходят {audience}",
    ],
    brand: ["Это {brand}", "Знакомьтесь: {brand}", "{brand} приглашает"],
  },
  // The lexicon's offers carry no "наш" ("сыры", "стрижки и бритьё"), so "У нас есть {product}" says it once. {product}
  // stands only where a nominative reads: as a subject, after "есть", "это" or a copula's dash, never as a verb's
  // object (a feminine offer would need its accusative). A statement says what is sold or who comes in one sentence
  // with a verb: no bare label ("Наша работа — {product}.", "{product} — наш профиль.", "Для вас — {product}."), no
  // "{product} — <clause>" that does not take it ("… — подскажем и поможем"), no "ask us" line ("Есть вопросы? …"),
  // no promise to tell more than it says, no "вас ждёт" of the offer (a treatment that "awaits" reads as a threat at a
  // dentist's, so only "[goods] "), nothing a clinic could not say ("хороший повод прийти к нам", "в гости"), no
  // colloquial "это к нам", no "Каждый наш день — это …" or "У нас есть …" (a sign), no question answered with a bare
  // noun. A statement tagged "[goods] " is said only of a business that sells things (a shop, a florist, a café:
  // choosing, coming in), "[services] " only of one that serves (a dentist, a barber, a surf school, a sauna: booking,
  // being seen to); an untagged one reads for both. The brand's statements take no {product} where they can (beside
  // the bank's own offer they are left out).
  angles: {
    product: [
      "{product} — то, за чем к нам приходят.",
      "Наше дело — {product}, и мы подходим к нему всерьёз.",
      "Мы нашли своё дело, и это {product}.",
      "[services] Мы не распыляемся: наша специализация — {product}.",
      "[appointment,consultation,lesson,class,job] Для нас {product} — не конвейер: к каждому, кто приходит, мы подходим отдельно.",
      "[goods] Нам есть что показать, и это {product}.",
      "[goods] Приглашаем к нам: здесь вас ждёт {product}.",
      "[session,stay,ticket] {product} ждёт вас у нас.",
      "[goods] Выбирайте то, что по душе: в продаже {product}.",
      "[goods] У нас {product} на любой вкус.",
      "[appointment,consultation,lesson,class,booking,job] {product} — по записи.",
      "[appointment,consultation,booking,job] Ничего лишнего не навязываем.",
      "[services] Ещё до начала объясним, как всё устроено.",
      "[appointment,consultation,session,stay] У нас {product} — без спешки и в спокойной обстановке.",
      "[appointment,consultation,lesson,class,booking,job] Время вы назначаете сами, а остальное мы берём на себя.",
      "[appointment,consultation,lesson,class,booking,job] Сначала выслушаем, что вам нужно, и только потом начнём.",
      "[goods,appointment,consultation,booking,plan] Если не знаете, с чего начать, — подскажем.",
      "Мы работаем так, чтобы к нам хотелось вернуться.",
      "[lesson,class] Подстраиваемся под ваш уровень.",
    ],
    // What is sold, for whom: the audience is the subject at the sentence's end, so a relative clause reads too.
    audience: [
      "{product} — то, ради чего нас выбирают {audience}.",
      "К нам приходят {audience}.",
      "Мы рады всем, но чаще всего у нас бывают {audience}.",
      "[purchase] За покупками к нам часто приходят {audience}.",
      "[goods] Чаще всего к нам заглядывают {audience}.",
      "[goods] Частые гости у нас — {audience}.",
      "[services] Среди наших клиентов — {audience}.",
      "[appointment,consultation,job] Чаще всего к нам обращаются {audience}.",
      "[appointment,consultation,lesson,class,booking,job] К нам записываются {audience}.",
    ],
    brand: [
      "[appointment,consultation] {brand} заранее объясняет, что и зачем будет сделано.",
      "Мы — {brand}, давайте знакомиться.",
      "{brand} — это {product} от людей, которые любят то, что делают.",
      "{brand} работает для тех, кто ценит внимание к деталям.",
      "[goods] Команда {brand} рада каждому покупателю.",
      "[goods] {brand} — место, где можно выбрать не спеша.",
      "[session,ticket,stay] {brand} ждёт гостей.",
      "[services] Команда {brand} примет вас в удобное время.",
    ],
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
      leads: ["Хотим вам кое-что показать.", "Без лишних слов."],
      titles: ["{product} крупным планом", "{brand}: смотрим шире"],
    },
    luxury: {
      leads: ["Добро пожаловать.", "Рады приветствовать вас."],
      titles: ["{product} в деталях", "{brand} приглашает"],
    },
    playful: {
      leads: ["Пс-с!", "Минутку внимания!"],
      titles: ["А как вам {product}?", "{brand} подмигивает вам"],
    },
    urgent: {
      leads: ["Не откладывайте.", "Зачем ждать?"],
      titles: ["Не откладывайте: {product}", "Уже сегодня: {product}"],
    },
  },
  agreement: [
    ["вот так выглядит {product}", "вот так выглядят {product}"],
    ["как выглядит {product}", "как выглядят {product}"],
    ["ждёт {product}", "ждут {product}"],
    ["{product} ждёт", "{product} ждут"],
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
    "{brand} — это",
    "{brand} | {product}",
    "{product} | {brand}",
    "{brand}: {product}",
    "Это {brand}: {product}",
    "владелец {brand}",
    "свой бизнес — {brand}",
    "команды {brand}",
    "{category}: {brand}",
    "{category} {brand}",
    "чем занимается {brand}",
    "Команда {brand}",
  ],
  // Each line a sentence with a verb or "это", never "{category} {brand}: <clause>". {product}, {audience} and
  // {brand} stand only where a nominative reads (after "это" or a copula's dash, as a subject); no
  // past tense for "I" (its gender is the speaker's): the present tense instead. {category} never stands beside
  // {product} ("Груминг: … наш груминг"); the category's name with the brand's reads as one name ("Стоматология
  // Olivo"), for a dentist or an accountant as much as for a bakery; no line ends on the brand alone ("… на связи.").
  pinterest: [
    "{category} {brand} — сюда приходят {audience}. Сохраните этот пин.",
    "{category} {brand} приглашает вас. Сохраните этот пин.",
    "{category} {brand} — сохраните этот пин, чтобы не потерять адрес.",
    "{category} {brand}: сохраните пин, чтобы вернуться к нему позже.",
  ],
  // The owner speaks to the readers as "вы", as the cta and facts do, in words that suit every tone (no "Всем привет"),
  // always as the owner ("у меня своё дело", "я владелец"), never "моё дело" (a court case), and promises nothing
  // the post does not say ("хочется рассказать …").
  reddit: [
    "Здравствуйте! Я владелец {brand}.",
    "У меня свой бизнес — {brand}.",
    "Я владелец {brand}, и {product} — моя работа.",
    "Пишу от лица команды {brand}.",
    "Пишу как владелец {brand}.",
  ],
  pinterestLine: "Сохраните этот пин на потом.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
