import type { LanguageBank } from "./types";

export const sv: LanguageBank = {
  code: "sv",
  business: {
    restaurant: {
      noun: "vårt kök",
      benefit: "nylagade smaker varje dag",
      hashtags: ["god mat", "matglädje", "äta ute"],
    },
    retail: { noun: "vår butik", benefit: "fina fynd du blir glad av", hashtags: ["handla lokalt", "nyheter", "fynd"] },
    services: {
      noun: "vår byrå",
      benefit: "kunnig hjälp när det verkligen gäller",
      hashtags: ["småföretag", "rådgivning", "företagande"],
    },
    healthcare: {
      noun: "vår mottagning",
      benefit: "vård där du står i centrum",
      hashtags: ["hälsa", "välmående", "friskvård"],
    },
    beauty: { noun: "vår salong", benefit: "den lyster du förtjänar", hashtags: ["skönhet", "hudvård", "unna dig"] },
    technology: {
      noun: "vår plattform",
      benefit: "verktyg som bara fungerar",
      hashtags: ["teknik", "digitalisering", "innovation"],
    },
    realEstate: {
      noun: "vår mäklarbyrå",
      benefit: "ett hem att längta till",
      hashtags: ["drömhem", "till salu", "bostad"],
    },
    education: {
      noun: "vår skola",
      benefit: "kunskap som öppnar dörrar",
      hashtags: ["lärande", "utbildning", "kompetensutveckling"],
    },
    fitness: {
      noun: "vårt träningscenter",
      benefit: "starkare för varje vecka",
      hashtags: ["träning", "träningsglädje", "hälsa"],
    },
    travel: { noun: "vårt boende", benefit: "minnen för livet", hashtags: ["resa", "semester", "helgresa"] },
    nonprofit: {
      noun: "vår förening",
      benefit: "verklig skillnad där du bor",
      hashtags: ["ideellt", "gör skillnad", "tillsammans"],
    },
    other: {
      noun: "vårt företag",
      benefit: "kvalitet gjord med omsorg",
      hashtags: ["lokalt företag", "stöd lokalt", "kvalitet"],
    },
  },
  tones: {
    professional: {
      titles: ["{product} från {brand}", "{product} – {benefit}", "Upptäck {product}"],
      bodies: [
        "{product} för {audience} – {benefit}. Med kunnande och omsorg i varje steg. {cta}.",
        "Från {brand}, för {audience}: {product}. Vårt löfte: {benefit}. {cta}.",
      ],
      cta: "Läs mer här",
    },
    friendly: {
      titles: ["Säg hej till {product}", "Något för dig: {product}", "Något nytt från {brand}!"],
      bodies: [
        "Hej {audience}! Här är {product} från {brand} – {benefit}. {cta}!",
        "Goda nyheter, {audience}: nu finns {product}! Det här väntar dig: {benefit}. {cta}!",
      ],
      cta: "Kom förbi och säg hej",
    },
    bold: {
      titles: ["{product}. Punkt.", "Tänk stort med {brand}", "Din nya favorit: {product}"],
      bodies: [
        "Nu händer det, {audience}: {product}. Utan kompromisser: {benefit}. {cta}!",
        "Ta steget, {audience}: {product} från {brand} – {benefit}. {cta}!",
      ],
      cta: "Slå till nu",
    },
    trustworthy: {
      titles: ["{product} du kan lita på", "Ett tryggt val: {product}", "Kvalitet från {brand} – varje gång"],
      bodies: [
        "Det finns en anledning till att så många väljer {brand}: {product} – {benefit}. Varje gång. {cta}.",
        "Inga stora ord – bara {product} för {audience}. Vårt löfte: {benefit}. {cta}.",
      ],
      cta: "Se varför kunderna väljer oss",
    },
    creative: {
      titles: ["Tänkt på nytt: {product}", "När fantasin får styra: {product}", "Annorlunda – signerat {brand}"],
      bodies: [
        "Ett nytt grepp för {audience}: {product}, skapat med fantasi. Resultatet: {benefit}. {cta}.",
        "Vi har tänkt nytt kring {product} – för {audience}. Målet: {benefit}. {cta}.",
      ],
      cta: "Låt dig inspireras",
    },
    luxury: {
      titles: ["Konsten bakom {product}", "{product} i en klass för sig", "Förfinat av {brand}"],
      bodies: [
        "För dig som bara nöjer dig med det bästa: {product}. Genomarbetat in i minsta detalj. {cta}.",
        "Med stolthet presenterar {brand}: {product} – {benefit}. För verkliga kännare. {cta}.",
      ],
      cta: "Upplev skillnaden",
    },
    playful: {
      titles: ["Psst… {product} är här!", "Kärlek vid första ögonkastet: {product}", "Nu blir det roligt hos {brand}"],
      bodies: [
        "Hallå där, {audience}! {product} från {brand} betyder: {benefit}. {cta}!",
        "Varning: {product} kan orsaka spontana leenden. Biverkning: {benefit}. {cta}!",
      ],
      cta: "Häng med",
    },
    urgent: {
      titles: ["Missa inte {product}", "Sista chansen: {product}", "Nu eller aldrig: {product}"],
      bodies: [
        "Skynda, {audience}! Bara under en kort tid: {product} – {benefit}. {cta}!",
        "Tiden rinner ut: {product} från {brand} – {benefit}. Vänta inte! {cta}!",
      ],
      cta: "Beställ nu",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
