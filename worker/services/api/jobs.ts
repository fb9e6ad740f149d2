import { and, eq, inArray } from "drizzle-orm";
import type { ApiConceptCreate } from "@common/api";
import type { BatchDownloadRequest } from "@common/concepts";
import { JOB_TTL_MS, type JobAccepted, type JobType } from "@common/jobs";
import { adConcepts, jobs } from "../../db/schema";
import { sha256Hex } from "../../lib/crypto";
import { AppError, badRequest, notFound } from "../../lib/errors";
import { idempotencyMessages } from "./concepts";
import type { AppContext } from "../context";

/**
 * Async jobs (issue 30, decision 032). A request with `Prefer: respond-async` is validated as the synchronous one is,
 * stored (the row here, the request body in R2: a photo does not fit a queue message) and queued; the Queue consumer
 * (worker/queue.ts) runs the very verb the synchronous route runs. A concept job claims its own Idempotency-Key
 * (`job:<id>`) in createApiConcept, so however often its message is delivered it makes, and charges, one concept.
 */

export type JobsContext = Pick<AppContext, "db" | "media" | "env">;

export const JOBS_V1_PATH = "/api/v1/jobs";
export const CONCEPT_ENDPOINT = "/api/v1/concepts";
export const BATCH_ENDPOINT = "/api/v1/concepts/batch";

/** What a job's message carries: its id only (the request is in R2). */
export interface JobMessageBody {
  type: "job.run";
  jobId: string;
}

export const requestKey = (id: string) => `jobs/${id}/request.json`;
export const packageKey = (id: string, filename: string) => `jobs/${id}/${filename}`;
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
