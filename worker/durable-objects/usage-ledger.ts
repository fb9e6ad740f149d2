import { and, sql as dsql, eq, inArray, lt } from "drizzle-orm";
import { createDb } from "../db/client";
import { apiKeys, apiUsageHourly, usageLedgerFlushes } from "../db/schema";
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
  /** Requests counted into D1's hourly rollups by this flush. */
  written: number;
  /** Requests admitted but not answered yet (the caller's own request excluded). */
  unanswered: number;
}

/** A counted request as the ledger keeps it (`id` orders the account's rows). */
export interface LedgerRow extends UsageEventRow {
  id: number;
  status_code: number;
}

export interface LedgerQuery {
  since?: number | undefined;
  until?: number | undefined;
  endpoint?: string | undefined;
  apiKeyId?: number | undefined;
  limit: number;
  offset: number;
}

/** Answered requests of a period by endpoint, method and UTC day, for the parts of a period that are not whole hours. */
export interface LedgerTally extends Record<string, SqlStorageValue> {
  endpoint: string;
  method: string;
  date: string;
  calls: number;
  billable: number;
  cost: number;
}

/** Answered events are counted into D1 at most this long after their answer (or at once past FLUSH_BATCH). */
export const FLUSH_DELAY_MS = 5_000;
export const FLUSH_BATCH = 200;
/** An admitted request with no answer after this long died with its isolate; it is counted as a 500. */
export const ABANDONED_MS = 60_000;
/** The per-request rows are kept this long (GET /api/v1/usage reads them); D1 keeps the hourly rollups. */
export const RETAIN_MS = 40 * 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
/** D1 binds at most 100 parameters per statement; a rollup row binds 11. */
const SLOTS_PER_INSERT = 9;
/** Rows counted per flush at most (the rest in the next one, at once). */
const ROWS_PER_FLUSH = 5_000;

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

interface Slot {
  userId: number;
  apiKeyId: number;
  endpoint: string;
  method: string;
  hour: Date;
  calls: number;
  billableCalls: number;
  errors: number;
  cost: number;
  responseMs: number;
  timedCalls: number;
}

/**
 * One account's usage (one instance per account): a key-authenticated request is opened when admitted and settled
 * once answered. The per-request rows stay here for RETAIN_MS (GET /api/v1/usage reads them); each is counted once into
 * D1's hourly rollups (`api_usage_hourly`) by an alarm, or at once by a usage read so the read is exact. A row is
 * marked counted in the same object that holds it, so a request id is counted once however often it is settled.
 */
export class UsageLedger extends SweptObject {
  /** Answered events not yet counted (counted once after a restart, then kept in memory). */
  private answered: number | undefined;
  private flushing: Promise<FlushResult> | null = null;

