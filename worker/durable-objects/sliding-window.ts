import { SweptObject } from "./swept-object";

interface RateLimitResult {
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

export function checkBudget(limit: number, windowMs: number): void {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError("limit must be a positive integer");
  if (!Number.isInteger(windowMs) || windowMs < 1) throw new RangeError("windowMs must be a positive integer");
}

export const HITS_TABLE = "CREATE TABLE IF NOT EXISTS hits (id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL)";

/**
 * Sliding window over the `hits` table: counts one hit when fewer than `limit` hits fall in the last `windowMs`, else
 * refuses without counting. Unlike a fixed window it never lets 2 × limit through around a window edge. Synchronous:
 * read and write cannot interleave with another call of the same object.
 */
export function slidingHit(sql: SqlStorage, limit: number, windowMs: number, now: number): HitResult {
  checkBudget(limit, windowMs);
  sql.exec("DELETE FROM hits WHERE at <= ?", now - windowMs);
  const row = sql
    .exec<{ used: number; oldest: number | null }>("SELECT count(*) AS used, min(at) AS oldest FROM hits")
    .toArray()[0];
  const used = row?.used ?? 0;
  if (used >= limit) {
    // The oldest hit is the next to leave the window; refused hits are not stored, so `used` never exceeds limit.
    return { allowed: false, limit, remaining: 0, resetAt: (row?.oldest ?? now) + windowMs, hitId: null };
  }
  const inserted = sql.exec<{ id: number }>("INSERT INTO hits (at) VALUES (?) RETURNING id", now).one();
  return {
    allowed: true,
    limit,
    remaining: limit - used - 1,
    resetAt: Math.min(row?.oldest ?? now, now) + windowMs,
    hitId: inserted.id,
  };
}

/**
 * One budget of attempts (a sliding window) per instance, named by the caller (`idFromName`: an account, an address,
 * an email); the throttle classes differ only in what they are for, so each responsibility has its own namespace,
 * binding and metrics. Counted in the instance's SQLite storage, so a count survives eviction; swept when idle past
 * its window.
 */
export abstract class SlidingWindowThrottle extends SweptObject {
  protected createTables(): void {
    this.sql.exec(HITS_TABLE);
  }

  /** Counts one attempt against `limit` per `windowMs` (see `slidingHit`). */
  async hit(limit: number, windowMs: number, now: number = Date.now()): Promise<HitResult> {
    const result = slidingHit(this.sql, limit, windowMs, now);
    if (result.allowed) await this.touch(windowMs);
    return result;
  }

  /** Takes back one counted hit (an attempt held in advance that turned out not to count). */
  undo(hitId: number): void {
    this.sql.exec("DELETE FROM hits WHERE id = ?", hitId);
  }

  /** Forgets every hit of this instance. */
  reset(): void {
    this.sql.exec("DELETE FROM hits");
  }
}
