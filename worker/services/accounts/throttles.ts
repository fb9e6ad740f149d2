import { checkoutThrottleFor } from "../../durable-objects/checkout-throttle";
import { signInThrottleFor } from "../../durable-objects/sign-in-throttle";
import type { SlidingWindowThrottle } from "../../durable-objects/sliding-window";
import { signupThrottleFor } from "../../durable-objects/signup-throttle";
import { uploadThrottleFor } from "../../durable-objects/upload-throttle";
import { newsletterMessages } from "@common/newsletter";
import { AppError } from "../../lib/errors";
import type { AppContext } from "../context";

export const MINUTE = 60_000;
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
export interface Budget {
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

export const budget = (keeper: Keeper, key: string, limits: { limit: number; windowMs: number }): Budget => ({
  keeper,
  key,
  ...limits,
});
const stubOf = (env: Env, b: Budget) => keepers[b.keeper](env, b.key);

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

export interface Held {
  budget: Budget;
  hitId: number;
}

/**
 * Counts one attempt against every budget before the work is done, so concurrent attempts cannot all pass a check
 * made before any of them is counted. Refused by any budget: the counts already taken are given back and 429 follows.
 */
export async function hold(
  ctx: Pick<AppContext, "env">,
  budgets: Budget[],
  refusal: string,
  now: number,
): Promise<Held[]> {
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

export async function giveBack(ctx: Pick<AppContext, "env">, held: Held[]): Promise<void> {
  await Promise.all(held.map((h) => stubOf(ctx.env, h.budget).undo(h.hitId)));
}

export async function clear(ctx: AppContext, b: Budget): Promise<void> {
  await stubOf(ctx.env, b).reset();
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
