import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { OutboxList } from "@common/mail";
import { MailRejectedError, MailUnavailableError } from "../../mail";
import { resendProvider } from "../../mail/resend";
import { createContext } from "../../services/context";
import { type MailDraft, sendMail } from "../../services/mail/outbox";
import { createUser } from "../factories";
import { call, expectBody, expectError } from "../helpers";
import type { RecordedMailRequest } from "../mail-wire-server.global";

const RESEND_KEY = "re_test_4f2b9c";
const resendEnv = (): Env => ({ ...env, RESEND_API_KEY: RESEND_KEY, RESEND_API_BASE: inject("mailApiBase") });
const outboxCtx = () => createContext(env);
const resendCtx = () => createContext(resendEnv());

// The wire server is shared by every test file: each test mails its own addresses and reads only their requests.
const address = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;

async function wireRequests(to: string): Promise<RecordedMailRequest[]> {
  const res = await fetch(`${inject("mailApiBase")}/__requests?to=${encodeURIComponent(to)}`);
  return (await res.json()) as RecordedMailRequest[];
}

async function failNext(to: string, status: number, times = 1) {
  await fetch(`${inject("mailApiBase")}/__fail`, {
    method: "POST",
    body: JSON.stringify({ to, status, times }),
  });
}

async function outboxRows(key: string) {
  const { results } = await env.DB.prepare("SELECT * FROM mail_outbox WHERE idempotency_key = ?")
    .bind(key)
    .all<Record<string, unknown>>();
  return results;
}

function draft(to: string, overrides: Partial<MailDraft> = {}): MailDraft {
  return {
    to,
    subject: "Your ReachGen test mail",
    text: "Hello in plain text.\nSecond line.",
    html: "<p>Hello in <strong>HTML</strong>.</p>",
    idempotencyKey: `test/${crypto.randomUUID()}`,
    kind: "password_reset",
    ...overrides,
  };
}

describe("the outbox, the embedded default", () => {
  it("with no provider configured, a mail is stored in D1 as sent and nothing leaves the Worker", async () => {
    const to = address("outbox");
    const mail = draft(to);
    const ctx = outboxCtx();
    expect(ctx.mail.name).toBe("outbox");
    const record = await sendMail(ctx, mail);
    expect(record).toMatchObject({
      to,
      from: "ReachGen <no-reply@reachgen.local>",
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      kind: "password_reset",
      provider: "outbox",
      status: "sent",
      error: null,
    });
    expect(record.providerId).toMatch(/^outbox_/);
    const rows = await outboxRows(mail.idempotencyKey);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to_address: to, status: "sent", provider: "outbox", attempts: 1 });
    expect(await wireRequests(to)).toEqual([]);
  });

  it("a second send with the same key returns the first record and stores nothing new", async () => {
    const mail = draft(address("twice"));
    const first = await sendMail(outboxCtx(), mail);
    const again = await sendMail(outboxCtx(), { ...mail, subject: "a different subject" });
    expect(again).toEqual(first);
    expect(await outboxRows(mail.idempotencyKey)).toHaveLength(1);
  });

  it("MAIL_FROM names the sender; every mail keeps its plain-text part and headers", async () => {
    const mail = draft(address("from"), { headers: { "X-Entity-Ref-ID": "abc" }, html: undefined });
    const record = await sendMail(createContext({ ...env, MAIL_FROM: "Ops <ops@example.org>" }), mail);
    expect(record).toMatchObject({ from: "Ops <ops@example.org>", html: null, headers: { "X-Entity-Ref-ID": "abc" } });
    expect(record.text).toBe(mail.text);
  });
});

