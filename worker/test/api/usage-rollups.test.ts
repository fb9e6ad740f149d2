import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { UsageList, UsageSummary } from "@common/api";
import { apiUsage, apiUsageHourly } from "../../db/schema";
import { call, expectBody } from "../helpers";
import { db, hourlyRows, keyHolder, ledgerOf, ledgerRows } from "../api-support";

/** Decision 039, bottleneck 1 of decision 036: D1 gets hourly rollups, the account's ledger the per-request rows. */

const sizeOfD1 = async () => (await env.DB.prepare("SELECT 1").run()).meta.size_after;

describe("usage rollups", () => {
  it("1,000 calls by one key write a handful of D1 rows, none in api_usage; the list and the summary stay exact", async () => {
    const holder = await keyHolder({ plan: "enterprise" });
    const before = await sizeOfD1();
    const CALLS = 1000;
    for (let i = 0; i < CALLS; i += 50) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, j) =>
          call(i + j < 990 ? "/api/v1/platforms" : "/api/v1/concepts/999999999", { headers: holder.keyAuth }),
        ),
      );
      await Promise.all(answers.map((r) => r.body?.cancel()));
    }
    await ledgerOf(holder.user.id).flush();

    const hours = await hourlyRows(holder.user.id);
    // One rollup per endpoint and method and hour: two endpoints, at most two hours if the run crossed one.
    expect(hours.length).toBeLessThanOrEqual(4);
    expect(hours.reduce((n, h) => n + h.calls, 0)).toBe(CALLS);
    expect(hours.reduce((n, h) => n + h.errors, 0)).toBe(10);
    expect(await db().select().from(apiUsage).where(eq(apiUsage.userId, holder.user.id))).toHaveLength(0);
    const after = await sizeOfD1();
    console.log(
      JSON.stringify({ calls: CALLS, rollupRows: hours.length, d1BytesGrowth: after - before, apiUsageRows: 0 }),
    );

    // HEAD wrote one api_usage row per call: the same 1,000 rows, as its flush wrote them, for the figure beside it.
    const headBefore = await sizeOfD1();
    const rows = await ledgerRows(holder.user.id);
    for (let i = 0; i < rows.length; i += 7)
      await db()
        .insert(apiUsage)
        .values(
          rows.slice(i, i + 7).map((r) => ({
            userId: holder.user.id,
            apiKeyId: holder.key.id,
            endpoint: r.endpoint,
            method: r.method,
            statusCode: r.statusCode,
            responseTime: 3,
            ipAddress: r.ipAddress,
            userAgent: "reachgen-test",
            cost: r.cost,
            requestId: `head-${r.requestId}`,
          })),
        );
    console.log(
      JSON.stringify({ calls: CALLS, headApiUsageRows: rows.length, d1BytesGrowth: (await sizeOfD1()) - headBefore }),
    );
    await db().delete(apiUsage).where(eq(apiUsage.userId, holder.user.id));

    const summary = await expectBody(await call("/api/v1/usage/summary", { headers: holder.auth }), 200, UsageSummary);
    expect(summary.totalCalls).toBe(CALLS);
    expect(summary.byEndpoint.find((e) => e.endpoint === "/api/v1/platforms")?.calls).toBe(990);
    expect(summary.byDay.reduce((n, d) => n + d.calls, 0)).toBe(CALLS);

    // The list comes from the ledger, page by page (session reads are not API calls).
    const page = await expectBody(
      await call("/api/v1/usage?limit=100&offset=900", { headers: holder.auth }),
      200,
      UsageList,
    );
    expect(page.pagination.total).toBe(CALLS);
    expect(page.data).toHaveLength(100);
    const errors = await expectBody(
      await call("/api/v1/usage?endpoint=/api/v1/concepts/%7Bid%7D", { headers: holder.auth }),
      200,
      UsageList,
    );
    expect(errors.data.map((r) => r.statusCode)).toEqual(Array(10).fill(404));
    expect(errors.data.every((r) => r.keyId === holder.key.keyId)).toBe(true);

    // A period that is not whole hours: its parts inside an hour come from the ledger's rows.
    const now = Date.now();
    const partial = await expectBody(
      await call(
        `/api/v1/usage/summary?startDate=${new Date(now - 10 * 60_000).toISOString()}&endDate=${new Date(now + 60_000).toISOString()}`,
        { headers: holder.auth },
      ),
      200,
      UsageSummary,
    );
    expect(partial.totalCalls).toBe(CALLS);
    expect(await db().select().from(apiUsageHourly).where(eq(apiUsageHourly.userId, holder.user.id))).toHaveLength(
      (await hourlyRows(holder.user.id)).length,
    );
  }, 180_000);
});
