import { eq } from "drizzle-orm";
import { type Access, TRIAL_DAYS } from "@common/auth";
import { UNLIMITED } from "@common/plans";
import { type UserRow, users } from "../../db/schema";
import { AppError, unauthorized } from "../../lib/errors";
import type { AppContext } from "../context";
import { planById } from "./names";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A Stripe renewal may arrive a little after the period ends; its webhook, not the clock, ends such a plan. */
const STRIPE_RENEWAL_GRACE_MS = 3 * DAY_MS;

export const entitlementMessages = {
  paymentRequired: "Complete your subscription payment to start creating AI-powered ad concepts.",
  trialEnded: `Your ${TRIAL_DAYS}-day free trial has ended. Choose a plan to keep creating ad concepts.`,
  expired: (plan: string, end: Date) =>
    `Your ${plan} plan ended on ${end.toISOString().slice(0, 10)}. Renew it to keep creating ad concepts.`,
  limit: (user: Pick<UserRow, "conceptsLimit" | "subscriptionPlan">) =>
    `You have used all ${user.conceptsLimit} concepts of your ${planById(user.subscriptionPlan)} plan${
      user.subscriptionPlan === "free" ? "" : " this month"
    }. Upgrade your subscription to create more concepts.`,
} as const;

export const trialEndOf = (user: Pick<UserRow, "createdAt">) =>
  new Date(user.createdAt.getTime() + TRIAL_DAYS * DAY_MS);

/**
 * What a user may do now: a free account is a trial for TRIAL_DAYS after sign-up; a paid plan needs status active and,
 * for plans the clock ends (sandbox, crypto), not being past subscriptionEndDate.
 */
export function accessOf(user: UserRow, now = new Date()): Access {
  if (user.subscriptionPlan === "free") {
    const trialEndsAt = trialEndOf(user);
    return now < trialEndsAt
      ? { state: "trial", trialEndsAt: trialEndsAt.toISOString() }
      : { state: "trial-ended", message: entitlementMessages.trialEnded };
  }
  if (user.subscriptionStatus !== "active") return { state: "inactive", message: entitlementMessages.paymentRequired };
  const end = user.subscriptionEndDate;
  const grace = user.stripeSubscriptionId ? STRIPE_RENEWAL_GRACE_MS : 0;
  if (end && now.getTime() > end.getTime() + grace) {
    return { state: "expired", message: entitlementMessages.expired(planById(user.subscriptionPlan), end) };
  }
  return { state: "active" };
}

export const hasQuota = (user: Pick<UserRow, "conceptsLimit" | "conceptsGenerated">) =>
  user.conceptsLimit === UNLIMITED || user.conceptsGenerated < user.conceptsLimit;

/**
 * The one entitlement check of every paid action (generate, Generate Assets, improve-copy): an active plan or trial,
 * not past its end, with concepts left this month. 403 with the SPEC's flags; only generation counts a concept.
 */
export async function assertEntitled(
  { primary: db }: Pick<AppContext, "primary">,
  userId: number,
  now = new Date(),
): Promise<UserRow> {
  const user = (await db.select().from(users).where(eq(users.id, userId)).limit(1))[0];
  if (!user) throw unauthorized();
  const access = accessOf(user, now);
  if (access.state !== "active" && access.state !== "trial") {
    throw new AppError("PAYMENT_REQUIRED", access.message, { flags: { paymentRequired: true } });
  }
  if (!hasQuota(user)) throw limitError(user);
  return user;
}

export const limitError = (user: Pick<UserRow, "conceptsLimit" | "subscriptionPlan">) =>
  new AppError("LIMIT_EXCEEDED", entitlementMessages.limit(user), { flags: { limitExceeded: true } });
