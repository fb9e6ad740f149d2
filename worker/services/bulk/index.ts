import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { usagePrices } from "@common/api";
import { type BulkIssue, type BulkRowResult, bulkMessages, bulkRowLimits } from "@common/bulk";
import type { ErrorCode } from "@common/errors";
import type { Job, JobAccepted } from "@common/jobs";
import { UNLIMITED } from "@common/plans";
import { BatchOptions } from "@common/concepts";
import { adConcepts, jobRows, jobs, type JobRow, type UserRow, users } from "../../db/schema";
import type { Attachment } from "../../lib/attachment";
import { toBase64 } from "../../lib/base64";
import { sha256Hex } from "../../lib/crypto";
import { AppError, badRequest, notFound } from "../../lib/errors";
import { apiBudgetOf } from "../api/keys";
import { createApiConcept, idempotencyMessages } from "../api/concepts";
import { recordApiCharge } from "../api/usage";
import { batchDownload } from "../concepts/batch";
import type { AppContext } from "../context";
import {
  fail,
  insertJob,
  isFinal,
  JOBS_V1_PATH,
  jobMessages,
  jobPackage,
  newJobId,
  readJob,
  settle,
} from "../api/jobs";
import { planById } from "../plans/names";
import { conceptEventData, emitWebhookEvent } from "../webhooks";
import { type BulkBrief, decodeCsv, readBulkCsv } from "./csv";
import { boundaryOf, csvSink, readMultipart, zipSink } from "./upload";
import { fetchRowPhoto } from "./url";

/**
 * Bulk generation (issue 30, decision 034): POST /api/v1/bulk reads the CSV and streams the photos ZIP into R2, checks
 * every row before any work, records the job and its rows, and queues one message per good row on the jobs queue.
 * Each row makes its concept under its own idempotency claim (`job:<id>:<row>`), so a redelivered message never makes
 * a second one; the job settles (services/api/jobs.ts settle/fail) when its last row does.
 */

type BulkContext = Pick<AppContext, "db" | "media" | "env">;

/** A bulk row's message on the jobs queue. */
export interface BulkRowMessage {
  type: "bulk.row";
  jobId: string;
  row: number;
}

const BULK_ENDPOINT = "/api/v1/bulk";
const requestKey = (id: string) => `jobs/${id}/request.json`;
const photoKey = (id: string, n: number) => `jobs/${id}/images/${n}`;
export const bulkRowKey = (id: string, row: number) => `job:${id}:${row}`;

/** What the job stores in R2: each good row's brief and where its photo is. */
interface StoredRow {
  brief: BulkBrief;
  photoKey: string | null;
  image: string | null;
  imageUrl: string | null;
}

/** The most rows a job of this user's plan may hold; the API's plan gate (403) for plans without bulk. */
export function bulkRowLimit(user: UserRow): number {
  apiBudgetOf(user);
  const limit = bulkRowLimits[user.subscriptionPlan];
  if (limit === undefined)
    throw new AppError("PAYMENT_REQUIRED", "Bulk generation is part of the Pro and Enterprise plans");
  return limit;
}

const bulkIdempotencyMessages = {
  reused: "This Idempotency-Key was already used with a different upload (another CSV or photos ZIP)",
} as const;

