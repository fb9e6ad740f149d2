import { z } from "./zod";
import { BrandColors, fontPairingIds } from "./brand-kits";

/**
 * Creatives (issue 26, decision 023): a rendition with the headline, the call to action and the logo set on it in the
 * brand's colours. Rendered by the creatives Worker (creatives/), asked through the main Worker's CREATIVES binding,
 * stored in R2 beside the renditions and listed on every concept.
 */

/**
 * The layouts. `band`: the photo full-bleed with the headline on a band of the primary colour; `card`: the photo as a
 * card on the background colour, the headline and the button under it; `split`: photo and text side by side (16:9,
 * 1.91:1); `story`: the photo full-bleed with the text kept inside the vertical placement's safe area.
 */
export const creativeLayouts = ["band", "card", "split", "story"] as const;
export const CreativeLayout = /* @__PURE__ */ z.enum(creativeLayouts);
export type CreativeLayout = z.infer<typeof CreativeLayout>;

export const creativeLayoutNames: Record<CreativeLayout, string> = {
  band: "Headline band",
  card: "Photo card",
  split: "Split",
  story: "Story",
};

/** A rectangle in pixels of the creative. */
export const Box = /* @__PURE__ */ z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
export type Box = z.infer<typeof Box>;

/** What the main Worker sends the creatives Worker (JSON part of POST /render; the photo and logo go as bytes). */
export const CreativeRenderRequest = /* @__PURE__ */ z.object({
  width: z.number().int().min(64).max(4096),
  height: z.number().int().min(64).max(4096),
  /** The layout asked for; "auto" lets the renderer choose by what fits the size. */
  layout: z.union([CreativeLayout, z.literal("auto")]),
  language: z.string().min(2).max(8),
  dir: z.enum(["ltr", "rtl"]),
  headline: z.string().min(1).max(400),
  cta: z.string().min(1).max(80),
  /** A second line under the headline where the layout has room (the brand or website), or null. */
  caption: z.string().max(200).nullable(),
  colors: BrandColors,
  fontPairing: z.enum(fontPairingIds),
  /** Terms that must never break across lines (brand and product names). */
  keepTogether: z.array(z.string().max(80)).max(40),
  /** Keep-clear rectangles in fractions of the frame (common/safe-zones.ts, already chosen for `dir`). */
  safeZones: z.array(z.object({ left: z.number(), top: z.number(), width: z.number(), height: z.number() })).max(16),
  /** How the CTA button is drawn: rounded pill, rounded rectangle or square-cornered. */
  button: z.enum(["pill", "rounded", "square"]),
  format: z.enum(["jpeg", "png"]).default("jpeg"),
});
export type CreativeRenderRequest = z.infer<typeof CreativeRenderRequest>;

/** What the creatives Worker answers beside the bytes (the X-Creative header, JSON). */
export const CreativeRenderResult = /* @__PURE__ */ z.object({
  layout: CreativeLayout,
  /** Where each text and the logo landed, in pixels: for the tests (safe zones, contrast, OCR by box). */
  boxes: z.object({ headline: Box, cta: Box, caption: Box.nullable(), logo: Box.nullable() }),
  /** The headline's font size in px after fitting. */
  headlineSize: z.number(),
});
export type CreativeRenderResult = z.infer<typeof CreativeRenderResult>;

/** One creative of a concept, as concepts list them. `url` answers the image's bytes. */
export const ConceptCreative = /* @__PURE__ */ z.object({
  sizeKey: z.string(),
  language: z.string(),
  layout: CreativeLayout,
  url: z.string(),
});
export type ConceptCreative = z.infer<typeof ConceptCreative>;

/** PATCH /api/concepts/{id}/creatives: switch a size's layout (or back to automatic), or the concept's kit. */
export const CreativeSettingsUpdate = /* @__PURE__ */ z
  .object({
    layouts: z
      .record(z.string().regex(/^[a-z]+_[a-z]+$/, "Unknown size"), z.union([CreativeLayout, z.literal("auto")]))
      .optional(),
    brandKitId: z.number().int().positive().nullable().optional(),
  })
  .refine((v) => v.layouts !== undefined || v.brandKitId !== undefined, "Send layouts, brandKitId or both");
export type CreativeSettingsUpdate = z.infer<typeof CreativeSettingsUpdate>;

/** The query of a creative's bytes: its language (the concept's first when left out) and, for a preview, a layout. */
export const CreativeQuery = /* @__PURE__ */ z.object({
  language: z
    .string()
    .regex(/^[a-z]{2}$/, "language is a two-letter code")
    .optional(),
  layout: z.union([CreativeLayout, z.literal("auto")]).optional(),
});
