import { queryOptions, useQuery } from "@tanstack/react-query";
import { UsageSummary } from "@common/api";
import { requestJson } from "@web/lib/api-request";
import { developerApiQueryRoot } from "@web/lib/query-keys";

/** GET /api/v1/usage/summary: calls, cost and credit of this calendar month (UTC), per endpoint and per day. */
export async function getUsageSummary(): Promise<UsageSummary> {
  return requestJson(UsageSummary, "GET", "/api/v1/usage/summary");
}

export const usageSummaryQueryOptions = queryOptions({
  queryKey: [...developerApiQueryRoot, "usage", "summary"] as const,
  queryFn: getUsageSummary,
});

export function useUsageSummary() {
  return useQuery(usageSummaryQueryOptions);
}
