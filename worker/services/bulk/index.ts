import { type BulkIssue, bulkMessages, bulkRowLimits } from "@common/bulk";
import type { JobAccepted } from "@common/jobs";
import { UNLIMITED } from "@common/plans";
import { jobRows, type UserRow } from "../../db/schema";
import { sha256Hex } from "../../lib/crypto";
import { AppError, badRequest } from "../../lib/errors";
import { apiBudgetOf } from "../api/keys";
import { idempotencyMessages } from "../api/concepts";
import { insertJob, JOBS_V1_PATH, newJobId } from "../api/jobs";
import { planById } from "../plans/names";
import { decodeCsv, readBulkCsv } from "./csv";
import { boundaryOf, csvSink, readMultipart, zipSink } from "./upload";
import { finishIfDone } from "./run";
import { type BulkContext, type BulkRowMessage, type StoredRow, photoKey, requestKey } from "./keys";

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
