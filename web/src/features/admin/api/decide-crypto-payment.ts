import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PaymentTransaction } from "@common/payments";
import { requestJson } from "@web/lib/api-request";
import { cryptoPaymentsQueryOptions } from "./get-crypto-payments";

interface CryptoPaymentDecision {
  id: number;
  decision: "confirm" | "reject";
}

/** POST /api/admin/crypto-payments/{id}: confirming activates the buyer's plan; answers the updated transaction. */
export async function decideCryptoPayment({ id, decision }: CryptoPaymentDecision): Promise<PaymentTransaction> {
  return requestJson(PaymentTransaction, "POST", `/api/admin/crypto-payments/${id}`, { decision });
}

/** Refetches the list after a decision. */
export function useDecideCryptoPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCryptoPayment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cryptoPaymentsQueryOptions.queryKey }),
  });
}
