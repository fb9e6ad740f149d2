import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { usagePrices } from "@common/api";
import { bulkMessages } from "@common/bulk";
import type { ErrorCode } from "@common/errors";
import { adConcepts, jobRows, jobs, type JobRow, users } from "../../db/schema";
import { toBase64 } from "../../lib/base64";
import { badRequest } from "../../lib/errors";
import { createApiConcept } from "../api/concepts";
import { recordApiCharge } from "../api/usage";
import type { AppContext } from "../context";
import { fail, isFinal, settle } from "../api/jobs-run";
import { jobMessages } from "../api/jobs";
import { conceptEventData, emitWebhookEvent } from "../webhooks";
import { fetchRowPhoto } from "./url";
import { BULK_ENDPOINT, type BulkContext, type BulkRowMessage, type StoredRow, bulkRowKey, requestKey } from "./keys";

/** Which column a refusal of the photo belongs to. */
const photoCodes: ErrorCode[] = ["PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE", "UNPROCESSABLE_CONTENT", "BAD_REQUEST"];

function mediaTypeOf(bytes: Uint8Array): string {
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return "image/png";
  if (bytes[0] === 0x52 && bytes[1] === 0x49 && bytes[8] === 0x57) return "image/webp";
  return "image/jpeg";
}

/** Counts the settled rows into the job's progress; when none is left the job succeeds (some made) or fails (none). */
export async function finishIfDone(ctx: BulkContext, jobId: string) {
  const counts = await ctx.db
    .select({ status: jobRows.status, n: sql<number>`count(*)` })
    .from(jobRows)
    .where(eq(jobRows.jobId, jobId))
    .groupBy(jobRows.status);
  const n = (s: string) => counts.find((c) => c.status === s)?.n ?? 0;
  const total = counts.reduce((a, c) => a + c.n, 0);
  const done = n("succeeded") + n("failed");
  await ctx.db
    .update(jobs)
    .set({ progressDone: done, updatedAt: new Date() })
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, ["queued", "running"])));
  if (done < total) return;
  if (n("succeeded") > 0) {
    await settle(ctx, jobId, { status: "succeeded", progressDone: done, completedAt: new Date() });
    return;
  }
  const first = (
    await ctx.db.select().from(jobRows).where(eq(jobRows.jobId, jobId)).orderBy(asc(jobRows.row)).limit(1)
  )[0];
  await fail(
    ctx,
    jobId,
    first?.errorCode ?? "VALIDATION_FAILED",
    `Every row failed (row ${first?.row ?? 1}: ${first?.errorMessage ?? ""}); see the job's rows`,
  );
}

async function failRow(
  ctx: BulkContext,
  jobId: string,
  row: number,
  code: ErrorCode,
  message: string,
  column: string | null,
) {
  await ctx.db
    .update(jobRows)
    .set({
      status: "failed",
      errorCode: code,
      errorMessage: message.slice(0, 1000),
      errorColumn: column,
      updatedAt: new Date(),
    })
    .where(and(eq(jobRows.jobId, jobId), eq(jobRows.row, row), inArray(jobRows.status, ["pending", "running"])));
}

/**
 * Runs one row's message: makes its concept once (a redelivery finds the row settled, or replays the claim), records
 * the row, and settles the job after its last row. Throws a transient failure so the queue delivers it again.
 */
export async function runBulkRow(ctx: AppContext, message: BulkRowMessage, now = new Date()): Promise<string> {
  const job = (await ctx.db.select().from(jobs).where(eq(jobs.id, message.jobId)).limit(1))[0];
  if (!job || job.expiresAt.getTime() <= now.getTime()) return "gone";
  const where = and(eq(jobRows.jobId, job.id), eq(jobRows.row, message.row));
  const record = (await ctx.db.select().from(jobRows).where(where).limit(1))[0];
  if (!record) return "gone";
  if (record.status === "succeeded" || record.status === "failed") {
    await finishIfDone(ctx, job.id);
    return record.status;
  }
  await ctx.db
    .update(jobRows)
    .set({ status: "running", attempts: record.attempts + 1, updatedAt: new Date() })
    .where(where);
  if (job.status === "queued")
    await ctx.db
      .update(jobs)
      .set({ status: "running", attempts: 1, updatedAt: new Date() })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, "queued")));
  const user = (await ctx.db.select().from(users).where(eq(users.id, job.userId)).limit(1))[0];
  const stored = await ctx.media.get(requestKey(job.id));
  const plan = stored ? ((await stored.json()) as { rows: Record<string, StoredRow> }).rows[message.row] : undefined;
  if (!user || !plan) {
    await failRow(ctx, job.id, message.row, "INTERNAL", jobMessages.gaveUp, null);
    await finishIfDone(ctx, job.id);
    return "failed";
  }
  const photoColumn = plan.photoKey ? "image" : "imageUrl";
  const started = Date.now();
  try {
    let bytes: Uint8Array;
    if (plan.photoKey) {
      const photo = await ctx.media.get(plan.photoKey);
      if (!photo) throw badRequest(bulkMessages.notInZip(plan.image ?? ""));
      bytes = new Uint8Array(await photo.arrayBuffer());
    } else bytes = await fetchRowPhoto(plan.imageUrl ?? "", ctx.env);
    const input = { ...plan.brief, imageData: `data:${mediaTypeOf(bytes)};base64,${toBase64(bytes)}` };
    const claimBody = JSON.stringify({ job: job.id, row: message.row, plan });
    const { concept, replayed } = await createApiConcept(ctx, user, input as never, {
      key: bulkRowKey(job.id, message.row),
      body: claimBody,
    });
    await ctx.db
      .update(jobRows)
      .set({ status: "succeeded", conceptId: concept.id, errorCode: null, errorMessage: null, updatedAt: new Date() })
      .where(where);
    await charge(ctx, job, message.row, started);
    if (!replayed) {
      const row = (await ctx.db.select().from(adConcepts).where(eq(adConcepts.id, concept.id)).limit(1))[0];
      if (row) await emitWebhookEvent(ctx, user.id, "concept.created", conceptEventData(row, { source: "bulk" }));
    }
  } catch (err) {
    if (!isFinal(err)) throw err;
    const column = photoCodes.includes(err.code) ? photoColumn : null;
    await failRow(ctx, job.id, message.row, err.code, err.message, column);
  }
  await finishIfDone(ctx, job.id);
  return "done";
}

/** A row made through a key is charged as POST /concepts is, once (the ledger keys its usage row by the row's name). */
async function charge(ctx: BulkContext, job: JobRow, row: number, started: number) {
  if (job.apiKeyId === null) return;
  await recordApiCharge(ctx, {
    userId: job.userId,
    apiKeyId: job.apiKeyId,
    endpoint: BULK_ENDPOINT,
    method: "POST",
    statusCode: 201,
    responseTime: Date.now() - started,
    cost: usagePrices.generation,
    metadata: { jobId: job.id, row, async: true },
    requestId: bulkRowKey(job.id, row),
  });
}

/** A row's message the queue gave up on: the row fails on our side, and the job settles if it was the last. */
export async function deadLetterBulkRow(ctx: BulkContext, message: BulkRowMessage): Promise<void> {
  await failRow(ctx, message.jobId, message.row, "INTERNAL", jobMessages.gaveUp, null);
  await finishIfDone(ctx, message.jobId);
}
