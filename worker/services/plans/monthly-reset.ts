import { and, lt, ne, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { users } from "../../db/schema";

/** First instant (UTC) of the month containing `now`. */
export function startOfUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * Resets monthly concept counters of every paid user not yet reset this month (a free trial's concepts are for the
 * whole trial, not per month). Idempotent: a second run in the same month
 * changes nothing, so a retried or duplicated cron delivery is harmless. Returns the number of users reset.
 */
export async function resetMonthlyCounters({ db }: Pick<AppContext, "db">, now: Date = new Date()): Promise<number> {
  const monthStart = startOfUtcMonth(now);
  const result = await db
    .update(users)
    .set({ conceptsGenerated: 0, lastResetDate: now, updatedAt: sql`${now.getTime()}` })
    .where(and(lt(users.lastResetDate, monthStart), ne(users.subscriptionPlan, "free")));
  return result.meta.changes ?? 0;
}
