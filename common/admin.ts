import { z } from "./zod";

/** SPEC §3 'Admin stats': every number counted from the rows (the examples' system account is not a user). */
export const AdminStats = /* @__PURE__ */ z.object({
  totalConcepts: z.number().int(),
  totalUsers: z.number().int(),
  totalSubscribers: z.number().int(),
  totalDownloads: z.number().int(),
  totalGenerations: z.number().int(),
  userStats: z.object({
    totalUsers: z.number().int(),
    activeSubscriptions: z.number().int(),
    newUsersThisMonth: z.number().int(),
    freeUsers: z.number().int(),
    basicUsers: z.number().int(),
    proUsers: z.number().int(),
    enterpriseUsers: z.number().int(),
  }),
  /** Concepts made for each platform. */
  platformStats: z.record(z.string(), z.number().int()),
  recentActivity: z.array(z.object({ description: z.string(), timestamp: z.iso.datetime() })),
  /** Newsletter sign-ups by status, counted from the rows (the subscriber list itself shows only the newest). */
  subscribersByStatus: z.object({
    pending: z.number().int(),
    active: z.number().int(),
    unsubscribed: z.number().int(),
  }),
  /** Registered users per day (UTC), the last 30 days including today, oldest first, days without sign-ups as 0. */
  signupsByDay: z.array(z.object({ date: z.iso.date(), signups: z.number().int() })),
});
export type AdminStats = z.infer<typeof AdminStats>;

export const paymentMethods = ["stripe", "sandbox", "crypto"] as const;

/** SPEC §3 'Payment analytics': dollars with cents; the conversion rate is completed ÷ all transactions, in %. */
export const PaymentAnalytics = /* @__PURE__ */ z.object({
  totalRevenue: z.number(),
  monthlyRevenue: z.number(),
  totalTransactions: z.number().int(),
  conversionRate: z.number(),
  paymentMethods: z.record(z.string(), z.number().int()),
  subscriptionPlans: z.record(z.string(), z.number().int()),
  recentTransactions: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number(),
      paymentMethod: z.enum(paymentMethods),
      status: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
  /** Revenue of completed payments per calendar month (UTC), oldest first, the last 12 months. */
  revenueByMonth: z.array(z.object({ month: z.string(), revenue: z.number() })),
});
export type PaymentAnalytics = z.infer<typeof PaymentAnalytics>;

/** SPEC §3 'API analytics': from the hourly usage rollups (api_usage_hourly); rates in %, times in ms. */
export const ApiAnalytics = /* @__PURE__ */ z.object({
  totalApiCalls: z.number().int(),
  uniqueUsers: z.number().int(),
  averageResponseTime: z.number(),
  errorRate: z.number(),
  endpointUsage: z.record(z.string(), z.number().int()),
  responseTimeData: z.array(z.object({ endpoint: z.string(), avgTime: z.number(), calls: z.number().int() })),
  errorRates: z.record(z.string(), z.number()),
  /** Calls and error rate per day (UTC), the last 30 days with calls. */
  byDay: z.array(z.object({ date: z.iso.date(), calls: z.number().int(), errorRate: z.number() })),
});
export type ApiAnalytics = z.infer<typeof ApiAnalytics>;

export const AdminUser = /* @__PURE__ */ z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
  subscriptionPlan: z.string(),
  subscriptionStatus: z.string(),
  conceptsGenerated: z.number().int(),
  conceptsLimit: z.number().int(),
  createdAt: z.iso.datetime(),
});
export const AdminUserList = /* @__PURE__ */ z.array(AdminUser);
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminTransaction = /* @__PURE__ */ z.object({
  id: z.number().int(),
  userId: z.number().int(),
  email: z.string().nullable(),
  type: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  subscriptionPlan: z.string(),
  paymentMethod: z.enum(paymentMethods),
  createdAt: z.iso.datetime(),
  verifiedAt: z.iso.datetime().nullable(),
});
export const AdminTransactionList = /* @__PURE__ */ z.array(AdminTransaction);
export type AdminTransaction = z.infer<typeof AdminTransaction>;
