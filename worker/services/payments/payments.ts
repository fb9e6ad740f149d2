import { and, desc, eq, gt, isNotNull, ne, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { z } from "zod";
import type {
  CheckoutInput,
  CheckoutResult,
  CheckoutStatus,
  CryptoPaymentInput,
  PaymentTransaction,
} from "@common/payments";
import { PlanName } from "@common/plans";
import type { Db } from "../../db/client";
import {
  cryptoPaymentAddresses,
  paymentTransactions,
  stripeEvents,
  subscriptionPlans,
  type UserRow,
  users,
} from "../../db/schema";
import { randomToken, sha256Hex } from "../../lib/crypto";
import { isUniqueViolation } from "../../lib/db-errors";
import { badRequest, conflict, notFound } from "../../lib/errors";
import {
  CLAIM_TOKEN_PLACEHOLDER,
  cardProvider,
  readStripeEvent,
  SESSION_ID_PLACEHOLDER,
  type StripeEventFacts,
  type SubscriptionFacts,
  sandboxEnabled,
  sandboxPage,
  verifyStripeSignature,
} from "../../payments";
import { createPendingAccount, discardPendingAccount } from "../accounts/auth";
import type { AppContext } from "../context";
import { planByName, planGrant } from "./subscription";

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
 * first name are required; an unclaimed account receives the plan when the payment completes, and the success URL
 * carries the claim token that registration needs to take it (decision 003). The payment row is written only once
 * the provider has made the session, so an unreachable provider (503) leaves none behind.
 */
export async function createCheckout(
  { db, env }: AppContext,
  origin: string,
  caller: UserRow | undefined,
  input: z.output<typeof CheckoutInput>,
): Promise<CheckoutResult> {
  const plan = await paidPlan(db, input.planId);
  const provider = cardProvider(env, origin);
  let account: UserRow;
  let buyerEmail: string;
  let successUrl: string;
  let cancelUrl: string;
  let claimToken: string | null = null;
  if (caller) {
    account = caller;
    buyerEmail = caller.email;
    successUrl = `${origin}/payment-success?session_id=${SESSION_ID_PLACEHOLDER}`;
    cancelUrl = `${origin}/subscription`;
    // Redirects stay on this site whatever the client asks for.
    if (input.successUrl && new URL(input.successUrl).origin === origin) successUrl = input.successUrl;
  } else {
    if (!input.email || !input.firstName)
      throw badRequest("Missing Information: Please fill in your email and first name.");
    account = await createPendingAccount(db, input.email, input.firstName, input.lastName || null);
    buyerEmail = input.email;
    claimToken = randomToken(32);
    // Not replaceable by the client: it is how the claim token reaches the buyer.
    successUrl = `${origin}/register?plan=${plan.name}&payment=success&txId=${SESSION_ID_PLACEHOLDER}&claim=${CLAIM_TOKEN_PLACEHOLDER}`;
    cancelUrl = `${origin}/plans`;
  }
  if (input.cancelUrl && new URL(input.cancelUrl).origin === origin) cancelUrl = input.cancelUrl;

  let session: Awaited<ReturnType<typeof provider.createCheckout>>;
  try {
    session = await provider.createCheckout({
      userId: account.id,
      customerEmail: buyerEmail,
      plan,
      successUrl: successUrl.replace(CLAIM_TOKEN_PLACEHOLDER, claimToken ?? ""),
      claimToken,
      cancelUrl,
    });
  } catch (err) {
    if (!caller) await discardPendingAccount(db, account.id);
    throw err;
  }
  await db.insert(paymentTransactions).values({
    userId: account.id,
    type: "subscription",
    status: "pending",
    amount: plan.price,
    currency: plan.currency,
    subscriptionPlan: plan.name,
    stripeSessionId: session.sessionId,
    claimHash: claimToken ? await sha256Hex(claimToken) : null,
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    // The success URL is kept with the placeholder: only the token's hash is stored.
    metadata: { provider: provider.name, successUrl, cancelUrl, email: buyerEmail },
  });
  return { sessionId: session.sessionId, url: session.url, sessionUrl: session.url, provider: provider.name };
}

export async function transactionBySession(db: Db, sessionId: string): Promise<TxRow | undefined> {
  return (
    await db.select().from(paymentTransactions).where(eq(paymentTransactions.stripeSessionId, sessionId)).limit(1)
  )[0];
}

/** SQL true while payment `txId` is in one of `states` (read inside the same batch as the write that changes it). */
const paymentIn = (txId: number, condition: SQL) =>
  sql`EXISTS (SELECT 1 FROM ${paymentTransactions} WHERE ${paymentTransactions.id} = ${txId} AND ${condition})`;
const notCompleted = sql`${paymentTransactions.status} <> 'completed'`;

export interface CompletedCheckout {
  sessionId: string;
  amountTotal: number | null;
  currency: string | null;
  paymentIntentId?: string | null;
  customerId?: string | null;
  subscriptionId?: string | null;
}

/**
 * The writes that fulfil a checkout, for Stripe's webhook and the sandbox alike: the plan grant and the payment's
 * completion, all conditional on the payment not being completed yet, for ONE batch. A wrong amount fails the
 * payment instead. `stateIf` holds back the status and period when a newer Stripe event already set them.
 */
async function checkoutCompletion(db: Db, tx: TxRow, done: CompletedCheckout, stateIf?: SQL) {
  const matches =
    done.amountTotal === null || (done.amountTotal === tx.amount && (done.currency ?? tx.currency) === tx.currency);
  const open = and(eq(paymentTransactions.id, tx.id), ne(paymentTransactions.status, "completed"));
  if (!matches) {
    const failure = { ...tx.metadata, failure: "amount mismatch" };
    return {
      failed: true,
      writes: [db.update(paymentTransactions).set({ status: "failed", metadata: failure }).where(open)],
    };
  }
  const now = new Date();
  const grant = await planGrant(db, tx.userId, PlanName.parse(tx.subscriptionPlan), {
    now,
    onlyIf: paymentIn(tx.id, notCompleted),
    ...(stateIf ? { stateIf } : {}),
    stripeCustomerId: done.customerId ?? null,
    stripeSubscriptionId: done.subscriptionId ?? null,
  });
  const complete = db
    .update(paymentTransactions)
    .set({ status: "completed", verifiedAt: now, stripePaymentIntentId: done.paymentIntentId ?? null })
    .where(open);
  // The grant reads the payment's state before the completion changes it, in the same transaction.
  return { failed: false, writes: [...grant, complete] };
}

/**
 * Completes a checkout (the sandbox's Pay button) in one atomic batch: a crash leaves the payment pending and
 * ungranted, and a retry does both. Returns the transaction as it now stands, or null when the session is unknown.
 */
export async function completeCheckout(db: Db, done: CompletedCheckout): Promise<TxRow | null> {
  const tx = await transactionBySession(db, done.sessionId);
  if (!tx) return null;
  if (tx.status === "completed") return tx;
  const { writes } = await checkoutCompletion(db, tx, done);
  const [first, ...rest] = writes;
  if (first) await db.batch([first, ...rest]);
  return (await transactionBySession(db, done.sessionId)) ?? null;
}

/* ---------- Stripe webhooks ---------- */

export type WebhookOutcome = "applied" | "duplicate" | "ignored" | "stale";

async function userBySubscription(db: Db, subscriptionId: string | null) {
  if (!subscriptionId) return undefined;
  return (await db.select().from(users).where(eq(users.stripeSubscriptionId, subscriptionId)).limit(1))[0];
}

/** An event about `subscriptionId` created after `created` already set its state (decision 003, ordering). */
const newerAppliedSql = (subscriptionId: string, created: number) =>
  sql`EXISTS (SELECT 1 FROM ${stripeEvents} WHERE ${stripeEvents.subscriptionId} = ${subscriptionId} AND ${stripeEvents.created} > ${created})`;

async function newerApplied(db: Db, subscriptionId: string, created: number): Promise<boolean> {
  const rows = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(and(eq(stripeEvents.subscriptionId, subscriptionId), gt(stripeEvents.created, created)))
    .limit(1);
  return rows.length > 0;
}

type Write = BatchItem<"sqlite">;

interface EventPlan {
  outcome: Exclude<WebhookOutcome, "duplicate">;
  objectId: string | null;
  /** The subscription whose state this event sets (recorded for the ordering rule), or null. */
  setsStateOf: string | null;
  writes: Write[];
}

const ignored = (objectId: string | null): EventPlan => ({
  outcome: "ignored",
  objectId,
  setsStateOf: null,
  writes: [],
});

async function planEvent(db: Db, event: StripeEventFacts): Promise<EventPlan> {
  switch (event.kind) {
    case "checkout-completed": {
      if (!event.paid) return ignored(event.sessionId);
      const tx = await transactionBySession(db, event.sessionId);
      if (!tx) return ignored(event.sessionId);
      if (tx.status === "completed") return { ...ignored(event.sessionId), outcome: "applied" };
      const sub = event.subscriptionId;
      const stale = sub ? await newerApplied(db, sub, event.created) : false;
      // The plan bought is the payment's fact; the status and period follow the newest subscription event.
      const { failed, writes } = await checkoutCompletion(
        db,
        tx,
        event,
        sub ? sql`NOT ${newerAppliedSql(sub, event.created)}` : undefined,
      );
      return {
        outcome: stale ? "stale" : "applied",
        objectId: event.sessionId,
        setsStateOf: stale || failed ? null : sub,
        writes,
      };
    }
    case "subscription": {
      const sub = event.subscriptionId;
      const byMetadata = event.userId
        ? (await db.select().from(users).where(eq(users.id, event.userId)).limit(1))[0]
        : undefined;
      // The metadata names an account only while that account follows no other subscription.
      const user =
        (await userBySubscription(db, sub)) ??
        (byMetadata && (byMetadata.stripeSubscriptionId ?? sub) === sub ? byMetadata : undefined);
      if (!user) return ignored(sub);
      if (await newerApplied(db, sub, event.created)) return { ...ignored(sub), outcome: "stale" };
      const writes = await subscriptionStateWrites(db, user.id, event, event.created, { linkSubscription: true });
      return { outcome: "applied", objectId: sub, setsStateOf: sub, writes };
    }
    case "invoice": {
      const sub = event.subscriptionId;
      const user = await userBySubscription(db, sub);
      if (!sub || !user) return ignored(event.invoiceId);
      const stale = await newerApplied(db, sub, event.created);
      const writes: Write[] = [];
      // Money that moved is recorded even when late; the first invoice is the checkout, recorded already.
      if (!(event.paid && event.firstInvoice)) {
        writes.push(
          db.insert(paymentTransactions).values({
            userId: user.id,
            type: "renewal",
            status: event.paid ? "completed" : "failed",
            amount: event.amount,
            currency: event.currency,
            subscriptionPlan: user.subscriptionPlan,
            verifiedAt: event.paid ? new Date() : null,
            metadata: { provider: "stripe", invoiceId: event.invoiceId },
          }),
        );
      }
      if (!stale) {
        writes.push(
          db
            .update(users)
            .set({
              subscriptionStatus: event.paid ? "active" : "past_due",
              ...(event.paid && event.periodEnd ? { subscriptionEndDate: new Date(event.periodEnd * 1000) } : {}),
              updatedAt: new Date(),
            })
            .where(and(eq(users.id, user.id), sql`NOT ${newerAppliedSql(sub, event.created)}`)),
        );
      }
      return {
        outcome: stale ? "stale" : "applied",
        objectId: event.invoiceId,
        setsStateOf: stale ? null : sub,
        writes,
      };
    }
    case "other":
      return ignored(null);
  }
}

/**
 * The paid plan a subscription's price stands for, mapped back the way checkout chose the price: the plan whose
 * configured Stripe price it is; otherwise (checkout sends the plan's amount inline) the paid plan without a configured
 * price whose amount and currency it carries; otherwise the plan its metadata names. Null: no plan we sell.
 */
export async function planOfSubscription(db: Db, facts: SubscriptionFacts): Promise<PlanName | null> {
  const plans = (await db.select().from(subscriptionPlans)).filter((p) => p.price > 0);
  const { price } = facts;
  const byId = price ? plans.find((p) => p.stripePriceId === price.id) : undefined;
  const byAmount = price
    ? plans.find(
        (p) =>
          !p.stripePriceId &&
          p.price === price.unitAmount &&
          p.currency.toLowerCase() === (price.currency ?? p.currency).toLowerCase(),
      )
    : undefined;
  const byMetadata = plans.find((p) => p.name === facts.metadataPlan);
  const name = PlanName.safeParse((byId ?? byAmount ?? byMetadata)?.name);
  return name.success ? name.data : null;
}

/**
 * The writes that apply a subscription's new state to its account, for Stripe's `customer.subscription.*` events, for
 * Stripe's answer to our own update and for the sandbox alike: status, period end, whether it ends at the period's end,
 * and the plan its price stands for (a change keeps the month's count: planGrant's rule). Every write holds only while
 * no newer event about the same subscription has been applied (decision 003). `linkSubscription`: a real Stripe
 * subscription, which the account then follows; the sandbox's key is only the ordering key.
 */
async function subscriptionStateWrites(
  db: Db,
  userId: number,
  facts: SubscriptionFacts,
  created: number,
  options: { linkSubscription: boolean },
): Promise<Write[]> {
  const sub = facts.subscriptionId;
  const planName = facts.state === "canceled" ? null : await planOfSubscription(db, facts);
  const plan = planName ? await planByName(db, planName) : null;
  return [
    db
      .update(users)
      .set({
        subscriptionStatus: facts.state,
        ...(options.linkSubscription ? { stripeSubscriptionId: sub } : {}),
        ...(facts.customerId ? { stripeCustomerId: facts.customerId } : {}),
        ...(facts.periodEnd ? { subscriptionEndDate: new Date(facts.periodEnd * 1000) } : {}),
        ...(facts.cancelAtPeriodEnd !== null ? { cancelAtPeriodEnd: facts.cancelAtPeriodEnd } : {}),
        ...(plan ? { subscriptionPlan: plan.name, conceptsLimit: plan.conceptsLimit } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, userId), sql`NOT ${newerAppliedSql(sub, created)}`)),
  ];
}

/** Where a subscription state the product applied itself came from (Stripe's answer to our call, or the sandbox). */
export type StateSource = "stripe-answer" | "sandbox";

/**
 * Applies a subscription's state that did not arrive as a webhook (the subscriptions API's answer to a cancel, resume
 * or change, or the sandbox's own "subscription updated") through the webhook's writes, recorded in `stripe_events`
 * under the subscription as of now, so an older webhook arriving later changes nothing (decision 003) while a newer
 * one still applies. Answers `stale` when a newer event had already set the state.
 */
export async function applySubscriptionState(
  db: Db,
  userId: number,
  facts: SubscriptionFacts,
  source: StateSource,
  now = new Date(),
): Promise<"applied" | "stale"> {
  const created = Math.floor(now.getTime() / 1000);
  const sub = facts.subscriptionId;
  if (await newerApplied(db, sub, created)) return "stale";
  const writes = await subscriptionStateWrites(db, userId, facts, created, {
    linkSubscription: source === "stripe-answer",
  });
  const record = db.insert(stripeEvents).values({
    id: `${source === "sandbox" ? "evt_sandbox" : "evt_local"}_${randomToken(18)}`,
    type: "customer.subscription.updated",
    objectId: sub,
    // Had a newer event won a race, this record, older, changes nothing that event set.
    subscriptionId: sub,
    created,
  });
  await db.batch([record, ...writes]);
  return "applied";
}

/**
 * Applies one verified Stripe event exactly once: the record of the event and all its writes are one batch, so a
 * crash applies nothing and Stripe's retry applies it whole; a concurrent second delivery fails on the event's id.
 */
export async function handleStripeEvent(db: Db, event: StripeEventFacts): Promise<WebhookOutcome> {
  const seen = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id))
    .limit(1);
  if (seen.length > 0) return "duplicate";
  const plan = await planEvent(db, event);
  const record = db.insert(stripeEvents).values({
    id: event.id,
    type: event.type,
    objectId: plan.objectId,
    subscriptionId: plan.setsStateOf,
    created: event.created,
  });
  try {
    await db.batch([record, ...plan.writes]);
  } catch (err) {
    if (isUniqueViolation(err, "stripe_events.id")) return "duplicate";
    throw err;
  }
  return plan.outcome;
}

