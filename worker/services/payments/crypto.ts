import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CryptoPaymentInput, PaymentTransaction } from "@common/payments";
import { PlanName } from "@common/plans";
import { cryptoPaymentAddresses, paymentTransactions, type UserRow, users } from "../../db/schema";
import { isUniqueViolation } from "../../lib/db-errors";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { AppContext } from "../context";
import { planGrant } from "./subscription";
import { paidPlan, paymentIn } from "./checkout";
import { type TxRow, toPaymentTransaction } from "./rows";

/* ---------- crypto ---------- */

export async function activeCryptoAddresses({ db }: Pick<AppContext, "db">) {
  return db
    .select({ currency: cryptoPaymentAddresses.currency, address: cryptoPaymentAddresses.address })
    .from(cryptoPaymentAddresses)
    .where(eq(cryptoPaymentAddresses.isActive, true))
    .orderBy(cryptoPaymentAddresses.currency, desc(cryptoPaymentAddresses.id));
}

const hashTaken = () => conflict("This transaction has already been submitted");

/**
 * Records a crypto payment as pending; only an administrator's confirmation activates the plan. The hash arrives
 * normalised (common/payments.ts) and the column is unique, so one transaction is accepted once, also under a race.
 */
export async function submitCryptoPayment(
  ctx: AppContext,
  user: UserRow,
  input: z.output<typeof CryptoPaymentInput>,
): Promise<PaymentTransaction> {
  const { db } = ctx;
  const plan = await paidPlan(db, input.planId);
  const address = (await activeCryptoAddresses(ctx)).find((a) => a.currency === input.cryptoCurrency);
  if (!address) throw badRequest(`No receiving address is configured for ${input.cryptoCurrency}`);
  const reused = await db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.cryptoTxHash, input.txHash))
    .limit(1);
  if (reused.length > 0) throw hashTaken();
  let tx: TxRow | undefined;
  try {
    [tx] = await db
      .insert(paymentTransactions)
      .values({
        userId: user.id,
        type: "subscription",
        status: "pending",
        amount: plan.price,
        currency: plan.currency,
        subscriptionPlan: plan.name,
        cryptoAddress: address.address,
        cryptoTxHash: input.txHash,
        cryptoAmount: input.amount,
        cryptoCurrency: input.cryptoCurrency,
        metadata: { provider: "crypto" },
      })
      .returning();
  } catch (err) {
    if (isUniqueViolation(err, "payment_transactions.crypto_tx_hash")) throw hashTaken();
    throw err;
  }
  if (!tx) throw new Error("crypto transaction insert returned no row");
  return toPaymentTransaction(tx);
}

/** Every crypto payment, newest first, with the payer's email, for the administrators' console. */
export async function listCryptoPayments({ db }: AppContext): Promise<PaymentTransaction[]> {
  const rows = await db
    .select({ tx: paymentTransactions, email: users.email })
    .from(paymentTransactions)
    .innerJoin(users, eq(users.id, paymentTransactions.userId))
    .where(isNotNull(paymentTransactions.cryptoTxHash))
    .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
    .limit(500);
  return rows.map((r) => toPaymentTransaction(r.tx, r.email));
}

/**
 * Administrator decision on a pending crypto payment. Confirming is one batch (grant, then completion, both
 * conditional on the payment still pending): it grants once however often it is retried, and never half.
 */
export async function decideCryptoPayment(
  { db }: AppContext,
  id: number,
  decision: "confirm" | "reject",
): Promise<PaymentTransaction> {
  const tx = (await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)).limit(1))[0];
  if (!tx?.cryptoTxHash) throw notFound("Crypto payment not found");
  if (tx.status !== "pending") throw conflict(`This payment is already ${tx.status}`);
  const now = new Date();
  const pending = and(eq(paymentTransactions.id, id), eq(paymentTransactions.status, "pending"));
  const decide = db
    .update(paymentTransactions)
    .set(decision === "confirm" ? { status: "completed", verifiedAt: now } : { status: "rejected" })
    .where(pending)
    .returning();
  let updated: TxRow | undefined;
  if (decision === "confirm") {
    const grant = await planGrant(db, tx.userId, PlanName.parse(tx.subscriptionPlan), {
      now,
      onlyIf: paymentIn(id, sql`${paymentTransactions.status} = 'pending'`),
    });
    [updated] = (await db.batch([...grant, decide]))[2];
  } else {
    [updated] = await decide;
  }
  if (!updated) throw conflict("This payment was decided by someone else just now");
  return toPaymentTransaction(updated);
}

/** The newest crypto payment of a user that waits for an administrator, for the subscription read. */
export async function pendingCryptoPayment({ db }: Pick<AppContext, "db">, userId: number) {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.userId, userId),
        eq(paymentTransactions.status, "pending"),
        isNotNull(paymentTransactions.cryptoTxHash),
      ),
    )
    .orderBy(desc(paymentTransactions.createdAt))
    .limit(1);
  const plan = PlanName.safeParse(row?.subscriptionPlan);
  if (!row || !plan.success) return undefined;
  return {
    plan: plan.data,
    currency: row.cryptoCurrency ?? "",
    amount: row.cryptoAmount ?? "",
    submittedAt: row.createdAt.toISOString(),
  };
}
