// The newsletter (decisions 012 and 038), a file per verb: subscribers sign up, confirm and leave; the admin composes
// and sends; the consumer enqueues, delivers and counts.
export { generateNewsletter, previewNewsletter } from "./compose";
export { listCampaigns, recountStaleCampaigns } from "./counters";
export { deadLetterNewsletter, deliverNewsletter, sendIntervalMs } from "./deliver";
export { continueEnqueue } from "./enqueue";
export { sendNewsletter, sendNewsletterOnce } from "./send";
export {
  CONFIRM_TOKEN_TTL_MS,
  confirmSubscription,
  listSubscribers,
  subscribe,
  unsubscribe,
} from "./subscribers";
