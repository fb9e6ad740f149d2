import type { LanguageBank } from "./types";

export const pl: LanguageBank = {
  code: "pl",
  business: {
    restaurant: {
      noun: "nasza kuchnia",
      offer: "nasze menu",
      audience: "smakosze",
      hashtags: ["jedzenie", "smacznego", "foodie", "restauracja", "kulinaria"],
    },
    retail: {
      noun: "nasz sklep",
      offer: "nasza kolekcja",
      audience: "miłośnicy zakupów",
      hashtags: ["zakupy", "sklep", "shopping", "moda", "prezenty"],
    },
    services: {
      noun: "nasz zespół",
      offer: "nasze usługi",
      plural: true,
      audience: "zapracowani",
      hashtags: ["mała firma", "przedsiębiorczość", "usługi", "biznes", "przedsiębiorca"],
    },
    healthcare: {
      noun: "nasz gabinet",
      offer: "nasze konsultacje",
      plural: true,
      audience: "pacjenci i ich bliscy",
      hashtags: ["zdrowie", "profilaktyka", "dbaj o siebie", "opieka", "rodzina"],
    },
    beauty: {
      noun: "nasz salon",
      offer: "nasze zabiegi",
      plural: true,
      audience: "miłośnicy pielęgnacji",
      hashtags: ["uroda", "pielęgnacja", "czas dla siebie", "skincare", "rutyna pielęgnacyjna"],
    },
    technology: {
      noun: "nasz zespół",
      offer: "nasze oprogramowanie",
      audience: "zespoły i firmy",
      hashtags: ["technologia", "produktywność", "startup", "digital", "oprogramowanie"],
    },
    realEstate: {
      noun: "nasze biuro",
      offer: "nasze oferty nieruchomości",
      plural: true,
      audience: "osoby szukające mieszkania",
      hashtags: ["nieruchomości", "mieszkanie", "dom", "własne cztery kąty", "szukam mieszkania"],
    },
    education: {
      noun: "nasza szkoła",
      offer: "nasze kursy",
      plural: true,
      audience: "głodni wiedzy",
      hashtags: ["nauka", "edukacja", "rozwój osobisty", "kursy", "uczymy się"],
    },
    fitness: {
      noun: "nasz klub",
      offer: "nasze zajęcia",
      plural: true,
      audience: "miłośnicy ruchu",
      hashtags: ["trening", "fitness", "siłownia", "aktywnie", "sport"],
    },
    travel: {
      noun: "nasz zespół",
      offer: "nasze wyjazdy",
      plural: true,
      audience: "podróżnicy",
      hashtags: ["podróże", "wakacje", "urlop", "wycieczka", "podróżnicy"],
    },
    nonprofit: {
      noun: "nasza fundacja",
      offer: "nasze działania",
      plural: true,
      audience: "ludzie dobrej woli",
      hashtags: ["pomagamy", "wolontariat", "dobroczynność", "dobro wraca", "fundacja"],
    },
    other: {
      noun: "nasza firma",
      offer: "nasza oferta",
      audience: "ciekawi świata",
      hashtags: ["mała firma", "biznes", "twórcy", "marka", "twórczość"],
    },
  },
  cta: {
    shop: "Kup teraz",
    order: "Zamów teraz",
    book: "Zarezerwuj teraz",
    subscribe: "Zasubskrybuj",
    signUp: "Zapisz się już dziś",
    learnMore: "Dowiedz się więcej",
    contact: "Skontaktuj się z nami",
    visit: "Odwiedź nas",
    download: "Pobierz teraz",
    donate: "Wesprzyj nas",
  },
  intentWords: {
    shop: ["kup", "zakup", "sklep online", "sklep internetowy", "e-sklep", "do koszyka"],
    order: ["zamów", "zamaw", "dostaw", "na wynos", "z dowozem", "dowóz"],
    book: ["zarezerw", "rezerw", "umów", "umawia", "wizyt", "termin", "stolik"],
    subscribe: ["subskryb", "zasubskryb", "subskrypc", "prenumer", "newsletter", "abonament"],
    signUp: ["zapisz", "zapisy", "zarejestruj", "rejestr", "dołącz", "załóż konto", "wypróbuj", "zacznij"],
    learnMore: ["dowiedz", "sprawdź", "sprawdz", "poznaj", "zobacz", "przeczytaj", "czytaj", "odkryj"],
    contact: ["skontaktuj", "kontakt", "zadzwoń", "zadzwon", "napisz", "zapytaj", "wyślij wiadomość", "porozmawiaj"],
    visit: ["odwiedź", "odwiedz", "wpadnij", "przyjdź", "przyjdz", "zajrzyj", "wstąp"],
    download: ["pobier", "ściągnij", "zainstaluj", "instal", "aplikacj"],
    donate: ["wesprzyj", "wspier", "wspomóż", "przekaż", "darowizn", "wpłać", "wpłat", "zbiórk"],
  },
  titles: {
    facebook: [
      "W ofercie: {product}",
      "Cześć! Tu {brand}",
      "{product} – z myślą o tym, czego szukają {audience}",
      "Oto {product}",
      "Z tej strony {brand}",
    ],
    linkedin: [
      "{brand} | {product}",
      "{product} – w tym się specjalizujemy",
      "{brand} w pigułce",
      "{brand} – kilka słów o nas",
    ],
    pinterest: [
      "Do zapisania: {product}",
      "Warto zapamiętać: {brand}",
      "{brand} – warto zapisać",
      "{product} – do zapisania na później",
    ],
    reddit: [
      "Tu {brand}, oto {product}",
      "{product} – tym się zajmujemy",
      "Dla zainteresowanych: {product}",
      "Krótko o nas: {brand}",
    ],
    snapchat: ["Hej! Tu {brand}", "W skrócie: {product}", "To my: {brand}", "Dla Ciebie: {product}"],
    youtube: ["{product} | {brand}", "Kim jesteśmy? {brand}", "Oto {product} | {brand}", "{brand} – poznaj nas bliżej"],
    instagram: ["{product} z bliska", "Kadr dnia: {product}", "{brand} w kadrze", "W kadrze: {product}"],
    tiktok: [
      "POV: tak wygląda {product}",
      "Zobacz, jak to wygląda: {product}",
      "Kilka sekund o nas: {product}",
      "Szukasz tego? Oto {product}",
      "Cześć, tu {brand}. Oto {product}",
    ],
    x: ["W ofercie: {product}", "{brand} zaprasza: {product}", "Oto {brand}", "Przedstawiamy się: {brand}"],
  },
  // {audience} is a nominative plural, maybe with a relative clause ("wszyscy, którzy dają kwiaty"): it stands as the
  // subject at a sentence's end, never addressed ("Smakosze, …"), never after a preposition, never as an object.
  // {product} stands in the nominative only: first, before a dash or "to", or after "Oto" or a label's colon, never
  // after a verb or pronoun that governs another case ("zajmujemy się tym: …").
  conceptTitles: {
    product: ["Oto {product}", "{product} | {brand}", "{product} – w tym się specjalizujemy"],
    audience: [
      "{product} – z myślą o tym, czego potrzebują {audience}",
      "{product} to odpowiedź na to, czego szukają {audience}",
      "{brand} wie, czego szukają {audience}",
    ],
    brand: ["Cześć! Tu {brand}", "To jest {brand}", "{brand} zaprasza"],
  },
  // A statement names the brand or the offer, not both, unless both are names: the bank's noun beside its offer would
  // say "ours" twice ("nasze lekcje surfingu – tym zajmuje się nasza szkoła"); selfNaming keeps those to a name.
  angles: {
    product: [
      "{product} – tym zajmuje się {brand}.",
      "{product} – tym zajmujemy się na co dzień.",
      "{product} – z myślą o Tobie.",
      "Czeka na Ciebie {product}.",
      "{product} – w tym się specjalizujemy.",
      "{product} – to właśnie {brand}.",
    ],
    // What is sold, for whom: the audience as the subject at the end, so a relative clause reads too.
    audience: [
      "{product} to odpowiedź na to, czego szukają {audience}.",
      "{product} – z myślą o tym, czego potrzebują {audience}.",
      "{brand} wie, czego szukają {audience}.",
      "{product} to propozycja, w której odnajdą się {audience}.",
    ],
    brand: [
      "{brand} serdecznie zaprasza.",
      "{brand} czeka na Ciebie.",
      "{brand} chętnie Cię pozna.",
      "Masz pytania? {brand} chętnie pomoże.",
    ],
  },
  tones: {
    professional: {
      leads: ["Dzień dobry.", "Każdy szczegół ma znaczenie."],
      titles: ["{brand}: {product}", "{brand} – o nas"],
    },
    friendly: {
      leads: ["Cześć!", "Dobrze, że jesteś!"],
      titles: ["{brand} mówi: cześć!", "Wpadnij, zaprasza {brand}"],
    },
    bold: {
      leads: ["Czas działać!", "Śmiało!"],
      titles: ["{brand} bez owijania w bawełnę", "{product}. Śmiało."],
    },
    trustworthy: {
      leads: ["Poznajmy się.", "Chętnie odpowiemy na Twoje pytania."],
      titles: ["{brand} – poznajmy się", "{brand}: prosto i jasno"],
    },
    creative: {
      leads: ["Pora na coś ciekawego.", "Wszystko zaczyna się od pomysłu."],
      titles: ["{product} z innej perspektywy", "{brand} po swojemu"],
    },
    luxury: {
      leads: ["Witamy serdecznie.", "Elegancja tkwi w szczegółach."],
      titles: ["{product} w eleganckim wydaniu", "{brand}: czas na elegancję"],
    },
    playful: {
      leads: ["Psst!", "Uśmiechnij się!"],
      titles: ["Psst, oto {product}", "{brand} puszcza do Ciebie oko"],
    },
    urgent: {
      leads: ["Nie czekaj.", "Na co czekasz?"],
      titles: ["Nie czekaj: {product}", "Zacznij już dziś: {product}"],
    },
  },
  agreement: [
    ["To jest {product}", "To są {product}"],
    ["to jest {product}", "to są {product}"],
    ["tak wygląda {product}", "tak wyglądają {product}"],
    ["Czeka na Ciebie {product}", "Czekają na Ciebie {product}"],
  ],
  selfNaming: [
    "Tu {brand}",
    "tu {brand}",
    "Z tej strony {brand}",
    "Przedstawiamy się: {brand}",
    "To my: {brand}",
    "tym zajmuje się {brand}",
    "to właśnie {brand}",
    "{brand} zaprasza: {product}",
    "{brand}: {product}",
    "{brand} | {product}",
    "{product} | {brand}",
    "do zapamiętania: {brand}",
    "Warto zapamiętać: {brand}",
    "{brand} – warto zapisać",
    "Oto {brand}",
    "{category}: {brand}",
    "w firmie {brand}",
  ],
  // Keyword lines that read for any category, a dentist's or an accountant's as much as a bakery's; {category} never
  // stands beside {product} ("Szkoła surfingu: nasze lekcje surfingu") nor beside the bank's noun (selfNaming).
  pinterest: [
    "{category}: {brand} zaprasza.",
    "{category} – z myślą o tym, czego szukają {audience}.",
    "{category}: {brand} chętnie Cię pozna.",
    "{category} do zapamiętania: {brand}.",
    "{category} – z myślą o tym, czego potrzebują {audience}.",
    "{category}: warto zapisać ten pin.",
  ],
  // The owner speaks of their own business and addresses no one: the cta and facts that follow say "Ty" to one reader.
  // {product} stands as a subject ("a {product} to coś, czym…"), never after "czym się zajmuję:".
  reddit: [
    "Prowadzę firmę {brand}, a {product} to coś, czym zajmujemy się na co dzień.",
    "Współtworzę {brand}. {product} – w tym się specjalizujemy.",
    "Cześć, prowadzę firmę {brand}. {product} – tym zajmujemy się na co dzień.",
    "Razem z zespołem prowadzę firmę {brand}, a {product} to coś, w czym się specjalizujemy.",
    "Prowadzę firmę {brand} i chcę ją tu krótko przedstawić.",
    "{product} – tym zajmuję się na co dzień w firmie {brand}.",
  ],
  formal: {
    cta: {
      shop: "Zapraszamy do zakupów",
      order: "Zapraszamy do zamawiania",
      book: "Zapraszamy do rezerwacji",
      subscribe: "Zapraszamy do subskrypcji",
      signUp: "Zapraszamy do zapisów",
      learnMore: "Zapraszamy po szczegóły",
      contact: "Zapraszamy do kontaktu",
      visit: "Serdecznie zapraszamy",
      download: "Zapraszamy do pobrania",
      donate: "Prosimy o wsparcie",
    },
    titles: {
      facebook: [
        "W ofercie: {product}",
        "Dzień dobry, tu {brand}",
        "{product} – z myślą o tym, czego szukają {audience}",
        "Oto {product}",
        "Z tej strony {brand}",
      ],
      snapchat: ["Dzień dobry, tu {brand}", "W skrócie: {product}", "To my: {brand}", "Dla Państwa: {product}"],
      youtube: ["{product} | {brand}", "Kim jesteśmy? {brand}", "Oto {product} | {brand}", "{brand} – poznajmy się"],
      tiktok: [
        "Tak to wygląda: {product}",
        "Kilka sekund o nas: {product}",
        "{product} – tym się zajmujemy",
        "{product} – w tym się specjalizujemy",
        "Dzień dobry, tu {brand}. Oto {product}",
      ],
    },
    conceptTitles: {
      brand: ["Dzień dobry, tu {brand}", "To jest {brand}", "{brand} zaprasza"],
    },
    angles: {
      product: [
        "{product} – tym zajmuje się {brand}.",
        "{product} – tym zajmujemy się na co dzień.",
        "{product} – z myślą o Państwu.",
        "Czeka na Państwa {product}.",
        "{product} – w tym się specjalizujemy.",
        "{product} – to właśnie {brand}.",
      ],
      brand: [
        "{brand} jest do Państwa dyspozycji.",
        "{brand} czeka na Państwa.",
        "{brand} chętnie Państwa pozna.",
        "Mają Państwo pytania? {brand} chętnie pomoże.",
      ],
    },
    tones: {
      professional: {
        leads: ["Dzień dobry.", "Każdy szczegół ma znaczenie."],
        titles: ["{brand}: {product}", "{brand} – kim jesteśmy"],
      },
      trustworthy: {
        leads: ["Poznajmy się.", "Chętnie odpowiemy na Państwa pytania."],
        titles: ["{brand} – poznajmy się", "{brand} – do Państwa dyspozycji"],
      },
      luxury: {
        leads: ["Witamy serdecznie.", "Elegancja tkwi w szczegółach."],
        titles: ["{product} w eleganckim wydaniu", "{brand}: czas na elegancję"],
      },
    },
    pinterestLine: "Ten pin warto zapisać na później.",
    pinterest: [
      "{category}: {brand} zaprasza.",
      "{category} – z myślą o tym, czego szukają {audience}.",
      "{category}: {brand} czeka na Państwa.",
      "{category} do zapamiętania: {brand}.",
      "{category} – z myślą o tym, czego potrzebują {audience}.",
      "{category}: warto zapisać ten pin.",
    ],
    reddit: [
      "Prowadzę firmę {brand}, a {product} to coś, czym zajmujemy się na co dzień.",
      "Współtworzę {brand}. {product} – w tym się specjalizujemy.",
      "Dzień dobry, prowadzę firmę {brand}. {product} – tym zajmujemy się na co dzień.",
      "Razem z zespołem prowadzę firmę {brand}, a {product} to coś, w czym się specjalizujemy.",
      "Prowadzę firmę {brand} i chcę ją tu krótko przedstawić.",
      "{product} – tym zajmuję się na co dzień w firmie {brand}.",
    ],
    agreement: [
      ["To jest {product}", "To są {product}"],
      ["to jest {product}", "to są {product}"],
      ["tak wygląda {product}", "tak wyglądają {product}"],
      ["Czeka na Państwa {product}", "Czekają na Państwa {product}"],
    ],
  },
  pinterestLine: "Zapisz ten pin na później.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
