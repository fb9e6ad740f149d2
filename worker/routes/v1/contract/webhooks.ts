import type { RouteConfig } from "@hono/zod-openapi";
import { z } from "zod";
import {
  WEBHOOK_DELIVERY_ID,
  WEBHOOK_ENDPOINT_ID,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_LOG_RETENTION_DAYS,
  WEBHOOK_RETRY_SCHEDULE_SECONDS,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointCreate,
  WebhookEndpointDeleted,
  WebhookEndpointList,
  WebhookEndpointUpdate,
  WebhookEndpointWithSecret,
  webhookEventLabels,
  webhookEventSchemas,
  type WebhookEventType,
} from "@common/webhooks";
import { error, json, jsonBody, v1Route } from "./define";

/*
 * Webhooks (issue 30, decision 033): an account's endpoints, with the session (the API Keys page) or a key with
 * webhook:write, and the events they receive, documented in the OpenAPI document's `webhooks` section.
 */

const access = { auth: "either", permission: "webhook:write", price: "read" } as const;
const tags = ["Webhooks"];

export const EndpointParams = z.object({
  id: z
    .string()
    .regex(WEBHOOK_ENDPOINT_ID, "Webhook endpoint ids are we_ followed by 24 letters and digits")
    .meta({ description: "The endpoint's id", example: "we_4k9w2m7q1x8c3v6b0n5z2r7t" }),
});
export const DeliveryParams = EndpointParams.extend({
  deliveryId: z
    .string()
    .regex(WEBHOOK_DELIVERY_ID, "Delivery ids are wd_ followed by 24 letters and digits")
    .meta({ description: "The delivery's id, from the delivery log", example: "wd_8c3v6b0n5z2r7t4k9w2m7q1x" }),
});
export const DeliveriesQuery = z.object({
  cursor: z.string().max(100).optional().meta({ description: "`nextCursor` of the previous page, for older ones" }),
});

const urlRules =
  "Deployed, the URL must be `https`, carry no user name or password, use port 443 or one from 1024 up, and reach only public addresses: literal private, loopback, link-local, unique-local, CGNAT, multicast or reserved addresses and names such as `localhost`, `*.local` or `*.internal` are refused, and a name is resolved through DNS over HTTPS and refused if any answer is private (at creation and before each delivery). Under local development, `http://127.0.0.1:port` receivers are allowed.";
const schedule = WEBHOOK_RETRY_SCHEDULE_SECONDS.join(", ");

export const list = v1Route(access, {
  method: "get",
  path: "/webhooks",
  operationId: "listWebhookEndpoints",
  tags,
  summary: "List your webhook endpoints",
  description: "Every endpoint of the account, newest first, without its secret.",
  responses: { 200: json(WebhookEndpointList, "Your endpoints") },
});

export const create = v1Route(access, {
  method: "post",
  path: "/webhooks",
  operationId: "createWebhookEndpoint",
  tags,
  summary: "Add a webhook endpoint",
  description: `ReachGen POSTs each chosen event to the URL, signed per Standard Webhooks with the \`whsec_\` secret in this answer (shown this once). ${urlRules} An account may have ${WEBHOOK_ENDPOINTS_MAX} endpoints.`,
  request: { body: jsonBody(WebhookEndpointCreate) },
  responses: {
    201: json(WebhookEndpointWithSecret, "The endpoint, with its secret shown this once"),
    400: error("The request is invalid, or the URL breaks a rule (the message names it)"),
    409: error(`The account has ${WEBHOOK_ENDPOINTS_MAX} endpoints already`),
    503: error("The URL's host could not be looked up just now"),
  },
});

export const read = v1Route(access, {
  method: "get",
  path: "/webhooks/{id}",
  operationId: "getWebhookEndpoint",
  tags,
  summary: "Read a webhook endpoint",
  request: { params: EndpointParams },
  responses: { 200: json(WebhookEndpoint, "The endpoint") },
});

export const update = v1Route(access, {
  method: "patch",
  path: "/webhooks/{id}",
  operationId: "updateWebhookEndpoint",
  tags,
  summary: "Change a webhook endpoint",
  description: `Change its URL (checked by the same rules), description or events, or turn it off (\`enabled: false\`; its pending deliveries stop) and on again (after a failing endpoint was disabled). ${urlRules}`,
  request: { params: EndpointParams, body: jsonBody(WebhookEndpointUpdate) },
  responses: {
    200: json(WebhookEndpoint, "The endpoint as changed"),
    400: error("The request is invalid, or the URL breaks a rule (the message names it)"),
    503: error("The URL's host could not be looked up just now"),
  },
});

