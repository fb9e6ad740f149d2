// The newsletter at scale (decision 038): the campaign's counters, the enqueue in chunks with its cursor, the
// consumer's pace and a provider's 429. The queue is played by the test as in newsletter.test.ts: messages recorded by
// the producer, then handed in batches to the Worker's own queue() handler.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { NewsletterCampaignList, newsletterMessages } from "@common/newsletter";
import worker from "../../index";
import { NEWSLETTER_DLQ, type NewsletterMessage } from "../../queue";
import { createContext } from "../../services/context";
import { recountStaleCampaigns, sendNewsletter } from "../../services/newsletter";
import { createUser } from "../factories";
import { callFrom, expectBody } from "../helpers";
import type { RecordedMailRequest } from "../mail-wire-server.global";

const ORIGIN = "http://localhost:8787";

interface Recorded {
  id: string;
  body: NewsletterMessage;
  attempts: number;
  delaySeconds?: number | undefined;
}

/** A producer that records each sendBatch call and each single send; `refuseFrom` makes the nth call on refuse. */
function recordingQueue(refuse: { batchFrom?: number; send?: boolean } = {}) {
  const batches: Recorded[][] = [];
  const singles: Recorded[] = [];
  const queue = {
    async send(body: NewsletterMessage, options?: QueueSendOptions) {
      if (refuse.send) throw new Error("Too Many Requests");
      singles.push({ id: crypto.randomUUID(), body, attempts: 1, delaySeconds: options?.delaySeconds });
    },
    async sendBatch(messages: Iterable<MessageSendRequest<NewsletterMessage>>) {
      if (refuse.batchFrom !== undefined && batches.length + 1 >= refuse.batchFrom) {
        throw new Error("Too Many Requests");
      }
      batches.push([...messages].map((m) => ({ id: crypto.randomUUID(), body: m.body, attempts: 1 })));
    },
  };
  return { batches, singles, queue: queue as unknown as Queue };
}

async function deliver(queueName: string, messages: Recorded[], e: Env) {
  const batch = createMessageBatch<NewsletterMessage>(
    queueName,
    messages.map((m) => ({ id: m.id, timestamp: new Date(), attempts: m.attempts, body: m.body })),
  );
  // The delay each retry asked for (the queue result names the retried messages, not their delays).
  const delays = new Map<string, number | undefined>();
  for (const m of batch.messages) {
    const retry = m.retry.bind(m);
    vi.spyOn(m, "retry").mockImplementation((options?: QueueRetryOptions) => {
      delays.set(m.id, options?.delaySeconds);
      retry(options);
    });
  }
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<unknown>, e);
  return { ...(await getQueueResult(batch, ctx)), delays };
}

async function seedSubscribers(prefix: string, count: number) {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO newsletter_subscribers (email, status, confirmed_at, unsubscribe_token, source)
     SELECT ? || '-' || i || '@example.com', 'active', ?, ? || '-' || i, 'test' FROM n`,
  )
    .bind(count, prefix, Date.now(), `${prefix}-${crypto.randomUUID()}`)
    .run();
  return Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}@example.com`);
}

async function campaignRow(id: number) {
  return env.DB.prepare("SELECT * FROM newsletter_campaigns WHERE id = ?")
    .bind(id)
    .first<Record<string, string | number>>();
}

/** The counts as the recipient rows give them: what the counters must equal. */
async function countedFromRows(campaignId: number) {
  const { results } = await env.DB.prepare(
    "SELECT status, count(*) AS n FROM newsletter_campaign_recipients WHERE campaign_id = ? GROUP BY status",
  )
    .bind(campaignId)
    .all<{ status: string; n: number }>();
  const of = (s: string) => results.find((r) => r.status === s)?.n ?? 0;
  return { successful_sends: of("sent"), failed_sends: of("failed"), skipped_sends: of("skipped") };
}

async function startCampaign(prefix: string, count: number, e: Env, refuse?: Parameters<typeof recordingQueue>[0]) {
  await env.DB.prepare("DELETE FROM newsletter_subscribers").run();
  const admin = await createUser({ isAdmin: true });
  const audience = await seedSubscribers(prefix, count);
  const recorder = recordingQueue(refuse);
  const qe = { ...e, NEWSLETTER_QUEUE: recorder.queue };
  const ctx = { ...createContext(qe), env: qe };
  const answer = await sendNewsletter(
    ctx,
    { userId: admin.user.id },
    { subject: `${prefix} news`, content: "<p>News.</p>", origin: ORIGIN },
  );
  return { ...recorder, answer, audience, admin, qe };
}

