import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConceptSummary } from "@common/concepts";
import { ApiError } from "@web/lib/api-error";
import { apiRequest } from "@web/lib/api-request";
import { conceptListKeys, invalidateConceptLists } from "./get-concepts";
import { invalidateStats } from "./get-stats";

/** DELETE /api/concepts/{id}. A 404 means it is already gone, which counts as deleted (SPEC §4). */
export async function deleteConcept(id: number): Promise<"deleted" | "already-deleted"> {
  try {
    await apiRequest("DELETE", `/api/concepts/${id}`);
    return "deleted";
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return "already-deleted";
    throw error;
  }
}

/** The card leaves the cached lists at once; the lists and the stats are then refetched. */
export function useDeleteConcept() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConcept,
    onSuccess: async (_result, id) => {
      queryClient.setQueriesData<ConceptSummary[]>({ queryKey: conceptListKeys.all }, (list) =>
        list?.filter((c) => c.id !== id),
      );
      await Promise.all([invalidateConceptLists(queryClient), invalidateStats(queryClient)]);
    },
  });
}
