import { and, count, desc, eq, gte, ne, sql, sum } from "drizzle-orm";
import type {
  AdminStats,
  AdminTransaction,
  AdminUser,
  ApiAnalytics,
  PaymentAnalytics,
  paymentMethods,
} from "@common/admin";
import { platformIds } from "@common/platforms";
import { adConcepts, apiUsageHourly, newsletterSubscribers, paymentTransactions, users } from "../../db/schema";
import { dollars } from "@common/api";
import { monthOf } from "../api/usage-reports";
import { PENDING_PASSWORD } from "../accounts/auth";
import { EXAMPLES_EMAIL } from "../concepts/read";
import type { AppContext } from "../context";

/**
 * The numbers of the ADMIN TERMINAL (SPEC §2, §3), each counted from the rows when asked: nothing is cached or kept
 * as a constant. The examples' system account is not a user, and its concepts are not the customers'. Nor is the
 * placeholder account a checkout makes before its buyer registers (an abandoned checkout never becomes one).
 */

const realUser = and(ne(users.email, EXAMPLES_EMAIL), ne(users.passwordHash, PENDING_PASSWORD));
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

type PaymentMethod = (typeof paymentMethods)[number];
/** How a transaction was paid: a crypto transfer, the keyless sandbox checkout, or Stripe. */
function methodOf(row: { cryptoCurrency: string | null; stripeSessionId: string | null }): PaymentMethod {
  if (row.cryptoCurrency) return "crypto";
  return row.stripeSessionId?.startsWith("cs_sandbox_") ? "sandbox" : "stripe";
}

export async function adminStats({ db }: Pick<AppContext, "db">, now = new Date()): Promise<AdminStats> {
  const monthStart = monthOf(now).start;
  const customerConcepts = db
    .select({ id: adConcepts.id })
    .from(adConcepts)
    .innerJoin(users, eq(users.id, adConcepts.userId))
    .where(realUser);
  const firstDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 29));
  const day = sql<string>`strftime('%Y-%m-%d', ${users.createdAt} / 1000, 'unixepoch')`;
  const [conceptTotals, userTotals, plans, subscribers, platformRows, signups, concepts, payments, perDay] =
    await db.batch([
      db
        .select({
          concepts: count(),
          downloads: sql<number>`coalesce(sum(${adConcepts.downloadCount}), 0)`,
          generations: sql<number>`coalesce(sum(${adConcepts.generationCount}), 0)`,
        })
        .from(adConcepts)
        .innerJoin(users, eq(users.id, adConcepts.userId))
        .where(realUser),
      db
        .select({
          total: count(),
          active: sql<number>`coalesce(sum(${users.subscriptionPlan} <> 'free' and ${users.subscriptionStatus} = 'active'), 0)`,
          newThisMonth: sql<number>`coalesce(sum(${users.createdAt} >= ${monthStart.getTime()}), 0)`,
        })
        .from(users)
        .where(realUser),
      db
        .select({ plan: users.subscriptionPlan, n: count() })
        .from(users)
        .where(realUser)
        .groupBy(users.subscriptionPlan),
      db
        .select({
          status: newsletterSubscribers.status,
          confirmed: sql<number>`${newsletterSubscribers.confirmedAt} is not null`.as("confirmed"),
          n: count(),
        })
        .from(newsletterSubscribers)
        .groupBy(newsletterSubscribers.status, sql`confirmed`),
      db
        .select({ platform: sql<string>`j.value`, n: count() })
        .from(sql`${adConcepts}, json_each(${adConcepts.platforms}) as j`)
        .where(sql`${adConcepts.id} in (${customerConcepts})`)
        .groupBy(sql`j.value`),
      db
        .select({ email: users.email, at: users.createdAt, plan: users.subscriptionPlan })
        .from(users)
        .where(realUser)
        .orderBy(desc(users.createdAt))
        .limit(10),
      db
        .select({ email: users.email, at: adConcepts.createdAt, number: adConcepts.userConceptNumber })
        .from(adConcepts)
        .innerJoin(users, eq(users.id, adConcepts.userId))
        .where(realUser)
        .orderBy(desc(adConcepts.createdAt))
        .limit(10),
      db
        .select({ email: users.email, at: paymentTransactions.verifiedAt, plan: paymentTransactions.subscriptionPlan })
        .from(paymentTransactions)
        .innerJoin(users, eq(users.id, paymentTransactions.userId))
        .where(eq(paymentTransactions.status, "completed"))
        .orderBy(desc(paymentTransactions.verifiedAt))
        .limit(10),
      db
        .select({ date: day, n: count() })
        .from(users)
        .where(and(realUser, gte(users.createdAt, firstDay)))
        .groupBy(day),
    ]);
  const signupsOn = new Map(perDay.map((d) => [d.date, d.n]));
  const signupsByDay = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(firstDay.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return { date, signups: signupsOn.get(date) ?? 0 };
  });
  const byPlan = Object.fromEntries(plans.map((p) => [p.plan, p.n]));
  // Only a confirmed, active subscriber is in a campaign's audience (decision 012).
  const subscribersOf = (status: string, confirmed?: boolean) =>
    subscribers
      .filter((g) => g.status === status && (confirmed === undefined || Boolean(g.confirmed) === confirmed))
      .reduce((n, g) => n + g.n, 0);
  const subscribersByStatus = {
    pending: subscribersOf("pending"),
    active: subscribersOf("active", true),
    unsubscribed: subscribersOf("unsubscribed"),
  };
  const activity = [
    ...signups.map((s) => ({ description: `${s.email} signed up (${s.plan})`, at: s.at })),
    ...concepts.map((c) => ({ description: `${c.email} created concept #${c.number ?? "?"}`, at: c.at })),
    ...payments.filter((p) => p.at).map((p) => ({ description: `${p.email} paid for ${p.plan}`, at: p.at as Date })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, 10);
  const totals = conceptTotals[0]!;
  const people = userTotals[0]!;
  return {
    totalConcepts: totals.concepts,
    totalUsers: people.total,
    totalSubscribers: subscribersByStatus.active,
    totalDownloads: Number(totals.downloads),
    totalGenerations: Number(totals.generations),
    userStats: {
      totalUsers: people.total,
      activeSubscriptions: Number(people.active),
      newUsersThisMonth: Number(people.newThisMonth),
      freeUsers: byPlan.free ?? 0,
      basicUsers: byPlan.basic ?? 0,
      proUsers: byPlan.pro ?? 0,
      enterpriseUsers: byPlan.enterprise ?? 0,
    },
    platformStats: Object.fromEntries(platformIds.map((p) => [p, platformRows.find((r) => r.platform === p)?.n ?? 0])),
    recentActivity: activity.map((a) => ({ description: a.description, timestamp: a.at.toISOString() })),
    subscribersByStatus,
    signupsByDay,
  };
}

