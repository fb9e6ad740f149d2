import Stripe from "stripe";
import { AppError } from "../lib/errors";
import type { CardPaymentProvider } from "./provider";
import { readStripeSubscription, type SubscriptionFacts } from "./stripe-events";

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
  unreachable(err, "No payment was taken");
  throw err;
}

/** Stripe could not be reached or serve the request: 503 with a message that says what did not happen. */
function unreachable(err: unknown, nothingDone: string): void {
  if (
    err instanceof Stripe.errors.StripeConnectionError ||
    err instanceof Stripe.errors.StripeAPIError ||
    err instanceof Stripe.errors.StripeRateLimitError
  ) {
    console.warn("stripe unavailable", err.type, err.message);
    throw new AppError(
      "SERVICE_UNAVAILABLE",
      `The card payment provider could not be reached. ${nothingDone}; please try again in a few minutes.`,
    );
  }
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

/** A plan a subscription can change to: its Stripe price when one is configured, otherwise its amount (as checkout). */
export interface PlanPrice {
  name: string;
  price: number;
  currency: string;
  stripePriceId: string | null;
}

/**
 * The subscriptions API for managing a card plan: cancel at the period's end, undo that, and change the price of its
 * one item with the proration Stripe computes. Each answers the subscription as Stripe now has it. Stripe unreachable
 * is 503 (nothing changed); a subscription Stripe does not know is 409.
 */
export function stripeSubscriptions(env: Env) {
  const stripe = stripeClient(env);
  const refused = (err: unknown): never => {
    unreachable(err, "Your plan was not changed");
    if (err instanceof Stripe.errors.StripeInvalidRequestError) {
      console.warn("stripe subscription request refused", err.code, err.message);
      throw new AppError(
        "CONFLICT",
        "The card payment provider does not know this subscription any more. Nothing was changed; please contact support.",
      );
    }
    throw err;
  };
  return {
    async retrieve(subscriptionId: string): Promise<SubscriptionFacts> {
      return readStripeSubscription(await stripe.subscriptions.retrieve(subscriptionId).catch(refused));
    },
    async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionFacts> {
      return readStripeSubscription(
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }).catch(refused),
      );
    },
    /** Replaces the item's price by the plan's; Stripe credits the unused time and charges the new price pro rata. */
    async changePlan(current: SubscriptionFacts, plan: PlanPrice): Promise<SubscriptionFacts> {
      if (!current.itemId) throw new Error(`stripe subscription ${current.subscriptionId} has no item`);
      const price: Stripe.SubscriptionUpdateParams.Item = plan.stripePriceId
        ? { id: current.itemId, price: plan.stripePriceId }
        : {
            id: current.itemId,
            // An inline price needs a product: the one the subscription already sells (made at checkout).
            price_data: {
              currency: plan.currency,
              unit_amount: plan.price,
              recurring: { interval: "month" },
              product: current.price?.productId ?? "",
            },
          };
      return readStripeSubscription(
        await stripe.subscriptions
          .update(current.subscriptionId, {
            items: [price],
            proration_behavior: "create_prorations",
            metadata: { plan: plan.name },
          })
          .catch(refused),
      );
    },
  };
}
