import type { WebhookDeliveryStatus, WebhookEventType } from "@common/webhooks";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, createdAt, json, timestamp, updatedAt } from "./columns";
import { users } from "./users";

/**
 * Webhooks (issue 30): an account's endpoints, the events that happened to it and one delivery per event and endpoint,
 * signed per Standard Webhooks and retried through the webhooks queue (services/webhooks).
 */
export const webhookEndpoints = sqliteTable(
  "webhook_endpoints",
  {
    /** `we_` and random letters and digits. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description"),
    /** The event types it receives. */
    events: json<WebhookEventType[]>("events").notNull(),
    /** The current `whsec_` secret. */
    secret: text("secret").notNull(),
    /** After a rotation the old secret also signs until `previousSecretExpiresAt`. */
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: timestamp("previous_secret_expires_at"),
    isEnabled: bool("is_enabled").notNull().default(true),
    /** Why it was disabled: by its owner, or after a delivery exhausted its retries. */
    disabledReason: text("disabled_reason"),
    disabledAt: timestamp("disabled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("webhook_endpoints_user_idx").on(t.userId)],
);

export const webhookEvents = sqliteTable(
  "webhook_events",
  {
    /** `msg_` and random letters and digits: the `webhook-id` every delivery of it carries. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<WebhookEventType>().notNull(),
    /** The exact JSON body that is signed and sent. */
    payload: text("payload").notNull(),
    /** An event that must happen once (a usage threshold in one window) names itself here. */
    dedupeKey: text("dedupe_key"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("webhook_events_user_dedupe_idx").on(t.userId, t.dedupeKey),
    index("webhook_events_created_idx").on(t.createdAt),
  ],
);

export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    eventId: text("event_id")
      .notNull()
      .references(() => webhookEvents.id, { onDelete: "cascade" }),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** pending → succeeded | failed (retries exhausted, or the endpoint disabled). */
    status: text("status").$type<WebhookDeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastResponseCode: integer("last_response_code"),
    lastError: text("last_error"),
    lastAttemptAt: timestamp("last_attempt_at"),
    nextAttemptAt: timestamp("next_attempt_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_event_endpoint_idx").on(t.eventId, t.endpointId),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