const RESEND_KEY = "re_test_counters";
const resendEnv = (sendsPerSecond = "1000"): Env => ({
  ...env,
  RESEND_API_KEY: RESEND_KEY,
  RESEND_API_BASE: inject("mailApiBase"),
  MAIL_SENDS_PER_SECOND: sendsPerSecond,
});

async function failFor(to: string, status: number, times: number, retryAfter?: number) {
  await fetch(`${inject("mailApiBase")}/__fail`, {
    method: "POST",
    body: JSON.stringify({ to, status, times, retryAfter }),
  });
}

async function wireRequestsTo(to: string): Promise<RecordedMailRequest[]> {
  const res = await fetch(`${inject("mailApiBase")}/__requests?to=${encodeURIComponent(to)}`);
  return (await res.json()) as RecordedMailRequest[];
}

beforeAll(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("the campaign's counters", () => {
  it("are exact after every delivery, count a redelivered message once, and end the campaign at its last recipient", async () => {
    const { answer, batches } = await startCampaign("exact", 30, env);
    const messages = batches.flat();
    expect(messages).toHaveLength(30);
    for (const [i, m] of messages.entries()) {
      await deliver("reachgen-newsletter", [m], env);
      // At-least-once: the same message again, as after a lost acknowledgement, changes no count.
      await deliver("reachgen-newsletter", [{ ...m, attempts: 2 }], env);
      const row = await campaignRow(answer.campaignId);
      expect(row).toMatchObject({ successful_sends: i + 1, failed_sends: 0, skipped_sends: 0 });
      expect(row).toMatchObject(await countedFromRows(answer.campaignId));
      expect(row?.status).toBe(i + 1 < 30 ? "sending" : "sent");
    }
    // Every message of the campaign once more, in batches: nothing moves.
    await deliver("reachgen-newsletter", messages.slice(0, 10), env);
    expect(await campaignRow(answer.campaignId)).toMatchObject({ status: "sent", successful_sends: 30 });
    const outbox = await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE idempotency_key LIKE ?")
      .bind(`newsletter/${answer.campaignId}/%`)
      .first<{ n: number }>();
    expect(outbox?.n).toBe(30);
  }, 30_000);

  it("count refusals, skips and dead letters once each; the admin's list reads them from the row", async () => {
    const e = resendEnv();
    const { answer, batches, audience, admin } = await startCampaign("mixed", 12, e);
    const messages = batches.flat();
    await failFor(audience[0] as string, 422, 1);
    await failFor(audience[1] as string, 503, 100);
    await env.DB.prepare("UPDATE newsletter_subscribers SET status = 'unsubscribed' WHERE email = ?")
      .bind(audience[2])
      .run();
    const first = await deliver("reachgen-newsletter", messages, e);
    expect(first.retryMessages).toHaveLength(1);
    expect(await campaignRow(answer.campaignId)).toMatchObject({
      status: "sending",
      successful_sends: 9,
      failed_sends: 1,
      skipped_sends: 1,
    });
    // The 503 address is failed by the dead-letter queue, once however often that message arrives.
    const dead = messages.find((m) => m.body.type === "newsletter.send" && m.id === first.retryMessages[0]?.msgId);
    if (!dead) throw new Error("no retried message");
    await deliver(NEWSLETTER_DLQ, [{ ...dead, attempts: 6 }], e);
    await deliver(NEWSLETTER_DLQ, [{ ...dead, attempts: 6 }], e);
    const row = await campaignRow(answer.campaignId);
    expect(row).toMatchObject({ status: "partial", successful_sends: 9, failed_sends: 2, skipped_sends: 1 });
    expect(row).toMatchObject(await countedFromRows(answer.campaignId));
    const list = await expectBody(
      await callFrom("198.51.100.200", "/api/newsletter/campaigns", { headers: admin.auth }),
      200,
      NewsletterCampaignList,
    );
    expect(list.find((c) => c.id === answer.campaignId)).toMatchObject({
      totalRecipients: 12,
      successfulSends: 9,
      failedSends: 2,
      pendingSends: 0,
      status: "partial",
    });
  });
});

describe("the repair path", () => {
  it("the daily cron recounts a campaign still sending after two days from its rows, once, and leaves newer ones", async () => {
    const { answer, batches } = await startCampaign("drift", 8, env);
    await deliver("reachgen-newsletter", batches.flat().slice(0, 5), env);
    // Counters damaged by hand, and the campaign two days old; a newer campaign is left to its deliveries.
    const old = Date.now() - 3 * 24 * 60 * 60 * 1000;
    await env.DB.prepare(
      "UPDATE newsletter_campaigns SET successful_sends = 0, failed_sends = 4, created_at = ? WHERE id = ?",
    )
      .bind(old, answer.campaignId)
      .run();
    const admin = await createUser({ isAdmin: true });
    const fresh = await env.DB.prepare(
      `INSERT INTO newsletter_campaigns (subject, content, sent_by, total_recipients, successful_sends, failed_sends, status)
       VALUES ('new', '<p>x</p>', ?, 3, 0, 2, 'sending') RETURNING id`,
    )
      .bind(admin.user.id)
      .first<{ id: number }>();
    expect(await recountStaleCampaigns(createContext(env))).toBe(1);
    expect(await campaignRow(answer.campaignId)).toMatchObject({
      status: "sending",
      ...(await countedFromRows(answer.campaignId)),
    });
    expect(await campaignRow(Number(fresh?.id))).toMatchObject({ failed_sends: 2 });
  });
});

describe("enqueueing a large campaign", () => {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM newsletter_campaigns").run();
  });

  it("1,050 recipients: 10 sendBatch calls of 100 in the request, the rest from the consumer: 11 calls, each recipient once", async () => {
    const { answer, batches, singles, qe } = await startCampaign("chunks", 1050, env);
    expect(answer.sentCount).toBe(1050);
    expect(batches.map((b) => b.length)).toEqual(Array(10).fill(100));
    // The rest goes on in one message to the consumer, a second later.
    expect(singles).toHaveLength(1);
    expect(singles[0]).toMatchObject({ body: { type: "newsletter.enqueue", campaignId: answer.campaignId } });
    expect(singles[0]?.delaySeconds).toBeGreaterThanOrEqual(1);
    const result = await deliver("reachgen-newsletter", [singles[0] as Recorded], qe);
    expect(result.explicitAcks).toEqual([singles[0]?.id]);
    expect(batches).toHaveLength(11);
    expect(batches[10]).toHaveLength(50);
    expect(singles).toHaveLength(1);
    const ids = batches.flat().map((m) => (m.body.type === "newsletter.send" ? m.body.recipientId : 0));
    expect(new Set(ids).size).toBe(1050);
    const { n, top } =
      (await env.DB.prepare(
        "SELECT count(*) AS n, max(id) AS top FROM newsletter_campaign_recipients WHERE campaign_id = ?",
      )
        .bind(answer.campaignId)
        .first<{ n: number; top: number }>()) ?? {};
    expect(n).toBe(1050);
    expect(await campaignRow(answer.campaignId)).toMatchObject({ enqueued_through: top, status: "sending" });
    // A second copy of the enqueue message (at-least-once) enqueues nobody again.
    await deliver("reachgen-newsletter", [singles[0] as Recorded], qe);
    expect(batches).toHaveLength(11);
  });

  it("an enqueue message the queue gave up on fails and counts only the recipients it never enqueued", async () => {
    const { answer, singles } = await startCampaign("gave-up", 1050, env);
    await deliver(NEWSLETTER_DLQ, [{ ...(singles[0] as Recorded), attempts: 6 }], env);
    expect(await campaignRow(answer.campaignId)).toMatchObject({ failed_sends: 50, status: "sending" });
    expect(await countedFromRows(answer.campaignId)).toMatchObject({ failed_sends: 50 });
    const failed = await env.DB.prepare(
      "SELECT min(error_message) AS reason FROM newsletter_campaign_recipients WHERE campaign_id = ? AND status = 'failed'",
    )
      .bind(answer.campaignId)
      .first<{ reason: string }>();
    expect(failed?.reason).toBe("not queued: gave up after 6 attempts");
  });

  it("a queue refusing mid-way fails no recipient it accepted: the rest is handed on, or failed and counted", async () => {
    // The 2nd call refused: 100 enqueued, the other 150 handed to the consumer in an enqueue message.
    const handed = await startCampaign("midway", 250, env, { batchFrom: 2 });
    expect(handed.batches).toHaveLength(1);
    expect(handed.singles.map((s) => s.body.type)).toEqual(["newsletter.enqueue"]);
    expect(await campaignRow(handed.answer.campaignId)).toMatchObject({ failed_sends: 0, status: "sending" });
    const queued = await env.DB.prepare(
      "SELECT count(*) AS n FROM newsletter_campaign_recipients WHERE campaign_id = ? AND status = 'queued'",
    )
      .bind(handed.answer.campaignId)
      .first<{ n: number }>();
    expect(queued?.n).toBe(250);

    // The queue refuses the hand-over too: the 150 never enqueued are failed and counted, the 100 stay queued.
    const refused = await startCampaign("refused", 250, env, { batchFrom: 2, send: true });
    expect(refused.answer.sentCount).toBe(250);
    expect(await campaignRow(refused.answer.campaignId)).toMatchObject({ failed_sends: 150, status: "sending" });
    expect(await countedFromRows(refused.answer.campaignId)).toMatchObject({ failed_sends: 150 });
    const enqueuedIds = refused.batches.flat().map((m) => (m.body.type === "newsletter.send" ? m.body.recipientId : 0));
    const stillQueued = await env.DB.prepare(
      `SELECT count(*) AS n FROM newsletter_campaign_recipients WHERE status = 'queued' AND id IN (${enqueuedIds.join(",")})`,
    ).first<{ n: number }>();
    expect(stillQueued?.n).toBe(100);
    // Those 100 are delivered, and the campaign ends partial at its last one.
    await deliver("reachgen-newsletter", refused.batches.flat(), env);
    expect(await campaignRow(refused.answer.campaignId)).toMatchObject({
      status: "partial",
      successful_sends: 100,
      failed_sends: 150,
    });

    // Refused from the first call: nobody was enqueued, everybody is failed, and the admin is told.
    const none = recordingQueue({ batchFrom: 1 });
    const qe = { ...env, NEWSLETTER_QUEUE: none.queue };
    await expect(
      sendNewsletter(
        { ...createContext(qe), env: qe },
        { userId: refused.admin.user.id },
        { subject: "none", content: "<p>x</p>", origin: ORIGIN },
      ),
    ).rejects.toMatchObject({ message: newsletterMessages.notQueued });
    const last = await env.DB.prepare("SELECT * FROM newsletter_campaigns ORDER BY id DESC LIMIT 1").first<
      Record<string, number | string>
    >();
    expect(last).toMatchObject({ status: "failed", failed_sends: 250, successful_sends: 0 });
  }, 60_000);
});

