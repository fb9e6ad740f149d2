import type { LanguageBank } from "./types";

export const sv: LanguageBank = {
  code: "sv",
  business: {
    restaurant: { noun: "vårt kök", benefit: "färska smaker varje dag", hashtags: ["god mat", "hemlagat", "matglädje"] },
    retail: { noun: "vår butik", benefit: "saker du vill behålla", hashtags: ["handla lokalt", "nyheter", "shoppa"] },
    services: { noun: "vårt team", benefit: "expertstöd när det gäller", hashtags: ["småföretag", "rådgivning", "tjänster"] },
    healthcare: { noun: "vår klinik", benefit: "vård där du står i centrum", hashtags: ["hälsa", "välmående", "friskvård"] },
    beauty: { noun: "vår salong", benefit: "lystern du förtjänar", hashtags: ["egenvård", "skönhet", "hudvård"] },
    technology: { noun: "vår plattform", benefit: "verktyg som bara fungerar", hashtags: ["teknik", "produktivitet", "innovation"] },
    realEstate: { noun: "vår mäklarbyrå", benefit: "en plats att kalla hem", hashtags: ["bostad", "drömhem", "husköp"] },
    education: { noun: "våra kurser", benefit: "kunskap som öppnar dörrar", hashtags: ["lärande", "utbildning", "kompetens"] },
    fitness: { noun: "vårt gym", benefit: "starkare för varje vecka", hashtags: ["träning", "hälsosamt liv", "idrott"] },
    travel: { noun: "våra boenden", benefit: "resor att minnas", hashtags: ["resa", "utflykt", "semester"] },
    nonprofit: { noun: "vår sak", benefit: "verklig förändring där du bor", hashtags: ["ideellt", "gemenskap", "göra skillnad"] },
    other: { noun: "vårt företag", benefit: "något gjort med omsorg", hashtags: ["lokalt företag", "stöd lokalt", "kvalitet"] },
  },
  tones: {
    professional: {
      titles: ["{brand}: {product}", "{brand}: {benefit}", "Upptäck {product}"],
      bodies: ["{product} för {audience}: {benefit}. {cta}.", "{brand} erbjuder {audience}: {product}, med {benefit}. {cta}."],
      cta: "Läs mer i dag",
    },
    friendly: {
      titles: ["Säg hej till {product}", "Det här kommer du att gilla: {product}", "{brand} har något för dig"],
      bodies: ["Hej {audience}! Möt {product} från {brand}: {benefit}. {cta}!", "Goda nyheter för {audience}: {product} är här, med {benefit}. {cta}!"],
      cta: "Kom förbi och säg hej",
    },
    bold: {
      titles: ["{product}. Inget mindre.", "Tänk stort med {brand}", "Din nya favorit är här"],
      bodies: ["{audience}, det här är det: {product}. {benefit}, utan kompromisser. {cta}!", "Ett modigt val, {audience}: {product} från {brand}. {benefit}. {cta}!"],
      cta: "Ta din nu",
    },
    trustworthy: {
      titles: ["{brand}: betrott av en anledning", "Pålitligt: {product}", "Kvalitet att lita på"],
      bodies: ["{audience} litar på {brand} för {product}: {benefit}, varje gång. {cta}.", "Ärligt och stabilt för {audience}: {product}. {benefit}, från människor som bryr sig. {cta}."],
      cta: "Se varför man litar på oss",
    },
    creative: {
      titles: ["{product}, nytänkt", "Där idéer möter {product}", "Annorlunda, av {brand}"],
      bodies: ["En ny blick för {audience}: {product}. {benefit}, med fantasi. {cta}.", "{brand} tänker nytt om {product} för {audience}: {benefit}. {cta}."],
      cta: "Utforska kollektionen",
    },
    luxury: {
      titles: ["Konsten bakom {product}", "{brand}, förfinat", "Exceptionellt: {product}"],
      bodies: ["För {audience} som vill ha det bästa: {product}. {benefit}, in i minsta detalj. {cta}.", "{brand} presenterar {product}: {benefit}, för den kräsne. {cta}."],
      cta: "Upplev det själv",
    },
    playful: {
      titles: ["Psst… {product} är här!", "Din nya förälskelse: {product}", "Roligare än någonsin"],
      bodies: ["Hallå där, {audience}! {product} från {brand} betyder {benefit}. {cta}!", "Varning: {product} kan orsaka leenden. {benefit} för {audience}. {cta}!"],
      cta: "Häng med",
    },
    urgent: {
      titles: ["Missa inte {product}", "Sista chansen: {brand}", "Nu eller aldrig: {product}"],
      bodies: ["{audience}, {product} väntar inte. {benefit}, så långt lagret räcker. {cta}!", "Tiden rinner ut för {product} från {brand}: {benefit}. {cta} i dag!"],
      cta: "Beställ nu",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
