import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userSessions } from "../../db/schema";
import { sha256Hex, timingSafeEqual, toHex } from "../../lib/crypto";

/** How long a download link works: long enough to start the download, short enough that a leaked URL is stale. */
export const DOWNLOAD_LINK_TTL_MS = 5 * 60 * 1000;

async function hmac(keyHex: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(keyHex),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return toHex(new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message))));
}

/**
 * A link that downloads one concept with no header or cookie. It is signed with the key of the session that asked for
 * it (the stored SHA-256 of its token, which never leaves the server), so it needs no configured secret, and signing
 * out of that session revokes it.
 */
export async function createDownloadLink(sessionToken: string, userId: number, conceptId: number, now = Date.now()) {
  const exp = now + DOWNLOAD_LINK_TTL_MS;
  const sig = await hmac(await sha256Hex(sessionToken), `${conceptId}.${userId}.${exp}`);
  return {
    url: `/api/concepts/${conceptId}/download?u=${userId}&exp=${exp}&sig=${sig}`,
    expiresAt: new Date(exp).toISOString(),
  };
}

/** The user the link was made for, when it is unexpired and signed by one of their live sessions; otherwise null. */
export async function verifyDownloadLink(
  db: Db,
  conceptId: number,
  userId: number,
  exp: number,
  sig: string,
  now = Date.now(),
): Promise<number | null> {
  if (exp < now || exp > now + DOWNLOAD_LINK_TTL_MS + 60_000 || !/^[0-9a-f]{64}$/.test(sig)) return null;
  const sessions = await db
    .select({ id: userSessions.id })
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), gt(userSessions.expiresAt, new Date(now))));
  const given = new TextEncoder().encode(sig);
  for (const s of sessions) {
    if (timingSafeEqual(new TextEncoder().encode(await hmac(s.id, `${conceptId}.${userId}.${exp}`)), given))
      return userId;
  }
  return null;
}
