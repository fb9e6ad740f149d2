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

/** The tones written in the formal register where the language has one. */
export type FormalTone = "professional" | "trustworthy" | "luxury";

/** A bank's fields in the formal register (LanguageBank.formal). */
export interface FormalRegister {
  cta: Record<CtaIntent, string>;
  titles?: Partial<Record<PlatformId, string[]>>;
  conceptTitles?: Partial<Record<Angle, string[]>>;
  angles?: Partial<Record<Angle, string[]>>;
  tones: Record<FormalTone, { leads: string[]; titles: string[] }>;
  pinterestLine?: string;
  pinterest?: string[];
  reddit?: string[];
  agreement?: LanguageBank["agreement"];
  selfNaming?: string[];
  mends?: LanguageBank["mends"];
}

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
  /**
   * A sentence that closes a Pinterest description, e.g. "Save this pin for later.": only for a brief without a
   * category, whose description has no keyword line (`pinterest`) to open with.
   */
  pinterestLine: string;
  /**
   * Opening sentences of a Pinterest description, written for search (at least 3): the category's name as people
   * search for it, with the product and the brand ("{category} ideas: {product} from {brand}."). {category} is the
   * lexicon's name for the category, a label in the nominative ("Bakery", "Pottery studio"), and stands only where a
   * label reads well: at the start or before a colon.
   */
  pinterest: string[];
  /**
   * Opening sentences of a Reddit post in the maker's own first person (at least 3): the owner speaking of their own
   * business and what they make ("I run {brand} and wanted to show you {product}."), plainly, no hype; the body goes
   * on with the brief's facts. {brand} here is always a name.
   */
  reddit: string[];
  /**
   * The first sentence of a Quora answer for each of the bank's Quora headline templates: the body answers the
   * question its headline asks ("What is {product} from {brand}?" → "It's what we do at {brand}, for {audience}.").
   */
  quoraAnswers?: Record<string, string>;
  /**
   * The formal register (Sie, usted, Lei, u, Państwo, o senhor, 您), in the languages whose bank addresses the reader
   * informally: a Professional, Trustworthy or Luxury campaign is written in it throughout (register.ts). Each field
   * given replaces the bank's own whole; a field left out holds no word that addresses the reader.
   */
  formal?: FormalRegister;
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
