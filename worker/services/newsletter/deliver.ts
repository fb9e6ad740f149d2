import { and, eq, inArray, sql } from "drizzle-orm";
import { newsletterCampaignRecipients, newsletterCampaigns, newsletterSubscribers } from "../../db/schema";
import { MailRejectedError, MailUnavailableError } from "../../mail";
import type { NewsletterMessage, NewsletterSendMessage } from "../../queue";
import type { AppContext } from "../context";
import { mailErrorText, sendMail } from "../mail/outbox";
import { campaignMail } from "./compose";
import { finishRecipient, recipientOpen } from "./counters";
import { deadLetterEnqueue } from "./enqueue";

/** What the consumer needs of a queue message (worker/queue.ts): one recipient of one campaign, and the site's origin. */
type NewsletterDelivery = Omit<NewsletterSendMessage, "type">;

const MAX_ERROR_LENGTH = 500;
/** A provider asking for longer is retried after 12 hours (Queues allows longer delays; this bounds the wait). */
const MAX_RETRY_AFTER_S = 12 * 60 * 60;
/**
 * Newsletter mails a second through a real provider unless MAIL_SENDS_PER_SECOND says otherwise: Resend allows 5
 * requests a second per team by default (docs/capacity.md §1), shared with the sign-up and reset mails, so 4.
 */
const DEFAULT_SENDS_PER_SECOND = 4;

/** The consumer's pause between two sends: none for the outbox (nothing leaves), 1/rate for a real provider. */
export function sendIntervalMs(env: Pick<Env, "RESEND_API_KEY" | "MAIL_SENDS_PER_SECOND">): number {
  if (!env.RESEND_API_KEY) return 0;
  const rate = Number(env.MAIL_SENDS_PER_SECOND);
  return 1000 / (Number.isFinite(rate) && rate > 0 ? rate : DEFAULT_SENDS_PER_SECOND);
}

/**
 * The queue consumer's work for one recipient, exactly once: a recipient already sent, failed or skipped is left alone
 * (a redelivered message mails nothing and counts nothing); an address unsubscribed since the campaign started is
 * skipped; otherwise the mail goes through sendMail with the key `newsletter/<campaign>/<recipient>`, whose outbox row
 * and provider idempotency key keep a retry after a lost answer or a crash from mailing twice. Each final status is
 * counted on the campaign in the same transaction (counters.ts). A provider's refusal of the mail itself fails the
 * recipient at once; a 429 answers `retryAfter` (the provider's wait) without failing anyone; anything else is
 * thrown, and the queue retries it with backoff.
 */
export async function deliverNewsletter(
  ctx: AppContext,
  delivery: NewsletterDelivery,
): Promise<{ retryAfter?: number }> {
  const { db } = ctx;
  const r = newsletterCampaignRecipients;
  const [row] = await db
    .select({ recipient: r, campaign: newsletterCampaigns, subscriber: newsletterSubscribers })
    .from(r)
    .innerJoin(newsletterCampaigns, eq(newsletterCampaigns.id, r.campaignId))
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, r.subscriberId))
    .where(and(eq(r.id, delivery.recipientId), eq(r.campaignId, delivery.campaignId)))
    .limit(1);
  if (!row) {
    console.error(`newsletter delivery for an unknown recipient ${delivery.campaignId}/${delivery.recipientId}`);
    return {};
  }
  const { recipient, campaign, subscriber } = row;
  if (!(recipientOpen as readonly string[]).includes(recipient.status)) return {};
  const target = { campaignId: campaign.id, recipientId: recipient.id };
  if (subscriber.status !== "active" || !subscriber.unsubscribeToken) {
    await finishRecipient(ctx, target, "skipped", { errorMessage: `subscriber is ${subscriber.status}` });
    return {};
  }
  const open = and(eq(r.id, recipient.id), inArray(r.status, [...recipientOpen]));
  await db
    .update(r)
    .set({ status: "sending", attempts: sql`${r.attempts} + 1` })
    .where(open);
  try {
    const mail = await sendMail(ctx, {
      to: recipient.email,
      ...campaignMail(campaign, delivery.origin, subscriber.unsubscribeToken),
      kind: "newsletter",
      idempotencyKey: `newsletter/${campaign.id}/${recipient.id}`,
    });
    if (mail.status !== "sent") throw new Error("another delivery of this mail is under way");
    await finishRecipient(ctx, target, "sent", {
      emailId: mail.providerId ?? `outbox-${mail.id}`,
      errorMessage: null,
      sentAt: new Date(),
    });
  } catch (err) {
    if (err instanceof MailRejectedError) {
      await finishRecipient(ctx, target, "failed", { errorMessage: mailErrorText(err) });
      return {};
    }
    await db
      .update(r)
      .set({ errorMessage: mailErrorText(err) })
      .where(open);
    if (err instanceof MailUnavailableError && err.retryAfterSeconds !== undefined) {
      return { retryAfter: Math.min(MAX_RETRY_AFTER_S, Math.max(1, Math.ceil(err.retryAfterSeconds))) };
    }
    throw err;
  }
  return {};
}

/**
 * A message the queue gave up on (dead-lettered after its retries): its recipient is failed with the reason and
 * counted; an enqueue message fails the recipients it never enqueued.
 */
export async function deadLetterNewsletter(
  ctx: AppContext,
  message: NewsletterMessage,
  attempts: number,
): Promise<void> {
  if (message.type === "newsletter.enqueue") return deadLetterEnqueue(ctx, message, attempts);
  const r = newsletterCampaignRecipients;
  const [row] = await ctx.db
    .select({ error: r.errorMessage })
    .from(r)
    .where(and(eq(r.id, message.recipientId), eq(r.campaignId, message.campaignId)))
    .limit(1);
  if (!row) return;
  const reason = `dead-lettered after ${attempts} attempts${row.error ? `: ${row.error}` : ""}`;
  await finishRecipient(ctx, { campaignId: message.campaignId, recipientId: message.recipientId }, "failed", {
    errorMessage: reason.slice(0, MAX_ERROR_LENGTH),
  });
}
