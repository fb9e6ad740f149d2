import { evictDurableObject } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type ApiKeyCreate, ApiKeyCreated, ApiKeyList, UsageSummary } from "@common/api";
import { apiKeys, apiUsage } from "../../db/schema";
import { KEY_CREATIONS_PER_HOUR } from "../../services/api/keys";
import { createUser } from "../factories";
import { call, expectBody, expectError, jsonInit } from "../helpers";
import { db, keyHolder, ledgerRows, meterOf, spendBudget } from "../api-support";

/** Issue 29: the plan's hourly budget is the account's, shared by its keys, each key's own limit within it. */

type Owner = Awaited<ReturnType<typeof createUser>>;

async function newKey(owner: Owner, body: Partial<ApiKeyCreate> = {}) {
  const res = await call("/api/v1/keys", jsonInit("POST", { name: "key", ...body }, owner.auth));
  const key = await expectBody(res, 201, ApiKeyCreated);
  return { ...key, auth: { Authorization: `Bearer ${key.secretKey}` } };
}

const policy = (account: number, key: number) => `"account";q=${account};w=3600, "key";q=${key};w=3600`;

/** The summary reads through the session; it writes the meter's buffered usage events to D1 first. */
async function summaryOf(owner: Owner) {
  return expectBody(await call("/api/v1/usage/summary", { headers: owner.auth }), 200, UsageSummary);
}

/** The account's usage rows (its ledger's); D1 has none of them one by one, only hourly rollups. */
async function usageRows(userId: number) {
  expect(await db().select().from(apiUsage).where(eq(apiUsage.userId, userId))).toHaveLength(0);
  return ledgerRows(userId);
}

describe("one meter per account", () => {
  it("two keys of one Pro account share 1,000 requests exactly under 1,500 concurrent; a 429 writes no usage row", async () => {
    const owner = await createUser({ plan: "pro", conceptsLimit: 100 });
    const a = await newKey(owner);
    const b = await newKey(owner);
    expect([a.rateLimit, b.rateLimit]).toEqual([1000, 1000]);

    const results = await Promise.all(
      Array.from({ length: 1500 }, (_, i) => call("/api/v1/platforms", { headers: (i % 2 ? a : b).auth })),
    );
    const admitted = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 429);
    expect(admitted).toHaveLength(1000);
    expect(refused).toHaveLength(500);
    // The account binds (both keys have room of their own): its remaining counts down 999 … 0, across both keys.
    const remaining = admitted.map((r) => Number(r.headers.get("RateLimit-Remaining"))).sort((x, y) => x - y);
    expect(remaining).toEqual(Array.from({ length: 1000 }, (_, i) => i));
    for (const r of results) {
      expect(r.headers.get("RateLimit-Policy")).toBe(policy(1000, 1000));
      expect(r.headers.get("RateLimit-Limit")).toBe("1000");
      expect(r.headers.get("X-RateLimit-Limit")).toBe("1000");
    }
    for (const r of refused) expect(Number(r.headers.get("Retry-After"))).toBeGreaterThan(0);
    const message = ((await refused[0]!.json()) as { error: { message: string } }).error.message;
    expect(message).toMatch(/^Your account has used its 1,000 requests for this hour, shared by all its API keys\./);
    await Promise.all(results.map((r) => (r.bodyUsed ? undefined : r.body?.cancel())));

    // Each refusal is counted in the meter; only the 1,000 admitted requests became usage rows.
    const summary = await summaryOf(owner);
    expect(summary.totalCalls).toBe(1000);
    expect(summary.refusedCalls).toBe(500);
    const rows = await usageRows(owner.user.id);
    expect(rows).toHaveLength(1000);
    expect(rows.filter((r) => r.statusCode === 429)).toHaveLength(0);
    expect(new Set(rows.map((r) => r.apiKeyId))).toEqual(new Set([a.id, b.id]));

    // The count survives the meter's eviction, and a third key made now gets nothing more this hour.
    await evictDurableObject(meterOf(owner.user.id));
    const c = await newKey(owner);
    const later = await call("/api/v1/platforms", { headers: c.auth });
    await expectError(later, 429, "RATE_LIMITED", /Your account has used its 1,000 requests/);
    expect(later.headers.get("RateLimit-Remaining")).toBe("0");
    expect(await usageRows(owner.user.id)).toHaveLength(1000);
  }, 180_000);

  it("a key with rateLimit 300 stops at 300 while the account continues with its other key", async () => {
    const owner = await createUser({ plan: "pro", conceptsLimit: 100 });
    const small = await newKey(owner, { rateLimit: 300 });
    const other = await newKey(owner);
    // 290 earlier requests of the small key (the account's count includes them), then 20 at once.
    await spendBudget(owner.user.id, small.keyId, 290);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => call("/api/v1/platforms", { headers: small.auth })),
    );
    expect(burst.filter((r) => r.status === 200)).toHaveLength(10);
    const refused = burst.filter((r) => r.status === 429);
    expect(refused).toHaveLength(10);
    for (const r of burst) {
      // The key binds: 300 is what it may spend, whatever the account has left.
      expect(r.headers.get("RateLimit-Policy")).toBe(policy(1000, 300));
      expect(r.headers.get("RateLimit-Limit")).toBe("300");
    }
    await expectError(refused[0]!, 429, "RATE_LIMITED", /^This key has used its 300 requests for this hour\./);
    await Promise.all(burst.map((r) => (r.bodyUsed ? undefined : r.body?.cancel())));

    const ok = await call("/api/v1/platforms", { headers: other.auth });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("RateLimit-Policy")).toBe(policy(1000, 1000));
    // The account's 1,000 less the small key's 300 and this one: the account binds for the other key.
    expect(ok.headers.get("RateLimit-Limit")).toBe("1000");
    expect(ok.headers.get("RateLimit-Remaining")).toBe("699");
    expect(ok.headers.get("X-RateLimit-Remaining")).toBe("699");

    const summary = await summaryOf(owner);
    expect(summary.totalCalls).toBe(11);
    expect(summary.refusedCalls).toBe(10);
    expect((await usageRows(owner.user.id)).map((r) => r.statusCode)).toEqual(Array(11).fill(200));
  });

  it("revoking a key tells the account's meter: a key this isolate holds is refused on its next request", async () => {
    const owner = await createUser({ plan: "pro", conceptsLimit: 100 });
    const a = await newKey(owner);
    const b = await newKey(owner);
    expect((await call("/api/v1/platforms", { headers: a.auth })).status).toBe(200);
    await call(`/api/v1/keys/${a.id}`, { method: "DELETE", headers: owner.auth });
    await expectError(
      await call("/api/v1/platforms", { headers: a.auth }),
      401,
      "UNAUTHORIZED",
      "This API key has been revoked",
    );
    const ok = await call("/api/v1/platforms", { headers: b.auth });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("RateLimit-Remaining")).toBe("998");
  });
});

