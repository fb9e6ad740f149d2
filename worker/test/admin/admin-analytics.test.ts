import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AdminStats, AdminTransactionList, AdminUserList, ApiAnalytics, PaymentAnalytics } from "@common/admin";
import { newsletterSubscribers, paymentTransactions } from "../../db/schema";
import { brief, db, keyHolder, photoDataUrl } from "../api-support";
import { createUser } from "../factories";
import { call, expectBody, expectError, jsonInit } from "../helpers";

const one = async <T>(query: string) => (await env.DB.prepare(query).first<T>())!;

async function read(auth: Record<string, string>) {
  return {
    stats: await expectBody(await call("/api/admin/stats", { headers: auth }), 200, AdminStats),
    payments: await expectBody(await call("/api/admin/payment-analytics", { headers: auth }), 200, PaymentAnalytics),
    api: await expectBody(await call("/api/admin/api-analytics", { headers: auth }), 200, ApiAnalytics),
  };
}

describe("ADMIN TERMINAL numbers are counted from the rows", () => {
  it("after a scripted history of sign-ups, payments, generations and API calls, every number equals a count taken straight from D1", async () => {
    const admin = await createUser({ plan: "enterprise", isAdmin: true });
    const before = await read(admin.auth);

    // Sign-ups: two free, one basic; a Pro key holder who generates two concepts and makes API calls.
    await createUser();
    await createUser();
    await createUser({ plan: "basic" });
    const holder = await keyHolder();
    for (let i = 0; i < 2; i++) {
      const res = await call(
        "/api/v1/concepts",
        jsonInit("POST", { ...brief, imageData: photoDataUrl() }, holder.keyAuth),
      );
      expect(res.status).toBe(201);
    }
    expect((await call("/api/v1/concepts/999999", { headers: holder.keyAuth })).status).toBe(404);
    expect((await call("/api/v1/platforms", { headers: holder.keyAuth })).status).toBe(200);
    expect((await call("/api/v1/usage", { headers: holder.auth })).status).toBe(200); // flushes the key's events

    // Payments: two completed (a sandbox card and a crypto transfer), one pending.
    const now = new Date();
    await db()
      .insert(paymentTransactions)
      .values([
        {
          userId: holder.user.id,
          type: "subscription",
          status: "completed",
          amount: 2900,
          subscriptionPlan: "pro",
          stripeSessionId: "cs_sandbox_x1",
          verifiedAt: now,
        },
        {
          userId: admin.user.id,
          type: "subscription",
          status: "completed",
          amount: 9900,
          subscriptionPlan: "enterprise",
          cryptoCurrency: "BTC",
          verifiedAt: now,
        },
        {
          userId: admin.user.id,
          type: "subscription",
          status: "pending",
          amount: 900,
          subscriptionPlan: "basic",
          stripeSessionId: "cs_test_abc",
        },
      ]);
    await db()
      .insert(newsletterSubscribers)
      .values([
        { email: `n1-${crypto.randomUUID()}@example.com`, status: "active", confirmedAt: now },
        { email: `n2-${crypto.randomUUID()}@example.com`, status: "unsubscribed", confirmedAt: now },
        { email: `n3-${crypto.randomUUID()}@example.com`, status: "pending" },
      ]);

    const after = await read(admin.auth);
    // The deltas are the script.
    expect(after.stats.totalUsers - before.stats.totalUsers).toBe(4);
    expect(after.stats.userStats.freeUsers - before.stats.userStats.freeUsers).toBe(2);
    expect(after.stats.userStats.basicUsers - before.stats.userStats.basicUsers).toBe(1);
    expect(after.stats.userStats.proUsers - before.stats.userStats.proUsers).toBe(1);
    expect(after.stats.totalConcepts - before.stats.totalConcepts).toBe(2);
    expect(after.stats.totalSubscribers - before.stats.totalSubscribers).toBe(1);
    expect(after.stats.platformStats.facebook! - before.stats.platformStats.facebook!).toBe(2);
    expect(after.payments.totalTransactions - before.payments.totalTransactions).toBe(3);
    expect(after.payments.totalRevenue - before.payments.totalRevenue).toBeCloseTo(128, 6);
    expect(after.api.totalApiCalls - before.api.totalApiCalls).toBe(4);

    // And every number equals D1's own count.
    const examples = "(select id from users where email = 'examples@reachgen.invalid')";
    const users = await one<{ n: number; active: number; fresh: number }>(
      `select count(*) n, sum(subscription_plan <> 'free' and subscription_status = 'active') active,
        sum(created_at >= ${Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)}) fresh
       from users where email <> 'examples@reachgen.invalid' and password_hash <> ''`,
    );
    expect(after.stats.totalUsers).toBe(users.n);
    expect(after.stats.userStats.activeSubscriptions).toBe(users.active);
    expect(after.stats.userStats.newUsersThisMonth).toBe(users.fresh);
    const today = now.toISOString().slice(0, 10);
    const dayStart = Date.parse(`${today}T00:00:00Z`);
    const signedUpToday = await one<{ n: number }>(
      `select count(*) n from users where email <> 'examples@reachgen.invalid' and password_hash <> '' and created_at >= ${dayStart}`,
    );
    expect(after.stats.signupsByDay).toHaveLength(30);
    expect(after.stats.signupsByDay.at(-1)).toEqual({ date: today, signups: signedUpToday.n });
    expect(after.stats.signupsByDay.at(-1)!.signups - (before.stats.signupsByDay.at(-1)?.signups ?? 0)).toBe(4);
    const subscribed = await one<{ n: number }>(
      "select count(*) n from newsletter_subscribers where status = 'active' and confirmed_at is not null",
    );
    expect(after.stats.totalSubscribers).toBe(subscribed.n);
    const byStatus = await one<{ pending: number; unsubscribed: number }>(
      "select sum(status = 'pending') pending, sum(status = 'unsubscribed') unsubscribed from newsletter_subscribers",
    );
    expect(after.stats.subscribersByStatus).toEqual({
      pending: byStatus.pending,
      active: subscribed.n,
      unsubscribed: byStatus.unsubscribed,
    });
    expect(after.stats.subscribersByStatus.pending - before.stats.subscribersByStatus.pending).toBe(1);
    const concepts = await one<{ n: number; d: number; g: number }>(
      `select count(*) n, coalesce(sum(download_count), 0) d, coalesce(sum(generation_count), 0) g from ad_concepts where user_id not in ${examples}`,
    );
    expect([after.stats.totalConcepts, after.stats.totalDownloads, after.stats.totalGenerations]).toEqual([
      concepts.n,
      concepts.d,
      concepts.g,
    ]);
    const pay = await one<{ n: number; done: number; cents: number }>(
      "select count(*) n, sum(status = 'completed') done, sum(case when status = 'completed' then amount else 0 end) cents from payment_transactions",
    );
    expect(after.payments.totalTransactions).toBe(pay.n);
    expect(after.payments.totalRevenue).toBeCloseTo(pay.cents / 100, 6);
    expect(after.payments.conversionRate).toBe(Math.round((pay.done / pay.n) * 1000) / 10);
    expect(after.payments.paymentMethods.crypto).toBeGreaterThanOrEqual(1);
    expect(after.payments.paymentMethods.sandbox).toBeGreaterThanOrEqual(1);
    expect(after.payments.revenueByMonth).toHaveLength(12);
    expect(after.payments.revenueByMonth.at(-1)!.revenue).toBeCloseTo(after.payments.monthlyRevenue, 6);
    const api = await one<{ n: number; u: number; failed: number }>(
      "select sum(calls) n, count(distinct user_id) u, sum(errors) failed from api_usage_hourly",
    );
    expect(after.api.totalApiCalls).toBe(api.n);
    expect(after.api.uniqueUsers).toBe(api.u);
    expect(after.api.errorRate).toBe(Math.round((api.failed / api.n) * 1000) / 10);
    expect(after.api.endpointUsage["POST /api/v1/concepts"]).toBeGreaterThanOrEqual(2);
    expect(after.api.errorRates["GET /api/v1/concepts/{id}"]).toBeGreaterThan(0);
    expect(after.stats.recentActivity.length).toBeGreaterThan(0);

    const list = await expectBody(await call("/api/admin/users", { headers: admin.auth }), 200, AdminUserList);
    expect(list.map((u) => u.email)).toContain(holder.user.email);
    expect(list.map((u) => u.email)).not.toContain("examples@reachgen.invalid");
    const txs = await expectBody(
      await call("/api/admin/transactions", { headers: admin.auth }),
      200,
      AdminTransactionList,
    );
    expect(txs.length).toBe(pay.n);
  });

  it("an abandoned checkout is not a registered user: no count, no activity line, not in the user list", async () => {
    const admin = await createUser({ isAdmin: true });
    const before = await read(admin.auth);
    const email = `walked-away-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const checkout = await call(
      "/api/create-stripe-checkout",
      jsonInit("POST", { planId: "pro", email, firstName: "Wa" }),
    );
    expect(checkout.status).toBe(200);
    const placeholder = await one<{ n: number }>("select count(*) n from users where password_hash = ''");
    expect(placeholder.n).toBeGreaterThan(0);
    const after = await read(admin.auth);
    expect(after.stats.totalUsers).toBe(before.stats.totalUsers);
    expect(after.stats.userStats.freeUsers).toBe(before.stats.userStats.freeUsers);
    expect(after.stats.recentActivity.map((a) => a.description).join("\n")).not.toContain("checkout.invalid");
    const list = await expectBody(await call("/api/admin/users", { headers: admin.auth }), 200, AdminUserList);
    expect(list.some((u) => u.email.endsWith("@checkout.invalid"))).toBe(false);
  });

  it("every admin read: 401 signed out, 403 for a non-administrator, whatever the plan", async () => {
    const pro = await createUser({ plan: "pro" });
    for (const path of ["stats", "payment-analytics", "api-analytics", "users", "transactions"]) {
      await expectError(await call(`/api/admin/${path}`), 401, "UNAUTHORIZED");
      await expectError(await call(`/api/admin/${path}`, { headers: pro.auth }), 403, "FORBIDDEN");
    }
  });
});
