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
      "Ti proponiamo {product}",
    ],
    linkedin: [
      "{product} per {audience}",
      "{brand}, in breve",
      "{brand}: cosa offriamo",
      "{brand}: {product}",
      "Proponiamo {product} per {audience}",
    ],
    pinterest: [
      "Da salvare: {product}",
      "Da tenere a mente: {brand}",
      "{product} per {audience}",
      "{brand}: cosa offriamo",
    ],
    reddit: [
      "{product} per {audience}",
      "{brand}, in breve",
      "Cosa facciamo da {brand}",
      "{product}: domande e risposte",
      "{brand}: {product}",
    ],
    snapchat: ["Guarda qui: {product}", "{brand} ti saluta", "Ti proponiamo {product}", "Ciao, siamo noi: {brand}"],
    youtube: [
      "{product} per {audience}",
      "{product} da vicino",
      "{brand} si presenta",
      "Una giornata da {brand}",
      "{brand}: {product}",
      "{brand}: come lavoriamo",
    ],
    instagram: [
      "{product} da vicino",
      "Guarda bene: {product}",
      "{brand} in immagini",
      "Nel tuo feed: {product}",
      "{product}, in dettaglio",
    ],
    tiktok: [
      "POV: cercavi {product} e ci hai trovato",
      "Cerchi {product}? Siamo {brand}",
      "Da vedere: {product}",
      "Occhio: {product} per {audience}",
      "Ciao, siamo {brand}: {product} per te",
    ],
    x: [
      "Cerchi {product}?",
      "{brand}, in breve",
      "{product} per {audience}",
      "{brand}: {product}",
      "{brand} ti aspetta",
    ],
  },
  conceptTitles: {
    product: ["Cerchi {product}?", "Da scoprire: {product}", "{product} da vicino"],
    audience: ["{product} per {audience}", "{brand}: {product} per {audience}", "{brand}, per {audience}"],
    brand: ["{brand} ti dà il benvenuto", "{brand}, in breve", "{brand} si presenta"],
  },
  angles: {
    // What is sold, said plainly after a plain verb, never "ti presentiamo" nor "se cerchi …, sei nel posto giusto".
    product: [
      "{brand} propone {product}.",
      "Da noi trovi {product}.",
      "Proponiamo {product}.",
      "Offriamo {product}.",
      "Ci occupiamo di {product}.",
      "Puoi contare su di noi per {product}.",
    ],
    // What is sold, for whom, in one plain sentence.
    audience: [
      "Proponiamo {product} per {audience}.",
      "Da noi trovi {product} per {audience}.",
      "{brand} propone {product} per {audience}.",
      "Offriamo {product} per {audience}.",
      "Per {audience} proponiamo {product}.",
    ],
    // The brand as the subject or a label, never an object ("Ti presentiamo Clínica Dental Olivo").
    brand: [
      "Di mestiere ci occupiamo di {product}.",
      "{brand} è un indirizzo per {audience}.",
      "Siamo a tua disposizione per {product}.",
      "Da {brand} accogliamo {audience}.",
      "Per {product} puoi rivolgerti a noi.",
    ],
  },
  tones: {
    professional: {
      leads: ["Ti diamo il benvenuto.", "Piacere di conoscerti."],
      titles: ["{brand}: cosa offriamo", "{brand}, in breve"],
    },
    friendly: {
      leads: ["Ciao!", "Ciao, come va?"],
      titles: ["{brand} ti aspetta", "Ciao! Siamo {brand}"],
    },
    bold: {
      leads: ["Si parte!", "È il momento!"],
      titles: ["{product}: è il momento", "Niente scuse: {product}"],
    },
    trustworthy: {
      leads: ["Puoi contare su di noi.", "Ci fa piacere che tu sia qui."],
      titles: ["{brand} da vicino", "{brand}: conta su di noi"],
    },
    creative: {
      leads: ["Ci piace fare le cose a modo nostro.", "Dai un'occhiata."],
      titles: ["{product}, da un'altra prospettiva", "{brand}, fuori dagli schemi"],
    },
    luxury: {
      leads: ["È un piacere accoglierti.", "Lieti di fare la tua conoscenza."],
      titles: ["{brand} ti dà il benvenuto", "{brand}: {product}"],
    },
    playful: {
      leads: ["Psst!", "Ehi, tu!"],
      titles: ["Guarda cosa abbiamo: {product}", "Il tuo prossimo colpo di fulmine: {brand}"],
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
  ],
  // Keyword lines for any category: the category with the audience as people search for it, then a sentence with a
  // verb that names the brand ("Studio dentistico per famiglie: Clínica Dental Olivo ti apre le porte."); never a bare
  // "Barbiere?" nor a filler ("Questo pin fa per te"), never the product beside the category (the offer often repeats
  // the category's word: "Sauna: sessioni di sauna").
  pinterest: [
    "{category} per {audience}: salva {brand} tra i tuoi pin.",
    "{category} per {audience}: {brand} ti aspetta.",
    "{category} per {audience}: tieni a mente {brand}.",
    "{category} per {audience}: {brand} ti apre le porte.",
    "{category} per {audience}: scopri {brand}.",
  ],
  // The owner speaks of the business in the first person, to no one (no "ti", no "voi"), never opening with {brand}
  // (a Reddit headline often does: "{brand}, in breve"); {brand} is a name here, after "si chiama" or after
  // "gestisco". An opener that names no product is followed by the statement that names it.
  reddit: [
    "La mia attività si chiama {brand}: proponiamo {product} per {audience}.",
    "La mia attività si chiama {brand} e offriamo {product}.",
    "Gestisco {brand} e ne vorrei parlare qui.",
    "Mi presento: la mia attività si chiama {brand}.",
    "Gestisco {brand}: proponiamo {product} per {audience}.",
    "Buongiorno, gestisco {brand} e vorrei raccontare qui di cosa ci occupiamo.",
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
      facebook: [
        "Cerca {product}?",
        "{product} per {audience}",
        "{product}, da noi",
        "{brand} l'aspetta",
        "{brand}: cosa offriamo",
      ],
      snapchat: ["Guardi qui: {product}", "{brand} la saluta", "{product}, da noi", "Piacere, siamo {brand}"],
      youtube: [
        "{product} per {audience}",
        "{product} da vicino",
        "{brand} si presenta",
        "Una giornata da {brand}",
        "{brand}: {product}",
        "{brand}: come lavoriamo",
      ],
      instagram: [
        "{product} da vicino",
        "Da scoprire: {product}",
        "{brand} in immagini",
        "In primo piano: {product}",
        "{product}, in dettaglio",
      ],
      tiktok: [
        "Da vedere: {product}",
        "Cerca {product}? Siamo {brand}",
        "{product} per {audience}",
        "{product}, da noi",
        "Piacere, siamo {brand}",
      ],
      x: [
        "Cerca {product}?",
        "{brand}, in breve",
        "{product} per {audience}",
        "{brand}: {product}",
        "{brand} l'aspetta",
      ],
    },
    conceptTitles: {
      product: ["Cerca {product}?", "Da scoprire: {product}", "{product} da vicino"],
      brand: ["{brand} le dà il benvenuto", "{brand}, in breve", "{brand} si presenta"],
    },
    angles: {
      product: [
        "{brand} propone {product}.",
        "Da noi trova {product}.",
        "Proponiamo {product}.",
        "Offriamo {product}.",
        "Ci occupiamo di {product}.",
        "Può contare su di noi per {product}.",
      ],
      audience: [
        "Proponiamo {product} per {audience}.",
        "Da noi trova {product} per {audience}.",
        "{brand} propone {product} per {audience}.",
        "Offriamo {product} per {audience}.",
        "Per {audience} proponiamo {product}.",
      ],
      brand: [
        "Di mestiere ci occupiamo di {product}.",
        "{brand} è un indirizzo per {audience}.",
        "Per {product} può rivolgersi a noi.",
        "Siamo a sua disposizione per {product}.",
        "Da {brand} accogliamo {audience}.",
      ],
    },
    tones: {
      professional: {
        leads: ["Le diamo il benvenuto.", "Piacere di conoscerla."],
        titles: ["{brand}: cosa offriamo", "{brand}, in breve"],
      },
      trustworthy: {
        leads: ["Può contare su di noi.", "Siamo a sua disposizione."],
        titles: ["{brand} da vicino", "{brand}: può contare su di noi"],
      },
      luxury: {
        leads: ["È un piacere accoglierla.", "Lieti di fare la sua conoscenza."],
        titles: ["{brand} le dà il benvenuto", "{brand}: {product}"],
      },
    },
    pinterestLine: "Salvi questo pin per dopo.",
    pinterest: [
      "{category} per {audience}: salvi {brand} tra i suoi pin.",
      "{category} per {audience}: {brand} l'aspetta.",
      "{category} per {audience}: tenga a mente {brand}.",
      "{category} per {audience}: {brand} le apre le porte.",
      "{category} per {audience}: scopra {brand}.",
    ],
    reddit: [
      "La mia attività si chiama {brand}: proponiamo {product} per {audience}.",
      "La mia attività si chiama {brand} e offriamo {product}.",
      "Gestisco {brand} e ne vorrei parlare qui.",
      "Mi presento: la mia attività si chiama {brand}.",
      "Gestisco {brand}: proponiamo {product} per {audience}.",
      "Buongiorno, gestisco {brand} e vorrei raccontare qui di cosa ci occupiamo.",
    ],
  },
  pinterestLine: "Salva questo pin per dopo.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
