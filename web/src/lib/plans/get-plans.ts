import { queryOptions, useQuery } from "@tanstack/react-query";
import { SubscriptionPlanList, type SubscriptionPlan } from "@common/plans";
import { requestJson } from "@web/lib/api-request";

/** GET /api/subscription-plans: every plan, prices in cents. Shown by the landing page, the plans page and the API docs. */
export async function getPlans(): Promise<SubscriptionPlan[]> {
  return requestJson(SubscriptionPlanList, "GET", "/api/subscription-plans");
}

export const plansQueryOptions = queryOptions({ queryKey: ["plans"] as const, queryFn: getPlans });

export function usePlans() {
  return useQuery(plansQueryOptions);
}
