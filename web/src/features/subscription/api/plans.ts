import { queryOptions, useQuery } from "@tanstack/react-query";
import { SubscriptionPlanList, type SubscriptionPlan } from "@common/plans";
import { getQueryFn } from "@web/lib/api-request";

export const plansQueryKey = ["/api/subscription-plans"] as const;

export const plansQueryOptions = queryOptions({
  queryKey: plansQueryKey,
  queryFn: async (ctx): Promise<SubscriptionPlan[]> =>
    SubscriptionPlanList.parse(await getQueryFn<unknown>({ on401: "throw" })(ctx)),
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}
