import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it, vi } from "vitest";
import {
  GeneratedNewsletter,
  NewsletterCampaignList,
  NewsletterPreview,
  NewsletterSent,
  NewsletterSubscribed,
  NewsletterSubscriberList,
  newsletterMessages,
} from "@common/newsletter";
import worker from "../../index";
import { NEWSLETTER_DLQ, type NewsletterMessage } from "../../queue";
import { createContext } from "../../services/context";
import { CONFIRM_TOKEN_TTL_MS, sendNewsletter } from "../../services/newsletter";
import { throttleLimits } from "../../services/accounts/throttles";
import { createUser } from "../factories";
import { callFrom, expectBody, expectError, jsonInit } from "../helpers";
import type { RecordedMailRequest } from "../mail-wire-server.global";

const ORIGIN = "http://localhost:8787";
/** wrangler.toml's max_retries for reachgen-newsletter: a message is delivered at most 1 + this many times. */
const MAX_RETRIES = 5;

let addressSeq = 0;
const newAddress = () => `198.51.100.${++addressSeq}`;
const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;

const send = (path: string, init: RequestInit, ip = newAddress(), e: Env = env) => callFrom(ip, path, init, e);

const signup = (body: unknown, ip?: string) => send("/api/newsletter/subscribe", jsonInit("POST", body), ip);
const confirm = (token: string) => send("/api/newsletter/confirm", jsonInit("POST", { token }));

async function subscriberRow(email: string) {
  return env.DB.prepare("SELECT * FROM newsletter_subscribers WHERE email = ?")
    .bind(email)
    .first<Record<string, string | number | null>>();
}

async function mailsTo(to: string) {
  const { results } = await env.DB.prepare("SELECT * FROM mail_outbox WHERE to_address = ? ORDER BY id")
    .bind(to)
    .all<Record<string, string | number | null>>();
  return results;
}

function linkToken(text: unknown, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(String(text));
  if (!match?.[1]) throw new Error(`no ${path} link in: ${String(text)}`);
  return match[1];
}

const latestConfirmToken = async (to: string) => linkToken((await mailsTo(to)).at(-1)?.text, "/newsletter/confirm");

/** Subscribes and confirms an address through the public routes, as a visitor would. */
async function confirmedSubscriber(email = unique("reader")) {
  await expectBody(await signup({ email, firstName: "Ada", source: "landing_page" }), 200, NewsletterSubscribed);
  await expectBody(await confirm(await latestConfirmToken(email)), 200, NewsletterSubscribed);
  return email;
}

