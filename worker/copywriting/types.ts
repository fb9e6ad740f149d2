import type { GeneratedCopyItem } from "@common/copy";
import type { GenerationInput } from "@common/generation";
import type { ImprovedCopy } from "@common/concepts";
import type { ImageFacts } from "../imaging/analysis";
import type { NewsletterContext, NewsletterDraft } from "./newsletter";

export type CopyBrief = Omit<GenerationInput, "platforms" | "languages"> &
  Pick<GenerationInput, "platforms" | "languages">;

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
  /** language → platform → { title, body } (SPEC §3). */
  aiGeneratedCopy: Record<string, Record<string, { title: string; body: string }>>;
  provider: "template" | "openai";
  /** Shown to the user when the configured provider could not write the copy and the template engine did. */
  notice?: string;
}

/** The four editable fields of a concept as the edit form holds them. */
export interface CurrentCopy {
  title_en: string;
  title_es: string;
  body_en: string;
  body_es: string;
}

export type ImproveResult = ImprovedCopy & { provider: "template" | "openai"; notice?: string };

export interface CopyEngine {
  readonly name: "template" | "openai";
  /** `photo`: a small JPEG copy of the photo (long edge ≤ 512) for providers with vision. */
  generate(brief: CopyBrief, image: ImageFacts | null, seed: string, photo?: Uint8Array): Promise<ConceptCopy>;
  /** 'Ask AI to Improve': rewrites the fields the request concerns; fields it leaves out keep their value. */
  improve(brief: CopyBrief, current: CurrentCopy, request: string): Promise<ImproveResult>;
  /** The admin's newsletter: a subject and HTML from a prompt (the HTML is sanitised by the caller). */
  newsletter(prompt: string, context: NewsletterContext): Promise<NewsletterDraft>;
}
