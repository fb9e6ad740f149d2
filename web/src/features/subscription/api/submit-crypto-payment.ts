import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SuccessMessage } from "@common/auth";
import type { CryptoPaymentInput } from "@common/payments";
import { requestJson } from "@web/lib/api-request";
import { subscriptionQueryOptions } from "@web/lib/session/get-subscription";

/** POST /api/crypto-payment: records the transaction hash for an administrator to confirm. */
export async function submitCryptoPayment(input: CryptoPaymentInput) {
  return requestJson(SuccessMessage, "POST", "/api/crypto-payment", input);
}

/** The subscription is read again afterwards: it now carries the payment that waits for confirmation. */
export function useCryptoPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitCryptoPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionQueryOptions.queryKey }),
  });
}
