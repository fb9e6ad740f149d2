import { useMutation } from "@tanstack/react-query";
import { SuccessMessage } from "@common/auth";
import type { CryptoPaymentInput } from "@common/payments";
import { requestJson } from "@web/lib/api-request";

/** POST /api/crypto-payment: records the transaction hash for an administrator to confirm. */
export async function submitCryptoPayment(input: CryptoPaymentInput) {
  return requestJson(SuccessMessage, "POST", "/api/crypto-payment", input);
}

export function useCryptoPayment() {
  return useMutation({ mutationFn: submitCryptoPayment });
}