/** The photos a job stored under `jobs/<id>/images/`, removed (a refused or replayed upload keeps nothing). */
async function removePhotos(ctx: BulkContext, id: string) {
  let cursor: string | undefined;
  do {
    const page = await ctx.media.list({ prefix: `jobs/${id}/images/`, ...(cursor ? { cursor } : {}) });
    if (page.objects.length) await ctx.media.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** A part's sink that also hashes the bytes it is handed (SHA-256, streamed: the ZIP is never held whole). */
function hashing<S extends { data(chunk: Uint8Array): Promise<void> | void; end(): Promise<void> | void }>(sink: S) {
  const digest = new crypto.DigestStream("SHA-256");
  const writer = digest.getWriter();
  return {
    sink: {
      async data(chunk: Uint8Array) {
        await writer.write(chunk);
        await sink.data(chunk);
      },
      async end() {
        await sink.end();
        await writer.close();
      },
    },
    /** The hex digest, once the part has ended. */
    digest: async () => hex(await digest.digest),
  };
}

interface BulkUploadRequest {
  body: ReadableStream<Uint8Array> | null;
  contentType: string | undefined;
  /** The request's Idempotency-Key: a retry of the same upload gets the first job back. */
  idempotencyKey?: string | null;
}

/**
 * POST /api/v1/bulk: reads the upload, records the job and its rows, and queues the good rows. With an
 * Idempotency-Key the upload's parts (the CSV's bytes and the ZIP's) are hashed as they arrive: a retry with the same
 * parts gets the first job back (`replayed`, nothing queued again), other parts under the same key are a 400.
 */
export async function startBulkJob(
  ctx: BulkContext,
  user: UserRow,
  apiKeyId: number | null,
  request: BulkUploadRequest,
  now = new Date(),
): Promise<{ job: JobAccepted; replayed: boolean }> {
  const maxRows = bulkRowLimit(user);
  const boundary = boundaryOf(request.contentType);
  if (!request.body) throw badRequest(bulkMessages.csvMissing);
  const idempotencyKey = request.idempotencyKey ?? null;
  const id = newJobId();
  const csvPart = csvSink();
  const csv = hashing(csvPart);
  let zip: ReturnType<typeof zipSink> | null = null;
  let zipHash: ReturnType<typeof hashing> | null = null;
  let rows: ReturnType<typeof readBulkCsv>;
  try {
    await readMultipart(request.body, boundary, ({ name }) => {
      if (name === "csv") return csv.sink;
      if (name === "images") {
        if (zip) throw badRequest("Send one photos ZIP per job");
        zip = zipSink(ctx.media, (n) => photoKey(id, n));
        zipHash = hashing(zip);
        return zipHash.sink;
      }
      return { data: () => undefined, end: () => undefined };
    });
    const bytes = csvPart.bytes;
    if (!bytes) throw badRequest(bulkMessages.csvMissing);
    rows = readBulkCsv(decodeCsv(bytes), {
      maxRows,
      planName: planById(user.subscriptionPlan),
      zip: (zip as ReturnType<typeof zipSink> | null)?.index ?? null,
      production: ctx.env.ENVIRONMENT === "production",
    });
  } catch (err) {
    // Nothing is kept of a refused upload: the photos stored so far go.
    await removePhotos(ctx, id);
    throw err;
  }
  const photos = (zip as ReturnType<typeof zipSink> | null)?.index ?? null;
  const zipDigest = (zipHash as ReturnType<typeof hashing> | null)?.digest;
  // What a retry must repeat: the CSV's bytes and the ZIP's (not the multipart framing, which differs per request).
  const requestHash = await sha256Hex(
    `concept.bulk\ncsv:${await csv.digest()}\nimages:${zipDigest ? await zipDigest() : ""}`,
  );

  // Rows past the concepts the plan has left this month are not made (each run checks again, as the plan is shared).
  const left =
    user.conceptsLimit === UNLIMITED
      ? Number.POSITIVE_INFINITY
      : Math.max(0, user.conceptsLimit - user.conceptsGenerated);
  const runnable = rows.rows.slice(0, left);
  const issues: BulkIssue[] = [
    ...rows.issues,
    ...rows.rows.slice(runnable.length).map((r) => ({
      row: r.row,
      column: null,
      code: "LIMIT_EXCEEDED" as const,
      message: bulkMessages.limitExceeded,
    })),
  ];
  const failedRows = new Set(issues.map((i) => i.row));

  const stored: Record<number, StoredRow> = {};
  for (const r of runnable)
    stored[r.row] = {
      brief: r.brief,
      photoKey: r.image ? photos!.keyOf(r.image) : null,
      image: r.image,
      imageUrl: r.imageUrl,
    };
  const body = JSON.stringify({ rows: stored });
  await ctx.media.put(requestKey(id), body, { httpMetadata: { contentType: "application/json" } });
  // jobs_user_idempotency_idx makes the key once per account: a second upload under it finds the first job.
  const made = await insertJob(
    ctx,
    {
      id,
      userId: user.id,
      apiKeyId,
      type: "concept.bulk",
      progressTotal: rows.total,
      progressDone: failedRows.size,
      idempotencyKey,
      requestHash,
    },
    now,
  );
  if (!made.inserted) {
    // This upload keeps nothing: the first job stands (or the key was used for another request).
    await ctx.media.delete(requestKey(id));
    await removePhotos(ctx, id);
    const { prior } = made;
    if (!prior) throw new AppError("CONFLICT", idempotencyMessages.inFlight);
    if (prior.requestHash !== requestHash) throw badRequest(bulkIdempotencyMessages.reused);
    return { job: { id: prior.id, status: "queued", statusUrl: `${JOBS_V1_PATH}/${prior.id}` }, replayed: true };
  }
  // Each bad row keeps its first problem per column; all of them are listed in its message.
  const values = [];
  for (let row = 1; row <= rows.total; row++) {
    const mine = issues.filter((i) => i.row === row);
    const first = mine[0];
    values.push({
      jobId: id,
      row,
      status: first ? "failed" : "pending",
      errorCode: first?.code ?? null,
      // The first problem is the row's column; any others name their own.
      errorMessage: first
        ? mine
            .map((i, n) => (n > 0 && i.column ? `${i.column}: ${i.message}` : i.message))
            .join("; ")
            .slice(0, 1000)
        : null,
      errorColumn: first ? (first.column ?? null) : null,
      issues: first ? mine.map((i) => ({ column: i.column, message: i.message.slice(0, 500) })) : null,
      createdAt: now,
      updatedAt: now,
    });
  }
  // D1 binds at most 100 parameters a statement: 8 rows at a time.
  for (let i = 0; i < values.length; i += 8) await ctx.db.insert(jobRows).values(values.slice(i, i + 8));

  if (runnable.length === 0) {
    await finishIfDone(ctx, id);
  } else {
    const messages = runnable.map((r) => ({
      body: { type: "bulk.row", jobId: id, row: r.row } satisfies BulkRowMessage,
    }));
    for (let i = 0; i < messages.length; i += 100) await ctx.env.JOBS_QUEUE.sendBatch(messages.slice(i, i + 100));
  }
  return { job: { id, status: "queued", statusUrl: `${JOBS_V1_PATH}/${id}` }, replayed: false };
}

/** Which column a refusal of the photo belongs to. */
const photoCodes: ErrorCode[] = ["PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE", "UNPROCESSABLE_CONTENT", "BAD_REQUEST"];

function mediaTypeOf(bytes: Uint8Array): string {
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return "image/png";
  if (bytes[0] === 0x52 && bytes[1] === 0x49 && bytes[8] === 0x57) return "image/webp";
  return "image/jpeg";
}

/** Counts the settled rows into the job's progress; when none is left the job succeeds (some made) or fails (none). */
async function finishIfDone(ctx: BulkContext, jobId: string) {
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

/** A bulk job's rows as GET /api/v1/jobs/{id} shows them. */
export async function bulkRowResults(ctx: Pick<AppContext, "db">, jobId: string): Promise<BulkRowResult[]> {
  const rows = await ctx.db.select().from(jobRows).where(eq(jobRows.jobId, jobId)).orderBy(asc(jobRows.row));
  return rows.map((r) => ({
    row: r.row,
    status: r.status as BulkRowResult["status"],
    conceptId: r.conceptId,
    error:
      r.status === "failed"
        ? {
            code: r.errorCode ?? "INTERNAL",
            message: r.errorMessage ?? "",
            column: r.errorColumn,
            issues: r.issues ?? [{ column: r.errorColumn, message: r.errorMessage ?? "" }],
          }
        : null,
  }));
}

/** GET /api/v1/jobs/{id}: the caller's job, with its rows when it is a bulk job. */
export async function readJobWithRows(ctx: BulkContext, userId: number, id: string): Promise<Job> {
  const job = await readJob(ctx, userId, id);
  return job.type === "concept.bulk" ? { ...job, rows: await bulkRowResults(ctx, id) } : job;
}

/** What GET /api/v1/jobs/{id}/package answers besides the package (contract/jobs.ts documents each). */
const packageMessages = {
  running: "The job is still running; download its package once GET /jobs/{id} says succeeded",
  allDeleted: "Every concept of this job has since been deleted",
} as const;

/**
 * GET /api/v1/jobs/{id}/package: a finished bulk job's package is the batch package (ZIP) of the concepts it made,
 * drawn when asked; a batch job's is the one it stored. 404 when there is no such job of the caller's, or it makes no
 * package (POST /concepts) or failed; 409 while it is queued or running.
 */
export async function anyJobPackage(
  ctx: AppContext,
  userId: number,
  id: string,
  now = new Date(),
): Promise<Attachment> {
  const job = (
    await ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.userId, userId), gt(jobs.expiresAt, now)))
      .limit(1)
  )[0];
  if (!job) throw notFound(jobMessages.notFound);
  if (job.type === "concept.create") throw notFound(jobMessages.noPackage);
  if (job.status === "queued" || job.status === "running") throw new AppError("CONFLICT", packageMessages.running);
  if (job.type !== "concept.bulk") return jobPackage(ctx, userId, id, now);
  if (job.status !== "succeeded") throw notFound(jobMessages.noPackage);
  const made = await ctx.db
    .select({ id: jobRows.conceptId })
    .from(jobRows)
    .where(and(eq(jobRows.jobId, job.id), eq(jobRows.status, "succeeded")));
  const ids = made.flatMap((m) => (m.id === null ? [] : [m.id]));
  // Concepts deleted since are left out (D1 binds at most 100 values a statement: 90 ids at a time). A job holds at
  // most the largest plan's rows (common/bulk.ts), so its package is never refused as too large.
  const left: number[] = [];
  for (let i = 0; i < ids.length; i += 90) {
    const part = await ctx.db
      .select({ id: adConcepts.id })
      .from(adConcepts)
      .where(and(eq(adConcepts.userId, job.userId), inArray(adConcepts.id, ids.slice(i, i + 90))));
    left.push(...part.map((p) => p.id));
  }
  if (left.length === 0) throw notFound(packageMessages.allDeleted);
  return batchDownload(ctx, job.userId, left, BatchOptions.parse({}));
}
