import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AuthResult, AuthUser } from "@common/auth";
import { createDb } from "../../db/client";
import { sha256Hex } from "../../lib/crypto";
import {
  createSession,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  SESSION_REFRESH_MS,
  userForToken,
} from "../../services/accounts/sessions";
import { createUser } from "../factories";
import { call, expectBody, expectError, jsonInit } from "../helpers";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const db = createDb(env.DB);

async function storedDeadline(token: string): Promise<number | null> {
  const row = await env.DB.prepare("SELECT expires_at AS at FROM user_sessions WHERE id = ?")
    .bind(await sha256Hex(token))
    .first<{ at: number }>();
  return row?.at ?? null;
}

describe("session lifetime", () => {
  it("uses a 7-day idle timeout, a 30-day absolute lifetime and hourly refreshes", () => {
    expect([SESSION_IDLE_MS, SESSION_MAX_MS, SESSION_REFRESH_MS]).toEqual([7 * DAY, 30 * DAY, HOUR]);
  });

  it("an idle session expires after 7 days and is removed", async () => {
    const { user } = await createUser();
    const t0 = Date.now();
    const { token } = await createSession(db, user.id, t0);
    expect((await userForToken(db, token, t0 + SESSION_IDLE_MS - 1))?.id).toBe(user.id);
    const again = await createSession(db, user.id, t0);
    expect(await userForToken(db, again.token, t0 + SESSION_IDLE_MS)).toBeNull();
    expect(await storedDeadline(again.token)).toBeNull();
  });

  it("an active session slides, writing at most once an hour", async () => {
    const { user } = await createUser();
    const t0 = Date.now();
    const { token } = await createSession(db, user.id, t0);
    expect(await storedDeadline(token)).toBe(t0 + SESSION_IDLE_MS);
    // Reads within the hour leave the row alone.
    await userForToken(db, token, t0 + 10 * 60_000);
    await userForToken(db, token, t0 + HOUR - 1);
    expect(await storedDeadline(token)).toBe(t0 + SESSION_IDLE_MS);
    await userForToken(db, token, t0 + HOUR);
    expect(await storedDeadline(token)).toBe(t0 + HOUR + SESSION_IDLE_MS);
    // Used every 6 days, it outlives the idle window several times over, up to the 30-day end.
    for (let day = 6; day <= 18; day += 6) expect((await userForToken(db, token, t0 + day * DAY))?.id).toBe(user.id);
    expect(await storedDeadline(token)).toBe(t0 + 18 * DAY + SESSION_IDLE_MS);
    expect((await userForToken(db, token, t0 + 24 * DAY))?.id).toBe(user.id);
    expect(await storedDeadline(token)).toBe(t0 + SESSION_MAX_MS);
  });

  it("nothing lives past 30 days, however active", async () => {
    const { user } = await createUser();
    const t0 = Date.now();
    const { token, expiresAt } = await createSession(db, user.id, t0);
    expect(expiresAt.getTime()).toBe(t0 + SESSION_MAX_MS);
    for (let h = 1; h * 12 * HOUR < SESSION_MAX_MS; h++)
      expect((await userForToken(db, token, t0 + h * 12 * HOUR))?.id).toBe(user.id);
    expect(await storedDeadline(token)).toBe(t0 + SESSION_MAX_MS);
    expect((await userForToken(db, token, t0 + SESSION_MAX_MS - 1))?.id).toBe(user.id);
    expect(await userForToken(db, token, t0 + SESSION_MAX_MS)).toBeNull();
    // Even a row whose deadline was written past the end (by hand, or by older code) ends at 30 days.
    const forged = await createSession(db, user.id, t0);
    await env.DB.prepare("UPDATE user_sessions SET expires_at = ? WHERE id = ?")
      .bind(t0 + 365 * DAY, await sha256Hex(forged.token))
      .run();
    expect(await userForToken(db, forged.token, t0 + SESSION_MAX_MS)).toBeNull();
  });

  it("a session stored with the old 30-day deadline is pulled in to the idle window on its first use", async () => {
    const { user } = await createUser();
    const t0 = Date.now();
    const { token } = await createSession(db, user.id, t0);
    await env.DB.prepare("UPDATE user_sessions SET expires_at = ? WHERE id = ?")
      .bind(t0 + SESSION_MAX_MS, await sha256Hex(token))
      .run();
    await userForToken(db, token, t0 + DAY);
    expect(await storedDeadline(token)).toBe(t0 + DAY + SESSION_IDLE_MS);
    expect(await userForToken(db, token, t0 + DAY + SESSION_IDLE_MS)).toBeNull();
  });

  it("the sign-in cookie lasts as long as the session can, and the server ends it when idle", async () => {
    const { user, password } = await createUser();
    const res = await call("/api/auth/login", jsonInit("POST", { email: user.email, password }));
    const { sessionId } = await expectBody(res, 200, AuthResult);
    const expires = /Expires=([^;]+)/.exec(res.headers.get("Set-Cookie") ?? "")?.[1];
    expect(Date.parse(expires ?? "") - Date.now()).toBeGreaterThan(SESSION_MAX_MS - DAY);
    const auth = { Authorization: `Bearer ${sessionId}` };
    await expectBody(await call("/api/auth/user", { headers: auth }), 200, AuthUser);
    await env.DB.prepare("UPDATE user_sessions SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, await sha256Hex(sessionId))
      .run();
    await expectError(await call("/api/auth/user", { headers: auth }), 401, "UNAUTHORIZED");
  });
});