describe("Resend, switched on by RESEND_API_KEY", () => {
  it("posts Resend's wire format: bearer key, Idempotency-Key, JSON {from, to, subject, text, html, headers}", async () => {
    const to = address("wire");
    const mail = draft(to, { headers: { "List-Unsubscribe": "<https://example.com/u>" } });
    const ctx = resendCtx();
    expect(ctx.mail.name).toBe("resend");
    const record = await sendMail(ctx, mail);

    const requests = await wireRequests(to);
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req).toMatchObject({
      method: "POST",
      path: "/emails",
      authorization: `Bearer ${RESEND_KEY}`,
      idempotencyKey: mail.idempotencyKey,
      status: 200,
      delivered: true,
    });
    expect(req?.contentType).toMatch(/^application\/json/);
    expect(req?.body).toEqual({
      from: "ReachGen <no-reply@reachgen.local>",
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: { "List-Unsubscribe": "<https://example.com/u>" },
    });
    expect(record).toMatchObject({ provider: "resend", status: "sent", providerId: req?.id, text: mail.text });
  });

  it("one mail for a repeated key: sequential and concurrent sends reach Resend once and keep one record", async () => {
    const to = address("repeat");
    const mail = draft(to);
    const first = await sendMail(resendCtx(), mail);
    const repeats = await Promise.all(Array.from({ length: 5 }, () => sendMail(resendCtx(), mail)));
    for (const r of repeats) expect(r).toEqual(first);
    expect(await wireRequests(to)).toHaveLength(1);
    expect(await outboxRows(mail.idempotencyKey)).toHaveLength(1);

    const concurrent = draft(address("concurrent"));
    const results = await Promise.all(Array.from({ length: 6 }, () => sendMail(resendCtx(), concurrent)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await wireRequests(concurrent.to)).toHaveLength(1);
    expect(await outboxRows(concurrent.idempotencyKey)).toHaveLength(1);
  });

  it("the Idempotency-Key makes a provider retry after a lost answer deliver nothing new", async () => {
    const to = address("retry");
    const message = { ...draft(to), from: "ReachGen <no-reply@reachgen.local>", html: undefined };
    const provider = resendProvider(resendEnv());
    const a = await provider.send(message);
    const b = await provider.send(message);
    expect(b.providerId).toBe(a.providerId);
    const requests = await wireRequests(to);
    expect(requests.map((r) => r.delivered)).toEqual([true, false]);
    // The same key with another body is Resend's 409: refused, not sent.
    await expect(provider.send({ ...message, subject: "changed" })).rejects.toBeInstanceOf(MailRejectedError);
  });

  it("a provider failure (5xx) is recorded failed and answers 503; the same key then sends once", async () => {
    const to = address("fail");
    const mail = draft(to);
    await failNext(to, 500);
    const failure = await sendMail(resendCtx(), mail).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(MailUnavailableError);
    expect(failure).toMatchObject({ code: "SERVICE_UNAVAILABLE", status: 503 });
    let [row] = await outboxRows(mail.idempotencyKey);
    expect(row).toMatchObject({ status: "failed", provider: "resend", provider_id: null, attempts: 1 });
    expect(String(row?.error)).toMatch(/unavailable: 500 internal_server_error/);

    const retried = await sendMail(resendCtx(), mail);
    expect(retried).toMatchObject({ status: "sent", error: null });
    [row] = await outboxRows(mail.idempotencyKey);
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    expect((await wireRequests(to)).map((r) => [r.status, r.delivered])).toEqual([
      [500, false],
      [200, true],
    ]);
    // Sent now: one more send with the key mails nothing.
    await sendMail(resendCtx(), mail);
    expect(await wireRequests(to)).toHaveLength(2);
  });

  it("a 429 is worth retrying (503); a refused mail (422) or a wrong key (403) is recorded as refused", async () => {
    const limited = draft(address("limited"));
    await failNext(limited.to, 429);
    await expect(sendMail(resendCtx(), limited)).rejects.toBeInstanceOf(MailUnavailableError);

    const refused = draft(address("refused"));
    await failNext(refused.to, 422);
    const err = await sendMail(resendCtx(), refused).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MailRejectedError);
    expect((err as MailRejectedError).status).toBe(422);
    const [row] = await outboxRows(refused.idempotencyKey);
    expect(row).toMatchObject({ status: "failed" });
    expect(String(row?.error)).toMatch(/422 validation_error/);

    const wrongKey = draft(address("wrong-key"));
    const ctx = createContext({ ...resendEnv(), RESEND_API_KEY: "sk_not_resend" });
    await expect(sendMail(ctx, wrongKey)).rejects.toMatchObject({ status: 403 });
    expect((await outboxRows(wrongKey.idempotencyKey))[0]).toMatchObject({ status: "failed" });
  });

  it("an unreachable provider is recorded failed and answers 503", async () => {
    const mail = draft(address("down"));
    const ctx = createContext({ ...resendEnv(), RESEND_API_BASE: inject("mailUnreachableBase") });
    await expect(sendMail(ctx, mail)).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    const [row] = await outboxRows(mail.idempotencyKey);
    expect(row).toMatchObject({ status: "failed" });
    expect(String(row?.error)).toMatch(/^unavailable: /);
  });

  it("secrets reach the recipient through Resend but not the stored copy; the outbox keeps them (it is the mailbox)", async () => {
    const secret = "tok_very_secret_value";
    const to = address("secret");
    const mail = draft(to, {
      text: `Your link: https://x.test/r?token=${secret}`,
      html: `<a href="https://x.test/r?token=${secret}">reset</a>`,
      secrets: [secret],
    });
    const record = await sendMail(resendCtx(), mail);
    expect(record.text).toBe("Your link: https://x.test/r?token=[redacted]");
    expect(record.html).not.toContain(secret);
    const [req] = await wireRequests(to);
    expect(req?.body?.text).toBe(mail.text);
    expect(req?.body?.html).toBe(mail.html);

    const local = await sendMail(outboxCtx(), { ...mail, idempotencyKey: `${mail.idempotencyKey}/outbox` });
    expect(local.text).toBe(mail.text);
  });
});

describe("GET /api/admin/outbox", () => {
  it("is for administrators only: 401 signed out, 403 for a user", async () => {
    await expectError(await call("/api/admin/outbox"), 401, "UNAUTHORIZED");
    const { auth } = await createUser();
    await expectError(await call("/api/admin/outbox", { headers: auth }), 403, "FORBIDDEN");
  });

  it("lists every mail newest first with pagination and validates the page", async () => {
    const { auth } = await createUser({ isAdmin: true });
    const base = Date.now() + 60_000;
    const sent = [];
    for (let i = 0; i < 3; i++)
      sent.push(await sendMail(outboxCtx(), draft(address(`list${i}`), { subject: `Mail ${i}` }), base + i * 1000));
    const total = (await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox").first<{ n: number }>())?.n;

    const page = await expectBody(await call("/api/admin/outbox?limit=2", { headers: auth }), 200, OutboxList);
    expect(page.data.map((m) => m.subject)).toEqual(["Mail 2", "Mail 1"]);
    expect(page.pagination).toEqual({ limit: 2, offset: 0, total, hasMore: true });
    expect(page.data[0]).toMatchObject({ to: sent[2]?.to, kind: "password_reset", status: "sent" });

    const next = await expectBody(await call("/api/admin/outbox?limit=2&offset=2", { headers: auth }), 200, OutboxList);
    expect(next.data[0]?.subject).toBe("Mail 0");
    expect(next.pagination.offset).toBe(2);

    await expectError(await call("/api/admin/outbox?limit=0", { headers: auth }), 400, "VALIDATION_FAILED");
    await expectError(await call("/api/admin/outbox?offset=-1", { headers: auth }), 400, "VALIDATION_FAILED");
  });
});
