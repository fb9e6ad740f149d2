import type { LanguageBank } from "./types";

export const da: LanguageBank = {
  code: "da",
  business: {
    restaurant: {
      noun: "vores køkken",
      benefit: "friske smagsoplevelser hver dag",
      hashtags: ["god mad", "spis lokalt", "madglæde"],
    },
    retail: {
      noun: "vores butik",
      benefit: "lækre fund, du bliver glad for",
      hashtags: ["nyheder", "køb lokalt", "tilbud"],
    },
    services: {
      noun: "vores team",
      benefit: "ekspertise, når det virkelig gælder",
      hashtags: ["rådgivning", "iværksætter", "erhverv"],
    },
    healthcare: {
      noun: "vores klinik",
      benefit: "behandling med dig i centrum",
      hashtags: ["sundhed", "trivsel", "forebyggelse"],
    },
    beauty: {
      noun: "vores salon",
      benefit: "den glød, du fortjener",
      hashtags: ["skønhed", "hudpleje", "forkæl dig selv"],
    },
    technology: {
      noun: "vores platform",
      benefit: "værktøjer, der bare virker",
      hashtags: ["teknologi", "digitalisering", "produktivitet"],
    },
    realEstate: { noun: "vores mæglerfirma", benefit: "dit næste hjem", hashtags: ["bolig", "drømmehjem", "boligkøb"] },
    education: {
      noun: "vores kurser",
      benefit: "viden, der åbner døre",
      hashtags: ["læring", "uddannelse", "efteruddannelse"],
    },
    fitness: {
      noun: "vores træningscenter",
      benefit: "mere styrke uge for uge",
      hashtags: ["træning", "motion", "sundt liv"],
    },
    travel: {
      noun: "vores ophold",
      benefit: "oplevelser, du sent glemmer",
      hashtags: ["rejser", "ferie", "miniferie"],
    },
    nonprofit: {
      noun: "vores sag",
      benefit: "ægte forandring i dit lokalsamfund",
      hashtags: ["frivillig", "fællesskab", "gør en forskel"],
    },
    other: {
      noun: "vores virksomhed",
      benefit: "kvalitet lavet med omhu",
      hashtags: ["støt lokalt", "lokal virksomhed", "kvalitet"],
    },
  },
  tones: {
    professional: {
      titles: ["{product} fra {brand}", "{product} – {benefit}", "Oplev {product}"],
      bodies: [
        "{product} til {audience} – {benefit}. Leveret med omhu og faglighed. {cta}.",
        "Fra {brand} til {audience}: {product} – {benefit}. {cta}.",
      ],
      cta: "Læs mere her",
    },
    friendly: {
      titles: ["Sig hej til {product}", "Noget for dig: {product}", "Godt nyt fra {brand}!"],
      bodies: [
        "Hej {audience}! Mød {product} fra {brand} – {benefit}. {cta}!",
        "Gode nyheder, {audience}: {product} er landet! Glæd dig til {benefit}. {cta}!",
      ],
      cta: "Kig forbi",
    },
    bold: {
      titles: ["{product}. Ingen kompromiser.", "Tænk stort med {brand}", "Din nye favorit: {product}"],
      bodies: [
        "Det er nu, {audience}! {product} giver dig {benefit} – helt uden kompromiser. {cta}!",
        "Tag springet, {audience}: {product} fra {brand} – {benefit}. {cta}!",
      ],
      cta: "Slå til nu",
    },
    trustworthy: {
      titles: ["{product}, du kan stole på", "Et trygt valg: {product}", "Kvalitet fra {brand} – hver gang"],
      bodies: [
        "Der er en grund til, at {audience} vælger {brand}: {product} – {benefit}, hver eneste gang. {cta}.",
        "Ingen store ord – bare {product} til {audience}, skabt af folk, der går op i deres arbejde. Vores løfte: {benefit}. {cta}.",
      ],
      cta: "Se, hvorfor kunderne vælger os",
    },
    creative: {
      titles: ["{product} set med nye øjne", "Nyt og anderledes fra {brand}", "Fantasi møder håndværk: {product}"],
      bodies: [
        "Et frisk pust til {audience}: {product}, skabt med fantasi. Resultatet: {benefit}. {cta}.",
        "Vi har gentænket {product} til {audience}. Målet: {benefit}. {cta}.",
      ],
      cta: "Lad dig inspirere",
    },
    luxury: {
      titles: ["Kunsten bag {product}", "{product} i særklasse", "Forfinet af {brand}"],
      bodies: [
        "Til {audience}, der kun vil have det ypperste: {product}. Gennemført ned til mindste detalje. {cta}.",
        "Med stolthed præsenterer {brand}: {product} til kendere – {benefit}. {cta}.",
      ],
      cta: "Oplev forskellen",
    },
    playful: {
      titles: ["Psst… {product} er her!", "Kærlighed ved første blik: {product}", "Nu bliver det sjovt med {brand}"],
      bodies: [
        "Hør lige her, {audience}! {product} fra {brand} betyder {benefit}. {cta}!",
        "Advarsel til {audience}: {product} kan give smilerynker. Bivirkninger: {benefit}. {cta}!",
      ],
      cta: "Hop med på den",
    },
    urgent: {
      titles: ["Gå ikke glip af {product}", "Sidste chance: {product}", "Nu eller aldrig: {product}"],
      bodies: [
        "Nu gælder det, {audience}: {product} venter ikke. Sikr dig {benefit} – mens tid er. {cta}!",
        "Tiden er ved at løbe ud: {product} fra {brand} – {benefit}. {cta}!",
      ],
      cta: "Bestil nu",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
