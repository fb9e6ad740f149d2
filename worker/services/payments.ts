import { and, desc, eq, gt, isNotNull, ne } from "drizzle-orm";
import type Stripe from "stripe";
import type { z } from "zod";
import type { CheckoutInput, CheckoutResult, CryptoPaymentInput, PaymentTransaction } from "@common/payments";
import { PlanName } from "@common/plans";
import type { Db } from "../db/client";
import {
  cryptoPaymentAddresses,
  paymentTransactions,
  stripeEvents,
  subscriptionPlans,
  type UserRow,
  users,
} from "../db/schema";
import { badRequest, conflict, notFound } from "../lib/errors";
import { cardProvider, SESSION_ID_PLACEHOLDER, sandboxPage, verifyStripeEvent } from "../payments";
import { pendingAccountFor } from "./auth";
import type { AppContext } from "./context";
import { activatePlan } from "./subscription";

type TxRow = typeof paymentTransactions.$inferSelect;

async function paidPlan(db: Db, planId: string) {
  const rows = /^\d+$/.test(planId)
    ? await db
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.id, Number(planId)))
        .limit(1)
    : await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, planId)).limit(1);
  const plan = rows[0];
  if (!plan?.isActive) throw badRequest("Unknown plan");
  if (plan.price <= 0) throw badRequest("The free plan needs no payment");
  return plan;
}

/**
 * Starts a card checkout. Signed in: the upgrade is for the caller. Signed out (plans page): the buyer's email and
 * first name are required, and a pending account under that email receives the plan when the payment completes.
 */
export async function createCheckout(
  { db, env }: AppContext,
  origin: string,
  caller: UserRow | undefined,
  input: z.output<typeof CheckoutInput>,
): Promise<CheckoutResult> {
  const plan = await paidPlan(db, input.planId);
  let account: UserRow;
  let successUrl: string;
  let cancelUrl: string;
  if (caller) {
    account = caller;
    successUrl = `${origin}/payment-success?session_id=${SESSION_ID_PLACEHOLDER}`;
    cancelUrl = `${origin}/subscription`;
  } else {
    if (!input.email || !input.firstName)
      throw badRequest("Missing Information: Please fill in your email and first name.");
    account = await pendingAccountFor(db, input.email, input.firstName, input.lastName || null);
    successUrl = `${origin}/register?plan=${plan.name}&payment=success&txId=${SESSION_ID_PLACEHOLDER}`;
    cancelUrl = `${origin}/plans`;
  }
  // Redirects stay on this site whatever the client asks for.
  if (input.successUrl && new URL(input.successUrl).origin === origin) successUrl = input.successUrl;
  if (input.cancelUrl && new URL(input.cancelUrl).origin === origin) cancelUrl = input.cancelUrl;

  const provider = cardProvider(env, origin);
  const [tx] = await db
    .insert(paymentTransactions)
    .values({
      userId: account.id,
      type: "subscription",
      status: "pending",
      amount: plan.price,
      currency: plan.currency,
      subscriptionPlan: plan.name,
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
      metadata: { provider: provider.name, successUrl, cancelUrl, email: account.email },
    })
    .returning();
  if (!tx) throw new Error("payment transaction insert returned no row");
  const session = await provider.createCheckout({
    transactionId: tx.id,
    userId: account.id,
    customerEmail: account.email,
    plan,
    successUrl,
    cancelUrl,
  });
  await db
    .update(paymentTransactions)
    .set({ stripeSessionId: session.sessionId })
    .where(eq(paymentTransactions.id, tx.id));
  return { sessionId: session.sessionId, url: session.url, sessionUrl: session.url, provider: provider.name };
}

export async function transactionBySession(db: Db, sessionId: string): Promise<TxRow | undefined> {
  return (
    await db.select().from(paymentTransactions).where(eq(paymentTransactions.stripeSessionId, sessionId)).limit(1)
  )[0];
}

export interface CompletedCheckout {
  sessionId: string;
  amountTotal: number | null;
  currency: string | null;
  paymentIntentId?: string | null;
  customerId?: string | null;
  subscriptionId?: string | null;
}

