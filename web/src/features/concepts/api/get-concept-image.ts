import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { ImageData } from "@common/concepts";
import { imageQueryDefaults, requestJson } from "@web/lib/api-request";
import { conceptsQueryRoot } from "@web/lib/query-keys";

const imageKeys = {
  ofConcept: (id: number) => [...conceptsQueryRoot, "image", id] as const,
  one: (id: number, size?: string) => [...conceptsQueryRoot, "image", id, { size }] as const,
};

/** GET /api/concepts/{id}/image?size=: the original photo or one rendition as a data URL. */
export async function getConceptImage(id: number, size?: string): Promise<string> {
  return (
    await requestJson(ImageData, "GET", `/api/concepts/${id}/image${size ? `?size=${encodeURIComponent(size)}` : ""}`)
  ).dataUrl;
}

/** The concept image query: the one query that retries and goes stale (SPEC §7). A data: imageUrl needs no request. */
export function conceptImageQueryOptions(id: number, size?: string, imageUrl?: string, enabled = true) {
  const inline = !size && imageUrl?.startsWith("data:image/") ? imageUrl : undefined;
  return queryOptions({
    queryKey: imageKeys.one(id, size),
    queryFn: () => getConceptImage(id, size),
    enabled: enabled && !inline,
    ...imageQueryDefaults,
    ...(inline ? { initialData: inline } : {}),
  });
}

/** `enabled` false: the image is shown from elsewhere (a public page's image URL) and is not fetched here. */
export function useConceptImage(id: number, size?: string, imageUrl?: string, enabled = true) {
  return useQuery(conceptImageQueryOptions(id, size, imageUrl, enabled));
}

/** Every cached image of one concept (after its renditions were made again). */
export function invalidateConceptImages(queryClient: QueryClient, id: number) {
  return queryClient.invalidateQueries({ queryKey: imageKeys.ofConcept(id) });
}
