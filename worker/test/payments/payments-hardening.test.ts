// Issue 11, "accounts and money that cannot be abused": each describe block is one finding; each test failed on the
// code before the change. Faults are injected with SQLite triggers that abort one write, as a crash there would.
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { AuthResult, Subscription } from "@common/auth";
import { CheckoutResult, type PaymentTransaction } from "@common/payments";
import { sha256Hex } from "../../lib/crypto";
import { createUser } from "../factories";
import { call, callWith, expectBody, expectError, jsonInit } from "../helpers";
import { checkoutCompleted, deliverSigned } from "../stripe-events";

const ORIGIN = "http://localhost:8787";
const WEBHOOK_SECRET = "whsec_reachgen_hardening";
const stripeEnv = { ...env, STRIPE_SECRET_KEY: "sk_test_reachgen", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
/** Only the webhook secret: card checkouts are the sandbox's, yet Stripe's webhooks must still be verified. */
const webhookOnlyEnv = { ...env, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
const email = (who = "buyer") => `${who}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const signedDelivery = (e: Env, payload: string) => deliverSigned(e, payload, WEBHOOK_SECRET);
const deliver = (event: Record<string, unknown>, e: Env = stripeEnv) => signedDelivery(e, JSON.stringify(event));

async function outcome(res: Response) {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return (JSON.parse(text) as { outcome: string }).outcome;
}

const row = (sql: string, ...args: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...args)
    .first<Record<string, unknown>>();
const count = async (sql: string, ...args: unknown[]) => Number((await row(sql, ...args))?.n);
const userById = (id: number) => row("SELECT * FROM users WHERE id = ?", id);

/** A SQLite trigger that aborts one kind of write, as a crash at that point of a request would. */
async function injectFault(name: string, on: string) {
  await env.DB.prepare(
    `CREATE TRIGGER ${name} BEFORE ${on} BEGIN SELECT RAISE(ABORT, 'injected fault ${name}'); END`,
  ).run();
  return () => env.DB.prepare(`DROP TRIGGER IF EXISTS ${name}`).run();
}

const T0 = 1_800_000_000;
const completedEvent = (id: string, sessionId: string, created: number, amount = 2900) =>
  checkoutCompleted(id, sessionId, amount, created, "cus_hardening");
const subscriptionEvent = (
  id: string,
  type: "customer.subscription.updated" | "customer.subscription.deleted",
  created: number,
  subscriptionId: string,
  status: string,
  userId?: number,
) => ({
  id,
  object: "event",
  type,
  created,
  data: {
    object: {
      id: subscriptionId,
      object: "subscription",
      status,
      customer: "cus_hardening",
      metadata: userId ? { userId: String(userId), plan: "pro" } : {},
      items: { data: [{ current_period_end: T0 + 2_600_000 }] },
    },
  },
});
const invoiceEvent = (
  id: string,
  type: "invoice.paid" | "invoice.payment_failed",
  created: number,
  subscriptionId: string,
  invoiceId = `in_${id}`,
) => ({
  id,
  object: "event",
  type,
  created,
  data: {
    object: {
      id: invoiceId,
      object: "invoice",
      billing_reason: "subscription_cycle",
      amount_paid: type === "invoice.paid" ? 2900 : 0,
      amount_due: 2900,
      currency: "usd",
      parent: { subscription_details: { subscription: subscriptionId } },
      lines: { data: [{ period: { end: created + 2_600_000 } }] },
    },
  },
});

/** A signed-in user with a pending Stripe checkout for `plan`. */
async function stripeCheckout(plan = "pro") {
  const u = await createUser();
  const c = await expectBody(
    await callWith(stripeEnv, "/api/create-stripe-checkout", jsonInit("POST", { planId: plan }, u.auth)),
    200,
    CheckoutResult,
  );
  return { ...u, sessionId: c.sessionId, subscriptionId: `sub_${c.sessionId}` };
}

/** A signed-out sandbox checkout: the session, its claim token and, when `pay`, completed. */
async function signedOutCheckout(buyer: string, pay = true, plan = "pro") {
  const checkout = await expectBody(
    await call("/api/create-stripe-checkout", jsonInit("POST", { planId: plan, email: buyer, firstName: "Pat" })),
    200,
    CheckoutResult,
  );
  const claim = new URL(checkout.url).searchParams.get("claim") ?? "";
  if (pay) {
    const done = await call(`/api/sandbox/checkout/${checkout.sessionId}/complete?claim=${claim}`, {
      method: "POST",
      redirect: "manual",
    });
    expect(done.status).toBe(303);
  }
  return { sessionId: checkout.sessionId, claim };
}

const swapCase = (s: string) =>
  [...s].map((ch) => (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase())).join("");

const registration = (address: string, extra: Record<string, unknown> = {}) =>
  jsonInit("POST", {
    email: address,
    password: "hardening-pass-1",
    firstName: "Reg",
    lastName: "Istrant",
    subscriptionPlan: "free",
    paymentMethod: "free",
    ...extra,
  });

async function subscriptionOf(token: string) {
  return expectBody(
    await call("/api/user/subscription", { headers: { Authorization: `Bearer ${token}` } }),
    200,
    Subscription,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Stripe events apply in the order Stripe made them, per subscription (decision 003)", () => {
  it("a late, older invoice.paid does not re-activate a cancelled subscription", async () => {
    const { user, sessionId, subscriptionId } = await stripeCheckout();
    expect(await outcome(await deliver(completedEvent("evt_o1_checkout", sessionId, T0)))).toBe("applied");
    const deleted = subscriptionEvent(
      "evt_o1_deleted",
      "customer.subscription.deleted",
      T0 + 300,
      subscriptionId,
      "canceled",
    );
    expect(await outcome(await deliver(deleted))).toBe("applied");
    const late = invoiceEvent("evt_o1_late_paid", "invoice.paid", T0 + 200, subscriptionId);
    expect(await outcome(await deliver(late))).toBe("stale");
    expect(await userById(user.id)).toMatchObject({ subscription_status: "canceled" });
    // The money it reports is still on record.
    expect(
      await count("SELECT count(*) AS n FROM payment_transactions WHERE user_id = ? AND type = 'renewal'", user.id),
    ).toBe(1);
  });

  it("a late, older invoice.payment_failed does not set a paying user to past_due", async () => {
    const { user, sessionId, subscriptionId } = await stripeCheckout();
    await deliver(completedEvent("evt_o2_checkout", sessionId, T0));
    const failed = invoiceEvent("evt_o2_failed", "invoice.payment_failed", T0 + 100, subscriptionId, "in_o2");
    const paid = invoiceEvent("evt_o2_paid", "invoice.paid", T0 + 200, subscriptionId, "in_o2");
    expect(await outcome(await deliver(paid))).toBe("applied");
    expect(await outcome(await deliver(failed))).toBe("stale");
    expect(await userById(user.id)).toMatchObject({ subscription_status: "active", subscription_plan: "pro" });
  });

  it("a late checkout.session.completed grants the plan it paid for but not an older status", async () => {
    const { user, sessionId, subscriptionId } = await stripeCheckout();
    // Stripe delivered the subscription's own events first: it became active, then was cancelled.
    const active = subscriptionEvent(
      "evt_o3_active",
      "customer.subscription.updated",
      T0 + 10,
      subscriptionId,
      "active",
      user.id,
    );
    expect(await outcome(await deliver(active))).toBe("applied");
    const deleted = subscriptionEvent(
      "evt_o3_deleted",
      "customer.subscription.deleted",
      T0 + 20,
      subscriptionId,
      "canceled",
      user.id,
    );
    expect(await outcome(await deliver(deleted))).toBe("applied");
    expect(await outcome(await deliver(completedEvent("evt_o3_checkout", sessionId, T0)))).toBe("stale");
    expect(await userById(user.id)).toMatchObject({
      subscription_plan: "pro",
      concepts_limit: 100,
      subscription_status: "canceled",
      stripe_subscription_id: subscriptionId,
    });
    expect(await row("SELECT status FROM payment_transactions WHERE stripe_session_id = ?", sessionId)).toEqual({
      status: "completed",
    });
  });

  it("a subscription the account has left never changes it, whatever its metadata says", async () => {
    const { user, sessionId, subscriptionId } = await stripeCheckout();
    await deliver(completedEvent("evt_o4_checkout", sessionId, T0));
    const old = subscriptionEvent(
      "evt_o4_old_sub",
      "customer.subscription.updated",
      T0 + 500,
      "sub_left_behind",
      "past_due",
      user.id,
    );
    expect(await outcome(await deliver(old))).toBe("ignored");
    expect(await userById(user.id)).toMatchObject({
      subscription_status: "active",
      stripe_subscription_id: subscriptionId,
    });
  });
});

describe("payment completion and plan grant are one atomic write (fault injection)", () => {
  it("webhook: a crash at any write of the fulfilment grants nothing, and Stripe's retry grants once", async () => {
    const { user, sessionId } = await stripeCheckout();
    const event = completedEvent("evt_atomic_checkout", sessionId, T0);
    // Each crash window of the fulfilment: the plan, the status, the payment's completion, the event's record.
    const windows = [
      ["crash_plan", `UPDATE OF subscription_plan ON users WHEN NEW.id = ${user.id}`],
      ["crash_status", `UPDATE OF subscription_status ON users WHEN NEW.id = ${user.id}`],
      ["crash_completion", "UPDATE OF status ON payment_transactions WHEN NEW.status = 'completed'"],
      ["crash_record", "INSERT ON stripe_events WHEN NEW.id = 'evt_atomic_checkout'"],
    ] as const;
    for (const [name, on] of windows) {
      const heal = await injectFault(name, on);
      vi.spyOn(console, "error").mockImplementation(() => {});
      const crashed = await deliver(event);
      expect(crashed.status, name).toBe(500);
      await heal();
      expect(await userById(user.id), name).toMatchObject({
        subscription_plan: "free",
        subscription_status: "inactive",
      });
      expect(await row("SELECT status FROM payment_transactions WHERE stripe_session_id = ?", sessionId), name).toEqual(
        {
          status: "pending",
        },
      );
    }
    expect(await outcome(await deliver(event))).toBe("applied");
    const granted = await userById(user.id);
    expect(granted).toMatchObject({ subscription_plan: "pro", subscription_status: "active", concepts_limit: 100 });
    expect(await outcome(await deliver(event))).toBe("duplicate");
    expect(await outcome(await deliver(completedEvent("evt_atomic_checkout_again", sessionId, T0 + 1)))).toBe(
      "applied",
    );
    expect((await userById(user.id))?.subscription_start_date).toBe(granted?.subscription_start_date);
    expect(await count("SELECT count(*) AS n FROM payment_transactions WHERE user_id = ?", user.id)).toBe(1);
  });

  it("webhook: a renewal crashed before its event was recorded is not recorded twice on retry", async () => {
    const { user, sessionId, subscriptionId } = await stripeCheckout();
    await deliver(completedEvent("evt_renewal_setup", sessionId, T0));
    const renewal = invoiceEvent("evt_renewal_crash", "invoice.paid", T0 + 100, subscriptionId);
    const heal = await injectFault("crash_renewal_record", "INSERT ON stripe_events WHEN NEW.id = 'evt_renewal_crash'");
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await deliver(renewal)).status).toBe(500);
    await heal();
    expect(await outcome(await deliver(renewal))).toBe("applied");
    expect(await outcome(await deliver(renewal))).toBe("duplicate");
    expect(
      await count("SELECT count(*) AS n FROM payment_transactions WHERE user_id = ? AND type = 'renewal'", user.id),
    ).toBe(1);
  });

  it("webhook: two concurrent deliveries of one renewal record it once", async () => {
    const { user, sessionId, subscriptionId } = await stripeCheckout();
    await deliver(completedEvent("evt_concurrent_setup", sessionId, T0));
    const renewal = invoiceEvent("evt_concurrent_renewal", "invoice.paid", T0 + 100, subscriptionId);
    const outcomes = await Promise.all([deliver(renewal), deliver(renewal)].map(async (r) => outcome(await r)));
    expect(outcomes.sort()).toEqual(["applied", "duplicate"]);
    expect(
      await count("SELECT count(*) AS n FROM payment_transactions WHERE user_id = ? AND type = 'renewal'", user.id),
    ).toBe(1);
  });

  it("sandbox: a crash between completing the payment and granting the plan is repaired by paying again", async () => {
    const { user, auth } = await createUser();
    const checkout = await expectBody(
      await call("/api/create-stripe-checkout", jsonInit("POST", { planId: "basic" }, auth)),
      200,
      CheckoutResult,
    );
    const pay = () =>
      call(`/api/sandbox/checkout/${checkout.sessionId}/complete`, { method: "POST", redirect: "manual" });
    const heal = await injectFault(
      "crash_sandbox_grant",
      `UPDATE OF subscription_plan ON users WHEN NEW.id = ${user.id}`,
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await pay()).status).toBe(500);
    await heal();
    expect(
      await row("SELECT status FROM payment_transactions WHERE stripe_session_id = ?", checkout.sessionId),
    ).toEqual({
      status: "pending",
    });
    expect((await pay()).status).toBe(303);
    const granted = await userById(user.id);
    expect(granted).toMatchObject({ subscription_plan: "basic", subscription_status: "active", concepts_limit: 25 });
    expect((await pay()).status).toBe(303);
    expect((await userById(user.id))?.subscription_start_date).toBe(granted?.subscription_start_date);
  });

  it("crypto: a crash between confirming the payment and granting the plan is repaired by confirming again", async () => {
    const { user, auth } = await createUser();
    const admin = await createUser({ isAdmin: true });
    await env.DB.prepare(
      "INSERT INTO crypto_payment_addresses (currency, address) VALUES ('SOL', 'ReachGenDemoSo1anaAddress1111111111111111111')",
    ).run();
    const submitted = await call(
      "/api/crypto-payment",
      jsonInit("POST", { planId: "pro", cryptoCurrency: "SOL", amount: "0.2", txHash: "5".repeat(88) }, auth),
    );
    expect(submitted.status).toBe(201);
    const { transaction } = (await submitted.json()) as { transaction: PaymentTransaction };
    const confirm = () =>
      call(`/api/admin/crypto-payments/${transaction.id}`, jsonInit("POST", { decision: "confirm" }, admin.auth));

    for (const [name, on] of [
      ["crash_crypto_grant", `UPDATE OF subscription_status ON users WHEN NEW.id = ${user.id}`],
      ["crash_crypto_decide", "UPDATE OF status ON payment_transactions WHEN NEW.status = 'completed'"],
    ] as const) {
      const heal = await injectFault(name, on);
      vi.spyOn(console, "error").mockImplementation(() => {});
      expect((await confirm()).status, name).toBe(500);
      await heal();
      expect(await userById(user.id), name).toMatchObject({ subscription_plan: "free" });
      expect(await row("SELECT status FROM payment_transactions WHERE id = ?", transaction.id), name).toEqual({
        status: "pending",
      });
    }
    expect((await confirm()).status).toBe(200);
    expect(await userById(user.id)).toMatchObject({ subscription_plan: "pro", subscription_status: "active" });
    await expectError(await confirm(), 409, "CONFLICT", "This payment is already completed");
  });
});

describe("Stripe webhooks are verified with the webhook secret alone", () => {
  it("applies a signed event when no API key is configured, and still refuses a bad signature", async () => {
    const { user, auth } = await createUser();
    const checkout = await expectBody(
      await callWith(webhookOnlyEnv, "/api/create-stripe-checkout", jsonInit("POST", { planId: "pro" }, auth)),
      200,
      CheckoutResult,
    );
    expect(checkout.provider).toBe("sandbox");
    const event = completedEvent("evt_secret_only", checkout.sessionId, T0);
    expect(await outcome(await deliver(event, webhookOnlyEnv))).toBe("applied");
    expect(await userById(user.id)).toMatchObject({ subscription_plan: "pro", subscription_status: "active" });
    const forged = await callWith(webhookOnlyEnv, "/api/stripe/webhook", {
      method: "POST",
      headers: { "Stripe-Signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}` },
      body: JSON.stringify(completedEvent("evt_forged", checkout.sessionId, T0)),
    });
    await expectError(forged, 400, "BAD_REQUEST", "Invalid Stripe signature");
  });

  it("acknowledges a signed event of an unexpected shape as ignored and logs it, never a 500", async () => {
    const { sessionId, subscriptionId } = await stripeCheckout();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const head = (id: string, type: string) => ({ id, object: "event", type, created: T0 });
    // Every one is signed with the right secret; none has the shape the product acts on.
    const bad: [string, string][] = [
      ["not JSON", "this is not json"],
      ["JSON null", "null"],
      ["an array", "[]"],
      ["no id", JSON.stringify({ object: "event", type: "invoice.paid", created: T0, data: { object: {} } })],
      [
        "created as text",
        JSON.stringify({ ...head("evt_bad_created", "invoice.paid"), created: "yesterday", data: { object: {} } }),
      ],
      ["no data", JSON.stringify(head("evt_bad_no_data", "checkout.session.completed"))],
      ["data.object missing", JSON.stringify({ ...head("evt_bad_no_object", "checkout.session.completed"), data: {} })],
      [
        "checkout object empty",
        JSON.stringify({ ...head("evt_bad_empty", "checkout.session.completed"), data: { object: {} } }),
      ],
      [
        "checkout amount as text",
        JSON.stringify({
          ...head("evt_bad_amount", "checkout.session.completed"),
          data: { object: { ...completedEvent("x", sessionId, T0).data.object, amount_total: "lots" } },
        }),
      ],
      [
        "subscription without status",
        JSON.stringify({
          ...head("evt_bad_sub", "customer.subscription.updated"),
          data: { object: { id: subscriptionId, customer: "cus_x" } },
        }),
      ],
      [
        "invoice amount as text",
        JSON.stringify({
          ...head("evt_bad_invoice", "invoice.paid"),
          data: {
            object: { ...invoiceEvent("y", "invoice.paid", T0, subscriptionId).data.object, amount_paid: "2900" },
          },
        }),
      ],
      [
        "invoice object null",
        JSON.stringify({ ...head("evt_bad_null", "invoice.payment_failed"), data: { object: null } }),
      ],
      [
        "session id a number",
        JSON.stringify({
          ...head("evt_bad_session_id", "checkout.session.completed"),
          data: { object: { ...completedEvent("z", sessionId, T0).data.object, id: 42 } },
        }),
      ],
    ];
    for (const [what, payload] of bad) {
      const res = await signedDelivery(stripeEnv, payload);
      const text = await res.text();
      expect(res.status, `${what}: ${text}`).toBe(200);
      expect(JSON.parse(text), what).toEqual({ received: true, outcome: "ignored" });
    }
    expect(warn).toHaveBeenCalledTimes(bad.length);
    expect(String(warn.mock.calls[7]?.[0])).toMatch(/evt_bad_empty \(checkout\.session\.completed\).*data\.object/);
    expect(error).not.toHaveBeenCalled();
    expect(await row("SELECT status FROM payment_transactions WHERE stripe_session_id = ?", sessionId)).toEqual({
      status: "pending",
    });
  });
});

