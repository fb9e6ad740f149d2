import { queryOptions, useQuery } from "@tanstack/react-query";
import { type AdminUser, AdminUserList } from "@common/admin";
import { requestJson } from "@web/lib/api-request";

/** GET /api/admin/users: every account (SPEC §3: fetched by the console, its fields not shown). */
export async function getAdminUsers(): Promise<AdminUser[]> {
  return requestJson(AdminUserList, "GET", "/api/admin/users");
}

export const adminUsersQueryOptions = queryOptions({
  queryKey: ["admin", "users"] as const,
  queryFn: getAdminUsers,
});

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions);
}
