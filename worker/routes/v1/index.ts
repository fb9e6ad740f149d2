import { createMiddleware } from "hono/factory";
import { publicOrigin } from "../../lib/origin";
import type { AppEnv } from "../../app-env";
import { brandKitsV1 } from "./brand-kits";
import { bulkV1 } from "./bulk";
import { conceptsV1 } from "./concepts";
import { v1App } from "./define";
import { openApiDocument } from "./contract";
import { generateV1 } from "./generate";
import { jobsV1 } from "./jobs";
import { keysV1 } from "./keys";
import { systemV1 } from "./system";
import { webhooksV1 } from "./webhooks";

/**
 * Browsers ask before a cross-origin call with a key; the answer allows the headers the API reads, and the call
 * itself is then held to the key's allowed origins (middleware/api-access.ts).
 */
const preflight = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.req.header("Origin");
  if (c.req.method !== "OPTIONS" || !origin || !c.req.header("Access-Control-Request-Method")) return next();
  return c.body(null, 204, {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Methods": "GET, POST, PATCH, DELETE",
    "Access-Control-Allow-Headers": "Authorization, Content-Type, Idempotency-Key, Prefer",
    "Access-Control-Max-Age": "600",
    Vary: "Origin",
  });
});

/** The public API (/api/v1): every route of the contract (contract/) served, and the OpenAPI 3.1 document made from it. */
export function createV1() {
  const v1 = v1App();
  v1.use("*", preflight);
  v1.route("/", systemV1);
  v1.route("/", conceptsV1);
  v1.route("/", jobsV1);
  v1.route("/", bulkV1);
  v1.route("/", generateV1);
  v1.route("/", keysV1);
  v1.route("/", brandKitsV1);
  v1.route("/", webhooksV1);
  v1.get("/openapi.json", (c) => {
    const doc = openApiDocument({ origin: publicOrigin(c.env, c.req.url), version: c.env.APP_VERSION });
    return c.json(doc, 200, { "Access-Control-Allow-Origin": "*", "Cache-Control": "public, max-age=300" });
  });
  return v1;
}
