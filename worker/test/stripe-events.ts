import Stripe from "stripe";
import { callWith } from "./helpers";

const signer = new Stripe("sk_test_signing_only");

/** POSTs a payload to the webhook signed with `secret`, exactly as Stripe delivers it. */
export async function deliverSigned(e: Env, payload: string, secret: string): Promise<Response> {
  const signature = await signer.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return callWith(e, "/api/stripe/webhook", {
    method: "POST",
    headers: { "Stripe-Signature": signature, "Content-Type": "application/json" },
    body: payload,
  });
}

/** A `checkout.session.completed` event for a paid session (its subscription is `sub_{sessionId}`). */
export const checkoutCompleted = (
  id: string,
  sessionId: string,
  amount: number,
  created: number,
  customer = "cus_123",
) => ({
  id,
  object: "event",
  type: "checkout.session.completed",
  created,
  data: {
    object: {
      id: sessionId,
      object: "checkout.session",
      payment_status: "paid",
      amount_total: amount,
      currency: "usd",
      customer,
      subscription: `sub_${sessionId}`,
      payment_intent: null,
    },
  },
});
