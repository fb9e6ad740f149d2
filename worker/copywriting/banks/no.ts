import type { LanguageBank } from "./types";

export const no: LanguageBank = {
  code: "no",
  business: {
    restaurant: {
      noun: "kjøkkenet vårt",
      offer: "menyen vår",
      audience: "matelskere",
      hashtags: ["matglede", "matelsker", "foodie", "restaurant", "mat"],
    },
    retail: {
      noun: "butikken vår",
      offer: "utvalget vårt",
      audience: "alle som elsker å shoppe",
      hashtags: ["shopping", "butikk", "stil", "gavetips", "mote"],
    },
    services: {
      noun: "teamet vårt",
      offer: "tjenestene våre",
      audience: "folk med en travel hverdag",
      hashtags: ["gründer", "småbedrift", "næringsliv", "bedrift", "tjenester"],
    },
    healthcare: {
      noun: "klinikken vår",
      offer: "behandlingene våre",
      audience: "pasienter og pårørende",
      hashtags: ["helse", "velvære", "omsorg", "familie", "klinikk"],
    },
    beauty: {
      noun: "salongen vår",
      offer: "behandlingene våre",
      audience: "alle som elsker egenpleie",
      hashtags: ["skjønnhet", "hudpleie", "egenpleie", "skincare", "sminke"],
    },
    technology: {
      noun: "teamet vårt",
      offer: "programvaren vår",
      audience: "team og bedrifter",
      hashtags: ["teknologi", "tech", "produktivitet", "startup", "digitalisering"],
    },
    realEstate: {
      noun: "meglerkontoret vårt",
      offer: "boligene våre",
      audience: "boligsøkere",
      hashtags: ["bolig", "eiendom", "drømmebolig", "hjem", "boligjakt"],
    },
    education: {
      noun: "skolen vår",
      offer: "kursene våre",
      audience: "alle som vil lære mer",
      hashtags: ["læring", "utdanning", "kompetanse", "kurs", "studieliv"],
    },
    fitness: {
      noun: "treningssenteret vårt",
      offer: "gruppetimene våre",
      audience: "alle som elsker bevegelse",
      hashtags: ["trening", "treningsglede", "fitness", "workout", "styrketrening"],
    },
    travel: {
      noun: "reisebyrået vårt",
      offer: "reisene våre",
      audience: "alle med reiselyst",
      hashtags: ["reise", "reiselyst", "ferie", "helgetur", "reisetips", "byferie"],
    },
    nonprofit: {
      noun: "organisasjonen vår",
      offer: "arbeidet vårt",
      audience: "alle som bryr seg",
      hashtags: ["frivillighet", "dugnad", "fellesskap", "veldedighet", "hjelp"],
    },
    other: {
      noun: "bedriften vår",
      offer: "det vi lager",
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
    facebook: ["Vi tilbyr {product}", "Har du hørt om {brand}?", "Nysgjerrig på {product}?", "Dette er {brand}"],
    linkedin: [
      "{product} for {audience}",
      "Kort om {brand}",
      "{brand}: {product} for {audience}",
      "Fokus på {product}",
      "Om {brand} og {product}",
    ],
    pinterest: [
      "Verdt å lagre: {brand}",
      "{product} fra {brand}",
      "Slik ser det ut hos {brand}",
      "Lagre til senere: {product}",
    ],
    reddit: [
      "Dette tilbyr vi hos {brand}",
      "Eieren av {brand} her – spør i vei",
      "Om {product} fra {brand}",
      "Litt om {product}",
    ],
    snapchat: ["Sjekk dette: {product}", "Hei fra {brand}", "Vi er {brand}", "Se her: {product}"],
    youtube: [
      "{product} | {brand}",
      "Bli med inn hos {brand}",
      "Møt {brand}",
      "Et besøk hos {brand}",
      "{product} for {audience} | {brand}",
    ],
    instagram: ["{product} i fokus", "{brand} i bilder", "Et blikk inn hos {brand}", "{product} for {audience}"],
    tiktok: [
      "POV: du har akkurat funnet {product}",
      "Vent litt, se her: {product}",
      "Har du sett {product}?",
      "{product} for {audience} – se her",
      "Hei, vi er {brand}. Her er {product}",
    ],
    x: ["Kjenner du {brand}?", "{product} for {audience}", "Stikk innom {brand}", "Nysgjerrig på {product}?"],
  },
  conceptTitles: {
    product: ["Nysgjerrig på {product}?", "{product} fra {brand}", "{product} i fokus"],
    audience: ["{product} for {audience}", "{product} som passer for {audience}", "{brand}: {product} for {audience}"],
    brand: ["Velkommen til {brand}", "Møt {brand}", "Dette er {brand}"],
  },
  // Every statement says what is sold or who is welcome with a verb ("Vi tilbyr …"), never a bare label ("Ostene
  // våre for …"), a definition ("Dette er …", "… er for herrer") or an empty presentation ("Vi presenterer …"). The
  // audience frames read with a relative clause ("alle som vil unne seg noe") and with dogs ("hunder i alle
  // størrelser").
  angles: {
    product: [
      "Vi tilbyr {product}.",
      "Nysgjerrig på {product}?",
      "Hos oss får du {product}.",
      "Vi står klare med {product}.",
      "Her får du {product}.",
      "Hos {brand} får du {product}.",
      "{brand} tilbyr {product}.",
    ],
    audience: [
      "Vi tilbyr {product} til {audience}.",
      "{product} passer for {audience}.",
      "Vi tar godt imot {audience}.",
      "{brand} ønsker {audience} velkommen.",
    ],
    brand: [
      "Velkommen til {brand}.",
      "{brand} gleder seg til å hilse på deg.",
      "Hos {brand} får du {product}.",
      "{brand} tilbyr {product} til {audience}.",
      "Hos {brand} er {audience} velkomne.",
    ],
  },
  tones: {
    professional: {
      leads: ["Vi tar oss tid til deg.", "Du er velkommen hos oss."],
      titles: ["{brand}: {product}", "Dette tilbyr vi hos {brand}"],
    },
    friendly: {
      leads: ["Hei, du!", "Hei på deg!"],
      titles: ["Hils på {brand}", "Kom og møt {brand}"],
    },
    bold: {
      leads: ["Kom igjen!", "Ta steget."],
      titles: ["Tid for {product}", "Klar? {product}"],
    },
    trustworthy: {
      leads: ["Vi tar oss god tid.", "Hyggelig at du ser innom."],
      titles: ["Bli kjent med {brand}", "Vi er {brand}"],
    },
    creative: {
      leads: ["La deg inspirere.", "Se deg rundt."],
      titles: ["{product} i et annet lys", "{brand} fra en annen vinkel"],
    },
    luxury: {
      leads: ["Hjertelig velkommen.", "Ta deg god tid."],
      titles: ["Opplev {product}", "Velkommen til {brand}"],
    },
    playful: {
      leads: ["Psst!", "Hallaisen!"],
      titles: ["Se hva vi har: {product}", "Stikk innom {brand}"],
    },
    urgent: {
      leads: ["Ikke vent.", "Hvorfor vente?"],
      titles: ["Ikke vent: {product}", "På tide å oppdage {brand}"],
    },
  },
  // A name, never the bank's noun, where the noun would say "vår" twice ("Ostene våre | ostebutikken vår",
  // "ostene våre fra ostebutikken vår") or name the speaker ("Vi er ostebutikken vår", "Kom og møt blomsterbutikken
  // vår").
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
    "bli kjent med {brand}.",
    "Om {brand}",
    "hørt om {brand}",
    "hei til {brand}",
    "Hils på {brand}",
    "møt {brand}",
    ": {brand} i bilder",
    ": {brand} ønsker",
  ],
  // The category with the audience or the brand, never with the product, which often repeats the category's word
  // ("Badstue: badstua vår"); the brand lines take a name (selfNaming).
  pinterest: [
    "{category} for {audience}.",
    "{category} for {audience}: {brand} i bilder.",
    "{category}: {brand} ønsker {audience} velkommen.",
    "{category} for {audience} – lagre pinnen til senere.",
    "{category}: bli kjent med {brand}.",
  ],
  // The owner says what the business sells with a verb ("Jeg driver Onda Norte, og vi tilbyr …").
  reddit: [
    "Jeg driver {brand}.",
    "Jeg står bak {brand}.",
    "Jeg driver {brand}, og vi tilbyr {product} til {audience}.",
    "Kort om meg: Jeg driver {brand} og vil gjerne fortelle litt om {product}.",
    "Jeg eier {brand}, der vi tilbyr {product}.",
  ],
  pinterestLine: "Lagre pinnen til senere.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
