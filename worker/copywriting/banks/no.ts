import type { LanguageBank } from "./types";

export const no: LanguageBank = {
  code: "no",
  business: {
    restaurant: {
      noun: "kjøkkenet vårt",
      offer: "menyen vår",
      audience: "matelskere",
      hashtags: ["matglede", "matelsker", "foodie"],
    },
    retail: {
      noun: "butikken vår",
      offer: "utvalget vårt",
      audience: "alle som elsker å shoppe",
      hashtags: ["shopping", "nyheter", "nytt i butikken"],
    },
    services: {
      noun: "teamet vårt",
      offer: "tjenestene våre",
      audience: "folk med en travel hverdag",
      hashtags: ["gründer", "småbedrift", "næringsliv"],
    },
    healthcare: {
      noun: "klinikken vår",
      offer: "behandlingene våre",
      audience: "pasienter og pårørende",
      hashtags: ["helse", "velvære", "omsorg"],
    },
    beauty: {
      noun: "salongen vår",
      offer: "behandlingene våre",
      audience: "alle som elsker egenpleie",
      hashtags: ["skjønnhet", "hudpleie", "egenpleie"],
    },
    technology: {
      noun: "teamet vårt",
      offer: "programvaren vår",
      audience: "team og bedrifter",
      hashtags: ["teknologi", "tech", "produktivitet"],
    },
    realEstate: {
      noun: "meglerkontoret vårt",
      offer: "boligene våre",
      audience: "boligsøkere",
      hashtags: ["bolig", "eiendom", "drømmebolig"],
    },
    education: {
      noun: "skolen vår",
      offer: "kursene våre",
      audience: "alle som vil lære mer",
      hashtags: ["læring", "utdanning", "kompetanse"],
    },
    fitness: {
      noun: "treningssenteret vårt",
      offer: "gruppetimene våre",
      audience: "alle som elsker bevegelse",
      hashtags: ["trening", "treningsglede", "fitness"],
    },
    travel: {
      noun: "reisebyrået vårt",
      offer: "reisene våre",
      audience: "alle med reiselyst",
      hashtags: ["reise", "reiselyst", "ferie", "helgetur"],
    },
    nonprofit: {
      noun: "organisasjonen vår",
      offer: "arbeidet vårt",
      audience: "alle som bryr seg",
      hashtags: ["frivillighet", "dugnad", "fellesskap"],
    },
    other: {
      noun: "bedriften vår",
      offer: "det vi lager",
      audience: "alle",
      hashtags: ["småbedrift", "gründer", "gründerliv"],
    },
  },
  cta: {
    shop: "Handle nå",
    order: "Bestill nå",
    book: "Book nå",
    subscribe: "Abonner i dag",
    signUp: "Meld deg på i dag",
    learnMore: "Les mer",
    contact: "Ta kontakt",
    visit: "Stikk innom",
    download: "Last ned i dag",
    donate: "Gi en gave i dag",
  },
  intentWords: {
    shop: ["handl", "kjøp", "shop", "nettbutikk", "se utvalget", "sikre deg", "finn din"],
    order: ["bestill", "ordre", "take away", "takeaway", "levering", "få levert", "hjemlevering"],
    book: ["book", "reserv", "bestill time", "bestill bord", "time hos", "avtale", "bord"],
    subscribe: ["abonn", "nyhetsbrev", "medlemskap", "bli medlem", "følg oss"],
    signUp: ["meld deg", "påmelding", "registrer", "opprett", "bli med", "kom i gang", "prøv", "start"],
    learnMore: ["les mer", "les om", "lær", "oppdag", "finn ut", "se mer", "utforsk", "mer info"],
    contact: ["kontakt", "ring", "skriv til", "send oss", "e-post", "spør", "snakk med", "ta en prat"],
    visit: ["besøk", "stikk innom", "kom innom", "kikk innom", "kom og", "møt oss"],
    download: ["last ned", "nedlast", "installer", "hent appen", "download"],
    donate: ["doner", "donasjon", "gi en gave", "gi et bidrag", "bidra", "støtt", "innsamling"],
  },
  titles: {
    facebook: ["Møt {product}", "{product} fra {brand}", "Si hei til {brand}", "{audience}, dette er for dere"],
    linkedin: [
      "{brand}: {product} for {audience}",
      "Vi presenterer {product} fra {brand}",
      "{product}, utviklet av {brand}",
      "Et nærmere blikk på {brand}",
    ],
    pinterest: [
      "Lagre ideen: {product}",
      "En idé fra {brand}",
      "For {audience}: {product}",
      "Inspirasjon fra {brand}: {product}",
    ],
    reddit: [
      "{brand} her: møt {product}",
      "{product}, laget for {audience}",
      "Kort fortalt: {product} fra {brand}",
      "Dette er {product} fra {brand}",
    ],
    snapchat: ["Se her: {product}", "Hei fra {brand}", "Dette er {brand}", "Til deg: {product}"],
    youtube: [
      "{product} | {brand}",
      "Møt {brand}: {product} for {audience}",
      "Bak kulissene hos {brand}: {product}",
      "{brand} presenterer {product}",
    ],
  },
  conceptTitles: {
    product: ["Møt {product}", "{product} fra {brand}", "Vi presenterer {product}"],
    audience: ["For {audience}: {brand}", "{audience}, møt {brand}", "Laget for {audience}"],
    brand: ["Si hei til {brand}", "Dette er {brand}", "{brand} står klar"],
  },
  angles: {
    product: ["Møt {product} fra {brand}.", "Her er {product}.", "Nytt fra {brand}: {product}."],
    audience: [
      "Laget for {audience}: {product}.",
      "{audience}, dette er for dere.",
      "For {audience}, fra {brand}: {product}.",
    ],
    brand: ["{brand} byr på {product}.", "Si hei til {brand}.", "{brand} er her for {audience}."],
  },
  tones: {
    professional: {
      leads: ["Her er det vi tilbyr.", "La oss presentere oss."],
      titles: ["{brand}: {product}", "Vi presenterer {brand}"],
    },
    friendly: {
      leads: ["Hei, du!", "Hei, alle sammen!"],
      titles: ["Hils på {brand}", "Kom og møt {brand}"],
    },
    bold: {
      leads: ["Store nyheter!", "Ta steget."],
      titles: ["Gjør plass til {brand}", "{product}. Bare kjør."],
    },
    trustworthy: {
      leads: ["Ingen dikkedarer, bare fakta.", "Dette kan du forvente."],
      titles: ["Bli kjent med {brand}", "{brand}, rett og slett"],
    },
    creative: {
      leads: ["Noe helt annet.", "Se for deg dette."],
      titles: ["{product} sett med nye øyne", "Et nytt blikk på {brand}"],
    },
    luxury: {
      leads: ["Ta deg tid til deg selv.", "For deg med sans for detaljer."],
      titles: ["Kunsten bak {product}", "{brand}, med stil"],
    },
    playful: {
      leads: ["Psst!", "Vet du hva?"],
      titles: ["Psst, møt {product}", "Din nye forelskelse: {brand}"],
    },
    urgent: {
      leads: ["Ikke vent.", "Hvorfor vente?"],
      titles: ["Ikke vent: {product}", "Kom i gang med {brand} i dag"],
    },
  },
  pinterestLine: "Lagre pinnen til senere.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
