import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { NewsletterPreview } from "@common/newsletter";
import { requestJson } from "@web/lib/api-request";

/** POST /api/admin/preview-newsletter: the draft's HTML as the server would store and send it (sanitised). */
export async function previewNewsletter(content: string, preheader = ""): Promise<NewsletterPreview> {
  const body = preheader.trim() ? { content, preheader } : { content };
  return requestJson(NewsletterPreview, "POST", "/api/admin/preview-newsletter", body);
}

export const newsletterPreviewQueryOptions = (content: string, preheader = "") =>
  queryOptions({
    queryKey: ["admin", "newsletter-preview", content, preheader.trim()] as const,
    queryFn: () => previewNewsletter(content, preheader),
    placeholderData: keepPreviousData,
  });

export function useNewsletterPreview(content: string, preheader = "") {
  return useQuery(newsletterPreviewQueryOptions(content, preheader));
}
