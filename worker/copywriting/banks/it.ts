import type { LanguageBank } from "./types";

export const it: LanguageBank = {
  code: "it",
  business: {
    restaurant: {
      noun: "la nostra cucina",
      benefit: "sapori genuini, preparati ogni giorno",
      hashtags: ["fatto in casa", "mangiare bene", "buon cibo"],
    },
    retail: {
      noun: "il nostro negozio",
      benefit: "pezzi di cui innamorarsi",
      hashtags: ["novità", "idee regalo", "compra sotto casa"],
    },
    services: {
      noun: "il nostro studio",
      benefit: "competenza quando conta davvero",
      hashtags: ["consulenza", "piccole imprese", "professionisti"],
    },
    healthcare: {
      noun: "il nostro centro medico",
      benefit: "cure attente, su misura per te",
      hashtags: ["salute", "benessere", "prevenzione"],
    },
    beauty: {
      noun: "il nostro centro estetico",
      benefit: "la bellezza che meriti",
      hashtags: ["bellezza", "cura della pelle", "coccole"],
    },
    technology: {
      noun: "la nostra piattaforma",
      benefit: "strumenti semplici che funzionano davvero",
      hashtags: ["tecnologia", "innovazione", "trasformazione digitale"],
    },
    realEstate: {
      noun: "la nostra agenzia",
      benefit: "la casa che stavi cercando",
      hashtags: ["immobiliare", "casa dei sogni", "nuova casa"],
    },
    education: {
      noun: "la nostra scuola",
      benefit: "competenze che aprono nuove strade",
      hashtags: ["formazione", "imparare", "crescita professionale"],
    },
    fitness: {
      noun: "la nostra palestra",
      benefit: "più forza, settimana dopo settimana",
      hashtags: ["allenamento", "palestra", "vita sana"],
    },
    travel: {
      noun: "la nostra struttura",
      benefit: "soggiorni indimenticabili",
      hashtags: ["viaggiare", "vacanze", "voglia di partire"],
    },
    nonprofit: {
      noun: "la nostra associazione",
      benefit: "un cambiamento concreto nella tua comunità",
      hashtags: ["solidarietà", "volontariato", "fare del bene"],
    },
    other: {
      noun: "la nostra attività",
      benefit: "qualità fatta con cura",
      hashtags: ["qualità", "attività locale", "fatto con amore"],
    },
  },
  tones: {
    professional: {
      titles: ["Scopri {product}", "{product}: {benefit}", "Al tuo servizio: {product}"],
      bodies: [
        "{product} per {audience}: {benefit}. Serietà e attenzione in ogni fase. {cta}.",
        "Per {audience}, {brand} propone {product}: {benefit}. {cta}.",
      ],
      cta: "Scopri di più",
    },
    friendly: {
      titles: ["Te ne innamorerai: {product}", "Novità in arrivo: {product}", "Abbiamo una sorpresa per te: {product}"],
      bodies: [
        "Ciao {audience}! Ti presentiamo {product}: {benefit}. {cta}!",
        "Buone notizie per {audience}: da oggi puoi scoprire {product}. Il punto forte: {benefit}. {cta}!",
      ],
      cta: "Vieni a trovarci",
    },
    bold: {
      titles: ["{product}. Senza mezze misure.", "Alza l'asticella con {product}", "Punta in alto con {brand}"],
      bodies: [
        "È il momento, {audience}: {product}, senza compromessi. Cosa ottieni: {benefit}. {cta}!",
        "Fai il salto di qualità, {audience}: {product} con {brand}. {cta}!",
      ],
      cta: "Non aspettare oltre",
    },
    trustworthy: {
      titles: ["Con {brand} sei in buone mani", "{product}: qualità su cui contare", "Serietà, prima di tutto"],
      bodies: [
        "Ci sono buoni motivi per scegliere {brand}: {product} per {audience}. Il nostro impegno: {benefit}. {cta}.",
        "Niente sorprese: {product} per {audience}, con persone che ci tengono davvero. {cta}.",
      ],
      cta: "Scopri perché ci scelgono",
    },
    creative: {
      titles: [
        "{product}, in una nuova luce",
        "Dove le idee prendono vita: {product}",
        "Fuori dagli schemi, con {brand}",
      ],
      bodies: [
        "Uno sguardo nuovo per {audience}: {product}. Il risultato: {benefit}. {cta}.",
        "Reinventiamo {product} per {audience}, con fantasia e un pizzico di audacia: {benefit}. {cta}.",
      ],
      cta: "Lasciati ispirare",
    },
    luxury: {
      titles: [
        "{product}, eleganza allo stato puro",
        "Raffinatezza senza tempo, con {brand}",
        "L'eccellenza ha un nome: {product}",
      ],
      bodies: [
        "Solo il meglio per {audience}: {product}. Ogni dettaglio conta: {benefit}. {cta}.",
        "{product}, per chi non si accontenta. Un'esperienza unica, con {brand}. {cta}.",
      ],
      cta: "Vivi l'esperienza",
    },
    playful: {
      titles: ["Psst… conosci già {product}?", "Amore a prima vista: {product}", "Preparati a sorridere con {brand}"],
      bodies: [
        "Attenzione, {audience}! In programma: {product}. Effetto collaterale: {benefit}. {cta}!",
        "Avviso per {audience}: con {product} il sorriso è garantito. Parola d'onore! {cta}!",
      ],
      cta: "Unisciti alla festa",
    },
    urgent: {
      titles: ["Non lasciarti sfuggire {product}", "Ultima occasione: {product}", "Corri, il tempo stringe"],
      bodies: [
        "Affrettati, {audience}: {product}, solo per poco tempo. Per te: {benefit}. {cta}!",
        "Ultimi giorni! {product} per {audience}: {benefit}. {cta}!",
      ],
      cta: "Approfittane subito",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
