import { OpenAPIHono } from "@hono/zod-openapi";
import { PRERENDER_ORIGIN, PRERENDER_VERSION } from "@common/route-meta";
import * as brandKits from "./brand-kits";
import * as bulk from "./bulk";
import * as concepts from "./concepts";
import { V1_BASE } from "./define";
import * as generate from "./generate";
import * as jobs from "./jobs";
import * as keys from "./keys";
import * as system from "./system";
import * as webhooks from "./webhooks";

/** Every operation of the public API, in the order the Worker mounts them (routes/v1/index.ts). */
export const v1Operations = [
  system.health,
  system.platformList,
  system.categoryListRoute,
  concepts.create,
  concepts.list,
  concepts.batch,
  concepts.read,
  concepts.update,
  concepts.editCopy,
  concepts.remove,
  concepts.pkg,
  concepts.image,
  concepts.creative,
  jobs.read,
  jobs.pkg,
  bulk.create,
  bulk.template,
  generate.copy,
  generate.resize,
  keys.create,
  keys.list,
  keys.revoke,
  keys.usage,
  keys.summary,
  brandKits.list,
  brandKits.create,
  brandKits.read,
  brandKits.update,
  brandKits.remove,
  brandKits.logo,
  ...webhooks.webhookOperations,
];

/**
 * The OpenAPI 3.1 document of the public API, made from the contract alone: the Worker serves it at
 * /api/v1/openapi.json for this request's origin and its own version, and the build renders /api-docs from it
 * (decision 017) with placeholders the Worker fills in.
 */
export function openApiDocument({ origin, version }: { origin: string; version: string }) {
  const doc = new OpenAPIHono();
  doc.openAPIRegistry.registerComponent("securitySchemes", "ApiKey", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "rgs_ followed by 32 letters and digits",
    description: "A secret key from the API Keys page (Pro and Enterprise plans).",
  });
  doc.openAPIRegistry.registerComponent("securitySchemes", "Session", {
    type: "http",
    scheme: "bearer",
    description: "Your signed-in session: the app's cookie, or the session token as bearer.",
  });
  for (const route of v1Operations) doc.openAPIRegistry.registerPath(route);
  for (const event of webhooks.webhookEventDocs) doc.openAPIRegistry.registerWebhook(event);
  return doc.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "ReachGen API",
      version,
      description:
        "Generate multilingual ad copy and platform-sized images from one photo and a brief. Authenticate with a secret key as a bearer token.",
    },
    servers: [{ url: `${origin}${V1_BASE}` }],
  });
}

/** The document the build renders /api-docs from (vite.config.ts): placeholders where the Worker fills in its own. */
export function prerenderOpenApiDocument() {
  return openApiDocument({ origin: PRERENDER_ORIGIN, version: PRERENDER_VERSION });
}
