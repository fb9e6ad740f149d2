import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { expect, inject } from "vitest";
import { type WebhookEventType, WebhookEndpointWithSecret } from "@common/webhooks";
import { webhookDeliveries } from "../db/schema";
import worker from "../index";
import { WEBHOOKS_DLQ, WEBHOOKS_QUEUE, type WebhookMessage } from "../queue";
import { db } from "./api-support";
import { call, expectBody, jsonInit } from "./helpers";
import type { ReceivedWebhook } from "./webhook-receiver.global";

// The webhooks Queue is played as Cloudflare Queues do (as worker/test/api/api-jobs.test.ts does for jobs): the producer
// goes to a queue nobody consumes (vitest.config.ts), and each delivery's message is handed to the Worker's own
// queue() handler, retried ones again after the delay the consumer asked for. The receiver is a real HTTP server
// (worker/test/webhook-receiver.global.ts) the deliveries reach over the network.

export const receiverBase = () => inject("webhookReceiverBase");

/** A unique receiver path for one test. */
export const receiverPath = (name: string) => `/hooks/${name}-${crypto.randomUUID().slice(0, 8)}`;

export async function addEndpoint(
  auth: Record<string, string>,
  path: string,
  events: WebhookEventType[],
  e: Partial<{ description: string }> = {},
) {
  const res = await call("/api/v1/webhooks", jsonInit("POST", { url: `${receiverBase()}${path}`, events, ...e }, auth));
  return expectBody(res, 201, WebhookEndpointWithSecret);
}

/** What the receiver got at `path`, in order. */
export async function received(path: string): Promise<ReceivedWebhook[]> {
  return (await (await fetch(`${receiverBase()}/__received?path=${encodeURIComponent(path)}`)).json()) as never;
}

/** The next `statuses` answers of `path` (then 200). */
export async function script(path: string, statuses: number[]) {
  await fetch(`${receiverBase()}/__script`, { method: "POST", body: JSON.stringify({ path, statuses }) });
}

/** DNS-over-HTTPS answers for a name (the production URL rules resolve through them in the tests). */
export async function dnsAnswers(name: string, answers: { A?: string[]; AAAA?: string[] }) {
  await fetch(`${receiverBase()}/__dns`, { method: "POST", body: JSON.stringify({ name, ...answers }) });
}

export const deliveriesOfEndpoint = (endpointId: string) =>
  db()
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt));

export const deliveryRow = async (id: string) =>
  (await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)).limit(1))[0]!;

/** Hands one message to the Worker's queue() handler and answers what it did with it. */
export async function deliverMessage(body: WebhookMessage, attempts = 1, queue = WEBHOOKS_QUEUE, e: Env = env) {
  const id = crypto.randomUUID();
  const batch = createMessageBatch<WebhookMessage>(queue, [{ id, timestamp: new Date(), attempts, body }]);
  // The delay the consumer asks for, as message.retry() is called (the queue result does not always carry it).
  const asked: (number | undefined)[] = [];
  for (const m of batch.messages) {
    const retry = m.retry.bind(m);
    m.retry = (options?: QueueRetryOptions) => {
      asked.push(options?.delaySeconds);
      retry(options);
    };
  }
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<unknown>, e);
  const result = await getQueueResult(batch, ctx);
  const retried = result.retryMessages.some((r) => r.msgId === id);
  if (!retried) expect(result.explicitAcks).toEqual([id]);
  return retried ? { acked: false, delaySeconds: asked[0] ?? 0 } : { acked: true, delaySeconds: null };
}

/**
 * Delivers a delivery's message until acknowledged, each retry after the delay asked (the test's clock does not wait:
 * the consumer is called again at once). Answers the delays asked for, in order.
 */
export async function drainDelivery(deliveryId: string, options: { replay?: boolean; e?: Env } = {}) {
  const delays: number[] = [];
  const body: WebhookMessage = options.replay
    ? { type: "webhook.deliver", deliveryId, replay: true }
    : { type: "webhook.deliver", deliveryId };
  for (let attempts = 1; attempts <= 20; attempts++) {
    const outcome = await deliverMessage(body, attempts, WEBHOOKS_QUEUE, options.e);
    if (outcome.acked) return delays;
    delays.push(outcome.delaySeconds!);
  }
  throw new Error(`delivery ${deliveryId} was still retried after 20 attempts`);
}

export const deadLetter = (deliveryId: string) =>
  deliverMessage({ type: "webhook.deliver", deliveryId }, 13, WEBHOOKS_DLQ);
