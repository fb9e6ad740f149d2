import { platformIds } from "./platforms";
import { z } from "./zod";
import { PlatformId } from "./enums";
import { CopyByLanguage, CopyProvider } from "./copy";
import { ConceptCreative } from "./creatives";

/** A concept as the dashboard lists it (SPEC §3 ad_concepts, without the heavy image data). */
export const ConceptSummary = /* @__PURE__ */ z.object({
  id: z.number().int(),
  userConceptNumber: z.number().int().nullable(),
  title_en: z.string(),
  title_es: z.string(),
  body_en: z.string(),
  body_es: z.string(),
  platforms: z.array(z.string()),
  selectedLanguages: z.array(z.string()),
  /** Size names stored for this concept, by platform (e.g. facebook → [facebook_feed, facebook_square]). */
  renditions: z.record(z.string(), z.array(z.string())),
  /** The creatives (a rendition with the headline, button and logo set on it): one per size and language. */
  creatives: z.array(ConceptCreative),
  imageUrl: z.string(),
  /** True for the public example concepts visitors see; they can be previewed, downloaded and shared, never changed. */
  isExample: z.boolean(),
  /** Copy by language, then platform (SPEC §3 aiGeneratedCopy), for the preview's 'AI-Generated Copy' tab. */
  aiGeneratedCopy: CopyByLanguage,
  /** The engine that wrote the concept's copy. */
  copyProvider: CopyProvider,
  /** The brief the concept was made from, for the preview's 'Basic Content' tab. */
  brief: z.object({
    businessType: z.string().nullable(),
    targetAudience: z.string().nullable(),
    tone: z.string().nullable(),
    productDescription: z.string().nullable(),
    brandName: z.string().nullable(),
    productName: z.string().nullable(),
    keyMessage: z.string().nullable(),
    callToAction: z.string().nullable(),
    briefLanguage: z.string().nullable(),
  }),
  downloadCount: z.number().int(),
  /** Path of the concept's public page ('/s/<token>'), or null while it has none. Examples always have one. */
  sharePath: z.string().startsWith("/s/").nullable(),
  /** The brand kit the concept was made with, or null (none, or since deleted). */
  brandKitId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConceptSummary = z.infer<typeof ConceptSummary>;
export const ConceptList = /* @__PURE__ */ z.array(ConceptSummary);

export const ConceptListQuery = /* @__PURE__ */ z.object({
  platform: PlatformId.optional().or(z.literal("all").transform(() => undefined)),
});

export const Stats = /* @__PURE__ */ z.object({
  total: z.number().int(),
  platforms: z.number().int(),
  assets: z.number().int(),
  languages: z.number().int(),
});
export type Stats = z.infer<typeof Stats>;

export const ImageQuery = /* @__PURE__ */ z.object({
  size: z
    .string()
    .regex(/^[a-z]+_[a-z]+$/, "Unknown image size")
    .optional(),
});
export const ImageData = /* @__PURE__ */ z.object({ dataUrl: z.string().startsWith("data:image/") });

export const ID_MESSAGE = "Concept ids are positive whole numbers";

const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);

/** PATCH /api/concepts/{id}: all four fields required (SPEC §5). */
export const ConceptCopyUpdate = /* @__PURE__ */ z.object({
  title_en: required("English title").pipe(z.string().max(200, "English title must be at most 200 characters")),
  title_es: required("Spanish title").pipe(z.string().max(200, "Spanish title must be at most 200 characters")),
  body_en: required("English body").pipe(z.string().max(2000, "English body must be at most 2000 characters")),
  body_es: required("Spanish body").pipe(z.string().max(2000, "Spanish body must be at most 2000 characters")),
});
export type ConceptCopyUpdate = z.infer<typeof ConceptCopyUpdate>;

export const IMPROVE_REQUIRED = "Please describe what you'd like AI to improve.";

/** POST /api/ai/improve-copy (SPEC §7). */
export const ImproveCopyRequest = /* @__PURE__ */ z.object({
  conceptId: z.number({ error: "conceptId is required" }).int(ID_MESSAGE).positive(ID_MESSAGE),
  currentCopy: z.object(
    {
      title_en: z.string().max(2000).default(""),
      title_es: z.string().max(2000).default(""),
      body_en: z.string().max(4000).default(""),
      body_es: z.string().max(4000).default(""),
    },
    { error: "currentCopy is required" },
  ),
  improvementRequest: z
    .string({ error: IMPROVE_REQUIRED })
    .trim()
    .min(1, IMPROVE_REQUIRED)
    .max(500, "Keep the request under 500 characters"),
});
export type ImproveCopyRequest = z.infer<typeof ImproveCopyRequest>;

export const improvableFields = ["title_en", "title_es", "body_en", "body_es"] as const;

/** One field an improvement changed, as it was and as it is now (for the dialog's diff and its Undo). */
export const CopyChange = /* @__PURE__ */ z.object({
  field: z.enum(improvableFields),
  before: z.string(),
  after: z.string(),
});
export type CopyChange = z.infer<typeof CopyChange>;

/** The answer: any of the four fields; a field that is missing keeps its current value on the client. */
export const ImprovedCopy = /* @__PURE__ */ z.object({
  title_en: z.string().optional(),
  title_es: z.string().optional(),
  body_en: z.string().optional(),
  body_es: z.string().optional(),
  /** What was changed, in one sentence, for the dialog to show. */
  summary: z.string().optional(),
  /** Each field the answer changes, before and after. */
  changes: z.array(CopyChange).optional(),
  /** What of the request could not be done, each in plain words. */
  couldNot: z.array(z.string()).optional(),
  /** Said when the AI model's answer had to be mended or was replaced (by the phrase library). */
  notice: z.string().optional(),
});
export type ImprovedCopy = z.infer<typeof ImprovedCopy>;

export const batchFormats = ["zip", "images-only", "text-only", "pdf"] as const;
export const imageFormats = ["original", "optimized", "all-sizes"] as const;
/** Platforms the batch dialog offers: every platform of the table but Quora (SPEC §2: quora is not offered). */
export const batchPlatforms: readonly PlatformId[] = platformIds.filter((p) => p !== "quora");

/** Options of the batch download (SPEC §2), with the SPEC's defaults. */
export const BatchOptions = /* @__PURE__ */ z.object({
  format: z.enum(batchFormats).default("zip"),
  includeVariants: z.boolean().default(false),
  /** Only these platforms' images and copy; absent or empty means every platform of each concept. */
  platforms: z.array(PlatformId).max(platformIds.length).default([]),
  /** original: the uploaded photo; optimized: one web-ready rendition per platform; all-sizes: both, with every size. */
  imageFormat: z.enum(imageFormats).default("original"),
  includeMetadata: z.boolean().default(true),
});
export type BatchOptions = z.infer<typeof BatchOptions>;

export const BATCH_MAX = 50;
export const BatchDownloadRequest = /* @__PURE__ */ z.object({
  conceptIds: z
    .array(z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE), {
      error: "conceptIds must be a list of concept ids",
    })
    .min(1, "Select at least one concept to download")
    .max(BATCH_MAX, `A batch holds at most ${BATCH_MAX} concepts`),
  options: z.object(BatchOptions.shape, { error: "options must be an object" }).default(BatchOptions.parse({})),
});
export type BatchDownloadRequest = z.infer<typeof BatchDownloadRequest>;

