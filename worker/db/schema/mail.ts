import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, json, timestamp, updatedAt } from "./columns";

/**
 * Every mail the product sends, whatever the provider (decision 011). With no provider configured this table is the
 * delivery itself (administrators read it at /admin); with Resend it is the record of what was sent. The idempotency
 * key is unique: a second send with the same key finds the first row and mails nothing.
 */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: id(),
    to: text("to_address").notNull(),
    from: text("from_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    headers: json<Record<string, string>>("headers"),
    /** password_reset, newsletter_confirm, newsletter (common/mail.ts). */
    kind: text("kind").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** outbox or resend: the provider of the last attempt. */
    provider: text("provider").notNull(),
    providerId: text("provider_id"),
    /** sending, sent or failed. */
    status: text("status").notNull(),
    error: text("error"),
    attempts: integer("attempts").notNull().default(1),
    sentAt: timestamp("sent_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("mail_outbox_created_idx").on(t.createdAt), index("mail_outbox_to_idx").on(t.to)],
);
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
