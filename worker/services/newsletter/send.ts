import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { type NewsletterSent, newsletterMessages, type SendNewsletterInput } from "@common/newsletter";
import { newsletterCampaignRecipients, newsletterCampaigns, newsletterSubscribers } from "../../db/schema";
import { newsletterSendGateFor } from "../../durable-objects/newsletter-send-gate";
import { sha256Hex } from "../../lib/crypto";
import { AppError, badRequest, conflict } from "../../lib/errors";
import { sanitizeCampaignHtml } from "../../lib/mail-html";
import type { NewsletterEnqueueMessage } from "../../queue";
import type { AppContext } from "../context";
import { oneLine, withPreheader } from "./compose";
import { failUnqueued } from "./counters";
import { enqueueRecipients } from "./enqueue";

/**
 * "DEPLOY NEWSLETTER": one campaign row and one recipient row per confirmed, active subscriber, written in one batch,
 * then one queue message per recipient: the first 1,000 from this request, the rest from the consumer, 1,000 an
 * invocation (enqueue.ts). The answer is the recipient count, before any mail is sent. The content is sanitised here,
 * so what is stored is what every subscriber receives.
 */
export async function sendNewsletter(
  ctx: AppContext,
  sender: { userId: number },
  input: SendNewsletterInput & { origin: string },
): Promise<NewsletterSent> {
  const { db } = ctx;
  const subject = oneLine(input.subject);
  const content = withPreheader(sanitizeCampaignHtml(input.content), input.preheader);
  if (!subject || !content) throw badRequest("Please provide both subject and content for the newsletter.");
  const s = newsletterSubscribers;
  const audience = and(eq(s.status, "active"), isNotNull(s.confirmedAt));
  const [{ n: audienceSize } = { n: 0 }] = await db.select({ n: sql<number>`count(*)` }).from(s).where(audience);
  if (audienceSize === 0) throw conflict(newsletterMessages.noRecipients);

  const campaignIdNow = sql`(select max(${newsletterCampaigns.id}) from ${newsletterCampaigns})`;
  const [inserted] = await db.batch([
    db
      .insert(newsletterCampaigns)
      .values({
        subject,
        content,
        sentBy: sender.userId,
        // The same audience, in the same transaction, as the recipient rows inserted next.
        totalRecipients: sql`(select count(*) from ${s} where ${audience})`,
        successfulSends: 0,
        failedSends: 0,
        status: "sending",
      })
      .returning({ id: newsletterCampaigns.id, total: newsletterCampaigns.totalRecipients }),
    // In the same transaction, so the campaign just inserted is the newest one.
    db.insert(newsletterCampaignRecipients).select(
      db
        // drizzle's insert-select names every column, in the table's order.
        .select({
          id: sql<number>`null`.as("id"),
          campaignId: sql<number>`${campaignIdNow}`.as("campaign_id"),
          subscriberId: s.id,
          email: s.email,
          status: sql<string>`'queued'`.as("status"),
          emailId: sql<string>`null`.as("email_id"),
          errorMessage: sql<string>`null`.as("error_message"),
          sentAt: sql<Date>`null`.as("sent_at"),
          attempts: sql<number>`0`.as("attempts"),
        })
        .from(s)
        .where(audience),
    ),
  ]);
  const { id: campaignId, total } = inserted[0] ?? { id: 0, total: 0 };
  if (!campaignId) throw new Error("the campaign row was not written");
  try {
    await enqueueRecipients(ctx, campaignId, input.origin);
  } catch (err) {
    // The cursor says who reached the queue: they are left to it. Nobody did: every recipient is failed and the admin
    // is told. Some did: the rest is handed to the consumer, or failed if the queue refuses that too.
    console.error(`campaign ${campaignId}: enqueueing failed`, err);
    const [{ through } = { through: 0 }] = await db
      .select({ through: newsletterCampaigns.enqueuedThrough })
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, campaignId));
    const rest: NewsletterEnqueueMessage = { type: "newsletter.enqueue", campaignId, origin: input.origin };
    const handedOver =
      through > 0 &&
      (await ctx.env.NEWSLETTER_QUEUE.send(rest, { contentType: "json", delaySeconds: 30 }).then(
        () => true,
        () => false,
      ));
    if (!handedOver) await failUnqueued(ctx, campaignId, through, "not queued: the queue refused the message");
    if (through === 0) throw new AppError("SERVICE_UNAVAILABLE", newsletterMessages.notQueued);
  }
  return { success: true, sentCount: total, campaignId };
}

/** Within this long, the same subject and content deployed again is the same campaign (issue 29). */
const DUPLICATE_SEND_MS = 10 * 60 * 1000;

/**
 * DEPLOY NEWSLETTER as the admin page sends it: the same subject and content (or the same Idempotency-Key) within ten
 * minutes is one campaign. A gate per content (and per key) in a Durable Object admits the first click exactly, however
 * many arrive together; a later one answers the campaign the first made (waiting a few seconds for it to be written),
 * and a send that failed opens the gate again.
 */
export async function sendNewsletterOnce(
  ctx: AppContext,
  sender: { userId: number },
  input: SendNewsletterInput & { origin: string },
  idempotencyKey: string | null,
  now = Date.now(),
): Promise<NewsletterSent> {
  const subject = oneLine(input.subject);
  const content = withPreheader(sanitizeCampaignHtml(input.content), input.preheader);
  const gates = [`newsletter-send:${await sha256Hex(`${subject}\n${content}`)}`];
  if (idempotencyKey) gates.push(`newsletter-send-key:${sender.userId}:${await sha256Hex(idempotencyKey)}`);
  const hits = await Promise.all(
    gates.map(async (g) => ({ gate: g, hit: await newsletterSendGateFor(ctx.env, g).hit(1, DUPLICATE_SEND_MS, now) })),
  );
  const giveBack = () =>
    Promise.all(
      hits
        .filter((h) => h.hit.allowed && h.hit.hitId !== null)
        .map((h) => newsletterSendGateFor(ctx.env, h.gate).undo(h.hit.hitId!)),
    );
  if (hits.every((h) => h.hit.allowed)) {
    try {
      return await sendNewsletter(ctx, sender, input);
    } catch (err) {
      await giveBack();
      throw err;
    }
  }
  await giveBack();
  // A repeat: the campaign the first click made, once it is written.
  for (let attempt = 0; attempt < 20; attempt++) {
    const [prior] = await ctx.db
      .select({ id: newsletterCampaigns.id, total: newsletterCampaigns.totalRecipients })
      .from(newsletterCampaigns)
      .where(
        and(
          eq(newsletterCampaigns.subject, subject),
          eq(newsletterCampaigns.content, content),
          sql`${newsletterCampaigns.createdAt} >= ${now - DUPLICATE_SEND_MS}`,
        ),
      )
      .orderBy(desc(newsletterCampaigns.id))
      .limit(1);
    if (prior) return { success: true, sentCount: prior.total, campaignId: prior.id };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw conflict(newsletterMessages.alreadySending);
}
