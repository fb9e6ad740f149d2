import { createApp } from "./app";
import { handleQueueBatch, type NewsletterHandler } from "./queue";
import { createContext } from "./services/context";
import { runMaintenance } from "./services/maintenance";

export { ApiRateLimiter } from "./durable-objects/api-rate-limiter";

const app = createApp();

/** Newsletter delivery is wired by the newsletter feature; until then a message is retried and then dead-lettered. */
const deliverNewsletter: NewsletterHandler = async (message) => {
  throw new Error(`no newsletter delivery is configured for campaign ${message.campaignId}`);
};

export default {
  fetch: app.fetch,
  async queue(batch, env) {
    await handleQueueBatch(batch, env, deliverNewsletter);
  },
  async scheduled(controller, env, _ctx) {
    const done = await runMaintenance(createContext(env), new Date(controller.scheduledTime));
    console.log(`maintenance (cron ${controller.cron}): ${JSON.stringify(done)}`);
  },
} satisfies ExportedHandler<Env>;
