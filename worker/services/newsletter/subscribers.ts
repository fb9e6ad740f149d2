import { and, desc, eq, inArray } from "drizzle-orm";
import {
  type NewsletterSubscribeInput,
  type NewsletterSubscriber,
  newsletterMessages,
  SUBSCRIBER_LIST_LIMIT,
  type SubscriberStatus,
} from "@common/newsletter";
import { paths } from "@common/paths";
import { newsletterSubscribers } from "../../db/schema";
import { randomToken, sha256Hex } from "../../lib/crypto";
import { badRequest, notFound } from "../../lib/errors";
import { escapeHtml } from "../../lib/html";
import type { AppContext } from "../context";
import { sendMail } from "../mail/outbox";
import { unsubscribePage } from "./compose";

/** A confirmation link works this long (decision 012). */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type Defer = (work: Promise<unknown>) => void;

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
