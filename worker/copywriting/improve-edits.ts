import { graphemeCount } from "@common/copy";
import type { LanguageCode } from "@common/languages";
import { banks } from "./banks";

/**
 * The edits 'Ask AI to Improve' makes to text a person may have typed (issue 27): each works on the sentences as they
 * are, keeps what it does not need to touch, and reports whether it changed anything. The card's copy is English and
 * Spanish, so the register and urgency words are written for those two; the other languages' banks give their leads.
 */

export type CardLanguage = "en" | "es";

/** A text's sentences, trimmed, as the language segments them. */
export function sentencesOf(text: string, language: LanguageCode): string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: "sentence" });
  return [...segmenter.segment(text)].map((s) => s.segment.trim()).filter(Boolean);
}

export const joinSentences = (parts: string[], language: LanguageCode) =>
  parts.filter(Boolean).join(banks[language].sentenceGap);

/** Lower-case letters and digits only, for comparing sentences and finding words. */
export const bare = (s: string, language: LanguageCode) =>
  s
    .toLocaleLowerCase(language)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();

/** Spaces and punctuation tidied after words were taken out of a sentence. */
export function tidy(s: string): string {
  return s
    .replace(/\s{2,}/gu, " ")
    .replace(/\s+([,.;:!?])/gu, "$1")
    .replace(/([,;:])(?=\s*[,.;:!?]|$)/gu, "")
    .replace(/^[\s,;:–—-]+/u, "")
    .replace(/[\s,;:–—-]+$/u, "")
    .replace(/([¡¿])\s+/gu, "$1")
    .replace(DANGLING, "")
    .replace(/\s+([.!?])$/u, "$1")
    .trim();
}

/** A preposition, article or "and" left at the end once the words after it were taken out. */
const DANGLING =
  /(?:\s+(?:at|from|by|with|for|of|in|on|to|the|a|an|and|our|your|en|de|del|con|para|por|el|la|los|las|y|tu|su|nuestro|nuestra))+(?=[.!?]*$)/iu;

export const capitalise = (s: string, language: LanguageCode) => s.charAt(0).toLocaleUpperCase(language) + s.slice(1);

/** A phrase as a sentence of its own: capitalised (after an opening ¡ or ¿), closed with the language's stop. */
export function asSentence(phrase: string, language: LanguageCode): string {
  const p = phrase.trim();
  const s = /^[¡¿]/u.test(p) ? p.charAt(0) + capitalise(p.slice(1), language) : capitalise(p, language);
  return /[.!?。！？।؟]$/u.test(s) ? s : `${s}${banks[language].fullStop}`;
}

