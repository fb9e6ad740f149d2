import type { LanguageBank } from "./types";

export const pl: LanguageBank = {
  code: "pl",
  business: {
    restaurant: {
      noun: "nasza kuchnia",
      offer: "nasze menu",
      audience: "smakosze",
      hashtags: ["jedzenie", "smacznego", "foodie"],
    },
    retail: {
      noun: "nasz sklep",
      offer: "nasza kolekcja",
      audience: "miłośnicy zakupów",
      hashtags: ["zakupy", "nowości", "shopping"],
    },
    services: {
      noun: "nasz zespół",
      offer: "nasze usługi",
      audience: "zapracowani",
      hashtags: ["mała firma", "przedsiębiorczość", "usługi"],
    },
    healthcare: {
      noun: "nasz gabinet",
      offer: "nasze konsultacje",
      audience: "pacjenci i ich bliscy",
      hashtags: ["zdrowie", "profilaktyka", "dbaj o siebie"],
    },
    beauty: {
      noun: "nasz salon",
      offer: "nasze zabiegi",
      audience: "miłośnicy pielęgnacji",
      hashtags: ["uroda", "pielęgnacja", "czas dla siebie"],
    },
    technology: {
      noun: "nasz zespół",
      offer: "nasze oprogramowanie",
      audience: "zespoły i firmy",
      hashtags: ["technologia", "produktywność", "startup"],
    },
    realEstate: {
      noun: "nasze biuro",
      offer: "nasze oferty nieruchomości",
      audience: "osoby szukające mieszkania",
      hashtags: ["nieruchomości", "mieszkanie", "dom"],
    },
    education: {
      noun: "nasza szkoła",
      offer: "nasze kursy",
      audience: "głodni wiedzy",
      hashtags: ["nauka", "edukacja", "rozwój osobisty"],
    },
    fitness: {
      noun: "nasz klub",
      offer: "nasze zajęcia",
      audience: "miłośnicy ruchu",
      hashtags: ["trening", "fitness", "siłownia"],
    },
    travel: {
      noun: "nasz zespół",
      offer: "nasze wyjazdy",
      audience: "podróżnicy",
      hashtags: ["podróże", "wakacje", "urlop"],
    },
    nonprofit: {
      noun: "nasza fundacja",
      offer: "nasze działania",
      audience: "ludzie dobrej woli",
      hashtags: ["pomagamy", "wolontariat", "dobroczynność"],
    },
    other: {
      noun: "nasza firma",
      offer: "nasza oferta",
      audience: "ciekawi świata",
      hashtags: ["mała firma", "biznes", "twórcy"],
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
    facebook: ["Mamy coś dla Ciebie: {product}", "Cześć! Tu {brand}", "{audience}, to dla Was", "Oto {product}"],
    linkedin: [
      "{brand} przedstawia: {product}",
      "Przedstawiamy: {product}",
      "{brand} w pigułce",
      "{brand} – kilka słów o nas",
    ],
    pinterest: [
      "Inspiracja: {product}",
      "Zapisz na później: {product}",
      "{brand}: pomysł do zapisania",
      "{audience}: pomysł dla Was",
    ],
    reddit: [
      "Tu {brand}, oto {product}",
      "{product}: krótko o tym, co robimy",
      "{audience}, to może Was zainteresować",
      "Krótko o nas: {brand}",
    ],
    snapchat: ["Hej! Tu {brand}", "Psst: {product}", "To my: {brand}", "Dla Ciebie: {product}"],
    youtube: ["{product} | {brand}", "Za kulisami: {brand}", "Zobacz: {product}", "{brand} od środka: {product}"],
  },
  conceptTitles: {
    product: ["Oto {product}", "{product} | {brand}", "Przedstawiamy: {product}"],
    audience: ["{audience}, to dla Was", "{audience}: to coś dla Was", "Z myślą o Was, {audience}"],
    brand: ["Cześć! Tu {brand}", "To jest {brand}", "{brand} zaprasza"],
  },
  angles: {
    product: [
      "{brand} przedstawia: {product}.",
      "Oto {product}.",
      "Przedstawiamy: {product}.",
      "{product} – tak to robi {brand}.",
    ],
    audience: [
      "{audience}, to coś dla Was.",
      "Z myślą o Was, {audience}: {product}.",
      "{audience}, {brand} ma dla Was propozycję.",
    ],
    brand: [
      "{brand} serdecznie zaprasza.",
      "Tu {brand} – miło nam Cię poznać.",
      "{brand} jest tu dla Was, {audience}.",
    ],
  },
  tones: {
    professional: {
      leads: ["Oto, co oferujemy.", "Pozwól, że się przedstawimy."],
      titles: ["{brand}: {product}", "{brand} – o nas"],
    },
    friendly: {
      leads: ["Cześć!", "Hej, miło Cię widzieć!"],
      titles: ["{brand} mówi: cześć!", "Wpadnij, zaprasza {brand}"],
    },
    bold: {
      leads: ["Wielka nowina!", "Twój ruch."],
      titles: ["Tak działa {brand}", "{product}. Śmiało."],
    },
    trustworthy: {
      leads: ["Bez zbędnych słów.", "Oto, czego możesz się spodziewać."],
      titles: ["{brand} bez tajemnic", "{brand}: prosto i jasno"],
    },
    creative: {
      leads: ["Coś innego.", "Wyobraź sobie."],
      titles: ["{product} z innej perspektywy", "{brand} w nowej odsłonie"],
    },
    luxury: {
      leads: ["Znajdź chwilę dla siebie.", "Dla koneserów."],
      titles: ["{product} w eleganckim wydaniu", "{brand}: czas na elegancję"],
    },
    playful: {
      leads: ["Psst!", "Wiesz co?"],
      titles: ["Psst, oto {product}", "Twoje nowe zauroczenie: {brand}"],
    },
    urgent: {
      leads: ["Nie czekaj.", "Na co czekasz?"],
      titles: ["Nie czekaj: {product}", "Zacznij już dziś: {product}"],
    },
  },
  pinterestLine: "Zapisz ten pin na później.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
