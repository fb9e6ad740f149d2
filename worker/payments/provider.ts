/** Sent before any payment row exists, so an unreachable provider leaves nothing half-made behind. */
export interface CheckoutRequest {
  userId: number;
  customerEmail: string;
  plan: { name: string; displayName: string; price: number; currency: string; stripePriceId: string | null };
  /** May contain the literal `{CHECKOUT_SESSION_ID}`, which the provider replaces with the session id. */
  successUrl: string;
  cancelUrl: string;
  /**
   * A signed-out buyer's claim token, already inside successUrl. The sandbox, which stores nothing, carries it on its
   * page's URL to put it back into the stored success URL at its `{CLAIM_TOKEN}`.
   */
  claimToken: string | null;
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
/** Where the claim token goes in a stored success URL (only the token's hash is stored). */
export const CLAIM_TOKEN_PLACEHOLDER = "{CLAIM_TOKEN}";
