import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, json, nowMs, timestamp } from "./columns";
import { users } from "./users";

export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Public `rg_` id used for lookup. */
    keyId: text("key_id").notNull().unique(),
    hashedKey: text("hashed_key").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    isActive: bool("is_active").notNull().default(true),
    lastUsed: timestamp("last_used"),
    rateLimit: integer("rate_limit").notNull().default(1000),
    allowedOrigins: json<string[]>("allowed_origins"),
    permissions: json<string[]>("permissions").notNull().default(["concept:create", "concept:read"]),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at"),
  },
  (t) => [index("api_keys_user_idx").on(t.userId)],
);

/** One row per request up to the usage rollups (migration 0019): read for those rows, no longer written. */
export const apiUsage = sqliteTable(
  "api_usage",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    apiKeyId: integer("api_key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    method: text("method").notNull(),
    statusCode: integer("status_code").notNull(),
    responseTime: integer("response_time"),
    requestSize: integer("request_size"),
    responseSize: integer("response_size"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** In dollars, e.g. 0.5 for a concept generation (SPEC §9). */
    cost: real("cost").notNull().default(0),
    metadata: json<Record<string, unknown>>("metadata"),
    /** The request's id: a usage event written twice (a retried flush) is stored once. */
    requestId: text("request_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("api_usage_request_idx").on(t.requestId),
    index("api_usage_user_created_idx").on(t.userId, t.createdAt),
    index("api_usage_key_idx").on(t.apiKeyId),
    index("api_usage_endpoint_idx").on(t.endpoint),
  ],
);

/**
 * Hourly usage per account, key, endpoint and method: the D1 side of usage (decision 039). The raw per-request rows
 * live in each account's UsageLedger, which adds its counted requests here as increments.
 */
export const apiUsageHourly = sqliteTable(
  "api_usage_hourly",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    apiKeyId: integer("api_key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    method: text("method").notNull(),
    /** The start of the UTC hour. */
    hour: timestamp("hour").notNull(),
    calls: integer("calls").notNull().default(0),
    /** Calls with a cost above zero. */
    billableCalls: integer("billable_calls").notNull().default(0),
    /** Calls answered with a status of 400 or more. */
    errors: integer("errors").notNull().default(0),
    /** In dollars. */
    cost: real("cost").notNull().default(0),
    /** The sum of the response times, and how many calls had one (an abandoned request has none). */
    responseMs: integer("response_ms").notNull().default(0),
    timedCalls: integer("timed_calls").notNull().default(0),
  },
  (t) => [
    uniqueIndex("api_usage_hourly_slot_idx").on(t.userId, t.apiKeyId, t.endpoint, t.method, t.hour),
    index("api_usage_hourly_user_hour_idx").on(t.userId, t.hour),
    index("api_usage_hourly_hour_idx").on(t.hour),
  ],
);

export const apiBilling = sqliteTable(
  "api_billing",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    billingPeriodStart: timestamp("billing_period_start").notNull(),
    billingPeriodEnd: timestamp("billing_period_end").notNull(),
    totalRequests: integer("total_requests").notNull().default(0),
    totalCost: real("total_cost").notNull().default(0),
    freeCreditsUsed: real("free_credits_used").notNull().default(0),
    overage: real("overage").notNull().default(0),
    status: text("status").notNull().default("pending"),
    stripeInvoiceId: text("stripe_invoice_id"),
    paidAt: timestamp("paid_at"),
    metadata: json<Record<string, unknown>>("metadata"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("api_billing_user_period_idx").on(t.userId, t.billingPeriodStart)],
);

export const apiRateLimits = sqliteTable(
  "api_rate_limits",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    apiKeyId: integer("api_key_id").references(() => apiKeys.id, { onDelete: "cascade" }),
    window: text("window").notNull(),
    requests: integer("requests").notNull().default(0),
    windowStart: timestamp("window_start").notNull().default(nowMs),
    resetAt: timestamp("reset_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("api_rate_limits_user_idx").on(t.userId), index("api_rate_limits_key_idx").on(t.apiKeyId)],
);

/**
 * `Idempotency-Key` of POST /api/v1/concepts: the first request with a key claims it (pending), its result is recorded
 * (done, with the concept), and a retry with the same key and body answers that concept again and is not charged.
 */
export const apiIdempotency = sqliteTable(
  "api_idempotency",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of the request body: the same key with another body is a client error, not a retry. */
    requestHash: text("request_hash").notNull(),
    status: text("status", { enum: ["pending", "done"] })
      .notNull()
      .default("pending"),
    conceptId: integer("concept_id"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("api_idempotency_user_key_idx").on(t.userId, t.key)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type ApiUsageRow = typeof apiUsage.$inferSelect;

/**
 * The last flush of each usage ledger written to D1 (decision 039): the flush's own first statement inserts its
 * (ledger, seq), so a flush sent again after its ledger lost the answer fails as a whole and is not counted twice.
 * One row per ledger is kept (each flush removes its ledger's older ones).
 */
export const usageLedgerFlushes = sqliteTable(
  "usage_ledger_flushes",
  {
    ledger: text("ledger").notNull(),
    seq: integer("seq").notNull(),
  },
  (t) => [primaryKey({ columns: [t.ledger, t.seq] })],
);
