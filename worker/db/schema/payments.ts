import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";

/**
 * Stripe webhook events already processed: one effect per event id even when Stripe delivers it twice, and the
 * event's own `created` per subscription so an older event arriving late cannot undo a newer one.
 */
export const stripeEvents = sqliteTable(
  "stripe_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    objectId: text("object_id"),
    /** The subscription whose state this event set; null when it changed none (ignored, or not about one). */
    subscriptionId: text("subscription_id"),
    /** Stripe's `created` (Unix seconds) of the event. */
    created: integer("created").notNull(),
    processedAt: createdAt(),
  },
  (t) => [
    index("stripe_events_object_idx").on(t.objectId, t.created),
    index("stripe_events_subscription_idx").on(t.subscriptionId, t.created),
  ],
);
