import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { Stats } from "@common/concepts";
import { requestJson } from "@web/lib/api-request";
import { conceptsQueryRoot } from "@web/lib/query-keys";

/** GET /api/stats: totals counted from the signed-in user's concepts. */
export async function getStats(): Promise<Stats> {
  return requestJson(Stats, "GET", "/api/stats");
}

export const statsQueryOptions = queryOptions({
  queryKey: [...conceptsQueryRoot, "stats"] as const,
  queryFn: getStats,
});

export function useStats() {
  return useQuery(statsQueryOptions);
}

export function invalidateStats(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: statsQueryOptions.queryKey });
}
