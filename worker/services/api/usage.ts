import { and, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import {
  type ApiPlan,
  dollars,
  planApiCredit,
  type UsageList,
  type UsageQuery,
  type UsageRecord,
  type UsageSummary,
} from "@common/api";
import type { Admission } from "../../durable-objects/api-meter";
import { type LedgerRow, type UsageEnd, type UsageStart, usageLedgerFor } from "../../durable-objects/usage-ledger";
import { apiBilling, apiKeys, apiUsage, apiUsageHourly, type ApiKeyRow, users } from "../../db/schema";
import { badRequest, unauthorized } from "../../lib/errors";
import { apiKeyMessages, forgetCachedKey, meterOf } from "./keys";
import type { AppContext } from "../context";

export const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How long a usage read waits for requests that were admitted but not yet answered (then it reads what is there). */
const UNANSWERED_WAIT_MS = 1_500;

/** A request's answer from the account's meter, with the budget that binds (the one with fewer requests left). */
export interface ApiAdmission extends Admission {
  binding: "account" | "key";
  limit: number;
  remaining: number;
}

/**
 * Counts a request against both its account's hourly budget (the plan's, shared by all the account's keys) and its
 * key's own (the key's rateLimit, within the account's), in the account's ApiMeter. Exact under concurrency: the
 * object counts one call at a time, so two keys of one account cannot race past the account's budget. A refused
 * request is counted in the meter, not as a usage row; an admitted one is opened in the ledger (`openApiRequest`).
 */
export async function admitApiRequest(
  ctx: Pick<AppContext, "env">,
  key: ApiKeyRow,
  planBudget: number,
  start: UsageStart,
): Promise<ApiAdmission> {
  const result = await meterOf(ctx.env, key).admit(
    { account: planBudget, keyId: key.keyId, key: Math.min(key.rateLimit, planBudget) },
    HOUR_MS,
    start.at,
  );
  if ("revoked" in result) {
    forgetCachedKey(key);
    throw unauthorized(apiKeyMessages.revoked);
  }
  const binding = bindingOf(result);
  return { ...result, binding, ...result[binding] };
}

/**
 * The budget that binds: the one that refused (the key's when both did), else the one with fewer requests left (the
 * key's on a tie when its limit is lower, as it would refuse first).
 */
function bindingOf(a: Admission): "account" | "key" {
  if (!a.allowed) return a.key.remaining === 0 ? "key" : "account";
  if (a.key.remaining !== a.account.remaining) return a.key.remaining < a.account.remaining ? "key" : "account";
  return a.key.limit < a.account.limit ? "key" : "account";
}

/**
 * Opens the usage event of an admitted request in the account's UsageLedger (called from waitUntil: never on the
 * answer's path), so a request whose isolate dies before its answer is still recorded.
 */
export async function openApiRequest(ctx: Pick<AppContext, "env">, start: UsageStart): Promise<void> {
  await usageLedgerFor(ctx.env, start.userId).open(start);
}

/**
 * Charges work done off the request (an async job, a bulk row) as its own usage row in the account's ledger, named by
 * `requestId`: recorded again (a redelivered message), it is counted once.
 */
export async function recordApiCharge(
  ctx: Pick<AppContext, "env">,
  charge: {
    requestId: string;
    userId: number;
    apiKeyId: number;
    endpoint: string;
    method: string;
    statusCode: number;
    responseTime: number;
    cost: number;
    metadata: Record<string, unknown>;
  },
): Promise<void> {
  const { requestId, userId, apiKeyId, endpoint, method, statusCode, responseTime, cost, metadata } = charge;
  await usageLedgerFor(ctx.env, userId).record(
    {
      requestId,
      userId,
      apiKeyId,
      endpoint,
      method,
      requestSize: null,
      ipAddress: null,
      userAgent: null,
      at: Date.now(),
    },
    { endpoint, statusCode, responseTime, responseSize: null, cost, metadata },
  );
}

/** Closes the usage event once answered (called from waitUntil: never on the answer's path). */
export async function settleApiRequest(ctx: Pick<AppContext, "env">, start: UsageStart, end: UsageEnd): Promise<void> {
  await usageLedgerFor(ctx.env, start.userId).settle(start, end);
}

/**
 * Writes the buffered usage events of the user's UsageLedger to D1 so a read is exact, waiting briefly for requests
 * admitted but still being answered (their events land right after their answer).
 */
async function flushUsage(ctx: Pick<AppContext, "env">, userId: number, exceptRequestId: string | null) {
  const ledger = usageLedgerFor(ctx.env, userId);
  const deadline = Date.now() + UNANSWERED_WAIT_MS;
  for (;;) {
    const { unanswered } = await ledger.flush(exceptRequestId);
    if (unanswered === 0 || Date.now() >= deadline) break;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Requests the account's meter refused (429) since `since`: counted there, never written as usage rows. */
export async function refusedApiRequests(ctx: Pick<AppContext, "env">, userId: number, since: Date, until?: Date) {
  const rows = await meterOf(ctx.env, { userId }).refusals(since.getTime());
  return rows.filter((r) => until === undefined || r.windowStart < until.getTime()).reduce((n, r) => n + r.count, 0);
}

function toRecord(row: typeof apiUsage.$inferSelect, keyId: string): UsageRecord {
  return {
    id: row.id,
    userId: row.userId,
    apiKeyId: row.apiKeyId,
    keyId,
    endpoint: row.endpoint,
    method: row.method,
    statusCode: row.statusCode,
    responseTime: row.responseTime,
    requestSize: row.requestSize,
    responseSize: row.responseSize,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    cost: row.cost,
    createdAt: row.createdAt.toISOString(),
  };
}

const fromLedger = (r: LedgerRow): typeof apiUsage.$inferSelect => ({
  id: r.id,
  userId: r.user_id,
  apiKeyId: r.api_key_id,
  endpoint: r.endpoint,
  method: r.method,
  statusCode: r.status_code,
  responseTime: r.response_time,
  requestSize: r.request_size,
  responseSize: r.response_size,
  ipAddress: r.ip_address,
  userAgent: r.user_agent,
  cost: r.cost,
  metadata: r.metadata ? (JSON.parse(r.metadata) as Record<string, unknown>) : null,
  requestId: r.request_id,
  createdAt: new Date(r.at),
});

function period(startDate: string | undefined, endDate: string | undefined) {
  const start = startDate ? new Date(startDate) : undefined;
  const end = endDate ? new Date(endDate) : undefined;
  if (start && end && start.getTime() >= end.getTime()) throw badRequest("startDate must be before endDate");
  return { start, end };
}

/**
 * The user's usage rows, newest first, filtered and paged; the caller's own request is not in it. The rows are the
 * account's ledger's (40 days), followed by the older ones written to D1's api_usage before the rollups.
 */
export async function listUsage(
  ctx: Pick<AppContext, "db" | "env">,
  userId: number,
  query: UsageQuery,
  exceptRequestId: string | null,
): Promise<UsageList> {
  await flushUsage(ctx, userId, exceptRequestId);
  const { start, end } = period(query.startDate, query.endDate);
  const keys = await ctx.db
    .select({ id: apiKeys.id, keyId: apiKeys.keyId })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId));
  const keyIdOf = new Map(keys.map((k) => [k.id, k.keyId]));
  const asked = query.keyId === undefined ? undefined : keys.find((k) => k.keyId === query.keyId);
  if (query.keyId !== undefined && !asked) {
    return { data: [], pagination: { limit: query.limit, offset: query.offset, total: 0, hasMore: false } };
  }
  const recent = await usageLedgerFor(ctx.env, userId).list({
    since: start?.getTime(),
    until: end?.getTime(),
    endpoint: query.endpoint,
    apiKeyId: asked?.id,
    limit: query.limit,
    offset: query.offset,
  });
  const where = and(
    eq(apiUsage.userId, userId),
    start ? gte(apiUsage.createdAt, start) : undefined,
    end ? lt(apiUsage.createdAt, end) : undefined,
    query.endpoint ? eq(apiUsage.endpoint, query.endpoint) : undefined,
    asked ? eq(apiUsage.apiKeyId, asked.id) : undefined,
  );
  const room = query.limit - recent.rows.length;
  const [older, olderTotals] = await ctx.db.batch([
    ctx.db
      .select()
      .from(apiUsage)
      .where(where)
      .orderBy(desc(apiUsage.createdAt), desc(apiUsage.id))
      .limit(Math.max(room, 1))
      .offset(Math.max(0, query.offset - recent.total)),
    ctx.db.select({ n: count() }).from(apiUsage).where(where),
  ]);
  const rows = [...recent.rows.map(fromLedger), ...(room > 0 ? older : [])].filter((r) => keyIdOf.has(r.apiKeyId));
  const total = recent.total + (olderTotals[0]?.n ?? 0);
  return {
    data: rows.map((r) => toRecord(r, keyIdOf.get(r.apiKeyId)!)),
    pagination: { limit: query.limit, offset: query.offset, total, hasMore: query.offset + rows.length < total },
  };
}

/** The calendar month (UTC) that holds `at`. */
export function monthOf(at: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { start, end };
}

const creditOf = (plan: string) => planApiCredit[plan as ApiPlan] ?? 0;

/** Calls, cost, included credit and overage for a period (default: this month), by endpoint and by day. */
export async function usageSummary(
  ctx: Pick<AppContext, "db" | "env">,
  user: { id: number; subscriptionPlan: string },
  query: { startDate?: string | undefined; endDate?: string | undefined },
  exceptRequestId: string | null,
  now = new Date(),
): Promise<UsageSummary> {
  await flushUsage(ctx, user.id, exceptRequestId);
  const asked = period(query.startDate, query.endDate);
  const month = monthOf(now);
  const start = asked.start ?? month.start;
  const end = asked.end ?? month.end;
  if (end.getTime() - start.getTime() > 366 * DAY_MS) throw badRequest("A summary covers at most 366 days");
  // Whole hours from D1's rollups; the parts of the period that are not whole hours from the ledger's rows.
  const firstHour = Math.ceil(start.getTime() / HOUR_MS) * HOUR_MS;
  const endHour = Math.max(firstHour, Math.floor(end.getTime() / HOUR_MS) * HOUR_MS);
  const edges: [number, number][] = [
    [start.getTime(), Math.min(firstHour, end.getTime())],
    [Math.max(endHour, start.getTime()), end.getTime()],
  ].filter(([a, b]) => a! < b!) as [number, number][];
  const h = apiUsageHourly;
  const where = and(eq(h.userId, user.id), gte(h.hour, new Date(firstHour)), lt(h.hour, new Date(endHour)));
  const day = sql<string>`strftime('%Y-%m-%d', ${h.hour} / 1000, 'unixepoch')`;
  const ledger = usageLedgerFor(ctx.env, user.id);
  const [refusedCalls, hours, ...edgeTallies] = await Promise.all([
    refusedApiRequests(ctx, user.id, start, end),
    ctx.db
      .select({
        endpoint: h.endpoint,
        method: h.method,
        date: day,
        calls: sql<number>`sum(${h.calls})`,
        billable: sql<number>`sum(${h.billableCalls})`,
        cost: sql<number>`total(${h.cost})`,
      })
      .from(h)
      .where(where)
      .groupBy(h.endpoint, h.method, day),
    ...edges.map(([a, b]) => ledger.tally(a, b)),
  ]);
  const endpoints = new Map<
    string,
    { endpoint: string; method: string; calls: number; billable: number; cost: number }
  >();
  const days = new Map<string, { date: string; calls: number; cost: number }>();
  for (const r of [...hours, ...edgeTallies.flat()]) {
    const calls = Number(r.calls);
    const e = endpoints.get(`${r.method} ${r.endpoint}`) ?? {
      endpoint: r.endpoint,
      method: r.method,
      calls: 0,
      billable: 0,
      cost: 0,
    };
    e.calls += calls;
    e.billable += Number(r.billable ?? 0);
    e.cost += r.cost;
    endpoints.set(`${r.method} ${r.endpoint}`, e);
    const d = days.get(r.date) ?? { date: r.date, calls: 0, cost: 0 };
    d.calls += calls;
    d.cost += r.cost;
    days.set(r.date, d);
  }
  const byEndpoint = [...endpoints.values()].sort((a, b) => b.calls - a.calls);
  const byDay = [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
  const totalCost = dollars(byEndpoint.reduce((s, r) => s + r.cost, 0));
  const credit = creditOf(user.subscriptionPlan);
  const creditUsed = dollars(Math.min(credit, totalCost));
  return {
    period: { start: start.toISOString(), end: end.toISOString() },
    plan: user.subscriptionPlan,
    totalCalls: byEndpoint.reduce((s, r) => s + r.calls, 0),
    billableCalls: byEndpoint.reduce((s, r) => s + r.billable, 0),
    refusedCalls,
    totalCost,
    includedCredit: credit,
    creditUsed,
    overage: dollars(totalCost - creditUsed),
    byEndpoint: byEndpoint.map((r) => ({
      endpoint: r.endpoint,
      method: r.method,
      calls: r.calls,
      cost: dollars(r.cost),
    })),
    byDay: byDay.map((r) => ({ date: r.date, calls: r.calls, cost: dollars(r.cost) })),
  };
}

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
