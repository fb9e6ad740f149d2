import { DurableObject } from "cloudflare:workers";

export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix ms when the current window ends. */
  resetAt: number;
}

/**
 * One instance per API key (idFromName(keyId)). A fixed window counter kept in the object's own SQLite storage,
 * so it survives eviction. Storage calls are synchronous, so read-then-write cannot interleave with another request.
 */
export class ApiRateLimiter extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(
      "CREATE TABLE IF NOT EXISTS windows (window_start INTEGER PRIMARY KEY, count INTEGER NOT NULL DEFAULT 0)",
    );
  }

  /** Counts one request against `limit` per `windowMs`; a refused request is not counted. */
  consume(limit: number, windowMs: number, now: number = Date.now()): RateLimitResult {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError("limit must be a positive integer");
    if (!Number.isInteger(windowMs) || windowMs < 1) throw new RangeError("windowMs must be a positive integer");
    const windowStart = now - (now % windowMs);
    const resetAt = windowStart + windowMs;
    this.sql.exec("DELETE FROM windows WHERE window_start < ?", windowStart);
    const row = this.sql
      .exec<{ count: number }>("SELECT count FROM windows WHERE window_start = ?", windowStart)
      .toArray()[0];
    const used = row?.count ?? 0;
    if (used >= limit) return { allowed: false, limit, remaining: 0, resetAt };
    this.sql.exec(
      "INSERT INTO windows (window_start, count) VALUES (?, 1) ON CONFLICT(window_start) DO UPDATE SET count = count + 1",
      windowStart,
    );
    return { allowed: true, limit, remaining: limit - used - 1, resetAt };
  }

  /** Current state without counting. */
  peek(limit: number, windowMs: number, now: number = Date.now()): RateLimitResult {
    const windowStart = now - (now % windowMs);
    const row = this.sql
      .exec<{ count: number }>("SELECT count FROM windows WHERE window_start = ?", windowStart)
      .toArray()[0];
    const used = row?.count ?? 0;
    return { allowed: used < limit, limit, remaining: Math.max(0, limit - used), resetAt: windowStart + windowMs };
  }
}

/** The limiter of one API key. */
export function rateLimiterFor(env: Env, keyId: string): DurableObjectStub<ApiRateLimiter> {
  return env.API_RATE_LIMITER.get(env.API_RATE_LIMITER.idFromName(keyId));
}
