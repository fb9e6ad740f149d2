import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import {
  type CampaignStatus,
  type GeneratedNewsletter,
  type NewsletterCampaign,
  type NewsletterPreview,
  type NewsletterSent,
  type NewsletterSubscribeInput,
  type NewsletterSubscriber,
  newsletterMessages,
  type SendNewsletterInput,
  SUBSCRIBER_LIST_LIMIT,
  type SubscriberStatus,
} from "@common/newsletter";
import { paths } from "@common/paths";
import { newsletterCampaignRecipients, newsletterCampaigns, newsletterSubscribers } from "../db/schema";
import { randomToken, sha256Hex } from "../lib/crypto";
import { AppError, badRequest, conflict, notFound } from "../lib/errors";
import { escapeHtml } from "../lib/html";
import { htmlToPlainText, preheaderHtml, sanitizeCampaignHtml, sanitisingRemoves } from "../lib/mail-html";
import { MailRejectedError } from "../mail";
import type { NewsletterMessage } from "../queue";
import { rateLimiterFor } from "../durable-objects/api-rate-limiter";
import type { AppContext } from "./context";
import { mailErrorText, sendMail } from "./mail";

/** A confirmation link works this long (decision 012). */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Queue.sendBatch takes at most 100 messages. */
const ENQUEUE_CHUNK = 100;
const MAX_ERROR_LENGTH = 500;

/** What the consumer needs of a queue message (worker/queue.ts): one recipient of one campaign, and the site's origin. */
export type NewsletterDelivery = Omit<NewsletterMessage, "type">;

type Defer = (work: Promise<unknown>) => void;

const recipientDone = ["sent", "failed", "skipped"] as const;
const recipientOpen = ["queued", "sending"] as const;

function confirmMail(firstName: string | null | undefined, link: string) {
  const hello = firstName?.trim() ? `Hello ${firstName.trim()},` : "Hello,";
  const lines = [
    "Someone, hopefully you, asked to receive the ReachGen newsletter at this address.",
    "Please confirm with this link (it works for seven days):",
  ];
  const after = "If you did not ask for it, ignore this mail: you will not be subscribed.";
  const text = `${hello}\n\n${lines.join("\n")}\n\n${link}\n\n${after}\n\n— ReachGen\n`;
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const html = [
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">`,
    p(hello),
    ...lines.map(p),
    `<p><a href="${escapeHtml(link)}">Confirm my subscription</a></p>`,
    `<p style="font-size:12px;color:#555">Or paste this address into your browser: ${escapeHtml(link)}</p>`,
    p(after),
    p("— ReachGen"),
    "</body></html>",
  ].join("\n");
  return { subject: "Confirm your ReachGen newsletter subscription", text, html };
}

