import { and, eq, gt, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { PlanName } from "@common/plans";
import type { Db } from "../../db/client";
import { paymentTransactions, stripeEvents, subscriptionPlans, users } from "../../db/schema";
import { randomToken } from "../../lib/crypto";
import { isUniqueViolation } from "../../lib/db-errors";
import { badRequest, notFound } from "../../lib/errors";
import { readStripeEvent, type StripeEventFacts, type SubscriptionFacts, verifyStripeSignature } from "../../payments";
import type { AppContext } from "../context";
import { planByName } from "./subscription";
import { checkoutCompletion, transactionBySession } from "./checkout";

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
