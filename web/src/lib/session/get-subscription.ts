import { queryOptions, useQuery } from "@tanstack/react-query";
import { Subscription } from "@common/auth";
import { getSessionToken, requestJson } from "@web/lib/api-request";

/** GET /api/user/subscription: plan, status and the month's usage (a limit of -1 is unlimited). */
export async function getSubscription(): Promise<Subscription> {
  return requestJson(Subscription, "GET", "/api/user/subscription");
}

export const subscriptionQueryOptions = queryOptions({
  queryKey: ["session", "subscription"] as const,
  queryFn: getSubscription,
});

/** The signed-in user's subscription; not fetched without a session (or while `enabled` is false). */
export function useSubscription(enabled = true) {
  return useQuery({ ...subscriptionQueryOptions, enabled: enabled && getSessionToken() !== null });
}
