import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@web/lib/api-request";

/** GET /api/user/subscription as SPEC §3 shapes it; `plan` free means unpaid, a limit of -1 means unlimited. */
export interface SubscriptionStatus {
  plan: string;
  status: string;
  conceptsGenerated: number;
  conceptsLimit: number;
  subscriptionEndDate: string | null;
}

/** Same key as the rest of the app, so the landing page shares the cached read. */
export const subscriptionStatusQueryKey = ["/api/user/subscription"] as const;

/** The signed-in user's subscription; not requested for visitors. */
export function useSubscriptionStatus(isAuthenticated: boolean) {
  return useQuery({
    queryKey: subscriptionStatusQueryKey,
    queryFn: getQueryFn<SubscriptionStatus>({ on401: "throw" }),
    enabled: isAuthenticated,
  });
}
