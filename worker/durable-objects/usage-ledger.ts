import { sql as dsql, inArray } from "drizzle-orm";
import { createDb } from "../db/client";
import { apiKeys, apiUsage } from "../db/schema";
import { SweptObject } from "./swept-object";

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
/** An idle ledger holds nothing once its events are written; it is swept this long after its last call. */
const IDLE_MS = 2 * ABANDONED_MS;
/** D1 binds at most 100 parameters per statement; an api_usage row binds 14. */
const ROWS_PER_INSERT = 7;

export interface UsageEventRow extends Record<string, SqlStorageValue> {
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

const COLUMNS = [
  "request_id",
  "user_id",
  "api_key_id",
  "endpoint",
  "method",
  "status_code",
  "response_time",
  "request_size",
  "response_size",
  "ip_address",
  "user_agent",
  "cost",
  "metadata",
  "at",
] as const;

/**
 * One account's usage events (one instance per account): a key-authenticated request is opened when admitted and
 * settled once answered, then written to D1 in batches by an alarm (or at once by a usage read, so the read is
 * exact), idempotent by request id. Kept apart from the ApiMeter so counting a request never waits on D1 writes.
 */
export class UsageLedger extends SweptObject {
  /** Answered events not yet written to D1 (counted once after a restart, then kept in memory). */
  private answered: number | undefined;
  private flushing: Promise<FlushResult> | null = null;

  protected createTables(): void {
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS usage_events (
        request_id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, api_key_id INTEGER NOT NULL, endpoint TEXT NOT NULL,
        method TEXT NOT NULL, status_code INTEGER, response_time INTEGER, request_size INTEGER, response_size INTEGER,
        ip_address TEXT, user_agent TEXT, cost REAL NOT NULL DEFAULT 0, metadata TEXT, at INTEGER NOT NULL)`,
    );
    // Requests written lately: an `open` that arrives after its request was settled and written is not opened again.
    this.sql.exec("CREATE TABLE IF NOT EXISTS written (request_id TEXT PRIMARY KEY, at INTEGER NOT NULL)");
  }

  protected override sweepable(): boolean {
    return this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM usage_events").one().n === 0;
  }

  /** An admitted request: written as a 500 if no answer follows within ABANDONED_MS (its isolate died). */
  async open(start: UsageStart): Promise<void> {
    if (this.sql.exec("SELECT 1 FROM written WHERE request_id = ?", start.requestId).toArray().length > 0) return;
    this.insert(start, null);
    await this.touch(IDLE_MS);
    await this.wakeAt(start.at + ABANDONED_MS + 1);
  }

  /** The answer of an admitted request (opened or not yet: the two calls may arrive in either order). */
  async settle(start: UsageStart, end: UsageEnd): Promise<void> {
    this.insert(start, end);
    this.answered ??= this.sql
      .exec<{ n: number }>("SELECT count(*) AS n FROM usage_events WHERE status_code IS NOT NULL")
      .one().n;
    this.answered++;
    await this.touch(IDLE_MS);
    if (this.answered >= FLUSH_BATCH && !this.flushing) {
      await this.flush();
      return;
    }
    await this.wakeAt(Date.now() + FLUSH_DELAY_MS);
  }

  /** Events another object buffered (the ApiRateLimiter this ledger's meter was renamed from): kept as they are. */
  async adopt(rows: UsageEventRow[]): Promise<void> {
    for (const r of rows) {
      this.sql.exec(
        `INSERT OR IGNORE INTO usage_events (${COLUMNS.join(", ")}) VALUES (${COLUMNS.map(() => "?").join(", ")})`,
        ...COLUMNS.map((c) => r[c]),
      );
    }
    await this.touch(IDLE_MS);
    await this.wakeAt(Date.now());
  }

  private insert(start: UsageStart, end: UsageEnd | null): void {
    this.sql.exec(
      `INSERT INTO usage_events (request_id, user_id, api_key_id, endpoint, method, request_size, ip_address,
        user_agent, at, status_code, response_time, response_size, cost, metadata)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT(request_id) DO UPDATE SET endpoint = excluded.endpoint, status_code = excluded.status_code,
          response_time = excluded.response_time, response_size = excluded.response_size, cost = excluded.cost,
          metadata = excluded.metadata
        WHERE excluded.status_code IS NOT NULL`,
      start.requestId,
      start.userId,
      start.apiKeyId,
      end?.endpoint ?? start.endpoint,
      start.method,
      start.requestSize,
      start.ipAddress,
      start.userAgent,
      start.at,
      end?.statusCode ?? null,
      end?.responseTime ?? null,
      end?.responseSize ?? null,
      end?.cost ?? 0,
      end?.metadata ? JSON.stringify(end.metadata) : null,
    );
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
      .exec<UsageEventRow>(
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
      this.sql.exec("DELETE FROM written WHERE at < ?", now - IDLE_MS);
      for (const r of rows) {
        this.sql.exec("DELETE FROM usage_events WHERE request_id = ?", r.request_id);
        this.sql.exec("INSERT OR REPLACE INTO written (request_id, at) VALUES (?, ?)", r.request_id, now);
      }
      this.answered = undefined;
    }
    const unanswered = this.sql
      .exec<{ n: number }>(
        "SELECT count(*) AS n FROM usage_events WHERE status_code IS NULL AND request_id IS NOT ?",
        exceptRequestId,
      )
      .one().n;
    const oldest = this.sql.exec<{ at: number | null }>("SELECT min(at) AS at FROM usage_events").one().at;
    if (oldest !== null) {
      const answeredLeft = this.sql
        .exec<{ n: number }>("SELECT count(*) AS n FROM usage_events WHERE status_code IS NOT NULL")
        .one().n;
      await this.wakeAt(answeredLeft > 0 ? now + FLUSH_DELAY_MS : oldest + ABANDONED_MS + 1);
    }
    return { written: rows.length, unanswered };
  }

  protected override async onAlarm(): Promise<number | null> {
    await this.flush();
    return null;
  }
}

/** The usage ledger of one account. */
export const usageLedgerFor = (env: Env, userId: number): DurableObjectStub<UsageLedger> =>
  env.USAGE_LEDGER.get(env.USAGE_LEDGER.idFromName(`account:${userId}`));
