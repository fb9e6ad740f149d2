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
  // A phrase of the owner's description may come without its article ("fromages fermiers des Alpes"): in a body,
  // {product} stands only after a colon ("Ce que nous proposons : …"), where a bare list reads, never at the start of
  // a sentence nor after a verb or a preposition; a headline may open with it. The lexicon's offer has its possessive
  // ("nos cours de surf"): no template says "notre"/"nos" beside it. Audiences come without an article too
  // ("débutants"): {audience} stands right after "pour" in a headline and after "pour les", "aux" or "des" in a
  // sentence ("pensée pour les amoureux des fleurs"), never called out ("Débutants, …") nor after a verb. The
  // bank speaks as "nous" with "vous" in every tone (no "on", no "vous connaissez ?"), as Professional, Trustworthy
  // and Luxury campaigns use it too; "chez {brand}" takes a name only ("chez notre boutique" is no French).
  titles: {
    facebook: [
      "Nous vous proposons {product}",
      "{brand} : {product}",
      "{product} pour {audience}",
      "Faites connaissance avec {brand}",
      "Connaissez-vous {brand} ?",
    ],
    linkedin: [
      "{brand} présente : {product}",
      "Zoom sur {brand}",
      "{product} pour {audience}",
      "{brand} en quelques mots",
    ],
    pinterest: [
      "{product} chez {brand}",
      "{product} : à épingler pour plus tard",
      "{brand} : {product}",
      "{product} pour {audience}",
    ],
    reddit: [
      "{product} pour {audience}",
      "Ce que nous faisons chez {brand}",
      "{brand} : ce que nous proposons",
      "{product} : ce que propose {brand}",
    ],
    snapchat: [
      "Chez {brand} : {product}",
      "Bonjour ! Ici {brand}",
      "{product} pour {audience}",
      "Rendez-vous chez {brand}",
    ],
    youtube: ["{product} | {brand}", "En vidéo : {product}", "{brand} se présente", "{product} pour {audience}"],
    instagram: ["{product} chez {brand}", "{brand} en images", "{brand} vous accueille", "Bienvenue chez {brand}"],
    tiktok: [
      "Petit tour chez {brand} : {product}",
      "{product}, chez {brand}",
      "{product} pour {audience}",
      "Découvrez {brand} : {product}",
    ],
    x: ["{product} chez {brand}", "Voici {brand}", "Connaissez-vous {brand} ?", "{product} pour {audience}"],
  },
  conceptTitles: {
    product: ["Nous vous proposons {product}", "{product} | {brand}", "Présentation : {product}"],
    audience: ["{product} pour {audience}", "{brand} : {product} pour {audience}", "{brand}, pour {audience}"],
    brand: ["{brand} se présente", "Voici {brand}", "Faites connaissance avec {brand}"],
  },
  // Statements say what is sold with a verb. Untagged frames read for goods and services alike ("Dites-nous ce que vous
  // attendez de nos soins dentaires"); "[goods] " frames are said only of what is sold (trouver, choisir, commander: a
  // cheese shop, a florist, a café), "[services] " frames only of what is done for the reader (accueillir pour, assurer,
  // prendre soin: a dentist, a surf school, a sauna): no "vous trouverez nos séances de sauna", no "comptez sur nous pour
  // nos fromages". No "Envie de …", "Profitez de …" or "Découvrez …", no label with a clause hung on it ("Nos coupes :
  // nous vous en parlons volontiers.", "… : c'est ici."), no tautology ("Nos fromages sont au cœur de notre métier" of a
  // cheese shop), no filler ("Écrivez-nous", "Parlons de …"). The owner's phrase has no article ("Fromages fermiers des
  // Alpes") and is said by the owner's own description: the frames with {product} after a verb or a preposition are kept
  // to the lexicon's offer ("nos cours de surf") and names by `agreement`. The audience takes its article in a sentence:
  // "pour les {audience}", "aux {audience}", "des {audience}" (`mends` drop a second article when the owner typed one).
  // No "Au programme" (a TV listing), no "{product} vous attend" (ominous for a dentist), no "à votre écoute" (a call
  // centre). Round 36 took out the stock lines the readers counted in every set: "… est une adresse à connaître", "Nous
  // vous proposons / Nous vous accueillons pour …", "Nous avons pensé … pour les …", "… viennent chez nous pour …", "tout
  // est prévu pour …", "…, c'est chez {brand}" (the owner's phrase said again and again) and "passer simplement pour
  // regarder".
  angles: {
    product: [
      "Passez nous voir pour {product}.",
      "Pour {product}, nous partons de vos besoins.",
      "Décrivez-nous votre besoin, nous vous conseillons sur {product}.",
      "[goods] Nous vous aidons volontiers à choisir parmi {product}.",
      "[goods] Vous pouvez commander {product} à l'avance.",
      "[purchase] Vous pouvez venir voir {product} sur place.",
      "[purchase] Nous vous montrons volontiers {product}.",
      "[purchase,order] Dites-nous ce que vous cherchez, nous vous guidons parmi {product}.",
      "[purchase,order] Vous pouvez choisir {product} sur place ou nous dire ce que vous cherchez.",
      "[consultation] Nous étudions votre situation avant de vous proposer quoi que ce soit.",
      "[consultation] Chaque rendez-vous commence par vos questions.",
      "[job] Nous regardons la situation avec vous avant d'intervenir.",
      "[booking] Donnez-nous vos dates, nous regardons ensemble ce qui est possible.",
      "[lesson,class] Nous adaptons {product} à votre niveau.",
      "[lesson,class] Chaque cours part de ce que vous savez déjà.",
      "[lesson,class] Vous apprenez pas à pas, sans pression.",
      "[lesson,class] Nous montrons, vous essayez, et nous ajustons ensemble.",
      "[lesson,class] Vous repartez de chaque cours avec quelque chose de nouveau à essayer.",
      "[lesson,class] Les premiers pas se font en douceur.",
      "[session] Chaque séance se déroule à votre rythme.",
      "[stay] Posez vos valises, nous nous occupons du reste.",
      "[stay] Nous vous donnons volontiers nos adresses préférées du coin.",
      "[ticket] Vous pouvez venir seul, en famille ou entre amis.",
    ],
    // For whom, in one sentence with a verb; the audience takes "les" after "pour" or a verb, "aux" after "penser".
    audience: [
      "Nous proposons {product} pour les {audience}.",
      "Nous recevons souvent des {audience}.",
      "Nous pensons d'abord aux {audience}.",
      "[appointment] Nous recevons les {audience} sur rendez-vous.",
      "[consultation,job,booking] Nous écoutons les {audience} avant de leur proposer {product}.",
      "[consultation] Les {audience} viennent nous voir avec leurs questions.",
      "[job] Les {audience} nous appellent pour {product}.",
      "[booking] Les {audience} réservent chez nous pour {product}.",
      "[lesson,class] Les {audience} progressent chez nous à leur rythme.",
      "[lesson,class] Nous avons conçu nos cours pour les {audience}.",
      "[lesson,class] Les {audience} trouvent chez nous un cadre pour apprendre.",
      "[session,stay] Les {audience} trouvent ici de quoi souffler.",
      "[stay] Les {audience} posent leurs valises chez nous.",
    ],
    // No welcome nor greeting: the tones' leads greet and welcome already. Few open with "Chez {brand}": one frame
    // said in three posts of a brief reads as a template. No "répond à toutes vos questions", "prend le temps de bien
    // vous conseiller", "vous explique chaque étape" nor "Faites connaissance avec …": the readers counted them in
    // every set.
    brand: [
      "{brand} s'adresse aux {audience}.",
      "{brand} connaît bien les attentes des {audience}.",
      "Si {brand} vous intéresse, suivez-nous ici.",
      "[visit] Chez {brand}, vous êtes reçu comme un habitué.",
      "[session,stay] {brand} vous laisse le temps de vous installer.",
      "[consultation,job] Chez {brand}, nous vous parlons simplement, sans jargon.",
      "[consultation,job,booking] Avec {brand}, tout commence par une conversation.",
      "[consultation,job,booking] {brand} vous écoute avant de vous proposer quoi que ce soit.",
      "[consultation] {brand} cherche d'abord à comprendre votre situation.",
      "[job] {brand} vous dit ce qu'il en est avant de commencer.",
      "[booking] {brand} s'organise autour de vos dates.",
      "[lesson,class] {brand} vous accompagne pas à pas.",
      "[stay] {brand} est un lieu où souffler.",
      "[stay] {brand} est un bon point de départ pour découvrir les environs.",
    ],
  },
  tones: {
    professional: {
      leads: ["Bonjour.", "Bienvenue."],
      titles: ["{brand} : {product}", "Découvrez {brand}"],
    },
    friendly: {
      leads: ["Bonjour à tous !", "Vous avez une minute ?"],
      titles: ["Passez nous voir chez {brand}", "Venez découvrir {brand}"],
    },
    bold: {
      leads: ["Faites le premier pas.", "C'est le moment de vous lancer."],
      titles: ["Voici {brand}", "Cap sur {brand}"],
    },
    trustworthy: {
      leads: ["Vous hésitez encore ?", "Bonjour."],
      titles: ["Faites connaissance avec {brand}", "{brand} se présente"],
    },
    creative: {
      leads: ["Imaginez un instant.", "Bonjour et bienvenue !"],
      titles: ["Entrez chez {brand}", "{product} selon {brand}"],
    },
    luxury: {
      leads: ["Accordez-vous un moment.", "Faites-vous plaisir."],
      titles: ["{brand} vous reçoit", "Bienvenue chez {brand}"],
    },
    playful: {
      leads: ["Vous passez dans le coin ?", "Psst !"],
      titles: ["Et si vous passiez chez {brand} ?", "{product} pour {audience}, ça vous dit ?"],
    },
    urgent: {
      leads: ["N'attendez pas.", "Pourquoi attendre ?"],
      titles: ["N'attendez plus : {product}", "Lancez-vous avec {brand}"],
    },
  },
  // Also the frames that need the lexicon's offer with its possessive ("Nous vous proposons nos cours de surf"): the
  // same words in both numbers, so a phrase of the owner's, whose number is not known, never takes them ("Nous vous
  // proposons fromages fermiers" needs "des").
  agreement: [
    ["{product} vous attend.", "{product} vous attendent."],
    ["Nous vous proposons {product}", "Nous vous proposons {product}"],
    ["Nous proposons {product}", "Nous proposons {product}"],
    ["nous proposons {product}", "nous proposons {product}"],
    ["{product}, c'est ce que", "{product}, c'est ce que"],
    ["Pour {product}, vous pouvez", "Pour {product}, vous pouvez"],
    ["{product} est au cœur", "{product} sont au cœur"],
    ["vous accueille pour {product}", "vous accueille pour {product}"],
    ["choisir parmi {product}", "choisir parmi {product}"],
    ["commander {product}", "commander {product}"],
    ["venez pour {product}", "venez pour {product}"],
    ["adaptons {product}", "adaptons {product}"],
    ["un créneau pour {product}", "un créneau pour {product}"],
    ["consacre à {product}", "consacre à {product}"],
    ["profiter de {product}", "profiter de {product}"],
    ["portes pour {product}", "portes pour {product}"],
    ["Pour {product}, il suffit", "Pour {product}, il suffit"],
    ["Pour {product}, nous partons", "Pour {product}, nous partons"],
    ["{product} se fait", "{product} se font"],
    ["chez nous pour {product}", "chez nous pour {product}"],
    ["occupons de {product}", "occupons de {product}"],
    ["parlons volontiers de {product}", "parlons volontiers de {product}"],
    ["journées à {product}", "journées à {product}"],
    ["voir {product} sur place", "voir {product} sur place"],
    ["montrons volontiers {product}", "montrons volontiers {product}"],
    ["guidons parmi {product}", "guidons parmi {product}"],
    ["choisir {product} sur place", "choisir {product} sur place"],
    ["proposer {product}", "proposer {product}"],
    ["appellent pour {product}", "appellent pour {product}"],
    ["{product} selon", "{product} selon"],
    ["attendez de {product}", "attendez de {product}"],
    ["si {product} vous convient", "si {product} vous conviennent"],
    ["en savoir plus sur {product}", "en savoir plus sur {product}"],
  ],
  // The audience typed with its own article or as "ceux qui …" takes no second one ("pour les les familles").
  mends: [
    // "de" + "nos" after "nous occupons" is the reader's own ("Nous nous occupons de vos manucures"), never "des"
    // ("Nous nous occupons des manucures" read as the salon's).
    ["\\boccupons de nos ", "occupons de vos "],
    ["\\boccupons de notre ", "occupons de votre "],
    // "Nous consacrons nos journées à nos …" says "nos" twice: "aux" instead.
    ["\\bjournées à nos ", "journées aux "],
    // After a verb, the offer's "nos" reads as a label ("Nous proposons nos cours de surf"): "des" instead.
    [
      "\\b(propos(?:ons|e|er)|trouverez|réalisons|venez pour|ouvre ses portes pour|accueill(?:ons|e)(?: les [^.,!?]+?)? pour|viennent chez nous pour|réservent chez nous pour|appellent pour|attendons pour|donnons|un créneau pour) nos ",
      "$1 des ",
    ],
    [
      "\\bpour les (?=(?:les|des|la|le|ces|vos|nos|ses|leurs|votre|notre|chaque|un|une|tout|tous|toutes|chacun|chacune|quiconque|ceux|celles|celui|celle) |l['’])",
      "pour ",
    ],
    // After a verb, the audience typed with its own article takes no second one ("reçoit les ceux qui").
    [
      "\\b(reçoit|recevons|écoutons|conseillons volontiers|accueill(?:ons|e)) les (?=(?:les|des|la|le|ces|vos|nos|ses|leurs|votre|notre|chaque|un|une|tout|tous|toutes|chacun|chacune|quiconque|ceux|celles|celui|celle) |l['’])",
      "$1 ",
    ],
    // A label before the offer's possessive reads as a form ("Ce que nous vendons : nos bouquets"): a sentence instead.
    ["\\bCe que nous vendons : nos ", "Nous vendons des "],
    ["\\bCe que nous vendons : notre ", "Nous vous présentons notre "],
    ["\\bvoici ce que nous proposons : nos ", "nous proposons des "],
    ["\\bvoici ce que nous proposons : notre ", "nous vous présentons notre "],
    ["\\bdes les ", "des "],
    ["\\bdes le ", "du "],
    [
      "\\bdes (?=(?:la|le|ces|vos|nos|ses|leurs|votre|notre|chaque|un|une|tout|tous|toutes|chacun|chacune|quiconque|ceux|celles|celui|celle) |l['’])",
      "de ",
    ],
    ["\\baux (?:les|des) ", "aux "],
    ["\\baux le ", "au "],
    [
      "\\baux (?=(?:la|le|ces|vos|nos|ses|leurs|votre|notre|chaque|un|une|tout|tous|toutes|chacun|chacune|quiconque|ceux|celles|celui|celle) |l['’])",
      "à ",
    ],
  ],

  selfNaming: [
    "nous, c'est {brand}",
    "{brand}, c'est nous",
    "Ici {brand}",
    "Nous sommes {brand}",
    "| {brand}",
    "chez {brand}",
    "Chez {brand}",
    ": voici {brand}",
    ": faites connaissance avec {brand}",
    ": {brand}, pour",
    "à découvrir : {brand}",
    "Présentation : {brand}",
    ", chez {brand}",
    "{brand}, une adresse",
    "{brand} est une adresse",
    "{brand} reçoit les",
    "{brand} : {product}",
    "{brand} : vos questions",
    "Enregistrez {brand}",
    "Épinglez {brand}",
    ", {brand} vous",
    ", {brand} est à",
    "à noter, {brand}",
    "selon {brand}",
    "passiez chez {brand}",
  ],
  // Whole sentences with a verb for any category (a dentist, an accountant, a bakery): the category and its audience
  // stand first as an apposition or before a colon, and the sentence goes on with the brand and a verb ("Cabinet
  // dentaire pour familles, Clínica Dental Olivo vous accueille."); never a bare "Barbier ?" nor a filler ("Cette
  // épingle est pour vous"). No "idées" or "inspiration"; never the product beside the category (the offer often
  // repeats its word: "Sauna : nos séances de sauna").
  // At least three name no audience: once the brief's other posts have named it, Pinterest opens with one of those.
  pinterest: [
    "{category} pour les {audience} : enregistrez {brand} pour plus tard.",
    "{category} pour les {audience}, {brand} vous ouvre ses portes.",
    "{category} en vue ? Enregistrez {brand} pour plus tard.",
    "{category} dans vos projets ? Épinglez {brand} pour y revenir plus tard.",
    "{category} sur votre liste ? Ajoutez {brand} à vos épingles.",
  ],
  // The owner speaks plainly ("je tiens", "je gère", never "je suis derrière") and says what the business does, with
  // no promise of a presentation that never follows; no audience called before "je"; {brand} never after "de" or "à"
  // ("de Le Fournil").
  reddit: [
    "Je tiens {brand}, où nous proposons {product}.",
    "Je dirige {brand} et nous proposons {product} pour les {audience}.",
    "Bonjour, je gère {brand}.",
    "C'est moi qui tiens {brand}.",
  ],
  pinterestLine: "Enregistrez cette épingle pour plus tard.",
  ctaSentence: "{cta}.",
  hashtagCase: "camel",
  fullStop: ".",
  sentenceGap: " ",
};
