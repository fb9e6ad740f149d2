import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { type ApiPermission, type PriceClass, REPLAYED_HEADER, rateLimitHeaders, usagePrices } from "@common/api";
import type { AppEnv } from "../app-env";
import type { ApiKeyRow } from "../db/schema";
import { AppError, errorResponse, forbidden, unauthorized } from "../lib/errors";
import { apiBudgetOf, apiKeyMessages, authenticateApiKey, hasPermission } from "../services/api/keys";
import { type ApiAdmission, admitApiRequest, HOUR_MS, openApiRequest, settleApiRequest } from "../services/api/usage";
import { waitInWords } from "../services/accounts/throttles";
import { noteApiBudget } from "../services/webhooks";
import { afterAnswer } from "./after-answer";
import { requireUser } from "./session";

/**
 * Who may call a public API route: a secret key, the signed-in session (key management), either (usage reads), or
 * anyone (health, the OpenAPI document).
 */
export type ApiAuth = "key" | "session" | "either" | "none";

export interface ApiAccess {
  auth: ApiAuth;
  /** The key permission the route needs (key calls only). */
  permission?: ApiPermission;
  /** SPEC §9 price class of a successful key call. */
  price: PriceClass;
  /** The documented path, e.g. /api/v1/concepts/{id}: what usage rows and summaries group by. */
  endpoint: string;
}

const EXPOSED = [...rateLimitHeaders, "Retry-After", "X-Request-Id", REPLAYED_HEADER, "Content-Disposition"].join(", ");

const bearerOf = (c: Context<AppEnv>) => {
  const auth = c.req.header("Authorization");
  return auth?.startsWith("Bearer ") ? auth.slice(7).trim() : null;
};

/** A secret key is told from a session token by its prefix (session tokens are base64url of 32 bytes, no prefix). */
export const isSecretKey = (token: string | null | undefined): token is string => !!token?.startsWith("rgs_");

/**
 * The response's body size: declared, or for a JSON answer (small, already whole) its bytes, or for a file counted as
 * it streams out (null when the client went away first).
 */
async function countBody(c: Context<AppEnv>): Promise<{ size: Promise<number | null> }> {
  const res = c.res;
  const declared = res.headers.get("Content-Length");
  if (!res.body) return { size: Promise.resolve(0) };
  if (declared !== null) return { size: Promise.resolve(Number(declared)) };
  if (res.headers.get("Content-Type")?.startsWith("application/json")) {
    const bytes = await res.arrayBuffer();
    c.res = new Response(bytes, res);
    return { size: Promise.resolve(bytes.byteLength) };
  }
  let bytes = 0;
  let done: (n: number | null) => void = () => {};
  const counted = new Promise<number | null>((resolve) => {
    done = resolve;
  });
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
    flush() {
      done(bytes);
    },
  });
  c.res = new Response(res.body.pipeThrough(counter), res);
  return { size: Promise.race([counted, new Promise<null>((r) => setTimeout(() => r(null), 25_000))]) };
}

/**
 * The IETF draft's headers for the budget that binds (the one with fewer requests left), and `RateLimit-Policy`
 * naming both: the account's (the plan's, shared by all its keys) and the key's own.
 */
function setLimitHeaders(headers: Headers, limit: ApiAdmission) {
  const resetSeconds = Math.max(0, Math.ceil((limit.resetAt - Date.now()) / 1000));
  const window = HOUR_MS / 1000;
  headers.set(
    "RateLimit-Policy",
    `"account";q=${limit.account.limit};w=${window}, "key";q=${limit.key.limit};w=${window}`,
  );
  for (const prefix of ["", "X-"]) {
    headers.set(`${prefix}RateLimit-Limit`, String(limit.limit));
    headers.set(`${prefix}RateLimit-Remaining`, String(limit.remaining));
  }
  headers.set("RateLimit-Reset", String(resetSeconds));
  // The X- form carries the Unix time of the reset, as GitHub's and Stripe's do; the IETF form the seconds left.
  headers.set("X-RateLimit-Reset", String(Math.ceil(limit.resetAt / 1000)));
}

/** A browser on another origin may use a key only from an origin the key lists. */
function crossOrigin(c: Context<AppEnv>): string | null {
  const origin = c.req.header("Origin");
  return origin && origin !== new URL(c.req.url).origin ? origin : null;
}

