import { DurableObject } from "cloudflare:workers";

export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix ms when the current window ends (fixed window), or when the next slot frees up (sliding window). */
  resetAt: number;
}

export interface HitResult extends RateLimitResult {
  /** The counted hit, to take back with `undo` (null when refused: a refused hit is not counted). */
  hitId: number | null;
}

function checkBudget(limit: number, windowMs: number): void {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError("limit must be a positive integer");
  if (!Number.isInteger(windowMs) || windowMs < 1) throw new RangeError("windowMs must be a positive integer");
}

/**
 * One instance per budget (idFromName: an API key, an account, a client address), counting in its own SQLite storage
 * so it survives eviction. Two counters: a fixed window (`consume`/`peek`) and a sliding log (`hit`/`undo`/`reset`).
 * Storage calls are synchronous and no method awaits, so read-then-write cannot interleave with another request.
 */
export class ApiRateLimiter extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(
      "CREATE TABLE IF NOT EXISTS windows (window_start INTEGER PRIMARY KEY, count INTEGER NOT NULL DEFAULT 0)",
    );
    this.sql.exec("CREATE TABLE IF NOT EXISTS hits (id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL)");
  }

  /** Counts one request against `limit` per `windowMs`; a refused request is not counted. */
  consume(limit: number, windowMs: number, now: number = Date.now()): RateLimitResult {
    checkBudget(limit, windowMs);
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

  /**
   * Sliding window: counts one hit when fewer than `limit` hits fall in the last `windowMs`, else refuses without
   * counting. Unlike a fixed window it never lets 2 × limit through around a window edge.
   */
  hit(limit: number, windowMs: number, now: number = Date.now()): HitResult {
    checkBudget(limit, windowMs);
    this.sql.exec("DELETE FROM hits WHERE at <= ?", now - windowMs);
    const row = this.sql
      .exec<{ used: number; oldest: number | null }>("SELECT count(*) AS used, min(at) AS oldest FROM hits")
      .toArray()[0];
    const used = row?.used ?? 0;
    if (used >= limit) {
      // The oldest hit is the next to leave the window; refused hits are not stored, so `used` never exceeds limit.
      return { allowed: false, limit, remaining: 0, resetAt: (row?.oldest ?? now) + windowMs, hitId: null };
    }
    const inserted = this.sql.exec<{ id: number }>("INSERT INTO hits (at) VALUES (?) RETURNING id", now).one();
    return {
      allowed: true,
      limit,
      remaining: limit - used - 1,
      resetAt: Math.min(row?.oldest ?? now, now) + windowMs,
      hitId: inserted.id,
    };
  }

  /** Takes back one counted hit (an attempt held in advance that turned out not to count). */
  undo(hitId: number): void {
    this.sql.exec("DELETE FROM hits WHERE id = ?", hitId);
  }

  /** Forgets every hit and window of this instance. */
  reset(): void {
    this.sql.exec("DELETE FROM hits");
    this.sql.exec("DELETE FROM windows");
  }
}

/** The limiter instance of one budget name (an API key id, or a throttle key of services/throttle.ts). */
export function rateLimiterFor(env: Env, name: string): DurableObjectStub<ApiRateLimiter> {
  return env.API_RATE_LIMITER.get(env.API_RATE_LIMITER.idFromName(name));
}
