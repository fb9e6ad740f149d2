import { and, eq } from "drizzle-orm";
import { adConcepts, type ConceptRow } from "../../db/schema";
import type { AppContext } from "../context";
import { creativesPrefix, keysUnder } from "../assets/media";
import { publicOriginalKey } from "../shares/public-images";
import { emitWebhookEvent } from "../webhooks";
import { ownedConcept } from "./read";

/** Every R2 key of a concept: the original, each rendition, its creatives and anything else under its folder. */
async function conceptKeys(media: R2Bucket, row: ConceptRow): Promise<string[]> {
  const keys = new Set<string>();
  if (!row.imageUrl.startsWith("data:")) keys.add(row.imageUrl);
  keys.add(publicOriginalKey(row));
  for (const sizes of Object.values(row.smartResizedImages ?? {})) for (const k of Object.values(sizes)) keys.add(k);
  const folder = row.imageUrl.includes("/") ? row.imageUrl.slice(0, row.imageUrl.lastIndexOf("/") + 1) : "";
  if (folder.startsWith(`concepts/${row.userId}/`)) for (const k of await keysUnder(media, folder)) keys.add(k);
  for (const k of await keysUnder(media, creativesPrefix(row))) keys.add(k);
  return [...keys];
}

/** Deletes the row first (so the concept is gone for the user even if storage hiccups), then its R2 objects. */
export async function deleteConcept(ctx: AppContext, userId: number, id: number): Promise<void> {
  const { db, media } = ctx;
  const row = await ownedConcept(db, userId, id);
  const keys = await conceptKeys(media, row);
  await db.delete(adConcepts).where(and(eq(adConcepts.id, row.id), eq(adConcepts.userId, row.userId)));
  void emitWebhookEvent(ctx, userId, "concept.deleted", { id: row.id });
  for (let i = 0; i < keys.length; i += 1000) await media.delete(keys.slice(i, i + 1000));
}
