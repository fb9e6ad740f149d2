import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../app-env";
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from "@common/api";
import { BULK_ZIP_MAX_BYTES, bulkMessages, bulkTemplateCsv } from "@common/bulk";
import { PREFER_HEADER, PREFERENCE_APPLIED_HEADER, RESPOND_ASYNC } from "@common/jobs";
import { AppError } from "../../lib/errors";
import { callerKey } from "../../middleware/api-access";
import { requireUser } from "../../middleware/session";
import { startBulkJob } from "../../services/bulk";
import { served, v1App } from "./define";
import * as op from "./contract/bulk";

const KEY = IDEMPOTENCY_HEADER.toLowerCase();

/** /api/v1/bulk: a CSV of briefs made into concepts as one job (services/bulk). */
export const bulkV1: OpenAPIHono<AppEnv> = v1App()
  // The body is documented (contract/bulk.ts) but read here as a stream, never validated whole by the router.
  .openapi({ ...served(op.create), request: {} }, async (c) => {
    const declared = Number(c.req.header("Content-Length") ?? "0");
    if (declared > BULK_ZIP_MAX_BYTES + 3 * 1024 * 1024)
      throw new AppError("PAYLOAD_TOO_LARGE", bulkMessages.zipTooLarge);
    // The headers are checked as the contract declares them (the body is not validated by the router).
    const headers = op.BulkHeaders.safeParse({ [KEY]: c.req.header(IDEMPOTENCY_HEADER) });
    if (!headers.success)
      throw new AppError("VALIDATION_FAILED", headers.error.issues[0]?.message ?? "Invalid Idempotency-Key", {
        issues: headers.error.issues.map((i) => ({ path: IDEMPOTENCY_HEADER, message: i.message })),
      });
    const { job, replayed } = await startBulkJob(c.var.ctx, requireUser(c), callerKey(c)?.id ?? null, {
      body: c.req.raw.body,
      contentType: c.req.header("Content-Type"),
      idempotencyKey: headers.data[KEY] ?? null,
    });
    const answer = new Headers({
      "Content-Type": "application/json",
      Location: job.statusUrl,
      [PREFERENCE_APPLIED_HEADER]: RESPOND_ASYNC,
      Vary: PREFER_HEADER,
    });
    if (replayed) answer.set(REPLAYED_HEADER, "true");
    return new Response(JSON.stringify(job), { status: 202, headers: answer }) as never;
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
