import type { LanguageBank } from "./types";

export const fr: LanguageBank = {
  code: "fr",
  business: {
    restaurant: {
      noun: "notre cuisine",
      benefit: "du fait maison, tous les jours",
      hashtags: ["fait maison", "bonne adresse", "gastronomie"],
    },
    retail: {
      noun: "notre boutique",
      benefit: "des pièces coup de cœur",
      hashtags: ["commerce local", "nouveautés", "idée cadeau"],
    },
    services: {
      noun: "notre équipe",
      benefit: "un accompagnement expert, au bon moment",
      hashtags: ["entrepreneuriat", "conseil", "accompagnement"],
    },
    healthcare: {
      noun: "notre cabinet",
      benefit: "des soins attentifs, centrés sur vous",
      hashtags: ["santé", "bien-être", "prévention"],
    },
    beauty: {
      noun: "notre institut",
      benefit: "l'éclat que vous méritez",
      hashtags: ["beauté", "soin du visage", "prendre soin de soi"],
    },
    technology: {
      noun: "notre plateforme",
      benefit: "des outils simples et efficaces",
      hashtags: ["numérique", "innovation", "productivité"],
    },
    realEstate: {
      noun: "notre agence",
      benefit: "le bien qui vous ressemble",
      hashtags: ["immobilier", "projet immobilier", "à vendre"],
    },
    education: {
      noun: "notre école",
      benefit: "des compétences qui ouvrent des portes",
      hashtags: ["formation", "apprendre", "montée en compétences"],
    },
    fitness: {
      noun: "notre salle de sport",
      benefit: "des progrès chaque semaine",
      hashtags: ["sport", "entraînement", "remise en forme"],
    },
    travel: {
      noun: "notre établissement",
      benefit: "des séjours inoubliables",
      hashtags: ["voyage", "évasion", "escapade"],
    },
    nonprofit: {
      noun: "notre association",
      benefit: "un vrai changement près de chez vous",
      hashtags: ["solidarité", "bénévolat", "association"],
    },
    other: {
      noun: "notre entreprise",
      benefit: "du travail bien fait",
      hashtags: ["commerce de proximité", "savoir-faire", "consommer local"],
    },
  },
  tones: {
    professional: {
      titles: ["Découvrez {product}", "{product} : {benefit}", "Avec {brand}, misez sur {benefit}"],
      bodies: [
        "{product} pour {audience} : {benefit}. Exigence et sérieux à chaque étape. {cta}.",
        "Pour {audience}, {brand} propose {product} : {benefit}. {cta}.",
      ],
      cta: "En savoir plus",
    },
    friendly: {
      titles: [
        "Vous allez adorer : {product}",
        "On a pensé à vous : {product}",
        "Et si vous craquiez pour {product} ?",
      ],
      bodies: [
        "Bonjour {audience} ! On vous présente {product} : {benefit}. {cta} !",
        "Bonne nouvelle pour {audience} : place à {product} ! Au programme : {benefit}. {cta} !",
      ],
      cta: "Passez nous voir",
    },
    bold: {
      titles: ["{product}. Tout simplement.", "Osez {product}", "Voyez grand avec {brand}"],
      bodies: [
        "C'est maintenant, {audience} : {product}, sans compromis. À la clé : {benefit}. {cta} !",
        "Passez à la vitesse supérieure, {audience} : {product} avec {brand}. {cta} !",
      ],
      cta: "Lancez-vous dès maintenant",
    },
    trustworthy: {
      titles: [
        "La confiance, ça se mérite",
        "{product} : un choix sûr",
        "Avec {brand}, vous êtes entre de bonnes mains",
      ],
      bodies: [
        "Choisir {brand}, c'est choisir la sérénité : {product} pour {audience}. Notre promesse : {benefit}. {cta}.",
        "Pas de promesses en l'air : {product} pour {audience}, et une équipe à l'écoute. {cta}.",
      ],
      cta: "Découvrez nos engagements",
    },
    creative: {
      titles: ["{product}, autrement", "Là où naissent les idées : {product}", "Laissez {brand} vous surprendre"],
      bodies: [
        "Un regard neuf pour {audience} : {product}. Le résultat : {benefit}. {cta}.",
        "Avec {brand}, posez un autre regard sur {product}. Pour {audience} : {benefit}, avec une touche d'imagination. {cta}.",
      ],
      cta: "Laissez-vous inspirer",
    },
    luxury: {
      titles: ["{product}, l'élégance à l'état pur", "L'excellence selon {brand}", "L'exception a un nom : {product}"],
      bodies: [
        "Pour {audience} en quête d'excellence : {product}. Chaque détail compte : {benefit}. {cta}.",
        "Avec {brand}, le raffinement devient une évidence : {product}, pour {audience}. {cta}.",
      ],
      cta: "Vivez l'expérience",
    },
    playful: {
      titles: [
        "Psst… vous connaissez {product} ?",
        "Coup de foudre en vue : {product}",
        "Alerte bonne humeur avec {brand}",
      ],
      bodies: [
        "Oyez, oyez, {audience} ! Programme du jour : {product}. Effets secondaires possibles : {benefit}. {cta} !",
        "Attention, {audience} : avec {product}, le sourire est garanti. Promis, juré ! {cta} !",
      ],
      cta: "Rejoignez l'aventure",
    },
    urgent: {
      titles: ["Ne manquez pas {product}", "Dernière chance : {product}", "Vite, avant qu'il ne soit trop tard"],
      bodies: [
        "Faites vite, {audience} : {product}, pour une durée limitée. Ce qui vous attend : {benefit}. {cta} !",
        "Derniers jours ! {product} pour {audience} : {benefit}. {cta} !",
      ],
      cta: "Profitez-en vite",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