function alreadySubscribedMail(firstName: string | null, unsubscribeLink: string) {
  const hello = firstName?.trim() ? `Hello ${firstName.trim()},` : "Hello,";
  const body =
    "Someone asked to subscribe this address to the ReachGen newsletter again. It is already subscribed, so nothing changed.";
  const after = "To stop receiving the newsletter, use this link:";
  const text = `${hello}\n\n${body}\n\n${after}\n${unsubscribeLink}\n\n— ReachGen\n`;
  const html = [
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">`,
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p>${escapeHtml(after)} <a href="${escapeHtml(unsubscribeLink)}">Unsubscribe</a></p>`,
    "<p>— ReachGen</p>",
    "</body></html>",
  ].join("\n");
  return { subject: "You are already subscribed to the ReachGen newsletter", text, html };
}

const unsubscribePage = (origin: string, token: string) => `${origin}${paths.newsletterUnsubscribe}?token=${token}`;
/** The RFC 8058 one-click address: mail clients POST `List-Unsubscribe=One-Click` to it. */
const oneClickUnsubscribe = (origin: string, token: string) => `${origin}/api/newsletter/unsubscribe?token=${token}`;

/** A campaign as one subscriber receives it: the campaign's HTML, a plain-text part, a visible unsubscribe link. */
export function campaignMail(campaign: { subject: string; content: string }, origin: string, unsubscribeToken: string) {
  const link = unsubscribePage(origin, unsubscribeToken);
  const footer = "You receive this because you subscribed to the ReachGen newsletter.";
  const text = `${htmlToPlainText(campaign.content)}\n\n--\n${footer}\nUnsubscribe: ${link}\n`;
  const html = [
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111;max-width:640px">`,
    campaign.content,
    `<hr style="border:0;border-top:1px solid #ddd;margin:32px 0 16px">`,
    `<p style="font-size:12px;color:#555">${escapeHtml(footer)} <a href="${escapeHtml(link)}">Unsubscribe</a></p>`,
    "</body></html>",
  ].join("\n");
  return {
    subject: campaign.subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${oneClickUnsubscribe(origin, unsubscribeToken)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * A newsletter signup (double opt-in, decision 012). Every valid request gets the same answer, and the same mailbox
 * gets the mail its state calls for: a new or unsubscribed address becomes `pending` with a fresh confirmation link
 * (a newer link replaces an older one); a pending address gets a new link; a confirmed one is told it already is. One
 * row per address, ever. The mail goes out after the answer.
 */
export async function subscribe(
  ctx: AppContext,
  input: NewsletterSubscribeInput & { origin: string },
  defer: Defer,
  now = Date.now(),
): Promise<string> {
  const { db } = ctx;
  const token = randomToken(32);
  const tokenHash = await sha256Hex(token);
  const at = new Date(now);
  const expires = new Date(now + CONFIRM_TOKEN_TTL_MS);
  const [created] = await db
    .insert(newsletterSubscribers)
    .values({
      email: input.email,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      source: input.source ?? "website",
      status: "pending",
      confirmTokenHash: tokenHash,
      confirmExpires: expires,
      unsubscribeToken: randomToken(32),
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning();
  let subscriber = created;
  if (!subscriber) {
    // An address seen before: a pending or unsubscribed one gets a new link (names given now fill in or replace).
    const [renewed] = await db
      .update(newsletterSubscribers)
      .set({
        status: "pending",
        confirmTokenHash: tokenHash,
        confirmExpires: expires,
        // A new subscription gets a new unsubscribe link: one from an earlier subscription stops working (issue 29).
        unsubscribeToken: randomToken(32),
        ...(input.firstName ? { firstName: input.firstName } : {}),
        ...(input.lastName ? { lastName: input.lastName } : {}),
        updatedAt: at,
      })
      .where(
        and(
          eq(newsletterSubscribers.email, input.email),
          inArray(newsletterSubscribers.status, ["pending", "unsubscribed"]),
        ),
      )
      .returning();
    subscriber = renewed;
  }
  if (subscriber) {
    const link = `${input.origin}${paths.newsletterConfirm}?token=${token}`;
    defer(
      sendMail(ctx, {
        to: subscriber.email,
        ...confirmMail(subscriber.firstName, link),
        kind: "newsletter_confirm",
        idempotencyKey: `newsletter-confirm/${tokenHash}`,
        secrets: [token],
      }),
    );
    return newsletterMessages.checkInbox;
  }
  const [active] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, input.email))
    .limit(1);
  if (active?.unsubscribeToken) {
    defer(
      sendMail(ctx, {
        to: active.email,
        ...alreadySubscribedMail(active.firstName, unsubscribePage(input.origin, active.unsubscribeToken)),
        kind: "newsletter_confirm",
        idempotencyKey: `newsletter-already/${tokenHash}`,
        secrets: [active.unsubscribeToken],
      }),
    );
  }
  return newsletterMessages.checkInbox;
}

/** The confirmation link: `pending` becomes `active` with confirmedAt; opening it again answers "already confirmed". */
export async function confirmSubscription(ctx: AppContext, token: string, now = Date.now()): Promise<string> {
  const { db } = ctx;
  const tokenHash = await sha256Hex(token);
  const [subscriber] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, tokenHash))
    .limit(1);
  if (!subscriber || subscriber.status === "unsubscribed") throw badRequest(newsletterMessages.confirmInvalid);
  if (subscriber.status === "active") return newsletterMessages.alreadyConfirmed;
  if (!subscriber.confirmExpires || subscriber.confirmExpires.getTime() <= now) {
    throw badRequest(newsletterMessages.confirmExpired);
  }
  const at = new Date(now);
  const [confirmed] = await db
    .update(newsletterSubscribers)
    .set({ status: "active", confirmedAt: at, unsubscribedAt: null, updatedAt: at })
    .where(
      and(
        eq(newsletterSubscribers.id, subscriber.id),
        eq(newsletterSubscribers.confirmTokenHash, tokenHash),
        eq(newsletterSubscribers.status, "pending"),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return confirmed ? newsletterMessages.confirmed : newsletterMessages.alreadyConfirmed;
}

/** The unsubscribe link (the page, or a mail client's one-click POST): idempotent; no sign-in. */
export async function unsubscribe(ctx: AppContext, token: string, now = Date.now()): Promise<string> {
  const { db } = ctx;
  const [subscriber] = await db
    .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .limit(1);
  if (!subscriber) throw notFound(newsletterMessages.unsubscribeInvalid);
  if (subscriber.status !== "unsubscribed") {
    const at = new Date(now);
    await db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: at, updatedAt: at })
      .where(eq(newsletterSubscribers.id, subscriber.id));
  }
  return newsletterMessages.unsubscribed;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listSubscribers({ db }: Pick<AppContext, "db">): Promise<NewsletterSubscriber[]> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(SUBSCRIBER_LIST_LIMIT);
  return rows.map((s) => ({
    id: s.id,
    email: s.email,
    firstName: s.firstName,
    lastName: s.lastName,
    source: s.source,
    status: s.status as SubscriberStatus,
    confirmedAt: iso(s.confirmedAt),
    unsubscribedAt: iso(s.unsubscribedAt),
    createdAt: s.createdAt.toISOString(),
  }));
}

export async function listCampaigns({ db }: Pick<AppContext, "db">): Promise<NewsletterCampaign[]> {
  const r = newsletterCampaignRecipients;
  const pending = db
    .select({ n: sql<number>`count(*)` })
    .from(r)
    .where(and(eq(r.campaignId, newsletterCampaigns.id), inArray(r.status, [...recipientOpen])));
  const rows = await db
    .select({ c: newsletterCampaigns, pending: sql<number>`(${pending})` })
    .from(newsletterCampaigns)
    .orderBy(desc(newsletterCampaigns.createdAt), desc(newsletterCampaigns.id))
    .limit(200);
  return rows.map(({ c, pending }) => ({
    id: c.id,
    subject: c.subject,
    content: c.content,
    sentBy: c.sentBy,
    totalRecipients: c.totalRecipients,
    successfulSends: c.successfulSends,
    failedSends: c.failedSends,
    pendingSends: Number(pending),
    status: c.status as CampaignStatus,
    createdAt: c.createdAt.toISOString(),
  }));
}

/** The admin's "GENERATE WITH AI": the configured copy engine writes it, the server sanitises it. */
export async function generateNewsletter(
  ctx: Pick<AppContext, "copy">,
  prompt: string,
  origin: string,
): Promise<GeneratedNewsletter> {
  const draft = await ctx.copy.newsletter(prompt, { siteUrl: origin });
  return {
    success: true,
    subject: oneLine(draft.subject),
    ...(draft.preheader?.trim() ? { preheader: oneLine(draft.preheader) } : {}),
    content: sanitizeCampaignHtml(draft.html),
    provider: draft.provider,
    ...(draft.notice ? { notice: draft.notice } : {}),
  };
}

/** COMPOSE's PREVIEW: the HTML exactly as DEPLOY NEWSLETTER would store and send it. */
export function previewNewsletter(content: string, preheader?: string): NewsletterPreview {
  return { content: withPreheader(sanitizeCampaignHtml(content), preheader), changed: sanitisingRemoves(content) };
}

/** The campaign's HTML with its preheader, hidden, in front: stored so, and so every subscriber receives it. */
const withPreheader = (content: string, preheader: string | undefined) =>
  content ? `${preheaderHtml(preheader)}${content}` : content;

/** A subject is one header line: no line breaks (header injection), no runs of spaces. */
const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

/**
 * Recomputes a campaign's counts and status from its recipient rows, in one statement: `sending` while any recipient
 * is queued or being sent, then `sent` (no failures), `failed` (failures and no delivery) or `partial`.
 */
export async function refreshCampaign({ db }: Pick<AppContext, "db">, campaignId: number): Promise<void> {
  const r = newsletterCampaignRecipients;
  const countWhere = (statuses: readonly string[]) =>
    sql`(select count(*) from ${r} where ${r.campaignId} = ${campaignId} and ${inArray(r.status, [...statuses])})`;
  const sent = countWhere(["sent"]);
  const failed = countWhere(["failed"]);
  await db
    .update(newsletterCampaigns)
    .set({
      successfulSends: sql`${sent}`,
      failedSends: sql`${failed}`,
      status: sql`case
        when ${countWhere(recipientOpen)} > 0 then 'sending'
        when ${failed} = 0 then 'sent'
        when ${sent} = 0 then 'failed'
        else 'partial' end`,
    })
    .where(eq(newsletterCampaigns.id, campaignId));
}

/**
 * "DEPLOY NEWSLETTER": one campaign row and one recipient row per confirmed, active subscriber, written in one batch,
 * then one queue message per recipient; the answer is the recipient count, before any mail is sent. The content is
 * sanitised here, so what is stored is what every subscriber receives.
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
      .returning({ id: newsletterCampaigns.id }),
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
  const campaignId = inserted[0]?.id;
  if (!campaignId) throw new Error("the campaign row was not written");
  const recipients = await db
    .select({ id: newsletterCampaignRecipients.id })
    .from(newsletterCampaignRecipients)
    .where(eq(newsletterCampaignRecipients.campaignId, campaignId));
  try {
    for (let i = 0; i < recipients.length; i += ENQUEUE_CHUNK) {
      await ctx.env.NEWSLETTER_QUEUE.sendBatch(
        recipients.slice(i, i + ENQUEUE_CHUNK).map((r) => ({
          body: {
            type: "newsletter.send",
            campaignId,
            recipientId: r.id,
            origin: input.origin,
          } satisfies NewsletterMessage,
          contentType: "json" as const,
        })),
      );
    }
  } catch (err) {
    // Recipients whose message never reached the queue would wait forever: they are failed, and the admin is told.
    console.error(`campaign ${campaignId}: enqueueing failed`, err);
    await db
      .update(newsletterCampaignRecipients)
      .set({ status: "failed", errorMessage: "not queued: the queue refused the message" })
      .where(
        and(eq(newsletterCampaignRecipients.campaignId, campaignId), eq(newsletterCampaignRecipients.status, "queued")),
      );
    await refreshCampaign(ctx, campaignId);
    throw new AppError("SERVICE_UNAVAILABLE", newsletterMessages.notQueued);
  }
  return { success: true, sentCount: recipients.length, campaignId };
}

/** Within this long, the same subject and content deployed again is the same campaign (issue 29). */
export const DUPLICATE_SEND_MS = 10 * 60 * 1000;

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
    gates.map(async (g) => ({ gate: g, hit: await rateLimiterFor(ctx.env, g).hit(1, DUPLICATE_SEND_MS, now) })),
  );
  const giveBack = () =>
    Promise.all(
      hits
        .filter((h) => h.hit.allowed && h.hit.hitId !== null)
        .map((h) => rateLimiterFor(ctx.env, h.gate).undo(h.hit.hitId!)),
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

/**
 * The queue consumer's work for one recipient, exactly once: a recipient already sent, failed or skipped is left alone
 * (a redelivered message mails nothing); an address unsubscribed since the campaign started is skipped; otherwise the
 * mail goes through sendMail with the key `newsletter/<campaign>/<recipient>`, whose outbox row and provider
 * idempotency key keep a retry after a lost answer or a crash from mailing twice. A provider's refusal of the mail
 * itself fails the recipient at once; anything else is thrown, and the queue retries it with backoff.
 */
export async function deliverNewsletter(ctx: AppContext, delivery: NewsletterDelivery): Promise<void> {
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
    return;
  }
  const { recipient, campaign, subscriber } = row;
  if ((recipientDone as readonly string[]).includes(recipient.status)) return;
  const open = and(eq(r.id, recipient.id), inArray(r.status, [...recipientOpen]));
  if (subscriber.status !== "active" || !subscriber.unsubscribeToken) {
    await db
      .update(r)
      .set({ status: "skipped", errorMessage: `subscriber is ${subscriber.status}` })
      .where(open);
    await refreshCampaign(ctx, campaign.id);
    return;
  }
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
    await db
      .update(r)
      .set({ status: "sent", emailId: mail.providerId ?? `outbox-${mail.id}`, errorMessage: null, sentAt: new Date() })
      .where(open);
  } catch (err) {
    if (!(err instanceof MailRejectedError)) {
      await db
        .update(r)
        .set({ errorMessage: mailErrorText(err) })
        .where(open);
      throw err;
    }
    await db
      .update(r)
      .set({ status: "failed", errorMessage: mailErrorText(err) })
      .where(open);
  }
  await refreshCampaign(ctx, campaign.id);
}

/** A message the queue gave up on (dead-lettered after its retries): its recipient is failed with the reason. */
export async function deadLetterNewsletter(
  ctx: AppContext,
  delivery: NewsletterDelivery,
  attempts: number,
): Promise<void> {
  const r = newsletterCampaignRecipients;
  const [row] = await ctx.db
    .select({ error: r.errorMessage })
    .from(r)
    .where(and(eq(r.id, delivery.recipientId), eq(r.campaignId, delivery.campaignId)))
    .limit(1);
  if (!row) return;
  const reason = `dead-lettered after ${attempts} attempts${row.error ? `: ${row.error}` : ""}`;
  await ctx.db
    .update(r)
    .set({ status: "failed", errorMessage: reason.slice(0, MAX_ERROR_LENGTH) })
    .where(and(eq(r.id, delivery.recipientId), inArray(r.status, [...recipientOpen])));
  await refreshCampaign(ctx, delivery.campaignId);
}
