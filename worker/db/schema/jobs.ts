import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { ErrorCode } from "@common/errors";
import type { JobStatus, JobType } from "@common/jobs";
import { jobStatuses, jobTypes } from "@common/jobs";
import { apiKeys } from "./api";
import { createdAt, json, timestamp, updatedAt } from "./columns";
import { users } from "./users";

/**
 * Async jobs of the public API (services/api/jobs.ts, decision 032). The request a job runs is stored in R2 under
 * jobs/<id>/ (a photo does not fit a queue message), and so is a batch job's package.
 */
export const jobs = sqliteTable(
  "jobs",
  {
    /** `job_` and 24 random letters and digits (common/jobs.ts JOB_ID). */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The key that asked for it: the usage row of the work is written against it. */
    apiKeyId: integer("api_key_id").references(() => apiKeys.id, { onDelete: "set null" }),
    type: text("type", { enum: jobTypes }).notNull().$type<JobType>(),
    status: text("status", { enum: jobStatuses }).notNull().default("queued").$type<JobStatus>(),
    progressDone: integer("progress_done").notNull().default(0),
    progressTotal: integer("progress_total").notNull().default(1),
    /** The Idempotency-Key of the request that made the job: a retry of that request gets the same job. */
    idempotencyKey: text("idempotency_key"),
    requestHash: text("request_hash").notNull(),
    /** A concept job's concept, once made. */
    conceptId: integer("concept_id"),
    /** A batch job's package, once stored. */
    result: json<{ key: string; filename: string; contentType: string; size: number }>("result"),
    errorCode: text("error_code").$type<ErrorCode>(),
    errorMessage: text("error_message"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamp("completed_at"),
    expiresAt: timestamp("expires_at").notNull(),
  },
  (t) => [
    uniqueIndex("jobs_user_idempotency_idx").on(t.userId, t.idempotencyKey),
    index("jobs_expires_idx").on(t.expiresAt),
  ],
);

export type JobRow = typeof jobs.$inferSelect;

/**
 * The rows of a bulk job (a CSV of briefs, issue 30): one brief each, validated before any work, made one per queue
 * message, with its own result (a concept) or error (code, message and the CSV column at fault).
 */
export const jobRows = sqliteTable(
  "job_rows",
  {
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** The CSV line's row number, 1 for the first row after the header. */
    row: integer("row").notNull(),
    /** pending → running → succeeded | failed. */
    status: text("status").notNull().default("pending"),
    conceptId: integer("concept_id"),
    errorCode: text("error_code").$type<ErrorCode>(),
    errorMessage: text("error_message"),
    errorColumn: text("error_column"),
    /** Every problem the CSV check found in the row, by column (the first is errorColumn/errorMessage). */
    issues: json<{ column: string | null; message: string }[]>("issues"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.row] })],
);

export type JobRowRow = typeof jobRows.$inferSelect;
