import { creativeEntries } from "@common/creatives";
import { eq } from "drizzle-orm";
import { type ConceptShare, SHARE_NOT_FOUND, SHARE_TOKEN, type SharedConcept } from "@common/concepts";
import { sharedImageUrl, sharePath } from "@common/paths";
import type { Db } from "../../db/client";
import { adConcepts, type ConceptRow, conceptShares, users } from "../../db/schema";
import { randomToken } from "../../lib/crypto";
import { edgeCachedJson, VersionMemo } from "../../lib/edge-cache";
import { notFound } from "../../lib/errors";
import { EXAMPLES_EMAIL, ownedConcept } from "../concepts/read";
import { rowImageFile } from "../concepts/images";
import { shareRowOf, toSummary } from "../concepts/rows";
import type { AppContext } from "../context";
import { ensurePublicOriginal, publicOriginal } from "./public-images";

const toShare = (row: { token: string; createdAt: Date }): ConceptShare => ({
  sharePath: sharePath(row.token),
  createdAt: row.createdAt.toISOString(),
});

/**
 * How long an isolate trusts a link's version (decision 035): an edit shows everywhere within it; a stopped share
 * stops at once in the isolate that stopped it, and within it everywhere else.
 */
export const SHARE_VERSION_MEMO_MS = 5_000;
const shareVersions = new VersionMemo(SHARE_VERSION_MEMO_MS);

/** The public page of one of the owner's concepts, or null while it has none. */
export async function conceptShare({ db }: Pick<AppContext, "db">, userId: number, id: number) {
  await ownedConcept(db, userId, id);
  const found = await shareRowOf(db, id);
  return found ? toShare(found) : null;
}

/**
 * Gives one of the owner's concepts a public page, or answers the one it has (sharing twice is one page). `created`
 * says which, for the status code.
 */
export async function shareConcept(
  { db }: Pick<AppContext, "db">,
  userId: number,
  id: number,
): Promise<{ share: ConceptShare; created: boolean }> {
  await ownedConcept(db, userId, id);
  const made = await db
    .insert(conceptShares)
    .values({ conceptId: id, token: randomToken(16) })
    .onConflictDoNothing({ target: conceptShares.conceptId })
    .returning();
  if (made[0]) return { share: toShare(made[0]), created: true };
  return { share: toShare((await shareRowOf(db, id))!), created: false };
}

/**
 * Makes the public copy of a shared concept's photo (decision 020) if it has none yet, so its first visitor does not
 * wait for it: the share route runs this after answering.
 */
export async function preparePublicPhoto(ctx: Pick<AppContext, "db" | "media">, userId: number, id: number) {
  await ensurePublicOriginal(ctx, await ownedConcept(ctx.db, userId, id));
}

/** Ends the concept's public page: its link answers 404 from now on. Revoking an unshared concept does nothing. */
export async function unshareConcept({ db }: Pick<AppContext, "db">, userId: number, id: number): Promise<void> {
  await ownedConcept(db, userId, id);
  const stopped = await db
    .delete(conceptShares)
    .where(eq(conceptShares.conceptId, id))
    .returning({ token: conceptShares.token });
  // This isolate stops answering it at once; every other one within SHARE_VERSION_MEMO_MS (the version is gone).
  for (const { token } of stopped) shareVersions.forget(token);
}

/** Gives each of these concepts a public page unless it has one (the examples, which are public already). */
export async function giveShares(db: Db, conceptIds: readonly number[]): Promise<void> {
  if (!conceptIds.length) return;
  await db
    .insert(conceptShares)
    .values(conceptIds.map((conceptId) => ({ conceptId, token: randomToken(16) })))
    .onConflictDoNothing();
}

/** The concept behind a public link, or 404 with the same message for a malformed, unknown or revoked token. */
export async function sharedRow(db: Db, token: string): Promise<{ row: ConceptRow; isExample: boolean }> {
  if (!SHARE_TOKEN.test(token)) throw notFound(SHARE_NOT_FOUND);
  const found = (
    await db
      .select({ concept: adConcepts, ownerEmail: users.email })
      .from(conceptShares)
      .innerJoin(adConcepts, eq(adConcepts.id, conceptShares.conceptId))
      .innerJoin(users, eq(users.id, adConcepts.userId))
      .where(eq(conceptShares.token, token))
      .limit(1)
  )[0];
  if (!found) throw notFound(SHARE_NOT_FOUND);
  return { row: found.concept, isExample: found.ownerEmail === EXAMPLES_EMAIL };
}

/**
 * The version of what a public link shows, for the edge cache (decision 035): the share row and the concept's last
 * change, read with one small indexed query instead of the concept's whole row. Null when the link leads nowhere, so
 * nothing is cached for it and the real read answers 404. Stopping a share deletes its row (a new share is a new
 * token); an edit, regeneration or layout switch moves the concept's updated_at.
 */
export async function shareVersion({ db }: Pick<AppContext, "db">, token: string): Promise<string | null> {
  if (!SHARE_TOKEN.test(token)) return null;
  const found = (
    await db
      .select({ share: conceptShares.id, updatedAt: adConcepts.updatedAt })
      .from(conceptShares)
      .innerJoin(adConcepts, eq(adConcepts.id, conceptShares.conceptId))
      .where(eq(conceptShares.token, token))
      .limit(1)
  )[0];
  return found ? `${found.share}.${found.updatedAt.getTime()}` : null;
}

/** What the public page shows: the images and the copy, not the brief. */
export async function sharedConcept({ db }: Pick<AppContext, "db">, token: string): Promise<SharedConcept> {
  const { row, isExample } = await sharedRow(db, token);
  const summary = toSummary(row, isExample, token);
  return {
    title: summary.title_en,
    body: summary.body_en,
    brandName: summary.brief.brandName,
    productName: summary.brief.productName,
    platforms: summary.platforms,
    selectedLanguages: summary.selectedLanguages,
    renditions: summary.renditions,
    creatives: creativeEntries(
      summary.renditions,
      summary.selectedLanguages,
      row.creativeLayouts,
      `/api/shared/${token}/creatives`,
    ),
    imageUrl: sharedImageUrl(token),
    aiGeneratedCopy: summary.aiGeneratedCopy,
    copyProvider: summary.copyProvider,
    briefLanguage: summary.brief.briefLanguage,
    isExample,
    createdAt: summary.createdAt,
  };
}

/**
 * The shared concept through the edge cache (decision 035), keyed by the link's version: the same for everyone with
 * the link, so safe to share between visitors. A link that leads nowhere is never cached and answers 404.
 */
export async function cachedSharedConcept(ctx: Pick<AppContext, "db">, origin: string, token: string) {
  const version = await shareVersions.get(token, () => shareVersion(ctx, token));
  return edgeCachedJson(origin, "shared", version, token, () => sharedConcept(ctx, token));
}

/** One rendition by size name, or the public copy of the photo (decision 020), of a shared concept, as bytes. */
export async function sharedConceptImage(ctx: Pick<AppContext, "db" | "media">, token: string, size?: string) {
  const { row } = await sharedRow(ctx.db, token);
  return size ? rowImageFile(ctx, row, size) : publicOriginal(ctx, row);
}
