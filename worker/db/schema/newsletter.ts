import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
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
    status: text("status").notNull().default("active"),
    confirmedAt: timestamp("confirmed_at"),
    unsubscribedAt: timestamp("unsubscribed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("newsletter_subscribers_status_idx").on(t.status)],
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
    successfulSends: integer("successful_sends").notNull(),
    failedSends: integer("failed_sends").notNull(),
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
    status: text("status").notNull(),
    emailId: text("email_id"),
    errorMessage: text("error_message"),
    sentAt: timestamp("sent_at"),
  },
  (t) => [
    index("newsletter_recipients_campaign_idx").on(t.campaignId),
    index("newsletter_recipients_subscriber_idx").on(t.subscriberId),
  ],
);
