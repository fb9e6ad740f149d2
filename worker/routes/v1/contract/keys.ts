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
import { error, IdParams, json, jsonBody, v1Route } from "./define";

export const create = v1Route(
  { auth: "session" },
  {
    method: "post",
    path: "/keys",
    operationId: "createKey",
    tags: ["Keys"],
    summary: "Create a key",
    description:
      "Keys are made with your signed-in session (the app's API Keys page, or your session token as bearer), never with another key. The secret is in this answer only. An account may create 10 keys per hour (revoked ones count).",
    request: { body: jsonBody(ApiKeyCreate) },
    responses: {
      201: json(ApiKeyCreated, "The key, with its secret shown this once"),
      409: error("20 keys are active already"),
      429: error("10 keys were created in the last hour; Retry-After says when the next may be"),
    },
  },
);

export const list = v1Route(
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

export const revoke = v1Route(
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

export const usage = v1Route(
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

export const summary = v1Route(
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
