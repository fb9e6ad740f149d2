import type { LanguageBank } from "./types";

export const no: LanguageBank = {
  code: "no",
  business: {
    restaurant: {
      noun: "kjøkkenet vårt",
      offer: "mat og drikke",
      audience: "matelskere",
      hashtags: ["matglede", "matelsker", "foodie", "restaurant", "mat"],
    },
    retail: {
      noun: "butikken vår",
      offer: "varer og gaveideer",
      audience: "alle som elsker å shoppe",
      hashtags: ["shopping", "butikk", "stil", "gavetips", "mote"],
    },
    services: {
      noun: "teamet vårt",
      offer: "rådgivning og tjenester",
      audience: "folk med en travel hverdag",
      hashtags: ["gründer", "småbedrift", "næringsliv", "bedrift", "tjenester"],
    },
    healthcare: {
      noun: "klinikken vår",
      offer: "behandling og oppfølging",
      audience: "pasienter og pårørende",
      hashtags: ["helse", "velvære", "omsorg", "familie", "klinikk"],
    },
    beauty: {
      noun: "salongen vår",
      offer: "skjønnhetsbehandlinger",
      audience: "alle som elsker egenpleie",
      hashtags: ["skjønnhet", "hudpleie", "egenpleie", "skincare", "sminke"],
    },
    technology: {
      noun: "teamet vårt",
      offer: "programvare for bedrifter",
      audience: "team og bedrifter",
      hashtags: ["teknologi", "tech", "produktivitet", "startup", "digitalisering"],
    },
    realEstate: {
      noun: "meglerkontoret vårt",
      offer: "boliger",
      audience: "boligsøkere",
      hashtags: ["bolig", "eiendom", "drømmebolig", "hjem", "boligjakt"],
    },
    education: {
      noun: "skolen vår",
      offer: "kurs og undervisning",
      audience: "alle som vil lære mer",
      hashtags: ["læring", "utdanning", "kompetanse", "kurs", "studieliv"],
    },
    fitness: {
      noun: "treningssenteret vårt",
      offer: "trening og gruppetimer",
      audience: "alle som elsker bevegelse",
      hashtags: ["trening", "treningsglede", "fitness", "workout", "styrketrening"],
    },
    travel: {
      noun: "reisebyrået vårt",
      offer: "reiser og opphold",
      audience: "alle med reiselyst",
      hashtags: ["reise", "reiselyst", "ferie", "helgetur", "reisetips", "byferie"],
    },
    nonprofit: {
      noun: "organisasjonen vår",
      offer: "hjelpearbeid og frivillighet",
      audience: "alle som bryr seg",
      hashtags: ["frivillighet", "dugnad", "fellesskap", "veldedighet", "hjelp"],
    },
    other: {
      noun: "bedriften vår",
      offer: "produkter og tjenester",
      audience: "alle nysgjerrige",
      hashtags: ["småbedrift", "gründer", "gründerliv", "merkevare", "kreativ"],
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
    visit: "Besøk oss",
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
    facebook: ["{product} hos {brand}", "Har du hørt om {brand}?", "Ta en titt på {brand}", "{product} for {audience}"],
    linkedin: ["Kort om {brand}", "Møt {brand}", "Dette tilbyr vi: {product}", "{product} hos {brand}"],
    pinterest: [
      "Fra hverdagen hos {brand}",
      "{product} hos {brand}",
      "Et innblikk i {brand}",
      "{product} for {audience}",
    ],
    reddit: [
      "Dette tilbyr vi hos {brand}",
      "Fra eieren av {brand}",
      "Om {product} hos {brand}",
      "Eier av {brand} her – spør i vei",
    ],
    snapchat: ["{product} for {audience}", "Hei fra {brand}", "Vi er {brand}", "Sjekk ut {brand}"],
    youtube: ["{product} | {brand}", "Bli med til {brand}", "Møt {brand}", "Et besøk hos {brand}"],
    instagram: ["{product} hos {brand}", "{brand} i bilder", "Et blikk inn hos {brand}", "Hverdagen hos {brand}"],
    tiktok: [
      "Dette må du se: {brand}",
      "Bli med til {brand}",
      "Dette gjør vi hos {brand}",
      "Slik ser det ut hos {brand}",
    ],
    x: ["Kjenner du {brand}?", "{product} for {audience}", "{product} hos {brand}", "Hils på {brand}"],
  },
  conceptTitles: {
    product: ["{brand}: {product}", "{product} hos {brand}"],
    audience: ["{product} for {audience}", "{brand}: {product} for {audience}"],
    brand: ["Velkommen til {brand}", "Møt {brand}", "Dette er {brand}"],
  },
  // Every statement says what is sold or who it is for with a verb, and {product} is an indefinite noun phrase
  // without "vår" ("surfekurs", "oster og ostefat"): "Vi tilbyr surfekurs", never "Vi tilbyr surfekursene våre". The
  // untagged verbs read for goods and services alike ("tilbyr", "byr på"); "[goods] " frames are said only of what is
  // sold (se, velge, bestille: a shop, a café, a florist), "[services] " frames or the units ("[appointment,…]") only
  // of what is done for the reader (ta imot, tilpasse, ta seg av: a dentist, a surf school, a sauna). No "driver med"
  // (a hobby), no fronted object ("Oster for … får du hos oss", "Til matentusiaster tilbyr vi …"), no tautology ("Hos
  // oss handler alt om oster"), no bare label ("Ostene våre for …"), no definition ("… er for herrer"), no filler that
  // says nothing a customer could use (readers of rounds 34–36 quoted them in every set): no "Vi jobber med", "Hos oss
  // får du" (a dog's owner is not bathed), "Vi er her for", "… er velkomne", "tar gjerne imot bestillinger", "Vi står
  // klare med …", and one plain "Ta kontakt" line, never "ask us" said twice. No "Faget vårt er", "Fortell oss hva du
  // ser etter", "tilrettelegger" (office language) or "med tanke på" (round 43). None names both the brand and the
  // product. The audience frames read with a relative clause ("alle som vil unne seg noe") and with dogs ("hunder i
  // alle størrelser"), so the audience ends the sentence; the ones that say "deg" or "råd" of the audience are kept to
  // people ([goods]).
  angles: {
    product: [
      "Vi tilbyr {product}.",
      "Vi sørger for {product}.",
      "Vi har spesialisert oss på {product}.",
      "[goods] Hos oss velger du blant {product}.",
      "[goods] Se hva vi har av {product}.",
      "[lesson,class] Fortell oss hvilket nivå du er på når du melder deg på.",
    ],
    audience: [
      "Vi tilbyr {product} til {audience}.",
      "{product} hos oss passer godt for {audience}.",
      "Vi byr på {product} for {audience}.",
      "[goods] Vi har {product} for {audience}.",
    ],
    brand: [
      "{brand} er til for {audience}.",
      "{brand} henvender seg til {audience}.",
      "{brand} har noe å tilby {audience}.",
      "[visit,purchase] Hos {brand} kan du se deg rundt og velge i ro og mak.",
      "[visit,purchase] {brand} hjelper deg gjerne med å velge.",
      "[session,stay,ticket] {brand} er et sted å koble av.",
    ],
  },
  tones: {
    professional: {
      leads: ["Takk for at du ser innom.", "Hyggelig å møte deg."],
      titles: ["{product} hos {brand}", "{product} fra {brand}"],
    },
    friendly: {
      leads: ["Hei, du!", "Hei på deg!"],
      titles: ["Hils på {brand}", "Kom og møt {brand}"],
    },
    bold: {
      leads: ["Nå er det din tur.", "Ta steget."],
      titles: ["Tid for {product}", "Klar for {product}?"],
    },
    trustworthy: {
      leads: ["Godt å se deg.", "Hyggelig at du ser innom."],
      titles: ["Bli kjent med {brand}", "Kort om {brand}"],
    },
    creative: {
      leads: ["Så fint at du er her.", "Nysgjerrig?"],
      titles: ["En dag hos {brand}", "{brand} i bilder"],
    },
    luxury: {
      leads: ["Len deg tilbake.", "Ta deg god tid."],
      titles: ["Ta deg tid hos {brand}", "Velkommen til {brand}"],
    },
    playful: {
      leads: ["Hei hei!", "Heisann!"],
      titles: ["Har du sett {brand}?", "Klar for {product}?"],
    },
    urgent: {
      leads: ["Ikke vent.", "Hvorfor vente?"],
      titles: ["På tide med {product}?", "På tide å bli kjent med {brand}"],
    },
  },
  // A name, never the bank's noun, where the noun would say "vår" twice ("Surfekurs | surfeskolen vår") or name the
  // speaker ("Vi er ostebutikken vår", "Kom og møt blomsterbutikken vår").
  selfNaming: [
    "vi er {brand}",
    "Vi er {brand}",
    "{brand} her",
    "Hos {brand}",
    "hos {brand}",
    "| {brand}",
    "fra {brand}",
    "{brand} presenterer",
    "{brand} byr på",
    "{brand}: {product}",
    "{brand} tilbyr",
    "driver {brand}",
    "står bak {brand}",
    "eier {brand}",
    "Eieren av {brand}",
    "Eier av {brand}",
    "bli kjent med {brand}.",
    "Om {brand}",
    "hørt om {brand}",
    "hei til {brand}",
    "Hils på {brand}",
    "møt {brand}",
    ": {brand} i bilder",
    ": {brand} ønsker",
    "sett {brand}",
    "sjekk ut {brand}",
    "her er {brand}",
    "lagre {brand}",
  ],
  // Whole sentences with a verb that open with the category as people search for it, never a bare "Tannlege?" nor a
  // label before a colon ("Ostebutikk: bli kjent med …"); the category goes with the audience or the brand, never with
  // the product, which often repeats its word ("Badstue: badstue og kaldbad").
  pinterest: [
    "{category} for {audience} finner du hos {brand}.",
    "{category} for {audience} – lagre pinnen fra {brand}.",
    "{category} for {audience} – her er {brand}.",
    "{category} for {audience}: lagre {brand} og finn oss igjen senere.",
    "{category} {brand} – lagre pinnen, så finner du oss lett igjen.",
    "{category} {brand} – husk oss til neste gang.",
  ],
  // The owner says what the business sells with a verb ("Jeg driver Onda Norte, og vi tilbyr …"); no promise of a
  // story that never follows ("Kort om meg: … vil gjerne fortelle litt om …").
  reddit: [
    "Jeg driver {brand}, og vi tilbyr {product}.",
    "Jeg står bak {brand}, og vi jobber med {product}.",
    "Jeg eier {brand}, der vi tilbyr {product}.",
  ],
  pinterestLine: "Lagre pinnen til senere.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
