import type { LanguageBank } from "./types";

export const da: LanguageBank = {
  code: "da",
  business: {
    restaurant: { noun: "vores køkken", benefit: "friske smage hver dag", hashtags: ["god mad", "hjemmelavet", "madglæde"] },
    retail: { noun: "vores butik", benefit: "ting, du vil beholde", hashtags: ["køb lokalt", "nyheder", "indkøb"] },
    services: { noun: "vores team", benefit: "ekspertstøtte, når det gælder", hashtags: ["små virksomheder", "rådgivning", "erhvervsservice"] },
    healthcare: { noun: "vores klinik", benefit: "pleje med dig i centrum", hashtags: ["sundhed", "trivsel", "forebyggelse"] },
    beauty: { noun: "vores salon", benefit: "den glød, du fortjener", hashtags: ["egenomsorg", "skønhed", "hudpleje"] },
    technology: { noun: "vores platform", benefit: "værktøjer, der bare virker", hashtags: ["teknologi", "produktivitet", "innovation"] },
    realEstate: { noun: "vores mæglerfirma", benefit: "et sted at kalde hjem", hashtags: ["bolig", "drømmehus", "boligkøb"] },
    education: { noun: "vores kurser", benefit: "færdigheder, der åbner døre", hashtags: ["læring", "uddannelse", "efteruddannelse"] },
    fitness: { noun: "vores center", benefit: "stærkere for hver uge", hashtags: ["træning", "sundt liv", "motion"] },
    travel: { noun: "vores ophold", benefit: "rejser, du husker", hashtags: ["rejser", "miniferie", "ferie"] },
    nonprofit: { noun: "vores sag", benefit: "ægte forandring i dit lokalområde", hashtags: ["frivillig", "fællesskab", "gør en forskel"] },
    other: { noun: "vores virksomhed", benefit: "noget lavet med omhu", hashtags: ["lokal virksomhed", "støt lokalt", "kvalitet"] },
  },
  tones: {
    professional: {
      titles: ["{brand}: {product}", "{brand}: {benefit}", "Oplev {product}"],
      bodies: ["{product} til {audience}: {benefit}. {cta}.", "{brand} tilbyder {audience}: {product}, med {benefit}. {cta}."],
      cta: "Læs mere i dag",
    },
    friendly: {
      titles: ["Sig hej til {product}", "Det her bliver du glad for: {product}", "{brand} har noget til dig"],
      bodies: ["Hej {audience}! Mød {product} fra {brand}: {benefit}. {cta}!", "Gode nyheder til {audience}: {product} er her, med {benefit}. {cta}!"],
      cta: "Kig forbi",
    },
    bold: {
      titles: ["{product}. Intet mindre.", "Tænk stort med {brand}", "Din nye favorit er her"],
      bodies: ["{audience}, det er nu: {product}. {benefit}, uden kompromiser. {cta}!", "Et modigt valg, {audience}: {product} fra {brand}. {benefit}. {cta}!"],
      cta: "Snup din nu",
    },
    trustworthy: {
      titles: ["{brand}: betroet med god grund", "Pålideligt: {product}", "Kvalitet, du kan regne med"],
      bodies: ["{audience} stoler på {brand}, når det gælder {product}: {benefit}, hver gang. {cta}.", "Ærligt og solidt til {audience}: {product}. {benefit}, fra folk, der går op i det. {cta}."],
      cta: "Se, hvorfor folk stoler på os",
    },
    creative: {
      titles: ["{product}, gentænkt", "Hvor idéer møder {product}", "Anderledes, fra {brand}"],
      bodies: ["Et nyt blik for {audience}: {product}. {benefit}, med fantasi. {cta}.", "{brand} gentænker {product} til {audience}: {benefit}. {cta}."],
      cta: "Udforsk kollektionen",
    },
    luxury: {
      titles: ["Kunsten bag {product}", "{brand}, forfinet", "Enestående: {product}"],
      bodies: ["Til {audience}, der forventer det bedste: {product}. {benefit}, i hver detalje. {cta}.", "{brand} præsenterer {product}: {benefit}, til den kræsne. {cta}."],
      cta: "Oplev det selv",
    },
    playful: {
      titles: ["Psst… {product} er her!", "Din nye forelskelse: {product}", "Sjovere end nogensinde"],
      bodies: ["Hallo, {audience}! {product} fra {brand} betyder {benefit}. {cta}!", "Advarsel: {product} kan give smil. {benefit} til {audience}. {cta}!"],
      cta: "Vær med",
    },
    urgent: {
      titles: ["Gå ikke glip af {product}", "Sidste chance: {brand}", "Nu eller aldrig: {product}"],
      bodies: ["{audience}, {product} venter ikke. {benefit}, så længe lager haves. {cta}!", "Tiden løber for {product} fra {brand}: {benefit}. {cta} i dag!"],
      cta: "Bestil nu",
    },
  },
  messageFrame: "{message}",
  hashtagCase: "camel",
  fullStop: ".",
};
