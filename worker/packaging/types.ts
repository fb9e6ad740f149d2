import type { CopyByLanguage } from "@common/copy";
/**
 * What the packaging engine reads of a concept. A stored concept row satisfies it as it is; the engine never sees the
 * database or the bucket, only these values and the bytes the caller hands it.
 */
export interface PackagedConcept {
  id: number;
  userConceptNumber: number | null;
  titleEn: string;
  titleEs: string;
  bodyEn: string;
  bodyEs: string;
  titleEnVariant: string | null;
  titleEsVariant: string | null;
  bodyEnVariant: string | null;
  bodyEsVariant: string | null;
  imageUrl: string;
  imageDescription: string | null;
  platforms: string[];
  selectedLanguages: string[] | null;
  /** Storage keys of the renditions, by platform then size name. */
  smartResizedImages: Record<string, Record<string, string>> | null;
  businessContext: Record<string, unknown> | null;
  aiGeneratedCopy: CopyByLanguage | null;
  createdAt: Date;
}