export async function paymentAnalytics({ db }: Pick<AppContext, "db">, now = new Date()): Promise<PaymentAnalytics> {
  const monthStart = monthOf(now).start;
  const yearAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const completed = eq(paymentTransactions.status, "completed");
  const paidAt = sql`coalesce(${paymentTransactions.verifiedAt}, ${paymentTransactions.createdAt})`;
  const month = sql<string>`strftime('%Y-%m', ${paidAt} / 1000, 'unixepoch')`;
  const [all, rows, recent, months] = await db.batch([
    db.select({ n: count() }).from(paymentTransactions),
    db
      .select({
        plan: paymentTransactions.subscriptionPlan,
        amount: paymentTransactions.amount,
        at: paidAt.mapWith(Number),
        cryptoCurrency: paymentTransactions.cryptoCurrency,
        stripeSessionId: paymentTransactions.stripeSessionId,
      })
      .from(paymentTransactions)
      .where(completed),
    db.select().from(paymentTransactions).orderBy(desc(paymentTransactions.createdAt)).limit(50),
    db
      .select({ month, cents: sum(paymentTransactions.amount).mapWith(Number) })
      .from(paymentTransactions)
      .where(and(completed, gte(paidAt, yearAgo.getTime())))
      .groupBy(month)
      .orderBy(month),
  ]);
  const methods: Record<string, number> = {};
  const plans: Record<string, number> = {};
  for (const r of rows) {
    const m = methodOf(r);
    methods[m] = (methods[m] ?? 0) + 1;
    plans[r.plan] = (plans[r.plan] ?? 0) + 1;
  }
  const revenueByMonth: PaymentAnalytics["revenueByMonth"] = [];
  for (let i = 11; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    const key = d.toISOString().slice(0, 7);
    revenueByMonth.push({ month: key, revenue: dollars((months.find((m) => m.month === key)?.cents ?? 0) / 100) });
  }
  return {
    totalRevenue: dollars(rows.reduce((s, r) => s + r.amount, 0) / 100),
    monthlyRevenue: dollars(rows.filter((r) => r.at >= monthStart.getTime()).reduce((s, r) => s + r.amount, 0) / 100),
    totalTransactions: all[0]?.n ?? 0,
    conversionRate: percent(rows.length, all[0]?.n ?? 0),
    paymentMethods: methods,
    subscriptionPlans: plans,
    recentTransactions: recent.map((t) => ({
      id: t.id,
      amount: dollars(t.amount / 100),
      paymentMethod: methodOf(t),
      status: t.status,
      createdAt: t.createdAt.toISOString(),
    })),
    revenueByMonth,
  };
}

