import { asc, eq } from "drizzle-orm";
import type { SubscriptionPlan } from "@common/plans";
import { PlanName } from "@common/plans";
import { subscriptionPlans } from "../db/schema";
import type { AppContext } from "./context";

type PlanRow = typeof subscriptionPlans.$inferSelect;

function toPlan(row: PlanRow): SubscriptionPlan {
  return {
    id: row.id,
    name: PlanName.parse(row.name),
    displayName: row.displayName,
    price: row.price,
    currency: row.currency,
    interval: row.interval,
    conceptsLimit: row.conceptsLimit,
    featuresJson: row.featuresJson ?? [],
    isActive: row.isActive,
  };
}

/** Active plans, cheapest first. */
export async function listActivePlans({ db }: AppContext): Promise<SubscriptionPlan[]> {
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.price), asc(subscriptionPlans.id));
  return rows.map(toPlan);
}
