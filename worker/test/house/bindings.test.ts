import { createMessageBatch, createScheduledController, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "../../index";
import { describe, expect, it, vi } from "vitest";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { handleQueueBatch, type NewsletterMessage, retryDelaySeconds } from "../../queue";
import { STALE_SENDING_MS } from "../../services/mail/outbox";
import { resetMonthlyCounters, startOfUtcMonth } from "../../services/plans/monthly-reset";
import { createDb } from "../../db/client";

describe("NEWSLETTER_QUEUE", () => {
  it("accepts messages from the producer binding", async () => {
    const message: NewsletterMessage = {
      type: "newsletter.send",
      campaignId: 1,
      recipientId: 2,
      origin: "https://reachgen.example",
    };
    await expect(env.NEWSLETTER_QUEUE.send(message)).resolves.not.toThrow();
  });

  it("acks handled and malformed messages and retries a failing one", async () => {
    const batch = createMessageBatch("reachgen-newsletter", [
      {
        id: "ok",
        timestamp: new Date(),
        attempts: 1,
        body: { type: "newsletter.send", campaignId: 1, recipientId: 1, origin: "https://reachgen.example" },
      },
      { id: "bad", timestamp: new Date(), attempts: 1, body: { hello: "world" } },
      {
        id: "fail",
        timestamp: new Date(),
        attempts: 2,
        body: { type: "newsletter.send", campaignId: 1, recipientId: 9, origin: "https://reachgen.example" },
      },
    ]);
    const ctx = createExecutionContext();
    const seen: number[] = [];
    vi.spyOn(console, "error").mockImplementation(() => {});
    const deadLetter = vi.fn();
    await handleQueueBatch(batch, env, {
      deliver: async (m) => {
        seen.push(m.recipientId);
        if (m.recipientId === 9) throw new Error("mail provider down");
        return {};
      },
      enqueue: vi.fn(),
      deadLetter,
      sendIntervalMs: () => 0,
    });
    const result = await getQueueResult(batch, ctx);
    expect(seen).toEqual([1, 9]);
    expect(deadLetter).not.toHaveBeenCalled();
    expect(result.explicitAcks.sort()).toEqual(["bad", "ok"]);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(["fail"]);
    // Backoff grows with the attempts, past the five minutes after which a mail stuck `sending` may go again.
    expect([1, 2, 3, 4, 5, 6].map(retryDelaySeconds)).toEqual([5, 15, 45, 135, 300, 300]);
    expect([1, 2, 3, 4, 5].map(retryDelaySeconds).reduce((a, b) => a + b) * 1000).toBeGreaterThan(STALE_SENDING_MS);
  });

  it("records dead-lettered messages as failed deliveries and acknowledges them", async () => {
    const batch = createMessageBatch("reachgen-newsletter-dlq", [
      {
        id: "dead",
        timestamp: new Date(),
        attempts: 4,
        body: { type: "newsletter.send", campaignId: 3, recipientId: 3, origin: "https://reachgen.example" },
      },
    ]);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const deliver = vi.fn();
    const deadLetter = vi.fn();
    const ctx = createExecutionContext();
    await handleQueueBatch(batch, env, { deliver, enqueue: vi.fn(), deadLetter, sendIntervalMs: () => 0 });
    expect(deliver).not.toHaveBeenCalled();
    expect(deadLetter).toHaveBeenCalledWith(expect.objectContaining({ campaignId: 3, recipientId: 3 }), 4, env);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["dead"]);
    expect(log.mock.calls[0]?.[0]).toContain("dead-lettered");
  });
});

describe("monthly cron", () => {
  async function insertUser(email: string, generated: number, lastReset: number, plan = "basic") {
    await env.DB.prepare(
      "INSERT INTO users (email, password_hash, concepts_generated, last_reset_date, subscription_plan) VALUES (?, 'x', ?, ?, ?)",
    )
      .bind(email, generated, lastReset, plan)
      .run();
  }

  it("resets counters of users not reset this month, once", async () => {
    const now = new Date("2026-12-01T00:05:00Z");
    await insertUser("old@example.com", 17, Date.parse("2026-11-03T10:00:00Z"));
    await insertUser("fresh@example.com", 2, Date.parse("2026-12-01T00:01:00Z"));
    await insertUser("trial@example.com", 3, Date.parse("2026-11-28T10:00:00Z"), "free");
    const db = createDb(env.DB);
    expect(await resetMonthlyCounters({ db }, now)).toBe(1);
    expect(await resetMonthlyCounters({ db }, now)).toBe(0);
    const rows = await env.DB.prepare("SELECT email, concepts_generated AS n FROM users ORDER BY email").all<{
      email: string;
      n: number;
    }>();
    expect(rows.results).toEqual([
      { email: "fresh@example.com", n: 2 },
      { email: "old@example.com", n: 0 },
      // A trial's five concepts are for the whole trial, so a new month gives none back.
      { email: "trial@example.com", n: 3 },
    ]);
    expect(startOfUtcMonth(now).toISOString()).toBe("2026-12-01T00:00:00.000Z");
  });

  it("runs from the Worker's scheduled handler", async () => {
    await insertUser("cron@example.com", 9, Date.parse("2020-01-01T00:00:00Z"));
    vi.spyOn(console, "log").mockImplementation(() => {});
    const ctx = createExecutionContext();
    const controller = createScheduledController({
      scheduledTime: new Date("2027-01-01T00:05:00Z"),
      cron: "5 0 1 * *",
    });
    await worker.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);
    const row = await env.DB.prepare(
      "SELECT concepts_generated AS n FROM users WHERE email = 'cron@example.com'",
    ).first<{ n: number }>();
    expect(row?.n).toBe(0);
  });
});

describe("MEDIA (R2)", () => {
  it("stores and returns bytes under the concept key layout", async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await env.MEDIA.put("concepts/1/1/original.jpg", bytes, { httpMetadata: { contentType: "image/jpeg" } });
    const obj = await env.MEDIA.get("concepts/1/1/original.jpg");
    expect(obj?.httpMetadata?.contentType).toBe("image/jpeg");
    expect(new Uint8Array(await obj!.arrayBuffer())).toEqual(bytes);
  });
});