/** Where a whole word or phrase stands in a text, case-insensitively; -1 when it does not. */
export function findPhrase(
  text: string,
  phrase: string,
  language: LanguageCode,
): { index: number; length: number } | null {
  const escaped = phrase
    .trim()
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\s+/gu, "\\s+");
  if (!escaped) return null;
  const m = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escaped}(?![\\p{L}\\p{M}\\p{N}])`, "iu").exec(text);
  if (m) return { index: m.index, length: m[0].length };
  const lower = text.toLocaleLowerCase(language);
  const at = lower.indexOf(phrase.trim().toLocaleLowerCase(language));
  return at >= 0 && /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(phrase)
    ? { index: at, length: phrase.trim().length }
    : null;
}

/** Articles and possessives a phrase to remove may start with ("remove the price" finds "price" too). */
const ARTICLES: Partial<Record<LanguageCode, RegExp>> = {
  en: /^(?:the|a|an|our|your|any|all)\s+/iu,
  es: /^(?:el|la|los|las|un|una|lo|nuestro|nuestra|nuestros|nuestras|tu|tus|su|sus|todo|toda)\s+/iu,
  de: /^(?:der|die|das|den|dem|des|ein|eine|einen|unser|unsere|dein|deine|ihr|ihre)\s+/iu,
  fr: /^(?:le|la|les|l'|un|une|des|du|notre|nos|votre|vos)\s*/iu,
  pt: /^(?:o|a|os|as|um|uma|nosso|nossa|seu|sua)\s+/iu,
  it: /^(?:il|lo|la|i|gli|le|l'|un|una|uno|il nostro|la nostra)\s*/iu,
};
export const withoutArticle = (phrase: string, language: LanguageCode) =>
  phrase.replace(ARTICLES[language] ?? /^$/u, "").trim();

// ---------------------------------------------------------------------------------------------------------------
// Urgency and calm.

interface UrgencyWords {
  /** Words that already make a call to action urgent. */
  urgent: RegExp;
  /** Urgency words a calmer call to action loses (with the space before them). */
  strip: RegExp;
  today: string;
  /** Sentences that only press the reader, besides the bank's urgent leads. */
  pressing: string[];
  /** Said after a call to action to take the pressure off: informal, then formal. */
  calmTail: [string, string];
  /** Put before a headline to make it urgent: informal, then formal. */
  titlePrefix: [string, string];
  /** The urgency sentence: informal, then formal. */
  lead: [string, string];
}

export const urgency: Record<CardLanguage, UrgencyWords> = {
  en: {
    urgent:
      /(?<![\p{L}])(?:now|today|tonight|right away|right now|immediately|asap|this week|don't wait|hurry)(?![\p{L}])/iu,
    strip: /\s*(?:,\s*)?(?:right now|right away|now|today|tonight|immediately|asap|this week)(?![\p{L}])/giu,
    today: "today",
    pressing: ["Hurry!", "Don't miss out.", "Don't miss out!", "Act now.", "Act now!", "Don't wait!"],
    calmTail: ["whenever suits you", "whenever suits you"],
    titlePrefix: ["Don't wait: ", "Don't wait: "],
    lead: ["Don't wait.", "Don't wait."],
  },
  es: {
    urgent:
      /(?<![\p{L}])(?:ahora|hoy|ya|ahora mismo|cuanto antes|esta semana|no esperes|no espere|date prisa)(?![\p{L}])/iu,
    strip: /\s*(?:,\s*)?(?:ahora mismo|cuanto antes|ahora|hoy mismo|hoy|ya|esta semana)(?![\p{L}])/giu,
    today: "hoy",
    pressing: ["¡Date prisa!", "¡No te lo pierdas!", "¡No se lo pierda!", "No espere más.", "¡No esperes más!"],
    calmTail: ["cuando te venga bien", "cuando le venga bien"],
    titlePrefix: ["No esperes: ", "No espere: "],
    lead: ["No esperes más.", "No espere más."],
  },
};

/** The sentences that only press the reader, in a language: its bank's urgent leads and the few above. */
export function pressingSentences(language: CardLanguage): Set<string> {
  const list = [...banks[language].tones.urgent.leads, ...urgency[language].pressing, ...urgency[language].lead];
  return new Set(list.map((s) => bare(s, language)));
}

/** A call to action made urgent: "Book a free consultation." → "Book a free consultation today!". */
export function urgentCta(cta: string, language: CardLanguage): string {
  const core = cta.replace(/^¡/u, "").replace(/[.!?]+$/u, "");
  if (urgency[language].urgent.test(cta)) return language === "es" ? `¡${core}!` : `${core}!`;
  return language === "es" ? `¡${core} ${urgency.es.today}!` : `${core} ${urgency.en.today}!`;
}

/** A call to action without its pressure: urgency words and exclamation marks off, and an unhurried ending. */
export function calmCta(cta: string, language: CardLanguage, formal: boolean): string {
  const core = cta
    .replace(/^¡/u, "")
    .replace(/[.!?]+$/u, "")
    .replace(urgency[language].strip, "")
    .trim();
  const tail = urgency[language].calmTail[formal ? 1 : 0];
  return `${core} ${tail}.`;
}

// ---------------------------------------------------------------------------------------------------------------
// Register.

/** English contractions: the formal form, then the casual one. */
const CONTRACTIONS: [string, string][] = [
  ["do not", "don't"],
  ["does not", "doesn't"],
  ["did not", "didn't"],
  ["cannot", "can't"],
  ["will not", "won't"],
  ["would not", "wouldn't"],
  ["is not", "isn't"],
  ["are not", "aren't"],
  ["we are", "we're"],
  ["you are", "you're"],
  ["they are", "they're"],
  ["it is", "it's"],
  ["that is", "that's"],
  ["there is", "there's"],
  ["here is", "here's"],
  ["we will", "we'll"],
  ["you will", "you'll"],
  ["we have", "we've"],
  ["you have", "you've"],
  ["I am", "I'm"],
  ["let us", "let's"],
];

function swapWords(text: string, pairs: [string, string][], from: 0 | 1): string {
  let out = text;
  for (const pair of pairs) {
    const a = pair[from];
    const b = pair[from === 0 ? 1 : 0];
    out = out.replace(
      new RegExp(`(?<![\\p{L}'’])${a.replace(/'/g, "['’]").replace(/\s+/g, "\\s+")}(?![\\p{L}'’])`, "giu"),
      (m) =>
        m.charAt(0) === m.charAt(0).toLocaleUpperCase() && m.charAt(0) !== m.charAt(0).toLocaleLowerCase()
          ? capitalise(b, "en")
          : b,
    );
  }
  return out;
}

