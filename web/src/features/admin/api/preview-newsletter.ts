import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { NewsletterPreview } from "@common/newsletter";
import { requestJson } from "@web/lib/api-request";

/** POST /api/admin/preview-newsletter: the draft's HTML as the server would store and send it (sanitised). */
export async function previewNewsletter(content: string): Promise<NewsletterPreview> {
  return requestJson(NewsletterPreview, "POST", "/api/admin/preview-newsletter", { content });
}

export const newsletterPreviewQueryOptions = (content: string) =>
  queryOptions({
    queryKey: ["admin", "newsletter-preview", content] as const,
    queryFn: () => previewNewsletter(content),
    placeholderData: keepPreviousData,
  });

export function useNewsletterPreview(content: string) {
  return useQuery(newsletterPreviewQueryOptions(content));
}
