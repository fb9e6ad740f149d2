import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { bodyMessage } from "@web/lib/api-request";

export const NewsletterSignup = z.object({
  email: z.email(),
  firstName: z.string().trim().min(1).optional(),
  source: z.string().optional(),
});
export type NewsletterSignup = z.infer<typeof NewsletterSignup>;

/** The outcome of a request the server answered: `ok` false means a non-OK status with the server's message. */
export interface SubscribeOutcome {
  ok: boolean;
  message: string;
}

/** The server's message in a response body (envelope or `{ message }`); the fallback when there is none. */
export async function readServerMessage(res: Response, fallback: string): Promise<string> {
  return bodyMessage(await res.text().catch(() => "")) ?? fallback;
}

/**
 * POST /api/newsletter/subscribe (SPEC §7). Uses fetch directly instead of apiRequest, because a refusal must show the
 * server's own message and apiRequest folds it into '{status}: {body}'. A network failure rejects; a non-OK status
 * resolves with ok false.
 */
export async function subscribeToNewsletter(input: NewsletterSignup): Promise<SubscribeOutcome> {
  const res = await fetch("/api/newsletter/subscribe", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    credentials: "include",
    body: JSON.stringify(input),
  });
  if (res.ok) return { ok: true, message: await readServerMessage(res, "You are on the list. Watch your inbox.") };
  return { ok: false, message: await readServerMessage(res, `The server refused the request (${res.status}).`) };
}

export function useNewsletterSubscribe() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