/** Spanish imperatives addressed as tú, then as usted; the first word of a sentence (or after ¡) only. */
const ES_IMPERATIVES: [string, string][] = [
  ["reserva", "reserve"],
  ["compra", "compre"],
  ["cómpralo", "cómprelo"],
  ["cómprala", "cómprela"],
  ["descubre", "descubra"],
  ["descúbrelo", "descúbralo"],
  ["ven", "venga"],
  ["visita", "visite"],
  ["visítanos", "visítenos"],
  ["llama", "llame"],
  ["llámanos", "llámenos"],
  ["escríbenos", "escríbanos"],
  ["pide", "pida"],
  ["pídelo", "pídalo"],
  ["prueba", "pruebe"],
  ["pruébalo", "pruébelo"],
  ["únete", "únase"],
  ["regálate", "regálese"],
  ["suscríbete", "suscríbase"],
  ["apúntate", "apúntese"],
  ["inscríbete", "inscríbase"],
  ["regístrate", "regístrese"],
  ["conoce", "conozca"],
  ["conócenos", "conózcanos"],
  ["disfruta", "disfrute"],
  ["mira", "mire"],
  ["haz", "haga"],
  ["empieza", "empiece"],
  ["descárgalo", "descárguelo"],
  ["descárgala", "descárguela"],
  ["dona", "done"],
  ["pásate", "pásese"],
  ["acércate", "acérquese"],
  ["consulta", "consulte"],
  ["contáctanos", "contáctenos"],
  ["aprovecha", "aproveche"],
  ["elige", "elija"],
  ["encarga", "encargue"],
  ["sigue", "siga"],
  ["síguenos", "síganos"],
  ["hazte", "hágase"],
  ["agenda", "agende"],
  ["explora", "explore"],
  ["infórmate", "infórmese"],
  ["déjate", "déjese"],
  ["busca", "busque"],
  ["date", "dese"],
  ["no esperes", "no espere"],
  ["no te lo pierdas", "no se lo pierda"],
  ["no dudes", "no dude"],
  ["permítenos", "permítanos"],
  ["déjanos", "déjenos"],
  ["cuéntanos", "cuéntenos"],
  ["acompáñanos", "acompáñenos"],
  ["imagina", "imagine"],
  ["atrévete", "atrévase"],
  ["da", "dé"],
];

/** Spanish words that address the reader as tú, then as usted, anywhere in a sentence. */
const ES_WORDS: [string, string][] = [
  ["para ti", "para usted"],
  ["contigo", "con usted"],
  ["tú", "usted"],
  ["tu", "su"],
  ["tus", "sus"],
  ["te", "le"],
  ["eres", "es usted"],
  ["puedes", "puede"],
  ["quieres", "quiere"],
  ["tienes", "tiene"],
  ["necesitas", "necesita"],
  ["buscas", "busca"],
  ["sabes", "sabe"],
  ["estás", "está"],
  ["mereces", "merece"],
  ["encontrarás", "encontrará"],
  ["disfrutarás", "disfrutará"],
  ["podrás", "podrá"],
  ["tendrás", "tendrá"],
  ["te gustará", "le gustará"],
  ["conoces", "conoce"],
];

/** Going back to tú, only what says usted outright: "puede" or "quiere" may be anyone's. */
const ES_WORDS_BACK = ES_WORDS.filter(([, formal]) => /usted/u.test(formal));

/** Words that still say tú once the library has changed what it knows. */
const ES_TU = /(?<![\p{L}])(?:tú|tu|tus|te|ti|contigo)(?![\p{L}])|(?<![\p{L}])\p{L}*[áéíóú]\p{L}*te(?![\p{L}])/iu;
/** Words that say usted. */
const ES_USTED = /(?<![\p{L}])(?:usted|ustedes)(?![\p{L}])/iu;

