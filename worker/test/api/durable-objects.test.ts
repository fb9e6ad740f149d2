import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiMeterFor } from "../../durable-objects/api-meter";
import { checkoutThrottleFor } from "../../durable-objects/checkout-throttle";
import { newsletterSendGateFor } from "../../durable-objects/newsletter-send-gate";
import { signInThrottleFor } from "../../durable-objects/sign-in-throttle";
import { signupThrottleFor } from "../../durable-objects/signup-throttle";
import { uploadThrottleFor } from "../../durable-objects/upload-throttle";
import { usageLedgerFor } from "../../durable-objects/usage-ledger";
import { apiUsage } from "../../db/schema";
import { db, hourlyRows, keyHolder, ledgerRows } from "../api-support";

/** Decision 039: one Durable Object class per responsibility, each exact under concurrency and swept when idle. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

import type { SweptObject } from "../../durable-objects/swept-object";

type Stub = DurableObjectStub<SweptObject>;

/** Every table of an instance with its row count (the sweep's own bookkeeping included). */
function tablesOf(stub: Stub) {
  return runInDurableObject(stub, (_instance, state) => {
    const names = state.storage.sql
      .exec<{ name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
      )
      .toArray()
      .map((r) => r.name);
    return Object.fromEntries(
      names.map((n) => [n, state.storage.sql.exec<{ n: number }>(`SELECT count(*) AS n FROM ${n}`).one().n]),
    );
  });
}

/** Makes an instance look as if its last call was `ago` ms ago. */
function idleFor(stub: Stub, ago: number) {
  return runInDurableObject(stub, (_instance, state) => {
    state.storage.sql.exec("UPDATE idle_sweep SET last_at = ?", Date.now() - ago);
  });
}

describe("one class per responsibility", () => {
  it("the same name in two classes is two budgets", async () => {
    const name = `same-name-${crypto.randomUUID()}`;
    const throttles = [signInThrottleFor, signupThrottleFor, checkoutThrottleFor, uploadThrottleFor];
    for (const of of throttles) expect((await of(env, name).hit(1, HOUR)).allowed).toBe(true);
    for (const of of throttles) expect((await of(env, name).hit(1, HOUR)).allowed).toBe(false);
    expect((await newsletterSendGateFor(env, name).hit(1, HOUR)).allowed).toBe(true);
  });

  it("a throttle admits exactly 1,000 of 1,500 concurrent attempts", async () => {
    const stub = uploadThrottleFor(env, `exact-${crypto.randomUUID()}`);
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 1500 }, () => stub.hit(1000, HOUR, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(1000);
    expect(new Set(results.map((r) => r.hitId).filter((id) => id !== null)).size).toBe(1000);
    expect((await tablesOf(stub)).hits).toBe(1000);
  }, 60_000);

  it("an account's meter admits exactly 1,000 of 1,500 concurrent requests over two keys, and counts the 500 refused", async () => {
    const meter = apiMeterFor(env, 900_000 + Math.floor(Math.random() * 1000));
    const at = Date.now();
    const results = await Promise.all(
      Array.from({ length: 1500 }, (_, i) =>
        meter.admit({ account: 1000, keyId: i % 2 ? "rg_a" : "rg_b", key: 1000 }, HOUR, at),
      ),
    );
    const admitted = results.filter((r) => "allowed" in r && r.allowed);
    expect(admitted).toHaveLength(1000);
    const refusals = await meter.refusals(at - HOUR);
    expect(refusals.reduce((n, r) => n + r.count, 0)).toBe(500);
  }, 60_000);
});

