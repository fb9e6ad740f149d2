import { and, asc, eq, sql } from "drizzle-orm";
import { newsletterCampaignRecipients, newsletterCampaigns } from "../../db/schema";
import type { NewsletterEnqueueMessage, NewsletterSendMessage } from "../../queue";
import type { AppContext } from "../context";
import { failUnqueued } from "./counters";

/** Queue.sendBatch takes at most 100 messages and 256 KB (Cloudflare Queues limits, docs/capacity.md §1). */
const SEND_BATCH_MAX_MESSAGES = 100;
const SEND_BATCH_MAX_BYTES = 256 * 1024;
/**
 * sendBatch calls one invocation makes before it hands the rest to the next (`newsletter.enqueue`): 1,000 messages an
 * invocation, and the next no sooner than a second later, keep a campaign far under Queues' 5,000 messages a second.
 */
const CHUNKS_PER_INVOCATION = 10;
const NEXT_INVOCATION_DELAY_S = 1;

type Queued = MessageSendRequest<NewsletterSendMessage>;

/** Splits messages into sendBatch calls of at most 100 messages and 256 KB of bodies. */
function sendBatches(messages: Queued[]): Queued[][] {
  const batches: Queued[][] = [];
  let current: Queued[] = [];
  let bytes = 0;
  for (const m of messages) {
    // The body as the queue stores it (JSON), and a little for the message's own fields.
    const size = new TextEncoder().encode(JSON.stringify(m.body)).length + 64;
    if (current.length > 0 && (current.length === SEND_BATCH_MAX_MESSAGES || bytes + size > SEND_BATCH_MAX_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(m);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * Enqueues a campaign's recipients after its cursor (`enqueued_through`, the highest recipient id the queue
 * accepted), up to CHUNKS_PER_INVOCATION sendBatch calls, moving the cursor after each accepted call. Recipients left
 * over go on in a `newsletter.enqueue` message a second later. A call the queue refuses throws, and the cursor says
 * exactly who is already enqueued: a retry resumes after them, and nobody already enqueued is failed.
 * Returns how many messages this call enqueued.
 */
export async function enqueueRecipients(
  ctx: Pick<AppContext, "db" | "env">,
  campaignId: number,
  origin: string,
): Promise<number> {
  const { db } = ctx;
  const r = newsletterCampaignRecipients;
  const c = newsletterCampaigns;
  const [campaign] = await db.select({ through: c.enqueuedThrough }).from(c).where(eq(c.id, campaignId)).limit(1);
  if (!campaign) return 0;
  let through = campaign.through;
  let enqueued = 0;
  for (let call = 0; ; ) {
    const next = await db
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.campaignId, campaignId), eq(r.status, "queued"), sql`${r.id} > ${through}`))
      .orderBy(asc(r.id))
      .limit(SEND_BATCH_MAX_MESSAGES);
    if (next.length === 0) return enqueued;
    if (call === CHUNKS_PER_INVOCATION) {
      const rest: NewsletterEnqueueMessage = { type: "newsletter.enqueue", campaignId, origin };
      await ctx.env.NEWSLETTER_QUEUE.send(rest, { contentType: "json", delaySeconds: NEXT_INVOCATION_DELAY_S });
      return enqueued;
    }
    const messages = next.map(
      (row): Queued => ({
        body: { type: "newsletter.send", campaignId, recipientId: row.id, origin },
        contentType: "json",
      }),
    );
    for (const batch of sendBatches(messages)) {
      await ctx.env.NEWSLETTER_QUEUE.sendBatch(batch);
      call++;
      through = batch[batch.length - 1]?.body.recipientId ?? through;
      enqueued += batch.length;
      // max(): two copies of one enqueue message (at-least-once) never move the cursor back.
      await db
        .update(c)
        .set({ enqueuedThrough: sql`max(${c.enqueuedThrough}, ${through})` })
        .where(eq(c.id, campaignId));
    }
  }
}

/** The consumer's `newsletter.enqueue`: the campaign's next recipients; a refusal throws and the queue retries it. */
export async function continueEnqueue(ctx: AppContext, message: NewsletterEnqueueMessage): Promise<void> {
  await enqueueRecipients(ctx, message.campaignId, message.origin);
}

/** An enqueue message the queue gave up on: the recipients never enqueued are failed and counted. */
export async function deadLetterEnqueue(ctx: AppContext, message: NewsletterEnqueueMessage, attempts: number) {
  const c = newsletterCampaigns;
  const [campaign] = await ctx.db
    .select({ through: c.enqueuedThrough })
    .from(c)
    .where(eq(c.id, message.campaignId))
    .limit(1);
  if (!campaign) return;
  await failUnqueued(ctx, message.campaignId, campaign.through, `not queued: gave up after ${attempts} attempts`);
}
