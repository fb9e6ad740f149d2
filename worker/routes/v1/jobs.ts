import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../app-env";
import { attachmentResponse } from "../../lib/attachment";
import { requireUser } from "../../middleware/session";
import { anyJobPackage, readJobWithRows } from "../../services/bulk/read";
import { served, v1App } from "./define";
import * as op from "./contract/jobs";

/** /api/v1/jobs: the async jobs that `Prefer: respond-async` requests made (services/api/jobs.ts). */
export const jobsV1: OpenAPIHono<AppEnv> = v1App()
  .openapi(served(op.read), async (c) =>
    c.json(await readJobWithRows(c.var.ctx, requireUser(c).id, c.req.valid("param").id), 200),
  )
  .openapi(served(op.pkg), async (c) =>
    attachmentResponse(await anyJobPackage(c.var.ctx, requireUser(c).id, c.req.valid("param").id)),
  );
