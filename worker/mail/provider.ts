import type { MailKind, MailProviderName } from "@common/mail";
import { AppError } from "../lib/errors";

/** One mail as a provider sends it. Every mail has a plain-text part; HTML is an alternative, never the only one. */
export interface MailMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  html?: string | undefined;
  headers?: Record<string, string> | undefined;
  /** The same key never mails twice: the outbox keeps one row per key, Resend one delivery per key for 24 hours. */
  idempotencyKey: string;
  kind: MailKind;
}

/** A mail provider: the D1 outbox (no account needed) or an HTTP API switched on by configuration (decision 011). */
export interface MailProvider {
  readonly name: MailProviderName;
  send(message: MailMessage): Promise<{ providerId: string }>;
}

/**
 * The provider refused the mail itself (4xx other than 429: a malformed address, an unverified sender, a wrong key):
 * sending it again would fail the same way. Unreachable or failing providers throw AppError SERVICE_UNAVAILABLE.
 */
export class MailRejectedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "MailRejectedError";
  }
}

/**
 * The provider could not be reached or could not serve the mail now (network, timeout, 5xx, 429): nothing was sent,
 * and the same mail with the same idempotency key may be tried again. Answers 503; `detail` is for the outbox and logs.
 */
export class MailUnavailableError extends AppError {
  constructor(
    readonly detail: string,
    /** Set when the provider said it is rate-limiting (429): seconds it asked to wait, from its Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(
      "SERVICE_UNAVAILABLE",
      "The mail provider could not be reached. Nothing was sent; please try again in a few minutes.",
    );
    this.name = "MailUnavailableError";
  }
}