/**
 * The one fulfilment path, for Stripe's webhook and the sandbox alike. Grants the plan only for a known pending
 * transaction whose amount matches; a second delivery finds it completed and changes nothing.
 * Returns the transaction as it now stands, or null when the session is unknown.
 */
export async function completeCheckout(db: Db, done: CompletedCheckout): Promise<TxRow | null> {
  const tx = await transactionBySession(db, done.sessionId);
  if (!tx) return null;
  if (tx.status === "completed") return tx;
  if (done.amountTotal !== null && (done.amountTotal !== tx.amount || (done.currency ?? tx.currency) !== tx.currency)) {
    await db
      .update(paymentTransactions)
      .set({ status: "failed", metadata: { ...tx.metadata, failure: "amount mismatch" } })
      .where(eq(paymentTransactions.id, tx.id));
    return { ...tx, status: "failed" };
  }
  const now = new Date();
  const [claimed] = await db
    .update(paymentTransactions)
    .set({ status: "completed", verifiedAt: now, stripePaymentIntentId: done.paymentIntentId ?? null })
    .where(and(eq(paymentTransactions.id, tx.id), ne(paymentTransactions.status, "completed")))
    .returning();
  if (!claimed) return (await transactionBySession(db, done.sessionId)) ?? null;
  await activatePlan(db, tx.userId, PlanName.parse(tx.subscriptionPlan), {
    now,
    stripeCustomerId: done.customerId ?? null,
    stripeSubscriptionId: done.subscriptionId ?? null,
  });
  return claimed;
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  return idOf(parent as string | { id: string } | null | undefined);
}

async function userBySubscription(db: Db, subscriptionId: string | null) {
  if (!subscriptionId) return undefined;
  return (await db.select().from(users).where(eq(users.stripeSubscriptionId, subscriptionId)).limit(1))[0];
}

/** True when an event about the same object, created later, was already applied (out-of-order delivery). */
async function supersededBy(db: Db, objectId: string, created: number): Promise<boolean> {
  const newer = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(and(eq(stripeEvents.objectId, objectId), gt(stripeEvents.created, created)))
    .limit(1);
  return newer.length > 0;
}

const subscriptionStatus = (s: Stripe.Subscription.Status) =>
  s === "active" || s === "trialing"
    ? "active"
    : s === "canceled" || s === "incomplete_expired"
      ? "canceled"
      : "past_due";

