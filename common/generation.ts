import { platformIds } from "./platforms";
import { z } from "./zod";
import { BusinessType, LanguageCode, PlatformId, Tone } from "./enums";

import { CopyByLanguage, CopyProvider, GeneratedCopyItem } from "./copy";
import { CategoryIdSchema } from "./categories";

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(500, "Keep this under 500 characters");
const optional = z
  .string()
  .trim()
  .max(300, "Keep this under 300 characters")
  .transform((v) => (v ? v : undefined))
  .optional();

/**
 * The kinds of offer a brief may state (issue 27): each language says each with its own sentences, and the ones with
 * an action ("Book a free consultation") become the call to action, so "free" and "consultation" survive translation.
 * `new` only when the brief says so: the copy never calls anything new on its own.
 */
export const offerKinds = [
  "firstFree",
  "freeConsultation",
  "discount",
  "freeDelivery",
  "sameDay",
  "madeToOrder",
  "limitedTime",
  "new",
] as const;
export const OfferKind = /* @__PURE__ */ z.enum(offerKinds, {
  error: `offer.kind is one of ${offerKinds.join(", ")}`,
});
export type OfferKind = z.infer<typeof OfferKind>;

export const Offer = /* @__PURE__ */ z
  .object({
    kind: OfferKind,
    value: z
      .number({ error: "offer.value is the discount in per cent, a whole number from 1 to 90" })
      .int("offer.value is the discount in per cent, a whole number from 1 to 90")
      .min(1, "offer.value is the discount in per cent, a whole number from 1 to 90")
      .max(90, "offer.value is the discount in per cent, a whole number from 1 to 90")
      .optional(),
  })
  .refine((o) => o.kind !== "discount" || o.value !== undefined, {
    error: "A discount needs offer.value, the per cent off (e.g. 20)",
    path: ["value"],
  })
  .describe("An offer the ad states in every language; the kinds are fixed so each language says it natively");
export type Offer = z.infer<typeof Offer>;

const fact = (max: number, what: string) =>
  z
    .string({ error: `${what} is text` })
    .trim()
    .max(max, `Keep ${what} under ${max} characters`)
    .transform((v) => (v ? v : undefined))
    .optional();

/** The shared generation schema (SPEC §5): the form and the server validate the same rules. */
export const GenerationInput = /* @__PURE__ */ z.object({
  businessType: z
    .string({ error: "Business type is required" })
    .trim()
    .min(1, "Business type is required")
    .pipe(BusinessType)
    .describe("The kind of business, one of the listed types"),
  targetAudience: required("Target audience is required").describe("Who the ad speaks to, in your words"),
  tone: z
    .string({ error: "Tone is required" })
    .trim()
    .min(1, "Tone is required")
    .pipe(Tone)
    .describe("The voice of the copy, one of the listed tones"),
  productDescription: z
    .string({ error: "Product description is required" })
    .trim()
    .min(1, "Product description is required")
    .max(1000, "Keep the product description under 1000 characters")
    .describe("What you sell: the facts the copy may state"),
  brandName: optional.describe("Your brand, kept as written in every language"),
  keyMessage: optional.describe("The one thing the ad must say"),
  callToAction: optional.describe("What the reader should do, e.g. Shop now"),
  productName: z
    .string()
    .trim()
    .max(60, "Keep the product name under 60 characters")
    .transform((v) => (v ? v : undefined))
    .optional()
    .describe("A product name, kept as written in every language (e.g. Brewhaus Cold Brew)"),
  category: CategoryIdSchema.optional().describe(
    "What kind of business or product this is, a lexicon id (GET /api/v1/categories); detected from the brief when left out. Its words name what is sold in every language.",
  ),
  place: fact(80, "place").describe(
    "Where the business is (a city, neighbourhood or address), kept as written in every language",
  ),
  price: fact(40, "price").describe(
    "A price as you would print it (e.g. €12, from 25 zł), kept as written in every language",
  ),
  hours: fact(80, "hours").describe("Opening hours as you would print them (e.g. Tue–Sun 8–18)"),
  offer: Offer.optional(),
  locale: z
    .enum(["pt-PT", "pt-BR"], { error: "locale is pt-PT or pt-BR" })
    .optional()
    .describe(
      "Which Portuguese the Portuguese copy is written in: pt-PT (Portugal) or pt-BR (Brazil); detected from the brief (its place and words) when left out. Not a language code of its own: the language stays pt.",
    ),
  briefLanguage: LanguageCode.optional().describe(
    "The language the brief is written in; detected from its text when left out. Your own words are used only in copy of this language.",
  ),
  interfaceLanguage: LanguageCode.optional().describe(
    "The language of the interface the brief was typed in: the brief's language when its words do not show one clearly (English when left out).",
  ),
  platforms: z
    .array(PlatformId, { error: "At least one platform is required" })
    .min(1, "At least one platform is required")
    .max(platformIds.length)
    .describe("Platforms to write and frame for"),
  languages: z
    .array(LanguageCode, { error: "At least one language is required" })
    .min(1, "At least one language is required")
    .max(20)
    .describe("Languages of the copy (codes such as en, de, ja)"),
  brandKitId: z
    .number({ error: "brandKitId is the id of one of your brand kits, or null for none" })
    .int("brandKitId is the id of one of your brand kits, or null for none")
    .positive("brandKitId is the id of one of your brand kits, or null for none")
    .nullable()
    .optional()
    .describe(
      "The brand kit whose voice and colours the concept follows; null for none. Left out: the kit you used last (or your newest kit when none has been used yet).",
    ),
});
export type GenerationInput = z.infer<typeof GenerationInput>;

