import { useMutation } from "@tanstack/react-query";
import { CheckoutResult, type CheckoutInput } from "@common/payments";
import { requestJson } from "@web/lib/api-request";

/** The card provider's display name, used in 'No redirect URL received from …' (SPEC §8). */
export const CARD_PROVIDER_NAME = "Stripe";

/** POST /api/create-stripe-checkout: the provider's checkout URL. A missing URL is the caller's 'No redirect URL' case. */
export async function createCheckout(input: CheckoutInput) {
  return requestJson(CheckoutResult.partial(), "POST", "/api/create-stripe-checkout", input);
}

export function useCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