/** Applies one verified Stripe event exactly once. Returns what happened, for the webhook's answer and the tests. */
export async function handleStripeEvent(
  db: Db,
  event: Stripe.Event,
): Promise<"applied" | "duplicate" | "ignored" | "stale"> {
  const seen = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id))
    .limit(1);
  if (seen.length > 0) return "duplicate";
  let objectId: string | null = null;
  let outcome: "applied" | "ignored" | "stale" = "applied";

  switch (event.type) {
    case "checkout.session.completed": {
      const s = event.data.object;
      objectId = s.id;
      if (s.payment_status === "unpaid") {
        outcome = "ignored";
        break;
      }
      const tx = await completeCheckout(db, {
        sessionId: s.id,
        amountTotal: s.amount_total,
        currency: s.currency,
        paymentIntentId: idOf(s.payment_intent),
        customerId: idOf(s.customer),
        subscriptionId: idOf(s.subscription),
      });
      if (!tx) outcome = "ignored";
      break;
    }
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const sub = event.data.object;
      objectId = sub.id;
      if (await supersededBy(db, sub.id, event.created)) {
        outcome = "stale";
        break;
      }
      const userId = Number(sub.metadata?.userId);
      const user =
        (await userBySubscription(db, sub.id)) ??
        (Number.isInteger(userId) && userId > 0
          ? (await db.select().from(users).where(eq(users.id, userId)).limit(1))[0]
          : undefined);
      if (!user) {
        outcome = "ignored";
        break;
      }
      const status = event.type === "customer.subscription.deleted" ? "canceled" : subscriptionStatus(sub.status);
      const periodEnd = sub.items?.data?.[0]?.current_period_end;
      await db
        .update(users)
        .set({
          subscriptionStatus: status,
          stripeSubscriptionId: sub.id,
          stripeCustomerId: idOf(sub.customer),
          ...(periodEnd ? { subscriptionEndDate: new Date(periodEnd * 1000) } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      break;
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      objectId = invoice.id ?? null;
      const subscriptionId = subscriptionIdOfInvoice(invoice);
      const user = await userBySubscription(db, subscriptionId);
      if (!user) {
        outcome = "ignored";
        break;
      }
      const paid = event.type === "invoice.paid";
      // The first invoice is the checkout itself, already recorded by checkout.session.completed.
      if (!(paid && invoice.billing_reason === "subscription_create")) {
        await db.insert(paymentTransactions).values({
          userId: user.id,
          type: "renewal",
          status: paid ? "completed" : "failed",
          amount: paid ? invoice.amount_paid : invoice.amount_due,
          currency: invoice.currency,
          subscriptionPlan: user.subscriptionPlan,
          verifiedAt: paid ? new Date() : null,
          metadata: { provider: "stripe", invoiceId: invoice.id },
        });
      }
      const periodEnd = invoice.lines?.data?.[0]?.period?.end;
      await db
        .update(users)
        .set({
          subscriptionStatus: paid ? "active" : "past_due",
          ...(paid && periodEnd ? { subscriptionEndDate: new Date(periodEnd * 1000) } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      break;
    }
    default:
      outcome = "ignored";
  }
  await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, objectId, created: event.created })
    .onConflictDoNothing();
  return outcome;
}

/* ---------- crypto ---------- */

export async function activeCryptoAddresses({ db }: Pick<AppContext, "db">) {
  return db
    .select({ currency: cryptoPaymentAddresses.currency, address: cryptoPaymentAddresses.address })
    .from(cryptoPaymentAddresses)
    .where(eq(cryptoPaymentAddresses.isActive, true))
    .orderBy(cryptoPaymentAddresses.currency, desc(cryptoPaymentAddresses.id));
}

/** Records a crypto payment as pending; only an administrator's confirmation activates the plan. */
export async function submitCryptoPayment(
  ctx: AppContext,
  user: UserRow,
  input: z.output<typeof CryptoPaymentInput>,
): Promise<PaymentTransaction> {
  const { db } = ctx;
  const plan = await paidPlan(db, input.planId);
  const address = (await activeCryptoAddresses(ctx)).find((a) => a.currency === input.cryptoCurrency);
  if (!address) throw badRequest(`No receiving address is configured for ${input.cryptoCurrency}`);
  const reused = await db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.cryptoTxHash, input.txHash))
    .limit(1);
  if (reused.length > 0) throw conflict("This transaction hash has already been submitted");
  const [tx] = await db
    .insert(paymentTransactions)
    .values({
      userId: user.id,
      type: "subscription",
      status: "pending",
      amount: plan.price,
      currency: plan.currency,
      subscriptionPlan: plan.name,
      cryptoAddress: address.address,
      cryptoTxHash: input.txHash,
      cryptoAmount: input.amount,
      cryptoCurrency: input.cryptoCurrency,
      metadata: { provider: "crypto" },
    })
    .returning();
  if (!tx) throw new Error("crypto transaction insert returned no row");
  return toPaymentTransaction(tx);
}

/** Every crypto payment, newest first, with the payer's email, for the administrators' console. */
export async function listCryptoPayments({ db }: AppContext): Promise<PaymentTransaction[]> {
  const rows = await db
    .select({ tx: paymentTransactions, email: users.email })
    .from(paymentTransactions)
    .innerJoin(users, eq(users.id, paymentTransactions.userId))
    .where(isNotNull(paymentTransactions.cryptoTxHash))
    .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
    .limit(500);
  return rows.map((r) => toPaymentTransaction(r.tx, r.email));
}

