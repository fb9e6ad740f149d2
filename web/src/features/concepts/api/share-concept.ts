import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConceptShare, type ConceptSummary } from "@common/concepts";
import { apiRequest, requestJson } from "@web/lib/api-request";
import { conceptListKeys, invalidateConceptLists } from "./get-concepts";

/** POST /api/concepts/{id}/share: the concept's public page, made now or the one it had. */
export function shareConcept(id: number): Promise<ConceptShare> {
  return requestJson(ConceptShare, "POST", `/api/concepts/${id}/share`);
}

/** DELETE /api/concepts/{id}/share: the public page ends; its link answers 'not found' from now on. */
export async function unshareConcept(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/concepts/${id}/share`);
}

/**
 * Makes or ends a concept's public page. The cached lists change at once (the open dialog and the card read them),
 * then they are refetched.
 */
export function useConceptSharing(id: number) {
  const queryClient = useQueryClient();
  const setPath = (sharePath: string | null) =>
    queryClient.setQueriesData<ConceptSummary[]>({ queryKey: conceptListKeys.all }, (list) =>
      list?.map((c) => (c.id === id ? { ...c, sharePath } : c)),
    );
  const share = useMutation({
    mutationFn: () => shareConcept(id),
    onSuccess: async (made) => {
      setPath(made.sharePath);
      await invalidateConceptLists(queryClient);
    },
  });
  const unshare = useMutation({
    mutationFn: () => unshareConcept(id),
    onSuccess: async () => {
      setPath(null);
      await invalidateConceptLists(queryClient);
    },
  });
  return { share, unshare };
}