describe("newsletter signup (double opt-in)", () => {
  it("stores a pending subscriber and mails a confirmation link; the link makes it active", async () => {
    const email = unique("new");
    const res = await signup({ email: email.toUpperCase(), firstName: " Ada ", source: "landing_page" });
    expect((await expectBody(res, 200, NewsletterSubscribed)).message).toBe(newsletterMessages.checkInbox);
    const row = await subscriberRow(email);
    expect(row).toMatchObject({ status: "pending", first_name: "Ada", source: "landing_page", confirmed_at: null });
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ kind: "newsletter_confirm", status: "sent" });
    expect(String(mail?.text)).toContain(`${ORIGIN}/newsletter/confirm?token=`);
    expect(String(mail?.html)).toContain("Confirm my subscription");
    const token = linkToken(mail?.text, "/newsletter/confirm");
    // Only the hash is stored.
    expect(row?.confirm_token_hash).not.toBe(token);

    const ok = await expectBody(await confirm(token), 200, NewsletterSubscribed);
    expect(ok.message).toBe(newsletterMessages.confirmed);
    expect(await subscriberRow(email)).toMatchObject({ status: "active" });
    expect((await subscriberRow(email))?.confirmed_at).toEqual(expect.any(Number));
    // Opening the link again is harmless.
    expect((await expectBody(await confirm(token), 200, NewsletterSubscribed)).message).toBe(
      newsletterMessages.alreadyConfirmed,
    );
  });

  it("a name carrying markup is stored as typed and escaped in the mail's HTML", async () => {
    const email = unique("markup");
    const firstName = `<img src=x onerror=alert(1)>`;
    await expectBody(await signup({ email, firstName }), 200, NewsletterSubscribed);
    expect(await subscriberRow(email)).toMatchObject({ first_name: firstName });
    const [mail] = await mailsTo(email);
    expect(String(mail?.html)).toContain("Hello &lt;img src=x onerror=alert(1)&gt;,");
    expect(String(mail?.html)).not.toContain("<img");
  });

  it("refuses bad input with SPEC's message and writes no row", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers").first<{ n: number }>();
    const cases: unknown[] = [
      {},
      { email: "" },
      { email: "not-an-email" },
      { email: "a@b" },
      { email: 42 },
      { email: `${"x".repeat(250)}@example.com` },
    ];
    for (const body of cases) {
      await expectError(await signup(body), 400, "VALIDATION_FAILED", newsletterMessages.invalidEmail);
    }
    const email = unique("bad");
    await expectError(await signup({ email, firstName: "" }), 400, "VALIDATION_FAILED", newsletterMessages.emptyName);
    await expectError(await signup({ email, lastName: "   " }), 400, "VALIDATION_FAILED", newsletterMessages.emptyName);
    await expectError(
      await signup({ email, firstName: "n".repeat(10_000) }),
      400,
      "VALIDATION_FAILED",
      newsletterMessages.longName,
    );
    await expectError(await signup({ email, source: "<script>" }), 400, "VALIDATION_FAILED");
    const notJson = await send("/api/newsletter/subscribe", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{email:",
    });
    await expectError(notJson, 400, "BAD_REQUEST");
    const after = await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("is idempotent: one row per address, the same answer, a newer link replacing the older", async () => {
    const email = unique("twice");
    const first = await expectBody(await signup({ email }), 200, NewsletterSubscribed);
    const firstToken = await latestConfirmToken(email);
    const second = await expectBody(await signup({ email, firstName: "Grace" }), 200, NewsletterSubscribed);
    expect(second).toEqual(first);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
    expect(await subscriberRow(email)).toMatchObject({ first_name: "Grace", status: "pending" });
    await expectError(await confirm(firstToken), 400, "BAD_REQUEST", newsletterMessages.confirmInvalid);
    await expectBody(await confirm(await latestConfirmToken(email)), 200, NewsletterSubscribed);

    // A confirmed address asking again: same answer, still one row, still active; the mailbox is told, not re-asked.
    const again = await expectBody(await signup({ email }), 200, NewsletterSubscribed);
    expect(again.message).toBe(newsletterMessages.checkInbox);
    expect(await subscriberRow(email)).toMatchObject({ status: "active" });
    const last = (await mailsTo(email)).at(-1);
    expect(last?.subject).toBe("You are already subscribed to the ReachGen newsletter");
    expect(String(last?.text)).toContain("/newsletter/unsubscribe?token=");
  });

  it("refuses forged, expired and damaged confirmation links without changing any row", async () => {
    await expectError(await confirm("A".repeat(43)), 400, "BAD_REQUEST", newsletterMessages.confirmInvalid);
    await expectError(await confirm("short"), 400, "VALIDATION_FAILED", newsletterMessages.linkDamaged);
    const email = unique("late");
    await signup({ email });
    const token = await latestConfirmToken(email);
    await env.DB.prepare("UPDATE newsletter_subscribers SET confirm_expires = ? WHERE email = ?")
      .bind(Date.now() - 1000, email)
      .run();
    await expectError(await confirm(token), 400, "BAD_REQUEST", newsletterMessages.confirmExpired);
    expect(await subscriberRow(email)).toMatchObject({ status: "pending", confirmed_at: null });
    expect(CONFIRM_TOKEN_TTL_MS).toBe(7 * 24 * 3600 * 1000);
  });

  it("unsubscribes from the link without signing in, by JSON or RFC 8058 one-click, and re-subscribes with a new opt-in", async () => {
    const email = await confirmedSubscriber();
    const token = String((await subscriberRow(email))?.unsubscribe_token);
    const page = await send("/api/newsletter/unsubscribe", jsonInit("POST", { token }));
    expect((await expectBody(page, 200, NewsletterSubscribed)).message).toBe(newsletterMessages.unsubscribed);
    const row = await subscriberRow(email);
    expect(row).toMatchObject({ status: "unsubscribed" });
    expect(row?.unsubscribed_at).toEqual(expect.any(Number));
    // One-click, as a mail client sends it: form-encoded body, the token in the List-Unsubscribe address. Idempotent.
    const oneClick = await send(`/api/newsletter/unsubscribe?token=${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    await expectBody(oneClick, 200, NewsletterSubscribed);

    await expectError(
      await send("/api/newsletter/unsubscribe", jsonInit("POST", { token: "B".repeat(43) })),
      404,
      "NOT_FOUND",
      newsletterMessages.unsubscribeInvalid,
    );
    await expectError(await send("/api/newsletter/unsubscribe", jsonInit("POST", {})), 400, "VALIDATION_FAILED");

    // Subscribing again asks for confirmation again; the old confirmation link cannot bring it back.
    await expectBody(await signup({ email }), 200, NewsletterSubscribed);
    expect(await subscriberRow(email)).toMatchObject({ status: "pending" });
    await expectBody(await confirm(await latestConfirmToken(email)), 200, NewsletterSubscribed);
    expect(await subscriberRow(email)).toMatchObject({ status: "active", unsubscribed_at: null });
    // The new subscription has its own unsubscribe link; the old one no longer unsubscribes anyone.
    const fresh = String((await subscriberRow(email))?.unsubscribe_token);
    expect(fresh).not.toBe(token);
    await expectError(
      await send("/api/newsletter/unsubscribe", jsonInit("POST", { token })),
      404,
      "NOT_FOUND",
      newsletterMessages.unsubscribeInvalid,
    );
    expect(await subscriberRow(email)).toMatchObject({ status: "active" });
  });

  it("is throttled per client address", async () => {
    const ip = newAddress();
    for (let i = 0; i < throttleLimits.newsletterSignupsPerAddress.limit; i++) {
      expect((await signup({ email: unique("flood") }, ip)).status).toBe(200);
    }
    const refused = await signup({ email: unique("flood") }, ip);
    await expectError(refused, 429, "RATE_LIMITED", /^Too many newsletter signups/);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});

describe("newsletter administration", () => {
  it("every admin and newsletter list call is for administrators only: 401 signed out, 403 for others", async () => {
    const member = await createUser({ plan: "pro" });
    const calls: [string, RequestInit][] = [
      ["/api/newsletter/subscribers", {}],
      ["/api/newsletter/campaigns", {}],
      ["/api/admin/generate-newsletter", jsonInit("POST", { prompt: "hello" })],
      ["/api/admin/send-newsletter", jsonInit("POST", { subject: "s", content: "<p>c</p>" })],
    ];
    for (const [path, init] of calls) {
      await expectError(await send(path, init), 401, "UNAUTHORIZED");
      const headers = { ...(init.headers as Record<string, string>), ...member.auth };
      await expectError(await send(path, { ...init, headers }), 403, "FORBIDDEN");
    }
  });

  it("lists subscribers and campaigns in common's shapes, newest first", async () => {
    const admin = await createUser({ isAdmin: true });
    const email = await confirmedSubscriber();
    const pending = unique("pending");
    await signup({ email: pending });
    const list = await expectBody(
      await send("/api/newsletter/subscribers", { headers: admin.auth }),
      200,
      NewsletterSubscriberList,
    );
    expect(list.find((s) => s.email === email)).toMatchObject({ status: "active", firstName: "Ada" });
    expect(list.find((s) => s.email === pending)).toMatchObject({ status: "pending", confirmedAt: null });
    await expectBody(await send("/api/newsletter/campaigns", { headers: admin.auth }), 200, NewsletterCampaignList);
  });

  it("GENERATE WITH AI writes a subject and sanitised HTML from the prompt with the template engine, inventing nothing", async () => {
    const admin = await createUser({ isAdmin: true });
    const prompt =
      "Write a newsletter about our new Pinterest pin sizes. Every concept now includes a 1000×1500 pin.\n- Works on every plan\n- No extra cost";
    const res = await send("/api/admin/generate-newsletter", jsonInit("POST", { prompt }, admin.auth));
    const body = await expectBody(res, 200, GeneratedNewsletter);
    expect(body.provider).toBe("template");
    expect(body.subject).toBe("Our new Pinterest pin sizes");
    expect(body.preheader).toBe("Every concept now includes a 1000×1500 pin.");
    expect(body.content).toContain("<h1>Our new Pinterest pin sizes</h1>");
    expect(body.content).toContain("<li>Works on every plan.</li><li>No extra cost.</li>");
    expect(body.content).toContain("Every concept now includes a 1000×1500 pin.");
    expect(body.content).toContain(
      `<a href="${ORIGIN}" target="_blank" rel="noopener noreferrer">Try it in ReachGen</a>`,
    );
    // Nothing the prompt did not say: no numbers, prices or dates of its own.
    const numbers = body.content.replace(/<[^>]+>/g, " ").match(/\d[\d,.×]*/g) ?? [];
    expect(new Set(numbers)).toEqual(new Set(["1000×1500"]));

    const empty = await send("/api/admin/generate-newsletter", jsonInit("POST", { prompt: "   " }, admin.auth));
    await expectError(empty, 400, "VALIDATION_FAILED", "Please enter a prompt for the newsletter content.");
    const hostile = await send(
      "/api/admin/generate-newsletter",
      jsonInit(
        "POST",
        { prompt: "Announce <script>alert(1)</script><img src=x onerror=alert(2)> our sale" },
        admin.auth,
      ),
    );
    const safe = await expectBody(hostile, 200, GeneratedNewsletter);
    expect(safe.content).not.toMatch(/<script|<img/i);
    expect(safe.content).toContain("&lt;script&gt;");
  });

  it("PREVIEW shows the HTML exactly as it would be sent, and says when something was removed", async () => {
    const admin = await createUser({ isAdmin: true });
    const preview = (content: string) =>
      send("/api/admin/preview-newsletter", jsonInit("POST", { content }, admin.auth));
    const clean = await expectBody(await preview("<h1>Hi</h1><p>Plain <b>news</b><br></p>"), 200, NewsletterPreview);
    expect(clean).toEqual({ content: "<h1>Hi</h1><p>Plain <b>news</b><br /></p>", changed: false });
    const hostile = await expectBody(
      await preview('<p onclick="x()">Hi</p><script>alert(1)</script>'),
      200,
      NewsletterPreview,
    );
    expect(hostile).toEqual({ content: "<p>Hi</p>", changed: true });
    await expectError(
      await send("/api/admin/preview-newsletter", jsonInit("POST", { content: "x" }, (await createUser()).auth)),
      403,
      "FORBIDDEN",
    );
  });

  it("two identical DEPLOY clicks, together or minutes apart, make one campaign; a different newsletter is another", async () => {
    const admin = await createUser({ isAdmin: true });
    await seedSubscribers(`twice-${crypto.randomUUID().slice(0, 6)}`, 3);
    const body = {
      subject: `Spring news ${crypto.randomUUID().slice(0, 6)}`,
      content: "<p>Fresh bread on Fridays.</p>",
    };
    const deploy = (key: string) =>
      send("/api/admin/send-newsletter", jsonInit("POST", body, { ...admin.auth, "Idempotency-Key": key }));
    const [a, b] = await Promise.all([deploy("compose-1"), deploy("compose-1")]);
    const first = await expectBody(a, 200, NewsletterSent);
    expect((await expectBody(b, 200, NewsletterSent)).campaignId).toBe(first.campaignId);
    // Later, from another tab (another key): the same subject and content are still the same campaign.
    expect((await expectBody(await deploy("compose-2"), 200, NewsletterSent)).campaignId).toBe(first.campaignId);
    const { results } = await env.DB.prepare("SELECT id FROM newsletter_campaigns WHERE subject = ?")
      .bind(body.subject)
      .all();
    expect(results).toHaveLength(1);
    expect(await recipientRows(first.campaignId)).toHaveLength(first.sentCount);
    // Another text is another campaign.
    const other = await send(
      "/api/admin/send-newsletter",
      jsonInit("POST", { ...body, content: "<p>Fresh bread on Saturdays too.</p>" }, admin.auth),
    );
    expect((await expectBody(other, 200, NewsletterSent)).campaignId).not.toBe(first.campaignId);
  });

  it("send refuses empty subject or content with SPEC's message, and an audience of nobody", async () => {
    const admin = await createUser({ isAdmin: true });
    const message = "Please provide both subject and content for the newsletter.";
    for (const body of [
      { subject: "", content: "<p>x</p>" },
      { subject: "Hi", content: "   " },
    ]) {
      await expectError(
        await send("/api/admin/send-newsletter", jsonInit("POST", body, admin.auth)),
        400,
        "VALIDATION_FAILED",
        message,
      );
    }
    // Content that is nothing but what the sanitiser removes is empty too.
    await expectError(
      await send(
        "/api/admin/send-newsletter",
        jsonInit("POST", { subject: "Hi", content: "<script>alert(1)</script>" }, admin.auth),
      ),
      400,
      "BAD_REQUEST",
      message,
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------------
// Delivery. The producer records the queue messages; the test then plays the Queue: batches of 10 to the Worker's own
// queue() handler, retried messages delivered again with attempts + 1, after MAX_RETRIES retries to the dead-letter
// queue, as Cloudflare Queues do. The mail leaves through Resend's wire format to the local wire server, which counts
// what reaches it. (The last test runs the real Queue binding end to end with the outbox provider.)

const RESEND_KEY = "re_test_newsletter";
// A thousand sends a second: the consumer's pacing (4 a second by default) would make 500 recipients take minutes.
const resendEnv = (): Env => ({
  ...env,
  RESEND_API_KEY: RESEND_KEY,
  RESEND_API_BASE: inject("mailApiBase"),
  MAIL_SENDS_PER_SECOND: "1000",
});

interface QueuedMessage {
  id: string;
  body: NewsletterMessage;
  attempts: number;
}

function recordingQueue() {
  const sent: QueuedMessage[] = [];
  const queue = {
    async send(body: NewsletterMessage) {
      sent.push({ id: crypto.randomUUID(), body, attempts: 1 });
    },
    async sendBatch(messages: Iterable<MessageSendRequest<NewsletterMessage>>) {
      for (const m of messages) sent.push({ id: crypto.randomUUID(), body: m.body, attempts: 1 });
    },
  };
  return { sent, queue: queue as unknown as Queue };
}

async function deliverBatch(queueName: string, messages: QueuedMessage[], e: Env) {
  const batch = createMessageBatch<NewsletterMessage>(
    queueName,
    messages.map((m) => ({ id: m.id, timestamp: new Date(), attempts: m.attempts, body: m.body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<unknown>, e);
  return getQueueResult(batch, ctx);
}

/** Plays the Queue until every message is acknowledged; returns what reached the dead-letter queue. */
async function drain(messages: QueuedMessage[], e: Env, redeliverFirst = false): Promise<QueuedMessage[]> {
  const dead: QueuedMessage[] = [];
  let pending = messages;
  let round = 0;
  while (pending.length > 0) {
    const retried: QueuedMessage[] = [];
    for (let i = 0; i < pending.length; i += 10) {
      const chunk = pending.slice(i, i + 10);
      const result = await deliverBatch("reachgen-newsletter", chunk, e);
      // At-least-once: the first round's acknowledged batches are delivered once more, as after a lost ack.
      if (redeliverFirst && round === 0) await deliverBatch("reachgen-newsletter", chunk, e);
      for (const r of result.retryMessages) {
        const m = chunk.find((c) => c.id === r.msgId);
        if (!m) throw new Error(`unknown retried message ${r.msgId}`);
        if (m.attempts > MAX_RETRIES) dead.push(m);
        else retried.push({ ...m, attempts: m.attempts + 1 });
      }
    }
    pending = retried;
    round++;
  }
  if (dead.length > 0) {
    const result = await deliverBatch(NEWSLETTER_DLQ, dead, e);
    expect(result.explicitAcks.sort()).toEqual(dead.map((d) => d.id).sort());
  }
  return dead;
}

async function wireRequests(): Promise<RecordedMailRequest[]> {
  const res = await fetch(`${inject("mailApiBase")}/__requests`);
  return (await res.json()) as RecordedMailRequest[];
}

const recipientOf = (r: RecordedMailRequest) => [r.body?.to].flat()[0] as string;

async function failFor(to: string, status: number, times: number) {
  await fetch(`${inject("mailApiBase")}/__fail`, { method: "POST", body: JSON.stringify({ to, status, times }) });
}

/** Inserts confirmed (or other) subscribers straight into D1, as many as a test needs. */
async function seedSubscribers(prefix: string, count: number, status = "active", confirmed = true) {
  const emails = Array.from({ length: count }, (_, i) => `${prefix}-${i}@example.com`);
  const statements = emails.map((email) =>
    env.DB.prepare(
      "INSERT INTO newsletter_subscribers (email, status, confirmed_at, unsubscribe_token, source) VALUES (?, ?, ?, ?, 'test')",
    ).bind(email, status, confirmed ? Date.now() : null, crypto.randomUUID().replaceAll("-", "")),
  );
  for (let i = 0; i < statements.length; i += 100) await env.DB.batch(statements.slice(i, i + 100));
  return emails;
}

async function campaignRow(id: number) {
  return env.DB.prepare("SELECT * FROM newsletter_campaigns WHERE id = ?")
    .bind(id)
    .first<Record<string, string | number>>();
}

async function recipientRows(campaignId: number) {
  const { results } = await env.DB.prepare(
    "SELECT email, status, attempts, email_id, error_message, sent_at FROM newsletter_campaign_recipients WHERE campaign_id = ?",
  )
    .bind(campaignId)
    .all<Record<string, string | number | null>>();
  return results;
}

describe("campaign delivery through the queue, exactly once", () => {
  // Each test sends to every confirmed subscriber of its own database, so it clears the table first.
  beforeAll(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  async function startCampaign(prefix: string, content = "<h1>Hello</h1><p>News for you.</p>") {
    await env.DB.prepare("DELETE FROM newsletter_subscribers").run();
    const admin = await createUser({ isAdmin: true });
    const audience = await seedSubscribers(prefix, 500);
    // Nobody else receives it: pending (never confirmed) and unsubscribed addresses.
    const pending = await seedSubscribers(`${prefix}-pending`, 5, "pending", false);
    const gone = await seedSubscribers(`${prefix}-gone`, 5, "unsubscribed", true);
    const recorder = recordingQueue();
    const e = resendEnv();
    const ctx = { ...createContext(e), env: { ...e, NEWSLETTER_QUEUE: recorder.queue } };
    const answer = NewsletterSent.parse(
      await sendNewsletter(ctx, { userId: admin.user.id }, { subject: "March news", content, origin: ORIGIN }),
    );
    return { answer, audience, others: [...pending, ...gone], messages: recorder.sent, e };
  }

  it("500 confirmed subscribers, failures injected mid-campaign and every message delivered twice: exactly 500 mails", async () => {
    const { answer, audience, others, messages, e } = await startCampaign("five-hundred");
    expect(answer.sentCount).toBe(500);
    expect(messages).toHaveLength(500);
    const before = await campaignRow(answer.campaignId);
    expect(before).toMatchObject({ status: "sending", total_recipients: 500, successful_sends: 0, failed_sends: 0 });

    // Transient provider failures for 25 addresses (two 500s each, then a 429 for five more): retried with backoff.
    for (const to of audience.slice(100, 125)) await failFor(to, 500, 2);
    for (const to of audience.slice(300, 305)) await failFor(to, 429, 1);
    const dead = await drain(messages, e, true);
    expect(dead).toHaveLength(0);

    const delivered = (await wireRequests()).filter(
      (r) => r.delivered && String(r.idempotencyKey).startsWith(`newsletter/${answer.campaignId}/`),
    );
    expect(delivered).toHaveLength(500);
    const mailed = delivered.map(recipientOf);
    expect(new Set(mailed)).toEqual(new Set(audience));
    for (const other of others) expect(mailed).not.toContain(other);

    expect(await campaignRow(answer.campaignId)).toMatchObject({
      status: "sent",
      total_recipients: 500,
      successful_sends: 500,
      failed_sends: 0,
    });
    const rows = await recipientRows(answer.campaignId);
    expect(rows.every((r) => r.status === "sent" && r.email_id && r.sent_at)).toBe(true);
    expect(rows.filter((r) => Number(r.attempts) === 3)).toHaveLength(25);

    // What a subscriber receives: plain text, HTML, a visible unsubscribe link and RFC 8058 headers with their token.
    const one = delivered.find((r) => recipientOf(r) === audience[0]);
    const token = (
      await env.DB.prepare("SELECT unsubscribe_token AS t FROM newsletter_subscribers WHERE email = ?")
        .bind(audience[0])
        .first<{ t: string }>()
    )?.t;
    expect(one?.body).toMatchObject({
      subject: "March news",
      headers: {
        "List-Unsubscribe": `<${ORIGIN}/api/newsletter/unsubscribe?token=${token}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    expect(String(one?.body?.text)).toContain("News for you.");
    expect(String(one?.body?.text)).toContain(`Unsubscribe: ${ORIGIN}/newsletter/unsubscribe?token=${token}`);
    expect(String(one?.body?.html)).toContain(`href="${ORIGIN}/newsletter/unsubscribe?token=${token}">Unsubscribe</a>`);
  }, 60_000);

  it("3 addresses that keep failing: the campaign ends partial 497/3 and the dead-letter queue holds those 3", async () => {
    const { answer, audience, messages, e } = await startCampaign("partial");
    const failing = [audience[7], audience[250], audience[499]] as string[];
    for (const to of failing) await failFor(to, 503, 1000);
    const dead = await drain(messages, e);
    const deadIds = dead.map((d) => (d.body.type === "newsletter.send" ? d.body.recipientId : 0));
    expect(deadIds.filter((id) => id > 0)).toHaveLength(3);
    const deadRows = await env.DB.prepare(
      `SELECT email FROM newsletter_campaign_recipients WHERE id IN (${deadIds.join(",")})`,
    ).all<{ email: string }>();
    expect(deadRows.results.map((r) => r.email).sort()).toEqual([...failing].sort());
    expect(dead.every((d) => d.attempts === MAX_RETRIES + 1)).toBe(true);

    expect(await campaignRow(answer.campaignId)).toMatchObject({
      status: "partial",
      successful_sends: 497,
      failed_sends: 3,
    });
    const failed = (await recipientRows(answer.campaignId)).filter((r) => r.status === "failed");
    expect(failed.map((r) => r.email).sort()).toEqual([...failing].sort());
    for (const r of failed) expect(String(r.error_message)).toMatch(/^dead-lettered after 6 attempts: .*503/);
    const delivered = (await wireRequests()).filter(
      (r) => r.delivered && String(r.idempotencyKey).startsWith(`newsletter/${answer.campaignId}/`),
    );
    expect(delivered).toHaveLength(497);
  }, 60_000);

  it("a refused address fails at once without retries; one unsubscribed mid-campaign is skipped, not mailed", async () => {
    await env.DB.prepare("DELETE FROM newsletter_subscribers").run();
    const admin = await createUser({ isAdmin: true });
    const audience = await seedSubscribers("refused", 4);
    const recorder = recordingQueue();
    const e = resendEnv();
    const ctx = { ...createContext(e), env: { ...e, NEWSLETTER_QUEUE: recorder.queue } };
    const { campaignId } = await sendNewsletter(
      ctx,
      { userId: admin.user.id },
      { subject: "Hi", content: "<p>x</p>", origin: ORIGIN },
    );
    await failFor(audience[0] as string, 422, 1);
    await env.DB.prepare("UPDATE newsletter_subscribers SET status = 'unsubscribed' WHERE email = ?")
      .bind(audience[1])
      .run();
    const dead = await drain(recorder.sent, e);
    expect(dead).toHaveLength(0);
    const rows = await recipientRows(campaignId);
    expect(rows.find((r) => r.email === audience[0])).toMatchObject({ status: "failed", attempts: 1 });
    expect(rows.find((r) => r.email === audience[1])).toMatchObject({ status: "skipped", attempts: 0 });
    expect(await campaignRow(campaignId)).toMatchObject({ status: "partial", successful_sends: 2, failed_sends: 1 });
  });

  it("stores sanitised HTML and a one-line subject: XSS in campaign content never reaches a subscriber", async () => {
    await env.DB.prepare("DELETE FROM newsletter_subscribers").run();
    const admin = await createUser({ isAdmin: true });
    await seedSubscribers("xss", 1);
    const recorder = recordingQueue();
    const ctx = { ...createContext(env), env: { ...env, NEWSLETTER_QUEUE: recorder.queue } };
    const content = [
      "<h1 onclick=alert(1)>Hi</h1><script>alert(2)</script>",
      '<a href="javascript:alert(3)">x</a><a href="https://reachgen.example/p">ok</a>',
      '<img src=x onerror=alert(4)><img src="https://cdn.example/a.png" alt="a">',
      '<iframe src="https://evil.example"></iframe><p style="position:fixed;color:red">t</p>',
      "<svg onload=alert(5)></svg><form action=https://evil.example><input></form>",
    ].join("");
    const { campaignId } = await sendNewsletter(
      ctx,
      { userId: admin.user.id },
      { subject: "Hello\r\nBcc: victim@example.com", content, origin: ORIGIN },
    );
    const row = await campaignRow(campaignId);
    expect(row?.subject).toBe("Hello Bcc: victim@example.com");
    const stored = String(row?.content);
    expect(stored).not.toMatch(/script|onclick|onerror|onload|javascript:|<iframe|<svg|<form|<input|position/i);
    expect(stored).toContain("<h1>Hi</h1>");
    expect(stored).toContain('<a href="https://reachgen.example/p" target="_blank" rel="noopener noreferrer">ok</a>');
    expect(stored).toContain('<img src="https://cdn.example/a.png" alt="a" />');
    expect(stored).toContain('<p style="color:red">t</p>');
  });
});

