import type { LanguageBank } from "./types";

export const fr: LanguageBank = {
  code: "fr",
  business: {
    restaurant: {
      noun: "notre cuisine",
      offer: "notre carte",
      audience: "gourmands",
      hashtags: ["gastronomie", "restaurant", "foodie", "sortie resto", "miam"],
    },
    retail: {
      noun: "notre boutique",
      offer: "notre collection",
      audience: "amateurs de shopping",
      hashtags: ["shopping", "boutique", "idée cadeau", "mode", "coup de cœur"],
    },
    services: {
      noun: "notre équipe",
      offer: "nos services",
      audience: "entrepreneurs et particuliers",
      hashtags: ["entrepreneuriat", "petite entreprise", "services", "indépendant", "entreprise"],
    },
    healthcare: {
      noun: "notre cabinet",
      offer: "nos soins",
      audience: "patients et familles",
      hashtags: ["santé", "bien-être", "prévention", "soins", "médecine"],
    },
    beauty: {
      noun: "notre institut",
      offer: "nos soins",
      audience: "passionnés de beauté",
      hashtags: ["beauté", "prendre soin de soi", "selfcare", "skincare", "routine beauté"],
    },
    technology: {
      noun: "notre équipe",
      offer: "notre logiciel",
      audience: "équipes et entreprises",
      hashtags: ["tech", "numérique", "productivité", "startup", "logiciel"],
    },
    realEstate: {
      noun: "notre agence",
      offer: "nos biens",
      audience: "futurs propriétaires",
      hashtags: ["immobilier", "appartement", "maison", "recherche appartement", "déménagement"],
    },
    education: {
      noun: "notre école",
      offer: "nos formations",
      audience: "esprits curieux",
      hashtags: ["formation", "apprendre", "éducation", "étudier", "cours"],
    },
    fitness: {
      noun: "notre salle",
      offer: "nos cours",
      audience: "amateurs de sport",
      hashtags: ["sport", "fitness", "entraînement", "salle de sport", "workout"],
    },
    travel: {
      noun: "notre équipe",
      offer: "nos séjours",
      audience: "voyageurs",
      hashtags: ["voyage", "évasion", "escapade", "vacances", "voyageurs"],
    },
    nonprofit: {
      noun: "notre association",
      offer: "nos actions",
      audience: "citoyens engagés",
      hashtags: ["solidarité", "bénévolat", "association", "association caritative", "entraide"],
    },
    other: {
      noun: "notre entreprise",
      offer: "nos créations",
      audience: "curieux de tous horizons",
      hashtags: ["petite entreprise", "entrepreneur", "créateurs", "marque", "projet"],
    },
  },
  cta: {
    shop: "Achetez dès maintenant",
    order: "Commandez dès maintenant",
    book: "Réservez dès maintenant",
    subscribe: "Abonnez-vous",
    signUp: "Inscrivez-vous",
    learnMore: "En savoir plus",
    contact: "Contactez-nous",
    visit: "Venez nous rendre visite",
    download: "Téléchargez dès maintenant",
    donate: "Faites un don",
  },
  intentWords: {
    shop: ["achet", "achat", "shopping", "craquez", "procurez-vous", "offrez-vous", "boutique en ligne", "e-shop"],
    order: [
      "command",
      "livraison",
      "faites-vous livrer",
      "se faire livrer",
      "à emporter",
      "click and collect",
      "click & collect",
    ],
    book: ["réserv", "prenez rendez", "prendre rendez", "prise de rendez", "rdv", "planifi", "créneau"],
    subscribe: ["abonn", "souscri", "adhér", "adhésion", "newsletter"],
    signUp: [
      "inscri",
      "créez votre compte",
      "créer un compte",
      "rejoign",
      "rejoindre",
      "essayez",
      "commencez",
      "lancez-vous",
    ],
    learnMore: ["en savoir", "découvr", "lire", "lisez", "explor", "voir plus", "plus d'info"],
    contact: ["contact", "appel", "écrivez", "téléphon", "parlons", "discutons", "devis", "message"],
    visit: [
      "visit",
      "venez",
      "passez nous",
      "passez-nous",
      "passez en",
      "passez chez",
      "retrouvez-nous",
      "rendez-vous en",
    ],
    download: ["télécharg", "install", "l'appli", "app store", "google play"],
    donate: ["faites un don", "faire un don", "un don", "donnez", "soutenez", "soutenir", "contribu", "cagnotte"],
  },
  // A phrase of the owner's description may come without its article ("fromages fermiers des Alpes"): {product}
  // stands at the start, before or after a colon, never bare after a verb or a preposition.
  titles: {
    facebook: [
      "À découvrir : {product}",
      "{brand} vous dit bonjour",
      "{audience}, on a pensé à vous",
      "Faites connaissance avec {brand}",
      "Vous connaissez {brand} ?",
    ],
    linkedin: [
      "{brand} présente : {product}",
      "Zoom sur {brand}",
      "{audience} : découvrez {brand}",
      "{brand} en quelques mots",
    ],
    pinterest: [
      "À épingler : {product}",
      "{product} : à garder sous le coude",
      "{brand} : une adresse à épingler",
      "{product} pour {audience}",
    ],
    reddit: [
      "{brand} : voici ce que nous faisons",
      "{product} : ce que propose {brand}",
      "{audience}, voici {brand}",
      "Présentation : {product}, par {brand}",
    ],
    snapchat: ["Chez {brand} : {product}", "Bonjour ! Ici {brand}", "{brand}, c'est nous", "Pour vous : {product}"],
    youtube: [
      "{product} | {brand}",
      "En vidéo : {product}",
      "{brand} se présente",
      "{audience} : on vous présente {brand}",
    ],
    instagram: ["{product}, de près", "En images : {product}", "{brand} en images", "Un instant chez {brand}"],
    tiktok: [
      "Petit tour chez {brand} : {product}",
      "En bref : {product}, par {brand}",
      "Ce qu'on fait chez {brand} : {product}",
      "{audience}, ça vous concerne : {product}",
      "On vous présente {brand} : {product}",
    ],
    x: [
      "{product} : vous connaissez ?",
      "On vous présente {brand}",
      "{brand}, ça vous dit quelque chose ?",
      "{audience}, on a pensé à vous",
    ],
  },
  conceptTitles: {
    product: ["À découvrir : {product}", "{product} | {brand}", "Présentation : {product}"],
    audience: ["{audience} : voici {brand}", "{product} pour {audience}", "{audience}, on a pensé à vous"],
    brand: ["{brand} vous dit bonjour", "Voici {brand}", "{brand}, à votre service"],
  },
  // Statements name the brand or the product, never both ("notre fromagerie … nos fromages" says "notre" twice).
  angles: {
    product: [
      "Au programme : {product}.",
      "Ce que nous vous proposons : {product}.",
      "{product} : nous vous en parlons volontiers.",
      "{product} vous attend.",
    ],
    audience: [
      "{audience}, {brand} a pensé à vous.",
      "{audience}, {product} vous attend.",
      "{audience}, voici ce que nous proposons : {product}.",
    ],
    brand: [
      "Chez {brand}, vous êtes les bienvenus.",
      "{audience}, {brand} vous attend.",
      "Faites connaissance avec {brand}.",
      "{brand} vous ouvre ses portes.",
    ],
  },
  tones: {
    professional: {
      leads: ["Ravis de faire votre connaissance.", "Permettez-nous de nous présenter."],
      titles: ["{brand} : {product}", "Découvrez {brand}"],
    },
    friendly: {
      leads: ["Bonjour à tous !", "Bienvenue !"],
      titles: ["Passez nous voir chez {brand}", "Venez rencontrer {brand}"],
    },
    bold: {
      leads: ["Faites le premier pas.", "C'est le moment de vous lancer."],
      titles: ["Voici {brand}", "{product}. Foncez."],
    },
    trustworthy: {
      leads: ["Nous sommes à votre écoute.", "Prenons le temps de faire connaissance."],
      titles: ["Faites connaissance avec {brand}", "{brand}, tout simplement"],
    },
    creative: {
      leads: ["Et si on changeait de regard ?", "Laissez-vous surprendre."],
      titles: ["{product}, autrement", "{brand} sous un autre jour"],
    },
    luxury: {
      leads: ["Prenez le temps.", "Pour les amateurs de raffinement."],
      titles: ["{product}, en toute élégance", "{brand}, tout en raffinement"],
    },
    playful: {
      leads: ["Psst !", "Un petit détour par ici ?"],
      titles: ["Psst, voici {brand}", "Coup de cœur : {product}"],
    },
    urgent: {
      leads: ["N'attendez pas.", "Pourquoi attendre ?"],
      titles: ["N'attendez plus : {product}", "Lancez-vous avec {brand}"],
    },
  },
  agreement: [["{product} vous attend.", "{product} vous attendent."]],
  selfNaming: ["nous, c'est {brand}", "{brand}, c'est nous", "Ici {brand}"],
  // Keyword lines for any category (a dentist, an accountant, a bakery): no "idées" or "inspiration".
  pinterest: [
    "{category} pour {audience} : {product}.",
    "{category} à découvrir : {product}.",
    "{category} : {product} pour {audience}.",
    "{category} : {product}, de près.",
    "{category} : {brand}, pour {audience}.",
  ],
  // The owner speaks plainly (no "c'est moi qui…", no audience called before "je"); {brand} never after "de" or "à"
  // ("de Le Fournil").
  reddit: [
    "Je gère {brand} et je voulais vous présenter ce que nous proposons : {product}.",
    "Bonjour à tous, je suis derrière {brand} et j'aimerais vous présenter ce que nous faisons : {product}.",
    "Je suis la personne derrière {brand}, et j'aimerais avoir votre avis sur ce que nous proposons : {product}.",
    "Petite présentation : je dirige {brand}, et voici ce que nous proposons : {product}.",
    "{brand}, c'est mon entreprise ; voici, en quelques mots, ce que nous proposons : {product}.",
  ],
  pinterestLine: "Enregistrez cette épingle pour plus tard.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
