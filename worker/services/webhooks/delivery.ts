import { and, eq } from "drizzle-orm";
import { paths } from "@common/paths";
import { WEBHOOK_RETRY_SCHEDULE_SECONDS } from "@common/webhooks";
import { users, webhookDeliveries, webhookEndpoints, webhookEvents } from "../../db/schema";
import { publicOrigin } from "../../lib/origin";
import type { AppContext } from "../context";
import { sendMail } from "../mail/outbox";
import type { WebhookMessageBody } from "./ids";
import { checkWebhookUrl, isRefusal, resolvePublic } from "./url-rules";

/**
 * Sends one delivery (decision 033): signed per Standard Webhooks with every live secret of its endpoint, POSTed with a
 * 10 s timeout and no redirects; a 2xx acknowledges it. A failure is recorded and retried on
 * WEBHOOK_RETRY_SCHEDULE_SECONDS; after the last, the delivery is failed, its endpoint disabled and the owner mailed.
 */

export const USER_AGENT = "ReachGen-Webhooks/1";
export const DELIVERY_TIMEOUT_MS = 10_000;
/** The most of a receiver's answer that is read (and the first part of it kept in the error). */
const ANSWER_BYTES = 4096;

export const deliveryMessages = {
  disabled: "The endpoint is disabled; pending deliveries stop",
  exhausted: (attempts: number) =>
    `Disabled after ${attempts} failed attempts over about 28 hours (the last delivery kept failing)`,
  gaveUp: "The delivery could not be attempted after several tries on our side",
  redirect: (status: number, location: string | null) =>
    `Answered ${status}, a redirect${location ? ` to ${location.slice(0, 200)}` : ""}; webhooks do not follow redirects`,
  timeout: `No answer within ${DELIVERY_TIMEOUT_MS / 1000} seconds`,
} as const;

const te = new TextEncoder();

function base64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

/** A `whsec_` secret's key bytes (the base64 after the prefix). */
function secretBytes(secret: string): Uint8Array {
  const raw = atob(secret.startsWith("whsec_") ? secret.slice(6) : secret);
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** A new `whsec_` secret: 24 random bytes, base64. */
export function newWebhookSecret(): string {
  return `whsec_${base64(crypto.getRandomValues(new Uint8Array(24)))}`;
}

/** The `webhook-signature` header: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` per secret, space-separated. */
export async function signWebhook(secrets: string[], id: string, timestamp: number, body: string): Promise<string> {
  const signed = te.encode(`${id}.${timestamp}.${body}`);
  const parts: string[] = [];
  for (const secret of secrets) {
    const key = await crypto.subtle.importKey("raw", secretBytes(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
    ]);
    parts.push(`v1,${base64(new Uint8Array(await crypto.subtle.sign("HMAC", key, signed)))}`);
  }
  return parts.join(" ");
}

/** The retry schedule as this configuration runs it: compressed by WEBHOOK_RETRY_SCALE outside production. */
export function retryDelaySeconds(env: Pick<Env, "ENVIRONMENT" | "WEBHOOK_RETRY_SCALE">, afterAttempt: number) {
  const base = WEBHOOK_RETRY_SCHEDULE_SECONDS[afterAttempt - 1];
  if (base === undefined) return null;
  const scale = env.ENVIRONMENT === "production" ? 1 : Number(env.WEBHOOK_RETRY_SCALE ?? 1);
  return Number.isFinite(scale) && scale >= 0 && scale < 1 ? Math.round(base * scale) : base;
}

/** Reads at most ANSWER_BYTES of a response and lets the rest go. */
async function answerText(res: Response): Promise<string> {
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < ANSWER_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // A broken answer still has its status.
  } finally {
    reader.cancel().catch(() => undefined);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(all.subarray(0, ANSWER_BYTES));
}

interface Attempt {
  ok: boolean;
  status: number | null;
  error: string | null;
}

/** One POST of the event to the endpoint's URL, checked against the URL rules first (and, deployed, resolved). */
async function attempt(
  env: Env,
  endpoint: { url: string; secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null },
  event: { id: string; payload: string },
  now: Date,
): Promise<Attempt> {
  const production = env.ENVIRONMENT === "production";
  const check = checkWebhookUrl(endpoint.url, production);
  if (isRefusal(check)) return { ok: false, status: null, error: check.message };
  if (check.resolve) {
    const refused = await resolvePublic(check.resolve, env.WEBHOOK_DOH_URL);
    if (refused) return { ok: false, status: null, error: refused.message };
  }
  const secrets = [endpoint.secret];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now)
    secrets.push(endpoint.previousSecret);
  const timestamp = Math.floor(now.getTime() / 1000);
  try {
    const res = await fetch(check.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": USER_AGENT,
        "webhook-id": event.id,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": await signWebhook(secrets, event.id, timestamp, event.payload),
      },
      body: event.payload,
      redirect: "manual",
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    const text = await answerText(res);
    if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status, error: null };
    if (res.status >= 300 && res.status < 400)
      return {
        ok: false,
        status: res.status,
        error: deliveryMessages.redirect(res.status, res.headers.get("location")),
      };
    const snippet = text.trim().replace(/\s+/g, " ").slice(0, 200);
    return { ok: false, status: res.status, error: `Answered ${res.status}${snippet ? `: ${snippet}` : ""}` };
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
    return {
      ok: false,
      status: null,
      error: timedOut ? deliveryMessages.timeout : `Could not connect: ${String(err).slice(0, 200)}`,
    };
  }
}

