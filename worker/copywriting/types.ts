import type { CopyByLanguage, CopyProvider, GeneratedCopyItem } from "@common/copy";
import type { LanguageCode } from "@common/languages";
import type { GenerationInput } from "@common/generation";
import type { ImprovedCopy } from "@common/concepts";
import type { BrandVoice } from "@common/brand-kits";
import type { NewsletterContext, NewsletterDraft } from "./newsletter";
import type { LanguageWords } from "./lexicon";

/**
 * A brief as the engines take it: the brief's language is always known (given, or detected by the service); `voice`
 * is the brand kit's voice the copy obeys (words never to use, terms never to translate, preferred hashtags).
 */
export type CopyBrief = Omit<GenerationInput, "briefLanguage"> & {
  briefLanguage: LanguageCode;
  voice?: BrandVoice;
  /**
   * The lexicon's words for the brief's category, and each language's fact templates, by language (the service reads
   * them from the static assets): where a language has them, they name what is sold instead of the business type's.
   */
  words?: Partial<Record<LanguageCode, LanguageWords>>;
};

/** The concept card's headline and body limits (graphemes), in every language. */
export const CONCEPT_TITLE_MAX = 60;
export const CONCEPT_BODY_MAX = 300;

export interface ConceptCopyFields {
  title_en: string;
  title_es: string;
  body_en: string;
  body_es: string;
  title_en_variant: string;
  title_es_variant: string;
  body_en_variant: string;
  body_es_variant: string;
}

export interface ConceptCopy {
  items: GeneratedCopyItem[];
  concept: ConceptCopyFields;
  /** language → platform → { title, body, hashtags, cta } (SPEC §3, plus hashtags and the call to action). */
  aiGeneratedCopy: CopyByLanguage;
  provider: CopyProvider;
  /** Shown to the user when the configured provider could not write the copy, in part or whole, and the phrase library did. */
  notice?: string;
}

/** The four editable fields of a concept as the edit form holds them. */
export interface CurrentCopy {
  title_en: string;
  title_es: string;
  body_en: string;
  body_es: string;
}

export type ImproveResult = ImprovedCopy & { provider: CopyProvider; notice?: string };

/**
 * What the copy engines read of the photo: the imaging engine's analysis satisfies it, and the service passes one to
 * the other (engines do not import each other, decision 007).
 */
export interface ImageFacts {
  orientation: "landscape" | "portrait" | "square";
  brightnessLabel: "dark" | "balanced" | "bright";
  /** Dominant colours, most common first, by a plain colour name. */
  palette: { name: string }[];
}

export interface CopyEngine {
  readonly name: CopyProvider;
  /** `photo`: a small JPEG copy of the photo (long edge ≤ 512) for providers with vision. */
  generate(brief: CopyBrief, image: ImageFacts | null, seed: string, photo?: Uint8Array): Promise<ConceptCopy>;
  /** 'Ask AI to Improve': rewrites the fields the request concerns; fields it leaves out keep their value. */
  improve(brief: CopyBrief, current: CurrentCopy, request: string): Promise<ImproveResult>;
  /** The admin's newsletter: a subject and HTML from a prompt (the HTML is sanitised by the caller). */
  newsletter(prompt: string, context: NewsletterContext): Promise<NewsletterDraft>;
}
