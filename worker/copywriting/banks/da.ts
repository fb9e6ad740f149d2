import type { LanguageBank } from "./types";

export const da: LanguageBank = {
  code: "da",
  business: {
    restaurant: {
      noun: "vores køkken",
      offer: "mad og drikke",
      audience: "madelskere",
      hashtags: ["madglæde", "madelsker", "foodie", "restaurant", "mad"],
    },
    retail: {
      noun: "vores butik",
      offer: "produkter og gaver",
      audience: "alle, der elsker at shoppe",
      hashtags: ["shopping", "butik", "stil", "gaveidéer", "mode"],
    },
    services: {
      noun: "vores team",
      offer: "ydelser",
      audience: "travle mennesker",
      hashtags: ["iværksætter", "erhverv", "dkbusiness", "virksomhed", "service"],
    },
    healthcare: {
      noun: "vores klinik",
      offer: "behandlinger",
      audience: "patienter og pårørende",
      hashtags: ["sundhed", "trivsel", "velvære", "familie", "klinik"],
    },
    beauty: {
      noun: "vores salon",
      offer: "skønhedsbehandlinger",
      audience: "alle, der elsker forkælelse",
      hashtags: ["skønhed", "hudpleje", "forkæl dig selv", "skincare", "makeup"],
    },
    technology: {
      noun: "vores team",
      offer: "software",
      audience: "teams",
      hashtags: ["tech", "software", "produktivitet", "startup", "digitalisering"],
    },
    realEstate: {
      noun: "vores mæglerfirma",
      offer: "boliger",
      audience: "boligsøgende",
      hashtags: ["bolig", "boligkøb", "drømmehjem", "hjem", "boligjagt"],
    },
    education: {
      noun: "vores skole",
      offer: "kurser",
      audience: "alle, der vil lære mere",
      hashtags: ["læring", "uddannelse", "efteruddannelse", "kursus", "studieliv"],
    },
    fitness: {
      noun: "vores træningscenter",
      offer: "træningshold",
      audience: "alle, der elsker bevægelse",
      hashtags: ["træning", "motion", "fitness", "workout", "styrketræning"],
    },
    travel: {
      noun: "vores rejsebureau",
      offer: "rejser",
      audience: "alle med rejselyst",
      hashtags: ["rejser", "rejselyst", "ferie", "weekendtur", "rejsetips", "storbyferie"],
    },
    nonprofit: {
      noun: "vores forening",
      offer: "indsatser for andre",
      audience: "alle, der vil gøre en forskel",
      hashtags: ["frivillig", "fællesskab", "gør en forskel", "velgørenhed", "hjælp"],
    },
    other: {
      noun: "vores virksomhed",
      offer: "det vi laver",
      audience: "alle nysgerrige",
      hashtags: ["lille virksomhed", "iværksætter", "iværksætterliv", "brand", "kreativ"],
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
    facebook: [
      "{product} til {audience}",
      "Har du hørt om {brand}?",
      "Har du været hos {brand}?",
      "Det her er {brand}",
    ],
    linkedin: ["Kort om {brand}", "{brand}: {product}", "Et nærmere kig på {brand}", "Hvem er {brand}?"],
    pinterest: ["{product} til {audience}", "{product} hos {brand}", "Et kig på {brand}", "Inspiration fra {brand}"],
    reddit: [
      "{product} til {audience}",
      "Ejeren af {brand} her – spørg løs",
      "Om {product} hos {brand}",
      "Lidt om vores {product}",
    ],
    snapchat: ["Kig forbi {brand}", "Hej fra {brand}", "Vi er {brand}", "Tjek {brand} ud"],
    youtube: ["{product} | {brand}", "Med indenfor hos {brand}", "Mød {brand}", "Et besøg hos {brand}"],
    instagram: ["{product} hos {brand}", "{brand} i billeder", "Et kig indenfor hos {brand}", "En dag hos {brand}"],
    tiktok: [
      "POV: du har lige fundet {brand}",
      "Sådan ser det ud hos {brand}",
      "Kender du {brand}?",
      "Hej, vi er {brand} – kig forbi!",
    ],
    x: ["Kender du {brand}?", "{product} til {audience}", "Hils på {brand}", "{product} hos {brand}"],
  },
  conceptTitles: {
    product: ["{product} hos {brand}", "Kender du vores {product}?"],
    audience: ["{product} til {audience}", "{brand}: {product} til {audience}"],
    brand: ["Velkommen til {brand}", "Mød {brand}", "Det her er {brand}"],
  },
  // Statements say what is sold and for whom with a verb, for any business (a dentist, a bakery, an accountant, a dog
  // groomer, a sauna). The audience may be a relative clause ("alle, der trænger til ro"), so it always ends the
  // sentence: never its subject, never before more words. The offer is an indefinite noun phrase without "vores"
  // ("oste og osteplatter"), so "Vi tilbyder {product}" reads; no "Hos os finder du" or "Hos os får du" (a sign), as the
  // place lines say "Du finder os i"; "Du kan få {product} hos os" says it as a sentence. No "Vores fag er" (round 43:
  // bouquets are no trade) and no "Vi står for". Where the offer is a subject or a headline alone, the frame gives it "vores"
  // ("Vores oste er til …", "Oplev vores oste"): a bare plural there reads flat or as a generic truth. No "Det her er …",
  // "Vi præsenterer …", no "er klar, når du er". No statement that says nothing a customer could use (readers of rounds
  // 34–36 quoted them in every set): no "Hos os handler alt om", "Vi arbejder med", "Vi giver os god tid til", no
  // welcome or open door ("Vi tager godt imod", "har plads til", "står klar til", "er her for"), and one plain "Skriv
  // til os" line, never "ask us" said twice. A frame that fits one kind only carries its tag: "[goods] " (vælge,
  // udvælge, sætte sammen: ostehandel, blomsterbutik, café), "[services] " (tage imod, tage sig af, tilpasse: tandlæge,
  // barber, sauna, surfskole) or the units ("[appointment,…]", "[visit,purchase]": a florist's bouquets are bound, not
  // "udvalgt"); untagged ones read for both, at least three per angle. The audience angle (Facebook) says the offer in
  // another frame than the product angle (Instagram), so the two posts differ in shape.
  angles: {
    product: [
      "Vi tilbyder {product}.",
      "Du kan få {product} hos os.",
      "Vi har specialiseret os i {product}.",
      "[session,stay,ticket] Hos os kan du nyde {product} i dit eget tempo.",
      "[goods] Se, hvad vi har af {product}.",
      "[lesson,class] Fortæl os, hvilket niveau du er på, når du tilmelder dig.",
    ],
    audience: [
      "Vi tilbyder {product} til {audience}.",
      "Med vores {product} tænker vi især på {audience}.",
      "Vores {product} passer til {audience}.",
      "[visit,purchase] Vi udvælger {product} til {audience}.",
      "[lesson,class] Vi holder {product} for {audience}.",
    ],
    brand: [
      "{brand} er til for {audience}.",
      "{brand} henvender sig til {audience}.",
      "{brand} er et sted for {audience}.",
      "[goods] {brand} udvælger sortimentet til {audience}.",
      "[goods] {brand} byder på et udvalg til {audience}.",
      "[lesson,class,stay] {brand} tager sig godt af {audience}.",
      "[session,stay,ticket] Hos {brand} kan du koble helt af.",
    ],
  },
  tones: {
    professional: {
      leads: ["Tak, fordi du kigger med.", "Rart at møde dig."],
      titles: ["{brand}: {product}", "Vi præsenterer {brand}"],
    },
    friendly: {
      leads: ["Hej med dig!", "Hej derude!"],
      titles: ["Hils på {brand}", "Kom og mød {brand}"],
    },
    bold: {
      leads: ["Nu er det din tur.", "Lad os komme i gang!"],
      titles: ["Tid til {product}", "Klar til vores {product}?"],
    },
    trustworthy: {
      leads: ["Velkommen indenfor.", "Tak, fordi du kigger forbi."],
      titles: ["Lær {brand} at kende", "Vi er {brand}"],
    },
    creative: {
      leads: ["Dejligt, du er her.", "Nysgerrig?"],
      titles: ["Kig ind hos {brand}", "Hils på {brand}"],
    },
    luxury: {
      leads: ["Tag dig god tid.", "Læn dig tilbage."],
      titles: ["Oplev vores {product}", "Velkommen til {brand}"],
    },
    playful: {
      leads: ["Hej hej!", "Hov, hej!"],
      titles: ["Hvem er klar til {product}?", "Smut forbi {brand}"],
    },
    urgent: {
      leads: ["Vent ikke.", "Hvorfor vente?"],
      titles: ["Vent ikke: {product}", "Tid til at opdage {brand}"],
    },
  },
  // A name, never the bank's noun, where the noun would say "vores" twice ("Vores oste | vores ostehandel",
  // "vores oste fra vores ostehandel") or name the speaker ("Vi er vores ostehandel", "Hils på vores ostehandel").
  selfNaming: [
    "vi er {brand}",
    "Vi er {brand}",
    "{brand} her",
    "Hos {brand}",
    "hos {brand}",
    "| {brand}",
    "fra {brand}",
    "{brand} præsenterer",
    "{brand} byder på",
    "{brand}: {product}",
    "{brand} tilbyder",
    "driver {brand}",
    "står bag {brand}",
    "ejer {brand}",
    "Ejeren af {brand}",
    "lær {brand} at kende.",
    "Om {brand}",
    "hørt om {brand}",
    "hej til {brand}",
    "Hils på {brand}",
    "mød {brand}",
    "gem {brand}",
    "pin {brand}",
    "sæt {brand}",
    "husk {brand}",
  ],
  // The category's name and the audience open a question, a sentence with a verb follows: never a colon label, never the offer after the category
  // ("Sauna: saunabade" says it twice).
  pinterest: [
    "{category} til {audience}? Gem {brand} til senere.",
    "{category} til {audience}? Gem pinnen fra {brand}.",
    "{category} {brand} – gem pinnen, så har du os lige ved hånden.",
  ],
  reddit: [
    "Jeg ejer {brand} og svarer gerne på spørgsmål om vores {product}.",
    "Jeg driver {brand}, og vi tilbyder {product}.",
    "Hej, jeg står bag {brand}.",
    "Det er mig, der driver {brand}.",
  ],
  pinterestLine: "Gem pinnen til senere.",
  // The frames that give the offer "vores" say it once where the owner's own words have it already, and take the
  // indefinite form after it ("vores app", not "vores appen"; "vores arbejde" for "det vi laver").
  mends: [
    ["\\b([Vv]ores) vores\\b", "$1"],
    ["\\b([Vv]ores) appen\\b", "$1 app"],
    ["\\b([Vv]ores) bogen\\b", "$1 bog"],
    ["\\b([Vv]ores) nyhedsbrevet\\b", "$1 nyhedsbrev"],
    ["\\b([Vv]ores) det vi laver\\b", "$1 arbejde"],
  ],
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
