import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, nowMs, timestamp, updatedAt } from "./columns";

export const users = sqliteTable(
  "users",
  {
    id: id(),
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    isAdmin: bool("is_admin").notNull().default(false),
    emailVerified: bool("email_verified").notNull().default(false),
    verificationToken: text("verification_token"),
    resetPasswordToken: text("reset_password_token"),
    resetPasswordExpires: timestamp("reset_password_expires"),
    subscriptionPlan: text("subscription_plan").notNull().default("free"),
    subscriptionStatus: text("subscription_status").notNull().default("inactive"),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    subscriptionStartDate: timestamp("subscription_start_date"),
    subscriptionEndDate: timestamp("subscription_end_date"),
    /** The plan ends at subscriptionEndDate and does not renew (cancelled by its owner, resumable until then; issue 29). */
    cancelAtPeriodEnd: bool("cancel_at_period_end").notNull().default(false),
    conceptsGenerated: integer("concepts_generated").notNull().default(0),
    conceptsLimit: integer("concepts_limit").notNull().default(5),
    lastResetDate: timestamp("last_reset_date").notNull().default(nowMs),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("users_stripe_customer_idx").on(t.stripeCustomerId),
    index("users_stripe_subscription_idx").on(t.stripeSubscriptionId),
    index("users_verification_token_idx").on(t.verificationToken),
    index("users_reset_password_token_idx").on(t.resetPasswordToken),
  ],
);

/** `id` is the SHA-256 (hex) of the session token; the token itself is never stored. */
export const userSessions = sqliteTable(
  "user_sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at").notNull(),
  },
  (t) => [index("user_sessions_user_idx").on(t.userId), index("user_sessions_expires_idx").on(t.expiresAt)],
);
export type UserRow = typeof users.$inferSelect;