describe("checkout while the card provider is unreachable", () => {
  const downEnv = { ...stripeEnv, STRIPE_API_BASE: inject("stripeUnreachableBase") };
  const unreachable =
    "The card payment provider could not be reached. No payment was taken; please try again in a few minutes.";

  it("answers 503 with a clear message and leaves no payment row or unclaimed account", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { auth } = await createUser();
    const paymentsBefore = await count("SELECT count(*) AS n FROM payment_transactions");
    const usersBefore = await count("SELECT count(*) AS n FROM users");
    await expectError(
      await callWith(downEnv, "/api/create-stripe-checkout", jsonInit("POST", { planId: "pro" }, auth)),
      503,
      "SERVICE_UNAVAILABLE",
      unreachable,
    );
    await expectError(
      await callWith(
        downEnv,
        "/api/create-stripe-checkout",
        jsonInit("POST", { planId: "basic", email: email(), firstName: "Out" }),
      ),
      503,
      "SERVICE_UNAVAILABLE",
      unreachable,
    );
    expect(await count("SELECT count(*) AS n FROM payment_transactions")).toBe(paymentsBefore);
    expect(await count("SELECT count(*) AS n FROM users")).toBe(usersBefore);
  });
});

describe("a signed-out checkout is bound to the browser that paid (decision 003)", () => {
  it("never blocks the owner of the address from registering free, and gives them nothing someone else paid", async () => {
    const victim = email("victim");
    const { sessionId, claim } = await signedOutCheckout(victim);
    // The owner of the address registers free: the address is theirs, the paid plan is not.
    const owner = await expectBody(await call("/api/auth/register", registration(victim)), 201, AuthResult);
    expect(await subscriptionOf(owner.sessionId)).toMatchObject({ plan: "free", status: "inactive" });
    // The payer can no longer take that address, but keeps what they paid for under their own.
    const paid = {
      subscriptionPlan: "pro",
      paymentMethod: "stripe",
      paymentTransactionId: sessionId,
      claimToken: claim,
    };
    await expectError(await call("/api/auth/register", registration(victim, paid)), 409, "CONFLICT");
    const payer = await expectBody(
      await call("/api/auth/register", registration(email("payer"), paid)),
      201,
      AuthResult,
    );
    expect(await subscriptionOf(payer.sessionId)).toMatchObject({ plan: "pro", status: "active" });
  });

  it("claims the paid account only with its own checkout's claim token", async () => {
    const buyer = email();
    const { sessionId, claim } = await signedOutCheckout(buyer);
    const other = await signedOutCheckout(email(), true);
    const pro = { subscriptionPlan: "pro", paymentMethod: "stripe", paymentTransactionId: sessionId };
    const refused: [string, Record<string, unknown>][] = [
      ["no token", pro],
      ["empty token", { ...pro, claimToken: "" }],
      ["a random token", { ...pro, claimToken: "A".repeat(43) }],
      ["another checkout's token", { ...pro, claimToken: other.claim }],
      ["the token's hash", { ...pro, claimToken: await sha256Hex(claim) }],
      ["the token in another case", { ...pro, claimToken: swapCase(claim) }],
      ["the token for another session", { ...pro, paymentTransactionId: other.sessionId, claimToken: claim }],
    ];
    for (const [what, extra] of refused) {
      const res = await call("/api/auth/register", registration(buyer, extra));
      expect(res.status, what).toBe(402);
      await expectError(res, 402, "PAYMENT_NOT_VERIFIED");
    }
    const ok = await expectBody(
      await call("/api/auth/register", registration(buyer, { ...pro, claimToken: claim })),
      201,
      AuthResult,
    );
    expect(await subscriptionOf(ok.sessionId)).toMatchObject({ plan: "pro", status: "active", conceptsLimit: 100 });
  });

  it("stores only the token's SHA-256; the unclaimed account holds no real address", async () => {
    const buyer = email();
    const checkout = await expectBody(
      await callWith(
        stripeEnv,
        "/api/create-stripe-checkout",
        jsonInit("POST", { planId: "pro", email: buyer, firstName: "Sam" }),
      ),
      200,
      CheckoutResult,
    );
    const recorded = (await (await fetch(`${inject("stripeApiBase")}/__requests`)).json()) as {
      path: string;
      form: Record<string, string>;
    }[];
    // The wire server is shared by the test files running at once: this buyer's session, by its email.
    const sent = recorded.filter((r) => r.path === "/v1/checkout/sessions" && r.form.customer_email === buyer).at(-1)!;
    const successUrl = new URL(sent.form.success_url ?? "");
    expect(`${successUrl.origin}${successUrl.pathname}`).toBe(`${ORIGIN}/register`);
    expect(successUrl.searchParams.get("txId")).toBe("{CHECKOUT_SESSION_ID}");
    const claim = successUrl.searchParams.get("claim") ?? "";
    expect(claim).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sent.form.customer_email).toBe(buyer);
    const tx = await row(
      "SELECT t.claim_hash, t.metadata, u.email, u.password_hash FROM payment_transactions t JOIN users u ON u.id = t.user_id WHERE t.stripe_session_id = ?",
      checkout.sessionId,
    );
    expect(tx?.claim_hash).toBe(await sha256Hex(claim));
    expect(String(tx?.metadata)).not.toContain(claim);
    expect(String(tx?.metadata)).toContain(buyer);
    expect(tx?.email).toMatch(/^pending-[0-9a-f-]{36}@checkout\.invalid$/);
    expect(tx?.password_hash).toBe("");
  });

  it("an address held by an unclaimed account from before claim tokens is taken by registering; the plan stays behind", async () => {
    const address = email("legacy");
    const legacy = await row(
      "INSERT INTO users (email, password_hash, subscription_plan, subscription_status, concepts_limit) VALUES (?, '', 'pro', 'active', 100) RETURNING id",
      address,
    );
    await env.DB.prepare(
      "INSERT INTO payment_transactions (user_id, type, status, amount, subscription_plan, stripe_session_id) VALUES (?, 'subscription', 'completed', 2900, 'pro', 'cs_legacy_session')",
    )
      .bind(legacy?.id)
      .run();
    const pro = { subscriptionPlan: "pro", paymentMethod: "stripe", paymentTransactionId: "cs_legacy_session" };
    await expectError(await call("/api/auth/register", registration(address, pro)), 402, "PAYMENT_NOT_VERIFIED");
    const owner = await expectBody(await call("/api/auth/register", registration(address)), 201, AuthResult);
    expect(await subscriptionOf(owner.sessionId)).toMatchObject({ plan: "free" });
    expect(await userById(Number(legacy?.id))).toMatchObject({
      subscription_plan: "pro",
      password_hash: "",
      email: expect.stringMatching(/@checkout\.invalid$/),
    });
  });

  it("two registrations racing for one paid account: one claims it, the other gets 409", async () => {
    const { sessionId, claim } = await signedOutCheckout(email());
    const paid = {
      subscriptionPlan: "pro",
      paymentMethod: "stripe",
      paymentTransactionId: sessionId,
      claimToken: claim,
    };
    const [a, b] = await Promise.all([
      call("/api/auth/register", registration(email("racer-a"), paid)),
      call("/api/auth/register", registration(email("racer-b"), paid)),
    ]);
    const statuses = [a.status, b.status].sort();
    expect([201, 402, 409]).toEqual(expect.arrayContaining(statuses));
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  });
});

