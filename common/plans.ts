import { z } from "./zod";

export const planNames = ["free", "basic", "pro", "enterprise"] as const;
export const PlanName = /* @__PURE__ */ z.enum(planNames);
export type PlanName = z.infer<typeof PlanName>;

/** -1 means unlimited (SPEC §3, §9). */
export const UNLIMITED = -1;

/** A plan as `GET /api/subscription-plans` returns it. `price` is in cents; divide by 100 to display. */
export const SubscriptionPlan = /* @__PURE__ */ z.object({
  id: z.number().int(),
  name: PlanName,
  displayName: z.string(),
  price: z.number().int().nonnegative(),
  currency: z.string(),
  interval: z.string(),
  conceptsLimit: z.number().int(),
  featuresJson: z.array(z.string()),
  isActive: z.boolean(),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlan>;
export const SubscriptionPlanList = /* @__PURE__ */ z.array(SubscriptionPlan);

export function formatPrice(cents: number): string {
  return (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2);
}

export function formatLimit(limit: number): string {
  return limit === UNLIMITED ? "∞" : String(limit);
}
