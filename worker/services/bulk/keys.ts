import type { AppContext } from "../context";
import type { BulkBrief } from "./csv";

/**
 * Bulk generation (issue 30, decision 034): POST /api/v1/bulk reads the CSV and streams the photos ZIP into R2, checks
 * every row before any work, records the job and its rows, and queues one message per good row on the jobs queue.
 * Each row makes its concept under its own idempotency claim (`job:<id>:<row>`), so a redelivered message never makes
 * a second one; the job settles (services/api/jobs.ts settle/fail) when its last row does.
 */

export type BulkContext = Pick<AppContext, "db" | "media" | "env">;

/** A bulk row's message on the jobs queue. */
export interface BulkRowMessage {
  type: "bulk.row";
  jobId: string;
  row: number;
}

export const BULK_ENDPOINT = "/api/v1/bulk";
export const requestKey = (id: string) => `jobs/${id}/request.json`;
export const photoKey = (id: string, n: number) => `jobs/${id}/images/${n}`;
export const bulkRowKey = (id: string, row: number) => `job:${id}:${row}`;

/** What the job stores in R2: each good row's brief and where its photo is. */
export interface StoredRow {
  brief: BulkBrief;
  photoKey: string | null;
  image: string | null;
  imageUrl: string | null;
}