/** What the consumer does with the message: acknowledge it, or retry it after `retryAfter` seconds. */
export type DeliveryOutcome =
  | { done: "succeeded" | "failed" | "skipped" }
  | { done: "retry"; retryAfter: number; attempts: number };

/**
 * Runs one delivery's message. Settled or vanished deliveries are skipped (a redelivered message sends nothing
 * twice); a disabled endpoint's pending delivery stops. Throws only on a failure of our own (the queue retries).
 */
export async function deliverWebhook(
  ctx: Pick<AppContext, "db" | "env" | "mail">,
  message: WebhookMessageBody,
  now = new Date(),
): Promise<DeliveryOutcome> {
  const found = (
    await ctx.db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, event: webhookEvents })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.id, message.deliveryId))
      .limit(1)
  )[0];
  if (found?.delivery.status !== "pending") return { done: "skipped" };
  const { delivery, endpoint, event } = found;
  const pending = and(
    eq(webhookDeliveries.id, delivery.id),
    eq(webhookDeliveries.status, "pending"),
    eq(webhookDeliveries.attempts, delivery.attempts),
  );
  if (!endpoint.isEnabled) {
    await ctx.db
      .update(webhookDeliveries)
      .set({ status: "failed", lastError: deliveryMessages.disabled, nextAttemptAt: null, updatedAt: now })
      .where(pending);
    return { done: "failed" };
  }
  const result = await attempt(ctx.env, endpoint, event, now);
  const attempts = delivery.attempts + 1;
  const recorded = { attempts, lastResponseCode: result.status, lastError: result.error, lastAttemptAt: now };
  if (result.ok) {
    await ctx.db
      .update(webhookDeliveries)
      .set({ ...recorded, status: "succeeded", nextAttemptAt: null, updatedAt: now })
      .where(pending);
    return { done: "succeeded" };
  }
  const delay = message.replay ? null : retryDelaySeconds(ctx.env, attempts);
  if (delay !== null) {
    await ctx.db
      .update(webhookDeliveries)
      .set({ ...recorded, nextAttemptAt: new Date(now.getTime() + delay * 1000), updatedAt: now })
      .where(pending);
    return { done: "retry", retryAfter: delay, attempts };
  }
  await ctx.db
    .update(webhookDeliveries)
    .set({ ...recorded, status: "failed", nextAttemptAt: null, updatedAt: now })
    .where(pending);
  // A replay is one attempt on its owner's request: its failure does not disable the endpoint.
  if (!message.replay) await disableExhausted(ctx, endpoint.id, endpoint.userId, endpoint.url, attempts, now);
  return { done: "failed" };
}

/** After the last attempt: the endpoint disabled (saying why), its other pending deliveries stopped, the owner mailed. */
async function disableExhausted(
  ctx: Pick<AppContext, "db" | "env" | "mail">,
  endpointId: string,
  userId: number,
  url: string,
  attempts: number,
  now: Date,
) {
  const disabled = await ctx.db
    .update(webhookEndpoints)
    .set({ isEnabled: false, disabledReason: deliveryMessages.exhausted(attempts), disabledAt: now, updatedAt: now })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.isEnabled, true)))
    .returning({ id: webhookEndpoints.id });
  if (!disabled[0]) return;
  const owner = (await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1))[0];
  if (!owner) return;
  const NO_REQUEST = "http://no-request.invalid";
  const configured = publicOrigin(ctx.env, NO_REQUEST);
  const page = configured === NO_REQUEST ? paths.apiKeys : `${configured}${paths.apiKeys}`;
  await sendMail(ctx, {
    to: owner.email,
    subject: "A ReachGen webhook endpoint was disabled",
    text: [
      "Hello,",
      "",
      `ReachGen could not deliver events to your webhook endpoint ${url}: it failed ${attempts} times in a row over about 28 hours, so we have turned the endpoint off and stopped sending to it.`,
      "",
      `When your server answers again, open the API Keys page (${page}), turn the endpoint back on under Webhooks, and replay any delivery you missed from its delivery log.`,
      "",
      "ReachGen",
    ].join("\n"),
    idempotencyKey: `webhook-disabled:${endpointId}:${now.getTime()}`,
    kind: "security",
  }).catch((err: unknown) => console.error(`webhook endpoint ${endpointId} disabled; mail not sent`, err));
}

/** A message the queue gave up on (the dead-letter queue): its delivery is failed, unless it was settled since. */
export async function deadLetterWebhook(ctx: Pick<AppContext, "db">, message: WebhookMessageBody, now = new Date()) {
  await ctx.db
    .update(webhookDeliveries)
    .set({ status: "failed", lastError: deliveryMessages.gaveUp, nextAttemptAt: null, updatedAt: now })
    .where(and(eq(webhookDeliveries.id, message.deliveryId), eq(webhookDeliveries.status, "pending")));
}
