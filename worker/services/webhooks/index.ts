/**
 * Webhooks (issue 30, decision 033): endpoints (endpoints.ts), events (events.ts: emit), delivery (delivery.ts: sign
 * and send through the webhooks queue) and where a webhook may be sent (url-rules.ts).
 */
export { deadLetterWebhook, deliverWebhook } from "./delivery";
export * from "./endpoints";
export {
  conceptEventData,
  emitApiConceptCreated,
  emitAppConceptCreated,
  emitConceptUpdated,
  emitImagesRegenerated,
  emitJobSettled,
  emitWebhookEvent,
  forgetOldWebhookEvents,
  noteApiBudget,
  noteConceptsUsed,
  recordWebhookEvent,
  type WebhooksContext,
} from "./events";
