import { useMutation, useQueryClient } from "@tanstack/react-query";
import { NewsletterSent, type SendNewsletterInput } from "@common/newsletter";
import { apiRequest } from "@web/lib/api-request";
import { adminStatsQueryOptions } from "./get-admin-stats";
import { newsletterCampaignsQueryOptions } from "./get-newsletter-campaigns";
import { newsletterSubscribersQueryOptions } from "./get-newsletter-subscribers";

/** The key of one composition: the same subject, preheader and content send once, however often DEPLOY is pressed. */
const compositionKeys = new Map<string, string>();
function keyOf(input: SendNewsletterInput): string {
  const composition = JSON.stringify([input.subject, input.preheader ?? "", input.content]);
  let key = compositionKeys.get(composition);
  if (!key) {
    key = crypto.randomUUID();
    compositionKeys.set(composition, key);
  }
  return key;
}

/**
 * POST /api/admin/send-newsletter: queues the campaign for every active subscriber; answers how many. It carries an
 * Idempotency-Key per composition, so a second click (or a retry after a lost answer) is the same campaign.
 */
export async function sendNewsletter(input: SendNewsletterInput): Promise<NewsletterSent> {
  const res = await apiRequest("POST", "/api/admin/send-newsletter", input, { "Idempotency-Key": keyOf(input) });
  return NewsletterSent.parse(await res.json());
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
