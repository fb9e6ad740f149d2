import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { zipSync } from "fflate";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { bulkColumns } from "@common/bulk";
import { Job, JobAccepted } from "@common/jobs";
import { adConcepts, apiUsage, jobRows, jobs, users } from "../../db/schema";
import worker from "../../index";
import { JOBS_QUEUE, type JobMessage } from "../../queue";
import { fromBase64 } from "../../lib/base64";
import { brief, db, hourlyRows, keyHolder, ledgerOf, ledgerRows, photoDataUrl } from "../api-support";
import { call, expectBody, expectError } from "../helpers";
import { createUser } from "../factories";

// The route's messages go to a queue nobody consumes in tests (vitest.config.ts); each row's message is handed to the
// Worker's own queue() handler here, as Cloudflare Queues would. D1 and R2 are real.

const photo = () => fromBase64(photoDataUrl().split(",")[1]!)!;

const header = [
  "businessType",
  "targetAudience",
  "tone",
  "productDescription",
  "brandName",
  "platforms",
  "languages",
  "image",
];
const goodRow = (n: number, image = `photo-${n}.jpg`) => [
  brief.businessType,
  brief.targetAudience,
  brief.tone,
  `${brief.productDescription}, model ${n}`,
  `Ridgeline ${n}`,
  "facebook;pinterest",
  "en;de",
  image,
];
const csvOf = (rows: string[][], head = header) =>
  [head, ...rows]
    .map((r) => r.map((v) => (/[",]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v)).join(","))
    .join("\r\n");

function upload(csv: string, zip?: Uint8Array, headers: Record<string, string> = {}): RequestInit {
  const form = new FormData();
  form.set("csv", new Blob([csv], { type: "text/csv" }), "briefs.csv");
  if (zip) form.set("images", new Blob([zip], { type: "application/zip" }), "photos.zip");
  return { method: "POST", body: form, headers };
}

async function deliver(body: JobMessage) {
  const id = crypto.randomUUID();
  const batch = createMessageBatch<JobMessage>(JOBS_QUEUE, [{ id, timestamp: new Date(), attempts: 1, body }]);
  await worker.queue(batch as MessageBatch<unknown>, env);
  const result = await getQueueResult(batch, createExecutionContext());
  expect(result.explicitAcks).toEqual([id]);
}

const rowsOf = (jobId: string) => db().select().from(jobRows).where(eq(jobRows.jobId, jobId)).orderBy(jobRows.row);

/** Delivers every pending row's message once, as the queue would. */
async function drain(jobId: string) {
  for (const r of await rowsOf(jobId))
    if (r.status === "pending") await deliver({ type: "bulk.row", jobId, row: r.row });
}

const readJob = async (auth: Record<string, string>, id: string) =>
  expectBody(await call(`/api/v1/jobs/${id}`, { headers: auth }), 200, Job);

beforeAll(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("POST /api/v1/bulk", () => {
  // 10 good rows and 3 bad: 13 rows are stored in two of the 8-row inserts, as a larger upload is in more of them.
  it("10 good rows and 3 bad ones: 10 concepts made and counted, 3 errors by row and column, redelivery makes none", async () => {
    const holder = await keyHolder({
      plan: "enterprise",
      conceptsLimit: 1000,
      key: { permissions: ["concept:create", "concept:read"] },
    });
    const files: Record<string, Uint8Array> = {};
    const rows: string[][] = [];
    for (let n = 1; n <= 10; n++) {
      files[`photo-${n}.jpg`] = photo();
      rows.push(goodRow(n));
    }
    const badPlatform = goodRow(11, "photo-1.jpg");
    badPlatform[5] = "facebook;myspace";
    const noBusiness = goodRow(12, "photo-2.jpg");
    noBusiness[0] = "";
    const missingPhoto = goodRow(13, "Photo-3.JPG");
    missingPhoto[2] = "Shouty";
    rows.splice(4, 0, badPlatform);
    rows.splice(10, 0, noBusiness);
    rows.push(missingPhoto);

    const res = await call("/api/v1/bulk", upload(csvOf(rows), zipSync(files), holder.keyAuth));
    const accepted = await expectBody(res, 202, JobAccepted);
    expect(res.headers.get("Location")).toBe(`/api/v1/jobs/${accepted.id}`);

    const queued = await readJob(holder.keyAuth, accepted.id);
    expect(queued).toMatchObject({ type: "concept.bulk", progress: { done: 3, total: 13 } });
    const failed = queued.rows!.filter((r) => r.status === "failed");
    expect(failed.map((r) => [r.row, r.error!.column])).toEqual([
      [5, "platforms"],
      [11, "businessType"],
      [13, "tone"],
    ]);
    expect(failed[2]!.error!.message).toMatch(/Photo-3\.JPG is not in the photos ZIP/);
    // Every problem of a row, each by its column, a list's choices named.
    expect(failed[2]!.error!.issues).toEqual([
      {
        column: "tone",
        message: expect.stringMatching(/^"Shouty" is not one of the choices: Professional, Friendly & Casual, /),
      },
      { column: "image", message: expect.stringMatching(/Photo-3\.JPG is not in the photos ZIP/) },
    ]);
    expect(failed[0]!.error!.message).toMatch(/^"myspace" is not a platform; use facebook, instagram/);
    expect(failed.map((r) => r.error!.issues.map((i) => i.column))).toEqual([
      ["platforms"],
      ["businessType"],
      ["tone", "image"],
    ]);
    // Nothing is made before the rows run.
    expect(await db().select().from(adConcepts).where(eq(adConcepts.userId, holder.user.id))).toHaveLength(0);

    await drain(accepted.id);
    const done = await readJob(holder.keyAuth, accepted.id);
    expect(done).toMatchObject({ status: "succeeded", progress: { done: 13, total: 13 } });
    const made = done.rows!.filter((r) => r.status === "succeeded");
    expect(made).toHaveLength(10);
    const concepts = await db().select().from(adConcepts).where(eq(adConcepts.userId, holder.user.id));
    expect(concepts.map((c) => c.id).sort()).toEqual(made.map((r) => r.conceptId).sort());
    const owner = (await db().select().from(users).where(eq(users.id, holder.user.id)))[0]!;
    expect(owner.conceptsGenerated).toBe(10);
    await ledgerOf(holder.user.id).flush();
    const charges = (await ledgerRows(holder.user.id)).filter((r) => r.endpoint === "/api/v1/bulk");
    expect(charges.filter((c) => c.cost > 0)).toHaveLength(10);
    const billed = (await hourlyRows(holder.user.id)).filter((h) => h.endpoint === "/api/v1/bulk");
    expect(billed.reduce((n, h) => n + h.billableCalls, 0)).toBe(10);
    expect(await db().select().from(apiUsage).where(eq(apiUsage.userId, holder.user.id))).toHaveLength(0);

    // A redelivered row makes no second concept, even when its row was set back to pending (a run that died).
    await db()
      .update(jobRows)
      .set({ status: "running" })
      .where(and(eq(jobRows.jobId, accepted.id), eq(jobRows.row, 1)));
    await deliver({ type: "bulk.row", jobId: accepted.id, row: 1 });
    await deliver({ type: "bulk.row", jobId: accepted.id, row: 2 });
    expect(await db().select().from(adConcepts).where(eq(adConcepts.userId, holder.user.id))).toHaveLength(10);
    expect((await db().select().from(users).where(eq(users.id, holder.user.id)))[0]!.conceptsGenerated).toBe(10);

    // The package holds the concepts made.
    const pkg = await call(`/api/v1/jobs/${accepted.id}/package`, { headers: holder.keyAuth });
    expect(pkg.status).toBe(200);
    expect(pkg.headers.get("Content-Type")).toBe("application/zip");
    expect((await pkg.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    // Another account's job is 404.
    const stranger = await keyHolder();
    await expectError(await call(`/api/v1/jobs/${accepted.id}`, { headers: stranger.keyAuth }), 404, "NOT_FOUND");
    await expectError(await call(`/api/v1/jobs/${accepted.id}`, { headers: stranger.auth }), 404, "NOT_FOUND");
  }, 180_000);

  it("rows past the month's remaining concepts are LIMIT_EXCEEDED and not made; the session may upload too", async () => {
    const owner = await createUser({ plan: "pro", conceptsLimit: 10, conceptsGenerated: 8 });
    const rows = [1, 2, 3, 4].map((n) => goodRow(n));
    const files = Object.fromEntries(rows.map((r) => [r[7]!, photo()]));
    const res = await call("/api/v1/bulk", upload(csvOf(rows), zipSync(files), owner.auth));
    const { id } = await expectBody(res, 202, JobAccepted);
    await drain(id);
    const job = await readJob(owner.auth, id);
    expect(job.status).toBe("succeeded");
    expect(job.rows!.map((r) => [r.row, r.status, r.error?.code ?? null])).toEqual([
      [1, "succeeded", null],
      [2, "succeeded", null],
      [3, "failed", "LIMIT_EXCEEDED"],
      [4, "failed", "LIMIT_EXCEEDED"],
    ]);
    expect(await db().select().from(adConcepts).where(eq(adConcepts.userId, owner.user.id))).toHaveLength(2);
  }, 60_000);

  it("refuses clearly: zip-slip names, a ZIP bomb, too many rows, unknown columns, no csv, a plan without bulk", async () => {
    const holder = await keyHolder({ plan: "enterprise", conceptsLimit: 1000 });
    // A zip-slip entry is never stored; the row naming it is told so, by column.
    const slip = zipSync({ "../evil.jpg": photo() });
    const res = await call("/api/v1/bulk", upload(csvOf([goodRow(1, "../evil.jpg")]), slip, holder.keyAuth));
    const { id } = await expectBody(res, 202, JobAccepted);
    const job = await readJob(holder.keyAuth, id);
    expect(job.status).toBe("failed");
    expect(job.rows![0]!.error).toMatchObject({ code: "VALIDATION_FAILED", column: "image" });
    expect(job.rows![0]!.error!.message).toMatch(/not a plain file path/);
    const stored = await env.MEDIA.list({ prefix: `jobs/${id}/images/` });
    expect(stored.objects).toHaveLength(0);

    // 210 MB of zeros unpacks past the 200 MB cap.
    const bomb = zipSync({ "big.jpg": new Uint8Array(210 * 1024 * 1024) }, { level: 9 });
    await expectError(
      await call("/api/v1/bulk", upload(csvOf([goodRow(1, "big.jpg")]), bomb, holder.keyAuth)),
      413,
      "PAYLOAD_TOO_LARGE",
      /unpacks to more than 200 MB/,
    );

    const many = Array.from({ length: 1001 }, (_, i) => goodRow(i + 1));
    await expectError(
      await call("/api/v1/bulk", upload(csvOf(many), undefined, holder.keyAuth)),
      413,
      "PAYLOAD_TOO_LARGE",
      "The CSV has 1,001 rows; a job on the Enterprise plan takes at most 1,000",
    );
    await expectError(
      await call(
        "/api/v1/bulk",
        upload(csvOf([goodRow(1)], [...header.slice(0, -1), "picture"]), undefined, holder.keyAuth),
      ),
      400,
      "BAD_REQUEST",
      /Unknown column "picture"/,
    );
    const noCsv = new FormData();
    noCsv.set("images", new Blob([slip]), "photos.zip");
    await expectError(
      await call("/api/v1/bulk", { method: "POST", body: noCsv, headers: holder.keyAuth }),
      400,
      "BAD_REQUEST",
      /part named csv/,
    );

    const basic = await createUser({ plan: "basic" });
    await expectError(
      await call("/api/v1/bulk", upload(csvOf([goodRow(1)]), undefined, basic.auth)),
      403,
      "PAYMENT_REQUIRED",
    );
  }, 60_000);

  it("an Idempotency-Key: a retried upload gets the same job back and queues nothing again; another upload under the key is a 400", async () => {
    const holder = await keyHolder({ key: { permissions: ["concept:create", "concept:read"] } });
    const rows = [goodRow(1), goodRow(2)];
    const zip = zipSync({ "photo-1.jpg": photo(), "photo-2.jpg": photo() });
    const keyed = { ...holder.keyAuth, "Idempotency-Key": crypto.randomUUID() };
    const first = await call("/api/v1/bulk", upload(csvOf(rows), zip, keyed));
    const accepted = await expectBody(first, 202, JobAccepted);
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();

    // The package is not there while the job runs: 409, not 404.
    await expectError(
      await call(`/api/v1/jobs/${accepted.id}/package`, { headers: holder.keyAuth }),
      409,
      "CONFLICT",
      /still running/,
    );

    // The same parts again (a new multipart boundary): the first job, nothing recorded or stored twice.
    const storedKeys = async () => (await env.MEDIA.list({ prefix: "jobs/" })).objects.map((o) => o.key).sort();
    const before = await storedKeys();
    const retry = await call("/api/v1/bulk", upload(csvOf(rows), zip, keyed));
    expect(await expectBody(retry, 202, JobAccepted)).toEqual(accepted);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(retry.headers.get("Location")).toBe(`/api/v1/jobs/${accepted.id}`);
    const mine = await db().select().from(jobs).where(eq(jobs.userId, holder.user.id));
    expect(mine.map((j) => j.id)).toEqual([accepted.id]);
    expect(await rowsOf(accepted.id)).toHaveLength(2);
    // The retry's photos were not kept: R2 holds what it held before it.
    expect(await storedKeys()).toEqual(before);
    await expectError(
      await call("/api/v1/bulk", upload(csvOf(rows), zipSync({ "photo-1.jpg": photo() }), keyed)),
      400,
      "BAD_REQUEST",
      /already used with a different upload/,
    );
    expect(await db().select().from(jobs).where(eq(jobs.userId, holder.user.id))).toHaveLength(1);
    await expectError(
      await call("/api/v1/bulk", upload(csvOf(rows), zip, { ...holder.keyAuth, "Idempotency-Key": "k".repeat(256) })),
      400,
      "VALIDATION_FAILED",
      "Idempotency-Key must be at most 255 characters",
    );

    // The job runs once: two concepts, and a retry after it finished still answers the same job.
    await drain(accepted.id);
    expect(await readJob(holder.keyAuth, accepted.id)).toMatchObject({ status: "succeeded" });
    expect(await db().select().from(adConcepts).where(eq(adConcepts.userId, holder.user.id))).toHaveLength(2);
    const late = await call("/api/v1/bulk", upload(csvOf(rows), zip, keyed));
    expect((await expectBody(late, 202, JobAccepted)).id).toBe(accepted.id);
    expect(await db().select().from(adConcepts).where(eq(adConcepts.userId, holder.user.id))).toHaveLength(2);
    expect((await call(`/api/v1/jobs/${accepted.id}/package`, { headers: holder.keyAuth })).status).toBe(200);
  }, 60_000);

  it("serves a template whose header is every column and whose rows are read without a problem", async () => {
    const res = await call("/api/v1/bulk/template.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/csv");
    const text = await res.text();
    expect(text.split("\r\n")[0]).toBe(bulkColumns.join(","));
    const { readBulkCsv } = await import("../../services/bulk/csv");
    const read = readBulkCsv(text, {
      maxRows: 100,
      planName: "Pro",
      production: true,
      zip: { has: (n) => n === "cold-brew.jpg", tooLarge: () => false },
    });
    expect(read.issues).toEqual([]);
    expect(read.rows).toHaveLength(2);
  });
});
