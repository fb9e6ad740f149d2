import { DurableObject } from "cloudflare:workers";
import { sql as dsql, inArray } from "drizzle-orm";
import { createDb } from "../db/client";
import { apiKeys, apiUsage } from "../db/schema";

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

/** The two budgets a key-authenticated request must both fit: its account's (the plan's) and its key's own. */
export interface AccountBudget {
  account: number;
  keyId: string;
  key: number;
}

/** One budget's state after a request. */
export interface BudgetState {
  limit: number;
  remaining: number;
}

/** The account meter's answer: admitted or not, each budget's state, and when the hourly window ends (Unix ms). */
export interface Admission {
  allowed: boolean;
  account: BudgetState;
  key: BudgetState;
  resetAt: number;
}

/** What is known of a key-authenticated request when it is admitted. */
export interface UsageStart {
  requestId: string;
  userId: number;
  apiKeyId: number;
  endpoint: string;
  method: string;
  requestSize: number | null;
  ipAddress: string | null;
  userAgent: string | null;
  at: number;
}

/** What is known once it has been answered. */
export interface UsageEnd {
  endpoint: string;
  statusCode: number;
  responseTime: number;
  responseSize: number | null;
  cost: number;
  metadata?: Record<string, unknown> | undefined;
}

export interface FlushResult {
  written: number;
  /** Requests admitted but not answered yet (the caller's own request excluded). */
  unanswered: number;
}

/** Completed events are written to D1 at most this long after their answer (or at once past FLUSH_BATCH). */
export const FLUSH_DELAY_MS = 5_000;
export const FLUSH_BATCH = 200;
/** An admitted request with no answer after this long died with its isolate; it is written as a 500. */
export const ABANDONED_MS = 60_000;
/** How long the refusal counters are kept (they answer a month's summary). */
const REFUSALS_KEPT_MS = 40 * 24 * 3_600_000;
/** D1 binds at most 100 parameters per statement; an api_usage row binds 14. */
const ROWS_PER_INSERT = 7;

interface EventRow extends Record<string, SqlStorageValue> {
  request_id: string;
  user_id: number;
  api_key_id: number;
  endpoint: string;
  method: string;
  status_code: number | null;
  response_time: number | null;
  request_size: number | null;
  response_size: number | null;
  ip_address: string | null;
  user_agent: string | null;
  cost: number;
  metadata: string | null;
  at: number;
}

function checkBudget(limit: number, windowMs: number): void {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError("limit must be a positive integer");
  if (!Number.isInteger(windowMs) || windowMs < 1) throw new RangeError("windowMs must be a positive integer");
}

/**
 * One instance per budget (idFromName: an API account, a client address), counting in its own SQLite storage so it
 * survives eviction. An account's instance meters its keys (`admit`, `settle`, `flush`, `revokeKeys`); the generic
 * counters are a fixed window (`consume`/`peek`) and a sliding log (`hit`/`undo`/`reset`).
 * Storage calls are synchronous and no method awaits, so read-then-write cannot interleave with another request.
 */
