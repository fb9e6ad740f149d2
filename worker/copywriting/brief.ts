import { francAll } from "franc";
import { LanguageCode } from "@common/enums";
import { businessTypes, tones } from "@common/business";
import type { GenerationInput } from "@common/generation";
import type { BrandVoice } from "@common/brand-kits";
import type { LanguageCode as Code } from "@common/languages";
import type { CopyBrief, CurrentCopy } from "./types";

/** franc's ISO 639-3 codes for the 20 languages (Arabic as Standard Arabic, Chinese as Mandarin, Norwegian as Bokmål). */
const iso6393: Record<string, Code> = {
  eng: "en",
  spa: "es",
  fra: "fr",
  deu: "de",
  por: "pt",
  ita: "it",
  nld: "nl",
  pol: "pl",
  rus: "ru",
  jpn: "ja",
  kor: "ko",
  cmn: "zh",
  arb: "ar",
  hin: "hi",
  tur: "tr",
  swe: "sv",
  dan: "da",
  nob: "no",
  fin: "fi",
  heb: "he",
};
/** The Latin-script languages, for franc: the others are told by their script. */
const only = Object.keys(iso6393).filter((c) => !["jpn", "kor", "cmn", "arb", "heb", "hin", "rus"].includes(c));

/** Scripts that name their language outright among the 20 (kana before Han: Japanese writes both). */
const scripts: [RegExp, Code][] = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/gu, "ja"],
  [/\p{Script=Hangul}/gu, "ko"],
  [/\p{Script=Han}/gu, "zh"],
  [/\p{Script=Arabic}/gu, "ar"],
  [/\p{Script=Hebrew}/gu, "he"],
  [/\p{Script=Devanagari}/gu, "hi"],
  [/\p{Script=Cyrillic}/gu, "ru"],
];

/**
 * Short words that show a Latin-script language (articles, prepositions, possessives) and letters only it uses. A brief
 * is a few words long, too short for trigram statistics alone; these count first.
 */
const markers: Partial<Record<Code, { words: string[]; letters?: RegExp }>> = {
  en: { words: ["the", "and", "for", "with", "your", "our", "of", "to", "who", "from", "every", "you", "we"] },
  es: {
    words: ["el", "los", "las", "del", "y", "para", "con", "tu", "tus", "nuestro", "nuestra", "que", "cada", "una"],
    letters: /[ñ¿¡]/u,
  },
  fr: {
    words: ["le", "les", "des", "du", "et", "pour", "avec", "votre", "vos", "notre", "nos", "qui", "chaque", "aux"],
  },
  de: {
    words: ["der", "die", "das", "und", "für", "mit", "dein", "deine", "unser", "unsere", "von", "im", "aus", "jeden"],
    letters: /ß/u,
  },
  pt: {
    words: ["os", "do", "da", "dos", "das", "para", "com", "seu", "sua", "nosso", "nossa", "um", "uma", "cada"],
    letters: /[ãõ]/u,
  },
  it: {
    words: ["il", "lo", "gli", "della", "del", "per", "con", "tuo", "tua", "nostro", "nostra", "di", "ogni", "che"],
  },
  nl: { words: ["het", "een", "voor", "met", "van", "jouw", "onze", "elke", "ons"] },
  pl: { words: ["i", "w", "z", "dla", "na", "twój", "nasz", "nasza", "się", "od"], letters: /[łąęśźżń]/u },
  tr: { words: ["ve", "için", "ile", "bir", "her", "bu"], letters: /[ığş]/u },
  sv: { words: ["och", "för", "med", "din", "vår", "våra", "av", "till", "varje", "ett"] },
  da: { words: ["og", "med", "din", "vores", "af", "til", "hver", "et"], letters: /[æø]/u },
  no: { words: ["og", "med", "din", "vår", "våre", "av", "til", "hver", "et"], letters: /[æø]/u },
  fi: { words: ["ja", "sinun", "meidän", "kanssa", "joka", "jokaiselle"] },
};

