import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { Subscription } from "@common/auth";
import { CheckoutResult, CryptoAddressList, type CheckoutInput, type CryptoPaymentInput } from "@common/payments";
import { apiRequest, getQueryFn, getSessionToken } from "@web/lib/api-request";

export const subscriptionQueryKey = ["/api/user/subscription"] as const;

export const subscriptionQueryOptions = queryOptions({
  queryKey: subscriptionQueryKey,
  queryFn: async (ctx) => Subscription.parse(await getQueryFn<unknown>({ on401: "throw" })(ctx)),
});

/** The signed-in user's plan, status and monthly usage; not fetched without a session. */
export function useSubscription(enabled = true) {
  return useQuery({ ...subscriptionQueryOptions, enabled: enabled && getSessionToken() !== null });
}

/** Starts a card checkout and hands back the provider's URL. */
export function useCheckout() {
  return useMutation({
    mutationFn: async (input: CheckoutInput) => {
      const res = await apiRequest("POST", "/api/create-stripe-checkout", input);
      return CheckoutResult.partial().parse(await res.json());
    },
  });
}

export const cryptoAddressesQueryOptions = queryOptions({
  queryKey: ["/api/crypto/addresses"] as const,
  queryFn: async (ctx) => CryptoAddressList.parse(await getQueryFn<unknown>({ on401: "throw" })(ctx)),
});

export function useCryptoPayment() {
  return useMutation({
    mutationFn: async (input: CryptoPaymentInput) => {
      const res = await apiRequest("POST", "/api/crypto-payment", input);
      return (await res.json()) as { success: boolean; message: string };
    },
  });
}

/** The card provider's display name, used in 'No redirect URL received from …' (SPEC §8). */
export const CARD_PROVIDER_NAME = "Stripe";