/**
 * A Stripe webhook delivery: the signature is verified over the raw body with the webhook secret alone, then the
 * event is applied once. A signed event of an unexpected shape is acknowledged and logged, never retried for days.
 */
export async function receiveStripeWebhook(
  { db, env }: AppContext,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  if (!env.STRIPE_WEBHOOK_SECRET) throw notFound("Stripe webhooks are not configured on this server");
  if (!signature) throw badRequest("Missing Stripe-Signature header");
  try {
    await verifyStripeSignature(env, rawBody, signature);
  } catch {
    throw badRequest("Invalid Stripe signature");
  }
  const read = readStripeEvent(rawBody);
  if (!read.ok) {
    console.warn(
      `stripe webhook ${read.head?.id ?? "(no id)"} (${read.head?.type ?? "no type"}) acknowledged, not applied: ${read.reason}`,
    );
    return "ignored";
  }
  return handleStripeEvent(db, read.event);
}

/* ---------- crypto ---------- */

export async function activeCryptoAddresses({ db }: Pick<AppContext, "db">) {
  return db
    .select({ currency: cryptoPaymentAddresses.currency, address: cryptoPaymentAddresses.address })
    .from(cryptoPaymentAddresses)
    .where(eq(cryptoPaymentAddresses.isActive, true))
    .orderBy(cryptoPaymentAddresses.currency, desc(cryptoPaymentAddresses.id));
}

