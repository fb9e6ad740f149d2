import { z } from "./zod";
import { Pagination } from "./api";

/** What a mail is for; the outbox lists it, the newsletter and password reset send it (decision 011). */
export const mailKinds = ["password_reset", "newsletter_confirm", "newsletter", "security", "billing"] as const;
export const MailKind = /* @__PURE__ */ z.enum(mailKinds);
export type MailKind = z.infer<typeof MailKind>;

/** `outbox`: stored in D1 only (no account needed); `resend`: delivered through Resend's HTTP API. */
export const mailProviders = ["outbox", "resend"] as const;
export const MailProviderName = /* @__PURE__ */ z.enum(mailProviders);
export type MailProviderName = z.infer<typeof MailProviderName>;

/** `sending` while the provider is being called; then `sent` or `failed` (a failed mail may be sent again by key). */
export const mailStatuses = ["sending", "sent", "failed"] as const;
export const MailStatus = /* @__PURE__ */ z.enum(mailStatuses);
export type MailStatus = z.infer<typeof MailStatus>;

/** One row of the outbox (GET /api/admin/outbox). Every mail has a plain-text part; HTML is optional. */
export const OutboxMessage = /* @__PURE__ */ z.object({
  id: z.number().int(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  headers: z.record(z.string(), z.string()).nullable(),
  kind: MailKind,
  provider: MailProviderName,
  providerId: z.string().nullable(),
  status: MailStatus,
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const OUTBOX_PAGE_DEFAULT = 50;
const pageMessage = "limit must be a whole number from 1 to 100";
const offsetMessage = "offset must be 0 or more";

/** GET /api/admin/outbox?limit&offset: newest first. */
export const OutboxQuery = /* @__PURE__ */ z.object({
  limit: z.coerce
    .number({ error: pageMessage })
    .int(pageMessage)
    .min(1, pageMessage)
    .max(100, pageMessage)
    .default(OUTBOX_PAGE_DEFAULT),
  offset: z.coerce.number({ error: offsetMessage }).int(offsetMessage).min(0, offsetMessage).default(0),
});
export type OutboxQuery = z.infer<typeof OutboxQuery>;

export const OutboxList = /* @__PURE__ */ z.object({ data: z.array(OutboxMessage), pagination: Pagination });
export type OutboxList = z.infer<typeof OutboxList>;
