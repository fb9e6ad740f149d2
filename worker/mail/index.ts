import { outboxProvider } from "./outbox";
import type { MailProvider } from "./provider";
import { resendProvider } from "./resend";

export { type MailMessage, type MailProvider, MailRejectedError, MailUnavailableError } from "./provider";

export const DEFAULT_MAIL_FROM = "ReachGen <no-reply@reachgen.local>";

/** Resend when RESEND_API_KEY is configured; otherwise the outbox in D1, which needs no account. */
export function mailProviderFor(env: Env): MailProvider {
  return env.RESEND_API_KEY ? resendProvider(env) : outboxProvider;
}

/** The sender of every mail: MAIL_FROM, or the local default. */
export function mailFrom(env: Pick<Env, "MAIL_FROM">): string {
  return env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
}
