import { DurableObject } from "cloudflare:workers";

/**
 * A Durable Object whose storage is deleted once it has been idle past the longest window it keeps anything for: each
 * call `touch`es it with how long what it just stored matters, and its alarm deletes everything (`deleteAll`) when no
 * call came for that long. Subclasses create their tables in `createTables` (run again after a sweep) and may do work of
 * their own in the same alarm (`onAlarm`, e.g. a flush), returning when they want to be woken next.
 *
 * Idleness is judged on the real clock: counters of a throttle are stale once no request touched them for longer than
 * their window, whatever times the caller passed.
 */
export abstract class SweptObject extends DurableObject<Env> {
  protected readonly sql: SqlStorage;
  /** The alarm's time as this instance knows it: undefined until read, null when none is set. */
  private nextAlarm: number | null | undefined;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.createAll();
  }

  private createAll(): void {
    this.sql.exec("CREATE TABLE IF NOT EXISTS idle_sweep (id INTEGER PRIMARY KEY, last_at INTEGER, keep_ms INTEGER)");
    this.createTables();
  }

  protected abstract createTables(): void;

  /** Work of the subclass in the alarm; returns the Unix ms it wants to be woken at next, or null. */
  protected onAlarm(): Promise<number | null> {
    return Promise.resolve(null);
  }

  /** Whether the subclass holds nothing that must outlive a sweep (e.g. events not yet written elsewhere). */
  protected sweepable(): boolean {
    return true;
  }

  /** Records a call that stored something which matters for `keepMs`; schedules the sweep when none is pending. */
  protected async touch(keepMs: number): Promise<void> {
    const now = Date.now();
    // A fresh instance (or one just swept) has no alarm: no need to ask for it.
    if (this.nextAlarm === undefined && this.sweepDue() === null) this.nextAlarm = null;
    this.sql.exec(
      `INSERT INTO idle_sweep (id, last_at, keep_ms) VALUES (1, ?, ?)
        ON CONFLICT(id) DO UPDATE SET last_at = excluded.last_at, keep_ms = max(keep_ms, excluded.keep_ms)`,
      now,
      keepMs,
    );
    await this.wakeAt(now + keepMs, true);
  }

  /**
   * Sets the alarm to `at` unless one is due earlier. With `onlyIfNone`, leaves any pending alarm alone (the alarm
   * looks at the last call again when it fires).
   */
  protected async wakeAt(at: number, onlyIfNone = false): Promise<void> {
    if (this.nextAlarm === undefined) this.nextAlarm = await this.ctx.storage.getAlarm();
    if (this.nextAlarm !== null && (onlyIfNone || this.nextAlarm <= at)) return;
    this.nextAlarm = at;
    await this.ctx.storage.setAlarm(at);
  }

  /** When the instance is next due to be swept (Unix ms), or null if it holds nothing. */
  protected sweepDue(): number | null {
    const row = this.sql
      .exec<{ last_at: number; keep_ms: number }>("SELECT last_at, keep_ms FROM idle_sweep WHERE id = 1")
      .toArray()[0];
    return row ? row.last_at + row.keep_ms : null;
  }

  override async alarm(): Promise<void> {
    this.nextAlarm = null;
    const wanted = await this.onAlarm();
    const due = this.sweepDue();
    if (due !== null && Date.now() >= due && this.sweepable()) {
      await this.ctx.storage.deleteAll();
      this.nextAlarm = null;
      this.createAll();
      return;
    }
    if (wanted !== null) await this.wakeAt(wanted);
    if (due !== null) await this.wakeAt(Math.max(due, Date.now() + 1_000));
  }
}
