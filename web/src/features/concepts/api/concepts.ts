import { queryOptions, useQuery } from "@tanstack/react-query";
import { ConceptList, ImageData, Stats } from "@common/concepts";
import { getQueryFn, imageQueryDefaults } from "@web/lib/api-request";

const read = getQueryFn<unknown>({ on401: "throw" });

export const conceptsQueryKey = ["/api/concepts"] as const;

export function conceptsQueryOptions(platform?: string) {
  const url = platform ? `/api/concepts?platform=${encodeURIComponent(platform)}` : "/api/concepts";
  return queryOptions({ queryKey: [url], queryFn: async (ctx) => ConceptList.parse(await read(ctx)) });
}

export function useConcepts(platform?: string) {
  return useQuery(conceptsQueryOptions(platform));
}

export function useStats() {
  return useQuery({ queryKey: ["/api/stats"], queryFn: async (ctx) => Stats.parse(await read(ctx)) });
}

/** The concept image query: the one query that retries and goes stale (SPEC §7). */
export function useConceptImage(id: number, size?: string) {
  const url = `/api/concepts/${id}/image${size ? `?size=${size}` : ""}`;
  return useQuery({ queryKey: [url], queryFn: async (ctx) => ImageData.parse(await read(ctx)).dataUrl, ...imageQueryDefaults });
}
