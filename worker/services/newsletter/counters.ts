import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { CampaignStatus, NewsletterCampaign } from "@common/newsletter";
import { newsletterCampaignRecipients, newsletterCampaigns } from "../../db/schema";
import type { AppContext } from "../context";

/**
 * A campaign's counts are counters on its row (decision 038). Each one changes in the same D1 batch (one transaction)
 * as the recipient row it counts, and only if that row is still open, so a redelivered message, a retry or the
 * dead-letter queue counts a recipient once. Nothing counts the recipients of a campaign while it is sending.
 */

export const recipientOpen = ["queued", "sending"] as const;
type RecipientDone = "sent" | "failed" | "skipped";
type RecipientRow = typeof newsletterCampaignRecipients.$inferInsert;

const c = newsletterCampaigns;
const r = newsletterCampaignRecipients;

/** The counter each final status adds one to. */
const countOne = (status: RecipientDone) => {
  if (status === "sent") return { successfulSends: sql`${c.successfulSends} + 1` };
  if (status === "failed") return { failedSends: sql`${c.failedSends} + 1` };
  return { skippedSends: sql`${c.skippedSends} + 1` };
};

/**
 * A campaign's status from its counters: `sending` while recipients are left, then `sent` (no failures), `failed`
 * (failures and no delivery) or `partial`. Decided at the last recipient, in the same transaction as its count.
 */
const statusFromCounters = sql<CampaignStatus>`case
  when ${c.successfulSends} + ${c.failedSends} + ${c.skippedSends} < ${c.totalRecipients} then 'sending'
  when ${c.failedSends} = 0 then 'sent'
  when ${c.successfulSends} = 0 then 'failed'
  else 'partial' end`;

/**
 * Moves one open recipient (`queued` or `sending`) to a final status and counts it, in one transaction of three
 * statements: the counter goes up only if the recipient is still open, the recipient moves only if it is, and the
 * campaign's status follows from the counters. A recipient already final changes nothing. Returns whether it moved.
 */
export async function finishRecipient(
  { db }: Pick<AppContext, "db">,
  target: { campaignId: number; recipientId: number },
  status: RecipientDone,
  fields: Omit<Partial<RecipientRow>, "id" | "campaignId" | "status"> = {},
): Promise<boolean> {
  const stillOpen = and(eq(r.id, target.recipientId), inArray(r.status, [...recipientOpen]));
  const [counted] = await db.batch([
    db
      .update(c)
      .set(countOne(status))
      .where(and(eq(c.id, target.campaignId), sql`exists (select 1 from ${r} where ${stillOpen})`)),
    db
      .update(r)
      .set({ ...fields, status })
      .where(stillOpen),
    db.update(c).set({ status: statusFromCounters }).where(eq(c.id, target.campaignId)),
  ]);
  return (counted.meta.changes ?? 0) > 0;
}

/**
 * Fails every recipient of a campaign still `queued` after the recipient id `after` (their queue message was never
 * accepted) and counts them, in one transaction. Recipients up to `after` were enqueued and are left to the queue.
 */
export async function failUnqueued(
  { db }: Pick<AppContext, "db">,
  campaignId: number,
  after: number,
  reason: string,
): Promise<void> {
  const unqueued = and(eq(r.campaignId, campaignId), eq(r.status, "queued"), sql`${r.id} > ${after}`);
  await db.batch([
    db
      .update(c)
      .set({ failedSends: sql`${c.failedSends} + (select count(*) from ${r} where ${unqueued})` })
      .where(eq(c.id, campaignId)),
    db.update(r).set({ status: "failed", errorMessage: reason }).where(unqueued),
    db.update(c).set({ status: statusFromCounters }).where(eq(c.id, campaignId)),
  ]);
}

/**
 * The repair path: the counters recounted from the recipient rows, once, in one statement (so deliveries running at
 * the same time cannot slip between the count and the write). Reads every recipient of the campaign.
 */
async function recountCampaign({ db }: Pick<AppContext, "db">, campaignId: number): Promise<void> {
  const countOf = (status: RecipientDone) =>
    sql<number>`(select count(*) from ${r} where ${r.campaignId} = ${campaignId} and ${r.status} = ${status})`;
  await db.batch([
    db
      .update(c)
      .set({
        successfulSends: countOf("sent"),
        failedSends: countOf("failed"),
        skippedSends: countOf("skipped"),
        totalRecipients: sql`(select count(*) from ${r} where ${r.campaignId} = ${campaignId})`,
      })
      .where(eq(c.id, campaignId)),
    db.update(c).set({ status: statusFromCounters }).where(eq(c.id, campaignId)),
  ]);
}

/** A campaign still `sending` after this long is recounted once a day by the maintenance cron. */
const STALE_CAMPAIGN_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * The daily repair (services/admin/maintenance.ts): campaigns still `sending` two days after they started are recounted
 * from their rows. The counters cannot drift through the code, which counts in the transaction that moves a
 * recipient; a row deleted or changed by hand, or a campaign written before the counters, is what this catches.
 */
export async function recountStaleCampaigns(ctx: Pick<AppContext, "db">, now = new Date()): Promise<number> {
  const stale = await ctx.db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.status, "sending"), lt(c.createdAt, new Date(now.getTime() - STALE_CAMPAIGN_MS))))
    .limit(20);
  for (const { id } of stale) await recountCampaign(ctx, id);
  return stale.length;
}

/** The campaigns for the admin, newest first: every count read from the campaign's own row. */
export async function listCampaigns({ db }: Pick<AppContext, "db">): Promise<NewsletterCampaign[]> {
  const rows = await db.select().from(c).orderBy(desc(c.createdAt), desc(c.id)).limit(200);
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    content: row.content,
    sentBy: row.sentBy,
    totalRecipients: row.totalRecipients,
    successfulSends: row.successfulSends,
    failedSends: row.failedSends,
    pendingSends: Math.max(0, row.totalRecipients - row.successfulSends - row.failedSends - row.skippedSends),
    status: row.status as CampaignStatus,
    createdAt: row.createdAt.toISOString(),
  }));
}
