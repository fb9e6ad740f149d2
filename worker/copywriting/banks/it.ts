import type { LanguageBank } from "./types";

export const it: LanguageBank = {
  code: "it",
  business: {
    restaurant: { noun: "la nostra cucina", benefit: "sapori freschi ogni giorno", hashtags: ["cucina casalinga", "buon appetito", "gastronomia"] },
    retail: { noun: "il nostro negozio", benefit: "pezzi che amerai avere", hashtags: ["acquista locale", "novità", "negozio online"] },
    services: { noun: "il nostro team", benefit: "aiuto esperto quando conta", hashtags: ["piccole imprese", "consulenza", "servizi professionali"] },
    healthcare: { noun: "il nostro studio", benefit: "cure che mettono te al primo posto", hashtags: ["salute", "benessere", "prevenzione"] },
    beauty: { noun: "il nostro centro", benefit: "la luce che meriti", hashtags: ["cura di sé", "bellezza", "pelle luminosa"] },
    technology: { noun: "la nostra piattaforma", benefit: "strumenti che funzionano e basta", hashtags: ["tecnologia", "produttività", "innovazione"] },
    realEstate: { noun: "la nostra agenzia", benefit: "un posto da chiamare casa", hashtags: ["immobiliare", "casa dei sogni", "nuova casa"] },
    education: { noun: "i nostri corsi", benefit: "competenze che aprono porte", hashtags: ["apprendimento", "istruzione", "formazione"] },
    fitness: { noun: "la nostra palestra", benefit: "più forte ogni settimana", hashtags: ["allenamento", "vita sana", "sport"] },
    travel: { noun: "le nostre strutture", benefit: "viaggi da ricordare", hashtags: ["viaggi", "fuga", "vacanze"] },
    nonprofit: { noun: "la nostra causa", benefit: "un cambiamento vero nella tua comunità", hashtags: ["solidarietà", "comunità", "volontariato"] },
    other: { noun: "la nostra attività", benefit: "qualcosa fatto con cura", hashtags: ["attività locale", "sostieni il locale", "qualità"] },
  },
  tones: {
    professional: {
      titles: ["{brand}: {product}", "{brand}: {benefit}", "Scopri {product}"],
      bodies: ["{product} per {audience}: {benefit}. {cta}.", "{brand} offre a {audience}: {product}, con {benefit}. {cta}."],
      cta: "Scopri di più oggi",
    },
    friendly: {
      titles: ["Di' ciao a {product}", "Ti piacerà: {product}", "{brand} ha qualcosa per te"],
      bodies: ["Ciao, {audience}! Ecco {product} di {brand}: {benefit}. {cta}!", "Buone notizie per {audience}: è arrivato {product}, con {benefit}. {cta}!"],
      cta: "Vieni a trovarci",
    },
    bold: {
      titles: ["{product}. Niente di meno.", "Pensa in grande con {brand}", "Il tuo nuovo preferito è qui"],
      bodies: ["{audience}, è il momento: {product}. {benefit}, senza compromessi. {cta}!", "Una scelta audace per {audience}: {product} di {brand}. {benefit}. {cta}!"],
      cta: "Prendilo subito",
    },
    trustworthy: {
      titles: ["{brand}: fiducia meritata", "Affidabile: {product}", "Qualità su cui contare"],
      bodies: ["{audience} scelgono {brand} per {product}: {benefit}, ogni volta. {cta}.", "Serietà per {audience}: {product}. {benefit}, con persone che ci tengono. {cta}."],
      cta: "Scopri perché si fidano di noi",
    },
    creative: {
      titles: ["{product}, reinventato", "Dove le idee incontrano {product}", "Diverso, firmato {brand}"],
      bodies: ["Uno sguardo nuovo per {audience}: {product}. {benefit}, con fantasia. {cta}.", "{brand} trasforma {product} per {audience}: {benefit}. {cta}."],
      cta: "Esplora la collezione",
    },
    luxury: {
      titles: ["L'arte di {product}", "{brand}, raffinato", "Eccezionale: {product}"],
      bodies: ["Per {audience} che cercano il meglio: {product}. {benefit}, in ogni dettaglio. {cta}.", "{brand} presenta {product}: {benefit}, per i gusti più raffinati. {cta}."],
      cta: "Vivi l'esperienza",
    },
    playful: {
      titles: ["Psst… è arrivato {product}!", "La tua nuova cotta: {product}", "Il divertimento sale di livello"],
      bodies: ["Attenzione, {audience}! {product} di {brand} vuol dire {benefit}. {cta}!", "Avviso: {product} può causare sorrisi. {benefit} per {audience}. {cta}!"],
      cta: "Unisciti alla festa",
    },
    urgent: {
      titles: ["Non perdere {product}", "Ultima occasione: {brand}", "Adesso o mai più: {product}"],
      bodies: ["{audience}, {product} non aspetta. {benefit}, fino a esaurimento scorte. {cta}!", "Il tempo stringe per {product} di {brand}: {benefit}. {cta} oggi!"],
      cta: "Ordina ora",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
