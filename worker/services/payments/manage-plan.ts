import { and, desc, eq } from "drizzle-orm";
import type { Subscription } from "@common/auth";
import { paidPlanNames } from "@common/payments";
import { type PlanName, PlanName as PlanNameSchema } from "@common/plans";
import type { Db } from "../../db/client";
import { paymentTransactions, type UserRow, users } from "../../db/schema";
import { AppError, badRequest, conflict, unauthorized } from "../../lib/errors";
import { type SubscriptionFacts, sandboxEnabled, stripeSubscriptions } from "../../payments";
import type { AppContext } from "../context";
import { accessOf } from "../plans/entitlements";
import { applySubscriptionState } from "./stripe-events";
import { pendingCryptoPayment } from "./crypto";
import { planById } from "../plans/names";
import { planByName, toSubscription } from "./subscription";

/*
 * Managing a paid plan (issue 29, decision 030): cancel at the period's end, resume before then, change up or down.
 * Card plans go through Stripe's subscriptions API and the state Stripe answers is applied by the webhook's own writes
 * under the event-ordering rule (decision 003); the sandbox builds the same "subscription updated" facts and applies
 * them the same way. Crypto plans are not card subscriptions: they end at their end date.
 */

export type Billing = Subscription["billing"];

type Ctx = Pick<AppContext, "db" | "env">;

/** The newest plan purchase of the account (not renewals) was paid in crypto. */
async function boughtWithCrypto(db: Db, userId: number): Promise<boolean> {
  const [last] = await db
    .select({ hash: paymentTransactions.cryptoTxHash })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.userId, userId),
        eq(paymentTransactions.status, "completed"),
        eq(paymentTransactions.type, "subscription"),
      ),
    )
    .orderBy(desc(paymentTransactions.verifiedAt), desc(paymentTransactions.id))
    .limit(1);
  return Boolean(last?.hash);
}

/**
 * How the account's plan is paid: its last purchase in crypto → `crypto`; a Stripe subscription → `stripe`; any other
 * paid plan where the TEST MODE sandbox runs → `sandbox` (so `npm start` users can try every action); else `none`.
 */
export async function billingOf({ db, env }: Ctx, user: UserRow): Promise<Billing> {
  if (user.subscriptionPlan === "free") return "none";
  if (await boughtWithCrypto(db, user.id)) return "crypto";
  if (user.stripeSubscriptionId) return "stripe";
  return sandboxEnabled(env) ? "sandbox" : "none";
}

/** The subscription exactly as GET /api/user/subscription answers it (and every plan action after it). */
export async function readSubscription(ctx: Ctx, user: UserRow, now = new Date()): Promise<Subscription> {
  const [pendingPayment, billing] = await Promise.all([pendingCryptoPayment(ctx, user.id), billingOf(ctx, user)]);
  return { ...toSubscription(user, now), billing, ...(pendingPayment ? { pendingPayment } : {}) };
}

async function freshUser(db: Db, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized();
  return user;
}

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "the end of its period");

type Action = "cancel" | "resume" | "change";

/**
 * The plan the action works on, refused with a clear 409 when there is none: the free plan, a plan that is not running
 * (ended, or waiting for a payment), a crypto plan (no card subscription), or a plan not billed here.
 */
async function managedPlan(ctx: Ctx, user: UserRow, action: Action, now: Date) {
  const name = planById(user.subscriptionPlan);
  const verb = action === "change" ? "change" : action;
  if (user.subscriptionPlan === "free") {
    throw conflict(`You are on the free plan: there is no paid plan to ${verb}. Choose a plan to start one.`);
  }
  const running =
    (user.subscriptionStatus === "active" || user.subscriptionStatus === "past_due") &&
    accessOf(user, now).state !== "expired";
  if (!running) throw conflict(`Your ${name} plan is not running, so there is nothing to ${verb}.`);
  const billing = await billingOf(ctx, user);
  if (billing === "crypto") {
    throw conflict(
      `Crypto plans cannot be changed by card: your ${name} plan ends on ${day(user.subscriptionEndDate)}. ` +
        "Pay again for the plan you want when it ends; a reminder mail comes 3 days before.",
    );
  }
  if (billing === "none") {
    throw conflict(
      `Your ${name} plan is not billed by card, so it cannot be managed here: it ends on ${day(user.subscriptionEndDate)}.`,
    );
  }
  return billing;
}