describe("the real Queue binding", () => {
  it("DEPLOY NEWSLETTER through the route: the Worker's consumer delivers every recipient and the campaign reaches sent", async () => {
    await env.DB.prepare("DELETE FROM newsletter_subscribers").run();
    const admin = await createUser({ isAdmin: true });
    const audience = await seedSubscribers("real-queue", 12);
    const preheader = "Twelve readers, one queue";
    const res = await send(
      "/api/admin/send-newsletter",
      jsonInit("POST", { subject: "Real queue", preheader, content: "<p>Through workerd's queue.</p>" }, admin.auth),
    );
    const { sentCount, campaignId } = await expectBody(res, 200, NewsletterSent);
    expect(sentCount).toBe(12);
    let campaign = await campaignRow(campaignId);
    for (let i = 0; i < 100 && campaign?.status === "sending"; i++) {
      await new Promise((r) => setTimeout(r, 200));
      campaign = await campaignRow(campaignId);
    }
    expect(campaign).toMatchObject({ status: "sent", successful_sends: 12, failed_sends: 0 });
    const list = await expectBody(
      await send("/api/newsletter/campaigns", { headers: admin.auth }),
      200,
      NewsletterCampaignList,
    );
    expect(list.find((c) => c.id === campaignId)).toMatchObject({ pendingSends: 0, status: "sent" });
    for (const to of audience) {
      const mails = (await mailsTo(to)).filter((m) => m.kind === "newsletter");
      expect(mails).toHaveLength(1);
      expect(JSON.parse(String(mails[0]?.headers))).toMatchObject({
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      // The preheader opens the HTML, hidden from the opened mail; the plain-text part does not repeat it.
      const html = String(mails[0]?.html);
      const body = html.slice(html.indexOf("<body"));
      expect(body).toMatch(
        /^<body[^>]*>\n<span style="display:none;max-height:0;overflow:hidden;opacity:0;mso-hide:all">Twelve readers, one queue<\/span><p>Through workerd's queue\.<\/p>/,
      );
      expect(String(mails[0]?.text)).not.toContain(preheader);
      expect(String(mails[0]?.text)).toContain("Through workerd's queue.");
    }
  });
});

describe("the template newsletter", () => {
  it("does not say its subject twice, keeps the admin's order and lists, and works without an instruction", async () => {
    const { templateNewsletter } = await import("../../copywriting/newsletter");
    const site = { siteUrl: "https://reachgen.example" };
    const a = templateNewsletter("Write a newsletter about the new Pinterest pin size. Every concept has one.", site);
    expect(a.subject).toBe("The new Pinterest pin size");
    expect(a.html.match(/Pinterest pin size/g)).toHaveLength(1);
    expect(a.html).toContain("<p>Every concept has one.</p>");
    const b = templateNewsletter("Our spring offer", site);
    expect(b.subject).toBe("Our spring offer");
    // A prompt that is only a subject is still said in the body.
    expect(b.html).toContain("<p>Our spring offer.</p>");
    const long = templateNewsletter(
      "Tell our subscribers that the dashboard now lets them search, filter by platform, and download several concepts at once as one ZIP",
      site,
    );
    expect(long.subject.length).toBeLessThanOrEqual(70);
    expect(long.subject).not.toMatch(/[,…]$|\.\.\.$/);
    // The subscribers are the reader: "lets them" is "lets you".
    expect(long.subject).toBe("The dashboard now lets you search");
    expect(long.html).toContain("download several concepts at once as one ZIP");
    expect(long.html).not.toMatch(/\bthem\b|subscribers/u);
  });
});
