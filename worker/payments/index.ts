import { AppError } from "../lib/errors";
import type { CardPaymentProvider } from "./provider";
import { sandboxProvider } from "./sandbox";
import { stripeInvoiceItem, stripeProvider } from "./stripe";

export { CLAIM_TOKEN_PLACEHOLDER, SESSION_ID_PLACEHOLDER, type CardPaymentProvider } from "./provider";
export { sandboxPage } from "./sandbox-page";
export { stripeSubscriptions, verifyStripeSignature } from "./stripe";
export { readStripeEvent, type StripeEventFacts, type SubscriptionFacts } from "./stripe-events";

/**
 * The keyless TEST MODE checkout exists only where development is switched on explicitly (`npm start`, the tests) and
 * no card provider is configured: any other ENVIRONMENT value, or none, counts as production.
 */
export function sandboxEnabled(env: Pick<Env, "ENVIRONMENT" | "STRIPE_SECRET_KEY">): boolean {
  return env.ENVIRONMENT === "development" && !env.STRIPE_SECRET_KEY;
}

/** Stripe when a secret key is configured; otherwise the sandbox, which only development has. */
export function cardProvider(env: Env, origin: string): CardPaymentProvider {
  if (env.STRIPE_SECRET_KEY) return stripeProvider(env);
  if (!sandboxEnabled(env))
    throw new AppError("SERVICE_UNAVAILABLE", "Card payments are not configured on this server");
  return sandboxProvider(origin);
}

/** Bills API overage on the card provider's next invoice: Stripe when configured; otherwise nothing bills (null). */
export function overageInvoicer(
  env: Env,
): (charge: {
  customerId: string;
  amountCents: number;
  description: string;
  idempotencyKey: string;
}) => Promise<string | null> {
  return env.STRIPE_SECRET_KEY ? stripeInvoiceItem(env) : async () => null;
}
