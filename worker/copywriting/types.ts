import type { GeneratedCopyItem } from "@common/copy";
import type { GenerationInput } from "@common/generation";
import type { Box } from "../imaging/saliency";

/** What the copy engines know about the photo (from the pixels, no model). */
export interface ImageFacts {
  width: number;
  height: number;
  orientation: "landscape" | "portrait" | "square";
  /** Dominant colours, most common first, as hex and a plain colour name. */
  palette: { hex: string; name: string; share: number }[];
  /** Mean luminance 0–255 and its label. */
  brightness: number;
  brightnessLabel: "dark" | "balanced" | "bright";
  /** Standard deviation of luminance 0–128 and its label. */
  contrast: number;
  contrastLabel: "soft" | "moderate" | "strong";
  subject: Box;
}

export type CopyBrief = Omit<GenerationInput, "platforms" | "languages"> & Pick<GenerationInput, "platforms" | "languages">;

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

export interface CopyEngine {
  readonly name: "template" | "openai";
  /** `photo`: a small JPEG copy of the photo (long edge ≤ 512) for providers with vision. */
  generate(brief: CopyBrief, image: ImageFacts | null, seed: string, photo?: Uint8Array): Promise<ConceptCopy>;
}
