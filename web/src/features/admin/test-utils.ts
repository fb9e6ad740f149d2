import { vi } from "vitest";
import type { AdminStats, AdminTransaction, AdminUser, ApiAnalytics, PaymentAnalytics } from "@common/admin";
import type { ErrorCode } from "@common/errors";
import type { NewsletterCampaign, NewsletterSubscriber } from "@common/newsletter";

/** Numbers chosen so no two fixtures print the same text, and none is a value the screens could hard-code. */
export function makeStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    totalConcepts: 731,
    totalUsers: 6021,
    totalSubscribers: 417,
    totalDownloads: 2093,
    totalGenerations: 8817,
    userStats: {
      totalUsers: 6021,
      activeSubscriptions: 388,
      newUsersThisMonth: 59,
      freeUsers: 5101,
      basicUsers: 512,
      proUsers: 371,
      enterpriseUsers: 37,
    },
    platformStats: { facebook: 611, quora: 23 },
    recentActivity: [{ description: "New user registered: ada@example.com", timestamp: "2026-11-20T09:30:00.000Z" }],
    // As the default subscriber list below: two active, one pending, one unsubscribed.
    subscribersByStatus: { pending: 1, active: 2, unsubscribed: 1 },
    signupsByDay: [
      { date: "2026-11-19", signups: 3 },
      { date: "2026-11-20", signups: 14 },
    ],
    ...overrides,
  };
}

export function makePayments(overrides: Partial<PaymentAnalytics> = {}): PaymentAnalytics {
  return {
    totalRevenue: 12345.6,
    monthlyRevenue: 789.123,
    totalTransactions: 97,
    conversionRate: 33.333,
    paymentMethods: { stripe: 81, crypto: 16 },
    subscriptionPlans: { pro: 44, basic: 29 },
    recentTransactions: [
      { id: 1, amount: 29, paymentMethod: "stripe", status: "completed", createdAt: "2026-11-21T12:00:00.000Z" },
      { id: 2, amount: 99, paymentMethod: "crypto", status: "pending", createdAt: "2026-11-22T12:00:00.000Z" },
    ],
    revenueByMonth: [
      { month: "2026-10", revenue: 4321.5 },
      { month: "2026-11", revenue: 789.12 },
    ],
    ...overrides,
  };
}

export function makeApi(overrides: Partial<ApiAnalytics> = {}): ApiAnalytics {
  return {
    totalApiCalls: 45678,
    uniqueUsers: 123,
    averageResponseTime: 187.4,
    errorRate: 3.21,
    endpointUsage: { "/api/v1/concepts": 40001, "/api/v1/health": 5677 },
    responseTimeData: [
      { endpoint: "/api/v1/concepts", avgTime: 211.6, calls: 40001 },
      { endpoint: "/api/v1/health", avgTime: 4.2, calls: 5677 },
    ],
    errorRates: { "/api/v1/a": 1.9, "/api/v1/b": 2, "/api/v1/c": 4.99, "/api/v1/d": 5 },
    byDay: [
      { date: "2026-11-21", calls: 1200, errorRate: 1.5 },
      { date: "2026-11-22", calls: 1411, errorRate: 6.25 },
    ],
    ...overrides,
  };
}

export function makeUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 1,
    email: "admin@example.com",
    firstName: "Ada",
    lastName: "Admin",
    isAdmin: true,
    subscriptionPlan: "enterprise",
    subscriptionStatus: "active",
    conceptsGenerated: 3,
    conceptsLimit: -1,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function makeTransaction(overrides: Partial<AdminTransaction> = {}): AdminTransaction {
  return {
    id: 1,
    userId: 1,
    email: "buyer@example.com",
    type: "subscription",
    status: "completed",
    amount: 29,
    currency: "usd",
    subscriptionPlan: "pro",
    paymentMethod: "stripe",
    createdAt: "2026-11-21T12:00:00.000Z",
    verifiedAt: "2026-11-21T12:00:00.000Z",
    ...overrides,
  };
}

export function makeSubscriber(id: number, overrides: Partial<NewsletterSubscriber> = {}): NewsletterSubscriber {
  return {
    id,
    email: `reader${id}@example.com`,
    firstName: `Reader${id}`,
    lastName: null,
    source: "landing_page",
    status: "active",
    confirmedAt: "2026-11-02T00:00:00.000Z",
    unsubscribedAt: null,
    createdAt: "2026-11-01T00:00:00.000Z",
    ...overrides,
  };
}

export function makeCampaign(id: number, overrides: Partial<NewsletterCampaign> = {}): NewsletterCampaign {
  return {
    id,
    subject: `Campaign ${id}`,
    content: `<h1>Big news ${id}</h1><p>Body of campaign ${id}.</p>`,
    sentBy: 1,
    totalRecipients: 12,
    successfulSends: 11,
    failedSends: 1,
    pendingSends: 0,
    status: "partial",
    createdAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

export const envelope = (status: number, message: string, code: ErrorCode = "INTERNAL") =>
  Response.json({ error: { code, message, requestId: "req_test" } }, { status });

/** The seven reads the terminal waits for, keyed by path. */
export const terminalPaths = [
  "/api/admin/stats",
  "/api/admin/payment-analytics",
  "/api/admin/api-analytics",
  "/api/admin/users",
  "/api/admin/transactions",
  "/api/newsletter/subscribers",
  "/api/newsletter/campaigns",
] as const;

export type Answer = unknown | (() => Response | Promise<Response>);

/** Default answers for every admin read, overridable per path (a value is sent as JSON, a function answers itself). */
export function terminalAnswers(overrides: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    "/api/admin/stats": makeStats(),
    "/api/admin/payment-analytics": makePayments(),
    "/api/admin/api-analytics": makeApi(),
    "/api/admin/users": [makeUser()],
    "/api/admin/transactions": [makeTransaction()],
    "/api/newsletter/subscribers": [
      makeSubscriber(1),
      makeSubscriber(2),
      makeSubscriber(3, { status: "pending", firstName: null }),
      makeSubscriber(4, { status: "unsubscribed" }),
    ],
    "/api/newsletter/campaigns": [makeCampaign(1)],
    "/api/admin/crypto-payments": [],
    "/api/admin/outbox": { data: [], pagination: { limit: 20, offset: 0, total: 0, hasMore: false } },
    ...overrides,
  };
}

/** A fetch stub that answers by path (query string ignored, method prefix "POST " for writes); 404 otherwise. */
export function stubAdminFetch(answers: Record<string, Answer>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).split("?")[0]!;
    const method = (init.method ?? "GET").toUpperCase();
    const answer = answers[method === "GET" ? path : `${method} ${path}`];
    if (answer === undefined) return envelope(404, `No stub for ${method} ${path}`, "NOT_FOUND");
    return typeof answer === "function" ? (answer as () => Response | Promise<Response>)() : Response.json(answer);
  });
  vi.stubGlobal("fetch", mock);
  return mock;
}

/** The calls made to one path (and method). */
export const callsTo = (mock: ReturnType<typeof stubAdminFetch>, path: string, method = "GET") =>
  mock.mock.calls.filter(
    ([input, init]) => String(input).split("?")[0] === path && (init?.method ?? "GET").toUpperCase() === method,
  );
