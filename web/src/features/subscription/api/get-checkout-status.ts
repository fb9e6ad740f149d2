import { useQuery } from "@tanstack/react-query";
import { CheckoutStatus } from "@common/payments";
import { requestJson } from "@web/lib/api-request";

/** GET /api/subscription/checkout/{id}: what the server knows of a checkout (pending, done, failed or unknown). */
export function getCheckoutStatus(sessionId: string): Promise<CheckoutStatus> {
  return requestJson(CheckoutStatus, "GET", `/api/subscription/checkout/${encodeURIComponent(sessionId)}`);
}

/** Asks again every 2 s for about 90 s while the confirmation has not arrived (a webhook may trail the redirect). */
export function useCheckoutStatus(sessionId: string | null) {
  return useQuery({
    queryKey: ["checkout-status", sessionId] as const,
    queryFn: () => getCheckoutStatus(sessionId ?? ""),
    enabled: sessionId !== null && sessionId !== "",
    refetchInterval: (query) =>
      query.state.data?.state === "pending" && query.state.dataUpdateCount < 45 ? 2000 : false,
  });
}
