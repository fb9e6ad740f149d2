import { and, count, desc, eq } from "drizzle-orm";
import {
  Brief,
  SAVED_BRIEF_LIMITS,
  type SavedBrief,
  type SavedBriefCreate,
  type SavedBriefList,
  savedBriefMessages,
} from "@common/briefs";
import { savedBriefs } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import type { AppContext } from "../context";

/**
 * Saved briefs (issue 28): an account keeps up to SAVED_BRIEF_LIMITS.perAccount briefs from the generator, each under
 * a name, to start a later concept from. Every verb is scoped to the owner: another account's brief is 404.
 */

type Row = typeof savedBriefs.$inferSelect;

function toSavedBrief(row: Row): SavedBrief {
  // Stored through the same schema it is read with; a row that no longer parses (a field's rules tightened since) keeps
  // the fields that still do.
  const parsed = Brief.safeParse(row.brief);
  const brief = parsed.success
    ? parsed.data
    : Object.fromEntries(Object.entries(row.brief).filter(([k, v]) => Brief.safeParse({ [k]: v }).success));
  return {
    id: row.id,
    name: row.name,
    brief: brief as Brief,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The account's briefs, the most recently saved first. */
export async function listSavedBriefs({ db }: Pick<AppContext, "db">, userId: number): Promise<SavedBriefList> {
  const rows = await db
    .select()
    .from(savedBriefs)
    .where(eq(savedBriefs.userId, userId))
    .orderBy(desc(savedBriefs.updatedAt), desc(savedBriefs.id));
  return { data: rows.map(toSavedBrief), limit: SAVED_BRIEF_LIMITS.perAccount };
}

/**
 * Saves a brief under its name: a name the account already uses is replaced (`created: false`), a new one is added
 * while the account is under its limit. The limit holds under concurrent saves: a new row that finds the account over
 * it is taken back.
 */
export async function saveBrief(
  { db }: Pick<AppContext, "db">,
  userId: number,
  input: SavedBriefCreate,
): Promise<{ brief: SavedBrief; created: boolean }> {
  const now = new Date();
  const [replaced] = await db
    .update(savedBriefs)
    .set({ brief: input.brief, updatedAt: now })
    .where(and(eq(savedBriefs.userId, userId), eq(savedBriefs.name, input.name)))
    .returning();
  if (replaced) return { brief: toSavedBrief(replaced), created: false };

  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(savedBriefs).where(eq(savedBriefs.userId, userId));
  if (n >= SAVED_BRIEF_LIMITS.perAccount) throw badRequest(savedBriefMessages.limit);
  const [row] = await db
    .insert(savedBriefs)
    .values({ userId, name: input.name, brief: input.brief, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("saved brief insert returned no row");
  const [{ n: after } = { n: 0 }] = await db
    .select({ n: count() })
    .from(savedBriefs)
    .where(eq(savedBriefs.userId, userId));
  if (after > SAVED_BRIEF_LIMITS.perAccount) {
    await db.delete(savedBriefs).where(eq(savedBriefs.id, row.id));
    throw badRequest(savedBriefMessages.limit);
  }
  return { brief: toSavedBrief(row), created: true };
}

/** Deletes one of the account's briefs; another account's (or a missing) id is 404. */
export async function deleteSavedBrief({ db }: Pick<AppContext, "db">, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(savedBriefs)
    .where(and(eq(savedBriefs.id, id), eq(savedBriefs.userId, userId)))
    .returning({ id: savedBriefs.id });
  if (gone.length === 0) throw notFound(savedBriefMessages.notFound);
}
