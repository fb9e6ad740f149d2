import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import {
  ConceptList,
  ConceptSummary,
  DownloadLink,
  ImageData,
  ImprovedCopy,
  Stats,
  type ConceptCopyUpdate,
  type ImproveCopyRequest,
} from "@common/concepts";
import { ApiError } from "@web/lib/api-error";
import { apiRequest, getQueryFn, imageQueryDefaults } from "@web/lib/api-request";


const read = getQueryFn<unknown>({ on401: "throw" });

export const conceptsQueryKey = ["/api/concepts"] as const;
export const statsQueryKey = ["/api/stats"] as const;

/** '/api/concepts' and '/api/concepts?platform=…': the owner's lists (not the per-concept image reads). */
export function isConceptListKey(key: QueryKey): boolean {
  const url = key[0];
  return typeof url === "string" && (url === "/api/concepts" || url.startsWith("/api/concepts?"));
}

function listUrl(base: string, platform?: string) {
  return platform ? `${base}?platform=${encodeURIComponent(platform)}` : base;
}

export function conceptsQueryOptions(platform?: string) {
  return queryOptions({
    queryKey: [listUrl("/api/concepts", platform)],
    queryFn: async (ctx) => ConceptList.parse(await read(ctx)),
    // Changing the platform filter keeps the current cards on screen until the new list arrives.
    placeholderData: keepPreviousData,
  });
}

/** The signed-in user's concepts (GET /api/concepts?platform=). */
export function useConcepts(platform?: string) {
  return useQuery(conceptsQueryOptions(platform));
}

/** The public example concepts a visitor sees (GET /api/examples?platform=, no sign-in). */
export function useExamples(platform?: string) {
  return useQuery({
    queryKey: [listUrl("/api/examples", platform)],
    queryFn: async (ctx) => ConceptList.parse(await read(ctx)),
    placeholderData: keepPreviousData,
  });
}

export function useStats() {
  return useQuery({ queryKey: statsQueryKey, queryFn: async (ctx) => Stats.parse(await read(ctx)) });
}

/** The concept image query: the one query that retries and goes stale (SPEC §7). A data: imageUrl needs no request. */
export function useConceptImage(id: number, size?: string, imageUrl?: string) {
  const inline = !size && imageUrl?.startsWith("data:image/") ? imageUrl : undefined;
  const url = `/api/concepts/${id}/image${size ? `?size=${encodeURIComponent(size)}` : ""}`;
  return useQuery({
    queryKey: [url],
    queryFn: async (ctx) => ImageData.parse(await read(ctx)).dataUrl,
    enabled: !inline,
    ...imageQueryDefaults,
    ...(inline ? { initialData: inline } : {}),
  });
}

/** Refetch every cached concept list and the stats (after an edit, delete or new assets). */
export async function refreshConcepts(queryClient: QueryClient, { stats = true } = {}) {
  await Promise.all([
    queryClient.invalidateQueries({ predicate: (q) => isConceptListKey(q.queryKey) }),
    stats ? queryClient.invalidateQueries({ queryKey: statsQueryKey }) : undefined,
  ]);
}

/** PATCH /api/concepts/{id}: the four copy fields; the cached lists show the answer at once and are then refetched. */
export function useUpdateConcept() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, copy }: { id: number; copy: ConceptCopyUpdate }) =>
      ConceptSummary.parse(await (await apiRequest("PATCH", `/api/concepts/${id}`, copy)).json()),
    onSuccess: async (updated) => {
      queryClient.setQueriesData<ConceptSummary[]>({ predicate: (q) => isConceptListKey(q.queryKey) }, (list) =>
        list?.map((c) => (c.id === updated.id ? updated : c)),
      );
      await refreshConcepts(queryClient, { stats: false });
    },
  });
}

/** POST /api/ai/improve-copy: the rewritten fields (any may be missing) and a one-line summary. */
export function useImproveCopy() {
  return useMutation({
    mutationFn: async (input: ImproveCopyRequest) => ImprovedCopy.parse(await (await apiRequest("POST", "/api/ai/improve-copy", input)).json()),
  });
}

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

export function useDeleteConcept() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConcept,
    onSuccess: async (_result, id) => {
      queryClient.setQueriesData<ConceptSummary[]>({ predicate: (q) => isConceptListKey(q.queryKey) }, (list) => list?.filter((c) => c.id !== id));
      await refreshConcepts(queryClient);
    },
  });
}

/** After Generate Assets: the lists, the stats and every cached image of the concept are stale. */
export async function refreshAfterAssets(queryClient: QueryClient, id: number) {
  await Promise.all([
    refreshConcepts(queryClient),
    queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith(`/api/concepts/${id}/image`) }),
  ]);
}

/** POST /api/concepts/{id}/download-link: a short-lived URL that downloads without any header. */
export async function createDownloadLink(id: number) {
  return DownloadLink.parse(await (await apiRequest("POST", `/api/concepts/${id}/download-link`)).json());
}
