import { and, eq, gt, inArray, lt } from "drizzle-orm";
import { type ApiConceptCreate, usagePrices } from "@common/api";
import type { BatchDownloadRequest } from "@common/concepts";
import type { ErrorCode } from "@common/errors";
import { type Job, JOB_TTL_MS, type JobAccepted, type JobType } from "@common/jobs";
import { adConcepts, jobs, type JobRow, users } from "../../db/schema";
import type { Attachment } from "../../lib/attachment";
import { sha256Hex } from "../../lib/crypto";
import { AppError, badRequest, knownError, notFound } from "../../lib/errors";
import { apiConcept, createApiConcept, idempotencyMessages } from "./concepts";
import { recordApiCharge } from "./usage";
import { batchDownload } from "../concepts/batch";
import type { AppContext } from "../context";
import { drawBudget } from "../creatives/sets";
import { emitJobSettled } from "../webhooks";

/**
 * Async jobs (issue 30, decision 032). A request with `Prefer: respond-async` is validated as the synchronous one is,
 * stored (the row here, the request body in R2: a photo does not fit a queue message) and queued; the Queue consumer
 * (worker/queue.ts) runs the very verb the synchronous route runs. A concept job claims its own Idempotency-Key
 * (`job:<id>`) in createApiConcept, so however often its message is delivered it makes, and charges, one concept.
 */

type JobsContext = Pick<AppContext, "db" | "media" | "env">;

export const JOBS_V1_PATH = "/api/v1/jobs";
const CONCEPT_ENDPOINT = "/api/v1/concepts";
const BATCH_ENDPOINT = "/api/v1/concepts/batch";

/** What a job's message carries: its id only (the request is in R2). */
export interface JobMessageBody {
  type: "job.run";
  jobId: string;
}

const requestKey = (id: string) => `jobs/${id}/request.json`;
const packageKey = (id: string, filename: string) => `jobs/${id}/${filename}`;
/** The claim createApiConcept takes for a job: never a client's key, which cannot name another account's job. */
export const jobIdempotencyKey = (id: string) => `job:${id}`;

export function newJobId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const alphabet = "0123456789abcdefghijklmnopqrstuvwxyz";
  return `job_${[...bytes].map((b) => alphabet[b % 36]).join("")}`;
}

export const jobMessages = {
  gaveUp: "The job failed on our side after several attempts; send the request again",
  notFound: "No such job of yours (jobs and their results are kept for 24 hours)",
  noPackage: "This job has no package (it is not a finished batch job)",
} as const;

interface Enqueue {
  type: JobType;
  userId: number;
  apiKeyId: number | null;
  /** The validated request, as the consumer will run it. */
  request: unknown;
  total: number;
  idempotencyKey: string | null;
}

type NewJob = Omit<typeof jobs.$inferInsert, "createdAt" | "updatedAt" | "expiresAt">;

/**
 * Inserts a job row, kept JOB_TTL_MS. Under an Idempotency-Key the account already used (jobs_user_idempotency_idx)
 * nothing is inserted and the first job's id and request hash are answered instead (null while it cannot be read).
 */
export async function insertJob(
  ctx: JobsContext,
  row: NewJob,
  now: Date,
): Promise<{ inserted: true } | { inserted: false; prior: { id: string; requestHash: string } | null }> {
  const inserted = await ctx.db
    .insert(jobs)
    .values({ ...row, createdAt: now, updatedAt: now, expiresAt: new Date(now.getTime() + JOB_TTL_MS) })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  if (inserted[0]) return { inserted: true };
  const prior = row.idempotencyKey
    ? (
        await ctx.db
          .select({ id: jobs.id, requestHash: jobs.requestHash })
          .from(jobs)
          .where(and(eq(jobs.userId, row.userId), eq(jobs.idempotencyKey, row.idempotencyKey)))
          .limit(1)
      )[0]
    : undefined;
  return { inserted: false, prior: prior ?? null };
}

/**
 * Records a job and queues it. With an Idempotency-Key a retry of the same request gets the first job back
 * (`replayed`), a different request under the same key is a 400, as with the synchronous route.
 */
