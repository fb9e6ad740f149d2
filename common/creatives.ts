import { z } from "./zod";
import { BrandColors, fontPairingIds } from "./brand-kits";
import { languageByCode } from "./languages";
import { allImageSizes, platformIds, platformOfSize } from "./platforms";

/**
 * Creatives (issue 26, decision 023): a rendition with the headline, the call to action and the logo set on it in the
 * brand's colours. Rendered by the creatives Worker (creatives/), asked through the main Worker's CREATIVES binding,
 * stored in R2 beside the renditions and listed on every concept.
 */

/**
 * The layouts. `band`: the photo above a band of the primary colour holding the headline; `card`: the photo as a
 * card on the background colour, the headline and the button under it; `split`: photo and text side by side (16:9,
 * 1.91:1); `story`: the photo full-bleed with the text kept inside the vertical placement's safe area.
 */
export const creativeLayouts = ["band", "card", "split", "story"] as const;

/**
 * The design's version: part of every stored creative's hash, so a change to creatives/layout.ts that changes the
 * pictures (bump it then) has every creative drawn again when next asked for, instead of serving the old design.
 */
export const CREATIVE_DESIGN_VERSION = 5;
export const CreativeLayout = /* @__PURE__ */ z.enum(creativeLayouts);
export type CreativeLayout = z.infer<typeof CreativeLayout>;

export const creativeLayoutNames: Record<CreativeLayout, string> = {
  band: "Headline band",
  card: "Photo card",
  split: "Split",
  story: "Story",
};

/** The order layouts are tried in for a size, what suits its shape first (the first is the one concepts list). */
export function layoutOrder(width: number, height: number): CreativeLayout[] {
  const r = width / height;
  if (r > 1.3) return ["split", "band", "card"];
  if (r < 0.62) return ["story", "band", "card"];
  if (r < 0.9) return ["card", "band", "story"];
  return ["card", "band", "story"];
}

/** The CTA button's corners in each platform's idiom: pills where the platform's own buttons are pills. */
export const buttonShapes = {
  facebook: "rounded",
  instagram: "rounded",
  tiktok: "rounded",
  x: "pill",
  reddit: "pill",
  pinterest: "pill",
  linkedin: "pill",
  snapchat: "pill",
  youtube: "pill",
  quora: "pill",
} as const;

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
  /**
   * Where the product stands in the photo, in fractions (the pipeline's subject box, found on the rendition when it
   * is drawn): the layouts keep their text off it where they can. Null when unknown.
   */
  subject: z
    .object({
      x: z.number().min(0).max(1),
      y: z.number().min(0).max(1),
      w: z.number().min(0).max(1),
      h: z.number().min(0).max(1),
    })
    .nullable()
    .default(null),
});
export type CreativeRenderRequest = z.infer<typeof CreativeRenderRequest>;
/** The request as a client may write it (defaults left out). */
export type CreativeRenderInput = z.input<typeof CreativeRenderRequest>;

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

/**
 * POST /api/concepts/{id}/creatives/{sizeKey}/draft: the creative of one size drawn with texts being typed in the
 * editor (issue 28), not stored; the saved creative is drawn again when the edit is saved.
 */
export const CreativeDraft = /* @__PURE__ */ z
  .object({
    language: z.string({ error: "language is required" }).regex(/^[a-z]{2}$/, "language is a two-letter code"),
    headline: z.string({ error: "headline is required" }).trim().min(1, "The headline cannot be empty").max(400),
    cta: z.string().trim().max(80).optional(),
  })
  .strict();
export type CreativeDraft = z.infer<typeof CreativeDraft>;

/** The query of a creative's bytes: its language (the concept's first when left out) and, for a preview, a layout. */
export const CreativeQuery = /* @__PURE__ */ z.object({
  language: z
    .string()
    .regex(/^[a-z]{2}$/, "language is a two-letter code")
    .optional(),
  layout: z.union([CreativeLayout, z.literal("auto")]).optional(),
});

const sizeFacts = /* @__PURE__ */ new Map(allImageSizes.map((s) => [s.key, s]));

