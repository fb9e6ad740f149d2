import { and, count, desc, eq, sql } from "drizzle-orm";
import type { ConceptSummary, Stats } from "@common/concepts";
import type { Db } from "../../db/client";
import { adConcepts, conceptShares, type ConceptRow, users } from "../../db/schema";
import { notFound, unauthorized } from "../../lib/errors";
import type { AppContext } from "../context";
import { verifyDownloadLink } from "../accounts/download-links";
import { toSummary } from "./rows";

/**
 * The public examples belong to one system account that nobody can sign in to: its password hash is not a hash, so
 * every login fails, and registering its address is refused as taken.
 */
export const EXAMPLES_EMAIL = "examples@reachgen.invalid";

/** A concept by id, and whether it is one of the public examples (one query); undefined when there is none. */
export async function conceptById(db: Db, id: number): Promise<{ row: ConceptRow; isExample: boolean } | undefined> {
  const found = (
    await db
      .select({ concept: adConcepts, ownerEmail: users.email })
      .from(adConcepts)
      .innerJoin(users, eq(users.id, adConcepts.userId))
      .where(eq(adConcepts.id, id))
      .limit(1)
  )[0];
  return found && { row: found.concept, isExample: found.ownerEmail === EXAMPLES_EMAIL };
}

/** The parameters of a signed download link; any of them missing means no link. */
export interface LinkParams {
  u?: number | undefined;
  exp?: number | undefined;
  sig?: string | undefined;
}

/**
 * A concept anyone may read (an example), or one the caller owns. Images and downloads are opened by <img>, hidden
 * frames and new tabs, which send the session cookie but no bearer header; the signed link covers a session without
 * the cookie. `byOwner` is false for anyone else, who gets the public copy of the photo (decision 020).
 */
export async function readableConcept(
  { db }: AppContext,
  id: number,
  callerId: number | undefined,
  link?: LinkParams,
): Promise<{ row: ConceptRow; byOwner: boolean }> {
  const found = await conceptById(db, id);
  if (found?.isExample) return { row: found.row, byOwner: found.row.userId === callerId };
  const linkUser =
    link?.sig && link.u && link.exp ? await verifyDownloadLink(db, id, link.u, link.exp, link.sig) : null;
  const userId = linkUser ?? callerId;
  if (userId === undefined) throw unauthorized();
  if (!found || found.row.userId !== userId) throw notFound("Concept not found");
  return { row: found.row, byOwner: true };
}

/** The owner's concepts, newest first, optionally only those made for one platform. */
export async function listConcepts(ctx: AppContext, userId: number, platform?: string): Promise<ConceptSummary[]> {
  return (await conceptPage(ctx, userId, { platform })).rows;
}

/** A page of the owner's concepts (newest first) and how many there are in all, optionally for one platform. */
export async function conceptPage(
  { db }: Pick<AppContext, "db">,
  userId: number,
  page: { platform?: string | undefined; limit?: number; offset?: number },
): Promise<{ rows: ConceptSummary[]; total: number }> {
  const where = and(
    eq(adConcepts.userId, userId),
    page.platform
      ? sql`exists (select 1 from json_each(${adConcepts.platforms}) where value = ${page.platform})`
      : undefined,
  );
  const list = db
    .select({ concept: adConcepts, shareToken: conceptShares.token })
    .from(adConcepts)
    .leftJoin(conceptShares, eq(conceptShares.conceptId, adConcepts.id))
    .where(where)
    .orderBy(desc(adConcepts.createdAt), desc(adConcepts.id))
    .limit(page.limit ?? -1)
    .offset(page.offset ?? 0);
  const [rows, totals] = await db.batch([list, db.select({ n: count() }).from(adConcepts).where(where)]);
  return { rows: rows.map((r) => toSummary(r.concept, false, r.shareToken)), total: totals[0]?.n ?? 0 };
}

/** One concept of its owner; anyone else's id is simply not found. */
export async function ownedConcept(db: Db, userId: number, id: number): Promise<ConceptRow> {
  const row = (
    await db
      .select()
      .from(adConcepts)
      .where(and(eq(adConcepts.id, id), eq(adConcepts.userId, userId)))
      .limit(1)
  )[0];
  if (!row) throw notFound("Concept not found");
  return row;
}

/** Stats computed from the rows: concepts, distinct platforms, stored renditions, distinct languages. */
export async function conceptStats({ db }: AppContext, userId: number): Promise<Stats> {
  const rows = await db
    .select({
      platforms: adConcepts.platforms,
      languages: adConcepts.selectedLanguages,
      images: adConcepts.smartResizedImages,
    })
    .from(adConcepts)
    .where(eq(adConcepts.userId, userId));
  const platforms = new Set<string>();
  const languages = new Set<string>();
  let assets = 0;
  for (const r of rows) {
    for (const p of r.platforms) platforms.add(p);
    for (const l of r.languages ?? []) languages.add(l);
    for (const sizes of Object.values(r.images ?? {})) assets += Object.keys(sizes).length;
  }
  return { total: rows.length, platforms: platforms.size, assets, languages: languages.size };
}
