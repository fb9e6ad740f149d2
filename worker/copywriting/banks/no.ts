import type { LanguageBank } from "./types";

export const no: LanguageBank = {
  code: "no",
  business: {
    restaurant: { noun: "vårt kjøkken", benefit: "friske smaker hver dag", hashtags: ["god mat", "hjemmelaget", "matglede"] },
    retail: { noun: "vår butikk", benefit: "ting du vil beholde", hashtags: ["handle lokalt", "nyheter", "handel"] },
    services: { noun: "vårt team", benefit: "eksperthjelp når det gjelder", hashtags: ["småbedrifter", "rådgivning", "tjenester"] },
    healthcare: { noun: "vår klinikk", benefit: "omsorg med deg i sentrum", hashtags: ["helse", "trivsel", "forebygging"] },
    beauty: { noun: "vår salong", benefit: "gløden du fortjener", hashtags: ["egenomsorg", "skjønnhet", "hudpleie"] },
    technology: { noun: "vår plattform", benefit: "verktøy som bare fungerer", hashtags: ["teknologi", "produktivitet", "innovasjon"] },
    realEstate: { noun: "vårt meglerkontor", benefit: "et sted å kalle hjem", hashtags: ["bolig", "drømmehus", "boligkjøp"] },
    education: { noun: "våre kurs", benefit: "ferdigheter som åpner dører", hashtags: ["læring", "utdanning", "kompetanse"] },
    fitness: { noun: "vårt treningssenter", benefit: "sterkere for hver uke", hashtags: ["trening", "sunt liv", "idrett"] },
    travel: { noun: "våre overnattinger", benefit: "reiser å huske", hashtags: ["reise", "helgetur", "ferie"] },
    nonprofit: { noun: "vår sak", benefit: "ekte endring der du bor", hashtags: ["frivillig", "fellesskap", "gjør en forskjell"] },
    other: { noun: "vår bedrift", benefit: "noe laget med omtanke", hashtags: ["lokal bedrift", "støtt lokalt", "kvalitet"] },
  },
  tones: {
    professional: {
      titles: ["{brand}: {product}", "{brand}: {benefit}", "Oppdag {product}"],
      bodies: ["{product} for {audience}: {benefit}. {cta}.", "{brand} tilbyr {audience}: {product}, med {benefit}. {cta}."],
      cta: "Les mer i dag",
    },
    friendly: {
      titles: ["Si hei til {product}", "Dette kommer du til å like: {product}", "{brand} har noe til deg"],
      bodies: ["Hei {audience}! Møt {product} fra {brand}: {benefit}. {cta}!", "Gode nyheter for {audience}: {product} er her, med {benefit}. {cta}!"],
      cta: "Stikk innom",
    },
    bold: {
      titles: ["{product}. Intet mindre.", "Tenk stort med {brand}", "Din nye favoritt er her"],
      bodies: ["{audience}, nå gjelder det: {product}. {benefit}, uten kompromisser. {cta}!", "Et modig valg, {audience}: {product} fra {brand}. {benefit}. {cta}!"],
      cta: "Sikre deg din nå",
    },
    trustworthy: {
      titles: ["{brand}: tillit med god grunn", "Pålitelig: {product}", "Kvalitet du kan stole på"],
      bodies: ["{audience} stoler på {brand} når det gjelder {product}: {benefit}, hver gang. {cta}.", "Ærlig og solid for {audience}: {product}. {benefit}, fra folk som bryr seg. {cta}."],
      cta: "Se hvorfor folk stoler på oss",
    },
    creative: {
      titles: ["{product}, nytenkt", "Der ideer møter {product}", "Annerledes, fra {brand}"],
      bodies: ["Et nytt blikk for {audience}: {product}. {benefit}, med fantasi. {cta}.", "{brand} tenker nytt om {product} for {audience}: {benefit}. {cta}."],
      cta: "Utforsk kolleksjonen",
    },
    luxury: {
      titles: ["Kunsten bak {product}", "{brand}, raffinert", "Eksepsjonelt: {product}"],
      bodies: ["For {audience} som forventer det beste: {product}. {benefit}, i hver detalj. {cta}.", "{brand} presenterer {product}: {benefit}, for den kresne. {cta}."],
      cta: "Opplev det selv",
    },
    playful: {
      titles: ["Psst… {product} er her!", "Din nye forelskelse: {product}", "Morsommere enn noensinne"],
      bodies: ["Hallo, {audience}! {product} fra {brand} betyr {benefit}. {cta}!", "Advarsel: {product} kan gi smil. {benefit} for {audience}. {cta}!"],
      cta: "Bli med",
    },
    urgent: {
      titles: ["Ikke gå glipp av {product}", "Siste sjanse: {brand}", "Nå eller aldri: {product}"],
      bodies: ["{audience}, {product} venter ikke. {benefit}, så lenge lageret rekker. {cta}!", "Tiden renner ut for {product} fra {brand}: {benefit}. {cta} i dag!"],
      cta: "Bestill nå",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
