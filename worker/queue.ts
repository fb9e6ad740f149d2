import { z } from "zod";

/**
 * Messages on NEWSLETTER_QUEUE. One newsletter send becomes one message per recipient, so a failing address is retried
 * alone and lands in the dead-letter queue after max_retries (wrangler.toml) without holding back the others.
 */
export const NewsletterMessage = z.object({
  type: z.literal("newsletter.send"),
  campaignId: z.number().int().positive(),
  recipientId: z.number().int().positive(),
});
export type NewsletterMessage = z.infer<typeof NewsletterMessage>;

export type NewsletterHandler = (message: NewsletterMessage, env: Env) => Promise<void>;

const DLQ_NAME = "reachgen-newsletter-dlq";

/**
 * Queue consumer. Malformed bodies are acknowledged and logged (retrying cannot fix them); a handler failure retries
 * the one message. Messages arriving on the dead-letter queue are logged for the administrator and acknowledged.
 */
export async function handleQueueBatch(
  batch: MessageBatch<unknown>,
  env: Env,
  handler: NewsletterHandler,
): Promise<void> {
  for (const message of batch.messages) {
    if (batch.queue === DLQ_NAME) {
      console.error(`newsletter message ${message.id} dead-lettered after ${message.attempts} attempts`, message.body);
      message.ack();
      continue;
    }
    const parsed = NewsletterMessage.safeParse(message.body);
    if (!parsed.success) {
      console.error(`dropping malformed queue message ${message.id}`, parsed.error.issues);
      message.ack();
      continue;
    }
    try {
      await handler(parsed.data, env);
      message.ack();
    } catch (err) {
      console.error(`newsletter message ${message.id} failed (attempt ${message.attempts})`, err);
      message.retry({ delaySeconds: Math.min(60, 2 ** message.attempts) });
    }
  }
}