async function enqueue(
  ctx: JobsContext,
  job: Enqueue,
  now = new Date(),
): Promise<{ job: JobAccepted; replayed: boolean }> {
  const body = JSON.stringify(job.request);
  const requestHash = await sha256Hex(`${job.type}\n${body}`);
  const id = newJobId();
  const made = await insertJob(
    ctx,
    {
      id,
      userId: job.userId,
      apiKeyId: job.apiKeyId,
      type: job.type,
      progressTotal: job.total,
      idempotencyKey: job.idempotencyKey,
      requestHash,
    },
    now,
  );
  if (!made.inserted) {
    const { prior } = made;
    if (!prior) throw new AppError("CONFLICT", idempotencyMessages.inFlight);
    if (prior.requestHash !== requestHash) throw badRequest(idempotencyMessages.reused);
    return { job: accepted(prior.id), replayed: true };
  }
  try {
    await ctx.media.put(requestKey(id), body, { httpMetadata: { contentType: "application/json" } });
    const message: JobMessageBody = { type: "job.run", jobId: id };
    await ctx.env.JOBS_QUEUE.send(message);
  } catch (err) {
    await ctx.db.delete(jobs).where(eq(jobs.id, id));
    await ctx.media.delete(requestKey(id)).catch(() => undefined);
    throw err;
  }
  return { job: accepted(id), replayed: false };
}

const accepted = (id: string): JobAccepted => ({ id, status: "queued", statusUrl: `${JOBS_V1_PATH}/${id}` });

/** POST /api/v1/concepts with Prefer: respond-async. The brief was validated by the route; the photo is the job's. */
export function startConceptJob(
  ctx: JobsContext,
  userId: number,
  apiKeyId: number | null,
  input: ApiConceptCreate,
  idempotencyKey: string | null,
) {
  return enqueue(ctx, { type: "concept.create", userId, apiKeyId, request: input, total: 1, idempotencyKey });
}

/** POST /api/v1/concepts/batch with Prefer: respond-async. Every concept must be the caller's before a job is made. */
export async function startBatchJob(
  ctx: JobsContext,
  userId: number,
  apiKeyId: number | null,
  request: BatchDownloadRequest,
  idempotencyKey: string | null,
) {
  const ids = [...new Set(request.conceptIds)];
  const owned = await ctx.db
    .select({ id: adConcepts.id })
    .from(adConcepts)
    .where(and(eq(adConcepts.userId, userId), inArray(adConcepts.id, ids)));
  if (owned.length !== ids.length) throw notFound("Concept not found");
  return enqueue(ctx, { type: "concept.batch", userId, apiKeyId, request, total: ids.length, idempotencyKey });
}

/** A failure no retry can mend: the job fails at once with the envelope's code (a 409 or 429 may pass, so it retries). */
export function isFinal(err: unknown): err is AppError {
  return err instanceof AppError && err.status < 500 && err.code !== "CONFLICT" && err.code !== "RATE_LIMITED";
}

export async function settle(ctx: JobsContext, id: string, values: Partial<typeof jobs.$inferInsert>) {
  const now = new Date();
  const settled = await ctx.db
    .update(jobs)
    .set({ ...values, updatedAt: now })
    .where(and(eq(jobs.id, id), inArray(jobs.status, ["queued", "running"])))
    .returning();
  if (settled[0]) await emitJobSettled(ctx, settled[0]);
}

export async function fail(ctx: JobsContext, id: string, code: ErrorCode, message: string) {
  await settle(ctx, id, {
    status: "failed",
    errorCode: code,
    errorMessage: message.slice(0, 500),
    completedAt: new Date(),
  });
}

/**
 * The work is charged once it is done, at the synchronous request's price, as its own usage row named after the job:
 * recorded again (a redelivered message) it is counted once (the account's ledger keys its rows by that name).
 */
async function charge(ctx: JobsContext, job: JobRow, started: number, statusCode: number) {
  if (job.apiKeyId === null) return;
  const concept = job.type === "concept.create";
  await recordApiCharge(ctx, {
    userId: job.userId,
    apiKeyId: job.apiKeyId,
    endpoint: concept ? CONCEPT_ENDPOINT : BATCH_ENDPOINT,
    method: "POST",
    statusCode,
    responseTime: Date.now() - started,
    cost: usagePrices[concept ? "generation" : "read"],
    metadata: { jobId: job.id, async: true },
    requestId: jobIdempotencyKey(job.id),
  });
}