async function keyCall(c: Context<AppEnv>, next: () => Promise<void>, access: ApiAccess, secret: string | null) {
  if (!secret) throw unauthorized(apiKeyMessages.missing);
  const ctx = c.var.ctx;
  const started = Date.now();
  const { key, user } = await authenticateApiKey(ctx, secret);
  const origin = crossOrigin(c);
  if (origin && !(key.allowedOrigins ?? []).includes(origin.toLowerCase())) {
    throw forbidden(
      `This API key does not accept browser requests from ${origin}; add it to the key's allowed origins`,
    );
  }
  const budget = apiBudgetOf(user);
  const requestId = c.var.requestId;
  const size = c.req.header("Content-Length");
  const start = {
    requestId,
    userId: user.id,
    apiKeyId: key.id,
    endpoint: access.endpoint,
    method: c.req.method,
    requestSize: size && /^\d+$/.test(size) ? Number(size) : null,
    ipAddress: c.req.header("CF-Connecting-IP") ?? null,
    userAgent: c.req.header("User-Agent")?.slice(0, 500) ?? null,
    at: started,
  };
  const limit = await admitApiRequest(ctx, key, budget, start);
  if (limit.allowed) afterAnswer(c, openApiRequest(ctx, start), "usage not opened");
  try {
    if (!limit.allowed) {
      const seconds = Math.max(1, Math.ceil((limit.resetAt - Date.now()) / 1000));
      const wait = waitInWords(seconds);
      const limitText = limit.limit.toLocaleString("en-US");
      throw new AppError(
        "RATE_LIMITED",
        limit.binding === "key"
          ? `This key has used its ${limitText} requests for this hour. Try again in ${wait}.`
          : `Your account has used its ${limitText} requests for this hour, shared by all its API keys. Try again in ${wait}.`,
        { headers: { "Retry-After": String(seconds) } },
      );
    }
    noteApiBudget(ctx, user.id, limit.account, limit.resetAt);
    if (access.permission && !hasPermission(key, access.permission))
      throw forbidden(apiKeyMessages.permission(access.permission));
    c.set("user", user);
    c.set("apiKey", key);
    await next();
  } catch (err) {
    c.res = errorResponse(err, requestId);
  }
  setLimitHeaders(c.res.headers, limit);
  if (origin) {
    c.res.headers.set("Access-Control-Allow-Origin", origin);
    c.res.headers.set("Access-Control-Expose-Headers", EXPOSED);
    c.res.headers.append("Vary", "Origin");
  }
  // A refused request is counted in the account's meter, not written as a usage row.
  if (!limit.allowed) return;
  const responseTime = Date.now() - started;
  const status = c.res.status;
  const replayed = c.res.headers.get(REPLAYED_HEADER) === "true";
  // A 202 made a job: the work is charged when it is done (services/api/jobs.ts), at this price, once.
  const accepted = status === 202;
  const charged = status >= 200 && status < 300 && !replayed && !accepted;
  const bodySize = (await countBody(c)).size;
  afterAnswer(
    c,
    bodySize.then((responseSize) =>
      settleApiRequest(ctx, start, {
        endpoint: access.endpoint,
        statusCode: status,
        responseTime,
        responseSize,
        cost: charged ? usagePrices[access.price] : 0,
        metadata: replayed ? { idempotentReplay: true } : accepted ? { async: true } : undefined,
      }),
    ),
    "usage not recorded",
  );
}

/** The access rule of one public API route (declared beside it in routes/v1, and in the OpenAPI document). */
export function apiAccess(access: ApiAccess): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (access.auth === "none") return next();
    const bearer = bearerOf(c);
    const viaKey = access.auth === "key" || (access.auth === "either" && (isSecretKey(bearer) || !c.var.user));
    if (viaKey) return keyCall(c, next, access, bearer);
    if (!c.var.user) {
      throw unauthorized(
        isSecretKey(bearer)
          ? "API keys are managed with your ReachGen session, not with a key: sign in, or send your session token"
          : "Sign in to manage API keys",
      );
    }
    requireUser(c);
    return next();
  });
}

/** The key behind a key-authenticated call (set by apiAccess). */
export function callerKey(c: Context<AppEnv>): ApiKeyRow | undefined {
  return c.get("apiKey");
}
