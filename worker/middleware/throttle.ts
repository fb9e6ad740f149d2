import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { clientAddress, holdCheckout, holdNewsletterSignup, holdRegistration } from "../services/accounts/throttles";
import { holdPasswordChange, holdPasswordResetRequest, holdSignIn } from "../services/accounts/password-throttles";
import { requireUser } from "./session";

// Each runs after its route's validation, so a malformed request is refused without spending a budget.

/** The client's address as a throttle key (services/accounts/throttles.ts `clientAddress`). */
export const addressOf = (c: Context<AppEnv>) => clientAddress(c.req.header("CF-Connecting-IP"));

/** A photo in this request: its refusals count against the sender's budgets (services/concepts/generation.ts). */
export const uploadSource = (c: Context<AppEnv>) => ({ env: c.var.ctx.env, address: addressOf(c) });

/** The response a handler answered, or the error envelope app.onError made of what it threw. */
const succeeded = (c: Context<AppEnv>) => c.res.ok && !c.error;

export const signInThrottle = createMiddleware<AppEnv, string, { out: { json: { email: string } } }>(
  async (c, next) => {
    const attempt = await holdSignIn(c.var.ctx, c.req.valid("json").email, addressOf(c));
    await next();
    if (succeeded(c)) await attempt.succeeded();
  },
);

export const passwordChangeThrottle = createMiddleware<AppEnv>(async (c, next) => {
  const attempt = await holdPasswordChange(c.var.ctx, requireUser(c).email, addressOf(c));
  await next();
  if (succeeded(c)) await attempt.succeeded();
});

export const registrationThrottle = createMiddleware<AppEnv>(async (c, next) => {
  await holdRegistration(c.var.ctx, addressOf(c));
  await next();
});

export const passwordResetRequestThrottle = createMiddleware<AppEnv, string, { out: { json: { email: string } } }>(
  async (c, next) => {
    await holdPasswordResetRequest(c.var.ctx, c.req.valid("json").email, addressOf(c));
    await next();
  },
);

export const checkoutThrottle = createMiddleware<AppEnv, string, { out: { json: { email?: string | undefined } } }>(
  async (c, next) => {
    const user = c.get("user");
    const email = c.req.valid("json").email;
    await holdCheckout(c.var.ctx, addressOf(c), user ? { userId: user.id } : email ? { email } : null);
    await next();
  },
);

export const newsletterSignupThrottle = createMiddleware<AppEnv, string, { out: { json: { email: string } } }>(
  async (c, next) => {
    await holdNewsletterSignup(c.var.ctx, c.req.valid("json").email, addressOf(c));
    await next();
  },
);