/** The layout a size uses: the one chosen for it, else the first that suits its shape. */
export function layoutFor(sizeKey: string, chosen?: Record<string, CreativeLayout> | null): CreativeLayout {
  const own = chosen?.[sizeKey];
  if (own) return own;
  const size = sizeFacts.get(sizeKey);
  return size ? (layoutOrder(size.width, size.height)[0] ?? "band") : "band";
}

/**
 * Every creative of a concept, one per rendition size and language, each with the URL its bytes are read at
 * (`<base>/<sizeKey>?language=<code>`; base e.g. /api/v1/concepts/12/creatives).
 */
export function creativeEntries(
  renditions: Record<string, string[]>,
  languages: readonly string[],
  layouts: Record<string, CreativeLayout> | null | undefined,
  base: string,
): ConceptCreative[] {
  const out: ConceptCreative[] = [];
  const langs = languages.length ? languages : ["en"];
  for (const sizes of Object.values(renditions))
    for (const sizeKey of sizes)
      for (const language of langs)
        out.push({
          sizeKey,
          language,
          layout: layoutFor(sizeKey, layouts),
          url: `${base}/${sizeKey}?language=${language}`,
        });
  return out;
}

/** POST /api/brand-kits/preview: one creative drawn with a kit's values as the form holds them (saved or not). */
export const BrandKitPreviewRequest = /* @__PURE__ */ z.object({
  colors: BrandColors,
  fontPairing: z.enum(fontPairingIds).default("plex"),
  headline: z.string().trim().min(1).max(120).default("Your headline, set in your colours"),
  callToAction: z.string().trim().min(1).max(40).default("Shop now"),
  caption: z.string().trim().max(200).nullable().default(null),
  /** A saved kit whose logo to show (the form's own, once saved). */
  logoKitId: z.number().int().positive().nullable().default(null),
  layout: z.union([CreativeLayout, z.literal("auto")]).default("auto"),
});
export type BrandKitPreviewRequest = z.infer<typeof BrandKitPreviewRequest>;

const platformOrder = (sizeKey: string) => {
  const id = platformOfSize(sizeKey)?.id;
  const i = id ? (platformIds as readonly string[]).indexOf(id) : -1;
  return i < 0 ? platformIds.length : i;
};
const sizeOrder = new Map(allImageSizes.map((s, i) => [s.key, i]));

/** The sizes a concept has creatives for, in the platform table's order. */
export function creativeSizeKeys(creatives: readonly Pick<ConceptCreative, "sizeKey">[]): string[] {
  return [...new Set(creatives.map((c) => c.sizeKey))].sort(
    (a, b) => platformOrder(a) - platformOrder(b) || (sizeOrder.get(a) ?? 0) - (sizeOrder.get(b) ?? 0),
  );
}

/** The languages a concept has creatives in, in the order the concept lists them. */
export function creativeLanguages(creatives: readonly Pick<ConceptCreative, "language">[]): string[] {
  return [...new Set(creatives.map((c) => c.language))];
}

/**
 * The creative a concept's gallery shows first (its first size in its first language): the share page's largest
 * paint, which the Worker names in the page's head so the browser fetches it with the HTML (decision 043).
 */
export function leadCreative(creatives: readonly ConceptCreative[]): ConceptCreative | undefined {
  const size = creativeSizeKeys(creatives)[0];
  const language = creativeLanguages(creatives)[0];
  return creatives.find((c) => c.sizeKey === size && c.language === language);
}

/** "Instagram Stories & Reels": the platform and the size's own name (the size key for a size the table lacks). */
export function sizeName(sizeKey: string): string {
  const platform = platformOfSize(sizeKey);
  const size = platform?.sizes.find((x) => x.key === sizeKey);
  return platform && size ? `${platform.name} ${size.label}` : sizeKey;
}

/** What a creative is, for its alt text: "Instagram Stories & Reels creative in Arabic". */
export function creativeAlt(sizeKey: string, language: string): string {
  return `${sizeName(sizeKey)} creative in ${languageByCode(language)?.name ?? language}`;
}
