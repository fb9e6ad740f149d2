import { and, eq } from "drizzle-orm";
import { type AuthUser, authMessages, type ChangePasswordInput, type LoginInput } from "@common/auth";
import type { z } from "zod";
import type { RegisterInput as RegisterSchema } from "@common/auth";
import type { Db } from "../../db/client";
import { paymentTransactions, type UserRow, users } from "../../db/schema";
import { DUMMY_PASSWORD_HASH, hashPassword, sha256Hex, timingSafeEqual, verifyPassword } from "../../lib/crypto";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError, badRequest, conflict, unauthorized } from "../../lib/errors";
import type { AppContext } from "../context";
import { createSession, deleteOtherSessions, deleteSession } from "./sessions";

type Registration = z.output<typeof RegisterSchema>;

/** A user row created at a signed-out checkout, before the buyer registers: it has no password yet. */
export const PENDING_PASSWORD = "";

async function userByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];
}

/** The address an account holds while nobody has claimed it: unique, and never anyone's mailbox (`.invalid`). */
export const unclaimedEmail = () => `pending-${crypto.randomUUID()}@checkout.invalid`;

/**
 * The completed payment a registration claims with the session id and the claim token from its success URL, when
 * the token matches and its account is still unclaimed.
 */
async function claimablePayment(db: Db, sessionId: string | null | undefined, token: string | null | undefined) {
  if (!sessionId || !token) return undefined;
  const row = (
    await db
      .select({ tx: paymentTransactions, passwordHash: users.passwordHash })
      .from(paymentTransactions)
      .innerJoin(users, eq(users.id, paymentTransactions.userId))
      .where(and(eq(paymentTransactions.stripeSessionId, sessionId), eq(paymentTransactions.status, "completed")))
      .limit(1)
  )[0];
  if (!row?.tx.claimHash || row.passwordHash !== PENDING_PASSWORD) return undefined;
  const encoder = new TextEncoder();
  const matches = timingSafeEqual(encoder.encode(await sha256Hex(token)), encoder.encode(row.tx.claimHash));
  return matches ? row.tx : undefined;
}

export function toAuthUser(user: UserRow): AuthUser {
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, isAdmin: user.isAdmin };
}

export async function login({ db }: AppContext, input: LoginInput) {
  const user = await userByEmail(db, input.email);
  // Unknown email and wrong password cost the same and answer the same.
  const ok = await verifyPassword(input.password, user?.passwordHash || DUMMY_PASSWORD_HASH);
  if (!user || !ok) throw unauthorized(authMessages.invalidCredentials);
  return { user, ...(await createSession(db, user.id)) };
}

/**
 * Registration (SPEC §4 registration gating, decision 003). A paid plan is never granted here: it was granted when
 * the payment completed, to the unclaimed account created at checkout. Registering for a paid card plan claims that
 * account and needs its session id and claim token; the account then takes the email given here. An address held by
 * an unclaimed account never blocks anyone: that account lets go of it and keeps its plan for its token's holder.
 */
export async function register({ db }: AppContext, input: Registration) {
  const existing = await userByEmail(db, input.email);
  if (existing && existing.passwordHash !== PENDING_PASSWORD) throw conflict(authMessages.emailTaken);

  const claimed = await claimablePayment(db, input.paymentTransactionId, input.claimToken);
  const wantsPaidCard = input.subscriptionPlan !== "free" && input.paymentMethod !== "crypto";
  if (wantsPaidCard && claimed?.subscriptionPlan !== input.subscriptionPlan)
    throw new AppError("PAYMENT_NOT_VERIFIED", authMessages.paymentNotVerified, { flags: { paymentRequired: true } });

  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const profile = { email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName };
  // Both writes are conditional on the accounts still being unclaimed, so a racing claim or registration gets 409.
  const letGo =
    existing && existing.id !== claimed?.userId
      ? db
          .update(users)
          .set({ email: unclaimedEmail(), updatedAt: now })
          .where(and(eq(users.id, existing.id), eq(users.passwordHash, PENDING_PASSWORD)))
      : undefined;
  const pendingCrypto = input.subscriptionPlan !== "free" && input.paymentMethod === "crypto";
  const create = claimed
    ? db
        .update(users)
        .set({ ...profile, updatedAt: now })
        .where(and(eq(users.id, claimed.userId), eq(users.passwordHash, PENDING_PASSWORD)))
        .returning()
    : db
        .insert(users)
        .values({
          ...profile,
          // A crypto buyer's plan is recorded as awaiting payment; only an administrator's confirmation activates it.
          subscriptionPlan: pendingCrypto ? input.subscriptionPlan : "free",
          subscriptionStatus: pendingCrypto ? "pending" : "inactive",
        })
        .returning();
  let user: UserRow | undefined;
  try {
    user = letGo ? (await db.batch([letGo, create]))[1][0] : (await create)[0];
  } catch (err) {
    if (isUniqueViolation(err, "users.email")) throw conflict(authMessages.emailTaken);
    throw err;
  }
  if (!user) throw conflict(authMessages.emailTaken);
  return { user, ...(await createSession(db, user.id)) };
}

/** Verifies the current password, stores the new one and ends every other session of the user. */
export async function changePassword(
  { db }: AppContext,
  user: UserRow,
  currentToken: string | null,
  input: ChangePasswordInput,
) {
  if (!(await verifyPassword(input.currentPassword, user.passwordHash)))
    throw badRequest(authMessages.wrongCurrentPassword);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await deleteOtherSessions(db, user.id, currentToken);
}

/** Ends the session of this token, if it is one. */
export async function logout({ db }: AppContext, token: string | undefined): Promise<void> {
  if (token) await deleteSession(db, token);
}

/**
 * Creates the unclaimed account a signed-out buyer pays for: no password and no real address until its buyer
 * registers with the claim token, so a checkout under someone else's email holds nothing of theirs.
 */
export async function createPendingAccount(
  db: Db,
  email: string,
  firstName: string,
  lastName: string | null,
): Promise<UserRow> {
  const existing = await userByEmail(db, email);
  if (existing && existing.passwordHash !== PENDING_PASSWORD)
    throw conflict(`${authMessages.emailTaken}. Sign in to upgrade your plan.`);
  const [account] = await db
    .insert(users)
    .values({ email: unclaimedEmail(), passwordHash: PENDING_PASSWORD, firstName, lastName })
    .returning();
  if (!account) throw new Error("pending account insert returned no row");
  return account;
}

/** Removes an unclaimed account that never got a payment row (its checkout could not be created). */
export async function discardPendingAccount(db: Db, id: number): Promise<void> {
  await db.delete(users).where(and(eq(users.id, id), eq(users.passwordHash, PENDING_PASSWORD)));
}
