import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConceptSummary, type ConceptCopyUpdate } from "@common/concepts";
import { requestJson } from "@web/lib/api-request";
import { conceptListKeys, invalidateConceptLists } from "./get-concepts";

/** PATCH /api/concepts/{id}: the four copy fields; answers the updated concept. */
export async function updateConcept({ id, copy }: { id: number; copy: ConceptCopyUpdate }): Promise<ConceptSummary> {
  return requestJson(ConceptSummary, "PATCH", `/api/concepts/${id}`, copy);
}

/** The cached lists show the answer at once and are then refetched. */
export function useUpdateConcept() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConcept,
    onSuccess: async (updated) => {
      queryClient.setQueriesData<ConceptSummary[]>({ queryKey: conceptListKeys.all }, (list) =>
        list?.map((c) => (c.id === updated.id ? updated : c)),
      );
      await invalidateConceptLists(queryClient);
    },
  });
}
