import { createApp } from "./app";
import {
  type CreativesHandlers,
  handleCreativesBatch,
  handleJobsBatch,
  handleQueueBatch,
  isCreativesQueue,
  isJobsQueue,
  type JobsHandlers,
  type NewsletterHandlers,
} from "./queue";
import { createContext } from "./services/context";
import { drawQueuedCreatives } from "./services/creative-sets";
import { deadLetterJob, runJob } from "./services/jobs";
import { runMaintenance } from "./services/maintenance";
import { deadLetterNewsletter, deliverNewsletter } from "./services/newsletter";

export { ApiRateLimiter } from "./durable-objects/api-rate-limiter";

const app = createApp();

const newsletter: NewsletterHandlers = {
  deliver: (message, env) => deliverNewsletter(createContext(env), message),
  deadLetter: (message, attempts, env) => deadLetterNewsletter(createContext(env), message, attempts),
};

const creatives: CreativesHandlers = {
  draw: async (message, env) => {
    const done = await drawQueuedCreatives(createContext(env), message);
    if (done.skipped) console.log(`creatives: concept ${message.conceptId} has no ${message.sizeKey} now; dropped`);
  },
};

const jobs: JobsHandlers = {
  run: (message, env) => runJob(createContext(env), message),
  deadLetter: (message, env) => deadLetterJob(createContext(env), message),
};

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    if (isCreativesQueue(batch.queue)) await handleCreativesBatch(batch, env, creatives);
    else if (isJobsQueue(batch.queue)) await handleJobsBatch(batch, env, jobs);
    else await handleQueueBatch(batch, env, newsletter);
  },
  async scheduled(controller, env, _ctx) {
    const done = await runMaintenance(createContext(env), new Date(controller.scheduledTime));
    console.log(`maintenance (cron ${controller.cron}): ${JSON.stringify(done)}`);
  },
} satisfies ExportedHandler<Env>;
