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
      "Cześć! Tu {brand}",
      "{product} dla Ciebie",
      "Z tej strony {brand}",
      "{product} – tym się zajmujemy",
      "Z myślą o Tobie: {product}",
    ],
    linkedin: ["{brand} | {product}", "{brand}: czym się zajmujemy", "{brand} w pigułce", "{brand} – kilka słów o nas"],
    pinterest: ["{product} | {brand}", "Warto zapamiętać: {brand}", "{brand} – warto zapisać", "{brand}: {product}"],
    reddit: ["{brand}: czym się zajmujemy", "{brand} | {product}", "{brand}: {product}", "Krótko o nas: {brand}"],
    snapchat: ["Hej! Tu {brand}", "{brand} zaprasza: {product}", "To my: {brand}", "{product}? Tu {brand}"],
    youtube: ["{product} | {brand}", "Kim jesteśmy? {brand}", "{product}? Tu {brand}", "{brand} – poznaj nas bliżej"],
    instagram: ["To my: {brand}", "Cześć! Tu {brand}", "{product}? Tu {brand}", "{product} | {brand}"],
    tiktok: ["{product}? Tu {brand}", "{product}? To do nas", "{product} – zapraszamy", "Cześć, tu {brand}"],
    x: ["Cześć! Tu {brand}", "{product}? To do nas", "{product}? Tu {brand}", "Przedstawiamy się: {brand}"],
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
  // pytania" says nothing). No headline that announces without saying ("Oto {product}", "W ofercie: {product}") or
  // promises a look the post does not give ("w kadrze", "od kuchni", "w szczegółach", "z bliska") (review 25).
  conceptTitles: {
    product: ["{product} | {brand}", "{product} – zapraszamy"],
    audience: ["Odwiedzają nas {audience}", "Przychodzą do nas {audience}"],
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
  // after); an untagged one reads for both. Nothing a customer cannot use (round 37): no "lubią swoją pracę", "zna swój
  // fach", "spokojnie i uważnie", "czeka na Twoją wizytę", "Dobrze wiemy, czego potrzebują", "U nas na co dzień:".
  angles: {
    product: [
      "Interesuje Cię {product}? Powiemy, od czego zacząć.",
      "Daj nam znać, czego potrzebujesz.",
      "Powiemy Ci szczerze, co się sprawdzi, a co nie.",
      "[session] Jeśli jesteś u nas pierwszy raz, wszystko Ci wyjaśnimy.",
      "[goods] Pomożemy Ci wybrać {product}.",
      "[goods] {product} wybierzesz u nas bez pośpiechu.",
      "[lesson,class] Na zajęciach pokażemy Ci wszystko krok po kroku.",
      "[session,ticket,stay] Przychodzisz, zostawiasz sprawy za drzwiami i masz czas dla siebie.",
      "[session,ticket,stay] Możesz przyjść w pojedynkę albo z kimś bliskim.",
      "[session,ticket,stay] Wystarczy przyjść, resztą zajmiemy się my.",
      "[session,stay] Tu czas płynie trochę wolniej.",
      "[order] {product} przygotujemy tak, jak sobie życzysz.",
      "[visit,purchase] Możesz po prostu wpaść i się rozejrzeć, bez zobowiązań.",
    ],
    // What is sold, for whom: the audience as the subject at the end, so a relative clause reads too. A short one
    // names the offer, or says something of the audience beyond their coming ("Dobrze wiemy, czego potrzebują …"):
    // no bare "Często odwiedzają nas …". The long formats need a few without {product} for their third statement.
    audience: [
      "Trafiają do nas {audience}.",
      "{audience} wybierają u nas {product}.",
      "Wśród osób, które do nas wracają, są {audience}.",
      "[goods] Po {product} przychodzą do nas {audience}.",
      "[order] {audience} zamawiają u nas {product}.",
      "[services] Na {product} przychodzą do nas {audience}.",
      "[goods] {audience} kupują u nas {product}.",
      "[appointment,consultation,lesson,class,booking,job] Na {product} umawiają się u nas {audience}.",
      "[lesson,class] Na pierwsze zajęcia przychodzą do nas {audience}.",
    ],
    brand: [
      "{brand} pokazuje tu, czym się zajmuje.",
      "Zespół {brand} pomoże Ci znaleźć to, czego szukasz.",
      "{brand} poświęca czas każdemu, kto się zgłosi.",
      "[order] Ekipa {brand} chętnie przygotuje Twoje zamówienie.",
      "[purchase] {brand} to miejsce, w którym wybierzesz coś dla siebie albo na prezent.",
      "[goods] Ekipa {brand} doradzi Ci przy wyborze.",
      "[session,stay] {brand} to miejsce, w którym nikt Cię nie pogania.",
      "[consultation,job] Zespół {brand} wysłucha, czego potrzebujesz, i zaproponuje rozwiązanie.",
      "[lesson,class] {brand} chętnie pokaże Ci, od czego zacząć.",
      "[lesson,class] Ekipa {brand} pracuje w spokojnym tempie, bez presji.",
      "[session,ticket,stay] {brand} to dobre miejsce na chwilę oddechu.",
    ],
  },
  tones: {
    professional: {
      leads: ["Dzień dobry.", "Witamy."],
      titles: ["{brand}: {product}", "{brand} – o nas"],
    },
    friendly: {
      leads: ["Cześć!", "Hej!"],
      titles: ["{brand} mówi: cześć!", "Wpadnij, zaprasza {brand}"],
    },
    bold: {
      leads: ["Zrób coś dla siebie.", "Śmiało!"],
      titles: ["{brand} bez owijania w bawełnę", "To jest to: {product}"],
    },
    trustworthy: {
      leads: ["Dzień dobry.", "Dobrze, że jesteś."],
      titles: ["{brand} – poznajmy się", "{brand}: prosto i jasno"],
    },
    creative: {
      leads: ["Zatrzymaj się na chwilę.", "Rozgość się."],
      titles: ["Coś dla Ciebie: {product}", "{brand} po swojemu"],
    },
    luxury: {
      leads: ["Witamy serdecznie.", "Miło nam Cię powitać."],
      titles: ["{brand} – zapraszamy do nas", "{brand} – witamy serdecznie"],
    },
    playful: {
      leads: ["Uwaga, uwaga!", "Hej, hej!"],
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
    ["{product} wybierzesz", "{product} wybierzesz"],
    ["Na {product} przychodzisz", "Na {product} przychodzisz"],
    ["{product} przygotujemy", "{product} przygotujemy"],
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
    ["{product} wykonujemy", "{product} wykonujemy"],
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
    "Za marką {brand}",
    "Ekipa {brand}",
    "Obsługa {brand}",
    "{brand} to ludzie",
    "Tak pracuje {brand}",
  ],
  // Search lines that read for any category, a dentist's or an accountant's as much as a bakery's, each a sentence
  // with a verb: the category's label with the brand's name as its subject ("Gabinet stomatologiczny Olivo oferuje
  // …"), never "{category}: <clause>"; {category} never stands beside the bank's noun (selfNaming), and no line says
  // what a statement after it says again ("czeka na Ciebie").
  pinterest: [
    "{category} {brand} oferuje {product}. Zapisz ten pin na później.",
    "{category} {brand} będzie pod ręką, jeśli zapiszesz ten pin.",
  ],
  // The owner speaks of their own business and addresses no one: the cta and facts that follow say "Ty" to one reader.
  // {product} stands as a subject ("a {product} to dla nas…"), never after "czym się zajmuję:"; {brand} in the
  // nominative only, after "nazywamy się" or as the apposition of a noun ("zespołu {brand}"), as a Polish name would
  // decline otherwise; no generic "firma", no promise to tell more, no past tense of "I" (its gender is the owner's),
  // no two clauses joined by a semicolon.
  reddit: ["Piszę w imieniu zespołu {brand}.", "Hej, tu ekipa {brand}.", "Jestem częścią zespołu {brand}."],
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
        "Dzień dobry, tu {brand}",
        "{product} dla Państwa",
        "Z tej strony {brand}",
        "{product} – tym się zajmujemy",
        "Z myślą o Państwu: {product}",
      ],
      snapchat: ["Dzień dobry, tu {brand}", "{brand} zaprasza: {product}", "To my: {brand}", "{product}? Tu {brand}"],
      instagram: [
        "To my: {brand}",
        "Dzień dobry, tu {brand}",
        "{product}? Tu {brand}",
        "{brand} – witamy serdecznie",
        "{product} | {brand}",
      ],
      youtube: ["{product} | {brand}", "Kim jesteśmy? {brand}", "{product}? Tu {brand}", "{brand} – poznajmy się"],
      x: [
        "Dzień dobry, tu {brand}",
        "{product}? Zapraszamy do nas",
        "{product}? Tu {brand}",
        "Przedstawiamy się: {brand}",
      ],
      tiktok: ["{product}? Zapraszamy do nas", "{product}? Tu {brand}", "To my: {brand}", "Dzień dobry, tu {brand}"],
    },
    conceptTitles: {
      brand: ["Dzień dobry, tu {brand}", "To jest {brand}", "{brand} zaprasza"],
    },
    angles: {
      product: [
        "Interesuje Państwa {product}? Powiemy, od czego zacząć.",
        "Prosimy dać nam znać, czego Państwo potrzebują.",
        "Powiemy Państwu szczerze, co się sprawdzi, a co nie.",
        "[session] Jeśli są Państwo u nas pierwszy raz, wszystko wyjaśnimy.",
        "[goods] Pomożemy Państwu wybrać {product}.",
        "[goods] {product} wybiorą Państwo u nas bez pośpiechu.",
        "[lesson,class] Na zajęciach pokażemy Państwu wszystko krok po kroku.",
        "[session,ticket,stay] Wystarczy przyjść, zostawić sprawy za drzwiami i mieć czas dla siebie.",
        "[session,ticket,stay] Mogą Państwo przyjść sami albo z kimś bliskim.",
        "[session,ticket,stay] Resztą zajmiemy się my, Państwu wystarczy przyjść.",
        "[session,stay] Tu czas płynie trochę wolniej.",
        "[order] {product} przygotujemy tak, jak Państwo sobie życzą.",
        "[visit,purchase] Można po prostu wpaść i się rozejrzeć, bez zobowiązań.",
      ],
      brand: [
        "{brand} pokazuje tu, czym się zajmuje.",
        "Zespół {brand} pomoże Państwu znaleźć to, czego Państwo szukają.",
        "{brand} poświęca czas każdemu, kto się zgłosi.",
        "[order] Obsługa {brand} chętnie przygotuje Państwa zamówienie.",
        "[purchase] {brand} to miejsce, w którym wybiorą Państwo coś dla siebie albo na prezent.",
        "[goods] Zespół {brand} doradzi Państwu przy wyborze.",
        "[session,stay] {brand} to miejsce, w którym nikt Państwa nie pogania.",
        "[consultation,job] Zespół {brand} wysłucha, czego Państwo potrzebują, i zaproponuje rozwiązanie.",
        "[lesson,class] {brand} chętnie pokaże Państwu, od czego zacząć.",
        "[lesson,class] Zespół {brand} pracuje w spokojnym tempie, bez presji.",
        "[session,ticket,stay] {brand} to dobre miejsce na chwilę oddechu.",
      ],
    },
    tones: {
      professional: {
        leads: ["Dzień dobry.", "Witamy."],
        titles: ["{brand}: {product}", "{brand} – kim jesteśmy"],
      },
      trustworthy: {
        leads: ["Dzień dobry.", "Witamy serdecznie."],
        titles: ["{brand} – poznajmy się", "{brand} – zapraszamy do siebie"],
      },
      luxury: {
        leads: ["Witamy serdecznie.", "Miło nam Państwa powitać."],
        titles: ["{brand} – zapraszamy w nasze progi", "{brand} – witamy serdecznie"],
      },
    },
    pinterestLine: "Ten pin warto zapisać na później.",
    pinterest: [
      "{category} {brand} oferuje {product}. Ten pin warto zapisać.",
      "{category} {brand} będzie pod ręką, jeśli zapiszą Państwo ten pin.",
    ],
    reddit: ["Piszę w imieniu zespołu {brand}.", "Dzień dobry, tu zespół {brand}.", "Jestem częścią zespołu {brand}."],
    agreement: [
      ["W naszej ofercie jest {product}", "W naszej ofercie są {product}"],
      ["Interesuje Państwa {product}", "Interesują Państwa {product}"],
      ["U nas znajdą Państwo {product}", "U nas znajdą Państwo {product}"],
      ["{product} wybiorą Państwo", "{product} wybiorą Państwo"],
      ["Na {product} przychodzą Państwo", "Na {product} przychodzą Państwo"],
      ["{product} przygotujemy", "{product} przygotujemy"],
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
      ["{product} wykonujemy", "{product} wykonujemy"],
    ],
  },
  pinterestLine: "Zapisz ten pin na później.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
