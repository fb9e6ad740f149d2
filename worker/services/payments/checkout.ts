import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CheckoutInput, CheckoutResult, CheckoutStatus } from "@common/payments";
import { PlanName } from "@common/plans";
import type { Db } from "../../db/client";
import { paymentTransactions, subscriptionPlans, type UserRow } from "../../db/schema";
import { randomToken, sha256Hex } from "../../lib/crypto";
import { badRequest, notFound } from "../../lib/errors";
import {
  CLAIM_TOKEN_PLACEHOLDER,
  cardProvider,
  SESSION_ID_PLACEHOLDER,
  sandboxEnabled,
  sandboxPage,
} from "../../payments";
import { createPendingAccount, discardPendingAccount } from "../accounts/auth";
import type { AppContext } from "../context";
import { planGrant } from "./subscription";
import type { TxRow } from "./rows";

export async function paidPlan(db: Db, planId: string) {
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
export const paymentIn = (txId: number, condition: SQL) =>
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
export async function checkoutCompletion(db: Db, tx: TxRow, done: CompletedCheckout, stateIf?: SQL) {
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
  const meta = tx.metadata ?? {};
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
  const successUrl = tx.metadata?.successUrl ?? "/payment-success";
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
