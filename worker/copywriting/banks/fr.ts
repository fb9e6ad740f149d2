import type { LanguageBank } from "./types";

export const fr: LanguageBank = {
  code: "fr",
  business: {
    restaurant: { noun: "notre cuisine", benefit: "des saveurs fraîches chaque jour", hashtags: ["fait maison", "bonne table", "gastronomie"] },
    retail: { noun: "notre boutique", benefit: "des pièces que vous aimerez garder", hashtags: ["commerce local", "nouveautés", "boutique en ligne"] },
    services: { noun: "notre équipe", benefit: "une aide experte quand ça compte", hashtags: ["entrepreneurs", "conseil", "services aux entreprises"] },
    healthcare: { noun: "notre cabinet", benefit: "des soins qui vous placent au centre", hashtags: ["santé", "bien-être", "prévention"] },
    beauty: { noun: "notre institut", benefit: "l'éclat que vous méritez", hashtags: ["soin de soi", "beauté", "peau éclatante"] },
    technology: { noun: "notre plateforme", benefit: "des outils qui fonctionnent, tout simplement", hashtags: ["numérique", "productivité", "innovation"] },
    realEstate: { noun: "notre agence", benefit: "un lieu où se sentir chez soi", hashtags: ["immobilier", "maison de rêve", "achat immobilier"] },
    education: { noun: "nos formations", benefit: "des compétences qui ouvrent des portes", hashtags: ["apprentissage", "éducation", "formation"] },
    fitness: { noun: "notre salle", benefit: "plus fort chaque semaine", hashtags: ["entraînement", "sport", "forme"] },
    travel: { noun: "nos séjours", benefit: "des voyages inoubliables", hashtags: ["voyage", "évasion", "vacances"] },
    nonprofit: { noun: "notre cause", benefit: "un vrai changement près de chez vous", hashtags: ["solidarité", "entraide", "bénévolat"] },
    other: { noun: "notre entreprise", benefit: "du travail fait avec soin", hashtags: ["commerce de proximité", "consommer local", "qualité"] },
  },
  tones: {
    professional: {
      titles: ["{brand} : {product}", "{brand} : {benefit}", "Découvrez {product}"],
      bodies: ["{product} pour {audience} : {benefit}. {cta}.", "{brand} propose à {audience} {product}, avec {benefit}. {cta}."],
      cta: "Renseignez-vous dès aujourd'hui",
    },
    friendly: {
      titles: ["Dites bonjour à {product}", "Vous allez adorer : {product}", "{brand} a pensé à vous"],
      bodies: ["Bonjour {audience} ! Voici {product} de {brand} : {benefit}. {cta} !", "Bonne nouvelle pour {audience} : {product} est arrivé, avec {benefit}. {cta} !"],
      cta: "Passez nous voir",
    },
    bold: {
      titles: ["{product}. Rien de moins.", "Voyez grand avec {brand}", "Votre nouveau coup de cœur"],
      bodies: ["{audience}, c'est le moment : {product}. {benefit}, sans compromis. {cta} !", "Osez, {audience} : {product} signé {brand}. {benefit}. {cta} !"],
      cta: "Foncez",
    },
    trustworthy: {
      titles: ["{brand} : une confiance méritée", "{product}, un choix sûr", "Une qualité sur laquelle compter"],
      bodies: ["{audience} font confiance à {brand} pour {product} : {benefit}, à chaque fois. {cta}.", "Du sérieux pour {audience} : {product}. {benefit}, avec une équipe attentive. {cta}."],
      cta: "Découvrez pourquoi on nous fait confiance",
    },
    creative: {
      titles: ["{product}, réinventé", "Quand les idées rencontrent {product}", "Autrement, par {brand}"],
      bodies: ["Un regard neuf pour {audience} : {product}. {benefit}, avec imagination. {cta}.", "{brand} réinvente {product} pour {audience} : {benefit}. {cta}."],
      cta: "Explorez la collection",
    },
    luxury: {
      titles: ["L'art de {product}", "{brand}, tout en raffinement", "D'exception : {product}"],
      bodies: ["Pour {audience} en quête d'excellence : {product}. {benefit}, dans chaque détail. {cta}.", "{brand} présente {product} : {benefit}, pour les plus exigeants. {cta}."],
      cta: "Vivez l'expérience",
    },
    playful: {
      titles: ["Psst… {product} est là !", "Votre nouveau chouchou : {product}", "Le plaisir passe au niveau supérieur"],
      bodies: ["Avis à {audience} ! {product} de {brand}, c'est {benefit}. {cta} !", "Attention : {product} peut provoquer des sourires. {benefit} pour {audience}. {cta} !"],
      cta: "Rejoignez la fête",
    },
    urgent: {
      titles: ["Ne manquez pas {product}", "Dernière chance : {brand}", "C'est maintenant : {product}"],
      bodies: ["{audience}, {product} n'attendra pas. {benefit}, dans la limite des stocks. {cta} !", "Le temps presse pour {product} de {brand} : {benefit}. {cta} dès aujourd'hui !"],
      cta: "Commandez maintenant",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
