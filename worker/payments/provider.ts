export interface CheckoutRequest {
  transactionId: number;
  userId: number;
  customerEmail: string;
  plan: { name: string; displayName: string; price: number; currency: string; stripePriceId: string | null };
  /** May contain the literal `{CHECKOUT_SESSION_ID}`, which the provider replaces with the session id. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

/** A card payment provider: creates a hosted checkout; completion arrives through the shared fulfilment path. */
export interface CardPaymentProvider {
  readonly name: "stripe" | "sandbox";
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
}

export const SESSION_ID_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";
