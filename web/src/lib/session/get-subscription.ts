import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Subscription } from "@common/auth";
import { getSessionToken, requestJson } from "@web/lib/api-request";

/** GET /api/user/subscription: plan, status and the month's usage (a limit of -1 is unlimited). */
export async function getSubscription(): Promise<Subscription> {
  // Only a signed-in visitor asks: the schema loads with the answer, not with every page (decision 016).
  const { Subscription: schema } = await import("@common/auth");
  return requestJson(schema, "GET", "/api/user/subscription");
}

export const subscriptionQueryOptions = queryOptions({
  queryKey: ["session", "subscription"] as const,
  queryFn: getSubscription,
});

/** The signed-in user's subscription; not fetched without a session (or while `enabled` is false). */
export function useSubscription(enabled = true) {
  return useQuery({ ...subscriptionQueryOptions, enabled: enabled && getSessionToken() !== null });
}

/** Paid actions (the generator, Generate Assets, Ask AI to Improve) are open: an active plan or a running trial. */
export const isEntitled = (sub: Subscription | undefined) =>
  sub?.access.state === "active" || sub?.access.state === "trial";

/** Whole days left of a trial, counting a started day as one (0 once it has ended). */
export function trialDaysLeft(sub: Subscription, now = Date.now()): number {
  if (sub.access.state !== "trial") return 0;
  return Math.max(0, Math.ceil((Date.parse(sub.access.trialEndsAt) - now) / (24 * 60 * 60 * 1000)));
}

/** The status a person reads: "TRIAL · 6 days left", "TRIAL ENDED", "ACTIVE", "EXPIRED"… */
export function statusLabel(sub: Subscription, now = Date.now()): string {
  const { state } = sub.access;
  if (state === "trial") {
    const days = trialDaysLeft(sub, now);
    return `TRIAL · ${days} day${days === 1 ? "" : "s"} left`;
  }
  if (state === "trial-ended") return "TRIAL ENDED";
  if (state === "expired") return "EXPIRED";
  return sub.status.toUpperCase();
}

/** What the user is told while a crypto payment waits for an administrator. */
export function pendingPaymentText(pending: NonNullable<Subscription["pendingPayment"]>): string {
  return `Your ${pending.amount} ${pending.currency} payment for ${pending.plan.toUpperCase()} is pending confirmation: the plan starts when an administrator confirms it.`;
}
