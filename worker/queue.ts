import { z } from "zod";

/**
 * Messages on NEWSLETTER_QUEUE. One newsletter send becomes one message per recipient, so a failing address is retried
 * alone and lands in the dead-letter queue after max_retries (wrangler.toml) without holding back the others. A large
 * campaign is enqueued 1,000 recipients at a time: `newsletter.enqueue` carries the rest to the next invocation
 * (services/newsletter/enqueue.ts, decision 038).
 */
export const NewsletterSendMessage = z.object({
  type: z.literal("newsletter.send"),
  campaignId: z.number().int().positive(),
  recipientId: z.number().int().positive(),
  /** The site the mail's links point to (the origin the administrator sent it from). */
  origin: z.url({ protocol: /^https?$/ }),
});
export type NewsletterSendMessage = z.infer<typeof NewsletterSendMessage>;

export const NewsletterEnqueueMessage = z.object({
  type: z.literal("newsletter.enqueue"),
  campaignId: z.number().int().positive(),
  origin: z.url({ protocol: /^https?$/ }),
});
export type NewsletterEnqueueMessage = z.infer<typeof NewsletterEnqueueMessage>;

export const NewsletterMessage = z.discriminatedUnion("type", [NewsletterSendMessage, NewsletterEnqueueMessage]);
export type NewsletterMessage = z.infer<typeof NewsletterMessage>;

export interface NewsletterHandlers {
  /** Sends one recipient's mail; `retryAfter` seconds when the provider is rate-limiting; throws to have it retried. */
  deliver(message: NewsletterSendMessage, env: Env): Promise<{ retryAfter?: number }>;
  /** Enqueues the campaign's next recipients; throws to have it retried (it resumes where the queue last accepted). */
  enqueue(message: NewsletterEnqueueMessage, env: Env): Promise<void>;
  /** Records a message the queue gave up on after `attempts` deliveries. */
  deadLetter(message: NewsletterMessage, attempts: number, env: Env): Promise<void>;
  /** Milliseconds between the starts of two sends, which keeps the consumer under the mail provider's rate. */
  sendIntervalMs(env: Env): number;
}

export const NEWSLETTER_DLQ = "reachgen-newsletter-dlq";

/**
 * Seconds before a failed delivery is tried again: 5, 15, 45, 135, then 300. Together longer than the five minutes
 * after which a mail left `sending` by a crashed Worker may be sent again (services/mail/outbox.ts STALE_SENDING_MS).
 */
