import { and, eq, gt, lt } from "drizzle-orm";
import type { Job } from "@common/jobs";
import { jobs, type JobRow } from "../../db/schema";
import type { Attachment } from "../../lib/attachment";
import { AppError, notFound } from "../../lib/errors";
import { apiConcept } from "./concepts";
import { JOBS_V1_PATH, type JobsContext, jobMessages, requestKey } from "./jobs";

/** The caller's job, while it is kept (404 for another account's, an unknown or an expired one). */
export async function ownJob(ctx: JobsContext, userId: number, id: string, now: Date): Promise<JobRow> {
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
