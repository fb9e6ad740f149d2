import { eq, inArray, sql } from "drizzle-orm";
import type { AssetGeneration, AssetPhase, DownloadLink } from "@common/concepts";
import { platformById, type PlatformId } from "@common/platforms";
import { withWords } from "../assets/lexicon";
import { briefOf } from "../../copywriting/brief";
import type { Db } from "../../db/client";
import { adConcepts, type ConceptRow } from "../../db/schema";
import { renderPlatforms, type UploadSource } from "./generation";
import { fromBase64, toBase64 } from "../../lib/base64";
import { notFound } from "../../lib/errors";
import type { AppContext } from "../context";
import { queueCreatives } from "../creatives/queue";
import { createDownloadLink } from "../accounts/download-links";
import { publicOriginal } from "../shares/public-images";
import { emitImagesRegenerated } from "../webhooks";
import { ownedConcept, readableConcept } from "./read";
import { conceptSummary } from "./rows";

/** The stored original of a concept, or one rendition by size name. */
async function imageObject(
  ctx: Pick<AppContext, "media">,
  row: ConceptRow,
  size?: string,
): Promise<{ dataUrl: string } | { bytes: Uint8Array; type: string }> {
  let key = row.imageUrl;
  if (size) {
    const found = Object.values(row.smartResizedImages ?? {})
      .map((sizes) => sizes[size])
      .find(Boolean);
    if (!found) throw notFound("This concept has no image of that size");
    key = found;
  }
  if (key.startsWith("data:image/")) return { dataUrl: key };
  const obj = await ctx.media.get(key);
  if (!obj) throw notFound("Image Not Found");
  return { bytes: new Uint8Array(await obj.arrayBuffer()), type: obj.httpMetadata?.contentType ?? "image/jpeg" };
}

/**
 * A concept image from R2 as a data URL: one rendition by size name, or the photo (the original for its owner, the
 * public copy for anyone else).
 */
export async function conceptImage(
  ctx: AppContext,
  id: number,
  callerId: number | undefined,
  size?: string,
): Promise<{ dataUrl: string }> {
  const { row, byOwner } = await readableConcept(ctx, id, callerId);
  const image = !size && !byOwner ? await publicOriginal(ctx, row) : await imageObject(ctx, row, size);
  if ("dataUrl" in image) return image;
  return { dataUrl: `data:${image.type};base64,${toBase64(image.bytes)}` };
}

/** One rendition (or the original) of the owner's concept as bytes, for the API's image URLs. */
export async function conceptImageFile(
  ctx: Pick<AppContext, "db" | "media">,
  userId: number,
  id: number,
  size: string,
): Promise<{ bytes: Uint8Array; type: string }> {
  return rowImageFile(ctx, await ownedConcept(ctx.db, userId, id), size === "original" ? undefined : size);
}

/** One rendition (or, without a size, the original) of a concept row as bytes. */
export async function rowImageFile(
  ctx: Pick<AppContext, "media">,
  row: ConceptRow,
  size?: string,
): Promise<{ bytes: Uint8Array; type: string }> {
  const image = await imageObject(ctx, row, size);
  if ("bytes" in image) return image;
  const bytes = fromBase64(image.dataUrl.slice(image.dataUrl.indexOf(",") + 1));
  if (!bytes) throw notFound("Image Not Found");
  return { bytes, type: image.dataUrl.slice(5, image.dataUrl.indexOf(";")) };
}

/** Adds one to the download count of these concepts. */
export async function recordDownloads(db: Db, ids: number[]): Promise<void> {
  await db
    .update(adConcepts)
    .set({ downloadCount: sql`${adConcepts.downloadCount} + 1`, lastDownloaded: new Date() })
    .where(inArray(adConcepts.id, ids));
}

/** A 5-minute link that downloads one of the owner's concepts with no header or cookie. */
export async function conceptDownloadLink(
  { db }: AppContext,
  userId: number,
  sessionToken: string,
  id: number,
): Promise<DownloadLink> {
  const row = await ownedConcept(db, userId, id);
  return createDownloadLink(sessionToken, userId, row.id);
}