describe("crypto transaction hashes are accepted once, in any spelling", () => {
  const hex = "0123456789abcdef".repeat(4);
  beforeAll(async () => {
    await env.DB.prepare(
      "INSERT INTO crypto_payment_addresses (currency, address) VALUES ('BTC', 'tb1qreachgen'), ('ETH', '0xreachgen'), ('USDT', '0xreachgen'), ('SOL', 'ReachGenSolDemo')",
    ).run();
  });
  const submit = (auth: Record<string, string>, cryptoCurrency: string, txHash: string) =>
    call("/api/crypto-payment", jsonInit("POST", { planId: "pro", cryptoCurrency, amount: "1", txHash }, auth));

  it("refuses a second submission of one transaction with 409, whatever its case or 0x prefix", async () => {
    const { auth } = await createUser();
    const first = await submit(auth, "BTC", hex.toUpperCase());
    expect(first.status).toBe(201);
    const { transaction } = (await first.json()) as { transaction: PaymentTransaction };
    expect(transaction.cryptoTxHash).toBe(hex);
    for (const variant of [hex, hex.toUpperCase(), ` ${hex} `, `${hex.slice(0, 32)}${hex.slice(32).toUpperCase()}`]) {
      await expectError(
        await submit(auth, "BTC", variant),
        409,
        "CONFLICT",
        "This transaction has already been submitted",
      );
    }

    const eth = "fedcba9876543210".repeat(4);
    const ethFirst = await submit(auth, "ETH", `0x${eth}`);
    expect(ethFirst.status).toBe(201);
    expect(((await ethFirst.json()) as { transaction: PaymentTransaction }).transaction.cryptoTxHash).toBe(`0x${eth}`);
    // The same Ethereum transaction, spelt otherwise or submitted as USDT (an ERC-20 transfer is one), is the same.
    for (const [currency, variant] of [
      ["ETH", eth],
      ["ETH", `0X${eth.toUpperCase()}`],
      ["ETH", eth.toUpperCase()],
      ["USDT", `0x${eth}`],
      ["USDT", eth.toUpperCase()],
    ] as const) {
      await expectError(
        await submit(auth, currency, variant),
        409,
        "CONFLICT",
        "This transaction has already been submitted",
      );
    }
  });

  it("keeps Solana signatures case-sensitive: a case variant is another signature", async () => {
    const { auth } = await createUser();
    const sig = `5Kx${"ab".repeat(42)}`;
    const first = await submit(auth, "SOL", sig);
    expect(first.status).toBe(201);
    expect(((await first.json()) as { transaction: PaymentTransaction }).transaction.cryptoTxHash).toBe(sig);
    await expectError(await submit(auth, "SOL", sig), 409, "CONFLICT", "This transaction has already been submitted");
    expect((await submit(auth, "SOL", sig.toUpperCase())).status).toBe(201);
  });

  it("two concurrent submissions of one transaction: one 201, one 409 (the unique index decides)", async () => {
    const { auth } = await createUser();
    const other = await createUser();
    const race = "9f".repeat(32);
    const [a, b] = await Promise.all([submit(auth, "BTC", race), submit(other.auth, "BTC", race.toUpperCase())]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    await expectError(loser, 409, "CONFLICT", "This transaction has already been submitted");
    expect(await count("SELECT count(*) AS n FROM payment_transactions WHERE crypto_tx_hash = ?", race)).toBe(1);
    // The index itself refuses a duplicate that skips the service's check.
    await expect(
      env.DB.prepare(
        "INSERT INTO payment_transactions (user_id, type, status, amount, subscription_plan, crypto_tx_hash) VALUES (?, 'subscription', 'pending', 1, 'pro', ?)",
      )
        .bind(other.user.id, race)
        .run(),
    ).rejects.toThrow(/UNIQUE/);
  });
});
