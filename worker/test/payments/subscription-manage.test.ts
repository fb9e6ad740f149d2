// Issue 29, deliverable 1: a customer cancels, resumes and changes a plan; through the sandbox (npm start, no Stripe
// key) and through Stripe's subscriptions API (the wire fake), with webhooks arriving out of order (decision 003).
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { Subscription } from "@common/auth";
import { CheckoutResult, CheckoutStatus } from "@common/payments";
import { createDb } from "../../db/client";
import { users } from "../../db/schema";
import { renewalReminderKey, sendRenewalReminders } from "../../services/payments/renewal-reminders";
import { createUser, testContext } from "../factories";
import { call, callWith, expectBody, expectError, jsonInit } from "../helpers";
import { checkoutCompleted, deliverSigned } from "../stripe-events";

const WEBHOOK_SECRET = "whsec_reachgen_manage";
const stripeEnv = { ...env, STRIPE_SECRET_KEY: "sk_test_reachgen", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
const DAY = 24 * 60 * 60 * 1000;

const row = (sql: string, ...args: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...args)
    .first<Record<string, unknown>>();
const userById = (id: number) => row("SELECT * FROM users WHERE id = ?", id);

type Auth = Record<string, string>;
const read = async (auth: Auth, e: Env = env) =>
  expectBody(await callWith(e, "/api/user/subscription", { headers: auth }), 200, Subscription);
const act = (auth: Auth, action: "cancel" | "resume" | "change", e: Env = env, plan?: string) =>
  callWith(
    e,
    `/api/subscription/${action}`,
    plan === undefined ? { method: "POST", headers: auth } : jsonInit("POST", { plan }, auth),
  );
/** The action's answer, which must be exactly what GET /api/user/subscription shows right after it. */
async function acted(auth: Auth, action: "cancel" | "resume" | "change", e: Env = env, plan?: string) {
  const answer = await expectBody(await act(auth, action, e, plan), 200, Subscription);
  expect(answer).toEqual(await read(auth, e));
  return answer;
}

/** A signed-in user who bought `plan` through the sandbox's checkout (the Pay button). */
async function sandboxBuyer(plan = "pro") {
  const u = await createUser();
  const checkout = await expectBody(
    await call("/api/create-stripe-checkout", jsonInit("POST", { planId: plan }, u.auth)),
    200,
    CheckoutResult,
  );
  const paid = await call(`/api/sandbox/checkout/${checkout.sessionId}/complete`, {
    method: "POST",
    redirect: "manual",
  });
  expect(paid.status).toBe(303);
  return { ...u, sessionId: checkout.sessionId };
}

describe("managing a plan in the sandbox (no Stripe key, development)", () => {
  it("cancels at the period's end, resumes, downgrades and upgrades through the fulfilment writes", async () => {
    const { user, auth } = await sandboxBuyer("pro");
    const start = await read(auth);
    expect(start).toMatchObject({
      plan: "pro",
      status: "active",
      billing: "sandbox",
      cancelAtPeriodEnd: false,
      conceptsLimit: 100,
      access: { state: "active" },
    });
    expect(start.currentPeriodEnd).toBe(start.subscriptionEndDate);
    expect(Date.parse(start.currentPeriodEnd ?? "")).toBeGreaterThan(Date.now() + 27 * DAY);

    const cancelled = await acted(auth, "cancel");
    expect(cancelled).toMatchObject({ plan: "pro", status: "active", cancelAtPeriodEnd: true });
    expect(cancelled.currentPeriodEnd).toBe(start.currentPeriodEnd);
    expect(await userById(user.id)).toMatchObject({ cancel_at_period_end: 1, subscription_status: "active" });
    // Applied as a recorded "subscription updated", under the ordering rule of decision 003.
    expect(
      await row(
        "SELECT type, subscription_id FROM stripe_events WHERE subscription_id = ? LIMIT 1",
        `sandbox_user_${user.id}`,
      ),
    ).toEqual({ type: "customer.subscription.updated", subscription_id: `sandbox_user_${user.id}` });
    await expectError(await act(auth, "cancel"), 409, "CONFLICT", /already cancelled: it stays until \d{4}-\d\d-\d\d/);

    expect(await acted(auth, "resume")).toMatchObject({ plan: "pro", cancelAtPeriodEnd: false });
    await expectError(await act(auth, "resume"), 409, "CONFLICT", /is not cancelled: it renews on/);

    await env.DB.prepare("UPDATE users SET concepts_generated = 7 WHERE id = ?").bind(user.id).run();
    const down = await acted(auth, "change", env, "basic");
    // A change keeps the month's count and period; the limit is the new plan's.
    expect(down).toMatchObject({ plan: "basic", conceptsLimit: 25, conceptsGenerated: 7, cancelAtPeriodEnd: false });
    expect(down.currentPeriodEnd).toBe(start.currentPeriodEnd);
    const up = await acted(auth, "change", env, "Enterprise");
    expect(up).toMatchObject({ plan: "enterprise", conceptsLimit: -1, conceptsGenerated: 7 });
    expect(await userById(user.id)).toMatchObject({ subscription_plan: "enterprise", concepts_limit: -1 });
  });

  it("answers a clear 4xx for no paid plan, the same plan, an unknown plan and the free plan", async () => {
    const free = await createUser();
    for (const action of ["cancel", "resume"] as const) {
      await expectError(await act(free.auth, action), 409, "CONFLICT", /free plan: there is no paid plan/);
    }
    await expectError(await act(free.auth, "change", env, "pro"), 409, "CONFLICT", /free plan/);
    const { auth } = await sandboxBuyer("basic");
    await expectError(await act(auth, "change", env, "basic"), 409, "CONFLICT", "You are already on the Basic plan.");
    await expectError(await act(auth, "change", env, "gold"), 400, "BAD_REQUEST", /Unknown plan/);
    await expectError(await act(auth, "change", env, "free"), 400, "BAD_REQUEST", /cancel your plan/);
    await expectError(
      await callWith(env, "/api/subscription/change", jsonInit("POST", {}, auth)),
      400,
      "VALIDATION_FAILED",
    );
    await expectError(await call("/api/subscription/cancel", { method: "POST" }), 401, "UNAUTHORIZED");
    // An ended plan has nothing to cancel.
    const lapsed = await createUser({ plan: "pro", status: "expired" });
    await expectError(await act(lapsed.auth, "cancel"), 409, "CONFLICT", /not running/);
  });
});

/* ---------- Stripe (the wire fake) ---------- */

async function fakeSubscription(id: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${inject("stripeApiBase")}/v1/subscriptions/${id}`, {
    headers: { Authorization: "Bearer sk_test_reachgen" },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}
async function fakeRequests(path: string) {
  const res = await fetch(`${inject("stripeApiBase")}/__requests`);
  return ((await res.json()) as { method: string; path: string; form: Record<string, string> }[]).filter(
    (r) => r.path === path,
  );
}
const updated = (id: string, created: number, object: Record<string, unknown>) => ({
  id,
  object: "event",
  type: "customer.subscription.updated",
  created,
  data: { object },
});
async function deliver(event: Record<string, unknown>) {
  const res = await deliverSigned(stripeEnv, JSON.stringify(event), WEBHOOK_SECRET);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return (JSON.parse(text) as { outcome: string }).outcome;
}

/** A signed-in user whose Stripe checkout for `plan` completed (its webhook delivered): a live card subscription. */
async function stripeBuyer(plan = "pro", amount = 2900) {
  const u = await createUser();
  const c = await expectBody(
    await callWith(stripeEnv, "/api/create-stripe-checkout", jsonInit("POST", { planId: plan }, u.auth)),
    200,
    CheckoutResult,
  );
  const now = Math.floor(Date.now() / 1000);
  const tag = crypto.randomUUID().slice(0, 8);
  expect(await deliver(checkoutCompleted(`evt_m_${tag}_checkout`, c.sessionId, amount, now - 120))).toBe("applied");
  return { ...u, tag, subscriptionId: `sub_${c.sessionId}`, now };
}

describe("managing a card plan through Stripe's subscriptions API", () => {
  it("cancel and resume call Stripe, apply its answer, and an older webhook arriving late changes nothing", async () => {
    const { user, auth, subscriptionId, tag, now } = await stripeBuyer();
    expect(await read(auth, stripeEnv)).toMatchObject({ plan: "pro", billing: "stripe", cancelAtPeriodEnd: false });
    const before = await fakeSubscription(subscriptionId);

    const cancelled = await acted(auth, "cancel", stripeEnv);
    expect(cancelled).toMatchObject({ plan: "pro", status: "active", cancelAtPeriodEnd: true });
    const calls = await fakeRequests(`/v1/subscriptions/${subscriptionId}`);
    expect(calls.at(-1)).toMatchObject({ method: "POST", form: { cancel_at_period_end: "true" } });
    const atStripe = await fakeSubscription(subscriptionId);
    expect(atStripe.cancel_at_period_end).toBe(true);
    // Stripe's period end is the account's.
    const item = (atStripe.items as { data: { current_period_end: number }[] }).data[0]!;
    expect(cancelled.currentPeriodEnd).toBe(new Date(item.current_period_end * 1000).toISOString());

    // Stripe's own event for the cancel, then an older one (from before it) delivered late: stale, nothing changes.
    const seconds = () => Math.floor(Date.now() / 1000);
    expect(await deliver(updated(`evt_m_${tag}_cancel`, seconds(), atStripe))).toBe("applied");
    expect(await deliver(updated(`evt_m_${tag}_before`, now - 60, before))).toBe("stale");
    expect(await userById(user.id)).toMatchObject({ cancel_at_period_end: 1, subscription_plan: "pro" });

    expect(await acted(auth, "resume", stripeEnv)).toMatchObject({ cancelAtPeriodEnd: false });
    expect((await fakeRequests(`/v1/subscriptions/${subscriptionId}`)).at(-1)).toMatchObject({
      form: { cancel_at_period_end: "false" },
    });
    // The resume's own event: applied; a cancelled state from before the resume, delivered late: stale.
    expect(await deliver(updated(`evt_m_${tag}_resume`, seconds(), await fakeSubscription(subscriptionId)))).toBe(
      "applied",
    );
    expect(await deliver(updated(`evt_m_${tag}_cancel_late`, now - 30, atStripe))).toBe("stale");
    expect(await userById(user.id)).toMatchObject({ cancel_at_period_end: 0, subscription_status: "active" });
  });

  it("a downgrade and an upgrade change the price with Stripe's prorations; webhooks out of order keep the newest", async () => {
    const { user, auth, subscriptionId, tag, now } = await stripeBuyer();
    const proAtStripe = await fakeSubscription(subscriptionId);
    const down = await acted(auth, "change", stripeEnv, "basic");
    expect(down).toMatchObject({ plan: "basic", conceptsLimit: 25, billing: "stripe" });
    const change = (await fakeRequests(`/v1/subscriptions/${subscriptionId}`)).at(-1)!;
    expect(change.form).toMatchObject({
      "items[0][id]": (proAtStripe.items as { data: { id: string }[] }).data[0]!.id,
      "items[0][price_data][unit_amount]": "900",
      "items[0][price_data][currency]": "usd",
      "items[0][price_data][recurring][interval]": "month",
      proration_behavior: "create_prorations",
      "metadata[plan]": "basic",
    });
    const basicAtStripe = await fakeSubscription(subscriptionId);
    // Stripe credits the unused Pro time and charges Basic's pro rata.
    const prorations = basicAtStripe.pending_invoice_items as { amount: number }[];
    expect(prorations).toHaveLength(2);
    expect(prorations[0]!.amount).toBeLessThan(0);
    expect(prorations[1]!.amount).toBeGreaterThan(0);

    // The downgrade's event arrives after a newer upgrade's event: the upgrade (newest) holds.
    const up = await acted(auth, "change", stripeEnv, "enterprise");
    expect(up).toMatchObject({ plan: "enterprise", conceptsLimit: -1 });
    const enterpriseAtStripe = await fakeSubscription(subscriptionId);
    expect(await deliver(updated(`evt_m_${tag}_up`, now + 60, enterpriseAtStripe))).toBe("applied");
    expect(await deliver(updated(`evt_m_${tag}_down`, now + 50, basicAtStripe))).toBe("stale");
    expect(await deliver(updated(`evt_m_${tag}_pro`, now + 5, proAtStripe))).toBe("stale");
    expect(await userById(user.id)).toMatchObject({ subscription_plan: "enterprise", concepts_limit: -1 });

    // A change made at Stripe itself (its dashboard) arrives only as a webhook, newer: it applies, plan mapped from
    // the price the way checkout chose it.
    expect(await deliver(updated(`evt_m_${tag}_dash`, now + 90, basicAtStripe))).toBe("applied");
    expect(await read(auth, stripeEnv)).toMatchObject({ plan: "basic", conceptsLimit: 25 });
  });

  it("answers 409 when Stripe does not know the subscription and 503 when no key is configured", async () => {
    const u = await createUser({ plan: "pro" });
    await createDb(env.DB)
      .update(users)
      .set({ stripeSubscriptionId: "sub_nobody_knows", subscriptionEndDate: new Date(Date.now() + 10 * DAY) })
      .where(eq(users.id, u.user.id));
    await expectError(await act(u.auth, "cancel", stripeEnv), 409, "CONFLICT", /does not know this subscription/);
    await expectError(await act(u.auth, "cancel", env), 503, "SERVICE_UNAVAILABLE");
    expect(await userById(u.user.id)).toMatchObject({ cancel_at_period_end: 0 });
  });
});

/* ---------- crypto plans ---------- */

/** An account whose Pro plan was paid in crypto (confirmed) and ends in `days` days. */
async function cryptoBuyer(days: number) {
  const u = await createUser({ plan: "pro", conceptsLimit: 100 });
  const end = new Date(Date.now() + days * DAY);
  await env.DB.prepare("UPDATE users SET subscription_end_date = ? WHERE id = ?").bind(end.getTime(), u.user.id).run();
  const hash = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, "0")).join("");
  await env.DB.prepare(
    `INSERT INTO payment_transactions (user_id, type, status, amount, currency, subscription_plan, crypto_tx_hash,
       crypto_currency, crypto_amount, verified_at, metadata, created_at)
     VALUES (?, 'subscription', 'completed', 2900, 'usd', 'pro', ?, 'BTC', '0.0004', ?, '{"provider":"crypto"}', ?)`,
  )
    .bind(u.user.id, hash, Date.now(), Date.now())
    .run();
  return { ...u, end };
}

describe("crypto plans", () => {
  it("cannot be cancelled or changed by card: they end at their end date", async () => {
    const { auth } = await cryptoBuyer(10);
    expect(await read(auth)).toMatchObject({ plan: "pro", billing: "crypto", cancelAtPeriodEnd: false });
    await expectError(await act(auth, "cancel"), 409, "CONFLICT", /Crypto plans cannot be changed by card/);
    await expectError(await act(auth, "resume"), 409, "CONFLICT", /Crypto plans cannot be changed by card/);
    await expectError(await act(auth, "change", env, "basic"), 409, "CONFLICT", /Crypto plans cannot be changed/);
  });

  it("get one renewal reminder 3 days before the end, however often the daily job runs", async () => {
    const soon = await cryptoBuyer(2);
    const later = await cryptoBuyer(10);
    const card = await sandboxBuyer("pro");
    await env.DB.prepare("UPDATE users SET subscription_end_date = ? WHERE id = ?")
      .bind(Date.now() + 2 * DAY, card.user.id)
      .run();
    const base = testContext();
    // A deployment's public origin: the mail links to the page itself.
    const ctx = { ...base, env: { ...base.env, PUBLIC_ORIGIN: "https://reachgen.example" } };
    const first = await sendRenewalReminders(ctx, new Date());
    expect(first).toBeGreaterThanOrEqual(1);
    expect(await sendRenewalReminders(ctx, new Date(Date.now() + 60_000))).toBe(0);
    const mails = await env.DB.prepare("SELECT * FROM mail_outbox WHERE idempotency_key LIKE ?")
      .bind(`renewal-reminder/${soon.user.id}/%`)
      .all<Record<string, unknown>>();
    expect(mails.results).toHaveLength(1);
    const mail = mails.results[0]!;
    expect(mail).toMatchObject({
      to_address: soon.user.email,
      kind: "billing",
      status: "sent",
      idempotency_key: renewalReminderKey(soon.user.id, soon.end),
    });
    expect(String(mail.subject)).toContain(`ends on ${soon.end.toISOString().slice(0, 10)}`);
    expect(String(mail.text)).toContain("Crypto plans do not renew by themselves");
    expect(String(mail.text)).toContain("https://reachgen.example/subscription");
    // Not yet due, and a card plan renews by itself: no reminder.
    for (const id of [later.user.id, card.user.id]) {
      expect(
        await row("SELECT count(*) AS n FROM mail_outbox WHERE idempotency_key LIKE ?", `renewal-reminder/${id}/%`),
      ).toEqual({ n: 0 });
    }
  });
});

/* ---------- the payment success page's question ---------- */

describe("GET /api/subscription/checkout/{sessionId}", () => {
  it("says unknown for a made-up id, pending before payment and done after", async () => {
    expect(
      await expectBody(await call("/api/subscription/checkout/cs_made_up_by_someone"), 200, CheckoutStatus),
    ).toEqual({ sessionId: "cs_made_up_by_someone", state: "unknown", plan: null });
    const u = await createUser();
    const checkout = await expectBody(
      await call("/api/create-stripe-checkout", jsonInit("POST", { planId: "basic" }, u.auth)),
      200,
      CheckoutResult,
    );
    const status = () => call(`/api/subscription/checkout/${checkout.sessionId}`);
    expect(await expectBody(await status(), 200, CheckoutStatus)).toMatchObject({ state: "pending", plan: "basic" });
    await call(`/api/sandbox/checkout/${checkout.sessionId}/complete`, { method: "POST", redirect: "manual" });
    expect(await expectBody(await status(), 200, CheckoutStatus)).toMatchObject({ state: "done", plan: "basic" });
  });
});
