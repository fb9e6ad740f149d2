import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { SavedBrief, type SavedBriefCreate, SavedBriefList } from "@common/briefs";
import { apiRequest, requestJson } from "@web/lib/api-request";

/** GET /api/briefs: the account's saved briefs, the most recently saved first. */
export const savedBriefsQuery = queryOptions({
  queryKey: ["generator", "saved-briefs"] as const,
  queryFn: () => requestJson(SavedBriefList, "GET", "/api/briefs"),
});

export const useSavedBriefs = () => useQuery(savedBriefsQuery);

/** POST /api/briefs (a name already used is replaced) and DELETE /api/briefs/{id}; both refresh the list. */
export function useSavedBriefMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedBriefsQuery.queryKey });
  const save = useMutation({
    mutationFn: (input: SavedBriefCreate) => requestJson(SavedBrief, "POST", "/api/briefs", input),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: number) => {
      await apiRequest("DELETE", `/api/briefs/${id}`);
    },
    onSuccess: refresh,
  });
  return { save, remove };
}
