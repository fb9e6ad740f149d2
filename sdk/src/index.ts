// @reachgen/sdk: a typed client for the ReachGen API, generated from its OpenAPI document (sdk/README.md).
export {
  apiBaseUrl,
  type components,
  createClient,
  imageDataUrl,
  imageType,
  type paths,
  type ReachGenClient,
  type ReachGenClientOptions,
  type Schemas,
  takesIdempotencyKey,
} from "./client.js";
export { type ErrorCode, type ErrorIssue, parseRetryAfter, ReachGenError } from "./errors.js";
export { operations, type OperationId } from "./generated/operations.js";
export {
  signWebhook,
  type VerifyWebhookOptions,
  verifyWebhook,
  type WebhookHeaders,
  WebhookVerificationError,
} from "./webhooks.js";