/** POST /api/concepts/{id}/download-link: a short-lived link that downloads without any header or cookie. */
export const DownloadLink = /* @__PURE__ */ z.object({
  url: z.string().startsWith("/api/concepts/"),
  expiresAt: z.string(),
});
export type DownloadLink = z.infer<typeof DownloadLink>;

/** The address of a public concept page: 128 random bits, base64url. */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{22}$/;
export const SHARE_NOT_FOUND = "This concept is not shared, or its link was revoked";

/** POST /api/concepts/{id}/share (made, or the one it had) and GET of the same: the concept's public page. */
export const ConceptShare = /* @__PURE__ */ z.object({
  sharePath: z.string().startsWith("/s/"),
  createdAt: z.string(),
});
export type ConceptShare = z.infer<typeof ConceptShare>;

/**
 * GET /api/shared/{token}: what the public page shows, to anyone with the link: the images and the copy. The brief
 * (audience, description, key message) stays private to the owner, except the names the copy says anyway.
 */
export const SharedConcept = /* @__PURE__ */ z.object({
  /** The English headline and body (SPEC §3 title_en, body_en): the page's title and link preview. */
  title: z.string(),
  body: z.string(),
  brandName: z.string().nullable(),
  productName: z.string().nullable(),
  platforms: z.array(z.string()),
  selectedLanguages: z.array(z.string()),
  renditions: z.record(z.string(), z.array(z.string())),
  creatives: z.array(ConceptCreative),
  /** Image URLs are bytes, not JSON: '<imageUrl>' is the photo, '<imageUrl>?size=<size>' one rendition. */
  imageUrl: z.string().startsWith("/api/shared/"),
  aiGeneratedCopy: CopyByLanguage,
  copyProvider: CopyProvider,
  briefLanguage: z.string().nullable(),
  isExample: z.boolean(),
  createdAt: z.string(),
});
export type SharedConcept = z.infer<typeof SharedConcept>;

/** POST /api/concepts/{id}/generate/{platform}: the platform's renditions made again from the stored original. */
export const AssetGeneration = /* @__PURE__ */ z.object({
  concept: ConceptSummary,
  platform: PlatformId,
  sizes: z.array(
    z.object({
      key: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      bytes: z.number().int(),
      mode: z.enum(["crop", "fit"]),
    }),
  ),
});
export type AssetGeneration = z.infer<typeof AssetGeneration>;

/** A `phase` event of Generate Assets with `Accept: text/event-stream`: sizes rendered so far. */
export const AssetPhase = /* @__PURE__ */ z.object({
  phase: z.literal("rendering"),
  message: z.string(),
  platform: z.string(),
  done: z.number().int(),
  total: z.number().int(),
});
export type AssetPhase = z.infer<typeof AssetPhase>;