export { CopyProvider };

/** A `phase` event of POST /api/ai/generate-copy with `Accept: text/event-stream`: the real step under way. */
export const GenerationPhase = /* @__PURE__ */ z.discriminatedUnion("phase", [
  z.object({ phase: z.literal("analysing"), message: z.string() }),
  z.object({ phase: z.literal("writing"), message: z.string() }),
  z.object({
    phase: z.literal("rendering"),
    message: z.string(),
    platform: z.string(),
    done: z.number().int(),
    total: z.number().int(),
  }),
  z.object({ phase: z.literal("saving"), message: z.string() }),
]);
export type GenerationPhase = z.infer<typeof GenerationPhase>;

/** The answer of POST /api/ai/generate-copy (SPEC §7): the copy, the image analysis and the saved concept. */
export const GenerationResult = /* @__PURE__ */ z.object({
  generatedCopy: z.array(GeneratedCopyItem),
  imageAnalysis: z.string(),
  copyProvider: CopyProvider,
  /** Set when the AI model failed, in part or whole, and the phrase library wrote that copy instead. */
  notice: z.string().optional(),
  concept: z.object({
    id: z.number().int(),
    userConceptNumber: z.number().int(),
    title_en: z.string(),
    title_es: z.string(),
    body_en: z.string(),
    body_es: z.string(),
    title_en_variant: z.string(),
    title_es_variant: z.string(),
    body_en_variant: z.string(),
    body_es_variant: z.string(),
    platforms: z.array(z.string()),
    selectedLanguages: z.array(z.string()),
    businessContext: z.record(z.string(), z.unknown()),
    aiGeneratedCopy: CopyByLanguage,
    /** Base64 JPEG of the first platform's first rendition. */
    imageData: z.string(),
    /** Base64 JPEG of every rendition, by platform then size name. */
    smartResizedImagesData: z.record(z.string(), z.record(z.string(), z.string())),
    createdAt: z.string(),
  }),
});
export type GenerationResult = z.infer<typeof GenerationResult>;

/**
 * The largest image the pipeline decodes, in pixels, by how it is decoded (decision 014): a baseline JPEG streams
 * through libjpeg-turbo at a reduced scale (48 MP in about 14 MiB of wasm memory); a progressive JPEG holds its
 * coefficients (about 3 bytes per pixel at 4:2:0; IMAGE_RULES.bufferedJpegBytes counts them); PNG and WebP are
 * decoded whole, at 4 bytes per pixel (decision 018). Each keeps all wasm memory of a job within 96 MiB. Checked from
 * the header, before any decoding.
 */
export const PIXEL_LIMITS = { baselineJpeg: 50_000_000, progressiveJpeg: 20_000_000, pngWebp: 7_500_000 } as const;

/**
 * What every upload must satisfy before any decoder runs (decision 018), each checked from the file's bytes:
 * - `minSide`: the shorter side in pixels. Below it no rendition has a pixel row to sample.
 * - `maxAspect`: the longer side over the shorter. Past it every target shows a sliver (at 20:1 a 1080 px wide story
 *   shows the photo 54 px tall).
 * - `maxJpegScans`: scans (SOS markers) in a JPEG. Each scan walks every block it covers again; real encoders write
 *   1 (baseline) to about 12 (libjpeg's progressive script), Photoshop 3–5, mozjpeg's optimised scripts under 20.
 * - `bufferedJpegBytes`: the coefficients a progressive (or multi-scan) JPEG holds while it decodes, at any output
 *   scale: 128 bytes per 8×8 block of each colour component, so 4:4:4 costs twice 4:2:0 for the same pixels.
 * - `decodeWasmBytes`: all the wasm memory a decode will need, estimated from the header before it starts (the file's
 *   copy, the output at the scale the selected sizes need, a buffered JPEG's coefficients, libwebp's lossless
 *   buffer, 2 MiB of working memory); measured peaks stay within it, and it leaves 4 MiB under the 96 MiB ceiling.
 */
export const IMAGE_RULES = {
  minSide: 16,
  maxAspect: 20,
  maxJpegScans: 32,
  bufferedJpegBytes: 60 * 1024 * 1024,
  decodeWasmBytes: 92 * 1024 * 1024,
} as const;

/** The largest photo the generator and the API take, in bytes (the pixel limits are checked again by its header). */
export const MAX_UPLOAD_BYTES = 12 * 1024 * 1024;
export const uploadTooLarge = "The upload is too large (the limit is 12 MB). Use a smaller photo.";
