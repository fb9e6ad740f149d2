import { Hono } from "hono";
import { publicOrigin } from "../lib/origin";
import { z } from "zod";
import { ChangePlanInput, CheckoutInput, CryptoPaymentInput } from "@common/payments";
import type { AppEnv } from "../app-env";
import { sandboxPageHeaders } from "../middleware/security-headers";
import { requireSignedIn, requireUser, sameOriginCookieWrite } from "../middleware/session";
import { checkoutThrottle } from "../middleware/throttle";
import { jsonBodyLimit, validate } from "../middleware/validate";
import { cancelPlan, changePlan, resumePlan } from "../services/payments/manage-plan";
import { activeCryptoAddresses, submitCryptoPayment } from "../services/payments/crypto";
import {
  checkoutStatus,
  completeSandboxCheckout,
  createCheckout,
  sandboxCheckoutPage,
} from "../services/payments/checkout";
import { receiveStripeWebhook } from "../services/payments/stripe-events";

const SandboxParams = z.object({
  sessionId: z.string().regex(/^cs_sandbox_[A-Za-z0-9_-]{20,64}$/, "Unknown checkout session"),
});
/** The buyer's claim token the sandbox carries back to the success URL, as Stripe does (decision 003). */
const SandboxQuery = z.object({
  claim: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "Invalid claim token")
    .optional(),
});

/** /api/create-stripe-checkout */
export const checkoutRoutes = new Hono<AppEnv>().post(
  "/",
  sameOriginCookieWrite,
  validate("json", CheckoutInput),
  checkoutThrottle,
  async (c) => {
    const origin = publicOrigin(c.env, c.req.url);
    return c.json(await createCheckout(c.var.ctx, origin, c.get("user"), c.req.valid("json")), 200);
  },
);

/** /api/stripe: the webhook reads the raw body, since the signature is over its exact bytes. */
export const stripeRoutes = new Hono<AppEnv>().post("/webhook", jsonBodyLimit, async (c) => {
  const outcome = await receiveStripeWebhook(c.var.ctx, await c.req.text(), c.req.header("Stripe-Signature"));
  return c.json({ received: true, outcome }, 200);
});

/** /api/sandbox: the TEST MODE checkout pages, documents rather than data. */
export const sandboxRoutes = new Hono<AppEnv>()
  .use(sandboxPageHeaders)
  .get("/checkout/:sessionId", validate("param", SandboxParams), validate("query", SandboxQuery), async (c) =>
    c.html(await sandboxCheckoutPage(c.var.ctx, c.req.valid("param").sessionId, c.req.valid("query").claim), 200),
  )
  .post("/checkout/:sessionId/complete", validate("param", SandboxParams), validate("query", SandboxQuery), async (c) =>
    c.redirect(
      await completeSandboxCheckout(c.var.ctx, c.req.valid("param").sessionId, c.req.valid("query").claim),
      303,
    ),
  );

/** /api/crypto */
export const cryptoRoutes = new Hono<AppEnv>().get("/addresses", async (c) =>
  c.json(await activeCryptoAddresses(c.var.ctx), 200),
);

/** /api/crypto-payment */
export const cryptoPaymentRoutes = new Hono<AppEnv>().post(
  "/",
  requireSignedIn,
  validate("json", CryptoPaymentInput),
  async (c) => {
    const transaction = await submitCryptoPayment(c.var.ctx, requireUser(c), c.req.valid("json"));
    const message = "Payment submitted. Your plan activates once an administrator confirms it.";
    return c.json({ success: true, message, transaction }, 201);
  },
);

const CheckoutSessionParams = z.object({ sessionId: z.string().min(1).max(255) });

/**
 * /api/subscription: the signed-in user's plan actions, each answering the subscription as GET /api/user/subscription
 * shows it; and what the server knows of a checkout session, for the payment success page (public: it says only
 * pending, done, failed or unknown, and the plan).
 */
export const subscriptionRoutes = new Hono<AppEnv>()
  .get("/checkout/:sessionId", validate("param", CheckoutSessionParams), async (c) =>
    c.json(await checkoutStatus(c.var.ctx, c.req.valid("param").sessionId), 200),
  )
  .post("/cancel", sameOriginCookieWrite, requireSignedIn, async (c) =>
    c.json(await cancelPlan(c.var.ctx, requireUser(c)), 200),
  )
  .post("/resume", sameOriginCookieWrite, requireSignedIn, async (c) =>
    c.json(await resumePlan(c.var.ctx, requireUser(c)), 200),
  )
  .post("/change", sameOriginCookieWrite, requireSignedIn, validate("json", ChangePlanInput), async (c) =>
    c.json(await changePlan(c.var.ctx, requireUser(c), c.req.valid("json").plan), 200),
  );
