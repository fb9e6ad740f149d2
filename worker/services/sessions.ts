import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { type UserRow, userSessions, users } from "../db/schema";
import { randomToken, sha256Hex } from "../lib/crypto";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Creates a session and returns the token; only its SHA-256 is stored. */
export async function createSession(
  db: Db,
  userId: number,
  now = Date.now(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now + SESSION_TTL_MS);
  await db.insert(userSessions).values({ id: await sha256Hex(token), userId, createdAt: new Date(now), expiresAt });
  return { token, expiresAt };
}

/** The user behind a live session token, or null. Expired sessions are refused (and removed). */
export async function userForToken(db: Db, token: string, now = Date.now()): Promise<UserRow | null> {
  if (!token || token.length > 128) return null;
  const id = await sha256Hex(token);
  const rows = await db
    .select({ user: users, expiresAt: userSessions.expiresAt })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(eq(userSessions.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (row.expiresAt.getTime() <= now) {
    await db.delete(userSessions).where(eq(userSessions.id, id));
    return null;
  }
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