describe("a key's budget as it is made and listed", () => {
  it("a key made without a rateLimit gets its plan's whole budget: Enterprise 10,000, Pro 1,000", async () => {
    const ent = await keyHolder({ plan: "enterprise", conceptsLimit: -1 });
    expect(ent.key.rateLimit).toBe(10_000);
    expect(ent.key.effectiveRateLimit).toBe(10_000);
    const res = await call("/api/v1/platforms", { headers: ent.keyAuth });
    expect(res.headers.get("RateLimit-Limit")).toBe("10000");
    expect(res.headers.get("RateLimit-Remaining")).toBe("9999");
    expect(res.headers.get("RateLimit-Policy")).toBe(policy(10_000, 10_000));
    const stored = (await db().select().from(apiKeys).where(eq(apiKeys.id, ent.key.id)))[0]!;
    expect(stored.rateLimit).toBe(10_000);

    const pro = await keyHolder();
    expect([pro.key.rateLimit, pro.key.effectiveRateLimit]).toEqual([1000, 1000]);
  });

  it("the key list shows each key's effective budget: the smaller of its own limit and the account's", async () => {
    const owner = await createUser({ plan: "pro", conceptsLimit: 100 });
    const big = await newKey(owner, { name: "big", rateLimit: 10_000 });
    const small = await newKey(owner, { name: "small", rateLimit: 300 });
    expect([big.effectiveRateLimit, small.effectiveRateLimit]).toEqual([1000, 300]);
    const list = await expectBody(await call("/api/v1/keys", { headers: owner.auth }), 200, ApiKeyList);
    expect(list.data.map((k) => [k.name, k.rateLimit, k.effectiveRateLimit])).toEqual([
      ["small", 300, 300],
      ["big", 10_000, 1000],
    ]);
    // A Pro key set to 10,000 still gets the account's 1,000.
    const res = await call("/api/v1/platforms", { headers: big.auth });
    expect(res.headers.get("RateLimit-Limit")).toBe("1000");
    expect(res.headers.get("RateLimit-Policy")).toBe(policy(1000, 1000));
  });

  it(`creating keys is limited to ${KEY_CREATIONS_PER_HOUR} per hour per account, revoked ones included`, async () => {
    const owner = await createUser({ plan: "pro", conceptsLimit: 100 });
    const other = await createUser({ plan: "pro", conceptsLimit: 100 });
    for (let i = 0; i < KEY_CREATIONS_PER_HOUR; i++) {
      const key = await newKey(owner, { name: `k${i}` });
      // Revoking does not give the creation back.
      await call(`/api/v1/keys/${key.id}`, { method: "DELETE", headers: owner.auth });
    }
    const refused = await call("/api/v1/keys", jsonInit("POST", { name: "one more" }, owner.auth));
    await expectError(
      refused,
      429,
      "RATE_LIMITED",
      /^You have created 10 API keys in the last hour, the most an account may; try again in .+\. Revoked keys count too\.$/,
    );
    const wait = Number(refused.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    const made = await db()
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, owner.user.id)));
    expect(made).toHaveLength(KEY_CREATIONS_PER_HOUR);
    // Another account is not affected.
    await newKey(other);
  });

  it("a refused creation (invalid body, a lapsed plan) does not count toward the hour's creations", async () => {
    const owner = await createUser({ plan: "pro", conceptsLimit: 100 });
    for (let i = 0; i < 12; i++) {
      await expectError(
        await call("/api/v1/keys", jsonInit("POST", { name: "k", expiresAt: "2020-01-01T00:00:00Z" }, owner.auth)),
        400,
        "BAD_REQUEST",
      );
    }
    await newKey(owner);
  });
});
