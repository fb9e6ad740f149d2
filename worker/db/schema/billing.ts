import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, json, timestamp } from "./columns";
import { users } from "./users";

export const subscriptionPlans = sqliteTable("subscription_plans", {
  id: id(),
  name: text("name").notNull().unique(),
  displayName: text("display_name").notNull(),
  /** In cents. */
  price: integer("price").notNull(),
  currency: text("currency").notNull().default("usd"),
  interval: text("interval").notNull(),
  conceptsLimit: integer("concepts_limit").notNull(),
  featuresJson: json<string[]>("features_json"),
  stripePriceId: text("stripe_price_id"),
  isActive: bool("is_active").notNull().default(true),
  createdAt: createdAt(),
});

/** What a payment row keeps beside its columns: who took it, where to send the buyer back, why it failed. */
export type PaymentMetadata = {
  provider?: string;
  successUrl?: string;
  cancelUrl?: string;
  email?: string;
  invoiceId?: string;
  failure?: string;
};

export const paymentTransactions = sqliteTable(
  "payment_transactions",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    status: text("status").notNull(),
    /** In cents. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("usd"),
    subscriptionPlan: text("subscription_plan").notNull(),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    stripeSessionId: text("stripe_session_id"),
    cryptoAddress: text("crypto_address"),
    cryptoTxHash: text("crypto_tx_hash"),
    cryptoAmount: text("crypto_amount"),
    cryptoCurrency: text("crypto_currency"),
    /** SHA-256 (hex) of the claim token a signed-out buyer gets back on the success URL; the token is never stored. */
    claimHash: text("claim_hash"),
    verifiedAt: timestamp("verified_at"),
    expiresAt: timestamp("expires_at"),
    metadata: json<PaymentMetadata>("metadata"),
    createdAt: createdAt(),
  },
  (t) => [
    index("payment_transactions_user_idx").on(t.userId),
    index("payment_transactions_stripe_session_idx").on(t.stripeSessionId),
    index("payment_transactions_stripe_intent_idx").on(t.stripePaymentIntentId),
    /** Hashes are stored normalised per currency, so one on-chain transaction pays once. */
    uniqueIndex("payment_transactions_crypto_tx_unique").on(t.cryptoTxHash),
    index("payment_transactions_status_idx").on(t.status),
  ],
);

export const cryptoPaymentAddresses = sqliteTable(
  "crypto_payment_addresses",
  {
    id: id(),
    currency: text("currency").notNull(),
    address: text("address").notNull(),
    isActive: bool("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("crypto_payment_addresses_currency_idx").on(t.currency, t.isActive)],
);
