// The measurement behind decision 038: one campaign of 100,000 recipients in local D1, and the bookkeeping one
// delivery costs, before (the campaign recounted from its recipient rows after every delivery, as until decision 038)
// and after (the recipient's move and its counter in one batch). Prints one JSON line; the figures in the decision
// come from it.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createContext } from "../../services/context";
import { sendNewsletter } from "../../services/newsletter";
import { finishRecipient } from "../../services/newsletter/counters";
import { createUser } from "../factories";

const N = 100_000;
const RUNS = 20;

/** The statement every delivery ran before decision 038 (services/newsletter.ts refreshCampaign). */
const recountSql = `UPDATE newsletter_campaigns SET
  successful_sends = (SELECT count(*) FROM newsletter_campaign_recipients WHERE campaign_id = ?1 AND status IN ('sent')),
  failed_sends = (SELECT count(*) FROM newsletter_campaign_recipients WHERE campaign_id = ?1 AND status IN ('failed')),
  status = CASE
    WHEN (SELECT count(*) FROM newsletter_campaign_recipients WHERE campaign_id = ?1 AND status IN ('queued', 'sending')) > 0 THEN 'sending'
    WHEN (SELECT count(*) FROM newsletter_campaign_recipients WHERE campaign_id = ?1 AND status IN ('failed')) = 0 THEN 'sent'
    WHEN (SELECT count(*) FROM newsletter_campaign_recipients WHERE campaign_id = ?1 AND status IN ('sent')) = 0 THEN 'failed'
    ELSE 'partial' END
  WHERE id = ?1`;

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

describe("a campaign of 100,000 recipients in local D1", () => {
  it("one delivery's bookkeeping: the counters' batch against the recount it replaces", async () => {
    await env.DB.prepare("DELETE FROM newsletter_subscribers").run();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO newsletter_subscribers (email, status, confirmed_at, unsubscribe_token, source)
       SELECT 'scale-' || i || '@example.com', 'active', ?, 'scale-token-' || i, 'test' FROM n`,
    )
      .bind(N, Date.now())
      .run();
    const admin = await createUser({ isAdmin: true });
    const enqueued: number[] = [];
    const queue = {
      async send() {},
      async sendBatch(messages: Iterable<unknown>) {
        enqueued.push([...messages].length);
      },
    } as unknown as Queue;
    const qe = { ...env, NEWSLETTER_QUEUE: queue };
    const ctx = { ...createContext(qe), env: qe };
    let campaignId = 0;
    const deployMs = await timed(async () => {
      ({ campaignId } = await sendNewsletter(
        ctx,
        { userId: admin.user.id },
        { subject: "Scale", content: "<p>x</p>", origin: "http://localhost:8787" },
      ));
    });
    expect(enqueued.reduce((a, b) => a + b, 0)).toBe(1000);

    // Mid-campaign: half the recipients sent.
    const { first } = (await env.DB.prepare(
      "SELECT min(id) AS first FROM newsletter_campaign_recipients WHERE campaign_id = ?",
    )
      .bind(campaignId)
      .first<{ first: number }>()) ?? { first: 0 };
    await env.DB.prepare("UPDATE newsletter_campaign_recipients SET status = 'sent' WHERE campaign_id = ? AND id < ?")
      .bind(campaignId, first + N / 2)
      .run();

    // Before: the schema as it was, without the (campaign_id, status) index decision 038 added.
    const recount = async (into: number[]) => {
      let rowsRead = 0;
      for (let i = 0; i < RUNS; i++) {
        into.push(
          await timed(async () => {
            rowsRead = (await env.DB.prepare(recountSql).bind(campaignId).run()).meta.rows_read;
          }),
        );
      }
      return rowsRead;
    };
    await env.DB.prepare("DROP INDEX newsletter_recipients_campaign_status_idx").run();
    const before: number[] = [];
    const beforeRowsRead = await recount(before);
    await env.DB.prepare(
      "CREATE INDEX newsletter_recipients_campaign_status_idx ON newsletter_campaign_recipients (campaign_id, status)",
    ).run();
    // The same recount with the index: what the repair path costs, once, now.
    const repair: number[] = [];
    const repairRowsRead = await recount(repair);
    await env.DB.prepare("UPDATE newsletter_campaigns SET successful_sends = ? WHERE id = ?")
      .bind(N / 2, campaignId)
      .run();
    const after: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const recipientId = first + N / 2 + i;
      after.push(await timed(() => finishRecipient(ctx, { campaignId, recipientId }, "sent")));
    }
    const row = await env.DB.prepare("SELECT successful_sends AS n, status FROM newsletter_campaigns WHERE id = ?")
      .bind(campaignId)
      .first<{ n: number; status: string }>();
    expect(row).toEqual({ n: N / 2 + RUNS, status: "sending" });

    const figures = {
      recipients: N,
      deployMs: Math.round(deployMs),
      recountMsMedian: Math.round(median(before) * 10) / 10,
      recountMsRange: [Math.round(Math.min(...before)), Math.round(Math.max(...before))],
      recountRowsRead: beforeRowsRead,
      repairMsMedian: Math.round(median(repair) * 10) / 10,
      repairRowsRead,
      countersMsMedian: Math.round(median(after) * 10) / 10,
      countersMsRange: [Math.round(Math.min(...after)), Math.round(Math.max(...after))],
    };
    console.log(`newsletter bookkeeping ${JSON.stringify(figures)}`);
    expect(median(after)).toBeLessThan(median(before));
  }, 120_000);
});
