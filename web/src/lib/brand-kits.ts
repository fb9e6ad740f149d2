import { queryOptions, useQuery } from "@tanstack/react-query";
import { BrandKitList } from "@common/brand-kits";
import { requestJson } from "./api-request";

/**
 * The signed-in account's brand kits (GET /api/brand-kits), the most recently used first: the /brand page edits them,
 * the generator's kit picker offers them. Shared here so neither feature imports the other.
 */
export const brandKitsQueryKey = ["brand-kits"] as const;

export const brandKitsQueryOptions = queryOptions({
  queryKey: brandKitsQueryKey,
  queryFn: async () => (await requestJson(BrandKitList, "GET", "/api/brand-kits")).data,
});

export function useBrandKits(enabled = true) {
  return useQuery({ ...brandKitsQueryOptions, enabled });
}
