import { keepPreviousData, queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { ConceptList, type ConceptSummary } from "@common/concepts";
import { requestJson } from "@web/lib/api-request";
import { conceptsQueryRoot } from "@web/lib/query-keys";

export const conceptListKeys = {
  all: [...conceptsQueryRoot, "list"] as const,
  byPlatform: (platform?: string) => [...conceptsQueryRoot, "list", { platform }] as const,
};

/** GET /api/concepts?platform=: the signed-in user's concepts, newest first. */
export async function getConcepts(platform?: string): Promise<ConceptSummary[]> {
  return requestJson(ConceptList, "GET", `/api/concepts${platform ? `?platform=${encodeURIComponent(platform)}` : ""}`);
}

export function conceptsQueryOptions(platform?: string) {
  return queryOptions({
    queryKey: conceptListKeys.byPlatform(platform),
    queryFn: () => getConcepts(platform),
    // Changing the platform filter keeps the current cards on screen until the new list arrives.
    placeholderData: keepPreviousData,
  });
}

export function useConcepts(platform?: string) {
  return useQuery(conceptsQueryOptions(platform));
}

/** Refetch every cached list of the owner's concepts (after an edit, a delete or new assets). */
export function invalidateConceptLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: conceptListKeys.all });
}
