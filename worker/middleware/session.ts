import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import type { UserRow } from "../services/context";
import { forbidden, unauthorized } from "../lib/errors";

export const SESSION_COOKIE = "rg_session";

/** The session token from `Authorization: Bearer` (SPEC §7) or, failing that, the HttpOnly cookie. */
export function sessionToken(c: Context<AppEnv>): { token: string; via: "bearer" | "cookie" } | null {
  const auth = c.req.header("Authorization");
  if (auth?.startsWith("Bearer ")) {
    const token = auth.slice(7).trim();
    if (token) return { token, via: "bearer" };
  }
  const cookie = getCookie(c, SESSION_COOKIE);
  return cookie ? { token: cookie, via: "cookie" } : null;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * True when a browser says another site started this request (Fetch Metadata). Such a GET may be answered but must
 * not count anything: a link on another site cannot raise a concept's download count.
 */
export function startedByAnotherSite(c: Context<AppEnv>): boolean {
  const site = c.req.header("Sec-Fetch-Site");
  return site === "cross-site" || site === "same-site";
}

/** A cookie-authenticated write must come from our own origin (CSRF defence; bearer requests cannot be forged). */
function checkOrigin(c: Context<AppEnv>): void {
  if (SAFE_METHODS.has(c.req.method)) return;
  const origin = c.req.header("Origin");
  const self = new URL(c.req.url).origin;
  if (origin !== self) throw forbidden("Cross-site request refused");
}

/**
 * For writes that act on the session without requiring it (sign-out, checkout): a request carrying the session cookie must come
 * from our own origin, even when the session behind it is no longer live. Bearer requests pass.
 */
export const sameOriginCookieWrite = createMiddleware<AppEnv>(async (c, next) => {
  if (sessionToken(c)?.via === "cookie") checkOrigin(c);
  await next();
});

export function requireUser(c: Context<AppEnv>): UserRow {
  const user = c.get("user");
  if (!user) throw unauthorized();
  if (c.get("authVia") === "cookie") checkOrigin(c);
  return user;
}

/** 401 without a session; 403 unless the database row says administrator. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = requireUser(c);
  if (!user.isAdmin) throw forbidden("Administrator access required");
  await next();
});

export const requireSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});