export const retryDelaySeconds = (attempts: number) => Math.min(300, 5 * 3 ** Math.max(0, attempts - 1));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Queue consumer. Through a real provider the sends of a batch go one after another, each `sendIntervalMs` after the
 * previous one started (with max_concurrency = 1 in wrangler.toml, one batch runs at a time: the whole queue keeps the
 * provider's pace); through the outbox they go side by side.
 * Each message is acknowledged or retried alone. A provider answering 429 retries that message after its Retry-After,
 * and the batch's later sends with it, unsent. Malformed bodies are acknowledged and logged (retrying cannot fix them).
 * Messages arriving on the dead-letter queue are recorded as failed deliveries and acknowledged.
 */
export async function handleQueueBatch(
  batch: MessageBatch<unknown>,
  env: Env,
  handlers: NewsletterHandlers,
): Promise<void> {
  if (batch.queue === NEWSLETTER_DLQ) {
    await Promise.all(
      batch.messages.map(async (message) => {
        const parsed = NewsletterMessage.safeParse(message.body);
        if (!parsed.success) {
          console.error(`dropping malformed queue message ${message.id}`, parsed.error.issues);
          message.ack();
          return;
        }
        console.error(`newsletter message ${message.id} dead-lettered`, parsed.data);
        try {
          await handlers.deadLetter(parsed.data, message.attempts, env);
          message.ack();
        } catch (err) {
          console.error(`dead-lettered message ${message.id} not recorded`, err);
          message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
        }
      }),
    );
    return;
  }
  const interval = handlers.sendIntervalMs(env);
  let nextSendAt = 0;
  let rateLimited: number | undefined;
  const handle = async (message: Message<unknown>) => {
    const parsed = NewsletterMessage.safeParse(message.body);
    if (!parsed.success) {
      console.error(`dropping malformed queue message ${message.id}`, parsed.error.issues);
      message.ack();
      return;
    }
    try {
      if (parsed.data.type === "newsletter.enqueue") {
        await handlers.enqueue(parsed.data, env);
        message.ack();
        return;
      }
      if (rateLimited !== undefined) {
        message.retry({ delaySeconds: rateLimited });
        return;
      }
      const wait = nextSendAt - Date.now();
      if (wait > 0) await sleep(wait);
      nextSendAt = Date.now() + interval;
      const outcome = await handlers.deliver(parsed.data, env);
      if (outcome.retryAfter === undefined) {
        message.ack();
      } else {
        rateLimited = outcome.retryAfter;
        message.retry({ delaySeconds: rateLimited });
      }
    } catch (err) {
      console.error(`newsletter message ${message.id} failed (attempt ${message.attempts})`, err);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  };
  // Unpaced (the outbox: nothing leaves the Worker), the batch's messages are handled side by side.
  if (interval === 0) await Promise.all(batch.messages.map(handle));
  else for (const message of batch.messages) await handle(message);
}

/**
 * Messages on CREATIVES_QUEUE (services/creatives/sets.ts): draw every language of one size of a concept, so its
 * creatives are stored before anyone asks. Sent after a concept is made and after a platform's renditions are made again.
 */
export const CreativesMessage = z.object({
  type: z.literal("creatives.draw"),
  conceptId: z.number().int().positive(),
  sizeKey: z.string().regex(/^[a-z]+_[a-z]+$/),
});
export type CreativesMessage = z.infer<typeof CreativesMessage>;

export const CREATIVES_QUEUE = "reachgen-creatives";
export const CREATIVES_DLQ = "reachgen-creatives-dlq";

export interface CreativesHandlers {
  /** Draws the message's creatives (those stored are skipped); throws to have it retried. */
  draw(message: CreativesMessage, env: Env): Promise<void>;
}

/** Whether a batch comes from the creatives queue or its dead-letter queue. */
export const isCreativesQueue = (queue: string) => queue === CREATIVES_QUEUE || queue === CREATIVES_DLQ;

/**
 * The creatives consumer: each message drawn and acknowledged, or retried after 10, 30, 90 s (max_retries in
 * wrangler.toml) while the creatives Worker fails. A message that reaches the dead-letter queue is logged and
 * acknowledged: its creatives are drawn when first asked for.
 */
export async function handleCreativesBatch(
  batch: MessageBatch<unknown>,
  env: Env,
  handlers: CreativesHandlers,
): Promise<void> {
  for (const message of batch.messages) {
    const parsed = CreativesMessage.safeParse(message.body);
    if (!parsed.success) {
      console.error(`dropping malformed creatives message ${message.id}`, parsed.error.issues);
      message.ack();
      continue;
    }
    if (batch.queue === CREATIVES_DLQ) {
      console.error(`creatives message ${message.id} dead-lettered; drawn when first asked for`, parsed.data);
      message.ack();
      continue;
    }
    try {
      await handlers.draw(parsed.data, env);
      message.ack();
    } catch (err) {
      console.error(`creatives message ${message.id} failed (attempt ${message.attempts})`, err);
      message.retry({ delaySeconds: 10 * 3 ** Math.max(0, message.attempts - 1) });
    }
  }
}

/**
 * Messages on JOBS_QUEUE (services/api/jobs.ts): run one async job of the public API. The message names the job; its
 * request is stored with it.
 */
export const JobMessage = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("job.run"),
    jobId: z.string().regex(/^job_[0-9a-z]{24}$/),
  }),
  /** One row of a bulk job (services/bulk): the job's rows each have their own message. */
  z.object({
    type: z.literal("bulk.row"),
    jobId: z.string().regex(/^job_[0-9a-z]{24}$/),
    row: z.number().int().positive(),
  }),
]);
export type JobMessage = z.infer<typeof JobMessage>;

export const JOBS_QUEUE = "reachgen-jobs";
export const JOBS_DLQ = "reachgen-jobs-dlq";

