import { HITS_TABLE, type HitResult, checkBudget, slidingHit } from "./sliding-window";
import { SweptObject } from "./swept-object";
import { type UsageEventRow, usageLedgerFor } from "./usage-ledger";

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

/** How long the refusal counters are kept (they answer a month's summary). */
const REFUSALS_KEPT_MS = 40 * 24 * 3_600_000;
/** A revoked key is refused here for this long: longer than any isolate caches a key (services/api/keys.ts). */
const REVOKED_KEPT_MS = 3_600_000;

/**
 * One account's API meter (decision 031): the plan's hourly budget shared by all the account's keys, each key's own
 * sub-budget within it, the requests it refused (a counter per hour and key), the keys revoked since an isolate may
 * have cached them, and the account's key creations (a sliding window). One instance per account
 * (`api-account:<userId>`: the name the ApiRateLimiter instances had, which this class is renamed from, so a deploy
 * keeps the hour's counts). Storage calls are synchronous and counting awaits nothing, so read-then-write cannot
 * interleave with another request. Usage events are not kept here: they go to the account's UsageLedger.
 */
export class ApiMeter extends SweptObject {
  protected createTables(): void {
    this.sql.exec(
      "CREATE TABLE IF NOT EXISTS windows (window_start INTEGER PRIMARY KEY, count INTEGER NOT NULL DEFAULT 0)",
    );
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS key_windows (key_id TEXT NOT NULL, window_start INTEGER NOT NULL,
        count INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (key_id, window_start))`,
    );
    this.sql.exec("CREATE TABLE IF NOT EXISTS revoked_keys (key_id TEXT PRIMARY KEY)");
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS refusals (window_start INTEGER NOT NULL, key_id TEXT NOT NULL,
        count INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (window_start, key_id))`,
    );
    this.sql.exec(HITS_TABLE);
  }

  /** Marks keys of the account revoked: every later `admit` of one is refused at once (an isolate may cache it). */
  async revokeKeys(keyIds: string[]): Promise<void> {
    for (const keyId of keyIds) this.sql.exec("INSERT OR IGNORE INTO revoked_keys (key_id) VALUES (?)", keyId);
    await this.touch(REVOKED_KEPT_MS);
  }

  /**
   * A key-authenticated request: admitted only if both the account's budget and the key's own have room in this
   * window, both counted in this one synchronous step (two keys of one account cannot race past the account's
   * budget). A refused request only adds to the hour's refusal counter.
   */
  async admit(budget: AccountBudget, windowMs: number, at: number): Promise<Admission | { revoked: true }> {
    checkBudget(budget.account, windowMs);
    checkBudget(budget.key, windowMs);
    if (this.sql.exec("SELECT 1 FROM revoked_keys WHERE key_id = ?", budget.keyId).toArray().length > 0)
      return { revoked: true };
    const windowStart = at - (at % windowMs);
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
      await this.touch(REFUSALS_KEPT_MS);
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
    await this.touch(windowMs);
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

  /** One key creation of the account against `limit` per `windowMs` (a sliding window, revoked keys included). */
  async hit(limit: number, windowMs: number, now: number = Date.now()): Promise<HitResult> {
    const result = slidingHit(this.sql, limit, windowMs, now);
    if (result.allowed) await this.touch(windowMs);
    return result;
  }

  /** Takes back one key creation (the key could not be stored). */
  undo(hitId: number): void {
    this.sql.exec("DELETE FROM hits WHERE id = ?", hitId);
  }

  /**
   * Usage events an ApiRateLimiter instance (the class this one is renamed from) buffered before the deploy are handed
   * to the account's UsageLedger by the flush alarm that instance had set, then their table is dropped.
   */
  protected override async onAlarm(): Promise<number | null> {
    const legacy = this.sql
      .exec<{ n: number }>("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'usage_events'")
      .one().n;
    if (legacy === 0) return null;
    const rows = this.sql.exec<UsageEventRow>("SELECT * FROM usage_events").toArray();
    const byUser = new Map<number, UsageEventRow[]>();
    for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
    for (const [userId, events] of byUser) await usageLedgerFor(this.env, userId).adopt(events);
    this.sql.exec("DROP TABLE usage_events");
    return null;
  }
}

/** The meter of one account's API keys. */
export const apiMeterFor = (env: Env, userId: number): DurableObjectStub<ApiMeter> =>
  env.API_METER.get(env.API_METER.idFromName(`api-account:${userId}`));
