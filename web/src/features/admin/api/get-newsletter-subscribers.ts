import { queryOptions, useQuery } from "@tanstack/react-query";
import { NewsletterSubscriberList } from "@common/newsletter";
import { requestJson } from "@web/lib/api-request";

/** GET /api/newsletter/subscribers (administrators): every subscriber, whatever their status. */
export async function getNewsletterSubscribers(): Promise<NewsletterSubscriberList> {
  return requestJson(NewsletterSubscriberList, "GET", "/api/newsletter/subscribers");
}

export const newsletterSubscribersQueryOptions = queryOptions({
  queryKey: ["admin", "newsletter", "subscribers"] as const,
  queryFn: getNewsletterSubscribers,
});

export function useNewsletterSubscribers() {
  return useQuery(newsletterSubscribersQueryOptions);
}
