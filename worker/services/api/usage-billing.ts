import { and, eq, gte, lt, sql } from "drizzle-orm";
import { dollars } from "@common/api";
import { apiBilling, apiUsageHourly, users } from "../../db/schema";
import type { AppContext } from "../context";
import { creditOf, monthOf } from "./usage-reports";

/** Adds a charge to the customer's next card invoice; null when no card provider bills this customer. */
export type InvoiceOverage = (charge: {
  customerId: string;
  amountCents: number;
  description: string;
  idempotencyKey: string;
}) => Promise<string | null>;

/**
 * The month's API bill of every user with usage in the month before `now`: total requests and cost, the plan's
 * included credit used, the overage. Overage goes on the user's card invoice when a card provider bills them
 * (status invoiced); otherwise the row stays pending. One row per user and month (a unique index): reruns write
 * nothing twice, and retry an invoice item that failed before (Stripe's idempotency key makes that safe).
 */
export async function rollUpApiBilling(
  ctx: Pick<AppContext, "db">,
  invoice: InvoiceOverage,
  now = new Date(),
): Promise<{ written: number; invoiced: number }> {
  const { start, end } = monthOf(new Date(monthOf(now).start.getTime() - 1));
  const totals = await ctx.db
    .select({
      userId: apiUsageHourly.userId,
      plan: users.subscriptionPlan,
      requests: sql<number>`sum(${apiUsageHourly.calls})`,
      cost: sql<number>`total(${apiUsageHourly.cost})`,
    })
    .from(apiUsageHourly)
    .innerJoin(users, eq(users.id, apiUsageHourly.userId))
    .where(and(gte(apiUsageHourly.hour, start), lt(apiUsageHourly.hour, end)))
    .groupBy(apiUsageHourly.userId);
  let written = 0;
  for (const t of totals) {
    const totalCost = dollars(t.cost);
    const freeCreditsUsed = dollars(Math.min(creditOf(t.plan), totalCost));
    const overage = dollars(totalCost - freeCreditsUsed);
    const inserted = await ctx.db
      .insert(apiBilling)
      .values({
        userId: t.userId,
        billingPeriodStart: start,
        billingPeriodEnd: end,
        totalRequests: Number(t.requests),
        totalCost,
        freeCreditsUsed,
        overage,
        status: overage > 0 ? "pending" : "included",
        metadata: { plan: t.plan },
      })
      .onConflictDoNothing()
      .returning({ id: apiBilling.id });
    written += inserted.length;
  }
  const unbilled = await ctx.db
    .select({ bill: apiBilling, customerId: users.stripeCustomerId })
    .from(apiBilling)
    .innerJoin(users, eq(users.id, apiBilling.userId))
    .where(and(eq(apiBilling.billingPeriodStart, start), eq(apiBilling.status, "pending")));
  let invoiced = 0;
  for (const { bill, customerId } of unbilled) {
    if (!customerId || bill.overage <= 0) continue;
    const invoiceItem = await invoice({
      customerId,
      amountCents: Math.round(bill.overage * 100),
      description: `ReachGen API usage ${start.toISOString().slice(0, 7)}: ${bill.totalRequests} requests, $${bill.totalCost.toFixed(2)} less $${bill.freeCreditsUsed.toFixed(2)} included credit`,
      idempotencyKey: `reachgen-api-billing-${bill.id}`,
    }).catch((err: unknown) => {
      console.warn(`api billing ${bill.id}: invoice item not created`, err);
      return null;
    });
    if (!invoiceItem) continue;
    await ctx.db
      .update(apiBilling)
      .set({ status: "invoiced", stripeInvoiceId: invoiceItem })
      .where(eq(apiBilling.id, bill.id));
    invoiced++;
  }
  return { written, invoiced };
}