/** franc's trigram score must lead the next language's by this much to decide a brief with no marker word. */
const CLEAR_LEAD = 0.15;
/** Below this many letters, trigram statistics alone are not trusted. */
const MIN_LETTERS = 30;

/**
 * The language a brief is written in, from its own words: its script where the script names the language; else the
 * marker words and letters of each Latin-script language, with franc's trigram statistics (restricted to those
 * languages) to break a tie or, for a long enough text, to decide clearly on their own. When nothing is clear, English,
 * the interface's language: a wrong guess would put the user's words into another language's sentences.
 */
export function detectBriefLanguage(
  input: Pick<GenerationInput, "productDescription" | "targetAudience" | "keyMessage" | "callToAction">,
): Code {
  const text = [input.productDescription, input.targetAudience, input.keyMessage, input.callToAction]
    .filter(Boolean)
    .join(". ");
  const lower = text.toLocaleLowerCase();
  const letters = lower.match(/\p{L}/gu)?.length ?? 0;
  if (!letters) return "en";
  for (const [re, code] of scripts) if ((text.match(re)?.length ?? 0) * 2 >= letters) return code;

  const words = lower.split(/[^\p{L}\p{M}']+/u).filter(Boolean);
  const votes = (Object.entries(markers) as [Code, { words: string[]; letters?: RegExp }][])
    .map(
      ([code, m]) =>
        [code, words.filter((w) => m.words.includes(w)).length + (m.letters?.test(lower) ? 1 : 0)] as const,
    )
    .filter(([, n]) => n > 0);
  const best = Math.max(0, ...votes.map(([, n]) => n));
  const tied = votes.filter(([, n]) => n === best).map(([code]) => code);
  const ranked = francAll(text, { only, minLength: 3 }).map(([code, score]) => [iso6393[code], score] as const);
  if (tied.length === 1) return tied[0]!;
  if (tied.length > 1) return ranked.find(([code]) => code && tied.includes(code))?.[0] ?? "en";
  const [first, second] = ranked;
  if (first?.[0] && letters >= MIN_LETTERS && first[1] - (second?.[1] ?? 0) >= CLEAR_LEAD) return first[0];
  return "en";
}

/**
 * The brief the engines take: its language as given, or detected from its own text; with a brand kit's voice, the
 * kit's call to action and tone stand in for the ones the brief leaves out.
 */
export function resolveBrief(input: GenerationInput, voice?: BrandVoice): CopyBrief {
  const briefLanguage = input.briefLanguage ?? detectBriefLanguage(input);
  if (!voice) return { ...input, briefLanguage };
  const callToAction = input.callToAction?.trim() ? input.callToAction : (voice.callToAction ?? undefined);
  return { ...input, tone: input.tone ?? voice.tone ?? "Professional", callToAction, briefLanguage, voice };
}

/** The brief a concept was made from, with safe defaults for anything missing (older rows, hand-made concepts). */
export function briefOf(context: Record<string, unknown> | null, current: CurrentCopy): CopyBrief {
  const c = context ?? {};
  const pick = <T extends string>(v: unknown, allowed: readonly T[], fallback: T): T =>
    allowed.includes(v as T) ? (v as T) : fallback;
  const text = (v: unknown) => (typeof v === "string" && v.trim() ? v : undefined);
  const brief = {
    businessType: pick(c.businessType, businessTypes, "Other"),
    tone: pick(c.tone, tones, "Professional"),
    targetAudience: text(c.targetAudience) ?? "customers",
    productDescription: text(c.productDescription) ?? (current.title_en || "our product"),
    brandName: text(c.brandName),
    productName: text(c.productName),
    keyMessage: text(c.keyMessage),
    callToAction: text(c.callToAction),
    platforms: [],
    languages: ["en", "es"] as Code[],
  };
  const given = LanguageCode.safeParse(c.briefLanguage);
  // Concepts made before the brief's language was recorded were written from English briefs or detected ones.
  return { ...brief, briefLanguage: given.success ? given.data : detectBriefLanguage(brief) };
}
