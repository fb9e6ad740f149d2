import type { PaymentTransaction } from "@common/payments";
import type { paymentTransactions } from "../../db/schema";

export type TxRow = typeof paymentTransactions.$inferSelect;

export function toPaymentTransaction(tx: TxRow, email?: string): PaymentTransaction {
  const provider = tx.metadata?.provider;
  return {
    id: tx.id,
    userId: tx.userId,
    ...(email ? { email } : {}),
    type: tx.type,
    status: tx.status,
    amount: tx.amount,
    currency: tx.currency,
    subscriptionPlan: tx.subscriptionPlan,
    paymentMethod: tx.cryptoTxHash ? "crypto" : provider === "stripe" ? "stripe" : "sandbox",
    cryptoCurrency: tx.cryptoCurrency,
    cryptoTxHash: tx.cryptoTxHash,
    cryptoAmount: tx.cryptoAmount,
    createdAt: tx.createdAt.toISOString(),
    verifiedAt: tx.verifiedAt ? tx.verifiedAt.toISOString() : null,
  };
}
