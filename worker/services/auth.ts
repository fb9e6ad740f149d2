import { and, eq, inArray } from "drizzle-orm";
import { type AuthUser, authMessages, type ChangePasswordInput, type LoginInput } from "@common/auth";
import type { z } from "zod";
import type { RegisterInput as RegisterSchema } from "@common/auth";
import type { Db } from "../db/client";
import { paymentTransactions, type UserRow, users } from "../db/schema";
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from "../lib/crypto";
import { AppError, badRequest, conflict, unauthorized } from "../lib/errors";
import type { AppContext } from "./context";
import { createSession, deleteOtherSessions, deleteSession } from "./sessions";

type Registration = z.output<typeof RegisterSchema>;

/** A user row created at a signed-out checkout, before the buyer registers: it has no password yet. */
export const PENDING_PASSWORD = "";

async function userByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];
}

/** Completed card payments of a user, newest first. */
async function completedPayments(db: Db, userId: number) {
  return db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.userId, userId), inArray(paymentTransactions.status, ["completed"])));
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
 * Registration (SPEC §4 registration gating). A paid plan is never granted here: it was granted when the payment
 * completed, to the pending account created at checkout under the same email. Registering claims that account and
 * requires the id of one of its completed payments for the requested plan; a forged or foreign id is refused.
 */
export async function register({ db }: AppContext, input: Registration) {
  const existing = await userByEmail(db, input.email);
  if (existing && existing.passwordHash !== PENDING_PASSWORD) throw conflict(authMessages.emailTaken);

  const paid = existing ? await completedPayments(db, existing.id) : [];
  const wantsPaidCard = input.subscriptionPlan !== "free" && input.paymentMethod !== "crypto";
  if (wantsPaidCard || paid.length > 0) {
    const txId = input.paymentTransactionId ?? "";
    const match = paid.find(
      (p) =>
        txId !== "" && p.stripeSessionId === txId && (!wantsPaidCard || p.subscriptionPlan === input.subscriptionPlan),
    );
    if (!match)
      throw new AppError("PAYMENT_NOT_VERIFIED", authMessages.paymentNotVerified, { flags: { paymentRequired: true } });
  }

  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  let user: UserRow | undefined;
  if (existing) {
    // Conditional on the account still being unclaimed, so two racing registrations cannot both claim it.
    user = (
      await db
        .update(users)
        .set({ passwordHash, firstName: input.firstName, lastName: input.lastName, updatedAt: now })
        .where(and(eq(users.id, existing.id), eq(users.passwordHash, PENDING_PASSWORD)))
        .returning()
    )[0];
    if (!user) throw conflict(authMessages.emailTaken);
  } else {
    const pendingCrypto = input.subscriptionPlan !== "free" && input.paymentMethod === "crypto";
    try {
      user = (
        await db
          .insert(users)
          .values({
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            // A crypto buyer's plan is recorded as awaiting payment; only an administrator's confirmation activates it.
            subscriptionPlan: pendingCrypto ? input.subscriptionPlan : "free",
            subscriptionStatus: pendingCrypto ? "pending" : "inactive",
          })
          .returning()
      )[0];
    } catch (err) {
      if (String(err).includes("UNIQUE")) throw conflict(authMessages.emailTaken);
      throw err;
    }
  }
  if (!user) throw new Error("user insert returned no row");
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

/** Finds or creates the pending account a signed-out buyer pays for (no password until they register). */
export async function pendingAccountFor(
  db: Db,
  email: string,
  firstName: string,
  lastName: string | null,
): Promise<UserRow> {
  const existing = await userByEmail(db, email);
  if (existing) {
    if (existing.passwordHash !== PENDING_PASSWORD)
      throw conflict(`${authMessages.emailTaken}. Sign in to upgrade your plan.`);
    return existing;
  }
  const inserted = await db
    .insert(users)
    .values({ email, passwordHash: PENDING_PASSWORD, firstName, lastName })
    .onConflictDoNothing()
    .returning();
  return inserted[0] ?? (await userByEmail(db, email))!;
}