const sentenceStart = (word: string) =>
  new RegExp(`(^|[.!?]\\s+|¡|¿)${word.replace(/\s+/g, "\\s+")}(?![\\p{L}])`, "giu");
const anywhere = (word: string) => new RegExp(`(?<![\\p{L}])${word.replace(/\s+/g, "\\s+")}(?![\\p{L}])`, "giu");

function keepCase(found: string, replacement: string): string {
  const first = found.charAt(0);
  return first !== first.toLocaleLowerCase("es") ? capitalise(replacement, "es") : replacement;
}

/** Spanish addressed as usted (formal) or tú (casual), as far as the library's words go. */
function spanishRegister(text: string, formal: boolean): string {
  const from = formal ? 0 : 1;
  const to = formal ? 1 : 0;
  let out = text;
  for (const pair of ES_IMPERATIVES)
    out = out.replace(sentenceStart(pair[from]), (_m, lead: string, offset: number, whole: string) => {
      const found = whole.slice(offset + lead.length, offset + _m.length);
      return `${lead}${keepCase(found, pair[to])}`;
    });
  // Going to tú, "su" is only the reader's where the sentence speaks to them as usted; "te" to "le" and back only as
  // the object of a verb we say ("le esperamos").
  for (const pair of formal ? ES_WORDS : ES_WORDS_BACK)
    out = out.replace(anywhere(pair[from]), (m) => keepCase(m, pair[to]));
  if (!formal) {
    out = out.replace(/(?<![\p{L}])le(?=\s+\p{L}+(?:amos|emos|imos)(?![\p{L}]))/giu, (m) => keepCase(m, "te"));
    // "Haga su pedido" became "Haz su pedido": its "su" is the reader's.
    out = out.replace(
      new RegExp(`(${ES_IMPERATIVES.map((p) => p[0]).join("|")})\\s+(sus?)(?![\\p{L}])`, "giu"),
      (_m, verb: string, su: string) => `${verb} ${su.length === 3 ? "tus" : "tu"}`,
    );
  }
  return out;
}

/** Leads that greet or tease: a formal text does without them. */
export function casualLeads(language: CardLanguage): Set<string> {
  const t = banks[language].tones;
  return new Set([...t.friendly.leads, ...t.playful.leads, ...t.bold.leads].map((s) => bare(s, language)));
}

export interface RegisterResult {
  text: string;
  /** Words that still hold the register the user asked to leave. */
  left: string[];
}

/** A text in the formal or the casual register, as far as the library can change it. */
export function inRegister(text: string, language: CardLanguage, formal: boolean, isTitle: boolean): RegisterResult {
  let out = text;
  if (language === "en") out = swapWords(out, CONTRACTIONS, formal ? 1 : 0);
  else out = spanishRegister(out, formal);
  if (formal) {
    // Greetings and teasers go; exclamation marks calm down.
    const leads = casualLeads(language);
    const parts = sentencesOf(out, language);
    const kept = parts.filter((p, i) => !(leads.has(bare(p, language)) && parts.length > 1 && i < parts.length - 1));
    out = joinSentences(kept, language);
    out = isTitle
      ? out.replace(/[!¡]+/gu, "").trim()
      : out.replace(/¡/gu, "").replace(/!+/gu, ".").replace(/\.\./gu, ".");
  }
  const left: string[] = [];
  if (language === "es") {
    const still = formal ? ES_TU.exec(out) : ES_USTED.exec(out);
    if (still) left.push(still[0]);
  }
  return { text: out, left };
}

/** Whether Spanish text speaks to the reader as usted. */
export const spanishIsFormal = (text: string) =>
  ES_USTED.test(text) ||
  /(?<![\p{L}])(?:reserve|compre|descubra|venga|visite|llame|escríbanos|pida|pruebe|únase|suscríbase|conozca|disfrute|haga|empiece)(?![\p{L}])/iu.test(
    text,
  );

/** The greeting a casual body may open with. */
export const greeting = (language: CardLanguage) => banks[language].tones.friendly.leads[0]!;

export const fits = (text: string, max: number) => graphemeCount(text) <= max;