export interface JobsHandlers {
  /** Runs the job; returns when it is done with (succeeded or failed for good), throws a transient failure. */
  run(message: JobMessage, env: Env): Promise<unknown>;
  /** Records a job the queue gave up on as failed. */
  deadLetter(message: JobMessage, env: Env): Promise<void>;
}

/** Whether a batch comes from the jobs queue or its dead-letter queue. */
export const isJobsQueue = (queue: string) => queue === JOBS_QUEUE || queue === JOBS_DLQ;

/**
 * The jobs consumer: each message run and acknowledged, or retried after 10, 30, 90 s (max_retries in wrangler.toml)
 * while its failure is transient; after the last attempt the dead-letter queue marks the job failed.
 */
export async function handleJobsBatch(batch: MessageBatch<unknown>, env: Env, handlers: JobsHandlers): Promise<void> {
  for (const message of batch.messages) {
    const parsed = JobMessage.safeParse(message.body);
    if (!parsed.success) {
      console.error(`dropping malformed job message ${message.id}`, parsed.error.issues);
      message.ack();
      continue;
    }
    if (batch.queue === JOBS_DLQ) {
      console.error(`job message ${message.id} dead-lettered`, parsed.data);
      try {
        await handlers.deadLetter(parsed.data, env);
        message.ack();
      } catch (err) {
        console.error(`dead-lettered job ${parsed.data.jobId} not recorded`, err);
        message.retry({ delaySeconds: 30 });
      }
      continue;
    }
    try {
      await handlers.run(parsed.data, env);
      message.ack();
    } catch (err) {
      console.error(`job ${parsed.data.jobId} failed (attempt ${message.attempts})`, err);
      message.retry({ delaySeconds: 10 * 3 ** Math.max(0, message.attempts - 1) });
    }
  }
}

/**
 * Messages on WEBHOOKS_QUEUE (services/webhooks, decision 033): send one delivery. A failed attempt is retried by the
 * consumer after the delay the delivery's schedule gives; `replay` is one attempt on its owner's request.
 */
export const WebhookMessage = z.object({
  type: z.literal("webhook.deliver"),
  deliveryId: z.string().regex(/^wd_[0-9a-z]{24}$/),
  replay: z.boolean().optional(),
});
export type WebhookMessage = z.infer<typeof WebhookMessage>;

export const WEBHOOKS_QUEUE = "reachgen-webhooks";
export const WEBHOOKS_DLQ = "reachgen-webhooks-dlq";

export interface WebhooksHandlers {
  /** Attempts the delivery: `retryAfter` seconds when it failed with attempts left; throws a failure of our own. */
  deliver(message: WebhookMessage, env: Env): Promise<{ retryAfter?: number }>;
  /** Records a delivery the queue gave up on as failed. */
  deadLetter(message: WebhookMessage, env: Env): Promise<void>;
}

/** Whether a batch comes from the webhooks queue or its dead-letter queue. */
export const isWebhooksQueue = (queue: string) => queue === WEBHOOKS_QUEUE || queue === WEBHOOKS_DLQ;

/**
 * The webhooks consumer: the messages of a batch sent side by side (each to its own receiver), each acknowledged, or
 * retried after the schedule's delay when the receiver failed, or after 30 s when we did.
 */
export async function handleWebhooksBatch(
  batch: MessageBatch<unknown>,
  env: Env,
  handlers: WebhooksHandlers,
): Promise<void> {
  await Promise.all(
    batch.messages.map(async (message) => {
      const parsed = WebhookMessage.safeParse(message.body);
      if (!parsed.success) {
        console.error(`dropping malformed webhook message ${message.id}`, parsed.error.issues);
        message.ack();
        return;
      }
      try {
        if (batch.queue === WEBHOOKS_DLQ) {
          await handlers.deadLetter(parsed.data, env);
          message.ack();
          return;
        }
        const outcome = await handlers.deliver(parsed.data, env);
        if (outcome.retryAfter === undefined) message.ack();
        else message.retry({ delaySeconds: outcome.retryAfter });
      } catch (err) {
        console.error(
          `webhook delivery ${parsed.data.deliveryId} failed on our side (attempt ${message.attempts})`,
          err,
        );
        message.retry({ delaySeconds: 30 });
      }
    }),
  );
}
