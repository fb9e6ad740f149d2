import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, timestamp, updatedAt } from "./columns";
import { users } from "./users";

export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull().unique(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    source: text("source").default("website"),
    /** pending (awaiting the confirmation link), active (confirmed), unsubscribed: decision 012. */
    status: text("status").notNull().default("active"),
    confirmedAt: timestamp("confirmed_at"),
    unsubscribedAt: timestamp("unsubscribed_at"),
    /** SHA-256 of the latest confirmation link's token; kept after confirming so the link answers "already confirmed". */
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpires: timestamp("confirm_expires"),
    /**
     * The token of the unsubscribe link in every newsletter mail. Stored as it is (each campaign mails it again); it can
     * only unsubscribe this address.
     */
    unsubscribeToken: text("unsubscribe_token"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("newsletter_subscribers_status_idx").on(t.status),
    uniqueIndex("newsletter_subscribers_confirm_idx").on(t.confirmTokenHash),
    uniqueIndex("newsletter_subscribers_unsubscribe_idx").on(t.unsubscribeToken),
  ],
);

export const newsletterCampaigns = sqliteTable(
  "newsletter_campaigns",
  {
    id: id(),
    subject: text("subject").notNull(),
    content: text("content").notNull(),
    sentBy: integer("sent_by")
      .notNull()
      .references(() => users.id),
    totalRecipients: integer("total_recipients").notNull(),
    /**
     * The counters below change in the same transaction as the recipient row they count, and only when that row leaves
     * `queued`/`sending` (services/newsletter/counters.ts), so a redelivered message counts once. Pending is what is
     * left of the total; `status` follows from the counters (decision 038).
     */
    successfulSends: integer("successful_sends").notNull(),
    failedSends: integer("failed_sends").notNull(),
    /** Recipients unsubscribed before their mail went out. */
    skippedSends: integer("skipped_sends").notNull().default(0),
    /** The highest recipient id whose queue message the queue accepted: the enqueue resumes after it. */
    enqueuedThrough: integer("enqueued_through").notNull().default(0),
    status: text("status").notNull().default("sent"),
    createdAt: createdAt(),
  },
  (t) => [index("newsletter_campaigns_sent_by_idx").on(t.sentBy)],
);

export const newsletterCampaignRecipients = sqliteTable(
  "newsletter_campaign_recipients",
  {
    id: id(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** queued → sending → sent | failed | skipped (unsubscribed before delivery): decision 012. */
    status: text("status").notNull(),
    /** The provider's id of the delivered mail. */
    emailId: text("email_id"),
    errorMessage: text("error_message"),
    sentAt: timestamp("sent_at"),
    /** Delivery attempts made by the queue consumer. */
    attempts: integer("attempts").notNull().default(0),
  },
  (t) => [
    uniqueIndex("newsletter_recipients_campaign_subscriber_idx").on(t.campaignId, t.subscriberId),
    index("newsletter_recipients_subscriber_idx").on(t.subscriberId),
    /** The enqueue's cursor and the repair's recount read one campaign's recipients by status, in id order. */
    index("newsletter_recipients_campaign_status_idx").on(t.campaignId, t.status),
  ],
);
