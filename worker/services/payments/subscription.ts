import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Subscription } from "@common/auth";
import { PlanName, UNLIMITED, type PlanName as Plan } from "@common/plans";
import type { Db } from "../../db/client";
import { subscriptionPlans, type UserRow, users } from "../../db/schema";
import { accessOf } from "../plans/entitlements";

/** The subscription read from the account row alone (services/payments/manage-plan.ts adds how it is paid and what waits). */
export function toSubscription(user: UserRow, now = new Date()): Omit<Subscription, "billing" | "pendingPayment"> {
  const plan = PlanName.safeParse(user.subscriptionPlan);
  const paid = plan.success && plan.data !== "free";
  return {
    plan: plan.success ? plan.data : "free",
    status: user.subscriptionStatus,
    conceptsGenerated: user.conceptsGenerated,
    conceptsLimit: user.conceptsLimit,
    subscriptionEndDate: user.subscriptionEndDate ? user.subscriptionEndDate.toISOString() : null,
    access: accessOf(user, now),
    cancelAtPeriodEnd: paid && user.cancelAtPeriodEnd,
    currentPeriodEnd: paid && user.subscriptionEndDate ? user.subscriptionEndDate.toISOString() : null,
  };
}

export async function planByName(db: Db, name: Plan) {
  const rows = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, name)).limit(1);
  const plan = rows[0];
  if (!plan) throw new Error(`plan ${name} missing from subscription_plans`);
  return plan;
}

/** One month after `now`, at the same day and minute (UTC). */
function oneMonthAfter(now: Date): Date {
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate(), now.getUTCHours(), now.getUTCMinutes()),
  );
}

/**
 * The writes that grant a plan bought by a verified payment (the one place a payment changes a plan: Stripe, the
 * sandbox and confirmed crypto payments all come here), to run in ONE batch with the write that completes the
 * payment: `onlyIf` must say "that payment is not completed yet", so the batch grants once however often it is
 * retried, and a failed batch grants nothing. The status and period are also held by `stateIf` (a newer Stripe event).
 */
export async function planGrant(
  db: Db,
  userId: number,
  planName: Plan,
  options: {
    now: Date;
    onlyIf: SQL;
    stateIf?: SQL;
    stripeCustomerId?: string | null;
    stripeSubscriptionId?: string | null;
  },
) {
  const plan = await planByName(db, planName);
  const { now } = options;
  return [
    db
      .update(users)
      .set({
        subscriptionPlan: planName,
        conceptsLimit: plan.conceptsLimit,
        // A trial's concepts are the trial's: the first paid month starts at 0. A change between paid plans keeps the
        // month's count (and its reset date), so switching plans never hands out a fresh month. SQLite reads the
        // row's old plan here, before this statement changes it.
        conceptsGenerated: sql`CASE WHEN ${users.subscriptionPlan} = 'free' THEN 0 ELSE ${users.conceptsGenerated} END`,
        lastResetDate: sql`CASE WHEN ${users.subscriptionPlan} = 'free' THEN ${now.getTime()} ELSE ${users.lastResetDate} END`,
        updatedAt: now,
        ...(options.stripeCustomerId ? { stripeCustomerId: options.stripeCustomerId } : {}),
        ...(options.stripeSubscriptionId ? { stripeSubscriptionId: options.stripeSubscriptionId } : {}),
      })
      .where(and(eq(users.id, userId), options.onlyIf)),
    db
      .update(users)
      .set({
        subscriptionStatus: "active",
        subscriptionStartDate: now,
        subscriptionEndDate: oneMonthAfter(now),
        // A new payment starts a plan that renews, whatever the previous one was set to do.
        cancelAtPeriodEnd: false,
      })
      .where(and(eq(users.id, userId), options.onlyIf, options.stateIf)),
  ] as const;
}

/**
 * Counts one generated concept if the user is under the monthly limit. One conditional UPDATE, so concurrent calls
 * can never pass the limit. Returns the new count, or null when the limit is reached.
 */
export async function tryIncrementConcepts(db: Db, userId: number): Promise<number | null> {
  const rows = await db
    .update(users)
    .set({ conceptsGenerated: sql`${users.conceptsGenerated} + 1` })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.conceptsLimit} = ${UNLIMITED} OR ${users.conceptsGenerated} < ${users.conceptsLimit})`,
      ),
    )
    .returning({ conceptsGenerated: users.conceptsGenerated });
  return rows[0]?.conceptsGenerated ?? null;
}

/** Gives back one counted use (a generation that failed after counting). Never goes below zero. */
export async function releaseConcept(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ conceptsGenerated: sql`max(0, ${users.conceptsGenerated} - 1)` })
    .where(eq(users.id, userId));
}
