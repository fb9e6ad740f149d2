import { z } from "./zod";

/**
 * Webhooks (issue 30): the wire shapes of an account's endpoints, their deliveries and the events ReachGen sends.
 * Deliveries follow Standard Webhooks (https://www.standardwebhooks.com): headers `webhook-id`, `webhook-timestamp`,
 * `webhook-signature` (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per live secret, space-separated), and a
 * JSON body `{ type, timestamp, data }`.
 */

export const webhookEventTypes = [
  "concept.created",
  "concept.updated",
  "concept.deleted",
  "job.completed",
  "job.failed",
  "usage.threshold",
  "webhook.test",
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** What each event means, as the key page and the API docs say it. */
export const webhookEventLabels: Record<WebhookEventType, string> = {
  "concept.created": "A concept was made (in the app, through the API, a job or a bulk row)",
  "concept.updated":
    "A concept's copy was edited, improved, regenerated or restored, or a platform's images made again",
  "concept.deleted": "A concept was deleted",
  "job.completed": "An async or bulk job finished (a bulk job may hold failed rows)",
  "job.failed": "An async or bulk job failed",
  "usage.threshold": "The account reached 80 % or 100 % of its hourly API budget or its monthly concepts",
  "webhook.test": "A test event sent from the key page or POST /webhooks/{id}/test",
};

/** The Standard Webhooks retry schedule after the first attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (~28 h). */
export const WEBHOOK_RETRY_SCHEDULE_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000] as const;
/** After a rotation the previous secret still signs (a second signature) this long, so receivers can switch over. */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;
/**
 * Events and their deliveries (the delivery log) are kept this many days, then removed by the daily cron. Longer than
 * the retry schedule (about 28 hours) and than a calendar month, so a `usage.threshold` of the monthly concepts stays
 * once per month (its event is what dedupes it).
 */
export const WEBHOOK_LOG_RETENTION_DAYS = 35;
/** Endpoints one account may have. */
export const WEBHOOK_ENDPOINTS_MAX = 10;

/** An endpoint's id: `we_` and 24 lowercase letters and digits. */
export const WEBHOOK_ENDPOINT_ID = /^we_[0-9a-z]{24}$/;
/** A delivery's id: `wd_` and 24 lowercase letters and digits. */
export const WEBHOOK_DELIVERY_ID = /^wd_[0-9a-z]{24}$/;
/** An event's id (the `webhook-id` header): `msg_` and 24 lowercase letters and digits. */
export const WEBHOOK_EVENT_ID = /^msg_[0-9a-z]{24}$/;

export const WebhookEventType = /* @__PURE__ */ z.enum(webhookEventTypes).meta({ id: "WebhookEventType" });

export const WebhookEndpoint = /* @__PURE__ */ z
  .object({
    id: z.string().regex(WEBHOOK_ENDPOINT_ID),
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(WebhookEventType),
    enabled: z.boolean(),
    disabledReason: z.string().nullable().describe("Why it is disabled: by its owner, or after a delivery failed"),
    /** Set while a rotated-out secret still signs. */
    previousSecretExpiresAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "WebhookEndpoint" });
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

/** Created or rotated: the endpoint with its `whsec_` secret, shown this once. */
export const WebhookEndpointWithSecret = /* @__PURE__ */ WebhookEndpoint.extend({
  secret: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/)
    .describe("Shown once: store it to verify signatures"),
}).meta({ id: "WebhookEndpointWithSecret" });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecret>;

export const WebhookEndpointCreate = /* @__PURE__ */ z
  .object({
    url: z.string().trim().min(1, "Enter the URL that receives the events").max(2048),
    description: z.string().trim().max(200).optional(),
    events: z.array(WebhookEventType).min(1, "Choose at least one event").max(webhookEventTypes.length),
  })
  .meta({ id: "WebhookEndpointCreate" });
export type WebhookEndpointCreate = z.infer<typeof WebhookEndpointCreate>;

export const WebhookEndpointUpdate = /* @__PURE__ */ z
  .object({
    url: z.string().trim().min(1).max(2048).optional(),
    description: z.string().trim().max(200).nullable().optional(),
    events: z.array(WebhookEventType).min(1, "Choose at least one event").max(webhookEventTypes.length).optional(),
    enabled: z.boolean().optional(),
  })
  .meta({ id: "WebhookEndpointUpdate" });
export type WebhookEndpointUpdate = z.infer<typeof WebhookEndpointUpdate>;

export const webhookDeliveryStatuses = ["pending", "succeeded", "failed"] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

