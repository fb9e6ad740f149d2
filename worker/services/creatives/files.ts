import {
  type CreativeDraft,
  CREATIVE_DESIGN_VERSION,
  type CreativeLayout,
  CreativeRenderResult,
  layoutFor,
} from "@common/creatives";
import { platformOfSize } from "@common/platforms";
import type { ConceptRow } from "../../db/schema";
import { sha256Hex } from "../../lib/crypto";
import { badRequest, notFound } from "../../lib/errors";
import type { AppContext } from "../context";
import { ownedConcept, readableConcept } from "../concepts/read";
import { rowImageFile } from "../concepts/images";
import { sharedRow } from "../shares/shares";
import { creativesPrefix } from "../assets/media";
import { type KitFacts, creativeMessages, creativeRequest, drawCreative, kitOf } from "./request";

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
