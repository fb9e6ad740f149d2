import { and, eq, inArray } from "drizzle-orm";
import { type ApiConceptCreate, usagePrices } from "@common/api";
import type { BatchDownloadRequest } from "@common/concepts";
import type { ErrorCode } from "@common/errors";
import { jobs, type JobRow, users } from "../../db/schema";
import type { Attachment } from "../../lib/attachment";
import { AppError, knownError } from "../../lib/errors";
import { createApiConcept } from "./concepts";
import { recordApiCharge } from "./usage";
import { batchDownload } from "../concepts/batch";
import type { AppContext } from "../context";
import { drawBudget } from "../creatives/sets";
import { emitJobSettled } from "../webhooks";
import {
  BATCH_ENDPOINT,
  CONCEPT_ENDPOINT,
  type JobMessageBody,
  type JobsContext,
  jobIdempotencyKey,
  jobMessages,
  packageKey,
  requestKey,
} from "./jobs";

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
