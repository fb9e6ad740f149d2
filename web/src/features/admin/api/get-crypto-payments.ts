import { queryOptions, useQuery } from "@tanstack/react-query";
import { PaymentTransaction } from "@common/payments";
import { requestJson } from "@web/lib/api-request";

/** GET /api/admin/crypto-payments: crypto payments, newest first, with the buyer's email. */
export async function getCryptoPayments(): Promise<PaymentTransaction[]> {
  return requestJson(PaymentTransaction.array(), "GET", "/api/admin/crypto-payments");
}

export const cryptoPaymentsQueryOptions = queryOptions({
  queryKey: ["admin", "crypto-payments"] as const,
  queryFn: getCryptoPayments,
});

export function useCryptoPayments() {
  return useQuery(cryptoPaymentsQueryOptions);
}