/** The card provider's subscriptions API; 503 where no key is configured (nothing changed). */
function stripeApi(env: Env) {
  if (!env.STRIPE_SECRET_KEY)
    throw new AppError(
      "SERVICE_UNAVAILABLE",
      "Card payments are not configured on this server. Your plan was not changed.",
    );
  return stripeSubscriptions(env);
}

/** The sandbox's "subscription updated": the facts a Stripe event would carry for the account's plan after a change. */
async function sandboxFacts(
  db: Db,
  user: UserRow,
  change: { cancelAtPeriodEnd?: boolean; plan?: PlanName },
): Promise<SubscriptionFacts> {
  const plan = await planByName(db, change.plan ?? PlanNameSchema.parse(user.subscriptionPlan));
  return {
    subscriptionId: `sandbox_user_${user.id}`,
    state: user.subscriptionStatus === "active" ? "active" : "past_due",
    customerId: null,
    userId: user.id,
    periodEnd: user.subscriptionEndDate ? Math.floor(user.subscriptionEndDate.getTime() / 1000) : null,
    cancelAtPeriodEnd: change.cancelAtPeriodEnd ?? user.cancelAtPeriodEnd,
    price: { id: `price_sandbox_${plan.name}`, unitAmount: plan.price, currency: plan.currency, productId: null },
    itemId: null,
    metadataPlan: plan.name,
  };
}

async function setCancelAtPeriodEnd(ctx: AppContext, caller: UserRow, cancel: boolean, now: Date) {
  const { db, env } = ctx;
  const user = await freshUser(db, caller.id);
  const billing = await managedPlan(ctx, user, cancel ? "cancel" : "resume", now);
  const name = planById(user.subscriptionPlan);
  if (cancel && user.cancelAtPeriodEnd) {
    throw conflict(
      `Your ${name} plan is already cancelled: it stays until ${day(user.subscriptionEndDate)} and then ends.`,
    );
  }
  if (!cancel && !user.cancelAtPeriodEnd) {
    throw conflict(`Your ${name} plan is not cancelled: it renews on ${day(user.subscriptionEndDate)}.`);
  }
  if (billing === "stripe" && user.stripeSubscriptionId) {
    const facts = await stripeApi(env).setCancelAtPeriodEnd(user.stripeSubscriptionId, cancel);
    await applySubscriptionState(db, user.id, facts, "stripe-answer", now);
  } else {
    await applySubscriptionState(
      db,
      user.id,
      await sandboxFacts(db, user, { cancelAtPeriodEnd: cancel }),
      "sandbox",
      now,
    );
  }
  return readSubscription(ctx, await freshUser(db, user.id), now);
}

/** POST /api/subscription/cancel: the plan stays until the period's end and then ends instead of renewing. */
export const cancelPlan = (ctx: AppContext, caller: UserRow, now = new Date()) =>
  setCancelAtPeriodEnd(ctx, caller, true, now);

/** POST /api/subscription/resume: undoes a cancel before the period ends; the plan renews again. */
export const resumePlan = (ctx: AppContext, caller: UserRow, now = new Date()) =>
  setCancelAtPeriodEnd(ctx, caller, false, now);

/**
 * POST /api/subscription/change: another paid plan, up or down, from now. Stripe credits the unused time of the old
 * price and charges the new one pro rata on the next invoice (`create_prorations`); the month's concept count stays.
 */
export async function changePlan(ctx: AppContext, caller: UserRow, requested: string, now = new Date()) {
  const { db, env } = ctx;
  if (requested === "free") {
    throw badRequest("To go back to the free plan, cancel your plan: it stays until its period ends.");
  }
  const unknown = () => badRequest("Unknown plan: choose basic, pro or enterprise.");
  if (!(paidPlanNames as readonly string[]).includes(requested)) throw unknown();
  const target = requested as PlanName;
  const plan = await planByName(db, target);
  if (!plan.isActive) throw unknown();
  const user = await freshUser(db, caller.id);
  const billing = await managedPlan(ctx, user, "change", now);
  if (user.subscriptionPlan === plan.name) throw conflict(`You are already on the ${plan.displayName} plan.`);
  if (billing === "stripe" && user.stripeSubscriptionId) {
    const stripe = stripeApi(env);
    const current = await stripe.retrieve(user.stripeSubscriptionId);
    const facts = await stripe.changePlan(current, plan);
    await applySubscriptionState(db, user.id, facts, "stripe-answer", now);
  } else {
    await applySubscriptionState(db, user.id, await sandboxFacts(db, user, { plan: target }), "sandbox", now);
  }
  return readSubscription(ctx, await freshUser(db, user.id), now);
}
