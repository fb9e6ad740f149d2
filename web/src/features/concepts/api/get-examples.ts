import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ConceptList, type ConceptSummary } from "@common/concepts";
import { requestJson } from "@web/lib/api-request";

/** GET /api/examples?platform=: the public example concepts a visitor sees (no sign-in). */
export async function getExamples(platform?: string): Promise<ConceptSummary[]> {
  return requestJson(ConceptList, "GET", `/api/examples${platform ? `?platform=${encodeURIComponent(platform)}` : ""}`);
}

export function examplesQueryOptions(platform?: string) {
  return queryOptions({
    queryKey: ["examples", "list", { platform }] as const,
    queryFn: () => getExamples(platform),
    placeholderData: keepPreviousData,
  });
}

export function useExamples(platform?: string) {
  return useQuery(examplesQueryOptions(platform));
}