export const WebhookDelivery = /* @__PURE__ */ z
  .object({
    id: z.string().regex(WEBHOOK_DELIVERY_ID),
    eventId: z.string().regex(WEBHOOK_EVENT_ID).describe("The `webhook-id` header: the same on every attempt"),
    eventType: WebhookEventType,
    status: z.enum(webhookDeliveryStatuses).describe("pending while attempts remain; failed after the last one"),
    attempts: z.number().int(),
    lastResponseCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    lastAttemptAt: z.iso.datetime().nullable(),
    nextAttemptAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "WebhookDelivery" });
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

/** The body of every delivery: the event's type, when it happened and its data. */
const envelope = <T extends z.ZodType>(type: WebhookEventType, data: T, id: string) =>
  z
    .object({
      type: z.literal(type),
      timestamp: z.iso.datetime(),
      data,
    })
    .meta({ id });

export const ConceptEventData = /* @__PURE__ */ z.object({
  id: z.number().int().describe("The concept's id (GET /concepts/{id})"),
  businessName: z.string(),
  platforms: z.array(z.string()),
  languages: z.array(z.string()),
  source: z.enum(["app", "api", "job", "bulk"]).optional(),
});

export const ConceptCreatedEvent = /* @__PURE__ */ envelope("concept.created", ConceptEventData, "ConceptCreatedEvent");
export const ConceptUpdatedEvent = /* @__PURE__ */ envelope(
  "concept.updated",
  ConceptEventData.extend({
    platform: z
      .string()
      .optional()
      .describe("The post edited, when one post was; the platform whose images were made again"),
    language: z.string().optional(),
    change: z.string().describe("edited, improved, regenerated or restored"),
  }),
  "ConceptUpdatedEvent",
);
export const ConceptDeletedEvent = /* @__PURE__ */ envelope(
  "concept.deleted",
  z.object({ id: z.number().int() }),
  "ConceptDeletedEvent",
);
const JobEventData = z.object({
  id: z.string().describe("The job's id (GET /jobs/{id})"),
  type: z.string(),
  statusUrl: z.string(),
});
export const JobCompletedEvent = /* @__PURE__ */ envelope(
  "job.completed",
  JobEventData.extend({
    conceptId: z.number().int().nullable().optional(),
    rows: z.object({ succeeded: z.number().int(), failed: z.number().int() }).optional(),
  }),
  "JobCompletedEvent",
);
export const JobFailedEvent = /* @__PURE__ */ envelope(
  "job.failed",
  JobEventData.extend({ error: z.object({ code: z.string(), message: z.string() }) }),
  "JobFailedEvent",
);
export const UsageThresholdEvent = /* @__PURE__ */ envelope(
  "usage.threshold",
  z.object({
    budget: z.enum(["api_hourly", "concepts_monthly"]),
    threshold: z.union([z.literal(80), z.literal(100)]),
    used: z.number().int(),
    limit: z.number().int(),
    windowResetsAt: z.iso.datetime(),
  }),
  "UsageThresholdEvent",
);
export const WebhookTestEvent = /* @__PURE__ */ envelope(
  "webhook.test",
  z.object({ endpointId: z.string(), message: z.string() }),
  "WebhookTestEvent",
);

/** Each event's schema, for the OpenAPI document's `webhooks` section and the tests. */
export const webhookEventSchemas = {
  "concept.created": ConceptCreatedEvent,
  "concept.updated": ConceptUpdatedEvent,
  "concept.deleted": ConceptDeletedEvent,
  "job.completed": JobCompletedEvent,
  "job.failed": JobFailedEvent,
  "usage.threshold": UsageThresholdEvent,
  "webhook.test": WebhookTestEvent,
} as const satisfies Record<WebhookEventType, z.ZodType>;

export const WebhookEndpointList = /* @__PURE__ */ z
  .object({ data: z.array(WebhookEndpoint) })
  .meta({ id: "WebhookEndpointList" });
export type WebhookEndpointList = z.infer<typeof WebhookEndpointList>;

export const WebhookEndpointDeleted = /* @__PURE__ */ z
  .object({ id: z.string().regex(WEBHOOK_ENDPOINT_ID), deleted: z.literal(true) })
  .meta({ id: "WebhookEndpointDeleted" });
export type WebhookEndpointDeleted = z.infer<typeof WebhookEndpointDeleted>;

/** Newest first; `nextCursor` asks for the older page (`?cursor=`), null on the last. */
export const WebhookDeliveryList = /* @__PURE__ */ z
  .object({ data: z.array(WebhookDelivery), nextCursor: z.string().nullable() })
  .meta({ id: "WebhookDeliveryList" });
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryList>;
