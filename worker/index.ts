import { createApp } from "./app";
import { handleQueueBatch, type NewsletterHandlers } from "./queue";
import { createContext } from "./services/context";
import { runMaintenance } from "./services/maintenance";
import { deadLetterNewsletter, deliverNewsletter } from "./services/newsletter";

export { ApiRateLimiter } from "./durable-objects/api-rate-limiter";

const app = createApp();

const newsletter: NewsletterHandlers = {
  deliver: (message, env) => deliverNewsletter(createContext(env), message),
  deadLetter: (message, attempts, env) => deadLetterNewsletter(createContext(env), message, attempts),
};

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    await handleQueueBatch(batch, env, newsletter);
  },
  async scheduled(controller, env, _ctx) {
    const done = await runMaintenance(createContext(env), new Date(controller.scheduledTime));
    console.log(`maintenance (cron ${controller.cron}): ${JSON.stringify(done)}`);
  },
} satisfies ExportedHandler<Env>;
