import { queryOptions, useQuery } from "@tanstack/react-query";
import { CryptoAddressList } from "@common/payments";
import { requestJson } from "@web/lib/api-request";

/** GET /api/crypto/addresses: where each currency is received. */
export async function getCryptoAddresses() {
  return requestJson(CryptoAddressList, "GET", "/api/crypto/addresses");
}

export const cryptoAddressesQueryOptions = queryOptions({
  queryKey: ["payments", "crypto-addresses"] as const,
  queryFn: getCryptoAddresses,
});

/** Read only while the crypto payment dialog is open. */
export function useCryptoAddresses(enabled: boolean) {
  return useQuery({ ...cryptoAddressesQueryOptions, enabled });
}