const hashTaken = () => conflict("This transaction has already been submitted");

/**
 * Records a crypto payment as pending; only an administrator's confirmation activates the plan. The hash arrives
 * normalised (common/payments.ts) and the column is unique, so one transaction is accepted once, also under a race.
 */
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
  if (reused.length > 0) throw hashTaken();
  let tx: TxRow | undefined;
  try {
    [tx] = await db
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
  } catch (err) {
    if (isUniqueViolation(err, "payment_transactions.crypto_tx_hash")) throw hashTaken();
    throw err;
  }
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

/**
 * Administrator decision on a pending crypto payment. Confirming is one batch (grant, then completion, both
 * conditional on the payment still pending): it grants once however often it is retried, and never half.
 */
export async function decideCryptoPayment(
  { db }: AppContext,
  id: number,
  decision: "confirm" | "reject",
): Promise<PaymentTransaction> {
  const tx = (await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)).limit(1))[0];
  if (!tx?.cryptoTxHash) throw notFound("Crypto payment not found");
  if (tx.status !== "pending") throw conflict(`This payment is already ${tx.status}`);
  const now = new Date();
  const pending = and(eq(paymentTransactions.id, id), eq(paymentTransactions.status, "pending"));
  const decide = db
    .update(paymentTransactions)
    .set(decision === "confirm" ? { status: "completed", verifiedAt: now } : { status: "rejected" })
    .where(pending)
    .returning();
  let updated: TxRow | undefined;
  if (decision === "confirm") {
    const grant = await planGrant(db, tx.userId, PlanName.parse(tx.subscriptionPlan), {
      now,
      onlyIf: paymentIn(id, sql`${paymentTransactions.status} = 'pending'`),
    });
    [updated] = (await db.batch([...grant, decide]))[2];
  } else {
    [updated] = await decide;
  }
  if (!updated) throw conflict("This payment was decided by someone else just now");
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

