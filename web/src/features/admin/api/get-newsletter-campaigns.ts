import { queryOptions, useQuery } from "@tanstack/react-query";
import { NewsletterCampaignList } from "@common/newsletter";
import { requestJson } from "@web/lib/api-request";

/** How often the campaign list is read again while a campaign is still `sending`. */
export const CAMPAIGN_POLL_MS = 2000;

/** GET /api/newsletter/campaigns (administrators): every campaign, newest first, with its delivery counts. */
export async function getNewsletterCampaigns(): Promise<NewsletterCampaignList> {
  return requestJson(NewsletterCampaignList, "GET", "/api/newsletter/campaigns");
}

export const newsletterCampaignsQueryOptions = queryOptions({
  queryKey: ["admin", "newsletter", "campaigns"] as const,
  queryFn: getNewsletterCampaigns,
  // The one read polled on an interval (SPEC §7 polls nothing): the queue delivers a campaign after the send answers,
  // so the admin watches it reach `sent`; polling stops once no campaign is `sending`.
  refetchInterval: (query) => (query.state.data?.some((c) => c.status === "sending") ? CAMPAIGN_POLL_MS : false),
});

export function useNewsletterCampaigns() {
  return useQuery(newsletterCampaignsQueryOptions);
}