export async function apiAnalytics({ db }: Pick<AppContext, "db">): Promise<ApiAnalytics> {
  const h = apiUsageHourly;
  const calls = sql<number>`coalesce(sum(${h.calls}), 0)`;
  const failed = sql<number>`coalesce(sum(${h.errors}), 0)`;
  const avg = sql<number | null>`sum(${h.responseMs}) * 1.0 / nullif(sum(${h.timedCalls}), 0)`;
  const day = sql<string>`strftime('%Y-%m-%d', ${h.hour} / 1000, 'unixepoch')`;
  const [totals, perEndpoint, perDay] = await db.batch([
    db.select({ calls, users: sql<number>`count(distinct ${h.userId})`, avg, failed }).from(h),
    db
      .select({ endpoint: sql<string>`${h.method} || ' ' || ${h.endpoint}`, calls, avg, failed })
      .from(h)
      .groupBy(h.method, h.endpoint)
      .orderBy(desc(calls)),
    db.select({ date: day, calls, failed }).from(h).groupBy(day).orderBy(desc(day)).limit(30),
  ]);
  const t = totals[0]!;
  const ms = (v: number | null) => Math.round((v ?? 0) * 10) / 10;
  return {
    totalApiCalls: t.calls,
    uniqueUsers: Number(t.users),
    averageResponseTime: ms(t.avg),
    errorRate: percent(Number(t.failed), t.calls),
    endpointUsage: Object.fromEntries(perEndpoint.map((e) => [e.endpoint, e.calls])),
    responseTimeData: perEndpoint.map((e) => ({ endpoint: e.endpoint, avgTime: ms(e.avg), calls: e.calls })),
    errorRates: Object.fromEntries(perEndpoint.map((e) => [e.endpoint, percent(Number(e.failed), e.calls)])),
    byDay: perDay
      .reverse()
      .map((d) => ({ date: d.date, calls: d.calls, errorRate: percent(Number(d.failed), d.calls) })),
  };
}

export async function adminUsers({ db }: Pick<AppContext, "db">): Promise<AdminUser[]> {
  const rows = await db.select().from(users).where(realUser).orderBy(desc(users.createdAt)).limit(500);
  return rows.map((u) => ({
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    isAdmin: u.isAdmin,
    subscriptionPlan: u.subscriptionPlan,
    subscriptionStatus: u.subscriptionStatus,
    conceptsGenerated: u.conceptsGenerated,
    conceptsLimit: u.conceptsLimit,
    createdAt: u.createdAt.toISOString(),
  }));
}

export async function adminTransactions({ db }: Pick<AppContext, "db">): Promise<AdminTransaction[]> {
  const rows = await db
    .select({ t: paymentTransactions, email: users.email })
    .from(paymentTransactions)
    .leftJoin(users, eq(users.id, paymentTransactions.userId))
    .orderBy(desc(paymentTransactions.createdAt))
    .limit(500);
  return rows.map(({ t, email }) => ({
    id: t.id,
    userId: t.userId,
    email,
    type: t.type,
    status: t.status,
    amount: dollars(t.amount / 100),
    currency: t.currency,
    subscriptionPlan: t.subscriptionPlan,
    paymentMethod: methodOf(t),
    createdAt: t.createdAt.toISOString(),
    verifiedAt: t.verifiedAt?.toISOString() ?? null,
  }));
}