/* ---------- sandbox (TEST MODE) checkout ---------- */

/** The TEST MODE checkout pages answer only where the sandbox is enabled (development, no card provider). */
function assertSandboxAllowed(env: Env): void {
  if (!sandboxEnabled(env)) {
    throw notFound("The test-mode checkout is not available on this server");
  }
}

/** The payment behind a sandbox session, where the sandbox exists at all; 404 otherwise. */
async function sandboxTransaction({ db, env }: Pick<AppContext, "db" | "env">, sessionId: string): Promise<TxRow> {
  assertSandboxAllowed(env);
  const tx = await transactionBySession(db, sessionId);
  if (!tx) throw notFound("Unknown checkout session");
  return tx;
}

/**
 * The sandbox checkout page of a pending or finished session. Like Stripe, it hands the buyer's claim token (from
 * its own URL, never stored) back on the way to the success URL.
 */
export async function sandboxCheckoutPage(
  { db, env }: AppContext,
  sessionId: string,
  claimToken: string | undefined,
): Promise<string> {
  const tx = await sandboxTransaction({ db, env }, sessionId);
  const meta = (tx.metadata ?? {}) as { cancelUrl?: string; email?: string };
  return sandboxPage({
    sessionId,
    claimToken,
    plan: tx.subscriptionPlan,
    amount: tx.amount,
    email: meta.email ?? "",
    cancelUrl: meta.cancelUrl ?? "/plans",
    status: tx.status,
  });
}

