import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConceptSummary } from "@common/concepts";
import { updateCreativeSettings } from "@web/lib/creatives";
import { conceptListKeys, invalidateConceptLists } from "./get-concepts";

/** PATCH /api/concepts/{id}/creatives: the cached lists show the concept with its new creatives at once. */
export function useUpdateCreatives() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: Parameters<typeof updateCreativeSettings>[1] }) =>
      updateCreativeSettings(id, patch),
    onSuccess: async (updated) => {
      queryClient.setQueriesData<ConceptSummary[]>({ queryKey: conceptListKeys.all }, (list) =>
        list?.map((c) => (c.id === updated.id ? updated : c)),
      );
      await invalidateConceptLists(queryClient);
    },
  });
}
