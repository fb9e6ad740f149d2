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
      "{product} – propozycja, w której odnajdą się {audience}",
      "Oto {product}",
      "Z tej strony {brand}",
    ],
    linkedin: ["{brand} | {product}", "{brand}: czym się zajmujemy", "{brand} w pigułce", "{brand} – kilka słów o nas"],
    pinterest: [
      "Do zapisania: {product}",
      "Warto zapamiętać: {brand}",
      "{brand} – warto zapisać",
      "{product} – do zapisania na później",
    ],
    reddit: [
      "{brand}: czym się zajmujemy",
      "{product}: kilka słów od nas",
      "Dla zainteresowanych: {product}",
      "Krótko o nas: {brand}",
    ],
    snapchat: ["Hej! Tu {brand}", "W skrócie: {product}", "To my: {brand}", "Dla Ciebie: {product}"],
    youtube: ["{product} | {brand}", "Kim jesteśmy? {brand}", "Oto {product} | {brand}", "{brand} – poznaj nas bliżej"],
    instagram: ["{brand} w kadrze", "To my: {brand}", "Dla Ciebie: {product}", "Oto {product}"],
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
    product: ["Oto {product}", "{product} | {brand}", "W ofercie: {product}"],
    audience: [
      "{product} – propozycja, w której odnajdą się {audience}",
      "{product} to coś, co docenią {audience}",
      "Coś dla siebie znajdą tu {audience}",
    ],
    brand: ["Cześć! Tu {brand}", "To jest {brand}", "{brand} zaprasza"],
  },
  // A statement names the brand or the offer, not both, unless both are names: the bank's noun beside its offer would
  // say "ours" twice ("nasza szkoła to przede wszystkim nasze lekcje"); selfNaming keeps those to a name. The offer
  // carries "nasz", so no template adds another "nasz" nor puts {product} after a verb of offering or presenting: it
  // stands as the subject of a plain sentence, never as a label before a dash.
  angles: {
    product: [
      "{product} to coś, czym zajmujemy się na co dzień.",
      "Czeka na Ciebie {product}.",
      "{product} to coś, o czym chętnie opowiemy.",
      "{product} to dobry powód, by do nas zajrzeć.",
      "Sprawdź, jak wygląda {product}.",
      "{brand} to przede wszystkim {product}.",
    ],
    // What is sold, for whom: the audience as the subject at the end, so a relative clause reads too.
    audience: [
      "{product} to propozycja, w której odnajdą się {audience}.",
      "{product} to coś, co docenią {audience}.",
      "{product} to oferta, z której mogą skorzystać {audience}.",
      "Coś dla siebie znajdą tu {audience}.",
    ],
    brand: [
      "{brand} serdecznie zaprasza.",
      "{brand} czeka na Ciebie.",
      "Z tej strony {brand}.",
      "Masz pytania? Tu {brand}, chętnie odpowiemy.",
    ],
  },
  tones: {
    professional: {
      leads: ["Dzień dobry.", "Witamy."],
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
      leads: ["Poznajmy się.", "Dobrze, że tu zaglądasz."],
      titles: ["{brand} – poznajmy się", "{brand}: prosto i jasno"],
    },
    creative: {
      leads: ["Mamy dla Ciebie coś ciekawego.", "Zobacz, co u nas słychać."],
      titles: ["{product} z innej perspektywy", "{brand} po swojemu"],
    },
    luxury: {
      leads: ["Witamy serdecznie.", "Miło nam Cię gościć."],
      titles: ["{product} w eleganckim wydaniu", "{brand}: czas na elegancję"],
    },
    playful: {
      leads: ["Psst!", "Hej, mamy coś dla Ciebie!"],
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
    ["jak wygląda {product}", "jak wyglądają {product}"],
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
    "{brand} to przede wszystkim",
    "co proponuje {brand}",
    "co robi {brand}",
  ],
  // Keyword lines that read for any category, a dentist's or an accountant's as much as a bakery's; {category} never
  // stands beside {product} ("Szkoła surfingu: nasze lekcje surfingu") nor beside the bank's noun (selfNaming).
  pinterest: [
    "{category}: sprawdź, co proponuje {brand}.",
    "{category}: odnajdą się tu {audience}.",
    "{category}: oferta, z której mogą skorzystać {audience}.",
    "{category}: {brand} czeka na Ciebie.",
    "{category}: kilka słów o tym, co robi {brand}.",
    "{category}: coś dla siebie znajdą tu {audience}.",
  ],
  // The owner speaks of their own business and addresses no one: the cta and facts that follow say "Ty" to one reader.
  // {product} stands as a subject ("a {product} to coś, czym…"), never after "czym się zajmuję:"; {brand} in the
  // nominative only ("firmę {brand}", "nazywa się {brand}"), as a Polish name would decline.
  reddit: [
    "Prowadzę firmę {brand}, a {product} to coś, czym zajmujemy się na co dzień.",
    "Cześć, prowadzę firmę {brand} i chcę krótko opowiedzieć, co robimy.",
    "Firma, którą prowadzę, nazywa się {brand}.",
    "Razem z zespołem prowadzę firmę {brand}, a {product} to coś, o czym chętnie tu opowiem.",
    "Prowadzę firmę {brand} i chcę ją tu krótko przedstawić.",
    "Od jakiegoś czasu prowadzę firmę {brand} i chcę tu pokazać, jak pracujemy.",
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
        "{product} – propozycja, w której odnajdą się {audience}",
        "Oto {product}",
        "Z tej strony {brand}",
      ],
      snapchat: ["Dzień dobry, tu {brand}", "W skrócie: {product}", "To my: {brand}", "Dla Państwa: {product}"],
      instagram: ["{brand} w kadrze", "To my: {brand}", "Dla Państwa: {product}", "Oto {product}"],
      youtube: ["{product} | {brand}", "Kim jesteśmy? {brand}", "Oto {product} | {brand}", "{brand} – poznajmy się"],
      tiktok: [
        "Tak to wygląda: {product}",
        "Kilka sekund o nas: {product}",
        "{product}: kilka słów od nas",
        "Czeka na Państwa {product}",
        "Dzień dobry, tu {brand}. Oto {product}",
      ],
    },
    conceptTitles: {
      brand: ["Dzień dobry, tu {brand}", "To jest {brand}", "{brand} zaprasza"],
    },
    angles: {
      product: [
        "{product} to coś, czym zajmujemy się na co dzień.",
        "Czeka na Państwa {product}.",
        "{product} to coś, o czym chętnie opowiemy.",
        "{product} to dobry powód, by nas odwiedzić.",
        "Zachęcamy do sprawdzenia, jak wygląda {product}.",
        "{brand} to przede wszystkim {product}.",
      ],
      brand: [
        "{brand} jest do Państwa dyspozycji.",
        "{brand} czeka na Państwa.",
        "Z tej strony {brand}.",
        "Mają Państwo pytania? Tu {brand}, chętnie odpowiemy.",
      ],
    },
    tones: {
      professional: {
        leads: ["Dzień dobry.", "Witamy."],
        titles: ["{brand}: {product}", "{brand} – kim jesteśmy"],
      },
      trustworthy: {
        leads: ["Poznajmy się.", "Dobrze, że Państwo tu zaglądają."],
        titles: ["{brand} – poznajmy się", "{brand} – do Państwa dyspozycji"],
      },
      luxury: {
        leads: ["Witamy serdecznie.", "Miło nam Państwa gościć."],
        titles: ["{product} w eleganckim wydaniu", "{brand}: czas na elegancję"],
      },
    },
    pinterestLine: "Ten pin warto zapisać na później.",
    pinterest: [
      "{category}: oto, co proponuje {brand}.",
      "{category}: odnajdą się tu {audience}.",
      "{category}: oferta, z której mogą skorzystać {audience}.",
      "{category}: {brand} czeka na Państwa.",
      "{category}: kilka słów o tym, co robi {brand}.",
      "{category}: coś dla siebie znajdą tu {audience}.",
    ],
    reddit: [
      "Prowadzę firmę {brand}, a {product} to coś, czym zajmujemy się na co dzień.",
      "Dzień dobry, prowadzę firmę {brand} i chcę krótko opowiedzieć, co robimy.",
      "Firma, którą prowadzę, nazywa się {brand}.",
      "Razem z zespołem prowadzę firmę {brand}, a {product} to coś, o czym chętnie tu opowiem.",
      "Prowadzę firmę {brand} i chcę ją tu krótko przedstawić.",
      "Od jakiegoś czasu prowadzę firmę {brand} i chcę tu pokazać, jak pracujemy.",
    ],
    agreement: [
      ["To jest {product}", "To są {product}"],
      ["to jest {product}", "to są {product}"],
      ["tak wygląda {product}", "tak wyglądają {product}"],
      ["Czeka na Państwa {product}", "Czekają na Państwa {product}"],
      ["jak wygląda {product}", "jak wyglądają {product}"],
    ],
  },
  pinterestLine: "Zapisz ten pin na później.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