/** The sandbox's Pay button: completes through the webhook's fulfilment path; answers where to send the buyer. */
export async function completeSandboxCheckout(
  { db, env }: AppContext,
  sessionId: string,
  claimToken: string | undefined,
): Promise<string> {
  const before = await sandboxTransaction({ db, env }, sessionId);
  const tx = await completeCheckout(db, { sessionId, amountTotal: before.amount, currency: before.currency });
  if (tx?.status !== "completed") throw badRequest("This checkout could not be completed");
  const successUrl = ((tx.metadata ?? {}) as { successUrl?: string }).successUrl ?? "/payment-success";
  return successUrl
    .replace(SESSION_ID_PLACEHOLDER, encodeURIComponent(sessionId))
    .replace(CLAIM_TOKEN_PLACEHOLDER, encodeURIComponent(claimToken ?? ""));
}

/**
 * What the payment success page may say about a checkout session: only what the server knows (its state and plan),
 * nothing about who paid. A made-up id is `unknown`.
 */
export async function checkoutStatus({ db }: Pick<AppContext, "db">, sessionId: string): Promise<CheckoutStatus> {
  const tx = sessionId ? await transactionBySession(db, sessionId) : undefined;
  if (!tx) return { sessionId, state: "unknown", plan: null };
  const plan = PlanName.safeParse(tx.subscriptionPlan);
  const state = tx.status === "completed" ? "done" : tx.status === "pending" ? "pending" : "failed";
  return { sessionId, state, plan: plan.success ? plan.data : null };
}

/** The newest crypto payment of a user that waits for an administrator, for the subscription read. */
export async function pendingCryptoPayment({ db }: Pick<AppContext, "db">, userId: number) {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.userId, userId),
        eq(paymentTransactions.status, "pending"),
        isNotNull(paymentTransactions.cryptoTxHash),
      ),
    )
    .orderBy(desc(paymentTransactions.createdAt))
    .limit(1);
  const plan = PlanName.safeParse(row?.subscriptionPlan);
  if (!row || !plan.success) return undefined;
  return {
    plan: plan.data,
    currency: row.cryptoCurrency ?? "",
    amount: row.cryptoAmount ?? "",
    submittedAt: row.createdAt.toISOString(),
  };
}