/** Administrator decision on a pending crypto payment. Confirming twice has one effect. */
export async function decideCryptoPayment(
  { db }: AppContext,
  id: number,
  decision: "confirm" | "reject",
): Promise<PaymentTransaction> {
  const tx = (await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)).limit(1))[0];
  if (!tx?.cryptoTxHash) throw notFound("Crypto payment not found");
  if (tx.status !== "pending") throw conflict(`This payment is already ${tx.status}`);
  const now = new Date();
  const [updated] = await db
    .update(paymentTransactions)
    .set(decision === "confirm" ? { status: "completed", verifiedAt: now } : { status: "rejected" })
    .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.status, "pending")))
    .returning();
  if (!updated) throw conflict("This payment was decided by someone else just now");
  if (decision === "confirm") await activatePlan(db, tx.userId, PlanName.parse(tx.subscriptionPlan), { now });
  return toPaymentTransaction(updated);
}

function toPaymentTransaction(tx: TxRow, email?: string): PaymentTransaction {
  const provider = (tx.metadata as { provider?: string } | null)?.provider;
  return {
    id: tx.id,
    userId: tx.userId,
    ...(email ? { email } : {}),
    type: tx.type,
    status: tx.status,
    amount: tx.amount,
    currency: tx.currency,
    subscriptionPlan: tx.subscriptionPlan,
    paymentMethod: tx.cryptoTxHash ? "crypto" : provider === "stripe" ? "stripe" : "sandbox",
    cryptoCurrency: tx.cryptoCurrency,
    cryptoTxHash: tx.cryptoTxHash,
    cryptoAmount: tx.cryptoAmount,
    createdAt: tx.createdAt.toISOString(),
    verifiedAt: tx.verifiedAt ? tx.verifiedAt.toISOString() : null,
  };
}

/** The TEST MODE checkout exists only where no card provider is configured and the server is not production. */
function assertSandboxAllowed(env: Env): void {
  if (env.ENVIRONMENT === "production" || env.STRIPE_SECRET_KEY) {
    throw notFound("The test-mode checkout is not available on this server");
  }
}

/** The sandbox checkout page of a pending or finished session. */
export async function sandboxCheckoutPage({ db, env }: AppContext, sessionId: string): Promise<string> {
  assertSandboxAllowed(env);
  const tx = await transactionBySession(db, sessionId);
  if (!tx) throw notFound("Unknown checkout session");
  const meta = (tx.metadata ?? {}) as { cancelUrl?: string; email?: string };
  return sandboxPage({
    sessionId,
    plan: tx.subscriptionPlan,
    amount: tx.amount,
    email: meta.email ?? "",
    cancelUrl: meta.cancelUrl ?? "/plans",
    status: tx.status,
  });
}

/** The sandbox's Pay button: completes through the webhook's fulfilment path; answers where to send the buyer. */
export async function completeSandboxCheckout({ db, env }: AppContext, sessionId: string): Promise<string> {
  assertSandboxAllowed(env);
  const before = await transactionBySession(db, sessionId);
  if (!before) throw notFound("Unknown checkout session");
  const tx = await completeCheckout(db, { sessionId, amountTotal: before.amount, currency: before.currency });
  if (tx?.status !== "completed") throw badRequest("This checkout could not be completed");
  const successUrl = ((tx.metadata ?? {}) as { successUrl?: string }).successUrl ?? "/payment-success";
  return successUrl.replace(SESSION_ID_PLACEHOLDER, encodeURIComponent(sessionId));
}

/** A Stripe webhook delivery: verified over the raw body, then applied once. */
export async function receiveStripeWebhook({ db, env }: AppContext, rawBody: string, signature: string | undefined) {
  if (!env.STRIPE_WEBHOOK_SECRET) throw notFound("Stripe webhooks are not configured on this server");
  if (!signature) throw badRequest("Missing Stripe-Signature header");
  let event: Stripe.Event;
  try {
    event = await verifyStripeEvent(env, rawBody, signature);
  } catch {
    throw badRequest("Invalid Stripe signature");
  }
  return handleStripeEvent(db, event);
}