export class ApiRateLimiter extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  /** Answered events not yet written to D1 (counted once after a restart, then kept in memory). */
  private answered: number | undefined;
  /** Whether a flush alarm is pending; the alarm clears it. Memory only: a restart sets it again. */
  private alarmSet = false;
  private flushing: Promise<FlushResult> | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(
      "CREATE TABLE IF NOT EXISTS windows (window_start INTEGER PRIMARY KEY, count INTEGER NOT NULL DEFAULT 0)",
    );
    this.sql.exec("CREATE TABLE IF NOT EXISTS hits (id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL)");
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS usage_events (
        request_id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, api_key_id INTEGER NOT NULL, endpoint TEXT NOT NULL,
        method TEXT NOT NULL, status_code INTEGER, response_time INTEGER, request_size INTEGER, response_size INTEGER,
        ip_address TEXT, user_agent TEXT, cost REAL NOT NULL DEFAULT 0, metadata TEXT, at INTEGER NOT NULL)`,
    );
    // An account's meter (api-usage.ts): each key's count in the account's window, its revoked keys, and the
    // requests it refused (a counter per hour and key, never a usage row each).
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS key_windows (key_id TEXT NOT NULL, window_start INTEGER NOT NULL,
        count INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (key_id, window_start))`,
    );
    this.sql.exec("CREATE TABLE IF NOT EXISTS revoked_keys (key_id TEXT PRIMARY KEY)");
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS refusals (window_start INTEGER NOT NULL, key_id TEXT NOT NULL,
        count INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (window_start, key_id))`,
    );
  }

  /** Marks one of the account's keys revoked: every later `admit` of it is refused at once (an isolate may cache it). */
  revokeKeys(keyIds: string[]): void {
    for (const keyId of keyIds) this.sql.exec("INSERT OR IGNORE INTO revoked_keys (key_id) VALUES (?)", keyId);
  }

  /**
   * A key-authenticated request in its account's meter: admitted only if both the account's budget and the key's own
   * have room in this window, both counted in this one synchronous call (no await between read and write, so two keys
   * of one account cannot race past the account's budget). An admitted request opens its usage event here too; a
   * refused one only adds to the hour's refusal counter.
   */
  admit(budget: AccountBudget, windowMs: number, start: UsageStart): Admission | { revoked: true } {
    checkBudget(budget.account, windowMs);
    checkBudget(budget.key, windowMs);
    if (this.sql.exec("SELECT 1 FROM revoked_keys WHERE key_id = ?", budget.keyId).toArray().length > 0)
      return { revoked: true };
    const windowStart = start.at - (start.at % windowMs);
    const resetAt = windowStart + windowMs;
    this.sql.exec("DELETE FROM windows WHERE window_start < ?", windowStart);
    this.sql.exec("DELETE FROM key_windows WHERE window_start < ?", windowStart);
    const accountUsed =
      this.sql.exec<{ count: number }>("SELECT count FROM windows WHERE window_start = ?", windowStart).toArray()[0]
        ?.count ?? 0;
    const keyUsed =
      this.sql
        .exec<{ count: number }>(
          "SELECT count FROM key_windows WHERE key_id = ? AND window_start = ?",
          budget.keyId,
          windowStart,
        )
        .toArray()[0]?.count ?? 0;
    const allowed = accountUsed < budget.account && keyUsed < budget.key;
    const counted = allowed ? 1 : 0;
    const account = { limit: budget.account, remaining: Math.max(0, budget.account - accountUsed - counted) };
    const key = { limit: budget.key, remaining: Math.max(0, budget.key - keyUsed - counted) };
    if (!allowed) {
      this.sql.exec("DELETE FROM refusals WHERE window_start < ?", windowStart - REFUSALS_KEPT_MS);
      this.sql.exec(
        `INSERT INTO refusals (window_start, key_id, count) VALUES (?, ?, 1)
          ON CONFLICT(window_start, key_id) DO UPDATE SET count = count + 1`,
        windowStart,
        budget.keyId,
      );
      return { allowed, account, key, resetAt };
    }
    this.sql.exec(
      "INSERT INTO windows (window_start, count) VALUES (?, 1) ON CONFLICT(window_start) DO UPDATE SET count = count + 1",
      windowStart,
    );
    this.sql.exec(
      `INSERT INTO key_windows (key_id, window_start, count) VALUES (?, ?, 1)
        ON CONFLICT(key_id, window_start) DO UPDATE SET count = count + 1`,
      budget.keyId,
      windowStart,
    );
    this.sql.exec(
      `INSERT OR IGNORE INTO usage_events (request_id, user_id, api_key_id, endpoint, method, request_size, ip_address,
        user_agent, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      start.requestId,
      start.userId,
      start.apiKeyId,
      start.endpoint,
      start.method,
      start.requestSize,
      start.ipAddress,
      start.userAgent,
      start.at,
    );
    return { allowed, account, key, resetAt };
  }

  /** Requests this account's meter refused (429) per hour and key since `since` (Unix ms), oldest first. */
  refusals(since: number): { windowStart: number; keyId: string; count: number }[] {
    return this.sql
      .exec<{ window_start: number; key_id: string; count: number }>(
        "SELECT window_start, key_id, count FROM refusals WHERE window_start >= ? ORDER BY window_start, key_id",
        since - (since % 3_600_000),
      )
      .toArray()
      .map((r) => ({ windowStart: r.window_start, keyId: r.key_id, count: r.count }));
  }

  /** The answer of an admitted request; written to D1 by the next flush (an alarm, or a usage read). */
  async settle(requestId: string, end: UsageEnd): Promise<void> {
    this.sql.exec(
      `UPDATE usage_events SET endpoint = ?, status_code = ?, response_time = ?, response_size = ?, cost = ?,
        metadata = ? WHERE request_id = ?`,
      end.endpoint,
      end.statusCode,
      end.responseTime,
      end.responseSize,
      end.cost,
      end.metadata ? JSON.stringify(end.metadata) : null,
      requestId,
    );
    this.answered ??= this.sql
      .exec<{ n: number }>("SELECT count(*) AS n FROM usage_events WHERE status_code IS NOT NULL")
      .one().n;
    this.answered++;
    if (this.answered >= FLUSH_BATCH && !this.flushing) {
      await this.flush();
      return;
    }
    if (!this.alarmSet) {
      this.alarmSet = true;
      await this.ctx.storage.setAlarm(Date.now() + FLUSH_DELAY_MS);
    }
  }

  /**
   * Writes every answered event (and every abandoned one) to D1 in batched statements, idempotent by request id, then
   * forgets them here. A flush that fails keeps them for the next one; one that ran twice wrote each row once.
   */
  async flush(exceptRequestId: string | null = null, now: number = Date.now()): Promise<FlushResult> {
    // One write-out at a time (each awaits D1, and other calls run meanwhile); a caller that came during one runs its
    // own after it, so what was answered before the call is written before it returns.
    while (this.flushing) await this.flushing.catch(() => undefined);
    this.flushing = this.writeOut(exceptRequestId, now);
    try {
      return await this.flushing;
    } finally {
      this.flushing = null;
    }
  }

  private async writeOut(exceptRequestId: string | null, now: number): Promise<FlushResult> {
    const rows = this.sql
      .exec<EventRow>(
        "SELECT * FROM usage_events WHERE status_code IS NOT NULL OR at < ? ORDER BY at LIMIT 1000",
        now - ABANDONED_MS,
      )
      .toArray();
    if (rows.length > 0) {
      const db = createDb(this.env.DB);
      const values = rows.map((r) => ({
        requestId: r.request_id,
        userId: r.user_id,
        apiKeyId: r.api_key_id,
        endpoint: r.endpoint,
        method: r.method,
        statusCode: r.status_code ?? 500,
        responseTime: r.response_time,
        requestSize: r.request_size,
        responseSize: r.response_size,
        ipAddress: r.ip_address,
        userAgent: r.user_agent,
        cost: r.status_code === null ? 0 : r.cost,
        metadata: r.metadata
          ? (JSON.parse(r.metadata) as Record<string, unknown>)
          : r.status_code === null
            ? { abandoned: true }
            : null,
        createdAt: new Date(r.at),
      }));
      const lastUsed = Math.max(...rows.map((r) => r.at));
      const inserts = [];
      for (let i = 0; i < values.length; i += ROWS_PER_INSERT)
        inserts.push(
          db
            .insert(apiUsage)
            .values(values.slice(i, i + ROWS_PER_INSERT))
            .onConflictDoNothing(),
        );
      const keyIds = [...new Set(rows.map((r) => r.api_key_id))];
      await db.batch([
        inserts[0]!,
        ...inserts.slice(1),
        db
          .update(apiKeys)
          .set({ lastUsed: dsql`max(coalesce(${apiKeys.lastUsed}, 0), ${lastUsed})` })
          .where(inArray(apiKeys.id, keyIds)),
      ]);
      for (const r of rows) this.sql.exec("DELETE FROM usage_events WHERE request_id = ?", r.request_id);
      this.answered = undefined;
    }
    const unanswered = this.sql
      .exec<{ n: number }>(
        "SELECT count(*) AS n FROM usage_events WHERE status_code IS NULL AND request_id IS NOT ?",
        exceptRequestId,
      )
      .one().n;
    const left = this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM usage_events").one().n;
    if (left > 0 && !this.alarmSet) {
      this.alarmSet = true;
      await this.ctx.storage.setAlarm(now + FLUSH_DELAY_MS);
    }
    return { written: rows.length, unanswered };
  }

  override async alarm(): Promise<void> {
    this.alarmSet = false;
    await this.flush();
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

  /** Forgets every hit and window of this instance (its usage events stay until written). */
  reset(): void {
    this.sql.exec("DELETE FROM hits");
    this.sql.exec("DELETE FROM windows");
    this.sql.exec("DELETE FROM key_windows");
  }
}

/** The limiter instance of one budget name (an API account, or a throttle key of services/throttle.ts). */
export function rateLimiterFor(env: Env, name: string): DurableObjectStub<ApiRateLimiter> {
  return env.API_RATE_LIMITER.get(env.API_RATE_LIMITER.idFromName(name));
}
