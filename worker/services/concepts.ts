import { and, desc, eq, sql } from "drizzle-orm";
import type { AssetGeneration, ConceptCopyUpdate, ConceptSummary, Stats } from "@common/concepts";
import { platformById, type PlatformId } from "@common/platforms";
import { briefOf } from "../copywriting/improve";
import type { CopyEngine } from "../copywriting/types";
import { runPipeline } from "../imaging/pipeline";
import { templateEngine } from "../copywriting/template-engine";
import type { Db } from "../db/client";
import { adConcepts, type ConceptRow } from "../db/schema";
import { notFound } from "../lib/http-error";
import { toBase64 } from "../lib/base64";


const textOrNull = (v: unknown) => (typeof v === "string" && v.trim() ? v : null);

export function toSummary(row: ConceptRow, isExample = false): ConceptSummary {
  const renditions: Record<string, string[]> = {};
  for (const [platform, sizes] of Object.entries(row.smartResizedImages ?? {})) renditions[platform] = Object.keys(sizes);
  const brief = (row.businessContext ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    userConceptNumber: row.userConceptNumber,
    title_en: row.titleEn,
    title_es: row.titleEs,
    body_en: row.bodyEn,
    body_es: row.bodyEs,
    platforms: row.platforms,
    selectedLanguages: row.selectedLanguages ?? [],
    renditions,
    imageUrl: `/api/concepts/${row.id}/image`,
    isExample,
    aiGeneratedCopy: row.aiGeneratedCopy ?? {},
    brief: {
      businessType: textOrNull(brief.businessType),
      targetAudience: textOrNull(brief.targetAudience),
      tone: textOrNull(brief.tone),
      productDescription: textOrNull(brief.productDescription),
      brandName: textOrNull(brief.brandName),
    },
    downloadCount: row.downloadCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The owner's concepts, newest first, optionally only those made for one platform. */
export async function listConcepts(db: Db, userId: number, platform?: string): Promise<ConceptSummary[]> {
  const rows = await db.select().from(adConcepts).where(eq(adConcepts.userId, userId)).orderBy(desc(adConcepts.createdAt), desc(adConcepts.id));
  return rows.filter((r) => !platform || r.platforms.includes(platform)).map((r) => toSummary(r));
}

/** One concept of its owner; anyone else's id is simply not found. */
export async function ownedConcept(db: Db, userId: number, id: number): Promise<ConceptRow> {
  const row = (await db.select().from(adConcepts).where(and(eq(adConcepts.id, id), eq(adConcepts.userId, userId))).limit(1))[0];
  if (!row) throw notFound("Concept not found");
  return row;
}

/** Stats computed from the rows: concepts, distinct platforms, stored renditions, distinct languages. */
export async function conceptStats(db: Db, userId: number): Promise<Stats> {
  const rows = await db
    .select({ platforms: adConcepts.platforms, languages: adConcepts.selectedLanguages, images: adConcepts.smartResizedImages })
    .from(adConcepts)
    .where(eq(adConcepts.userId, userId));
  const platforms = new Set<string>();
  const languages = new Set<string>();
  let assets = 0;
  for (const r of rows) {
    r.platforms.forEach((p) => platforms.add(p));
    (r.languages ?? []).forEach((l) => languages.add(l));
    for (const sizes of Object.values(r.images ?? {})) assets += Object.keys(sizes).length;
  }
  return { total: rows.length, platforms: platforms.size, assets, languages: languages.size };
}


/** A concept image from R2 as a data URL: the original, or one rendition by size name. */
export async function conceptImage(media: R2Bucket, row: ConceptRow, size?: string): Promise<string> {
  let key = row.imageUrl;
  if (size) {
    const found = Object.values(row.smartResizedImages ?? {}).map((sizes) => sizes[size]).find(Boolean);
    if (!found) throw notFound("This concept has no image of that size");
    key = found;
  }
  if (key.startsWith("data:image/")) return key;
  const obj = await media.get(key);
  if (!obj) throw notFound("Image Not Found");
  const type = obj.httpMetadata?.contentType ?? "image/jpeg";
  return `data:${type};base64,${toBase64(new Uint8Array(await obj.arrayBuffer()))}`;
}

export async function recordDownload(db: Db, id: number): Promise<void> {
  await db
    .update(adConcepts)
    .set({ downloadCount: sql`${adConcepts.downloadCount} + 1`, lastDownloaded: new Date() })
    .where(eq(adConcepts.id, id));
}

export async function updateConceptCopy(db: Db, id: number, copy: ConceptCopyUpdate): Promise<ConceptRow> {
  const rows = await db
    .update(adConcepts)
    .set({ titleEn: copy.title_en, titleEs: copy.title_es, bodyEn: copy.body_en, bodyEs: copy.body_es, updatedAt: new Date() })
    .where(eq(adConcepts.id, id))
    .returning();
  if (!rows[0]) throw notFound("Concept not found");
  return rows[0];
}

/** Every R2 key of a concept: the original, each rendition, and anything else stored under its folder. */
async function conceptKeys(media: R2Bucket, row: ConceptRow): Promise<string[]> {
  const keys = new Set<string>();
  if (!row.imageUrl.startsWith("data:")) keys.add(row.imageUrl);
  for (const sizes of Object.values(row.smartResizedImages ?? {})) for (const k of Object.values(sizes)) keys.add(k);
  const folder = row.imageUrl.includes("/") ? row.imageUrl.slice(0, row.imageUrl.lastIndexOf("/") + 1) : "";
  if (folder.startsWith(`concepts/${row.userId}/`)) {
    let cursor: string | undefined;
    do {
      const page = await media.list({ prefix: folder, cursor });
      page.objects.forEach((o) => keys.add(o.key));
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
  return [...keys];
}

/** Deletes the row first (so the concept is gone for the user even if storage hiccups), then its R2 objects. */
export async function deleteConcept(db: Db, media: R2Bucket, row: ConceptRow): Promise<void> {
  const keys = await conceptKeys(media, row);
  await db.delete(adConcepts).where(and(eq(adConcepts.id, row.id), eq(adConcepts.userId, row.userId)));
  for (let i = 0; i < keys.length; i += 1000) await media.delete(keys.slice(i, i + 1000));
}

export type AssetPhase = { phase: "rendering"; message: string; platform: string; done: number; total: number };

/**
 * 'Generate Assets': the platform's renditions are rendered again from the stored original and replace the old ones.
 * A platform the concept did not have is added, with copy for each of its languages from the copy engine.
 */
export async function regenerateAssets(
  deps: { db: Db; media: R2Bucket; engine?: CopyEngine },
  row: ConceptRow,
  platform: PlatformId,
  onPhase: (p: AssetPhase) => void = () => {},
): Promise<AssetGeneration> {
  const original = await deps.media.get(row.imageUrl);
  if (!original) throw notFound("Image Not Found");
  const bytes = new Uint8Array(await original.arrayBuffer());
  const pipeline = await runPipeline(bytes, [platform], (e) =>
    onPhase({ phase: "rendering", message: `Rendering ${platformById(platform).name}`, platform, done: e.done, total: e.total }),
  );
  const folder = row.imageUrl.slice(0, row.imageUrl.lastIndexOf("/") + 1);
  const stamp = Date.now().toString(36);
  const sizes: Record<string, string> = {};
  for (const r of pipeline.renditions) {
    const key = `${folder}${r.sizeKey}-${stamp}.jpg`;
    await deps.media.put(key, r.jpeg, { httpMetadata: { contentType: "image/jpeg" } });
    sizes[r.sizeKey] = key;
  }
  const replaced = Object.values(row.smartResizedImages?.[platform] ?? {});
  const platforms = row.platforms.includes(platform) ? row.platforms : [...row.platforms, platform];
  let aiGeneratedCopy = row.aiGeneratedCopy ?? {};
  if (!row.platforms.includes(platform)) {
    const current = { title_en: row.titleEn, title_es: row.titleEs, body_en: row.bodyEn, body_es: row.bodyEs };
    const brief = { ...briefOf(row.businessContext, current), platforms: [platform], languages: (row.selectedLanguages ?? ["en"]) as never };
    const copy = await (deps.engine ?? templateEngine).generate(brief, null, crypto.randomUUID());
    aiGeneratedCopy = structuredClone(aiGeneratedCopy);
    for (const [lang, byPlatform] of Object.entries(copy.aiGeneratedCopy)) Object.assign((aiGeneratedCopy[lang] ??= {}), byPlatform);
  }
  const updated = await deps.db
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
  // The old renditions go once the row points at the new ones; a rendition shared with another platform stays.
  const stillUsed = new Set(Object.values(updated[0]!.smartResizedImages ?? {}).flatMap((s) => Object.values(s)));
  await deps.media.delete(replaced.filter((k) => !stillUsed.has(k)));
  return {
    concept: toSummary(updated[0]!),
    platform,
    sizes: pipeline.renditions.map((r) => ({ key: r.sizeKey, width: r.width, height: r.height, bytes: r.jpeg.length, mode: r.mode })),
  };
}