/** Reads a stream into R2: one put when it is small, else a multipart upload of equal 8 MiB parts. */
async function storeStream(media: R2Bucket, key: string, body: ReadableStream | Uint8Array, contentType: string) {
  const httpMetadata = { contentType };
  if (body instanceof Uint8Array) {
    await media.put(key, body, { httpMetadata });
    return body.byteLength;
  }
  const PART = 8 * 1024 * 1024;
  let buffer = new Uint8Array(PART);
  let filled = 0;
  let size = 0;
  let upload: R2MultipartUpload | null = null;
  const parts: R2UploadedPart[] = [];
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      let chunk = value as Uint8Array;
      size += chunk.byteLength;
      while (chunk.byteLength > 0) {
        const take = Math.min(PART - filled, chunk.byteLength);
        buffer.set(chunk.subarray(0, take), filled);
        filled += take;
        chunk = chunk.subarray(take);
        if (filled === PART) {
          upload ??= await media.createMultipartUpload(key, { httpMetadata });
          parts.push(await upload.uploadPart(parts.length + 1, buffer));
          buffer = new Uint8Array(PART);
          filled = 0;
        }
      }
    }
    if (!upload) {
      await media.put(key, buffer.subarray(0, filled), { httpMetadata });
      return size;
    }
    if (filled > 0) parts.push(await upload.uploadPart(parts.length + 1, buffer.subarray(0, filled)));
    await upload.complete(parts);
    return size;
  } catch (err) {
    await upload?.abort().catch(() => undefined);
    throw err;
  }
}

/**
 * Runs a job's message. Returns normally when the job is done with (succeeded, failed for good, already finished by
 * an earlier delivery, or gone); throws a transient failure so the queue delivers it again.
 */
export async function runJob(ctx: AppContext, message: JobMessageBody, now = new Date()): Promise<JobStatusAfter> {
  const job = (await ctx.db.select().from(jobs).where(eq(jobs.id, message.jobId)).limit(1))[0];
  if (!job || job.expiresAt.getTime() <= now.getTime()) return "gone";
  if (job.status === "succeeded" || job.status === "failed") return job.status;
  const started = Date.now();
  await ctx.db
    .update(jobs)
    .set({ status: "running", attempts: job.attempts + 1, updatedAt: new Date() })
    .where(eq(jobs.id, job.id));
  const stored = await ctx.media.get(requestKey(job.id));
  if (!stored) {
    await fail(ctx, job.id, "INTERNAL", jobMessages.gaveUp);
    return "failed";
  }
  const body = await stored.text();
  try {
    if (job.type === "concept.create") {
      const user = (await ctx.db.select().from(users).where(eq(users.id, job.userId)).limit(1))[0];
      if (!user) return "gone";
      const input = JSON.parse(body) as ApiConceptCreate;
      const { concept } = await createApiConcept(ctx, user, input, { key: jobIdempotencyKey(job.id), body });
      await charge(ctx, job, started, 201);
      await settle(ctx, job.id, {
        status: "succeeded",
        conceptId: concept.id,
        progressDone: 1,
        completedAt: new Date(),
      });
    } else {
      const request = JSON.parse(body) as BatchDownloadRequest;
      const file: Attachment = await batchDownload(
        ctx,
        job.userId,
        request.conceptIds,
        request.options,
        drawBudget(),
        async (done) => {
          await ctx.db.update(jobs).set({ progressDone: done, updatedAt: new Date() }).where(eq(jobs.id, job.id));
        },
      );
      const key = packageKey(job.id, file.filename);
      const size = await storeStream(ctx.media, key, file.body, file.contentType);
      await charge(ctx, job, started, 200);
      await settle(ctx, job.id, {
        status: "succeeded",
        result: { key, filename: file.filename, contentType: file.contentType, size },
        progressDone: job.progressTotal,
        completedAt: new Date(),
      });
    }
    // The stored request stays until the job expires (forgetExpiredJobs): a delivery that comes after a run died
    // between making the concept and recording it still finds it, and its claim replays the concept.
    return "succeeded";
  } catch (thrown) {
    // An image refusal met on the way (a stored photo the rules now refuse) is answered as lib/errors maps it.
    const err = knownError(thrown) ?? thrown;
    if (!isFinal(err)) throw thrown;
    await fail(ctx, job.id, err.code, err.message);
    return "failed";
  }
}

