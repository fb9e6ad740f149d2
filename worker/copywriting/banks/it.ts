import type { LanguageBank } from "./types";

export const it: LanguageBank = {
  code: "it",
  business: {
    restaurant: {
      noun: "la nostra cucina",
      offer: "pranzi e cene",
      plural: true,
      audience: "appassionati di cucina",
      hashtags: ["foodie", "cibo", "ristorante", "mangiare", "mangiare fuori"],
    },
    retail: {
      noun: "il nostro negozio",
      offer: "prodotti e idee regalo",
      plural: true,
      audience: "amanti dello shopping",
      hashtags: ["shopping", "negozi", "idee regalo", "moda", "acquisti"],
    },
    services: {
      noun: "il nostro team",
      offer: "servizi professionali",
      plural: true,
      audience: "persone sempre di corsa",
      hashtags: ["piccole imprese", "imprenditori", "servizi", "partita iva", "business"],
    },
    healthcare: {
      noun: "il nostro studio medico",
      offer: "visite e assistenza",
      plural: true,
      audience: "pazienti e famiglie",
      hashtags: ["salute", "benessere", "prevenzione", "cura", "famiglia"],
    },
    beauty: {
      noun: "il nostro salone",
      offer: "trattamenti di bellezza",
      plural: true,
      audience: "amanti della bellezza",
      hashtags: ["bellezza", "skincare", "beauty", "cura della pelle", "beauty routine"],
    },
    technology: {
      noun: "il nostro team",
      offer: "soluzioni software",
      plural: true,
      audience: "team di lavoro",
      hashtags: ["tecnologia", "produttività", "software", "startup", "digitale"],
    },
    realEstate: {
      noun: "la nostra agenzia",
      offer: "case e appartamenti",
      plural: true,
      audience: "persone in cerca di casa",
      hashtags: ["immobiliare", "casa", "compravendita", "cerco casa", "abitare"],
    },
    education: {
      noun: "la nostra scuola",
      offer: "corsi e formazione",
      plural: true,
      audience: "persone con voglia di imparare",
      hashtags: ["formazione", "imparare", "istruzione", "corsi", "studiare"],
    },
    fitness: {
      noun: "la nostra palestra",
      offer: "corsi e allenamenti",
      plural: true,
      audience: "amanti dello sport",
      hashtags: ["fitness", "allenamento", "palestra", "workout", "sport"],
    },
    travel: {
      noun: "il nostro team",
      offer: "soggiorni e viaggi",
      plural: true,
      audience: "amanti dei viaggi",
      hashtags: ["viaggi", "viaggiare", "vacanze", "vacanza", "viaggiatori"],
    },
    nonprofit: {
      noun: "la nostra causa",
      offer: "progetti solidali",
      plural: true,
      audience: "persone che vogliono aiutare",
      hashtags: ["solidarietà", "volontariato", "comunità", "aiutare", "non profit"],
    },
    other: {
      noun: "la nostra attività",
      offer: "prodotti e servizi",
      plural: true,
      audience: "tutti",
      hashtags: ["piccole imprese", "imprenditori", "business", "creativi", "brand"],
    },
  },
  cta: {
    shop: "Acquista ora",
    order: "Ordina ora",
    book: "Prenota ora",
    subscribe: "Abbonati oggi",
    signUp: "Iscriviti oggi",
    learnMore: "Scopri di più",
    contact: "Contattaci",
    visit: "Vieni a trovarci",
    download: "Scarica ora",
    donate: "Dona ora",
  },
  intentWords: {
    shop: ["acquist", "compra", "negozio", "shop", "scopri la collezione", "aggiudicati"],
    order: ["ordin", "asporto", "a domicilio", "consegn", "take away", "delivery"],
    book: ["prenot", "appuntament", "fissa un", "riserva", "tavolo", "richiedi una visita"],
    subscribe: [
      "abbona",
      "sottoscriv",
      "diventa socio",
      "diventa membro",
      "tessera",
      "iscriviti al canale",
      "newsletter",
    ],
    signUp: ["iscriv", "iscriz", "registr", "unisciti", "inizia", "prova", "partecipa", "crea il tuo account"],
    learnMore: ["scopri", "maggiori info", "saperne di più", "leggi", "esplora", "informazion", "approfond", "guarda"],
    contact: ["contatt", "chiama", "scrivi", "telefona", "whatsapp", "parla con", "messaggio", "chiedi"],
    visit: ["vieni", "venite", "visita", "passa a trovarci", "passa da", "ti aspettiamo", "vi aspettiamo"],
    download: ["scaric", "download", "installa", "prendi l'app"],
    donate: ["dona", "donazion", "contribu", "sostieni", "sostegno", "fai la tua parte", "aiutaci"],
  },
  // {product} is the lexicon's offer without a possessive ("lezioni di surf") or the owner's own phrase ("controlli,
  // pulizie e sbiancamento"): it stands after "proponiamo", "offriamo", "trovi", "cerchi", "parliamo di" or a colon,
  // never after "ecco", "ti presentiamo" or "scopri" (those need an article). Audiences come without an article
  // ("principianti", "chi vuole concedersi una coccola"): {audience} stands only right after "per", never as a
  // subject, an object or at the start of a sentence. {brand} may be a name that starts with a common noun ("Clínica
  // Dental Olivo") or the bank's noun with its article ("la nostra scuola"): it stands as a label ("{brand}: …",
  // "{brand}, …"), as the subject at the start of a sentence or after "si chiama", never as an object nor after a
  // preposition ("Scopri {brand}", "da {brand}", "su {brand}" would need an article). Fields the formal block does not
  // replace (LinkedIn, Reddit and Pinterest headlines) address no one.
  titles: {
    facebook: [
      "Cerchi {product}?",
      "{product} per {audience}",
      "{product}, da noi",
      "{brand} ti aspetta",
      "Conosci {brand}?",
    ],
    linkedin: [
      "{product} per {audience}",
      "{brand}: {product} per {audience}",
      "{product}, da {brand}",
      "{brand}: {product}",
    ],
    pinterest: ["{product}, da {brand}", "Ecco {brand}", "{product} per {audience}", "{brand}, per {audience}"],
    reddit: ["{product} per {audience}", "Cosa facciamo da {brand}", "{product}, da {brand}", "Due parole su {brand}"],
    snapchat: ["Passa da {brand}", "{brand}: {product}", "Cerchi {product}?", "Ciao, siamo noi: {brand}"],
    youtube: [
      "{product} per {audience}",
      "{brand} si presenta",
      "{product}, da {brand}",
      "{brand}: {product}",
      "{brand}: come lavoriamo",
    ],
    instagram: ["{product}, da {brand}", "{product} per {audience}", "{brand}: {product}", "{brand}, per {audience}"],
    tiktok: [
      "POV: cercavi {product} e ci hai trovato",
      "Cerchi {product}? Siamo {brand}",
      "Occhio: {product} per {audience}",
      "Ciao, siamo {brand}: {product} per te",
    ],
    x: ["Cerchi {product}?", "{product} per {audience}", "Conosci {brand}?", "{brand} ti aspetta"],
  },
  conceptTitles: {
    product: ["Cerchi {product}?", "{brand}: {product}"],
    audience: ["{product} per {audience}", "{brand}: {product} per {audience}", "{brand}, per {audience}"],
    brand: ["{brand} ti aspetta", "{brand} si presenta"],
  },
  angles: {
    product: [
      "{brand} propone {product}.",
      "Proponiamo {product}.",
      "Offriamo {product}.",
      "[goods] Puoi ordinare {product} in anticipo.",
      "[services] {brand} offre {product}.",
      "[appointment,consultation,lesson,class,booking,job] Ci occupiamo di {product}.",
      "[consultation] Da noi puoi prenotare una consulenza.",
      "[booking,job] Da noi puoi prenotare {product}.",
      "[session,stay] Se è la prima volta, ti spieghiamo come funziona.",
    ],
    audience: [
      "Proponiamo {product} per {audience}.",
      "{brand} propone {product} per {audience}.",
      "Per {audience} abbiamo {product}.",
      "[goods] Da noi c'è una scelta pensata per {audience}.",
      "[lesson,class] Da noi si impara al proprio ritmo.",
      "[lesson,class] Teniamo {product} per {audience}.",
    ],
    brand: [
      "Siamo {brand} e lavoriamo per {audience}.",
      "{brand} offre {product}, con un rapporto diretto e cordiale.",
      "Siamo {brand}: da noi trovi {product}.",
      "[lesson,class] {brand} ti segue passo dopo passo.",
      "[goods] Puoi curiosare e scegliere con calma.",
    ],
  },
  tones: {
    professional: {
      leads: ["Buongiorno a tutti.", "Piacere di conoscerti."],
      titles: ["{product} presso {brand}", "Benvenuti da {brand}"],
    },
    friendly: {
      leads: ["Eccoci!", "Ciao a tutti!"],
      titles: ["{brand} ti aspetta", "Ciao! Siamo {brand}"],
    },
    bold: {
      leads: ["Si parte!", "È il momento!"],
      titles: ["Fai il primo passo con {brand}", "{product}: ti va?"],
    },
    trustworthy: {
      leads: ["Ci fa piacere che tu sia qui.", "Buongiorno!"],
      titles: ["{brand}: chi siamo", "{brand}: ci presentiamo"],
    },
    creative: {
      leads: ["Dai un'occhiata.", "Ciao!"],
      titles: ["{product}, da {brand}", "{brand}: {product}"],
    },
    luxury: {
      leads: ["Lieti di conoscerti.", "Buongiorno."],
      titles: ["{brand}, per {audience}", "{brand}: {product}"],
    },
    playful: {
      leads: ["Psst!", "Ehi, ciao!"],
      titles: ["Occhio a questo: {product}", "Il tuo prossimo colpo di fulmine: {brand}"],
    },
    urgent: {
      leads: ["Non aspettare.", "Perché aspettare?"],
      titles: ["Non aspettare: {product}", "Non rimandare: {product}"],
    },
  },
  // The lines in which the brand speaks or presents itself take its name, never the bank's noun ("siamo la nostra
  // formaggeria", "Formaggeria: la nostra formaggeria ti aspetta"); {brand} after "da" or "su" only as a name.
  selfNaming: [
    "siamo {brand}",
    "Siamo {brand}",
    "siamo noi: {brand}",
    "chi siamo: {brand}",
    "attività: {brand}",
    "attività, {brand}",
    "si chiama {brand}",
    "{brand} è la mia",
    "da {brand}",
    "su {brand}",
    ": {brand}, per",
    ": {brand} si presenta",
    ": {brand} ti",
    ": {brand} l'",
    ": {brand} le",
    "Salva {brand}",
    "Salvi {brand}",
    "Scopri {brand}",
    "Scopra {brand}",
    "a mente {brand}",
    "Conosci {brand}",
    "{brand} è un indirizzo",
  ],
  // Keyword lines for any category: the category with the audience as people search for it, then a sentence with a
  // verb, the brand's as its subject ("Studio dentistico per famiglie: Clínica Dental Olivo ti aspetta.") or the
  // reader's saving the pin, never the brand as an object ("scopri Clínica Dental Olivo" wants an article); never a
  // bare "Barbiere?" nor a filler ("Questo pin fa per te"), never the product beside the category (the offer often
  // repeats the category's word: "Sauna: sessioni di sauna").
  pinterest: [
    "{category} per {audience}: {brand} ti aspetta.",
    "{category} per {audience}: salva questo pin per ritrovarlo quando serve.",
    "{category}: salva questo pin per averlo sempre a portata di mano.",
  ],
  // The owner speaks of the business in the first person, to no one (no "ti", no "voi"), never opening with {brand}
  // (a Reddit headline often does: "{brand}: {product}"); {brand} is a name here, after "si chiama" or in
  // apposition ("un'attività, {brand}, …"; "Gestisco {brand}" wants an article before a name such as "Clínica Dental Olivo"). An opener
  // that names no product is followed by the statement that names it.
  reddit: [
    "La mia attività si chiama {brand}: proponiamo {product} per {audience}.",
    "La mia attività si chiama {brand}: proponiamo {product}.",
    "Sono titolare di un'attività, {brand}, dove proponiamo {product}.",
  ],
  formal: {
    cta: {
      shop: "Acquisti ora",
      order: "Ordini ora",
      book: "Prenoti ora",
      subscribe: "Si abboni oggi",
      signUp: "Si iscriva oggi",
      learnMore: "Scopra di più",
      contact: "Ci contatti",
      visit: "Venga a trovarci",
      download: "Scarichi ora",
      donate: "Faccia una donazione",
    },
    titles: {
      facebook: ["{product} per {audience}", "{product}, da noi", "{brand} l'aspetta", "{brand}: {product}"],
      snapchat: ["{product} per {audience}", "{brand}: {product}", "{product}, da noi", "Piacere, siamo {brand}"],
      youtube: [
        "{product} per {audience}",
        "{brand} si presenta",
        "{product}, da {brand}",
        "{brand}: {product}",
        "{brand}: come lavoriamo",
      ],
      instagram: ["{product}, da {brand}", "{product} per {audience}", "{brand}: {product}", "{brand}, per {audience}"],
      tiktok: [
        "Cerca {product}? Siamo {brand}",
        "{product} per {audience}",
        "{product}, da noi",
        "Piacere, siamo {brand}",
      ],
      x: ["Cerca {product}?", "{product} per {audience}", "Conosce {brand}?", "{brand} l'aspetta"],
    },
    conceptTitles: {
      product: ["Cerca {product}?", "{product}, da noi"],
      brand: ["{brand} l'aspetta", "{brand} si presenta"],
    },
    angles: {
      product: [
        "{brand} propone {product}.",
        "Proponiamo {product}.",
        "Offriamo {product}.",
        "[goods] Può ordinare {product} in anticipo.",
        "[services] {brand} offre {product}.",
        "[appointment,consultation,lesson,class,booking,job] Ci occupiamo di {product}.",
        "[consultation] Da noi può prenotare una consulenza.",
        "[booking,job] Da noi può prenotare {product}.",
        "[session,stay] Se è la prima volta, le spieghiamo come funziona.",
      ],
      audience: [
        "Proponiamo {product} per {audience}.",
        "{brand} propone {product} per {audience}.",
        "Per {audience} abbiamo {product}.",
        "[goods] Da noi c'è una scelta pensata per {audience}.",
        "[lesson,class] Da noi si impara al proprio ritmo.",
        "[lesson,class] Teniamo {product} per {audience}.",
      ],
      brand: [
        "Siamo {brand} e lavoriamo per {audience}.",
        "Per informazioni su {product}, ci scriva qui o in privato.",
        "Siamo {brand}: da noi trova {product}.",
        "[lesson,class] {brand} la segue passo dopo passo.",
        "[goods] Può curiosare e scegliere con calma.",
      ],
    },
    tones: {
      professional: {
        leads: ["Buongiorno a tutti.", "Piacere di conoscerla."],
        titles: ["{product} presso {brand}", "Benvenuti da {brand}"],
      },
      trustworthy: {
        leads: ["Buongiorno.", "Un saluto a tutti."],
        titles: ["{brand}: chi siamo", "{brand}: ci presentiamo"],
      },
      luxury: {
        leads: ["Lieti di conoscerla.", "Buongiorno."],
        titles: ["{brand}, per {audience}", "{brand}: {product}"],
      },
    },
    pinterestLine: "Salvi questo pin per dopo.",
    pinterest: [
      "{category} per {audience}: {brand} l'aspetta.",
      "{category} per {audience}: salvi questo pin per ritrovarlo quando serve.",
      "{category}: salvi questo pin per averlo sempre a portata di mano.",
    ],
    reddit: [
      "La mia attività si chiama {brand}: proponiamo {product} per {audience}.",
      "La mia attività si chiama {brand}: proponiamo {product}.",
      "Sono titolare di un'attività, {brand}, dove proponiamo {product}.",
    ],
  },
  pinterestLine: "Salva questo pin per dopo.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
