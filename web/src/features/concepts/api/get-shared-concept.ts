import { queryOptions, useQuery } from "@tanstack/react-query";
import { SharedConcept } from "@common/concepts";
import { sharedConceptQueryKey } from "@common/page-data";
import { ApiError } from "@web/lib/api-error";
import { requestJson } from "@web/lib/api-request";

/** GET /api/shared/{token}: a concept's public page, for anyone with the link. */
export function getSharedConcept(token: string): Promise<SharedConcept> {
  return requestJson(SharedConcept, "GET", `/api/shared/${encodeURIComponent(token)}`);
}

export function sharedConceptQueryOptions(token: string) {
  return queryOptions({
    queryKey: sharedConceptQueryKey(token),
    queryFn: () => getSharedConcept(token),
    // A revoked or unknown link is an answer, not a glitch: no retries.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

export function useSharedConcept(token: string) {
  return useQuery(sharedConceptQueryOptions(token));
}