  protected createTables(): void {
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS usage_rows (
        id INTEGER PRIMARY KEY, request_id TEXT NOT NULL UNIQUE, user_id INTEGER NOT NULL, api_key_id INTEGER NOT NULL,
        endpoint TEXT NOT NULL, method TEXT NOT NULL, status_code INTEGER, response_time INTEGER, request_size INTEGER,
        response_size INTEGER, ip_address TEXT, user_agent TEXT, cost REAL NOT NULL DEFAULT 0, metadata TEXT,
        at INTEGER NOT NULL, counted INTEGER NOT NULL DEFAULT 0, flush_seq INTEGER)`,
    );
    // The sequence of this ledger's flushes to D1: a flush keeps its number until D1 has it (see writeOut).
    this.sql.exec("CREATE TABLE IF NOT EXISTS ledger_meta (k TEXT PRIMARY KEY, v INTEGER NOT NULL)");
    this.sql.exec("CREATE INDEX IF NOT EXISTS usage_rows_at ON usage_rows (at)");
    this.sql.exec("CREATE INDEX IF NOT EXISTS usage_rows_counted ON usage_rows (counted, status_code)");
    // A ledger from before the rollups buffered events in `usage_events` until they were written to D1's api_usage.
    const old = this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'usage_events'").toArray();
    if (old.length > 0) {
      this.sql.exec(
        `INSERT OR IGNORE INTO usage_rows (${COLUMNS.join(", ")}) SELECT ${COLUMNS.join(", ")} FROM usage_events`,
      );
      this.sql.exec("DROP TABLE usage_events");
      this.sql.exec("DROP TABLE IF EXISTS written");
    }
  }

  protected override sweepable(): boolean {
    return this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM usage_rows WHERE counted = 0").one().n === 0;
  }

  /** An admitted request: counted as a 500 if no answer follows within ABANDONED_MS (its isolate died). */
  async open(start: UsageStart): Promise<void> {
    this.insert(start, null);
    await this.touch(RETAIN_MS);
    await this.wakeAt(start.at + ABANDONED_MS + 1);
  }

  /** The answer of an admitted request (opened or not yet: the two calls may arrive in either order). */
  async settle(start: UsageStart, end: UsageEnd): Promise<void> {
    this.insert(start, end);
    await this.answeredOne();
  }

  /**
   * A usage row complete from the start: the charge of work done off the request (an async job, a bulk row), named
   * by its own id, so a redelivered message records it once.
   */
  async record(start: UsageStart, end: UsageEnd): Promise<void> {
    this.sql.exec(
      `INSERT OR IGNORE INTO usage_rows (request_id, user_id, api_key_id, endpoint, method, request_size, ip_address,
        user_agent, at, status_code, response_time, response_size, cost, metadata) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ...this.values(start, end),
    );
    await this.answeredOne();
  }

  /** Events another object buffered (the ApiRateLimiter this ledger's meter was renamed from): kept as they are. */
  async adopt(rows: UsageEventRow[]): Promise<void> {
    for (const r of rows) {
      this.sql.exec(
        `INSERT OR IGNORE INTO usage_rows (${COLUMNS.join(", ")}) VALUES (${COLUMNS.map(() => "?").join(", ")})`,
        ...COLUMNS.map((c) => r[c]),
      );
    }
    await this.touch(RETAIN_MS);
    await this.wakeAt(Date.now());
  }

  /** The account's answered requests, newest first, filtered and paged, with how many match. */
  list(q: LedgerQuery): { rows: LedgerRow[]; total: number } {
    const [where, params] = this.filter(q);
    const total = this.sql
      .exec<{ n: number }>(`SELECT count(*) AS n FROM usage_rows WHERE ${where}`, ...params)
      .one().n;
    const rows = this.sql
      .exec<LedgerRow>(
        `SELECT id, ${COLUMNS.join(", ")} FROM usage_rows WHERE ${where} ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`,
        ...params,
        q.limit,
        q.offset,
      )
      .toArray();
    return { rows, total };
  }

  /** The answered requests of [since, until) by endpoint, method and UTC day. */
  tally(since: number, until: number): LedgerTally[] {
    return this.sql
      .exec<LedgerTally>(
        `SELECT endpoint, method, strftime('%Y-%m-%d', at / 1000, 'unixepoch') AS date, count(*) AS calls,
          sum(cost > 0) AS billable, total(cost) AS cost
          FROM usage_rows WHERE status_code IS NOT NULL AND at >= ? AND at < ? GROUP BY endpoint, method, date`,
        since,
        until,
      )
      .toArray();
  }

  private filter(q: LedgerQuery): [string, SqlStorageValue[]] {
    const parts = ["status_code IS NOT NULL"];
    const params: SqlStorageValue[] = [];
    const add = (part: string, value: SqlStorageValue | undefined) => {
      if (value === undefined) return;
      parts.push(part);
      params.push(value);
    };
    add("at >= ?", q.since);
    add("at < ?", q.until);
    add("endpoint = ?", q.endpoint);
    add("api_key_id = ?", q.apiKeyId);
    return [parts.join(" AND "), params];
  }

  private async answeredOne(): Promise<void> {
    this.answered ??= this.sql
      .exec<{ n: number }>("SELECT count(*) AS n FROM usage_rows WHERE counted = 0 AND status_code IS NOT NULL")
      .one().n;
    this.answered++;
    await this.touch(RETAIN_MS);
    if (this.answered >= FLUSH_BATCH && !this.flushing) {
      await this.flush();
      return;
    }
    await this.wakeAt(Date.now() + FLUSH_DELAY_MS);
  }

  private values(start: UsageStart, end: UsageEnd | null): SqlStorageValue[] {
    return [
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
    ];
  }

  /** Opens or settles a row; a row already counted is never changed (D1 holds what it was counted as). */
  private insert(start: UsageStart, end: UsageEnd | null): void {
    this.sql.exec(
      `INSERT INTO usage_rows (request_id, user_id, api_key_id, endpoint, method, request_size, ip_address,
        user_agent, at, status_code, response_time, response_size, cost, metadata)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT(request_id) DO UPDATE SET endpoint = excluded.endpoint, status_code = excluded.status_code,
          response_time = excluded.response_time, response_size = excluded.response_size, cost = excluded.cost,
          metadata = excluded.metadata
        WHERE excluded.status_code IS NOT NULL AND usage_rows.counted = 0`,
      ...this.values(start, end),
    );
  }

  /**
   * Counts every answered row (and every abandoned one, as a 500) into D1's hourly rollups in batched upserts, then
   * marks them counted. A flush that fails leaves them for the next one.
   */
  async flush(exceptRequestId: string | null = null, now: number = Date.now()): Promise<FlushResult> {
    // One write-out at a time (each awaits D1, and other calls run meanwhile); a caller that came during one runs its
    // own after it, so what was answered before the call is counted before it returns.
    while (this.flushing) await this.flushing.catch(() => undefined);
    this.flushing = this.writeOut(exceptRequestId, now);
    try {
      return await this.flushing;
    } finally {
      this.flushing = null;
    }
  }

  private async writeOut(exceptRequestId: string | null, now: number): Promise<FlushResult> {
    this.sql.exec(
      `UPDATE usage_rows SET status_code = 500, cost = 0, metadata = '{"abandoned":true}'
        WHERE counted = 0 AND status_code IS NULL AND at < ?`,
      now - ABANDONED_MS,
    );
    // A flush whose answer from D1 was lost is sent again with the same rows and number; else the next rows get the
    // next number. D1 refuses a (ledger, number) it already has, so no flush is counted twice.
    let rows = this.sql
      .exec<LedgerRow & { flush_seq: number }>(
        "SELECT * FROM usage_rows WHERE counted = 0 AND flush_seq IS NOT NULL ORDER BY id",
      )
      .toArray();
    let seq = rows[0]?.flush_seq ?? 0;
    if (rows.length === 0) {
      rows = this.sql
        .exec<LedgerRow & { flush_seq: number }>(
          "SELECT * FROM usage_rows WHERE counted = 0 AND status_code IS NOT NULL ORDER BY id LIMIT ?",
          ROWS_PER_FLUSH,
        )
        .toArray();
      if (rows.length > 0) {
        seq =
          (this.sql.exec<{ v: number }>("SELECT v FROM ledger_meta WHERE k = 'flush_seq'").toArray()[0]?.v ?? 0) + 1;
        this.sql.exec("INSERT OR REPLACE INTO ledger_meta (k, v) VALUES ('flush_seq', ?)", seq);
        for (const r of rows) this.sql.exec("UPDATE usage_rows SET flush_seq = ? WHERE id = ?", seq, r.id);
      }
    }
    if (rows.length > 0) {
      const slots = new Map<string, Slot>();
      for (const r of rows) {
        const hour = Math.floor(r.at / HOUR_MS) * HOUR_MS;
        const key = `${r.api_key_id}\u0000${r.endpoint}\u0000${r.method}\u0000${hour}`;
        let s = slots.get(key);
        if (!s) {
          s = {
            userId: r.user_id,
            apiKeyId: r.api_key_id,
            endpoint: r.endpoint,
            method: r.method,
            hour: new Date(hour),
            calls: 0,
            billableCalls: 0,
            errors: 0,
            cost: 0,
            responseMs: 0,
            timedCalls: 0,
          };
          slots.set(key, s);
        }
        s.calls++;
        if (r.cost > 0) s.billableCalls++;
        if (r.status_code >= 400) s.errors++;
        s.cost += r.cost;
        if (r.response_time !== null) {
          s.responseMs += r.response_time;
          s.timedCalls++;
        }
      }
      const db = createDb(this.env.DB);
      const values = [...slots.values()];
      const upserts = [];
      for (let i = 0; i < values.length; i += SLOTS_PER_INSERT)
        upserts.push(
          db
            .insert(apiUsageHourly)
            .values(values.slice(i, i + SLOTS_PER_INSERT))
            .onConflictDoUpdate({
              target: [
                apiUsageHourly.userId,
                apiUsageHourly.apiKeyId,
                apiUsageHourly.endpoint,
                apiUsageHourly.method,
                apiUsageHourly.hour,
              ],
              set: {
                calls: dsql`calls + excluded.calls`,
                billableCalls: dsql`billable_calls + excluded.billable_calls`,
                errors: dsql`errors + excluded.errors`,
                cost: dsql`cost + excluded.cost`,
                responseMs: dsql`response_ms + excluded.response_ms`,
                timedCalls: dsql`timed_calls + excluded.timed_calls`,
              },
            }),
        );
      const lastUsed = Math.max(...rows.map((r) => r.at));
      const keyIds = [...new Set(rows.map((r) => r.api_key_id))];
      const ledger = this.ctx.id.toString();
      try {
        await db.batch([
          // First: a number D1 already has fails the whole batch (one transaction), so nothing below is applied twice.
          db.insert(usageLedgerFlushes).values({ ledger, seq }),
          db
            .delete(usageLedgerFlushes)
            .where(and(eq(usageLedgerFlushes.ledger, ledger), lt(usageLedgerFlushes.seq, seq))),
          ...upserts,
          db
            .update(apiKeys)
            .set({ lastUsed: dsql`max(coalesce(${apiKeys.lastUsed}, 0), ${lastUsed})` })
            .where(inArray(apiKeys.id, keyIds)),
        ]);
      } catch (err) {
        // D1 already has this flush: its rows were counted, only the answer was lost.
        const text = `${(err as Error)?.message ?? err} ${((err as Error)?.cause as Error | undefined)?.message ?? ""}`;
        if (!/UNIQUE constraint failed: usage_ledger_flushes/.test(text)) throw err;
      }
      for (const r of rows) this.sql.exec("UPDATE usage_rows SET counted = 1 WHERE id = ?", r.id);
      this.answered = undefined;
    }
    this.sql.exec("DELETE FROM usage_rows WHERE counted = 1 AND at < ?", now - RETAIN_MS);
    const unanswered = this.sql
      .exec<{ n: number }>(
        "SELECT count(*) AS n FROM usage_rows WHERE status_code IS NULL AND request_id IS NOT ?",
        exceptRequestId,
      )
      .one().n;
    const pending = this.sql
      .exec<{ answered: number; opened: number | null }>(
        `SELECT count(status_code) AS answered, min(CASE WHEN status_code IS NULL THEN at END) AS opened
          FROM usage_rows WHERE counted = 0`,
      )
      .one();
    if (pending.answered > 0) await this.wakeAt(rows.length === ROWS_PER_FLUSH ? now : now + FLUSH_DELAY_MS);
    else if (pending.opened !== null) await this.wakeAt(pending.opened + ABANDONED_MS + 1);
    return { written: rows.length, unanswered };
  }

  protected override async onAlarm(): Promise<number | null> {
    await this.flush();
    // The oldest counted row leaves RETAIN_MS after it came: wake then to drop it.
    const oldest = this.sql.exec<{ at: number | null }>("SELECT min(at) AS at FROM usage_rows").one().at;
    return oldest === null ? null : oldest + RETAIN_MS + 1;
  }
}

/** The usage ledger of one account. */
export const usageLedgerFor = (env: Env, userId: number): DurableObjectStub<UsageLedger> =>
  env.USAGE_LEDGER.get(env.USAGE_LEDGER.idFromName(`account:${userId}`));
