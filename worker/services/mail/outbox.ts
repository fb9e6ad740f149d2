import { and, count, desc, eq, sql } from "drizzle-orm";
import type { MailKind, MailProviderName, MailStatus, OutboxList, OutboxMessage, OutboxQuery } from "@common/mail";
import { type MailOutboxRow, mailOutbox } from "../../db/schema";
import { type MailMessage, MailUnavailableError, mailFrom } from "../../mail";
import type { AppContext } from "../context";

/** A mail as a service asks for it; the sender defaults to MAIL_FROM. */
export interface MailDraft {
  to: string;
  subject: string;
  /** Every mail has a plain-text part. */
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** One mail per key, ever: a second send with the same key returns the first record and mails nothing. */
  idempotencyKey: string;
  kind: MailKind;
  from?: string;
  /**
   * Values that must reach the recipient but not the stored copy (a reset token) when the mail leaves through a real
   * provider. With the outbox provider the stored copy is the delivery, so it keeps them.
   */
  secrets?: string[];
}

/** A send still `sending` after this long died with its Worker; the next send with its key may try again. */
export const STALE_SENDING_MS = 5 * 60_000;
const MAX_ERROR_LENGTH = 500;

export function toOutboxMessage(row: MailOutboxRow): OutboxMessage {
  return {
    id: row.id,
    to: row.to,
    from: row.from,
    subject: row.subject,
    text: row.text,
    html: row.html,
    headers: row.headers,
    kind: row.kind as MailKind,
    provider: row.provider as MailProviderName,
    providerId: row.providerId,
    status: row.status as MailStatus,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}

function redact(value: string, secrets: string[]): string {
  return secrets.reduce((out, secret) => (secret ? out.split(secret).join("[redacted]") : out), value);
}

/** A mail failure as the outbox and the newsletter's recipient rows record it (the provider's detail included). */
export function mailErrorText(err: unknown): string {
  const text =
    err instanceof MailUnavailableError
      ? `unavailable: ${err.detail}`
      : err instanceof Error
        ? err.message
        : String(err);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/**
 * The row of an existing key, claimed for another attempt when its last one failed (or died mid-send): `claimed` is
 * false when the mail was sent, or another attempt is under way, or a concurrent send claimed it first.
 */
async function claimForRetry(
  { db, mail }: Pick<AppContext, "db" | "mail">,
  key: string,
  now: number,
): Promise<{ row: MailOutboxRow; claimed: boolean }> {
  const existing = (await db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, key)).limit(1))[0];
  if (!existing) throw new Error(`mail outbox row for ${key} vanished`);
  const retryable =
    existing.status === "failed" ||
    (existing.status === "sending" && existing.updatedAt.getTime() <= now - STALE_SENDING_MS);
  if (!retryable) return { row: existing, claimed: false };
  const [claimed] = await db
    .update(mailOutbox)
    .set({
      status: "sending",
      provider: mail.name,
      error: null,
      attempts: sql`${mailOutbox.attempts} + 1`,
      updatedAt: new Date(now),
    })
    .where(
      and(
        eq(mailOutbox.id, existing.id),
        eq(mailOutbox.status, existing.status),
        eq(mailOutbox.updatedAt, existing.updatedAt),
      ),
    )
    .returning();
  return claimed ? { row: claimed, claimed: true } : { row: existing, claimed: false };
}

/**
 * Sends one mail through the configured provider and records it in the outbox, whatever the provider. Idempotent by
 * key: the row is written first (`sending`), so of two concurrent sends with one key only one reaches the provider; a
 * later send with the key returns the first record. A failed mail is recorded `failed` with the error and thrown
 * (MailUnavailableError 503 for an unreachable provider, MailRejectedError for a refused mail); sending it again with
 * the same key tries again, and the provider's own idempotency key keeps a retry after a lost answer from mailing twice.
 */
export async function sendMail(
  ctx: Pick<AppContext, "db" | "mail" | "env">,
  draft: MailDraft,
  now = Date.now(),
): Promise<OutboxMessage> {
  const { db, mail } = ctx;
  const message: MailMessage = {
    to: draft.to,
    from: draft.from ?? mailFrom(ctx.env),
    subject: draft.subject,
    text: draft.text,
    html: draft.html,
    headers: draft.headers,
    idempotencyKey: draft.idempotencyKey,
    kind: draft.kind,
  };
  const secrets = mail.name === "outbox" ? [] : (draft.secrets ?? []);
  const at = new Date(now);
  const [inserted] = await db
    .insert(mailOutbox)
    .values({
      to: message.to,
      from: message.from,
      subject: message.subject,
      text: redact(message.text, secrets),
      html: message.html === undefined ? null : redact(message.html, secrets),
      headers: message.headers ?? null,
      kind: message.kind,
      idempotencyKey: message.idempotencyKey,
      provider: mail.name,
      status: "sending",
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
    .returning();
  let row = inserted;
  if (!row) {
    const retry = await claimForRetry(ctx, message.idempotencyKey, now);
    if (!retry.claimed) return toOutboxMessage(retry.row);
    row = retry.row;
  }
  try {
    const { providerId } = await mail.send(message);
    const done = new Date();
    const [sent] = await db
      .update(mailOutbox)
      .set({ status: "sent", providerId, error: null, sentAt: done, updatedAt: done })
      .where(eq(mailOutbox.id, row.id))
      .returning();
    return toOutboxMessage(sent ?? row);
  } catch (err) {
    await db
      .update(mailOutbox)
      .set({ status: "failed", error: mailErrorText(err), updatedAt: new Date() })
      .where(eq(mailOutbox.id, row.id));
    throw err;
  }
}

/** The outbox for administrators, newest first. */
export async function listOutbox({ db }: Pick<AppContext, "db">, query: OutboxQuery): Promise<OutboxList> {
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(mailOutbox),
  ]);
  const total = totals[0]?.n ?? 0;
  return {
    data: rows.map(toOutboxMessage),
    pagination: { limit: query.limit, offset: query.offset, total, hasMore: query.offset + rows.length < total },
  };
}
