import Stripe from "stripe";
import { AppError } from "../lib/errors";
import type { CardPaymentProvider } from "./provider";

/**
 * The official SDK over fetch. STRIPE_API_BASE (tests only) points it at a local server speaking Stripe's wire format.
 */
export function stripeClient(env: Env): Stripe {
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  return new Stripe(env.STRIPE_SECRET_KEY ?? "", {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || 80),
          protocol: base.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
}

/** Stripe could not be reached or could not serve the request: nothing was created there, so nothing is kept here. */
function unavailable(err: unknown): never {
  if (
    err instanceof Stripe.errors.StripeConnectionError ||
    err instanceof Stripe.errors.StripeAPIError ||
    err instanceof Stripe.errors.StripeRateLimitError
  ) {
    console.warn("stripe checkout unavailable", err.type, err.message);
    throw new AppError(
      "SERVICE_UNAVAILABLE",
      "The card payment provider could not be reached. No payment was taken; please try again in a few minutes.",
    );
  }
  throw err;
}

export function stripeProvider(env: Env): CardPaymentProvider {
  const stripe = stripeClient(env);
  return {
    name: "stripe",
    async createCheckout(req) {
      const metadata = { userId: String(req.userId), plan: req.plan.name };
      const session = await stripe.checkout.sessions
        .create({
          mode: "subscription",
          customer_email: req.customerEmail,
          client_reference_id: String(req.userId),
          line_items: [
            req.plan.stripePriceId
              ? { price: req.plan.stripePriceId, quantity: 1 }
              : {
                  quantity: 1,
                  price_data: {
                    currency: req.plan.currency,
                    unit_amount: req.plan.price,
                    recurring: { interval: "month" },
                    product_data: { name: `ReachGen ${req.plan.displayName}` },
                  },
                },
          ],
          success_url: req.successUrl,
          cancel_url: req.cancelUrl,
          metadata,
          subscription_data: { metadata },
        })
        .catch(unavailable);
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { sessionId: session.id, url: session.url };
    },
  };
}

/**
 * Verifies the signature over the raw body with WebCrypto, as the SDK documents for Workers. Needs only the webhook
 * secret: the SDK's static helper, not a client (which refuses to exist without an API key). Throws when it fails.
 */
export async function verifyStripeSignature(env: Env, rawBody: string, signature: string): Promise<void> {
  const helper = Stripe.webhooks.signature;
  if (!helper) throw new Error("the Stripe SDK has no signature helper");
  await helper.verifyHeaderAsync(
    rawBody,
    signature,
    env.STRIPE_WEBHOOK_SECRET ?? "",
    Stripe.webhooks.DEFAULT_TOLERANCE,
    Stripe.createSubtleCryptoProvider(),
  );
}

/** Puts an amount on the customer's next Stripe invoice (API overage); answers the invoice item's id. */
export function stripeInvoiceItem(env: Env) {
  const stripe = stripeClient(env);
  return async (charge: { customerId: string; amountCents: number; description: string; idempotencyKey: string }) => {
    const item = await stripe.invoiceItems.create(
      { customer: charge.customerId, amount: charge.amountCents, currency: "usd", description: charge.description },
      { idempotencyKey: charge.idempotencyKey },
    );
    return item.id;
  };
}
