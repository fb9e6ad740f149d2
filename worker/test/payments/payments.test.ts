import { env } from "cloudflare:workers";
import { inject } from "vitest";
import { describe, expect, it } from "vitest";
import { AuthResult, Subscription } from "@common/auth";
import { CheckoutResult, type PaymentTransaction } from "@common/payments";
import { createDb } from "../../db/client";
import { tryIncrementConcepts } from "../../services/payments/subscription";
import { call, callWith, expectBody, expectError, jsonInit } from "../helpers";
import { checkoutCompleted, deliverSigned } from "../stripe-events";
import { createUser } from "../factories";

const ORIGIN = "http://localhost:8787";
const stripeEnv = { ...env, STRIPE_SECRET_KEY: "sk_test_reachgen", STRIPE_WEBHOOK_SECRET: "whsec_reachgen_test" };
const email = () => `buyer-${crypto.randomUUID().slice(0, 8)}@example.com`;

async function userRow(address: string) {
  return env.DB.prepare("SELECT * FROM users WHERE email = ?").bind(address).first<Record<string, unknown>>();
}
async function txCount() {
  return (await env.DB.prepare("SELECT count(*) AS n FROM payment_transactions").first<{ n: number }>())!.n;
}

describe("sandbox checkout, signed out: pay first, register after", () => {
  it("grants the paid plan only through the completed payment and the claim token of its checkout", async () => {
    const buyer = email();
    const start = await call(
      "/api/create-stripe-checkout",
      jsonInit("POST", { planId: "pro", email: buyer, firstName: "Bea" }),
    );
    const checkout = await expectBody(start, 200, CheckoutResult);
    expect(checkout.provider).toBe("sandbox");
    const pageUrl = new URL(checkout.url);
    const claim = pageUrl.searchParams.get("claim") ?? "";
    expect(claim).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(checkout.url).toBe(`${ORIGIN}/api/sandbox/checkout/${checkout.sessionId}?claim=${claim}`);
    expect(checkout.sessionUrl).toBe(checkout.url);

    const page = await call(`${pageUrl.pathname}${pageUrl.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("TEST MODE");
    expect(html).toContain("$29 / month");
    expect(html).toContain(buyer);
    expect(html).toContain(`action="/api/sandbox/checkout/${checkout.sessionId}/complete?claim=${claim}"`);
    expect(page.headers.get("Content-Security-Policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );

    // Before paying, and with a forged id, registration for pro is refused.
    const reg = {
      email: buyer,
      password: "pay-first-123",
      firstName: "Bea",
      lastName: "Buyer",
      subscriptionPlan: "pro",
      paymentMethod: "stripe",
    };
    const paid = { paymentTransactionId: checkout.sessionId, claimToken: claim };
    await expectError(
      await call("/api/auth/register", jsonInit("POST", { ...reg, ...paid })),
      402,
      "PAYMENT_NOT_VERIFIED",
    );
    await expectError(
      await call(
        "/api/auth/register",
        jsonInit("POST", { ...reg, paymentTransactionId: "anything", claimToken: claim }),
      ),
      402,
      "PAYMENT_NOT_VERIFIED",
    );

    const done = await call(`/api/sandbox/checkout/${checkout.sessionId}/complete?claim=${claim}`, {
      method: "POST",
      redirect: "manual",
    });
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe(
      `${ORIGIN}/register?plan=pro&payment=success&txId=${checkout.sessionId}&claim=${claim}`,
    );

    // The session id alone, under the buyer's email or another, does not claim the payment.
    await expectError(
      await call("/api/auth/register", jsonInit("POST", { ...reg, paymentTransactionId: checkout.sessionId })),
      402,
      "PAYMENT_NOT_VERIFIED",
    );
    await expectError(
      await call(
        "/api/auth/register",
        jsonInit("POST", { ...reg, email: email(), paymentTransactionId: checkout.sessionId }),
      ),
      402,
      "PAYMENT_NOT_VERIFIED",
    );
    // The wrong plan for the payment is refused.
    await expectError(
      await call("/api/auth/register", jsonInit("POST", { ...reg, ...paid, subscriptionPlan: "enterprise" })),
      402,
      "PAYMENT_NOT_VERIFIED",
    );

    const ok = await expectBody(
      await call("/api/auth/register", jsonInit("POST", { ...reg, ...paid })),
      201,
      AuthResult,
    );
    const sub = await expectBody(
      await call("/api/user/subscription", { headers: { Authorization: `Bearer ${ok.sessionId}` } }),
      200,
      Subscription,
    );
    expect(sub).toMatchObject({ plan: "pro", status: "active", conceptsLimit: 100 });
    const tx = await env.DB.prepare(
      "SELECT status, amount, subscription_plan, verified_at FROM payment_transactions WHERE stripe_session_id = ?",
    )
      .bind(checkout.sessionId)
      .first<Record<string, unknown>>();
    expect(tx).toMatchObject({ status: "completed", amount: 2900, subscription_plan: "pro" });
    expect(tx?.verified_at).toBeTypeOf("number");

    // Replaying the same payment: the account is claimed, so nobody registers with it again.
    await expectError(await call("/api/auth/register", jsonInit("POST", { ...reg, ...paid })), 409, "CONFLICT");
    await expectError(
      await call("/api/auth/register", jsonInit("POST", { ...reg, ...paid, email: email() })),
      402,
      "PAYMENT_NOT_VERIFIED",
    );
    // Completing again changes nothing.
    const again = await call(`/api/sandbox/checkout/${checkout.sessionId}/complete`, {
      method: "POST",
      redirect: "manual",
    });
    expect(again.status).toBe(303);
    expect(await txCount()).toBeGreaterThan(0);
  });

  it("validates the signed-out checkout", async () => {
    await expectError(
      await call("/api/create-stripe-checkout", jsonInit("POST", {})),
      400,
      "VALIDATION_FAILED",
      "Plan selection is required",
    );
    await expectError(
      await call("/api/create-stripe-checkout", jsonInit("POST", { planId: "" })),
      400,
      "VALIDATION_FAILED",
      "Plan selection is required",
    );
    await expectError(
      await call("/api/create-stripe-checkout", jsonInit("POST", { planId: "pro" })),
      400,
      "BAD_REQUEST",
      "Missing Information: Please fill in your email and first name.",
    );
    await expectError(
      await call("/api/create-stripe-checkout", jsonInit("POST", { planId: "gold", email: email(), firstName: "A" })),
      400,
      "BAD_REQUEST",
      "Unknown plan",
    );
    await expectError(
      await call("/api/create-stripe-checkout", jsonInit("POST", { planId: "free", email: email(), firstName: "A" })),
      400,
      "BAD_REQUEST",
    );
    await expectError(
      await call("/api/create-stripe-checkout", jsonInit("POST", { planId: "pro", email: "nope", firstName: "A" })),
      400,
      "VALIDATION_FAILED",
      "Please enter a valid email address",
    );
    const taken = await createUser();
    await expectError(
      await call(
        "/api/create-stripe-checkout",
        jsonInit("POST", { planId: "pro", email: taken.user.email, firstName: "A" }),
      ),
      409,
      "CONFLICT",
    );
    await expectError(await call("/api/sandbox/checkout/cs_sandbox_doesnotexistdoesnotexist"), 404, "NOT_FOUND");
    await expectError(await call("/api/sandbox/checkout/not-a-session"), 400, "VALIDATION_FAILED");
  });

  it("is refused when ENVIRONMENT=production", async () => {
    const prod = { ...env, ENVIRONMENT: "production" };
    const buyer = email();
    await expectError(
      await callWith(
        prod,
        "/api/create-stripe-checkout",
        jsonInit("POST", { planId: "pro", email: buyer, firstName: "P" }),
      ),
      503,
      "SERVICE_UNAVAILABLE",
    );
    const dev = await expectBody(
      await call("/api/create-stripe-checkout", jsonInit("POST", { planId: "basic", email: email(), firstName: "P" })),
      200,
      CheckoutResult,
    );
    await expectError(await callWith(prod, `/api/sandbox/checkout/${dev.sessionId}`), 404, "NOT_FOUND");
    await expectError(
      await callWith(prod, `/api/sandbox/checkout/${dev.sessionId}/complete`, { method: "POST" }),
      404,
      "NOT_FOUND",
    );
  });
});

describe("sandbox checkout, signed in: upgrade from /subscription", () => {
  it("returns to /payment-success and activates the plan", async () => {
    const { user, auth } = await createUser();
    const checkout = await expectBody(
      await call("/api/create-stripe-checkout", jsonInit("POST", { planId: "basic" }, auth)),
      200,
      CheckoutResult,
    );
    const done = await call(`/api/sandbox/checkout/${checkout.sessionId}/complete`, {
      method: "POST",
      redirect: "manual",
    });
    expect(done.headers.get("Location")).toBe(`${ORIGIN}/payment-success?session_id=${checkout.sessionId}`);
    const row = await userRow(user.email);
    expect(row).toMatchObject({ subscription_plan: "basic", subscription_status: "active", concepts_limit: 25 });
  });
});

describe("Stripe provider through the official SDK", () => {
  it("creates a Checkout Session in Stripe's wire format", async () => {
    const { auth, user } = await createUser();
    const res = await callWith(stripeEnv, "/api/create-stripe-checkout", jsonInit("POST", { planId: "pro" }, auth));
    const checkout = await expectBody(res, 200, CheckoutResult);
    expect(checkout.provider).toBe("stripe");
    expect(checkout.url).toBe(`https://checkout.stripe.com/c/pay/${checkout.sessionId}`);
    const recorded = (await (await fetch(`${inject("stripeApiBase")}/__requests`)).json()) as {
      path: string;
      authorization: string;
      form: Record<string, string>;
    }[];
    // The wire server is shared by the test files running at once: this user's session, by its email.
    const sent = recorded
      .filter((r) => r.path === "/v1/checkout/sessions" && r.form.customer_email === user.email)
      .at(-1)!;
    expect(sent.authorization).toBe("Bearer sk_test_reachgen");
    expect(sent.form).toMatchObject({
      mode: "subscription",
      customer_email: user.email,
      "line_items[0][price_data][unit_amount]": "2900",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][recurring][interval]": "month",
      "metadata[plan]": "pro",
      "metadata[userId]": String(user.id),
      success_url: `${ORIGIN}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    });
    const tx = await env.DB.prepare("SELECT status, user_id FROM payment_transactions WHERE stripe_session_id = ?")
      .bind(checkout.sessionId)
      .first();
    expect(tx).toEqual({ status: "pending", user_id: user.id });
  });
});

describe("POST /api/stripe/webhook", () => {
  const deliver = (event: Record<string, unknown>, secret = stripeEnv.STRIPE_WEBHOOK_SECRET) =>
    deliverSigned(stripeEnv, JSON.stringify(event), secret);
  const completed = (id: string, sessionId: string, amount: number, created = 1_800_000_000) =>
    checkoutCompleted(id, sessionId, amount, created);

  async function pendingCheckout(plan = "pro") {
    const u = await createUser();
    const c = await expectBody(
      await callWith(stripeEnv, "/api/create-stripe-checkout", jsonInit("POST", { planId: plan }, u.auth)),
      200,
      CheckoutResult,
    );
    return { ...u, sessionId: c.sessionId };
  }

  it("refuses a bad signature and changes nothing", async () => {
    const { user, sessionId } = await pendingCheckout();
    const res = await deliver(completed("evt_bad_sig", sessionId, 2900), "whsec_wrong");
    await expectError(res, 400, "BAD_REQUEST", "Invalid Stripe signature");
    const unsigned = await callWith(stripeEnv, "/api/stripe/webhook", { method: "POST", body: "{}" });
    await expectError(unsigned, 400, "BAD_REQUEST", "Missing Stripe-Signature header");
    expect(await userRow(user.email)).toMatchObject({ subscription_plan: "free", subscription_status: "inactive" });
    expect(
      (
        await env.DB.prepare("SELECT status FROM payment_transactions WHERE stripe_session_id = ?")
          .bind(sessionId)
          .first()
      )?.status,
    ).toBe("pending");
  });

  it("applies checkout.session.completed once, even delivered twice", async () => {
    const { user, sessionId } = await pendingCheckout();
    const first = await deliver(completed("evt_once", sessionId, 2900));
    expect(await first.json()).toEqual({ received: true, outcome: "applied" });
    const before = await txCount();
    const second = await deliver(completed("evt_once", sessionId, 2900));
    expect(await second.json()).toEqual({ received: true, outcome: "duplicate" });
    // A different event id for the same session is harmless too.
    await deliver(completed("evt_once_b", sessionId, 2900));
    expect(await txCount()).toBe(before);
    expect(await userRow(user.email)).toMatchObject({
      subscription_plan: "pro",
      subscription_status: "active",
      concepts_limit: 100,
      stripe_customer_id: "cus_123",
      stripe_subscription_id: `sub_${sessionId}`,
    });
  });

  it("does not grant a plan for a wrong amount or an unknown session", async () => {
    const { user, sessionId } = await pendingCheckout();
    await deliver(completed("evt_cheap", sessionId, 100));
    expect(await userRow(user.email)).toMatchObject({ subscription_plan: "free" });
    expect(
      (
        await env.DB.prepare("SELECT status FROM payment_transactions WHERE stripe_session_id = ?")
          .bind(sessionId)
          .first()
      )?.status,
    ).toBe("failed");
    const unknown = await deliver(completed("evt_unknown", "cs_test_never_created", 2900));
    expect(await unknown.json()).toEqual({ received: true, outcome: "ignored" });
  });

  it("ignores an older subscription event that arrives after a newer one", async () => {
    const { user, sessionId } = await pendingCheckout();
    await deliver(completed("evt_sub_setup", sessionId, 2900));
    const sub = (status: string) => ({
      id: `sub_${sessionId}`,
      object: "subscription",
      status,
      customer: "cus_123",
      metadata: { userId: String(user.id), plan: "pro" },
      items: { data: [{ current_period_end: 1_900_000_000 }] },
    });
    const newer = await deliver({
      id: "evt_sub_new",
      object: "event",
      type: "customer.subscription.updated",
      created: 1_800_000_200,
      data: { object: sub("past_due") },
    });
    expect(await newer.json()).toMatchObject({ outcome: "applied" });
    const older = await deliver({
      id: "evt_sub_old",
      object: "event",
      type: "customer.subscription.updated",
      created: 1_800_000_100,
      data: { object: sub("active") },
    });
    expect(await older.json()).toMatchObject({ outcome: "stale" });
    expect(await userRow(user.email)).toMatchObject({ subscription_status: "past_due" });
    await deliver({
      id: "evt_sub_del",
      object: "event",
      type: "customer.subscription.deleted",
      created: 1_800_000_300,
      data: { object: sub("canceled") },
    });
    expect(await userRow(user.email)).toMatchObject({ subscription_status: "canceled" });
  });

  it("records renewals and failed invoices", async () => {
    const { user, sessionId } = await pendingCheckout();
    await deliver(completed("evt_renew_setup", sessionId, 2900));
    const invoice = (id: string, reason: string) => ({
      id,
      object: "invoice",
      billing_reason: reason,
      amount_paid: 2900,
      amount_due: 2900,
      currency: "usd",
      parent: { subscription_details: { subscription: `sub_${sessionId}` } },
      lines: { data: [{ period: { end: 1_950_000_000 } }] },
    });
    await deliver({
      id: "evt_inv_failed",
      object: "event",
      type: "invoice.payment_failed",
      created: 1_800_000_400,
      data: { object: invoice("in_1", "subscription_cycle") },
    });
    expect(await userRow(user.email)).toMatchObject({ subscription_status: "past_due" });
    await deliver({
      id: "evt_inv_paid",
      object: "event",
      type: "invoice.paid",
      created: 1_800_000_500,
      data: { object: invoice("in_2", "subscription_cycle") },
    });
    expect(await userRow(user.email)).toMatchObject({
      subscription_status: "active",
      subscription_end_date: 1_950_000_000_000,
    });
    const rows = await env.DB.prepare("SELECT type, status FROM payment_transactions WHERE user_id = ? ORDER BY id")
      .bind(user.id)
      .all();
    expect(rows.results).toEqual([
      { type: "subscription", status: "completed" },
      { type: "renewal", status: "failed" },
      { type: "renewal", status: "completed" },
    ]);
  });

  it("is not served without a webhook secret", async () => {
    await expectError(await call("/api/stripe/webhook", { method: "POST", body: "{}" }), 404, "NOT_FOUND");
  });
});

describe("crypto payments", () => {
  const btcHash = "a".repeat(64);
  it("stays pending until an administrator confirms it", async () => {
    const { user, auth } = await createUser();
    const admin = await createUser({ isAdmin: true });
    const body = { planId: "pro", cryptoCurrency: "BTC", amount: "0.00042", txHash: btcHash };
    await expectError(
      await call("/api/crypto-payment", jsonInit("POST", body, auth)),
      400,
      "BAD_REQUEST",
      "No receiving address is configured for BTC",
    );
    await env.DB.prepare(
      "INSERT INTO crypto_payment_addresses (currency, address) VALUES ('BTC', 'tb1qreachgendemo0000000000000000000000000')",
    ).run();
    const addresses = await (await call("/api/crypto/addresses")).json();
    expect(addresses).toEqual([{ currency: "BTC", address: "tb1qreachgendemo0000000000000000000000000" }]);

    const created = await call("/api/crypto-payment", jsonInit("POST", body, auth));
    expect(created.status).toBe(201);
    const { transaction } = (await created.json()) as { transaction: PaymentTransaction };
    expect(transaction).toMatchObject({
      status: "pending",
      paymentMethod: "crypto",
      cryptoCurrency: "BTC",
      amount: 2900,
    });
    expect(await userRow(user.email)).toMatchObject({ subscription_plan: "free" });
    // The subscription read says the payment waits, with what was sent.
    const waiting = await expectBody(await call("/api/user/subscription", { headers: auth }), 200, Subscription);
    expect(waiting.plan).toBe("free");
    expect(waiting.pendingPayment).toEqual({
      plan: "pro",
      currency: "BTC",
      amount: "0.00042",
      submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    await expectError(
      await call("/api/crypto-payment", jsonInit("POST", body, auth)),
      409,
      "CONFLICT",
      "This transaction has already been submitted",
    );

    await expectError(
      await call(`/api/admin/crypto-payments/${transaction.id}`, jsonInit("POST", { decision: "confirm" }, auth)),
      403,
      "FORBIDDEN",
    );
    const list = (await (
      await call("/api/admin/crypto-payments", { headers: admin.auth })
    ).json()) as PaymentTransaction[];
    expect(list.map((t) => [t.id, t.email, t.status])).toContainEqual([transaction.id, user.email, "pending"]);
    const confirmed = await call(
      `/api/admin/crypto-payments/${transaction.id}`,
      jsonInit("POST", { decision: "confirm" }, admin.auth),
    );
    expect(((await confirmed.json()) as PaymentTransaction).status).toBe("completed");
    expect(await userRow(user.email)).toMatchObject({
      subscription_plan: "pro",
      subscription_status: "active",
      concepts_limit: 100,
    });
    const confirmedSub = await expectBody(await call("/api/user/subscription", { headers: auth }), 200, Subscription);
    expect(confirmedSub.plan).toBe("pro");
    expect(confirmedSub.pendingPayment).toBeUndefined();
    await expectError(
      await call(`/api/admin/crypto-payments/${transaction.id}`, jsonInit("POST", { decision: "confirm" }, admin.auth)),
      409,
      "CONFLICT",
    );
    await expectError(
      await call(`/api/admin/crypto-payments/999999`, jsonInit("POST", { decision: "confirm" }, admin.auth)),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await call(`/api/admin/crypto-payments/abc`, jsonInit("POST", { decision: "confirm" }, admin.auth)),
      400,
      "VALIDATION_FAILED",
    );
    await expectError(
      await call(`/api/admin/crypto-payments/${transaction.id}`, jsonInit("POST", { decision: "maybe" }, admin.auth)),
      400,
      "VALIDATION_FAILED",
      "Decision must be confirm or reject",
    );
  });

  it("validates currency, amount and hash", async () => {
    const { auth } = await createUser();
    await expectError(
      await call(
        "/api/crypto-payment",
        jsonInit("POST", { planId: "pro", cryptoCurrency: "DOGE", amount: "1", txHash: btcHash }, auth),
      ),
      400,
      "VALIDATION_FAILED",
      "Choose BTC, ETH, USDT or SOL",
    );
    await expectError(
      await call(
        "/api/crypto-payment",
        jsonInit("POST", { planId: "pro", cryptoCurrency: "BTC", amount: "", txHash: btcHash }, auth),
      ),
      400,
      "VALIDATION_FAILED",
      "Amount is required",
    );
    await expectError(
      await call(
        "/api/crypto-payment",
        // An Ethereum address (40 hex) is not a transaction hash.
        jsonInit("POST", { planId: "pro", cryptoCurrency: "ETH", amount: "1", txHash: `0x${"a".repeat(40)}` }, auth),
      ),
      400,
      "VALIDATION_FAILED",
      /transaction hash/,
    );
    await expectError(
      await call(
        "/api/crypto-payment",
        jsonInit("POST", { planId: "pro", cryptoCurrency: "BTC", amount: "1", txHash: btcHash }),
      ),
      401,
      "UNAUTHORIZED",
    );
  });
});

describe("monthly concept counter", () => {
  it("never passes the plan limit under concurrent increments", async () => {
    const { user } = await createUser({ plan: "basic", conceptsLimit: 5, conceptsGenerated: 1 });
    const db = createDb(env.DB);
    const results = await Promise.all(Array.from({ length: 12 }, () => tryIncrementConcepts(db, user.id)));
    expect(results.filter((r) => r !== null).sort()).toEqual([2, 3, 4, 5]);
    expect((await userRow(user.email))?.concepts_generated).toBe(5);
    const unlimited = await createUser({ plan: "enterprise", conceptsLimit: -1, conceptsGenerated: 1000 });
    expect(await tryIncrementConcepts(db, unlimited.user.id)).toBe(1001);
  });
});
