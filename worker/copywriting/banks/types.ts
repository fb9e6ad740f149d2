import type { LanguageCode } from "@common/languages";

/** The 8 tones of SPEC §2, keyed for the banks. */
export type ToneKey =
  | "professional"
  | "friendly"
  | "bold"
  | "trustworthy"
  | "creative"
  | "luxury"
  | "playful"
  | "urgent";
/** The 12 business types of SPEC §2, keyed for the banks. */
export type BusinessKey =
  | "restaurant"
  | "retail"
  | "services"
  | "healthcare"
  | "beauty"
  | "technology"
  | "realEstate"
  | "education"
  | "fitness"
  | "travel"
  | "nonprofit"
  | "other";

/**
 * One language's phrase bank for the template copy engine. Every string is written natively in the language (never
 * translated word for word from English) and must read as grammatical with any user text in the placeholders.
 *
 * Placeholders (the engine fills them; the user's own words may be in any language):
 *   {brand}    the brand name, or the business noun when no brand was given
 *   {product}  a short product phrase from the user's description
 *   {audience} the target audience as the user typed it
 *   {benefit}  the business type's benefit phrase from `business`
 *   {message}  the user's key message (a sentence of theirs)
 *   {cta}      the user's call to action, or the tone's default `cta`
 */
export interface LanguageBank {
  code: LanguageCode;
  business: Record<
    BusinessKey,
    {
      /** A short noun for the business when no brand name is given, e.g. "our kitchen". */
      noun: string;
      /** A short benefit phrase that fits after a verb or alone, e.g. "fresh flavours made daily". */
      benefit: string;
      /** 3–4 hashtag words or short phrases in the language, without '#', as people tag them in that language. */
      hashtags: string[];
    }
  >;
  tones: Record<
    ToneKey,
    {
      /** 3 headline templates, each at most ~45 characters before placeholders; use {brand}, {product} or {benefit}. */
      titles: [string, string, string];
      /** 2 body templates of 1–3 sentences; use {product}, {audience}, {benefit}, {cta}; keep each under ~140 characters before placeholders. */
      bodies: [string, string];
      /** A short default call to action in this tone (2–5 words). */
      cta: string;
    }
  >;
  /** Sentence that introduces the user's key message, containing {message}, e.g. "{message}". Keep it minimal. */
  messageFrame: string;
  /** How multi-word hashtags are joined: "camel" (#SmallBatchCoffee), "lower" (#smallbatchcoffee) or "keep" (scripts without case: remove spaces only). */
  hashtagCase: "camel" | "lower" | "keep";
  /** Sentence-final punctuation mark of the language ("." or "。" or "।" …), used when the engine joins sentences. */
  fullStop: string;
}
