import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiAnalytics } from "@common/admin";
import { requestJson } from "@web/lib/api-request";

/** GET /api/admin/api-analytics: public API calls, response times and error rates, per endpoint and per day. */
export async function getApiAnalytics(): Promise<ApiAnalytics> {
  return requestJson(ApiAnalytics, "GET", "/api/admin/api-analytics");
}

export const apiAnalyticsQueryOptions = queryOptions({
  queryKey: ["admin", "api-analytics"] as const,
  queryFn: getApiAnalytics,
});

export function useApiAnalytics() {
  return useQuery(apiAnalyticsQueryOptions);
}
