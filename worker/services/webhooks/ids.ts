/** Ids and queue messages of webhooks (decision 033). */

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

/** `we_`, `wd_` or `msg_` and 24 lowercase letters and digits, without modulo bias (bytes ≥ 252 are drawn again). */
export function newWebhookId(prefix: "we" | "wd" | "msg"): string {
  let out = "";
  while (out.length < 24) {
    for (const b of crypto.getRandomValues(new Uint8Array(32))) if (b < 252 && out.length < 24) out += ALPHABET[b % 36];
  }
  return `${prefix}_${out}`;
}

/** What a delivery's message carries (worker/queue.ts WebhookMessage): the delivery's id; a replay is tried once. */
export interface WebhookMessageBody {
  type: "webhook.deliver";
  deliveryId: string;
  replay?: boolean;
}

/** Queues one message per delivery, sent at once. */
export async function queueDeliveries(env: Env, deliveryIds: string[], replay = false): Promise<void> {
  if (deliveryIds.length === 0) return;
  const body = (deliveryId: string): WebhookMessageBody =>
    replay ? { type: "webhook.deliver", deliveryId, replay: true } : { type: "webhook.deliver", deliveryId };
  for (let i = 0; i < deliveryIds.length; i += 100)
    await env.WEBHOOKS_QUEUE.sendBatch(deliveryIds.slice(i, i + 100).map((id) => ({ body: body(id) })));
}
