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

/**
 * What an administrator edits of a plan (`PATCH /api/admin/subscription-plans/{name}`): the words every visitor reads.
 * Price, limits and the Stripe price stay with migrations and Stripe.
 */
export const PlanEdit = /* @__PURE__ */ z
  .object({
    displayName: z.string().trim().min(1, "Display name is required").max(40, "At most 40 characters").optional(),
    featuresJson: z
      .array(z.string().trim().min(1, "A feature cannot be empty").max(200, "At most 200 characters a feature"))
      .min(1, "At least one feature")
      .max(20, "At most 20 features")
      .optional(),
  })
  .refine((e) => e.displayName !== undefined || e.featuresJson !== undefined, "Nothing to change");
export type PlanEdit = z.infer<typeof PlanEdit>;

export function formatPrice(cents: number): string {
  return (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2);
}

export function formatLimit(limit: number): string {
  return limit === UNLIMITED ? "∞" : String(limit);
}
