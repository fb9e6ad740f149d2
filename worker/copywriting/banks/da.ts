import type { LanguageBank } from "./types";

export const da: LanguageBank = {
  code: "da",
  business: {
    restaurant: {
      noun: "vores køkken",
      offer: "vores menu",
      audience: "madelskere",
      hashtags: ["madglæde", "madelsker", "foodie"],
    },
    retail: {
      noun: "vores butik",
      offer: "vores sortiment",
      audience: "alle, der elsker at shoppe",
      hashtags: ["shopping", "nyheder", "nyt i butikken"],
    },
    services: {
      noun: "vores team",
      offer: "vores ydelser",
      audience: "travle mennesker",
      hashtags: ["iværksætter", "erhverv", "dkbusiness"],
    },
    healthcare: {
      noun: "vores klinik",
      offer: "vores behandlinger",
      audience: "patienter og pårørende",
      hashtags: ["sundhed", "trivsel", "velvære"],
    },
    beauty: {
      noun: "vores salon",
      offer: "vores skønhedsbehandlinger",
      audience: "alle, der elsker forkælelse",
      hashtags: ["skønhed", "hudpleje", "forkæl dig selv"],
    },
    technology: {
      noun: "vores team",
      offer: "vores software",
      audience: "teams",
      hashtags: ["tech", "software", "produktivitet"],
    },
    realEstate: {
      noun: "vores mæglerfirma",
      offer: "vores boliger",
      audience: "boligsøgende",
      hashtags: ["bolig", "boligkøb", "drømmehjem"],
    },
    education: {
      noun: "vores skole",
      offer: "vores kurser",
      audience: "alle, der vil lære mere",
      hashtags: ["læring", "uddannelse", "efteruddannelse"],
    },
    fitness: {
      noun: "vores træningscenter",
      offer: "vores hold",
      audience: "alle, der elsker bevægelse",
      hashtags: ["træning", "motion", "fitness"],
    },
    travel: {
      noun: "vores rejsebureau",
      offer: "vores rejser",
      audience: "alle med rejselyst",
      hashtags: ["rejser", "rejselyst", "ferie", "weekendtur"],
    },
    nonprofit: {
      noun: "vores forening",
      offer: "vores arbejde",
      audience: "alle, der vil gøre en forskel",
      hashtags: ["frivillig", "fællesskab", "gør en forskel"],
    },
    other: {
      noun: "vores virksomhed",
      offer: "det, vi laver",
      audience: "alle",
      hashtags: ["lille virksomhed", "iværksætter", "iværksætterliv"],
    },
  },
  cta: {
    shop: "Shop nu",
    order: "Bestil nu",
    book: "Book nu",
    subscribe: "Abonnér i dag",
    signUp: "Tilmeld dig i dag",
    learnMore: "Læs mere",
    contact: "Kontakt os",
    visit: "Kig forbi",
    download: "Download nu",
    donate: "Donér i dag",
  },
  intentWords: {
    shop: ["shop", "webshop", "køb", "handl", "se udvalget", "sikr dig", "find din"],
    order: ["bestil", "ordre", "afhent", "levering", "udbring", "take away", "takeaway"],
    book: ["book", "reserv", "bestil tid", "bestil bord", "tid hos", "aftale", "bord"],
    subscribe: ["abonn", "nyhedsbrev", "medlemskab", "bliv medlem", "følg os"],
    signUp: ["tilmeld", "skriv dig op", "registrer", "opret", "meld dig", "kom i gang", "prøv", "start"],
    learnMore: ["læs", "lær", "opdag", "find ud af", "se mere", "udforsk", "mere at vide", "mere info"],
    contact: ["kontakt", "ring", "skriv", "send en", "mail", "spørg", "tal med"],
    visit: ["besøg", "kig forbi", "kig ind", "kom forbi", "kom ind", "kom og", "smut forbi", "mød os"],
    download: ["download", "hent app", "installer", "installér"],
    donate: ["donér", "doner", "donation", "bidrag", "støt", "indsamling", "giv en gave"],
  },
  titles: {
    facebook: ["Mød {product}", "{product} fra {brand}", "Sig hej til {brand}", "{audience}, det her er til jer"],
    linkedin: [
      "{brand}: {product} til {audience}",
      "Vi præsenterer {product} fra {brand}",
      "{product}, udviklet af {brand}",
      "Et nærmere kig på {brand}",
    ],
    pinterest: [
      "Gem idéen: {product}",
      "En idé fra {brand}",
      "Til {audience}: {product}",
      "Inspiration fra {brand}: {product}",
    ],
    reddit: [
      "{brand} her: mød {product}",
      "{product}, lavet til {audience}",
      "Kort fortalt: {product} fra {brand}",
      "Det her er {product} fra {brand}",
    ],
    snapchat: ["Se lige her: {product}", "Hej fra {brand}", "Det her er {brand}", "Til dig: {product}"],
    youtube: [
      "{product} | {brand}",
      "Mød {brand}: {product} til {audience}",
      "Bag kulisserne hos {brand}: {product}",
      "{brand} præsenterer {product}",
    ],
  },
  conceptTitles: {
    product: ["Mød {product}", "{product} fra {brand}", "Vi præsenterer {product}"],
    audience: ["Til {audience}: {brand}", "{audience}, mød {brand}", "Lavet til {audience}"],
    brand: ["Sig hej til {brand}", "Det her er {brand}", "{brand} står klar"],
  },
  angles: {
    product: ["Mød {product} fra {brand}.", "Her er {product}.", "Nyt fra {brand}: {product}."],
    audience: [
      "Lavet til {audience}: {product}.",
      "{audience}, det her er til jer.",
      "Til {audience}, fra {brand}: {product}.",
    ],
    brand: ["{brand} byder på {product}.", "Sig hej til {brand}.", "{brand} er her for {audience}."],
  },
  tones: {
    professional: {
      leads: ["Her er, hvad vi tilbyder.", "Lad os præsentere os selv."],
      titles: ["{brand}: {product}", "Vi præsenterer {brand}"],
    },
    friendly: {
      leads: ["Hej med dig!", "Hej, alle sammen!"],
      titles: ["Hils på {brand}", "Kom og mød {brand}"],
    },
    bold: {
      leads: ["Store nyheder!", "Tag springet."],
      titles: ["Gør plads til {brand}", "{product}. Gå efter det."],
    },
    trustworthy: {
      leads: ["Ingen dikkedarer, bare fakta.", "Her er, hvad du kan forvente."],
      titles: ["Lær {brand} at kende", "{brand}, helt enkelt"],
    },
    creative: {
      leads: ["Noget helt andet.", "Forestil dig det her."],
      titles: ["{product} set med nye øjne", "Et nyt blik på {brand}"],
    },
    luxury: {
      leads: ["Tag dig tid til dig selv.", "Til dig med sans for detaljer."],
      titles: ["Kunsten bag {product}", "{brand}, med stil"],
    },
    playful: {
      leads: ["Psst!", "Gæt engang!"],
      titles: ["Psst, mød {product}", "Din nye forelskelse: {brand}"],
    },
    urgent: {
      leads: ["Vent ikke.", "Hvorfor vente?"],
      titles: ["Vent ikke: {product}", "Kom i gang med {brand} i dag"],
    },
  },
  pinterestLine: "Gem pinnen til senere.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
