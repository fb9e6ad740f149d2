import { ctaIntents, type CtaIntent } from "@common/categories";
import type { LanguageCode } from "@common/languages";
import type { PlatformId } from "@common/platforms";

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

/** What a call to action asks the reader to do (common/categories.ts); each language says it with its own phrase. */
export { ctaIntents, type CtaIntent };

/** What a body or a concept headline leads with; the A/B variants of a concept take different angles. */
export type Angle = "product" | "audience" | "brand";

/**
 * One language's phrase bank for the phrase-library copy engine (decision 013). Every string is written natively in
 * the language, never translated word for word, and states no fact: no freshness, origin, price, speed, award, quality,
 * health, guarantee, scarcity or superlative claim. Only the brief may make claims, and only in its own language.
 *
 * Placeholders (the engine fills them; each stands where a nominative noun phrase reads correctly):
 *   {brand}    the brand name as written, or the business type's `noun` when no brand was given
 *   {product}  in the brief's own language a short phrase from the user's description; in any other language the
 *              product name the user marked as a name, or else the business type's `offer`
 *   {audience} in the brief's own language the user's audience as typed; in any other language `business.audience`
 */
export interface LanguageBank {
  code: LanguageCode;
  /** The business type's own vocabulary, used wherever the user's words cannot be (another language). */
  business: Record<
    BusinessKey,
    {
      /** The business when no brand is given, e.g. "our kitchen" (≤ 25 graphemes). */
      noun: string;
      /** What it offers, without a claim, e.g. "our menu" (≤ 30 graphemes). */
      offer: string;
      /** The offer is a plural noun phrase ("our classes"): a verb or pronoun agreeing with it takes the plural. */
      plural?: boolean;
      /** Who it serves, a plural noun phrase, e.g. "food lovers" (≤ 30 graphemes). */
      audience: string;
      /** 5–6 topic hashtag words, without '#', as people tag them in the language (Instagram and Pinterest take 5); no claims. */
      hashtags: string[];
    }
  >;
  /** One native imperative phrase per intent, without final punctuation, e.g. "Shop now" (≤ 28 graphemes). */
  cta: Record<CtaIntent, string>;
  /**
   * Lower-case words or word starts that show a call to action written in this language asks for the intent, e.g.
   * subscribe: ["subscri", "subscription"]. The engine matches them at word starts to map the user's own call to action.
   */
  intentWords: Record<CtaIntent, string[]>;
  /**
   * Headlines in each platform's own voice (at least 4 each; Quora only for English, which is its only language).
   * Facebook: conversational; Instagram: a short visual headline; TikTok: the whole ad text, casual and hook-like (a
   * hook, then what it is), no emoji and no '#' or '@', within 50 graphemes with a short name in Japanese, Korean and
   * Chinese; X: a conversational card headline; LinkedIn: professional, no exclamation; Pinterest: an idea worth
   * saving; Reddit: plain and direct, no hype; Snapchat: very short and casual, no emoji; YouTube: a video title. No
   * ellipsis.
   */
  titles: Record<Exclude<PlatformId, "quora">, string[]> & { quora?: string[] };
  /** Concept-card headlines by angle (at least 2 each). */
  conceptTitles: Record<Angle, string[]>;
  /** One-sentence body statements by angle (at least 3 each), each ending with its punctuation; no call to action. */
  angles: Record<Angle, string[]>;
  tones: Record<
    ToneKey,
    {
      /** 2 short opening sentences or exclamations in the tone, with punctuation; no placeholders, no claims. */
      leads: string[];
      /** 2 extra headlines in the tone, used on the casual platforms. */
      titles: string[];
    }
  >;
  /**
   * Words of the templates that agree in number with the {product} after them, with their plural ("this is {product}"
   * → "these are {product}"), or null where the template has no plural and is left out for a plural product. A
   * product whose number is not known (a phrase from the user's description) takes no template with these words.
   */
  agreement?: [singular: string, plural: string | null][];
  /**
   * Words of the templates in which {brand} names the speaker ("We're {brand}", "{brand} here"): they take the brand's
   * name, never the bank's noun for a brief without one ("We're our kitchen").
   */
  selfNaming?: string[];
  /** A sentence that closes a Pinterest description, e.g. "Save this pin for later." */
  pinterestLine: string;
  /** How a call to action becomes a sentence, e.g. "{cta}." or "{cta}!" ("{cta}。" in Japanese). */
  ctaSentence: string;
  /**
   * Joins a filled slot makes that the language says otherwise, as [regular expression source, replacement]: e.g. a
   * Japanese audience that ends in 方 addressed as 皆さん ("パン好きの方の皆さん" → "パン好きの皆さん").
   */
  mends?: [pattern: string, replacement: string][];
  /** How multi-word hashtags are joined: "camel" (#SmallBatchCoffee), "lower" (#smallbatchcoffee) or "keep" (scripts without case: remove spaces only). */
  hashtagCase: "camel" | "lower" | "keep";
  /** Sentence-final punctuation mark of the language ("." or "。" or "।" …). */
  fullStop: string;
  /** What separates two sentences: " " in most languages, "" in Japanese and Chinese. */
  sentenceGap: string;
}
