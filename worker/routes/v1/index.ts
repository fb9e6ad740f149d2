import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env";
import { conceptsV1 } from "./concepts";
import { V1_BASE, v1App } from "./define";
import { generateV1 } from "./generate";
import { keysV1 } from "./keys";
import { systemV1 } from "./system";

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
    "Access-Control-Allow-Headers": "Authorization, Content-Type, Idempotency-Key",
    "Access-Control-Max-Age": "600",
    Vary: "Origin",
  });
});

/** The public API (/api/v1): every route declared with its schemas, and the OpenAPI 3.1 document made from them. */
export function createV1() {
  const v1 = v1App();
  v1.use("*", preflight);
  v1.openAPIRegistry.registerComponent("securitySchemes", "ApiKey", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "rgs_ followed by 32 letters and digits",
    description: "A secret key from the API Keys page (Pro and Enterprise plans).",
  });
  v1.openAPIRegistry.registerComponent("securitySchemes", "Session", {
    type: "http",
    scheme: "bearer",
    description: "Your signed-in session: the app's cookie, or the session token as bearer.",
  });
  v1.route("/", systemV1);
  v1.route("/", conceptsV1);
  v1.route("/", generateV1);
  v1.route("/", keysV1);
  v1.get("/openapi.json", (c) => {
    const doc = v1.getOpenAPI31Document({
      openapi: "3.1.0",
      info: {
        title: "ReachGen API",
        version: c.env.APP_VERSION,
        description:
          "Generate multilingual ad copy and platform-sized images from one photo and a brief. Authenticate with a secret key as a bearer token.",
      },
      servers: [{ url: `${new URL(c.req.url).origin}${V1_BASE}` }],
    });
    return c.json(doc, 200, { "Access-Control-Allow-Origin": "*", "Cache-Control": "public, max-age=300" });
  });
  return v1;
}
