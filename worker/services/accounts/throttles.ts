import { and, eq, ne } from "drizzle-orm";
import { checkoutThrottleFor } from "../../durable-objects/checkout-throttle";
import { signInThrottleFor } from "../../durable-objects/sign-in-throttle";
import type { SlidingWindowThrottle } from "../../durable-objects/sliding-window";
import { signupThrottleFor } from "../../durable-objects/signup-throttle";
import { uploadThrottleFor } from "../../durable-objects/upload-throttle";
import { newsletterMessages } from "@common/newsletter";
import { users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { escapeHtml } from "../../lib/html";
import { PENDING_PASSWORD } from "./auth";
import type { AppContext } from "../context";
import { sendMail } from "../mail/outbox";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The Durable Object class that keeps a budget: one per responsibility (decision 039). */
type Keeper = "sign-in" | "signup" | "checkout" | "upload";

const keepers: Record<Keeper, (env: Env, name: string) => DurableObjectStub<SlidingWindowThrottle>> = {
  "sign-in": signInThrottleFor,
  signup: signupThrottleFor,
  checkout: checkoutThrottleFor,
  upload: uploadThrottleFor,
};

/** At most `limit` counted attempts in any `windowMs` (sliding window), kept by the `keeper` instance named `key`. */
interface Budget {
  keeper: Keeper;
  key: string;
  limit: number;
  windowMs: number;
}

/** The numbers of decision 008 (docs/decisions/008-throttling-and-sessions.md), with the reasons there. */
export const throttleLimits = {
  /**
   * Wrong passwords per account from one client address, sign-in and change-password together (both test the same
   * secret): a stranger elsewhere cannot spend the owner's budget at the owner's own address (decision 029).
   */
  passwordFailuresPerAccountAndAddress: { limit: 10, windowMs: 15 * MINUTE },
  /** Wrong passwords per account from every address together: the cap against guessing spread over many addresses. */
  passwordFailuresPerAccount: { limit: 100, windowMs: 15 * MINUTE },
  /** Failed sign-ins per client address, whatever the account: higher, so a shared NAT keeps working. */
  signInFailuresPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  /** Registration attempts per client address (successes and refusals alike). */
  registrationsPerAddress: { limit: 5, windowMs: HOUR },
  /** Checkouts created per client address. */
  checkoutsPerAddress: { limit: 20, windowMs: HOUR },
  /** Checkouts created per account (the signed-in user, or the email a signed-out buyer gives). */
  checkoutsPerAccount: { limit: 5, windowMs: HOUR },
  /** Password-reset requests per email, account or not (decision 011): each may send a mail to that mailbox. */
  resetRequestsPerAccount: { limit: 5, windowMs: HOUR },
  /** Password-reset requests per client address, whatever the email. */
  resetRequestsPerAddress: { limit: 20, windowMs: HOUR },
  /** Newsletter signups per email (decision 012): each sends a mail to that mailbox. */
  newsletterSignupsPerEmail: { limit: 5, windowMs: HOUR },
  /** Newsletter signups per client address, whatever the email. */
  newsletterSignupsPerAddress: { limit: 20, windowMs: HOUR },
  /** Uploads the image rules refused, per account (decision 018): a person fixes a wrong file in a few tries. */
  imageRefusalsPerAccount: { limit: 10, windowMs: HOUR },
  /** Uploads the image rules refused, per client address, whatever the account (trial accounts made in a row). */
  imageRefusalsPerAddress: { limit: 30, windowMs: HOUR },
} as const;

/** The client key of requests with no public address: tests and scripts (no header) and local `wrangler dev` (loopback). */
export const LOCAL_CLIENT = "local";

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The /64 network of an IPv6 address (one subscriber usually holds a whole /64), or null if it is not one. */
function ipv6Network(ip: string): string | null {
  const parts = ip.split("::");
  if (parts.length > 2) return null;
  const head = parts[0] ? parts[0].split(":") : [];
  const tail = parts.length === 2 && parts[1] ? parts[1].split(":") : [];
  const zeros = 8 - head.length - tail.length;
  if (parts.length === 2 ? zeros < 1 : zeros !== 0) return null;
  const groups = [...head, ...Array<string>(zeros).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * The client a request comes from, as a throttle key: Cloudflare's `CF-Connecting-IP` (set by the edge, never by the
 * client), an IPv6 address reduced to its /64; LOCAL_CLIENT when absent or loopback.
 */
export function clientAddress(header: string | null | undefined): string {
  let ip = header?.trim().toLowerCase() ?? "";
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/.exec(ip);
  if (mapped?.[1]) ip = mapped[1];
  if (!ip || ip === "::1" || ip.startsWith("127.")) return LOCAL_CLIENT;
  if (IPV4.test(ip)) return ip;
  return ipv6Network(ip) ?? ip.slice(0, 64);
}

/**
 * Outside development every budget applies. In development a client without a public address is not held to the
 * per-address registration and checkout budgets: the browser tests and `npm start` create dozens of accounts from
 * one machine. Sign-in failures count for it as for anyone.
 */
function addressBudgetsApply(ctx: AppContext, address: string): boolean {
  return address !== LOCAL_CLIENT || ctx.env.ENVIRONMENT !== "development";
}

const budget = (keeper: Keeper, key: string, limits: { limit: number; windowMs: number }): Budget => ({
  keeper,
  key,
  ...limits,
});
const stubOf = (env: Env, b: Budget) => keepers[b.keeper](env, b.key);
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

/** "14 minutes": the wait, rounded up, in the largest unit under which it fits. */
export function waitInWords(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (seconds < 60) return plural(seconds, "second");
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return plural(minutes, "minute");
  return plural(Math.ceil(minutes / 60), "hour");
}

function tooMany(what: string, waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError("RATE_LIMITED", `${what} Try again in ${waitInWords(seconds)}.`, {
    headers: { "Retry-After": String(seconds) },
  });
}

interface Held {
  budget: Budget;
  hitId: number;
}

/**
 * Counts one attempt against every budget before the work is done, so concurrent attempts cannot all pass a check
 * made before any of them is counted. Refused by any budget: the counts already taken are given back and 429 follows.
 */
async function hold(ctx: Pick<AppContext, "env">, budgets: Budget[], refusal: string, now: number): Promise<Held[]> {
  const results = await Promise.all(
    budgets.map(async (b) => ({
      budget: b,
      result: await stubOf(ctx.env, b).hit(b.limit, b.windowMs, now),
    })),
  );
  const held: Held[] = [];
  let refusedUntil: number | null = null;
  for (const { budget: b, result } of results) {
    if (result.allowed && result.hitId !== null) held.push({ budget: b, hitId: result.hitId });
    else refusedUntil = Math.max(refusedUntil ?? now, result.resetAt);
  }
  if (refusedUntil === null) return held;
  await giveBack(ctx, held);
  throw tooMany(refusal, refusedUntil - now);
}

async function giveBack(ctx: Pick<AppContext, "env">, held: Held[]): Promise<void> {
  await Promise.all(held.map((h) => stubOf(ctx.env, h.budget).undo(h.hitId)));
}

async function clear(ctx: AppContext, b: Budget): Promise<void> {
  await stubOf(ctx.env, b).reset();
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

/** Registration: every attempt that passed validation counts against the client's address. */
export async function holdRegistration(ctx: AppContext, address: string, now = Date.now()): Promise<void> {
  if (!addressBudgetsApply(ctx, address)) return;
  const perAddress = budget("signup", `throttle:register:${address}`, throttleLimits.registrationsPerAddress);
  await hold(ctx, [perAddress], "Too many registration attempts from your network.", now);
}

/**
 * Checkout creation: counted per address and per account: the signed-in user's id, else the email a signed-out buyer
 * gives (so spamming a victim's email cannot block the victim's own signed-in checkout).
 */
export async function holdCheckout(
  ctx: AppContext,
  address: string,
  account: { userId: number } | { email: string } | null,
  now = Date.now(),
): Promise<void> {
  const budgets: Budget[] = [];
  if (addressBudgetsApply(ctx, address))
    budgets.push(budget("checkout", `throttle:checkout:${address}`, throttleLimits.checkoutsPerAddress));
  if (account) {
    const who = "userId" in account ? `user:${account.userId}` : `email:${account.email}`;
    budgets.push(budget("checkout", `throttle:checkout-account:${who}`, throttleLimits.checkoutsPerAccount));
  }
  if (budgets.length > 0) await hold(ctx, budgets, "Too many checkout attempts.", now);
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

export async function holdNewsletterSignup(
  ctx: AppContext,
  email: string,
  address: string,
  now = Date.now(),
): Promise<void> {
  const perEmail = budget("signup", `throttle:newsletter:${email}`, throttleLimits.newsletterSignupsPerEmail);
  const perAddress = budget(
    "signup",
    `throttle:newsletter-address:${address}`,
    throttleLimits.newsletterSignupsPerAddress,
  );
  await hold(ctx, [perEmail, perAddress], newsletterMessages.tooMany, now);
}

/** An upload held against the refusal budgets until the image rules have judged it. */
export interface HeldUpload {
  /** The image was accepted (or failed for a reason that is not the image's): the attempt is given back. */
  accepted(): Promise<void>;
}

/**
 * An image upload (any route that decodes one): counted in advance against the account's and the address's refused
 * uploads, and given back once the image is accepted, so only refusals stay counted; while either budget is spent
 * every upload is refused with 429 before any decoding. Holding first also bounds the uploads one account has in
 * flight at once. In development the `local` client is not held to the address budget (tests and `npm start`).
 */
export async function holdImageUpload(
  ctx: Pick<AppContext, "env">,
  userId: number,
  address: string,
  now = Date.now(),
): Promise<HeldUpload> {
  const budgets = [budget("upload", `throttle:image-refusals:user:${userId}`, throttleLimits.imageRefusalsPerAccount)];
  if (address !== LOCAL_CLIENT || ctx.env.ENVIRONMENT !== "development")
    budgets.push(budget("upload", `throttle:image-refusals:${address}`, throttleLimits.imageRefusalsPerAddress));
  const held = await hold(ctx, budgets, "Too many of your images were refused.", now);
  return { accepted: () => giveBack(ctx, held) };
}

/**
 * A password set through a reset link clears the account's cap and its wrong passwords at the address the reset came
 * from, as a successful sign-in there does.
 */
export async function clearPasswordFailures(ctx: AppContext, email: string, address: string): Promise<void> {
  await Promise.all([clear(ctx, passwordBudget(email, address)), clear(ctx, accountCap(email))]);
}