/**
 * 'Generate Assets': the platform's renditions are rendered again from the stored original and replace the old ones.
 * A platform the concept did not have is added, with copy for each of its languages from the copy engine.
 */
export async function regenerateAssets(
  deps: Pick<AppContext, "db" | "media" | "copy" | "lexicon"> & { upload?: UploadSource },
  userId: number,
  id: number,
  platform: PlatformId,
  onPhase: (p: AssetPhase) => void = () => {},
): Promise<AssetGeneration> {
  const row = await ownedConcept(deps.db, userId, id);
  const original = await deps.media.get(row.imageUrl);
  if (!original) throw notFound("Image Not Found");
  const bytes = new Uint8Array(await original.arrayBuffer());
  // The stored original passed the rules of its day; one they now refuse is answered as a refusal, never a 500.
  const uploader = deps.upload ? { ...deps.upload, userId } : null;
  const pipeline = await renderPlatforms(uploader, bytes, [platform], (e) =>
    onPhase({
      phase: "rendering",
      message: `Rendering ${platformById(platform).name}`,
      platform,
      done: e.done,
      total: e.total,
    }),
  );
  const platforms = row.platforms.includes(platform) ? row.platforms : [...row.platforms, platform];
  let aiGeneratedCopy = row.aiGeneratedCopy ?? {};
  if (!row.platforms.includes(platform)) {
    const current = { title_en: row.titleEn, title_es: row.titleEs, body_en: row.bodyEn, body_es: row.bodyEs };
    const brief = {
      ...briefOf(row.businessContext, current),
      platforms: [platform],
      languages: row.selectedLanguages ?? ["en"],
    };
    const copy = await deps.copy.generate(await withWords(deps.lexicon, brief), null, crypto.randomUUID());
    aiGeneratedCopy = structuredClone(aiGeneratedCopy);
    for (const [lang, byPlatform] of Object.entries(copy.aiGeneratedCopy))
      Object.assign((aiGeneratedCopy[lang] ??= {}), byPlatform);
  }
  const folder = row.imageUrl.slice(0, row.imageUrl.lastIndexOf("/") + 1);
  const stamp = Date.now().toString(36);
  const sizes: Record<string, string> = {};
  const replaced = Object.values(row.smartResizedImages?.[platform] ?? {});
  let updated: ConceptRow[];
  // R2 first, then the row; if the row cannot be updated the new objects go again, so nothing is left unreferenced.
  try {
    for (const r of pipeline.renditions) {
      const key = `${folder}${r.sizeKey}-${stamp}.jpg`;
      await deps.media.put(key, r.jpeg, { httpMetadata: { contentType: "image/jpeg" } });
      sizes[r.sizeKey] = key;
    }
    updated = await deps.db
      .update(adConcepts)
      .set({
        smartResizedImages: { ...(row.smartResizedImages ?? {}), [platform]: sizes },
        platforms,
        aiGeneratedCopy,
        generationCount: sql`${adConcepts.generationCount} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(adConcepts.id, row.id))
      .returning();
    if (!updated[0]) throw notFound("Concept not found");
  } catch (err) {
    await Promise.allSettled(Object.values(sizes).map((k) => deps.media.delete(k)));
    throw err;
  }
  // The old renditions go once the row points at the new ones; a rendition shared with another platform stays.
  const stillUsed = new Set(Object.values(updated[0]!.smartResizedImages ?? {}).flatMap((s) => Object.values(s)));
  await deps.media.delete(replaced.filter((k) => !stillUsed.has(k)));
  await queueCreatives(deps, updated[0]!, Object.keys(sizes));
  emitImagesRegenerated(deps, updated[0]!, platform);
  return {
    concept: await conceptSummary(deps.db, updated[0]!),
    platform,
    sizes: pipeline.renditions.map((r) => ({
      key: r.sizeKey,
      width: r.width,
      height: r.height,
      bytes: r.jpeg.length,
      mode: r.framing === "crop" ? "crop" : "fit",
    })),
  };
}
