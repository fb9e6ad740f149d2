import { useMutation, useQueryClient } from "@tanstack/react-query";
import { NewsletterSent, type SendNewsletterInput } from "@common/newsletter";
import { requestJson } from "@web/lib/api-request";
import { adminStatsQueryOptions } from "./get-admin-stats";
import { newsletterCampaignsQueryOptions } from "./get-newsletter-campaigns";
import { newsletterSubscribersQueryOptions } from "./get-newsletter-subscribers";

/** POST /api/admin/send-newsletter: queues the campaign for every active subscriber; answers how many. */
export async function sendNewsletter(input: SendNewsletterInput): Promise<NewsletterSent> {
  return requestJson(NewsletterSent, "POST", "/api/admin/send-newsletter", input);
}

/** On success the campaign list (the new campaign, `sending`), the subscriber list and their counts are read again. */
export function useSendNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNewsletter,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: newsletterCampaignsQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: newsletterSubscribersQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: adminStatsQueryOptions.queryKey });
    },
  });
}
