import { queryOptions, useQuery } from "@tanstack/react-query";
import { type AdminTransaction, AdminTransactionList } from "@common/admin";
import { requestJson } from "@web/lib/api-request";

/** GET /api/admin/transactions: every payment transaction (SPEC §3: fetched by the console, its fields not shown). */
export async function getAdminTransactions(): Promise<AdminTransaction[]> {
  return requestJson(AdminTransactionList, "GET", "/api/admin/transactions");
}

export const adminTransactionsQueryOptions = queryOptions({
  queryKey: ["admin", "transactions"] as const,
  queryFn: getAdminTransactions,
});

export function useAdminTransactions() {
  return useQuery(adminTransactionsQueryOptions);
}
