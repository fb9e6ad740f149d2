import { and, eq, ne, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type UserRow, userSessions, users } from "../../db/schema";
import { randomToken, sha256Hex } from "../../lib/crypto";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A session ends after this long unused... */
export const SESSION_IDLE_MS = 7 * DAY;
/** ...and this long after sign-in, however much it is used. */
export const SESSION_MAX_MS = 30 * DAY;
/** Use pushes the idle deadline out at most this often, so reading a session does not write on every request. */
export const SESSION_REFRESH_MS = HOUR;

/**
 * Creates a session and returns the token (only its SHA-256 is stored) and when the session ends at the latest, for
 * the cookie's lifetime; the stored deadline is the idle one, which use pushes out.
 */
export async function createSession(
  db: Db,
  userId: number,
  now = Date.now(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  await db.insert(userSessions).values({
    id: await sha256Hex(token),
    userId,
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_IDLE_MS),
  });
  return { token, expiresAt: new Date(now + SESSION_MAX_MS) };
}

/**
 * The user behind a live session token, or null. A session past its idle deadline or its absolute end is refused (and
 * removed); a live one has its idle deadline moved to `now + SESSION_IDLE_MS`, capped at the absolute end.
 */
export async function userForToken(db: Db, token: string, now = Date.now()): Promise<UserRow | null> {
  if (!token || token.length > 128) return null;
  const id = await sha256Hex(token);
  const rows = await db
    .select({ user: users, createdAt: userSessions.createdAt, expiresAt: userSessions.expiresAt })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(eq(userSessions.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const end = row.createdAt.getTime() + SESSION_MAX_MS;
  const deadline = row.expiresAt.getTime();
  if (Math.min(deadline, end) <= now) {
    await db.delete(userSessions).where(eq(userSessions.id, id));
    return null;
  }
  // Sessions stored before the idle rule carry a 30-day deadline: the first use pulls it in to the idle window.
  const next = Math.min(now + SESSION_IDLE_MS, end);
  if (next - deadline >= SESSION_REFRESH_MS || deadline > next)
    await db
      .update(userSessions)
      .set({ expiresAt: new Date(next) })
      .where(eq(userSessions.id, id));
  return row.user;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(userSessions).where(eq(userSessions.id, await sha256Hex(token)));
}

/** Ends every session of the user except the one whose token is given. */
export async function deleteOtherSessions(db: Db, userId: number, keepToken: string | null): Promise<void> {
  const keep = keepToken ? await sha256Hex(keepToken) : "";
  await db.delete(userSessions).where(and(eq(userSessions.userId, userId), ne(userSessions.id, keep)));
}

/**
 * Ends every session of the user (a password reset), as a query to run in the same batch as the write that makes it
 * necessary; `onlyIf` holds it to that write having happened.
 */
export function deleteAllSessions(db: Db, userId: number, onlyIf?: SQL) {
  return db.delete(userSessions).where(and(eq(userSessions.userId, userId), onlyIf));
}
