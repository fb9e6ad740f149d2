import { and, eq } from "drizzle-orm";
import { DEFAULT_BRAND_COLORS, type BrandColors, type FontPairing } from "@common/brand-kits";
import {
  type BrandKitPreviewRequest,
  type CreativeDraft,
  buttonShapes,
  CREATIVE_DESIGN_VERSION,
  type CreativeLayout,
  CreativeRenderRequest,
  CreativeRenderResult,
  type CreativeSettingsUpdate,
  layoutFor,
} from "@common/creatives";
import { isRtl, type LanguageCode } from "@common/languages";
import { allImageSizes, platformOfSize } from "@common/platforms";
import { zonesFor } from "@common/safe-zones";
import { banks } from "../../copywriting/banks";
import type { ConceptSummary } from "@common/concepts";
import { adConcepts, brandKits, type ConceptRow } from "../../db/schema";
import { decodeUpright, encodeJpeg } from "../../imaging/pipeline";
import { subjectBox } from "../../imaging/saliency";
import { sha256Hex } from "../../lib/crypto";
import { AppError, badRequest, notFound } from "../../lib/errors";
import type { AppContext } from "../context";
import { conceptSummary, ownedConcept, readableConcept, rowImageFile } from "../concepts/concepts";
import { sharedRow } from "../shares/shares";
import { creativesPrefix } from "../assets/media";

/**
 * Creatives (issue 26, decision 023): a concept's rendition with its headline, call to action and logo set on it in
 * its brand kit's colours, drawn by the creatives Worker (CREATIVES binding) the first time it is asked for and kept in
 * R2 under `creatives/<userId>/<conceptId>/<sizeKey>/<language>/<layout asked>/<hash>.jpg`. The hash covers everything the picture
 * depends on (texts, kit, layout, the rendition's key), so an edit re-draws only the creatives it changes, and the
 * one it replaces is removed.
 */

const sizeFacts = new Map(allImageSizes.map((s) => [s.key, s]));

export const creativeMessages = {
  noSize: "This concept has no rendition of that size",
  noLanguage: "This concept has no copy in that language",
  unavailable: "Creatives cannot be drawn right now; the plain renditions are still available. Try again in a minute.",
} as const;

interface KitFacts {
  colors: BrandColors;
  fontPairing: FontPairing;
  logoKey: string | null;
  website: string | null;
  neverTranslate: string[];
  callToAction: string | null;
}

async function kitOf(ctx: Pick<AppContext, "db">, row: ConceptRow): Promise<KitFacts> {
  const kit = row.brandKitId
    ? (
        await ctx.db
          .select()
          .from(brandKits)
          .where(and(eq(brandKits.id, row.brandKitId), eq(brandKits.userId, row.userId)))
          .limit(1)
      )[0]
    : undefined;
  return {
    colors: kit?.colors ?? DEFAULT_BRAND_COLORS,
    fontPairing: kit?.fontPairing ?? "plex",
    logoKey: kit?.logoKey ?? null,
    website: kit?.voice.website ?? null,
    neverTranslate: kit?.voice.neverTranslate ?? [],
    callToAction: kit?.voice.callToAction ?? null,
  };
}

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

