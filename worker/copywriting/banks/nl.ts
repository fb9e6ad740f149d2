import type { LanguageBank } from "./types";

export const nl: LanguageBank = {
  code: "nl",
  business: {
    restaurant: { noun: "onze keuken", benefit: "elke dag verse smaken", hashtags: ["lekker eten", "uit eten", "eten en drinken"] },
    retail: { noun: "onze winkel", benefit: "stukken die je wilt houden", hashtags: ["lokaal kopen", "nieuw binnen", "winkelen"] },
    services: { noun: "ons team", benefit: "deskundige hulp wanneer het telt", hashtags: ["ondernemen", "advies", "zakelijke dienstverlening"] },
    healthcare: { noun: "onze praktijk", benefit: "zorg waarin jij centraal staat", hashtags: ["gezondheid", "welzijn", "zorg"] },
    beauty: { noun: "onze salon", benefit: "de glans die je verdient", hashtags: ["zelfzorg", "schoonheid", "stralende huid"] },
    technology: { noun: "ons platform", benefit: "hulpmiddelen die gewoon werken", hashtags: ["digitaal", "productiviteit", "innovatie"] },
    realEstate: { noun: "ons makelaarskantoor", benefit: "een plek om thuis te komen", hashtags: ["vastgoed", "droomhuis", "huis kopen"] },
    education: { noun: "onze cursussen", benefit: "vaardigheden die deuren openen", hashtags: ["leren", "onderwijs", "bijscholing"] },
    fitness: { noun: "onze sportschool", benefit: "elke week sterker", hashtags: ["sporten", "training", "gezond leven"] },
    travel: { noun: "onze verblijven", benefit: "reizen om nooit te vergeten", hashtags: ["reizen", "weekendje weg", "vakantie"] },
    nonprofit: { noun: "ons doel", benefit: "echte verandering in je buurt", hashtags: ["goed doel", "samen sterk", "vrijwilligers"] },
    other: { noun: "ons bedrijf", benefit: "iets dat met zorg is gemaakt", hashtags: ["lokaal ondernemen", "steun lokaal", "kwaliteit"] },
  },
  tones: {
    professional: {
      titles: ["{brand}: {product}", "{brand}: {benefit}", "Ontdek {product}"],
      bodies: ["{product} voor {audience}: {benefit}. {cta}.", "{brand} biedt {audience}: {product}, met {benefit}. {cta}."],
      cta: "Lees vandaag meer",
    },
    friendly: {
      titles: ["Zeg hallo tegen {product}", "Dit ga je leuk vinden: {product}", "{brand} heeft iets voor je"],
      bodies: ["Hoi {audience}! Maak kennis met {product} van {brand}: {benefit}. {cta}!", "Goed nieuws voor {audience}: {product} is er, met {benefit}. {cta}!"],
      cta: "Kom even langs",
    },
    bold: {
      titles: ["{product}. Niets minder.", "Denk groot met {brand}", "Je nieuwe favoriet is er"],
      bodies: ["{audience}, dit is het: {product}. {benefit}, zonder compromissen. {cta}!", "Durf het, {audience}: {product} van {brand}. {benefit}. {cta}!"],
      cta: "Pak de jouwe",
    },
    trustworthy: {
      titles: ["{brand}: niet voor niets vertrouwd", "Betrouwbaar: {product}", "Kwaliteit waar je op bouwt"],
      bodies: ["{audience} rekenen op {brand} voor {product}: {benefit}, elke keer. {cta}.", "Eerlijk en degelijk voor {audience}: {product}. {benefit}, van mensen die erom geven. {cta}."],
      cta: "Ontdek waarom klanten ons vertrouwen",
    },
    creative: {
      titles: ["{product}, opnieuw bedacht", "Waar ideeën {product} ontmoeten", "Anders gemaakt door {brand}"],
      bodies: ["Een frisse blik voor {audience}: {product}. {benefit}, met verbeelding gemaakt. {cta}.", "{brand} maakt van {product} iets nieuws voor {audience}: {benefit}. {cta}."],
      cta: "Bekijk de collectie",
    },
    luxury: {
      titles: ["De kunst van {product}", "{brand}, verfijnd", "Uitzonderlijk: {product}"],
      bodies: ["Voor {audience} die het beste verwachten: {product}. {benefit}, tot in elk detail. {cta}.", "{brand} presenteert {product}: {benefit}, voor de fijnproever. {cta}."],
      cta: "Beleef het zelf",
    },
    playful: {
      titles: ["Psst… {product} is er!", "Je nieuwe crush: {product}", "Plezier, maar dan beter"],
      bodies: ["Opgelet, {audience}! {product} van {brand} betekent {benefit}. {cta}!", "Waarschuwing: {product} kan glimlachen veroorzaken. {benefit} voor {audience}. {cta}!"],
      cta: "Doe mee",
    },
    urgent: {
      titles: ["Mis {product} niet", "Laatste kans: {brand}", "Nu of nooit: {product}"],
      bodies: ["{audience}, {product} wacht niet. {benefit}, zolang de voorraad strekt. {cta}!", "De tijd dringt voor {product} van {brand}: {benefit}. {cta}, vandaag nog!"],
      cta: "Bestel nu",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
