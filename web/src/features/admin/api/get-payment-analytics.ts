import { queryOptions, useQuery } from "@tanstack/react-query";
import { PaymentAnalytics } from "@common/admin";
import { requestJson } from "@web/lib/api-request";

/** GET /api/admin/payment-analytics: revenue, transactions, conversion, methods, plans and revenue per month. */
export async function getPaymentAnalytics(): Promise<PaymentAnalytics> {
  return requestJson(PaymentAnalytics, "GET", "/api/admin/payment-analytics");
}

export const paymentAnalyticsQueryOptions = queryOptions({
  queryKey: ["admin", "payment-analytics"] as const,
  queryFn: getPaymentAnalytics,
});

export function usePaymentAnalytics() {
  return useQuery(paymentAnalyticsQueryOptions);
}
