import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { D1_BOOKMARK_COOKIE, D1_BOOKMARK_HEADER, D1_BOOKMARK_MAX_AGE_S, isD1Bookmark } from "@common/d1-bookmark";
import type { AppEnv } from "../app-env";
import type { ReadOptions } from "../services/context";

/*
 * Read-your-writes across requests on D1 read replicas (decision 037): every API request opens a D1 session after the
 * bookmark its client sent back, and its answer carries the session's newest bookmark (a cookie for the app, a header
 * for API clients). Reads that must be current start on the primary instead.
 */

/** Paths whose every request starts on the primary: money, plans, admin, and usage the meter has just written. */
const PRIMARY_PATHS = [
  "/api/create-stripe-checkout",
  "/api/stripe",
  "/api/sandbox",
  "/api/crypto",
  "/api/crypto-payment",
  "/api/subscription",
  "/api/user/subscription",
  "/api/change-password",
  "/api/admin",
  "/api/v1/usage",
];

/** Paths whose writes start on the primary (sign-up, sign-in, sign-out, password reset); their GET reads do not. */
const PRIMARY_WRITE_PATHS = ["/api/auth"];

/** Public data the edge cache keeps (decision 035): its GET answers never carry the cookie. */
const PUBLIC_CACHED_PATHS = ["/api/examples", "/api/shared", "/api/subscription-plans"];

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

const under = (path: string, prefixes: readonly string[]) =>
  prefixes.some((p) => path === p || path.startsWith(`${p}/`));

/** Whether a request must start its session on the primary. */
export function readsPrimary(method: string, path: string): boolean {
  return under(path, PRIMARY_PATHS) || (!READS.has(method) && under(path, PRIMARY_WRITE_PATHS));
}

/** The bookmark the client sent (the header, else the cookie), or null when none or not a bookmark's shape. */
function sentBookmark(c: Context<AppEnv>): string | null {
  const sent = c.req.header(D1_BOOKMARK_HEADER) ?? getCookie(c, D1_BOOKMARK_COOKIE);
  return isD1Bookmark(sent) ? sent : null;
}

/** How this request's context reads D1. */
export function readOptionsOf(c: Context<AppEnv>): ReadOptions {
  return { primary: readsPrimary(c.req.method, c.req.path), bookmark: sentBookmark(c) };
}

const isApi = (path: string) => under(path, ["/api/v1"]);

/** Adds a header name to a comma-separated CORS list the answer already has (one our routes set). */
function appendToList(headers: Headers, name: string, value: string) {
  const list = headers.get(name);
  if (list && !list.toLowerCase().includes(value.toLowerCase())) headers.set(name, `${list}, ${value}`);
}

/**
 * Sends the session's newest bookmark back. API answers carry the header (exposed to cross-origin callers, and allowed
 * on their preflight). App answers carry the cookie, except where an answer may be shared: a public cached GET, a GET
 * from someone not signed in (nothing of theirs to read back), or any answer marked `Cache-Control: public`.
 */
export function answerBookmark(c: Context<AppEnv>, bookmark: string | null) {
  try {
    writeBookmark(c, bookmark);
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
    // An answer made elsewhere (a fetch, Response.redirect) has immutable headers: copy it once, then write.
    c.res = new Response(c.res.body, c.res);
    writeBookmark(c, bookmark);
  }
}

function writeBookmark(c: Context<AppEnv>, bookmark: string | null) {
  const { method, path } = c.req;
  const headers = c.res.headers;
  if (isApi(path)) appendToList(headers, "Access-Control-Allow-Headers", D1_BOOKMARK_HEADER);
  if (!bookmark || method === "OPTIONS" || /\bpublic\b/.test(headers.get("Cache-Control") ?? "")) return;
  if (isApi(path)) {
    headers.set(D1_BOOKMARK_HEADER, bookmark);
    appendToList(headers, "Access-Control-Expose-Headers", D1_BOOKMARK_HEADER);
    // The app calls some /api/v1 routes with its session cookie (key management): it keeps its cookie too.
    if (c.var.authVia !== "cookie") return;
  } else if (READS.has(method) && (!c.var.user || under(path, PUBLIC_CACHED_PATHS))) return;
  setCookie(c, D1_BOOKMARK_COOKIE, bookmark, {
    httpOnly: true,
    secure: new URL(c.req.url).protocol === "https:",
    sameSite: "Lax",
    path: "/",
    maxAge: D1_BOOKMARK_MAX_AGE_S,
  });
}
