import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../app-env";
import { BULK_ZIP_MAX_BYTES, bulkMessages, bulkTemplateCsv } from "@common/bulk";
import { PREFER_HEADER, PREFERENCE_APPLIED_HEADER, RESPOND_ASYNC } from "@common/jobs";
import { AppError } from "../../lib/errors";
import { callerKey } from "../../middleware/api-access";
import { requireUser } from "../../middleware/session";
import { startBulkJob } from "../../services/bulk";
import { served, v1App } from "./define";
import * as op from "./contract/bulk";

/** /api/v1/bulk: a CSV of briefs made into concepts as one job (services/bulk). */
export const bulkV1: OpenAPIHono<AppEnv> = v1App()
  // The body is documented (contract/bulk.ts) but read here as a stream, never validated whole by the router.
  .openapi({ ...served(op.create), request: {} }, async (c) => {
    const declared = Number(c.req.header("Content-Length") ?? "0");
    if (declared > BULK_ZIP_MAX_BYTES + 3 * 1024 * 1024)
      throw new AppError("PAYLOAD_TOO_LARGE", bulkMessages.zipTooLarge);
    const job = await startBulkJob(c.var.ctx, requireUser(c), callerKey(c)?.id ?? null, {
      body: c.req.raw.body,
      contentType: c.req.header("Content-Type"),
    });
    return new Response(JSON.stringify(job), {
      status: 202,
      headers: {
        "Content-Type": "application/json",
        Location: job.statusUrl,
        [PREFERENCE_APPLIED_HEADER]: RESPOND_ASYNC,
        Vary: PREFER_HEADER,
      },
    }) as never;
  })
  .openapi(
    served(op.template),
    () =>
      new Response(bulkTemplateCsv(), {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": 'attachment; filename="reachgen-bulk-template.csv"',
          "Cache-Control": "public, max-age=300",
        },
      }) as never,
  );
