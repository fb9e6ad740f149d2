import { createApp } from "./app";
import {
  type CreativesHandlers,
  handleCreativesBatch,
  handleJobsBatch,
  handleQueueBatch,
  handleWebhooksBatch,
  isCreativesQueue,
  isJobsQueue,
  isWebhooksQueue,
  type JobsHandlers,
  type NewsletterHandlers,
  type WebhooksHandlers,
} from "./queue";
import { createContext } from "./services/context";
import { drawQueuedCreatives } from "./services/creatives/sets";
import { deadLetterBulkRow, runBulkRow } from "./services/bulk/run";
import { deadLetterJob, runJob } from "./services/api/jobs-run";
import { runMaintenance } from "./services/admin/maintenance";
import { continueEnqueue, deadLetterNewsletter, deliverNewsletter, sendIntervalMs } from "./services/newsletter";
import { deadLetterWebhook, deliverWebhook } from "./services/webhooks";

export { ApiMeter } from "./durable-objects/api-meter";
export { CheckoutThrottle } from "./durable-objects/checkout-throttle";
export { NewsletterSendGate } from "./durable-objects/newsletter-send-gate";
export { SignInThrottle } from "./durable-objects/sign-in-throttle";
export { SignupThrottle } from "./durable-objects/signup-throttle";
export { UploadThrottle } from "./durable-objects/upload-throttle";
export { UsageLedger } from "./durable-objects/usage-ledger";

const app = createApp();

const newsletter: NewsletterHandlers = {
  deliver: (message, env) => deliverNewsletter(createContext(env), message),
  enqueue: (message, env) => continueEnqueue(createContext(env), message),
  deadLetter: (message, attempts, env) => deadLetterNewsletter(createContext(env), message, attempts),
  sendIntervalMs,
};

const creatives: CreativesHandlers = {
  draw: async (message, env) => {
    const done = await drawQueuedCreatives(createContext(env), message);
    if (done.skipped) console.log(`creatives: concept ${message.conceptId} has no ${message.sizeKey} now; dropped`);
  },
};

const jobs: JobsHandlers = {
  run: (message, env) =>
    message.type === "bulk.row" ? runBulkRow(createContext(env), message) : runJob(createContext(env), message),
  deadLetter: (message, env) =>
    message.type === "bulk.row"
      ? deadLetterBulkRow(createContext(env), message)
      : deadLetterJob(createContext(env), message),
};

const webhooks: WebhooksHandlers = {
  deliver: async (message, env) => {
    const outcome = await deliverWebhook(createContext(env), message);
    return outcome.done === "retry" ? { retryAfter: outcome.retryAfter } : {};
  },
  deadLetter: (message, env) => deadLetterWebhook(createContext(env), message),
};

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    if (isCreativesQueue(batch.queue)) await handleCreativesBatch(batch, env, creatives);
    else if (isJobsQueue(batch.queue)) await handleJobsBatch(batch, env, jobs);
    else if (isWebhooksQueue(batch.queue)) await handleWebhooksBatch(batch, env, webhooks);
    else await handleQueueBatch(batch, env, newsletter);
  },
  async scheduled(controller, env, _ctx) {
    const done = await runMaintenance(createContext(env), new Date(controller.scheduledTime));
    console.log(`maintenance (cron ${controller.cron}): ${JSON.stringify(done)}`);
  },
} satisfies ExportedHandler<Env>;
