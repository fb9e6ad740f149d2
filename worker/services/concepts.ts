import { and, desc, eq, sql } from "drizzle-orm";
import type { ConceptSummary, Stats } from "@common/concepts";
import type { Db } from "../db/client";
import { adConcepts } from "../db/schema";
import { notFound } from "../lib/http-error";
import { toBase64 } from "../lib/base64";

type ConceptRow = typeof adConcepts.$inferSelect;

export function toSummary(row: ConceptRow): ConceptSummary {
  const renditions: Record<string, string[]> = {};
  for (const [platform, sizes] of Object.entries(row.smartResizedImages ?? {})) renditions[platform] = Object.keys(sizes);
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
    downloadCount: row.downloadCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The owner's concepts, newest first, optionally only those made for one platform. */
export async function listConcepts(db: Db, userId: number, platform?: string): Promise<ConceptSummary[]> {
  const rows = await db.select().from(adConcepts).where(eq(adConcepts.userId, userId)).orderBy(desc(adConcepts.createdAt), desc(adConcepts.id));
  return rows.filter((r) => !platform || r.platforms.includes(platform)).map(toSummary);
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
