import { useMutation } from "@tanstack/react-query";
import { NewsletterSubscribed, type NewsletterSubscribeInput } from "@common/newsletter";
import { requestJson } from "@web/lib/api-request";

/** POST /api/newsletter/subscribe (SPEC §7). A refusal rejects with an ApiError carrying the server's message. */
export async function subscribeToNewsletter(input: NewsletterSubscribeInput): Promise<NewsletterSubscribed> {
  return requestJson(NewsletterSubscribed, "POST", "/api/newsletter/subscribe", input);
}

export function useNewsletterSubscribe() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
