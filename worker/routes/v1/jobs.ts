import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../app-env";
import { attachmentResponse } from "../../lib/attachment";
import { requireUser } from "../../middleware/session";
import { jobPackage, readJob } from "../../services/jobs";
import { served, v1App } from "./define";
import * as op from "./contract/jobs";

/** /api/v1/jobs: the async jobs that `Prefer: respond-async` requests made (services/jobs.ts). */
export const jobsV1: OpenAPIHono<AppEnv> = v1App()
  .openapi(served(op.read), async (c) =>
    c.json(await readJob(c.var.ctx, requireUser(c).id, c.req.valid("param").id), 200),
  )
  .openapi(served(op.pkg), async (c) =>
    attachmentResponse(await jobPackage(c.var.ctx, requireUser(c).id, c.req.valid("param").id)),
  );
