import type { CopyByLanguage } from "@common/copy";
import type { LanguageCode } from "@common/languages";
import type { PlatformId } from "@common/platforms";
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
  platforms: PlatformId[];
  selectedLanguages: LanguageCode[] | null;
  /** Storage keys of the renditions, by platform then size name. */
  smartResizedImages: Record<string, Record<string, string>> | null;
  businessContext: Record<string, unknown> | null;
  aiGeneratedCopy: CopyByLanguage | null;
  createdAt: Date;
}

/** One creative as a package holds it (a rendition with the headline, call to action and logo drawn on it). */
export interface PackagedCreativeRef {
  platform: string;
  sizeKey: string;
  language: string;
}

/** The creatives a package was asked to hold: their bytes, and those it could not have yet with the reason. */
export interface PackagedCreatives {
  /** Read when the package reaches each one (a concept's creatives together would not fit in an isolate's memory). */
  files: (PackagedCreativeRef & { read: () => Promise<Uint8Array | null> })[];
  /** Still being drawn (the request's share of drawing ran out): in the package when downloaded again. */
  pending: PackagedCreativeRef[];
  /** The renderer did not answer. */
  unavailable: PackagedCreativeRef[];
}