describe("idle instances swept", () => {
  it("a throttle idle past its window is deleted by its alarm; one used within it is kept", async () => {
    const idle = signInThrottleFor(env, `idle-${crypto.randomUUID()}`);
    const busy = signInThrottleFor(env, `busy-${crypto.randomUUID()}`);
    for (const stub of [idle, busy]) {
      await stub.hit(5, 15 * MINUTE);
      await stub.hit(5, 15 * MINUTE);
    }
    expect(await tablesOf(idle)).toEqual({ idle_sweep: 1, hits: 2 });
    // The alarm is set for when the window has passed since the last call.
    const due = await runInDurableObject(idle, (_i, state) => state.storage.getAlarm());
    expect(due).toBeGreaterThan(Date.now() + 14 * MINUTE);
    expect(due).toBeLessThanOrEqual(Date.now() + 15 * MINUTE);

    await idleFor(idle, 15 * MINUTE + 1);
    expect(await runDurableObjectAlarm(idle)).toBe(true);
    expect(await tablesOf(idle)).toEqual({ idle_sweep: 0, hits: 0 });
    expect(await runInDurableObject(idle, (_i, state) => state.storage.getAlarm())).toBeNull();
    // A swept instance starts afresh, and counts again.
    expect((await idle.hit(5, 15 * MINUTE)).remaining).toBe(4);

    await idleFor(busy, 14 * MINUTE);
    expect(await runDurableObjectAlarm(busy)).toBe(true);
    expect((await tablesOf(busy)).hits).toBe(2);
    // Not idle long enough: the alarm is set again for the end of the window since its last call.
    const again = await runInDurableObject(busy, (_i, state) => state.storage.getAlarm());
    expect(again).toBeGreaterThan(Date.now());
    expect(again).toBeLessThanOrEqual(Date.now() + MINUTE + 1000);
  });

  it("a meter keeps its refusal counters 40 days: an hour of idleness does not sweep one that refused", async () => {
    const meter = apiMeterFor(env, 950_000 + Math.floor(Math.random() * 1000));
    const at = Date.now();
    await meter.admit({ account: 1, keyId: "rg_x", key: 1 }, HOUR, at);
    await meter.admit({ account: 1, keyId: "rg_x", key: 1 }, HOUR, at);
    await idleFor(meter, 2 * HOUR);
    await runDurableObjectAlarm(meter);
    expect((await tablesOf(meter)).refusals).toBe(1);
    await idleFor(meter, 41 * 24 * HOUR);
    await runDurableObjectAlarm(meter);
    expect((await tablesOf(meter)).refusals).toBe(0);
  });

  it("a ledger is not swept while it holds events not yet written", async () => {
    const userId = 990_000 + Math.floor(Math.random() * 1000);
    const ledger = usageLedgerFor(env, userId);
    const start = {
      requestId: crypto.randomUUID(),
      userId,
      apiKeyId: 1,
      endpoint: "/api/v1/platforms",
      method: "GET",
      requestSize: null,
      ipAddress: null,
      userAgent: null,
      at: Date.now(),
    };
    await ledger.open(start);
    await idleFor(ledger, 41 * 24 * HOUR);
    // The request is neither answered nor abandoned yet: the flush leaves it, and the sweep waits for it.
    await runDurableObjectAlarm(ledger);
    expect((await tablesOf(ledger)).usage_rows).toBe(1);
  });
});

describe("the usage ledger", () => {
  it("settle before open, a late open after the write, and a second flush: one usage row, nothing left open", async () => {
    const holder = await keyHolder();
    const ledger = usageLedgerFor(env, holder.user.id);
    const start = {
      requestId: crypto.randomUUID(),
      userId: holder.user.id,
      apiKeyId: holder.key.id,
      endpoint: "/api/v1/platforms",
      method: "GET",
      requestSize: null,
      ipAddress: "203.0.113.7",
      userAgent: "test",
      at: Date.now(),
    };
    const end = { endpoint: "/api/v1/platforms", statusCode: 200, responseTime: 12, responseSize: 80, cost: 0 };
    await ledger.settle(start, end);
    expect(await ledger.flush()).toEqual({ written: 1, unanswered: 0 });
    await ledger.open(start);
    expect(await ledger.flush()).toEqual({ written: 0, unanswered: 0 });
    const rows = await ledgerRows(holder.user.id);
    expect(rows.map((r) => [r.requestId, r.statusCode, r.ipAddress])).toEqual([[start.requestId, 200, "203.0.113.7"]]);
    const hours = await hourlyRows(holder.user.id);
    expect(hours.map((h) => [h.endpoint, h.calls, h.billableCalls, h.errors, h.responseMs])).toEqual([
      ["/api/v1/platforms", 1, 0, 0, 12],
    ]);
    expect(await db().select().from(apiUsage).where(eq(apiUsage.userId, holder.user.id))).toHaveLength(0);
  });

  it("a flush sent again after D1 took it (its answer lost) is not counted twice; the next flush counts on", async () => {
    const holder = await keyHolder();
    const ledger = usageLedgerFor(env, holder.user.id);
    const call = (n: number) => ({
      requestId: crypto.randomUUID(),
      userId: holder.user.id,
      apiKeyId: holder.key.id,
      endpoint: "/api/v1/concepts",
      method: "POST",
      requestSize: null,
      ipAddress: null,
      userAgent: null,
      at: Date.now() + n,
    });
    const end = { endpoint: "/api/v1/concepts", statusCode: 201, responseTime: 30, responseSize: 900, cost: 0.5 };
    for (let n = 0; n < 3; n++) await ledger.settle(call(n), end);
    expect(await ledger.flush()).toEqual({ written: 3, unanswered: 0 });
    // The ledger lost D1's answer: its rows are uncounted again, still carrying the flush's number.
    await runInDurableObject(ledger, (_instance, state) => {
      state.storage.sql.exec("UPDATE usage_rows SET counted = 0");
    });
    expect(await ledger.flush()).toEqual({ written: 3, unanswered: 0 });
    const once = await hourlyRows(holder.user.id);
    expect(once.map((h) => [h.calls, h.billableCalls, h.cost])).toEqual([[3, 3, 1.5]]);
    // Counted now: later calls go out under the next number and add to the same hour.
    await ledger.settle(call(9), end);
    expect(await ledger.flush()).toEqual({ written: 1, unanswered: 0 });
    expect((await hourlyRows(holder.user.id)).map((h) => [h.calls, h.cost])).toEqual([[4, 2]]);
    expect(await ledger.flush()).toEqual({ written: 0, unanswered: 0 });
  });
});