/** The render request of one creative: its texts from the concept's copy in that language, its kit and zones. */
export async function creativeRequest(
  ctx: Pick<AppContext, "db">,
  row: ConceptRow,
  sizeKey: string,
  language: string | undefined,
  layout?: CreativeLayout | "auto",
  /** The concept's kit when the caller already read it (many creatives of one concept at once). */
  knownKit?: KitFacts,
): Promise<{ request: CreativeRenderRequest; kit: KitFacts; photoSize: string }> {
  const size = sizeFacts.get(sizeKey);
  const platform = platformOfSize(sizeKey);
  const hasSize = Object.values(row.smartResizedImages ?? {}).some((s) => sizeKey in s);
  if (!size || !platform || !hasSize) throw notFound(creativeMessages.noSize);
  const languages = row.selectedLanguages?.length ? row.selectedLanguages : ["en"];
  const lang = language ?? languages[0] ?? "en";
  if (!languages.includes(lang)) throw notFound(creativeMessages.noLanguage);
  const byPlatform = row.aiGeneratedCopy?.[lang] ?? {};
  const copy = byPlatform[platform.id] ?? Object.values(byPlatform)[0];
  const brief = (row.businessContext ?? {}) as Record<string, unknown>;
  const kit = knownKit ?? (await kitOf(ctx, row));
  const bank = banks[lang as LanguageCode];
  const headline =
    text(copy?.title) ?? (lang === "en" ? row.titleEn : lang === "es" ? row.titleEs : null) ?? row.titleEn;
  const cta =
    text(copy?.cta) ??
    (lang === (text(brief.briefLanguage) ?? "en") ? text(brief.callToAction) : null) ??
    (lang === "en" ? kit.callToAction : null) ??
    bank?.cta.learnMore ??
    "Learn more";
  // The website or handle of the kit; else the brand, unless the headline already says it.
  const brand = text(brief.brandName);
  const caption = kit.website ?? (brand && !headline.includes(brand) ? brand : null);
  const terms = [...kit.neverTranslate, text(brief.brandName), text(brief.productName)].filter(
    (t): t is string => !!t && t.length <= 80,
  );
  const dir = isRtl(lang) ? "rtl" : "ltr";
  const request = CreativeRenderRequest.parse({
    width: size.width,
    height: size.height,
    layout: layout ?? row.creativeLayouts?.[sizeKey] ?? "auto",
    language: lang,
    dir,
    headline: headline.slice(0, 400),
    cta: cta.slice(0, 80),
    caption: caption ? caption.slice(0, 200) : null,
    colors: kit.colors,
    fontPairing: kit.fontPairing,
    keepTogether: terms.slice(0, 40),
    safeZones: zonesFor(sizeKey, dir).map(({ left, top, width, height }) => ({ left, top, width, height })),
    button: buttonShapes[platform.id],
    format: "jpeg",
  });
  return { request, kit, photoSize: sizeKey };
}

/** Where the product stands in a rendition: the pipeline's subject box on a small decode; null if it cannot tell. */
function subjectOf(photo: Uint8Array): CreativeRenderRequest["subject"] {
  try {
    const box = subjectBox(decodeUpright(photo, 240));
    return { x: box.x, y: box.y, w: box.w, h: box.h };
  } catch {
    return null;
  }
}

/** Asks the creatives Worker to draw one creative (the subject found on its photo unless the request says it). */
export async function drawCreative(
  renderer: Fetcher,
  request: CreativeRenderRequest,
  photo: Uint8Array,
  logo: Uint8Array | null,
): Promise<{ bytes: Uint8Array; result: CreativeRenderResult }> {
  const form = new FormData();
  form.set("request", JSON.stringify({ ...request, subject: request.subject ?? subjectOf(photo) }));
  form.set("photo", new Blob([photo], { type: "image/jpeg" }), "photo.jpg");
  if (logo) form.set("logo", new Blob([logo], { type: "image/png" }), "logo.png");
  let res: Response;
  try {
    res = await renderer.fetch("https://creatives/render", { method: "POST", body: form });
  } catch (err) {
    console.error("creatives: the creatives Worker is unreachable", err);
    throw new AppError("SERVICE_UNAVAILABLE", creativeMessages.unavailable);
  }
  const meta = CreativeRenderResult.safeParse(JSON.parse(res.headers.get("X-Creative") ?? "null"));
  if (!res.ok || !meta.success) {
    console.error("creatives: render refused", res.status, await res.text().catch(() => ""));
    throw new AppError("SERVICE_UNAVAILABLE", creativeMessages.unavailable);
  }
  return { bytes: new Uint8Array(await res.arrayBuffer()), result: meta.data };
}

export interface CreativeFile {
  bytes: Uint8Array;
  type: string;
  layout: CreativeLayout;
  /** The boxes the renderer reported (absent when served from R2 without them). */
  result: CreativeRenderResult | null;
}

