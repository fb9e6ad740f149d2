import { useMutation } from "@tanstack/react-query";
import { NewsletterSubscribed } from "@common/newsletter";
import { requestJson } from "@web/lib/api-request";

/** What a newsletter mail's link does: confirm the subscription, or end it. */
export type NewsletterLinkAction = "confirm" | "unsubscribe";

/** POST /api/newsletter/confirm or /api/newsletter/unsubscribe with the link's token; no sign-in needed. */
export async function followNewsletterLink(action: NewsletterLinkAction, token: string): Promise<NewsletterSubscribed> {
  return requestJson(NewsletterSubscribed, "POST", `/api/newsletter/${action}`, { token });
}

export function useNewsletterLink(action: NewsletterLinkAction) {
  return useMutation({ mutationFn: (token: string) => followNewsletterLink(action, token) });
}
