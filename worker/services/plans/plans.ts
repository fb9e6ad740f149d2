import { asc, eq } from "drizzle-orm";
import type { PlanEdit, SubscriptionPlan } from "@common/plans";
import { PlanName } from "@common/plans";
import { subscriptionPlans } from "../../db/schema";
import { edgeCachedJson } from "../../lib/edge-cache";
import { notFound } from "../../lib/errors";
import type { AppContext } from "../context";

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

/** How long an isolate trusts the plans' version it read before reading it again (decision 035). */
export const PLANS_VERSION_MEMO_MS = 10_000;

let memo: { version: string; plans: SubscriptionPlan[]; at: number } | undefined;

async function fingerprint(plans: readonly SubscriptionPlan[]): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(plans)));
  return [...new Uint8Array(digest).slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The active plans through the edge cache (decision 035). Plans carry no updated_at, so their version is a
 * fingerprint of the rows themselves; reading it costs what reading the plans costs, so an isolate reads it at most
 * once per 10 s and the plans it read come along on a miss. An administrator's edit forgets it in the editing isolate
 * at once; every other isolate sees the new version within 10 s, every data centre within 10 s (the key moves).
 */
export async function cachedActivePlans(ctx: AppContext, origin: string) {
  if (!memo || Date.now() - memo.at >= PLANS_VERSION_MEMO_MS) {
    const plans = await listActivePlans(ctx);
    memo = { version: await fingerprint(plans), plans, at: Date.now() };
  }
  // The plans the version was read from are the plans of that version: a miss stores them without another read.
  const { version, plans } = memo;
  return edgeCachedJson(origin, "plans", version, "active", () => Promise.resolve(plans));
}

/** An administrator edits the words of a plan; the cached plans give way at once here and within 10 s elsewhere. */
export async function editPlan({ db }: AppContext, name: string, edit: PlanEdit): Promise<SubscriptionPlan> {
  const [row] = await db
    .update(subscriptionPlans)
    .set({
      ...(edit.displayName !== undefined && { displayName: edit.displayName }),
      ...(edit.featuresJson !== undefined && { featuresJson: edit.featuresJson }),
    })
    .where(eq(subscriptionPlans.name, name))
    .returning();
  if (!row) throw notFound("Unknown plan");
  memo = undefined;
  return toPlan(row);
}
