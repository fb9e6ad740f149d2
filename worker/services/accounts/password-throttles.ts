import { and, eq, ne } from "drizzle-orm";
import { users } from "../../db/schema";
import { escapeHtml } from "../../lib/html";
import { PENDING_PASSWORD } from "./auth";
import type { AppContext } from "../context";
import { sendMail } from "../mail/outbox";
import { type Budget, type Held, MINUTE, budget, clear, giveBack, hold, throttleLimits } from "./throttles";

const passwordBudget = (email: string, address: string) =>
  budget("sign-in", `throttle:password:${email}:${address}`, throttleLimits.passwordFailuresPerAccountAndAddress);
const accountCap = (email: string) =>
  budget("sign-in", `throttle:password:${email}`, throttleLimits.passwordFailuresPerAccount);

/**
 * Wrong passwords held against the account's budget at this address and the client's own budgets, then against the
 * account's cap over every address. When the cap is what refuses, the owner is told by mail (once per window).
 */
async function holdPassword(
  ctx: AppContext,
  email: string,
  budgets: Budget[],
  refusal: string,
  now: number,
): Promise<Held[]> {
  const held = await hold(ctx, budgets, refusal, now);
  try {
    return [...held, ...(await hold(ctx, [accountCap(email)], refusal, now))];
  } catch (err) {
    await giveBack(ctx, held);
    await tellOwnerOfGuessing(ctx, email, now);
    throw err;
  }
}

/** The mail to an account's owner when wrong passwords from many addresses reached the account's cap. */
async function tellOwnerOfGuessing(ctx: AppContext, email: string, now: number): Promise<void> {
  const [owner] = await ctx.db
    .select({ firstName: users.firstName })
    .from(users)
    .where(and(eq(users.email, email), ne(users.passwordHash, PENDING_PASSWORD)))
    .limit(1);
  if (!owner) return;
  const { windowMs } = throttleLimits.passwordFailuresPerAccount;
  const hello = owner.firstName?.trim() ? `Hello ${owner.firstName.trim()},` : "Hello,";
  const lines = [
    hello,
    "",
    `More than ${throttleLimits.passwordFailuresPerAccount.limit} wrong passwords were tried on your ReachGen account in the last ${windowMs / MINUTE} minutes, from many different addresses. Sign-ins to the account from new addresses are paused for a few minutes; your own sign-in from an address you used before keeps working.`,
    "If this was not you, choose a new, unique password (Forgot password? on the sign-in page also ends every session and can revoke your API keys).",
    "",
    "— ReachGen",
  ];
  try {
    await sendMail(ctx, {
      to: email,
      subject: "Someone is guessing your ReachGen password",
      text: `${lines.join("\n")}\n`,
      html: `<!doctype html><html><body>${lines
        .filter(Boolean)
        .map((l) => `<p>${escapeHtml(l)}</p>`)
        .join("")}</body></html>`,
      kind: "security",
      idempotencyKey: `password-guessing/${email}/${Math.floor(now / windowMs)}`,
    });
  } catch (err) {
    console.error("throttle: could not mail the owner of a guessed account", err);
  }
}

/** An attempt counted in advance. A failure needs no call: it stays counted. */
export interface HeldAttempt {
  succeeded(): Promise<void>;
}

/**
 * Sign-in: held against the account's password budget and the address's failure budget; refused (even with the right
 * password) while either is spent. Success clears the account's failures and does not count for the address: an
 * attacker's own good account must not wipe the failures of their address.
 */
export async function holdSignIn(
  ctx: AppContext,
  email: string,
  address: string,
  now = Date.now(),
): Promise<HeldAttempt> {
  const account = passwordBudget(email, address);
  const perAddress = budget("sign-in", `throttle:sign-in:${address}`, throttleLimits.signInFailuresPerAddress);
  const held = await holdPassword(ctx, email, [account, perAddress], "Too many sign-in attempts.", now);
  return passwordAttempt(ctx, account, held);
}

/**
 * Change-password: a wrong current password spends the same budgets as a failed sign-in from the same address;
 * success clears that address's failures.
 */
export async function holdPasswordChange(
  ctx: AppContext,
  email: string,
  address: string,
  now = Date.now(),
): Promise<HeldAttempt> {
  const account = passwordBudget(email, address);
  const held = await holdPassword(ctx, email, [account], "Too many password change attempts.", now);
  return passwordAttempt(ctx, account, held);
}

/**
 * A password attempt held: success clears the account's failures at this address and gives back what it counted
 * elsewhere (an attacker's own good account must not wipe the failures of their address, nor the account's cap).
 */
function passwordAttempt(ctx: AppContext, account: Budget, held: Held[]): HeldAttempt {
  return {
    succeeded: async () => {
      await Promise.all([
        clear(ctx, account),
        giveBack(
          ctx,
          held.filter((h) => h.budget !== account),
        ),
      ]);
    },
  };
}

/**
 * "Forgot password?": every request past validation counts against the email (known or not, so a 429 tells nothing
 * about accounts) and the client's address, before anything is looked up.
 */
export async function holdPasswordResetRequest(
  ctx: AppContext,
  email: string,
  address: string,
  now = Date.now(),
): Promise<void> {
  const perAccount = budget("sign-in", `throttle:reset:${email}`, throttleLimits.resetRequestsPerAccount);
  const perAddress = budget("sign-in", `throttle:reset-address:${address}`, throttleLimits.resetRequestsPerAddress);
  await hold(ctx, [perAccount, perAddress], "Too many password reset requests.", now);
}

/**
 * A password set through a reset link clears the account's cap and its wrong passwords at the address the reset came
 * from, as a successful sign-in there does.
 */
export async function clearPasswordFailures(ctx: AppContext, email: string, address: string): Promise<void> {
  await Promise.all([clear(ctx, passwordBudget(email, address)), clear(ctx, accountCap(email))]);
}
