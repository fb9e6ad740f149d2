import type { ApiPlan } from "@common/api";
import type { Subscription } from "@common/auth";
import type { PlanName } from "@common/plans";

/** The plans' names as the plan cards show them. */
export const planLabels: Record<PlanName, string> = {
  free: "Free Trial",
  basic: "Basic",
  pro: "Pro",
  enterprise: "Enterprise",
};

/** The plan that opens the developer API to this subscription (Pro or Enterprise, active), or null. */
export function apiPlanOf(sub: Subscription | undefined): ApiPlan | null {
  if (sub?.access.state !== "active") return null;
  return sub.plan === "pro" || sub.plan === "enterprise" ? sub.plan : null;
}
