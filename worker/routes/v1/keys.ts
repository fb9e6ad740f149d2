import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../app-env";

import {
  ApiKeyCreate,
  ApiKeyCreated,
  ApiKeyList,
  ApiKeyRevoked,
  UsageList,
  UsageQuery,
  UsageSummary,
  UsageSummaryQuery,
} from "@common/api";
import { requireUser } from "../../middleware/session";
import { jsonBodyLimit } from "../../middleware/validate";
import { createApiKey, listApiKeys, revokeApiKey } from "../../services/api-keys";
import { listUsage, usageSummary } from "../../services/api-usage";
import { error, IdParams, json, jsonBody, v1App, v1Route } from "./define";

const create = v1Route(
  { auth: "session", middleware: [jsonBodyLimit] },
  {
    method: "post",
    path: "/keys",
    operationId: "createKey",
    tags: ["Keys"],
    summary: "Create a key",
    description:
      "Keys are made with your signed-in session (the app's API Keys page, or your session token as bearer), never with another key. The secret is in this answer only.",
    request: { body: jsonBody(ApiKeyCreate) },
    responses: {
      201: json(ApiKeyCreated, "The key, with its secret shown this once"),
      409: error("20 keys are active already"),
    },
  },
);

const list = v1Route(
  { auth: "session" },
  {
    method: "get",
    path: "/keys",
    operationId: "listKeys",
    tags: ["Keys"],
    summary: "List your keys",
    description: "Active, revoked and expired keys with their last use. Secrets are never shown again.",
    responses: { 200: json(ApiKeyList, "Your keys") },
  },
);

const revoke = v1Route(
  { auth: "session" },
  {
    method: "delete",
    path: "/keys/{id}",
    operationId: "revokeKey",
    tags: ["Keys"],
    summary: "Revoke a key",
    description: "Effective on the key's next request. The key stays listed (revoked) with its usage history.",
    request: { params: IdParams },
    responses: { 200: json(ApiKeyRevoked.meta({ id: "ApiKeyRevoked" }), "Revoked") },
  },
);

const usage = v1Route(
  { auth: "either", permission: "analytics:read", price: "analytics" },
  {
    method: "get",
    path: "/usage",
    operationId: "listUsage",
    tags: ["Usage"],
    summary: "Your API calls",
    description:
      "One record per key-authenticated request, newest first, with its cost. Filter by period, endpoint or key; up to 1,000 per page.",
    request: { query: UsageQuery },
    responses: { 200: json(UsageList, "A page of usage records") },
  },
);

const summary = v1Route(
  { auth: "either", permission: "analytics:read", price: "analytics" },
  {
    method: "get",
    path: "/usage/summary",
    operationId: "getUsageSummary",
    tags: ["Usage"],
    summary: "Calls and cost for a period",
    description:
      "Totals, included credit used and overage, by endpoint and by day. Without dates: this calendar month (UTC).",
    request: { query: UsageSummaryQuery },
    responses: { 200: json(UsageSummary, "The summary") },
  },
);

/** /api/v1/keys and /api/v1/usage. */
export const keysV1: OpenAPIHono<AppEnv> = v1App()
  .openapi(create, async (c) => c.json(await createApiKey(c.var.ctx, requireUser(c), c.req.valid("json")), 201))
  .openapi(list, async (c) => {
    const data = await listApiKeys(c.var.ctx, requireUser(c).id);
    return c.json({ data, count: data.length }, 200);
  })
  .openapi(revoke, async (c) => c.json(await revokeApiKey(c.var.ctx, requireUser(c).id, c.req.valid("param").id), 200))
  .openapi(usage, async (c) =>
    c.json(await listUsage(c.var.ctx, requireUser(c).id, c.req.valid("query"), c.var.requestId), 200),
  )
  .openapi(summary, async (c) =>
    c.json(await usageSummary(c.var.ctx, requireUser(c), c.req.valid("query"), c.var.requestId), 200),
  );
