import type { LanguageBank } from "./types";

export const nl: LanguageBank = {
  code: "nl",
  business: {
    restaurant: {
      noun: "onze keuken",
      benefit: "dagverse gerechten vol smaak",
      hashtags: ["lekker eten", "uit eten", "genieten"],
    },
    retail: {
      noun: "onze winkel",
      benefit: "mooie spullen waar je blij van wordt",
      hashtags: ["koop lokaal", "nieuw binnen", "winkelen"],
    },
    services: {
      noun: "ons adviesbureau",
      benefit: "deskundig advies als het ertoe doet",
      hashtags: ["ondernemen", "advies op maat", "ondernemers"],
    },
    healthcare: {
      noun: "onze praktijk",
      benefit: "zorg waarin jij centraal staat",
      hashtags: ["gezondheid", "welzijn", "goede zorg"],
    },
    beauty: {
      noun: "onze salon",
      benefit: "de uitstraling die je verdient",
      hashtags: ["zelfzorg", "huidverzorging", "schoonheidssalon"],
    },
    technology: {
      noun: "ons platform",
      benefit: "oplossingen die gewoon werken",
      hashtags: ["digitalisering", "innovatie", "slim werken"],
    },
    realEstate: {
      noun: "ons makelaarskantoor",
      benefit: "een plek waar je thuiskomt",
      hashtags: ["droomhuis", "huis kopen", "wonen"],
    },
    education: {
      noun: "onze academie",
      benefit: "kennis die deuren opent",
      hashtags: ["leren", "levenlang leren", "opleiding"],
    },
    fitness: {
      noun: "onze sportschool",
      benefit: "elke week een stukje sterker",
      hashtags: ["sporten", "trainen", "gezond leven"],
    },
    travel: {
      noun: "onze accommodatie",
      benefit: "reizen om nooit te vergeten",
      hashtags: ["reizen", "weekendje weg", "vakantie"],
    },
    nonprofit: {
      noun: "ons goede doel",
      benefit: "echte verandering in jouw buurt",
      hashtags: ["goed doel", "vrijwilligerswerk", "samen sterk"],
    },
    other: {
      noun: "ons bedrijf",
      benefit: "vakwerk, met zorg gemaakt",
      hashtags: ["lokaal ondernemen", "koop lokaal", "vakmanschap"],
    },
  },
  tones: {
    professional: {
      titles: ["{product} van {brand}", "{product} – {benefit}", "Ontdek {product}"],
      bodies: [
        "{product} voor {audience} – {benefit}. Met vakkennis en aandacht voor detail. {cta}.",
        "Van {brand}, speciaal voor {audience}: {product}. Onze belofte: {benefit}. {cta}.",
      ],
      cta: "Lees er meer over",
    },
    friendly: {
      titles: ["Zeg maar hallo tegen {product}", "Iets voor jou: {product}", "Goed nieuws van {brand}!"],
      bodies: [
        "Hoi {audience}! Maak kennis met {product} van {brand} – {benefit}. {cta}!",
        "Goed nieuws, {audience}! Nu nieuw: {product}. Wat je mag verwachten: {benefit}. {cta}!",
      ],
      cta: "Kom gezellig langs",
    },
    bold: {
      titles: ["{product}. Punt.", "Denk groot met {brand}", "Je nieuwe favoriet: {product}"],
      bodies: [
        "Dit is 'm, {audience}: {product}. Zonder compromissen: {benefit}. {cta}!",
        "Durf het aan, {audience}: {product} van {brand} – {benefit}. {cta}!",
      ],
      cta: "Sla nu je slag",
    },
    trustworthy: {
      titles: ["{product} waar je op kunt bouwen", "Een vertrouwd adres: {brand}", "Eerlijk en betrouwbaar: {product}"],
      bodies: [
        "Niet voor niets kiezen zoveel klanten voor {brand}: {product} – {benefit}. Elke keer weer. {cta}.",
        "Geen grote woorden, gewoon {product} voor {audience}. Waar we voor staan: {benefit}. {cta}.",
      ],
      cta: "Ontdek waarom klanten ons vertrouwen",
    },
    creative: {
      titles: [
        "{product}, eens heel anders",
        "Waar ideeën tot leven komen: {product}",
        "Verrassend anders, door {brand}",
      ],
      bodies: [
        "Een frisse blik voor {audience}: {product}, met verbeelding gemaakt. Het resultaat: {benefit}. {cta}.",
        "Opnieuw bedacht voor {audience}: {product}. Ons doel: {benefit}. {cta}.",
      ],
      cta: "Laat je inspireren",
    },
    luxury: {
      titles: ["De kunst van {product}", "{product}, tot in de puntjes verzorgd", "Verfijnd door {brand}"],
      bodies: [
        "Voor wie alleen het allerbeste wil: {product}. Tot in het kleinste detail verzorgd. {cta}.",
        "Met trots gepresenteerd door {brand}: {product} – {benefit}. Voor de echte kenner. {cta}.",
      ],
      cta: "Ervaar het zelf",
    },
    playful: {
      titles: ["Psst… nieuw: {product}!", "Liefde op het eerste gezicht: {product}", "Nu wordt het leuk bij {brand}"],
      bodies: [
        "Opgelet, {audience}! {product} van {brand} betekent: {benefit}. {cta}!",
        "Waarschuwing: {product} kan spontaan glimlachen veroorzaken. Bijwerking: {benefit}. {cta}!",
      ],
      cta: "Doe lekker mee",
    },
    urgent: {
      titles: ["Mis {product} niet", "Laatste kans: {product}", "Nu of nooit: {product}"],
      bodies: [
        "Snel zijn, {audience}! Nu nog even: {product} – {benefit}. {cta}!",
        "De tijd dringt: {product} van {brand} – {benefit}. Wacht niet te lang! {cta}!",
      ],
      cta: "Bestel direct",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