/** Where one creative lives in R2 (its key names the hash of everything it depends on) and the request that draws it. */
async function creativeSlot(
  ctx: Pick<AppContext, "db">,
  row: ConceptRow,
  sizeKey: string,
  language: string | undefined,
  layout: CreativeLayout | "auto" | undefined,
  knownKit?: KitFacts,
) {
  const { request, kit } = await creativeRequest(ctx, row, sizeKey, language, layout, knownKit);
  const photoKey = Object.values(row.smartResizedImages ?? {})
    .map((s) => s[sizeKey])
    .find(Boolean);
  // A data-URL rendition (the examples) is named by its hash rather than its (long) value.
  const photoId = photoKey?.startsWith("data:") ? await sha256Hex(photoKey) : photoKey;
  const hash = (
    await sha256Hex(JSON.stringify({ request, photoId, logo: kit.logoKey, v: CREATIVE_DESIGN_VERSION }))
  ).slice(0, 24);
  const folder = `${creativesPrefix(row)}${sizeKey}/${request.language}/${request.layout}/`;
  return { request, kit, folder, key: `${folder}${hash}.jpg` };
}

async function readStored(
  ctx: Pick<AppContext, "media">,
  row: ConceptRow,
  sizeKey: string,
  key: string,
): Promise<CreativeFile | null> {
  const stored = await ctx.media.get(key);
  if (!stored) return null;
  const layoutUsed = (stored.customMetadata?.layout ?? layoutFor(sizeKey, row.creativeLayouts)) as CreativeLayout;
  return {
    bytes: new Uint8Array(await stored.arrayBuffer()),
    type: "image/jpeg",
    layout: layoutUsed,
    result: stored.customMetadata?.result ? CreativeRenderResult.parse(JSON.parse(stored.customMetadata.result)) : null,
  };
}

/**
 * The R2 keys the creatives of these sizes and languages have (or will have once drawn) with the concept's current
 * texts, kit and layouts: one kit read for them all, no R2 read.
 */
export async function creativeKeys(
  ctx: Pick<AppContext, "db">,
  row: ConceptRow,
  wanted: readonly { sizeKey: string; language: string }[],
): Promise<string[]> {
  const kit = await kitOf(ctx, row);
  return Promise.all(
    wanted.map(async (w) => (await creativeSlot(ctx, row, w.sizeKey, w.language, undefined, kit)).key),
  );
}

/** One creative's bytes when this exact picture was drawn before, else null (nothing is drawn). */
export async function storedCreative(
  ctx: Pick<AppContext, "db" | "media">,
  row: ConceptRow,
  sizeKey: string,
  language?: string,
): Promise<CreativeFile | null> {
  const { key } = await creativeSlot(ctx, row, sizeKey, language, undefined);
  return readStored(ctx, row, sizeKey, key);
}

/**
 * One creative's bytes: from R2 when this exact picture was drawn before, else drawn now and stored (the one it
 * replaces removed). `layout` previews another layout without changing the concept.
 */
export async function creativeFile(
  ctx: Pick<AppContext, "db" | "media" | "env">,
  row: ConceptRow,
  sizeKey: string,
  language?: string,
  layout?: CreativeLayout | "auto",
): Promise<CreativeFile> {
  const { request, kit, folder, key } = await creativeSlot(ctx, row, sizeKey, language, layout);
  const stored = await readStored(ctx, row, sizeKey, key);
  if (stored) return stored;
  const photo = await rowImageFile(ctx, row, sizeKey);
  if (!photo.type.includes("jpeg")) throw badRequest("This rendition is not a JPEG");
  const logoObj = kit.logoKey ? await ctx.media.get(kit.logoKey) : null;
  const logo = logoObj ? new Uint8Array(await logoObj.arrayBuffer()) : null;
  const { bytes, result } = await drawCreative(ctx.env.CREATIVES, request, photo.bytes, logo);
  await ctx.media.put(key, bytes, {
    httpMetadata: { contentType: "image/jpeg" },
    customMetadata: { layout: result.layout, result: JSON.stringify(result) },
  });
  // The picture this one replaces (an edited text, another layout or kit) is no longer needed.
  const old = await ctx.media.list({ prefix: folder });
  const stale = old.objects.map((o) => o.key).filter((k) => k !== key);
  if (stale.length) await ctx.media.delete(stale);
  return { bytes, type: "image/jpeg", layout: result.layout, result };
}