describe("the consumer's pace and the provider's 429", () => {
  it("sends one after another at MAIL_SENDS_PER_SECOND", async () => {
    const e = resendEnv("10");
    const { batches, answer } = await startCampaign("paced", 6, e);
    const started = Date.now();
    await deliver("reachgen-newsletter", batches.flat(), e);
    // Six sends at 10 a second: the sixth starts at least 500 ms after the first.
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(await campaignRow(answer.campaignId)).toMatchObject({ status: "sent", successful_sends: 6 });
  });

  it("a 429 retries the message after the provider's Retry-After, holds back the batch's later sends, and fails nobody", async () => {
    const e = resendEnv();
    const { batches, audience, answer } = await startCampaign("limited", 5, e);
    const messages = batches.flat();
    await failFor(audience[1] as string, 429, 1, 7);
    const first = await deliver("reachgen-newsletter", messages, e);
    expect(first.explicitAcks).toEqual([messages[0]?.id]);
    expect(first.retryMessages.map((r) => r.msgId)).toEqual(messages.slice(1).map((m) => m.id));
    expect([...first.delays.values()]).toEqual([7, 7, 7, 7]);
    // The later three never reached the provider.
    for (const to of audience.slice(2)) expect(await wireRequestsTo(to)).toHaveLength(0);
    const limited = await env.DB.prepare("SELECT * FROM newsletter_campaign_recipients WHERE email = ?")
      .bind(audience[1])
      .first<Record<string, string | number>>();
    expect(limited).toMatchObject({ status: "sending" });
    expect(String(limited?.error_message)).toMatch(/429/);
    expect(await campaignRow(answer.campaignId)).toMatchObject({ successful_sends: 1, failed_sends: 0 });

    await deliver(
      "reachgen-newsletter",
      messages.slice(1).map((m) => ({ ...m, attempts: 2 })),
      e,
    );
    expect(await campaignRow(answer.campaignId)).toMatchObject({
      status: "sent",
      successful_sends: 5,
      failed_sends: 0,
    });
    expect((await wireRequestsTo(audience[1] as string)).map((r) => r.status)).toEqual([429, 200]);
  });
});
