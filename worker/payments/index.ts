import { AppError } from "../lib/errors";
import type { CardPaymentProvider } from "./provider";
import { sandboxProvider } from "./sandbox";
import { stripeProvider } from "./stripe";

export {
  SESSION_ID_PLACEHOLDER,
  type CardPaymentProvider,
  type CheckoutRequest,
  type CheckoutSession,
} from "./provider";
export { sandboxPage } from "./sandbox-page";
export { verifyStripeEvent } from "./stripe";

/** Stripe when a secret key is configured; otherwise the sandbox, which production refuses. */
export function cardProvider(env: Env, origin: string): CardPaymentProvider {
  if (env.STRIPE_SECRET_KEY) return stripeProvider(env);
  if (env.ENVIRONMENT === "production")
    throw new AppError("SERVICE_UNAVAILABLE", "Card payments are not configured on this server");
  return sandboxProvider(origin);
}