export const remove = v1Route(access, {
  method: "delete",
  path: "/webhooks/{id}",
  operationId: "deleteWebhookEndpoint",
  tags,
  summary: "Delete a webhook endpoint",
  description: "The endpoint and its delivery log are deleted; its pending deliveries stop.",
  request: { params: EndpointParams },
  responses: { 200: json(WebhookEndpointDeleted, "Deleted") },
});

export const rotate = v1Route(access, {
  method: "post",
  path: "/webhooks/{id}/rotate-secret",
  operationId: "rotateWebhookSecret",
  tags,
  summary: "Rotate an endpoint's secret",
  description:
    "A new `whsec_` secret, shown this once. For 24 hours the previous secret signs too, as a second `v1,` signature in `webhook-signature`, so your receiver can switch over without missing an event.",
  request: { params: EndpointParams },
  responses: { 200: json(WebhookEndpointWithSecret, "The endpoint, with its new secret shown this once") },
});

export const test = v1Route(access, {
  method: "post",
  path: "/webhooks/{id}/test",
  operationId: "sendWebhookTest",
  tags,
  summary: "Send a test event",
  description: "Queues a `webhook.test` event to this endpoint only; follow it in the delivery log.",
  request: { params: EndpointParams },
  responses: {
    202: json(WebhookDelivery, "The test event's delivery, queued"),
    409: error("The endpoint is disabled"),
  },
});

export const deliveries = v1Route(access, {
  method: "get",
  path: "/webhooks/{id}/deliveries",
  operationId: "listWebhookDeliveries",
  tags,
  summary: "An endpoint's delivery log",
  description: `Each event sent to the endpoint, newest first, with its status, attempts, last response code and error, and when it is tried next (after ${schedule} seconds; then the delivery fails and the endpoint is disabled). Events and their deliveries are kept ${WEBHOOK_LOG_RETENTION_DAYS} days, then removed.`,
  request: { params: EndpointParams, query: DeliveriesQuery },
  responses: { 200: json(WebhookDeliveryList, "A page of deliveries") },
});

export const replay = v1Route(access, {
  method: "post",
  path: "/webhooks/{id}/deliveries/{deliveryId}/replay",
  operationId: "replayWebhookDelivery",
  tags,
  summary: "Replay a delivery",
  description:
    "Sends the same event again now (the same `webhook-id` and body, signed anew), once. Receivers that dedupe on `webhook-id` see it as the same event.",
  request: { params: DeliveryParams },
  responses: {
    202: json(WebhookDelivery, "The delivery, queued again"),
    409: error("The endpoint is disabled, or the delivery is still being attempted"),
  },
});

/** The operations, in the order the Worker mounts them. */
export const webhookOperations = [list, create, read, update, remove, rotate, test, deliveries, replay];

const deliveryHeaders = {
  "webhook-id": "The event's id (`msg_…`): the same on every attempt and replay; dedupe on it",
  "webhook-timestamp": "Unix seconds when this attempt was signed; refuse ones more than 5 minutes off",
  "webhook-signature":
    '`v1,<base64 HMAC-SHA256 of "webhook-id.webhook-timestamp.body">` with the secret\'s bytes (base64 after `whsec_`); during a rotation a second, space-separated signature made with the previous secret',
} as const;

/** The headers of every delivery. */
const DeliveryHeaders = z.object(
  Object.fromEntries(
    Object.entries(deliveryHeaders).map(([name, description]) => [name, z.string().meta({ description })]),
  ),
);

/**
 * The OpenAPI 3.1 `webhooks` section (contract/index.ts registers each): one POST per event type, with its body's
 * schema, its headers, and that a 2xx acknowledges it.
 */
export const webhookEventDocs: RouteConfig[] = (
  Object.entries(webhookEventSchemas) as [WebhookEventType, z.ZodType][]
).map(([type, schema]) => ({
  method: "post",
  path: type,
  operationId: `webhook_${type.replace(".", "_")}`,
  tags,
  summary: webhookEventLabels[type],
  description: `Sent to each enabled endpoint subscribed to \`${type}\`${type === "webhook.test" ? " (only to the endpoint tested)" : ""}, as JSON, signed per Standard Webhooks. Answer any 2xx within 10 seconds to acknowledge it; anything else, a redirect too, is retried after ${schedule} seconds, then the delivery fails, the endpoint is disabled and its owner mailed.`,
  request: { headers: DeliveryHeaders, body: { required: true, content: { "application/json": { schema } } } },
  responses: {
    "2XX": { description: "Acknowledged: the event is not sent again" },
    default: { description: "Not acknowledged: retried on the schedule above" },
  },
}));
