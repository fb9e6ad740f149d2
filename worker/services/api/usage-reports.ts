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
import { type LedgerRow, usageLedgerFor } from "../../durable-objects/usage-ledger";
import { apiKeys, apiUsage, apiUsageHourly } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import type { AppContext } from "../context";
import { DAY_MS, HOUR_MS, flushUsage, refusedApiRequests } from "./usage";

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

export const creditOf = (plan: string) => planApiCredit[plan as ApiPlan] ?? 0;

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
