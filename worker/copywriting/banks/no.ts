import type { LanguageBank } from "./types";

export const no: LanguageBank = {
  code: "no",
  business: {
    restaurant: {
      noun: "vårt kjøkken",
      benefit: "mat laget fra bunnen, hver dag",
      hashtags: ["matglede", "god mat", "kortreist"],
    },
    retail: {
      noun: "vår butikk",
      benefit: "favoritter du vil ha lenge",
      hashtags: ["nyheter", "handle lokalt", "tilbud"],
    },
    services: {
      noun: "våre rådgivere",
      benefit: "fagkunnskap når det virkelig gjelder",
      hashtags: ["rådgivning", "gründer", "næringsliv"],
    },
    healthcare: {
      noun: "vår klinikk",
      benefit: "behandling med deg i sentrum",
      hashtags: ["helse", "velvære", "forebygging"],
    },
    beauty: { noun: "vår salong", benefit: "gløden du fortjener", hashtags: ["skjønnhet", "hudpleie", "egenpleie"] },
    technology: {
      noun: "vår plattform",
      benefit: "verktøy som bare fungerer",
      hashtags: ["teknologi", "digitalisering", "produktivitet"],
    },
    realEstate: {
      noun: "vårt meglerkontor",
      benefit: "ditt neste hjem",
      hashtags: ["bolig", "drømmebolig", "boligkjøp"],
    },
    education: {
      noun: "våre kurs",
      benefit: "kunnskap som åpner dører",
      hashtags: ["læring", "utdanning", "kompetanse"],
    },
    fitness: {
      noun: "vårt treningssenter",
      benefit: "mer styrke uke for uke",
      hashtags: ["trening", "treningsglede", "sunt liv"],
    },
    travel: { noun: "våre opphold", benefit: "minner for livet", hashtags: ["reiseliv", "ferie", "helgetur"] },
    nonprofit: {
      noun: "vår sak",
      benefit: "ekte endring i nærmiljøet ditt",
      hashtags: ["frivillighet", "dugnad", "gjør en forskjell"],
    },
    other: {
      noun: "vår bedrift",
      benefit: "kvalitet laget med omtanke",
      hashtags: ["støtt lokalt", "lokal bedrift", "kvalitet"],
    },
  },
  tones: {
    professional: {
      titles: ["{product} fra {brand}", "{product} – {benefit}", "Oppdag {product}"],
      bodies: [
        "{product} for {audience} – {benefit}. Levert profesjonelt, hver gang. {cta}.",
        "Fra {brand} til {audience}: {product} – {benefit}. {cta}.",
      ],
      cta: "Les mer her",
    },
    friendly: {
      titles: ["Si hei til {product}", "Dette kommer du til å elske: {product}", "Hei fra {brand}!"],
      bodies: [
        "Hei, {audience}! Møt {product} fra {brand} – {benefit}. {cta}!",
        "Gode nyheter, {audience}: {product} er her! Gled deg til {benefit}. {cta}!",
      ],
      cta: "Stikk innom",
    },
    bold: {
      titles: ["{product}. Ingen kompromisser.", "Tenk stort med {brand}", "Din nye favoritt: {product}"],
      bodies: [
        "Nå skjer det, {audience}! {product} gir deg {benefit} – helt uten kompromisser. {cta}!",
        "Ta steget, {audience}: {product} fra {brand} – {benefit}. {cta}!",
      ],
      cta: "Slå til nå",
    },
    trustworthy: {
      titles: ["{product} du kan stole på", "Et trygt valg: {product}", "Kvalitet fra {brand} – hver gang"],
      bodies: [
        "Det er en grunn til at {audience} velger {brand}: {product} – {benefit}, hver eneste gang. {cta}.",
        "Ingen store ord – bare {product} for {audience}, laget av folk som brenner for faget. Vårt løfte: {benefit}. {cta}.",
      ],
      cta: "Se hvorfor kundene velger oss",
    },
    creative: {
      titles: ["{product} sett med nye øyne", "Nytt og annerledes fra {brand}", "Når fantasien får styre: {product}"],
      bodies: [
        "Et friskt pust for {audience}: {product}, skapt med fantasi. Resultatet: {benefit}. {cta}.",
        "Vi har tenkt nytt om {product} for {audience}. Målet: {benefit}. {cta}.",
      ],
      cta: "La deg inspirere",
    },
    luxury: {
      titles: ["Kunsten bak {product}", "{product} i en klasse for seg", "Foredlet av {brand}"],
      bodies: [
        "For {audience} som bare godtar det ypperste: {product}. Gjennomført til minste detalj. {cta}.",
        "Med stolthet presenterer {brand}: {product} for kjennere – {benefit}. {cta}.",
      ],
      cta: "Opplev forskjellen",
    },
    playful: {
      titles: ["Psst… {product} er her!", "Kjærlighet ved første blikk: {product}", "Nå blir det gøy med {brand}"],
      bodies: [
        "Hør her, {audience}! {product} fra {brand} betyr {benefit}. {cta}!",
        "Advarsel til {audience}: {product} kan gi smilerynker. Bivirkninger: {benefit}. {cta}!",
      ],
      cta: "Bli med på moroa",
    },
    urgent: {
      titles: ["Ikke gå glipp av {product}", "Siste sjanse: {product}", "Nå eller aldri: {product}"],
      bodies: [
        "Nå gjelder det, {audience}: {product} venter ikke. Sikre deg {benefit} – før det er for sent. {cta}!",
        "Tiden renner ut: {product} fra {brand} – {benefit}. {cta}!",
      ],
      cta: "Bestill nå",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
