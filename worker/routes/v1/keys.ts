import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../app-env";

import { requireUser } from "../../middleware/session";
import { jsonBodyLimit } from "../../middleware/validate";
import { createApiKey, listApiKeys, revokeApiKey } from "../../services/api/keys";
import { listUsage, usageSummary } from "../../services/api/usage-reports";
import { served, v1App } from "./define";
import * as op from "./contract/keys";

/** /api/v1/keys and /api/v1/usage. */
export const keysV1: OpenAPIHono<AppEnv> = v1App()
  .openapi(served(op.create, jsonBodyLimit), async (c) =>
    c.json(await createApiKey(c.var.ctx, requireUser(c), c.req.valid("json")), 201),
  )
  .openapi(served(op.list), async (c) => {
    const data = await listApiKeys(c.var.ctx, requireUser(c));
    return c.json({ data, count: data.length }, 200);
  })
  .openapi(served(op.revoke), async (c) =>
    c.json(await revokeApiKey(c.var.ctx, requireUser(c).id, c.req.valid("param").id), 200),
  )
  .openapi(served(op.usage), async (c) =>
    c.json(await listUsage(c.var.ctx, requireUser(c).id, c.req.valid("query"), c.var.requestId), 200),
  )
  .openapi(served(op.summary), async (c) =>
    c.json(await usageSummary(c.var.ctx, requireUser(c), c.req.valid("query"), c.var.requestId), 200),
  );