/** GET /api/concepts/{id}/creatives/{sizeKey}: for its owner, or anyone for an example. */
export async function readableCreative(
  ctx: AppContext,
  id: number,
  callerId: number | undefined,
  sizeKey: string,
  query: { language?: string | undefined; layout?: CreativeLayout | "auto" | undefined },
): Promise<CreativeFile> {
  const { row } = await readableConcept(ctx, id, callerId);
  return creativeFile(ctx, row, sizeKey, query.language, query.layout);
}

/**
 * POST /api/concepts/{id}/creatives/{sizeKey}/draft: the owner's creative drawn with a draft headline and call to
 * action in place of the stored ones, for the editor's preview; nothing is stored or replaced.
 */
export async function draftCreative(
  ctx: AppContext,
  userId: number,
  id: number,
  sizeKey: string,
  draft: CreativeDraft,
): Promise<CreativeFile> {
  const row = await ownedConcept(ctx.db, userId, id);
  const platform = platformOfSize(sizeKey);
  const current = platform ? row.aiGeneratedCopy?.[draft.language]?.[platform.id] : undefined;
  if (!platform || !Object.values(row.smartResizedImages ?? {}).some((s) => sizeKey in s))
    throw notFound(creativeMessages.noSize);
  if (!current) throw notFound(creativeMessages.noLanguage);
  const copy = structuredClone(row.aiGeneratedCopy ?? {});
  copy[draft.language]![platform.id] = { ...current, title: draft.headline, ...(draft.cta ? { cta: draft.cta } : {}) };
  const { request, kit } = await creativeRequest(ctx, { ...row, aiGeneratedCopy: copy }, sizeKey, draft.language);
  const photo = await rowImageFile(ctx, row, sizeKey);
  if (!photo.type.includes("jpeg")) throw badRequest("This rendition is not a JPEG");
  const logoObj = kit.logoKey ? await ctx.media.get(kit.logoKey) : null;
  const logo = logoObj ? new Uint8Array(await logoObj.arrayBuffer()) : null;
  const { bytes, result } = await drawCreative(ctx.env.CREATIVES, request, photo.bytes, logo);
  return { bytes, type: "image/jpeg", layout: result.layout, result };
}

/** GET /api/v1/concepts/{id}/creatives/{sizeKey}: the owner's concept only (another account's is 404). */
export async function ownCreative(
  ctx: AppContext,
  userId: number,
  id: number,
  sizeKey: string,
  language: string | undefined,
): Promise<CreativeFile> {
  return creativeFile(ctx, await ownedConcept(ctx.db, userId, id), sizeKey, language);
}

/** GET /api/shared/{token}/creatives/{sizeKey}: anyone with the page's link. */
export async function sharedCreative(ctx: AppContext, token: string, sizeKey: string, language: string | undefined) {
  const { row } = await sharedRow(ctx.db, token);
  return creativeFile(ctx, row, sizeKey, language);
}

/**
 * PATCH /api/concepts/{id}/creatives: a size's layout switched (or back to automatic) and/or the concept's kit. Only
 * the creatives whose picture changes are drawn again, when next asked for.
 */
