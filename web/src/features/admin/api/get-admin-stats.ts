import { queryOptions, useQuery } from "@tanstack/react-query";
import { AdminStats } from "@common/admin";
import { requestJson } from "@web/lib/api-request";

/** GET /api/admin/stats: platform totals, user statistics, platform stats, recent activity and sign-ups per day. */
export async function getAdminStats(): Promise<AdminStats> {
  return requestJson(AdminStats, "GET", "/api/admin/stats");
}

export const adminStatsQueryOptions = queryOptions({
  queryKey: ["admin", "stats"] as const,
  queryFn: getAdminStats,
});

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}
