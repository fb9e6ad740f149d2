import { and, asc, eq, inArray } from "drizzle-orm";
import type { BulkRowResult } from "@common/bulk";
import type { Job } from "@common/jobs";
import { BatchOptions } from "@common/concepts";
import { adConcepts, jobRows } from "../../db/schema";
import type { Attachment } from "../../lib/attachment";
import { AppError, notFound } from "../../lib/errors";
import { batchDownload } from "../concepts/batch";
import type { AppContext } from "../context";
import { jobMessages } from "../api/jobs";
import { jobPackage, ownJob, readJob } from "../api/jobs-read";
import type { BulkContext } from "./keys";

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
  const job = await ownJob(ctx, userId, id, now);
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
