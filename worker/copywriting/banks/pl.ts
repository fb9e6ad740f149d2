import type { LanguageBank } from "./types";

export const pl: LanguageBank = {
  code: "pl",
  business: {
    restaurant: {
      noun: "nasza kuchnia",
      offer: "dania i napoje",
      plural: true,
      audience: "smakosze",
      hashtags: ["jedzenie", "smacznego", "foodie", "restauracja", "kulinaria"],
    },
    retail: {
      noun: "nasz sklep",
      offer: "produkty i akcesoria",
      plural: true,
      audience: "miłośnicy zakupów",
      hashtags: ["zakupy", "sklep", "shopping", "moda", "prezenty"],
    },
    services: {
      noun: "nasz zespół",
      offer: "usługi dla domu i firmy",
      plural: true,
      audience: "zapracowani",
      hashtags: ["mała firma", "przedsiębiorczość", "usługi", "biznes", "przedsiębiorca"],
    },
    healthcare: {
      noun: "nasz gabinet",
      offer: "konsultacje i badania",
      plural: true,
      audience: "pacjenci i ich bliscy",
      hashtags: ["zdrowie", "profilaktyka", "dbaj o siebie", "opieka", "rodzina"],
    },
    beauty: {
      noun: "nasz salon",
      offer: "zabiegi pielęgnacyjne",
      plural: true,
      audience: "miłośnicy pielęgnacji",
      hashtags: ["uroda", "pielęgnacja", "czas dla siebie", "skincare", "rutyna pielęgnacyjna"],
    },
    technology: {
      noun: "nasz zespół",
      offer: "oprogramowanie",
      audience: "zespoły i firmy",
      hashtags: ["technologia", "produktywność", "startup", "digital", "oprogramowanie"],
    },
    realEstate: {
      noun: "nasze biuro",
      offer: "mieszkania i domy",
      plural: true,
      audience: "osoby szukające mieszkania",
      hashtags: ["nieruchomości", "mieszkanie", "dom", "własne cztery kąty", "szukam mieszkania"],
    },
    education: {
      noun: "nasza szkoła",
      offer: "kursy i szkolenia",
      plural: true,
      audience: "głodni wiedzy",
      hashtags: ["nauka", "edukacja", "rozwój osobisty", "kursy", "uczymy się"],
    },
    fitness: {
      noun: "nasz klub",
      offer: "zajęcia i treningi",
      plural: true,
      audience: "miłośnicy ruchu",
      hashtags: ["trening", "fitness", "siłownia", "aktywnie", "sport"],
    },
    travel: {
      noun: "nasz zespół",
      offer: "wyjazdy i wycieczki",
      plural: true,
      audience: "podróżnicy",
      hashtags: ["podróże", "wakacje", "urlop", "wycieczka", "podróżnicy"],
    },
    nonprofit: {
      noun: "nasza fundacja",
      offer: "działania społeczne",
      plural: true,
      audience: "ludzie dobrej woli",
      hashtags: ["pomagamy", "wolontariat", "dobroczynność", "dobro wraca", "fundacja"],
    },
    other: {
      noun: "nasza firma",
      offer: "produkty i usługi",
      plural: true,
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
      "{product} dla Ciebie",
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
    youtube: [
      "{product} | {brand}",
      "Kim jesteśmy? {brand}",
      "Oto {product} | {brand}",
      "{brand} – poznaj nas bliżej",
      "{product} od kuchni",
      "{brand} zaprasza: {product}",
    ],
    instagram: ["{brand} w kadrze", "To my: {brand}", "Dla Ciebie: {product}", "Oto {product}", "{product} w kadrze"],
    tiktok: [
      "POV: tak wygląda {product}",
      "Poznaj nas: {product}",
      "Kilka sekund o nas: {product}",
      "Szukasz tego? Oto {product}",
      "Cześć, tu {brand}. Oto {product}",
    ],
    x: [
      "Szukasz czegoś dla siebie? {product}",
      "{brand} zaprasza: {product}",
      "Oto {brand}",
      "Przedstawiamy się: {brand}",
    ],
  },
  // {audience} is a nominative plural, maybe with a relative clause ("wszyscy, którzy dają kwiaty"): it stands as the
  // subject at a sentence's end, never addressed ("Smakosze, …"), never after a preposition, never as an object.
  // {product} stands in the nominative: first, before "to" or a dash, after "Oto" or a label's colon, or as the
  // subject of a verb that agrees with it and is listed in `agreement` ("W naszej ofercie jest/są {product}",
  // "Interesuje/Interesują Cię {product}"). The lexicon's offers are plural, masculine inanimate or neuter
  // ("sery", "sprzęt sportowy", "sprzątanie"), whose accusative is their nominative, so a verb may take one as its
  // object ("U nas znajdziesz {product}") where `agreement` lists the template with itself as its plural: the owner's
  // phrase, of unknown number and maybe feminine ("kawa" → "kawę"), never takes it. The lexicon's offers carry no
  // "nasz". The audience titles and statements are shared by the formal register: they address no one. No officialese
  // ("propozycja dla Ciebie", "do Twojej dyspozycji", "nasza dziedzina") and no "ask us" line ("Chętnie odpowiemy na
  // pytania" says nothing).
  conceptTitles: {
    product: ["Oto {product}", "{product} | {brand}", "W ofercie: {product}"],
    audience: ["Odwiedzają nas {audience}", "Przychodzą do nas {audience}", "Coś dla siebie znajdą tu {audience}"],
    brand: ["Cześć! Tu {brand}", "To jest {brand}", "{brand} zaprasza"],
  },
  // A statement names the brand or the offer, not both (beside the bank's own offer the brand's statements are left
  // out); it says what is sold or for whom in one sentence with a verb, never a label before a dash ("{product} – to
  // właśnie u nas"), never "to coś, co docenią", "to specjalność tego miejsca" or "Oto, co mamy:"; at most one
  // question line per list; no "głównie" before the audience (the others would feel less welcome), no "zaprasza" (the
  // formal calls to action say "Zapraszamy"), no promise to tell or show more than it says, and no "czeka na Ciebie"
  // beside the offer (a treatment that "awaits" reads as a threat at a dentist's). A statement tagged "[goods] " is
  // said only of a business that sells things (a shop, a florist, a café: verbs of seeing, choosing, ordering),
  // "[services] " only of one that serves (a dentist, a barber, a surf school, a sauna: booking a time, being looked
  // after); an untagged one reads for both.
  angles: {
    product: [
      "U nas znajdziesz {product}.",
      "Mamy dla Ciebie {product}.",
      "W naszej ofercie jest {product}.",
      "Interesuje Cię {product}? Jesteś we właściwym miejscu.",
      "[goods] {product} możesz u nas obejrzeć i wybrać na miejscu.",
      "[goods] Pomożemy Ci wybrać {product}.",
      "Oferujemy {product}.",
      "[appointment,consultation,lesson,class,booking,job] Na {product} umówisz się u nas w dogodnym terminie.",
      "[appointment,consultation,lesson,class,booking,job] {product}: Ty wybierasz termin, a my zajmujemy się resztą.",
    ],
    // What is sold, for whom: the audience as the subject at the end, so a relative clause reads too. A short one
    // names the offer, or says something of the audience beyond their coming ("Dobrze wiemy, czego potrzebują …"):
    // no bare "Często odwiedzają nas …". The long formats need a few without {product} for their third statement.
    audience: [
      "{audience} wybierają u nas {product}.",
      "Wśród naszych klientów są {audience}.",
      "Dobrze wiemy, czego potrzebują {audience}.",
      "[goods] Po {product} przychodzą do nas {audience}.",
      "[goods] {audience} zamawiają u nas {product}.",
      "[services] Na {product} przychodzą do nas {audience}.",
      "[goods] {audience} kupują u nas {product}.",
      "[appointment,consultation,lesson,class,booking,job] Na {product} umawiają się u nas {audience}.",
    ],
    brand: [
      "{brand} to miejsce, do którego przychodzą {audience}.",
      "Nazywamy się {brand} i chętnie Cię poznamy.",
      "Zespół {brand} czeka na Twoją wizytę.",
      "[goods] Ekipa {brand} chętnie przygotuje Twoje zamówienie.",
      "[goods] {brand} to miejsce, w którym wybierzesz coś dla siebie albo na prezent.",
      "[services] Ekipa {brand} chętnie się Tobą zajmie.",
      "[session,ticket,stay] {brand} chętnie Cię ugości.",
      "[lesson,class] {brand} chętnie pokaże Ci, od czego zacząć.",
    ],
  },
  tones: {
    professional: {
      leads: ["Dzień dobry.", "Witamy."],
      titles: ["{brand}: {product}", "{brand} – o nas"],
    },
    friendly: {
      leads: ["Cześć!", "Hej, co słychać?"],
      titles: ["{brand} mówi: cześć!", "Wpadnij, zaprasza {brand}"],
    },
    bold: {
      leads: ["Czas działać!", "Śmiało!"],
      titles: ["{brand} bez owijania w bawełnę", "{product}. Śmiało."],
    },
    trustworthy: {
      leads: ["Poznajmy się.", "Krótko i konkretnie."],
      titles: ["{brand} – poznajmy się", "{brand}: prosto i jasno"],
    },
    creative: {
      leads: ["Spójrz na to inaczej.", "Zobacz, co przygotowaliśmy."],
      titles: ["{product} z bliska", "{brand} po swojemu"],
    },
    luxury: {
      leads: ["Witamy serdecznie.", "Miło nam Cię powitać."],
      titles: ["{product} w szczegółach", "{brand} – witamy serdecznie"],
    },
    playful: {
      leads: ["Psst!", "Hej, zerknij tutaj!"],
      titles: ["A może {product}?", "{brand} puszcza do Ciebie oko"],
    },
    urgent: {
      leads: ["Nie zwlekaj.", "Na co czekasz?"],
      titles: ["Nie zwlekaj: {product}", "Jeszcze dziś: {product}"],
    },
  },
  agreement: [
    ["W naszej ofercie jest {product}", "W naszej ofercie są {product}"],
    ["Interesuje Cię {product}", "Interesują Cię {product}"],
    ["U nas znajdziesz {product}", "U nas znajdziesz {product}"],
    ["Mamy dla Ciebie {product}", "Mamy dla Ciebie {product}"],
    ["wybierają u nas {product}", "wybierają u nas {product}"],
    ["zamawiają u nas {product}", "zamawiają u nas {product}"],
    ["{product} możesz u nas", "{product} możesz u nas"],
    ["wybrać {product}", "wybrać {product}"],
    ["Na {product} umówisz", "Na {product} umówisz"],
    ["kupują u nas {product}", "kupują u nas {product}"],
    ["Na {product} umawiają", "Na {product} umawiają"],
    ["Po {product} przychodzą", "Po {product} przychodzą"],
    ["Na {product} przychodzą", "Na {product} przychodzą"],
    ["Oferujemy {product}", "Oferujemy {product}"],
    ["To jest {product}", "To są {product}"],
    ["to jest {product}", "to są {product}"],
    ["Tak wygląda {product}", "Tak wyglądają {product}"],
    ["tak wygląda {product}", "tak wyglądają {product}"],
    ["Czeka na Ciebie {product}", "Czekają na Ciebie {product}"],
    ["jak wygląda {product}", "jak wyglądają {product}"],
    ["oferuje {product}", "oferuje {product}"],
  ],
  // The audience as a subject with its relative clause closes it with a comma before the verb ("Ci, którzy chcą kogoś
  // ucieszyć, wybierają u nas …").
  mends: [["(któr(?:zy|e|a) [^,.!?]+?) (wybierają|zamawiają|kupują) u nas ", "$1, $2 u nas "]],
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
    "{category} {brand}",
    "{category}: oto {brand}",
    "w firmie {brand}",
    "{brand} to przede wszystkim",
    "co proponuje {brand}",
    "co robi {brand}",
    "nazywamy się {brand}",
    "zespołu {brand}",
    "praca to {brand}",
    "Zespół {brand}",
  ],
  // Search lines that read for any category, a dentist's or an accountant's as much as a bakery's, each a sentence
  // with a verb: the category's label with the brand's name as its subject ("Gabinet stomatologiczny Olivo oferuje
  // …"), never "{category}: <clause>"; {category} never stands beside the bank's noun (selfNaming), and no line says
  // what a statement after it says again ("czeka na Ciebie").
  pinterest: [
    "{category} {brand} oferuje {product} – zapisz ten pin.",
    "{category} {brand} – zapisz ten pin, żeby łatwo nas znaleźć.",
    "{category} {brand} – zapisz ten pin i wróć do niego, gdy przyjdzie pora.",
    "{category} {brand} – zapisz ten pin na później.",
  ],
  // The owner speaks of their own business and addresses no one: the cta and facts that follow say "Ty" to one reader.
  // {product} stands as a subject ("a {product} to dla nas…"), never after "czym się zajmuję:"; {brand} in the
  // nominative only, after "nazywamy się" or as the apposition of a noun ("zespołu {brand}"), as a Polish name would
  // decline otherwise; no generic "firma", no promise to tell more, no past tense of "I" (its gender is the owner's),
  // no two clauses joined by a semicolon.
  reddit: [
    "Cześć, nazywamy się {brand}.",
    "Piszę w imieniu zespołu {brand}.",
    "Nazywamy się {brand}, a {product} to nasza praca na co dzień.",
    "Hej, tu ekipa {brand}.",
    "Pracuję w zespole {brand}, a {product} to nasza specjalizacja.",
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
        "{product} dla Państwa",
        "Oto {product}",
        "Z tej strony {brand}",
      ],
      snapchat: ["Dzień dobry, tu {brand}", "W skrócie: {product}", "To my: {brand}", "Dla Państwa: {product}"],
      instagram: [
        "{brand} w kadrze",
        "To my: {brand}",
        "Dla Państwa: {product}",
        "Oto {product}",
        "{product} w kadrze",
      ],
      youtube: [
        "{product} | {brand}",
        "Kim jesteśmy? {brand}",
        "Oto {product} | {brand}",
        "{brand} – poznajmy się",
        "{product} od kuchni",
        "{brand} zaprasza: {product}",
      ],
      x: [
        "Szukają Państwo czegoś dla siebie? {product}",
        "{brand} zaprasza: {product}",
        "Oto {brand}",
        "Przedstawiamy się: {brand}",
      ],
      tiktok: [
        "Poznajmy się: {product}",
        "Kilka sekund o nas: {product}",
        "{product}: kilka słów od nas",
        "Oto {product}",
        "Dzień dobry, tu {brand}. Oto {product}",
      ],
    },
    conceptTitles: {
      brand: ["Dzień dobry, tu {brand}", "To jest {brand}", "{brand} zaprasza"],
    },
    angles: {
      product: [
        "U nas znajdą Państwo {product}.",
        "Mamy dla Państwa {product}.",
        "W naszej ofercie jest {product}.",
        "Interesuje Państwa {product}? Są Państwo we właściwym miejscu.",
        "[goods] {product} mogą Państwo u nas obejrzeć i wybrać na miejscu.",
        "[goods] Chętnie pomożemy Państwu wybrać {product}.",
        "Oferujemy {product}.",
        "[appointment,consultation,lesson,class,booking,job] Na {product} umówią się Państwo u nas w dogodnym terminie.",
        "[appointment,consultation,lesson,class,booking,job] {product}: Państwo wybierają termin, a my zajmujemy się resztą.",
      ],
      brand: [
        "{brand} to miejsce, do którego przychodzą {audience}.",
        "Nazywamy się {brand} i chętnie Państwa poznamy.",
        "{brand} czeka na Państwa wizytę.",
        "[goods] Obsługa {brand} chętnie przygotuje Państwa zamówienie.",
        "[goods] {brand} to miejsce, w którym wybiorą Państwo coś dla siebie albo na prezent.",
        "[services] Zespół {brand} chętnie się Państwem zajmie.",
        "[session,ticket,stay] {brand} chętnie Państwa ugości.",
        "[lesson,class] {brand} chętnie pokaże Państwu, od czego zacząć.",
      ],
    },
    tones: {
      professional: {
        leads: ["Dzień dobry.", "Witamy."],
        titles: ["{brand}: {product}", "{brand} – kim jesteśmy"],
      },
      trustworthy: {
        leads: ["Poznajmy się.", "Krótko i konkretnie."],
        titles: ["{brand} – poznajmy się", "{brand} – zapraszamy do siebie"],
      },
      luxury: {
        leads: ["Witamy serdecznie.", "Miło nam Państwa powitać."],
        titles: ["{product} w szczegółach", "{brand} – witamy serdecznie"],
      },
    },
    pinterestLine: "Ten pin warto zapisać na później.",
    pinterest: [
      "{category} {brand} oferuje {product} – ten pin warto zapisać.",
      "{category} {brand} – ten pin warto zapisać, żeby łatwo nas znaleźć.",
      "{category} {brand} – ten pin warto zapisać i wrócić do niego, gdy przyjdzie pora.",
      "{category} {brand} – ten pin warto zapisać na później.",
    ],
    reddit: [
      "Dzień dobry, nazywamy się {brand}.",
      "Piszę w imieniu zespołu {brand}.",
      "Nazywamy się {brand}, a {product} to nasza praca na co dzień.",
      "Dzień dobry, tu zespół {brand}.",
      "Pracuję w zespole {brand}, a {product} to nasza specjalizacja.",
    ],
    agreement: [
      ["W naszej ofercie jest {product}", "W naszej ofercie są {product}"],
      ["Interesuje Państwa {product}", "Interesują Państwa {product}"],
      ["U nas znajdą Państwo {product}", "U nas znajdą Państwo {product}"],
      ["Mamy dla Państwa {product}", "Mamy dla Państwa {product}"],
      ["wybierają u nas {product}", "wybierają u nas {product}"],
      ["zamawiają u nas {product}", "zamawiają u nas {product}"],
      ["{product} mogą Państwo", "{product} mogą Państwo"],
      ["wybrać {product}", "wybrać {product}"],
      ["Na {product} umówią", "Na {product} umówią"],
      ["kupują u nas {product}", "kupują u nas {product}"],
      ["Na {product} umawiają", "Na {product} umawiają"],
      ["Po {product} przychodzą", "Po {product} przychodzą"],
      ["Na {product} przychodzą", "Na {product} przychodzą"],
      ["Oferujemy {product}", "Oferujemy {product}"],
      ["To jest {product}", "To są {product}"],
      ["to jest {product}", "to są {product}"],
      ["Tak wygląda {product}", "Tak wyglądają {product}"],
      ["tak wygląda {product}", "tak wyglądają {product}"],
      ["Czeka na Państwa {product}", "Czekają na Państwa {product}"],
      ["jak wygląda {product}", "jak wyglądają {product}"],
      ["oferuje {product}", "oferuje {product}"],
    ],
  },
  pinterestLine: "Zapisz ten pin na później.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
