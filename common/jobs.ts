import { z } from "./zod";
import { ApiConcept } from "./api";
import { errorCodes } from "./errors";
import { BulkRowResult } from "./bulk";

/**
 * Async jobs of the public API (issue 30, decision 032): `POST /api/v1/concepts` and `POST /api/v1/concepts/batch` with
 * `Prefer: respond-async` answer 202 with a job; the Queue consumer does the work and `GET /api/v1/jobs/{id}` tells it.
 */

/** The request header that asks for a job, and the answer's header that says one was made. */
export const PREFER_HEADER = "Prefer";
export const PREFERENCE_APPLIED_HEADER = "Preference-Applied";
export const RESPOND_ASYNC = "respond-async";

/** Whether a Prefer header (RFC 7240: comma-separated preferences, each maybe with parameters) asks for respond-async. */
export function prefersAsync(prefer: string | null | undefined): boolean {
  if (!prefer) return false;
  return prefer.split(",").some((p) => p.split(";")[0]!.trim().toLowerCase() === RESPOND_ASYNC);
}

/** A job's id: `job_` and 24 random lowercase letters and digits. */
export const JOB_ID = /^job_[0-9a-z]{24}$/;
/** A job, its stored request and its result are kept this long, then gone. */
export const JOB_TTL_MS = 24 * 60 * 60 * 1000;

export const jobTypes = ["concept.create", "concept.batch", "concept.bulk"] as const;
export type JobType = (typeof jobTypes)[number];
export const jobStatuses = ["queued", "running", "succeeded", "failed"] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const JobAccepted = /* @__PURE__ */ z
  .object({
    id: z.string().regex(JOB_ID),
    status: z.literal("queued"),
    statusUrl: z.string().describe("GET it with the same key (concept:read) to follow the job"),
  })
  .meta({ id: "JobAccepted" });
export type JobAccepted = z.infer<typeof JobAccepted>;

/** A batch job's result: the package, stored with the job and downloadable by its owner until the job expires. */
export const JobPackage = /* @__PURE__ */ z
  .object({
    downloadUrl: z.string().describe("GET it with the same key (concept:read) to receive the package"),
    filename: z.string(),
    contentType: z.enum(["application/zip", "application/pdf"]),
    size: z.number().int(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: "JobPackage" });
export type JobPackage = z.infer<typeof JobPackage>;

export const Job = /* @__PURE__ */ z
  .object({
    id: z.string().regex(JOB_ID),
    type: z
      .enum(jobTypes)
      .describe("concept.create: one concept; concept.batch: a batch package; concept.bulk: a CSV's rows (POST /bulk)"),
    status: z
      .enum(jobStatuses)
      .describe("queued → running → succeeded or failed; a transient failure is retried while running"),
    progress: z.object({ done: z.number().int(), total: z.number().int() }),
    result: z
      .union([ApiConcept, JobPackage])
      .nullable()
      .describe("When succeeded: the concept (concept.create) or the package (concept.batch)"),
    error: z
      .object({ code: z.enum(errorCodes), message: z.string() })
      .nullable()
      .describe("When failed: the error envelope's code and message, as the synchronous request would have answered"),
    rows: z
      .array(BulkRowResult)
      .optional()
      .describe(
        "A bulk job's rows, in CSV order: each pending, running, succeeded with its conceptId, or failed with its error (code, message, the column at fault). The job succeeds when its last row settles and any row made a concept; it fails when every row failed. Its package (GET /jobs/{id}/package) holds every concept made.",
      ),
    attempts: z.number().int().describe("How many times the work was started"),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    completedAt: z.iso.datetime().nullable(),
    expiresAt: z.iso.datetime().describe("After this the job, its result and its package are gone (404)"),
  })
  .meta({ id: "Job" });
export type Job = z.infer<typeof Job>;