export async function updateCreativeSettings(
  ctx: AppContext,
  userId: number,
  id: number,
  patch: CreativeSettingsUpdate,
): Promise<ConceptSummary> {
  const row = await ownedConcept(ctx.db, userId, id);
  const sizes = new Set(Object.values(row.smartResizedImages ?? {}).flatMap((s) => Object.keys(s)));
  const layouts: Record<string, CreativeLayout> = { ...(row.creativeLayouts ?? {}) };
  for (const [sizeKey, layout] of Object.entries(patch.layouts ?? {})) {
    if (!sizes.has(sizeKey)) throw badRequest(`This concept has no ${sizeKey} rendition`);
    if (layout === "auto") delete layouts[sizeKey];
    else layouts[sizeKey] = layout;
  }
  let brandKitId = row.brandKitId;
  if (patch.brandKitId !== undefined) {
    if (patch.brandKitId !== null) {
      const kit = await ctx.db
        .select({ id: brandKits.id })
        .from(brandKits)
        .where(and(eq(brandKits.id, patch.brandKitId), eq(brandKits.userId, userId)))
        .limit(1);
      if (!kit[0]) throw notFound("Brand kit not found");
    }
    brandKitId = patch.brandKitId;
  }
  await ctx.db
    .update(adConcepts)
    .set({ creativeLayouts: layouts, brandKitId, updatedAt: new Date() })
    .where(and(eq(adConcepts.id, row.id), eq(adConcepts.userId, userId)));
  return conceptSummary(ctx.db, await ownedConcept(ctx.db, userId, id));
}

/** The stand-in photo of the kit preview: a product on a table, drawn once per isolate. */
let samplePhoto: Uint8Array | null = null;
const PREVIEW = { width: 720, height: 900 };
function previewPhoto(): Uint8Array {
  if (samplePhoto) return samplePhoto;
  const { width, height } = PREVIEW;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      // A warm wall over a wooden table, and a bottle standing in the middle.
      const table = y > height * 0.62;
      let [r, g, b] = table
        ? [176 - (x % 37), 132 - (x % 37), 96 - (x % 29)]
        : [226 - y / 30, 214 - y / 30, 196 - y / 30];
      const dx = Math.abs(x - width / 2);
      const body = dx < width * 0.12 && y > height * 0.3 && y < height * 0.72;
      const neck = dx < width * 0.045 && y > height * 0.2 && y <= height * 0.3;
      if (body || neck) [r, g, b] = [44 + dx / 6, 94 + dx / 8, 78 + dx / 10];
      if (body && y > height * 0.45 && y < height * 0.58) [r, g, b] = [240, 232, 214];
      data[i] = r;
      data[i + 1] = g;
      data[i + 2] = b;
      data[i + 3] = 255;
    }
  samplePhoto = encodeJpeg({ width, height, data }, 85);
  return samplePhoto;
}

/** POST /api/brand-kits/preview: the /brand page's live preview, one 4:5 creative from the form's values. */
export async function previewCreative(
  ctx: Pick<AppContext, "db" | "media" | "env">,
  userId: number,
  input: BrandKitPreviewRequest,
): Promise<CreativeFile> {
  let logo: Uint8Array | null = null;
  if (input.logoKitId !== null) {
    const kit = await ctx.db
      .select({ logoKey: brandKits.logoKey })
      .from(brandKits)
      .where(and(eq(brandKits.id, input.logoKitId), eq(brandKits.userId, userId)))
      .limit(1);
    if (!kit[0]) throw notFound("Brand kit not found");
    const obj = kit[0].logoKey ? await ctx.media.get(kit[0].logoKey) : null;
    logo = obj ? new Uint8Array(await obj.arrayBuffer()) : null;
  }
  const request = CreativeRenderRequest.parse({
    ...PREVIEW,
    layout: input.layout,
    language: "en",
    dir: "ltr",
    headline: input.headline,
    cta: input.callToAction,
    caption: input.caption,
    colors: input.colors,
    fontPairing: input.fontPairing,
    keepTogether: [],
    safeZones: [],
    button: "pill",
    format: "jpeg",
  });
  const { bytes, result } = await drawCreative(ctx.env.CREATIVES, request, previewPhoto(), logo);
  return { bytes, type: "image/jpeg", layout: result.layout, result };
}
