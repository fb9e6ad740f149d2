import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../app-env";
import { requireUser } from "../../middleware/session";
import { jsonBodyLimit } from "../../middleware/validate";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  readWebhookEndpoint,
  replayWebhookDelivery,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhookEndpoint,
} from "../../services/webhooks";
import { served, v1App } from "./define";
import * as op from "./contract/webhooks";

/** /api/v1/webhooks: an account's webhook endpoints and their delivery log (services/webhooks, decision 033). */
export const webhooksV1: OpenAPIHono<AppEnv> = v1App()
  .openapi(served(op.list), async (c) => c.json(await listWebhookEndpoints(c.var.ctx, requireUser(c)), 200))
  .openapi(served(op.create, jsonBodyLimit), async (c) =>
    c.json(await createWebhookEndpoint(c.var.ctx, requireUser(c), c.req.valid("json")), 201),
  )
  .openapi(served(op.read), async (c) =>
    c.json(await readWebhookEndpoint(c.var.ctx, requireUser(c), c.req.valid("param").id), 200),
  )
  .openapi(served(op.update, jsonBodyLimit), async (c) =>
    c.json(await updateWebhookEndpoint(c.var.ctx, requireUser(c), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(served(op.remove), async (c) =>
    c.json(await deleteWebhookEndpoint(c.var.ctx, requireUser(c), c.req.valid("param").id), 200),
  )
  .openapi(served(op.rotate), async (c) =>
    c.json(await rotateWebhookSecret(c.var.ctx, requireUser(c), c.req.valid("param").id), 200),
  )
  .openapi(served(op.test), async (c) =>
    c.json(await sendTestEvent(c.var.ctx, requireUser(c), c.req.valid("param").id), 202),
  )
  .openapi(served(op.deliveries), async (c) =>
    c.json(
      await listWebhookDeliveries(c.var.ctx, requireUser(c), c.req.valid("param").id, c.req.valid("query").cursor),
      200,
    ),
  )
  .openapi(served(op.replay), async (c) => {
    const { id, deliveryId } = c.req.valid("param");
    return c.json(await replayWebhookDelivery(c.var.ctx, requireUser(c), id, deliveryId), 202);
  });
