import { useMutation } from "@tanstack/react-query";
import { z } from "zod";

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

/** The message out of `{ message }` or the error envelope `{ error: { message } }`; the fallback when neither parses. */
export async function readServerMessage(res: Response, fallback: string): Promise<string> {
  try {
    const body = (await res.json()) as { message?: unknown; error?: { message?: unknown } | string };
    if (typeof body.error === "object" && typeof body.error?.message === "string" && body.error.message) return body.error.message;
    if (typeof body.message === "string" && body.message) return body.message;
    if (typeof body.error === "string" && body.error) return body.error;
  } catch {
    // Not JSON (a proxy page, an empty body): the fallback says enough.
  }
  return fallback;
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