export type JobStatusAfter = "succeeded" | "failed" | "gone";

/** A job's message the queue gave up on (the dead-letter queue): the job is failed, unless an earlier run finished it. */
export async function deadLetterJob(ctx: JobsContext, message: JobMessageBody): Promise<void> {
  await fail(ctx, message.jobId, "INTERNAL", jobMessages.gaveUp);
}

async function ownJob(ctx: JobsContext, userId: number, id: string, now: Date): Promise<JobRow> {
  const job = (
    await ctx.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.userId, userId), gt(jobs.expiresAt, now)))
      .limit(1)
  )[0];
  if (!job) throw notFound(jobMessages.notFound);
  return job;
}

const iso = (d: Date) => d.toISOString();

/** GET /api/v1/jobs/{id}: the caller's job as it stands. */
export async function readJob(ctx: JobsContext, userId: number, id: string, now = new Date()): Promise<Job> {
  const job = await ownJob(ctx, userId, id, now);
  let result: Job["result"] = null;
  if (job.status === "succeeded") {
    if (job.type === "concept.create" && job.conceptId !== null)
      result = await apiConcept(ctx, userId, job.conceptId).catch((err: unknown) => {
        // The concept was deleted since: the job still succeeded, there is nothing left to show.
        if (err instanceof AppError && err.code === "NOT_FOUND") return null;
        throw err;
      });
    if (job.type === "concept.batch" && job.result)
      result = {
        downloadUrl: `${JOBS_V1_PATH}/${job.id}/package`,
        filename: job.result.filename,
        contentType: job.result.contentType as "application/zip" | "application/pdf",
        size: job.result.size,
        expiresAt: iso(job.expiresAt),
      };
  }
  return {
    id: job.id,
    type: job.type,
    status: job.status,
    progress: { done: job.progressDone, total: job.progressTotal },
    result,
    error: job.status === "failed" ? { code: job.errorCode ?? "INTERNAL", message: job.errorMessage ?? "" } : null,
    attempts: job.attempts,
    createdAt: iso(job.createdAt),
    updatedAt: iso(job.updatedAt),
    completedAt: job.completedAt ? iso(job.completedAt) : null,
    expiresAt: iso(job.expiresAt),
  };
}

/** GET /api/v1/jobs/{id}/package: a finished batch job's package, to its owner only, until the job expires. */
export async function jobPackage(ctx: JobsContext, userId: number, id: string, now = new Date()): Promise<Attachment> {
  const job = await ownJob(ctx, userId, id, now);
  if (job.status !== "succeeded" || !job.result) throw notFound(jobMessages.noPackage);
  const object = await ctx.media.get(job.result.key);
  if (!object) throw notFound(jobMessages.notFound);
  return {
    body: object.body,
    filename: job.result.filename,
    contentType: job.result.contentType,
    headers: { "Content-Length": String(object.size) },
  };
}

/** Jobs past their 24 hours are forgotten with their stored request and package (the daily cron). */
export async function forgetExpiredJobs(ctx: JobsContext, now = new Date()): Promise<number> {
  const gone = await ctx.db
    .delete(jobs)
    .where(lt(jobs.expiresAt, now))
    .returning({ id: jobs.id, type: jobs.type, result: jobs.result });
  const keys = gone.flatMap((j) => [requestKey(j.id), ...(j.result ? [j.result.key] : [])]);
  // A bulk job's photos (jobs/<id>/images/…) are listed and removed with it.
  for (const j of gone.filter((g) => g.type === "concept.bulk")) {
    let cursor: string | undefined;
    do {
      const page = await ctx.media.list({ prefix: `jobs/${j.id}/images/`, ...(cursor ? { cursor } : {}) });
      keys.push(...page.objects.map((o) => o.key));
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
  for (let i = 0; i < keys.length; i += 1000) await ctx.media.delete(keys.slice(i, i + 1000));
  return gone.length;
}
