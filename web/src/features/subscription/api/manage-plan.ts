import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Subscription } from "@common/auth";
import type { ChangePlanInput } from "@common/payments";
import { requestJson } from "@web/lib/api-request";
import { subscriptionQueryOptions } from "@web/lib/session/get-subscription";

export type PlanAction = { action: "cancel" } | { action: "resume" } | ({ action: "change" } & ChangePlanInput);

/** POST /api/subscription/{cancel|resume|change}: each answers the subscription as GET /api/user/subscription shows it. */
export function managePlan(input: PlanAction): Promise<Subscription> {
  const body = input.action === "change" ? { plan: input.plan } : undefined;
  return requestJson(Subscription, "POST", `/api/subscription/${input.action}`, body);
}

/** A plan action; its answer replaces the cached subscription, so every screen shows the new state at once. */
export function useManagePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: managePlan,
    onSuccess: (subscription) => client.setQueryData(subscriptionQueryOptions.queryKey, subscription),
  });
}
