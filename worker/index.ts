import { createApp } from "./app";
import { handleQueueBatch, type NewsletterHandler } from "./queue";
import { createContext } from "./services/context";
import { resetMonthlyCounters } from "./services/monthly-reset";

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
    const reset = await resetMonthlyCounters(createContext(env), new Date(controller.scheduledTime));
    console.log(`monthly reset: ${reset} users' concept counters reset (cron ${controller.cron})`);
  },
} satisfies ExportedHandler<Env>;
