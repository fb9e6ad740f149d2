import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ApiConcept, usagePrices } from "@common/api";
import { Job, JobAccepted } from "@common/jobs";
import { adConcepts, apiUsage, jobs, users } from "../../db/schema";
import worker from "../../index";
import { JOBS_DLQ, JOBS_QUEUE, type JobMessage } from "../../queue";
import { createContext } from "../../services/context";
import { forgetExpiredJobs } from "../../services/api/jobs-read";
import { jobIdempotencyKey } from "../../services/api/jobs";
import { brief, db, hourlyRows, keyHolder, ledgerOf, ledgerRows, photoDataUrl } from "../api-support";
import { call, expectBody, expectError, jsonInit } from "../helpers";
import { unzip } from "../unzip";

// The Queue is played here as Cloudflare Queues do (worker/test/newsletter/newsletter.test.ts): the route's producer goes to a
// queue nobody consumes (vitest.config.ts), and each message is handed to the Worker's own queue() handler, retried
// ones again with attempts + 1, after max_retries (3) to the dead-letter queue. D1 and R2 are real.

const MAX_RETRIES = 3;
const ASYNC = { Prefer: "respond-async" };

interface Delivery {
  id: string;
  body: JobMessage;
  attempts: number;
}

const messageOf = (jobId: string, attempts = 1): Delivery => ({
  id: crypto.randomUUID(),
  body: { type: "job.run", jobId },
  attempts,
});

async function deliver(queue: string, message: Delivery, e: Env = env) {
  const batch = createMessageBatch<JobMessage>(queue, [
    { id: message.id, timestamp: new Date(), attempts: message.attempts, body: message.body },
  ]);
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<unknown>, e);
  return getQueueResult(batch, ctx);
}

/** Delivers a job's message until acknowledged, or past max_retries to the dead-letter queue; returns the attempts. */
async function drain(jobId: string, e: Env = env): Promise<{ attempts: number; dead: boolean }> {
  let message = messageOf(jobId);
  for (;;) {
    const result = await deliver(JOBS_QUEUE, message, e);
    if (result.explicitAcks.includes(message.id)) return { attempts: message.attempts, dead: false };
    expect(result.retryMessages.map((r) => r.msgId)).toEqual([message.id]);
    if (message.attempts > MAX_RETRIES) {
      const dead = await deliver(JOBS_DLQ, message, e);
      expect(dead.explicitAcks).toEqual([message.id]);
      return { attempts: message.attempts, dead: true };
    }
    message = { ...message, attempts: message.attempts + 1 };
  }
}

const holderWithBatch = () => keyHolder({ key: { permissions: ["concept:create", "concept:read", "batch:create"] } });

async function startConceptJob(
  keyAuth: Record<string, string>,
  body: unknown = { ...brief, imageData: photoDataUrl() },
) {
  const res = await call("/api/v1/concepts", jsonInit("POST", body, { ...keyAuth, ...ASYNC }));
  const job = await expectBody(res, 202, JobAccepted);
  expect(res.headers.get("Location")).toBe(`/api/v1/jobs/${job.id}`);
  expect(res.headers.get("Preference-Applied")).toBe("respond-async");
  expect(job.statusUrl).toBe(`/api/v1/jobs/${job.id}`);
  return job;
}

const readJob = async (keyAuth: Record<string, string>, id: string) =>
  expectBody(await call(`/api/v1/jobs/${id}`, { headers: keyAuth }), 200, Job);

const conceptsOf = (userId: number) => db().select().from(adConcepts).where(eq(adConcepts.userId, userId));
/** The account's charged generations: rows of its ledger, each counted once into D1's hourly rollups. */
async function chargesOf(userId: number) {
  await ledgerOf(userId).flush();
  const charges = (await ledgerRows(userId)).filter((r) => r.endpoint === "/api/v1/concepts" && r.cost > 0);
  const billed = (await hourlyRows(userId))
    .filter((h) => h.endpoint === "/api/v1/concepts")
    .reduce((n, h) => n + h.billableCalls, 0);
  expect(billed).toBe(charges.length);
  expect(await db().select().from(apiUsage).where(eq(apiUsage.userId, userId))).toHaveLength(0);
  return charges;
}

beforeAll(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("POST /api/v1/concepts with Prefer: respond-async", () => {
  it("answers 202 with a job that the queue runs to a concept GET /concepts/{id} returns, charged once when made", async () => {
    const holder = await holderWithBatch();
    const accepted = await startConceptJob(holder.keyAuth);
    expect(accepted.status).toBe("queued");
    const queued = await readJob(holder.keyAuth, accepted.id);
    expect(queued).toMatchObject({ status: "queued", type: "concept.create", progress: { done: 0, total: 1 } });
    expect(queued.result).toBeNull();
    // Nothing is made, nor charged, before the job runs.
    expect(await conceptsOf(holder.user.id)).toHaveLength(0);

    expect(await drain(accepted.id)).toEqual({ attempts: 1, dead: false });
    const done = await readJob(holder.keyAuth, accepted.id);
    expect(done).toMatchObject({ status: "succeeded", progress: { done: 1, total: 1 }, error: null, attempts: 1 });
    const made = ApiConcept.parse(done.result);
    const read = await expectBody(
      await call(`/api/v1/concepts/${made.id}`, { headers: holder.keyAuth }),
      200,
      ApiConcept,
    );
    expect(read.id).toBe(made.id);
    expect(read.platforms).toEqual(["facebook", "pinterest"]);
    expect(Object.keys(read.smartResizedImages).sort()).toEqual(["facebook", "pinterest"]);

    // The 202 itself is free; the work costs the generation price, in a usage row named after the job.
    await ledgerOf(holder.user.id).flush(); // the account's ledger counts its answered rows into D1
    const rows = await ledgerRows(holder.user.id);
    const accepted202 = rows.find((r) => r.statusCode === 202)!;
    expect(accepted202).toMatchObject({ endpoint: "/api/v1/concepts", cost: 0, metadata: { async: true } });
    const charges = await chargesOf(holder.user.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      requestId: jobIdempotencyKey(accepted.id),
      endpoint: "/api/v1/concepts",
      statusCode: 201,
      cost: usagePrices.generation,
    });
    const user = (await db().select().from(users).where(eq(users.id, holder.user.id)))[0]!;
    expect(user.conceptsGenerated).toBe(1);
  });

  it("a message delivered twice, side by side and again after a run that died before recording it, makes one concept and one charge", async () => {
    const holder = await holderWithBatch();
    const accepted = await startConceptJob(holder.keyAuth);
    // Two deliveries at once: one claims the job's key and makes the concept; the other finds it in flight and retries.
    const [a, b] = await Promise.all([
      deliver(JOBS_QUEUE, messageOf(accepted.id)),
      deliver(JOBS_QUEUE, messageOf(accepted.id)),
    ]);
    expect(a.explicitAcks.length + b.explicitAcks.length).toBeGreaterThanOrEqual(1);
    // The retried one comes back: the job is done, it is acknowledged.
    expect(await drain(accepted.id)).toEqual({ attempts: 1, dead: false });
    const done = await readJob(holder.keyAuth, accepted.id);
    expect(done.error).toBeNull();
    expect(done.status).toBe("succeeded");

    // A run whose isolate died after making the concept but before marking the job: the next delivery takes the
    // job's claim, finds the concept it made, and neither makes nor charges another.
    await db().update(jobs).set({ status: "running" }).where(eq(jobs.id, accepted.id));
    expect(await drain(accepted.id)).toEqual({ attempts: 1, dead: false });
    const again = await readJob(holder.keyAuth, accepted.id);
    expect(again.error).toBeNull();
    expect(again.status).toBe("succeeded");
    expect(ApiConcept.parse(again.result).id).toBe(ApiConcept.parse(done.result).id);

    expect(await conceptsOf(holder.user.id)).toHaveLength(1);
    expect(await chargesOf(holder.user.id)).toHaveLength(1);
    const user = (await db().select().from(users).where(eq(users.id, holder.user.id)))[0]!;
    expect(user.conceptsGenerated).toBe(1);
  });

  it("a retry of the request with the same Idempotency-Key gets the same job; another body under that key is a 400", async () => {
    const holder = await holderWithBatch();
    const body = { ...brief, imageData: photoDataUrl() };
    const keyed = { ...holder.keyAuth, ...ASYNC, "Idempotency-Key": "job-retry-1" };
    const first = await expectBody(await call("/api/v1/concepts", jsonInit("POST", body, keyed)), 202, JobAccepted);
    const retry = await call("/api/v1/concepts", jsonInit("POST", body, keyed));
    expect((await expectBody(retry, 202, JobAccepted)).id).toBe(first.id);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    await expectError(
      await call("/api/v1/concepts", jsonInit("POST", { ...body, brandName: "Other" }, keyed)),
      400,
      "BAD_REQUEST",
    );
    expect(await db().select().from(jobs).where(eq(jobs.userId, holder.user.id))).toHaveLength(1);
  });

  it("a bad brief is refused at once (400) and makes no job", async () => {
    const holder = await holderWithBatch();
    const res = await call(
      "/api/v1/concepts",
      jsonInit("POST", { ...brief, platforms: [], imageData: photoDataUrl() }, { ...holder.keyAuth, ...ASYNC }),
    );
    await expectError(res, 400, "VALIDATION_FAILED");
    expect(await db().select().from(jobs).where(eq(jobs.userId, holder.user.id))).toHaveLength(0);
  });

  it("a photo the image rules refuse fails the job at once with the envelope's code, not retried, not charged", async () => {
    const holder = await holderWithBatch();
    const notAPhoto = `data:image/jpeg;base64,${btoa("this is plain text, not a JPEG at all")}`;
    const accepted = await startConceptJob(holder.keyAuth, { ...brief, imageData: notAPhoto });
    const message = messageOf(accepted.id);
    const result = await deliver(JOBS_QUEUE, message);
    expect(result.explicitAcks).toEqual([message.id]);
    expect(result.retryMessages).toEqual([]);
    const failed = await readJob(holder.keyAuth, accepted.id);
    expect(failed.status).toBe("failed");
    expect(failed.error?.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(failed.error?.message).toBeTruthy();
    expect(failed.result).toBeNull();
    expect(failed.completedAt).not.toBeNull();
    expect(await conceptsOf(holder.user.id)).toHaveLength(0);
    expect(await chargesOf(holder.user.id)).toHaveLength(0);
  });

  it("a transient failure is retried through the queue, then the dead-letter queue marks the job failed", async () => {
    const holder = await holderWithBatch();
    const accepted = await startConceptJob(holder.keyAuth);
    // R2 down while the job runs: every read of the job's request throws.
    const media = new Proxy(env.MEDIA, {
      get(target, prop, receiver) {
        if (prop === "get") return async () => Promise.reject(new Error("R2 is unavailable"));
        const value = Reflect.get(target, prop, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const down = { ...env, MEDIA: media } as Env;
    expect(await drain(accepted.id, down)).toEqual({ attempts: MAX_RETRIES + 1, dead: true });
    const failed = await readJob(holder.keyAuth, accepted.id);
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_RETRIES + 1, error: { code: "INTERNAL" } });
    expect(await conceptsOf(holder.user.id)).toHaveLength(0);
  });

  it("another account's job is 404, as is an id that never was", async () => {
    const holder = await holderWithBatch();
    const stranger = await holderWithBatch();
    const accepted = await startConceptJob(holder.keyAuth);
    await expectError(await call(`/api/v1/jobs/${accepted.id}`, { headers: stranger.keyAuth }), 404, "NOT_FOUND");
    await expectError(
      await call(`/api/v1/jobs/${accepted.id}/package`, { headers: stranger.keyAuth }),
      404,
      "NOT_FOUND",
    );
    await expectError(await call(`/api/v1/jobs/job_${"a".repeat(24)}`, { headers: holder.keyAuth }), 404, "NOT_FOUND");
    await expectError(await call("/api/v1/jobs/12", { headers: holder.keyAuth }), 400, "VALIDATION_FAILED");
  });
});

describe("POST /api/v1/concepts/batch with Prefer: respond-async", () => {
  it("makes the package as a job, stored for its owner to download", async () => {
    const holder = await holderWithBatch();
    const made = [];
    for (let i = 0; i < 2; i++)
      made.push(
        await expectBody(
          await call("/api/v1/concepts", jsonInit("POST", { ...brief, imageData: photoDataUrl() }, holder.keyAuth)),
          201,
          ApiConcept,
        ),
      );
    const res = await call(
      "/api/v1/concepts/batch",
      jsonInit(
        "POST",
        { conceptIds: made.map((c) => c.id), options: { format: "zip", imageFormat: "optimized" } },
        { ...holder.keyAuth, ...ASYNC },
      ),
    );
    const accepted = await expectBody(res, 202, JobAccepted);
    expect(res.headers.get("Preference-Applied")).toBe("respond-async");
    expect((await readJob(holder.keyAuth, accepted.id)).progress).toEqual({ done: 0, total: 2 });

    expect(await drain(accepted.id)).toEqual({ attempts: 1, dead: false });
    const done = await readJob(holder.keyAuth, accepted.id);
    expect(done).toMatchObject({ type: "concept.batch", status: "succeeded", progress: { done: 2, total: 2 } });
    const pkg = done.result as { downloadUrl: string; filename: string; size: number; contentType: string };
    expect(pkg.downloadUrl).toBe(`/api/v1/jobs/${accepted.id}/package`);
    expect(pkg.contentType).toBe("application/zip");

    const download = await call(pkg.downloadUrl, { headers: holder.keyAuth });
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("application/zip");
    expect(download.headers.get("Content-Disposition")).toContain(pkg.filename);
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(bytes.byteLength).toBe(pkg.size);
    const names = [...unzip(bytes).keys()];
    const folders = new Set(names.map((n) => n.split("/")[0]));
    expect(folders.size).toBeGreaterThanOrEqual(2);
    expect(names.some((n) => n.endsWith(".jpg"))).toBe(true);

    const stranger = await holderWithBatch();
    await expectError(await call(pkg.downloadUrl, { headers: stranger.keyAuth }), 404, "NOT_FOUND");
  });

  it("a batch naming a concept that is not the caller's is refused at once (404), with no job", async () => {
    const holder = await holderWithBatch();
    const res = await call(
      "/api/v1/concepts/batch",
      jsonInit("POST", { conceptIds: [999_999] }, { ...holder.keyAuth, ...ASYNC }),
    );
    await expectError(res, 404, "NOT_FOUND");
    expect(await db().select().from(jobs).where(eq(jobs.userId, holder.user.id))).toHaveLength(0);
  });

  it("without the header the batch is answered in the request, as before", async () => {
    const holder = await holderWithBatch();
    const concept = await expectBody(
      await call("/api/v1/concepts", jsonInit("POST", { ...brief, imageData: photoDataUrl() }, holder.keyAuth)),
      201,
      ApiConcept,
    );
    const res = await call("/api/v1/concepts/batch", jsonInit("POST", { conceptIds: [concept.id] }, holder.keyAuth));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Preference-Applied")).toBeNull();
    await res.arrayBuffer();
  });
});

describe("expiry", () => {
  it("a job past its 24 hours is 404, and the daily cron forgets it with its stored request and package", async () => {
    const holder = await holderWithBatch();
    const concept = await expectBody(
      await call("/api/v1/concepts", jsonInit("POST", { ...brief, imageData: photoDataUrl() }, holder.keyAuth)),
      201,
      ApiConcept,
    );
    const res = await call(
      "/api/v1/concepts/batch",
      jsonInit("POST", { conceptIds: [concept.id] }, { ...holder.keyAuth, ...ASYNC }),
    );
    const accepted = await expectBody(res, 202, JobAccepted);
    await drain(accepted.id);
    const done = await readJob(holder.keyAuth, accepted.id);
    const filename = (done.result as { filename: string }).filename;
    expect(await env.MEDIA.head(`jobs/${accepted.id}/${filename}`)).not.toBeNull();

    await db()
      .update(jobs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, accepted.id));
    await expectError(await call(`/api/v1/jobs/${accepted.id}`, { headers: holder.keyAuth }), 404, "NOT_FOUND");
    await expectError(await call(`/api/v1/jobs/${accepted.id}/package`, { headers: holder.keyAuth }), 404, "NOT_FOUND");
    expect(await forgetExpiredJobs(createContext(env))).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(jobs).where(eq(jobs.id, accepted.id))).toHaveLength(0);
    expect(await env.MEDIA.head(`jobs/${accepted.id}/${filename}`)).toBeNull();
    expect(await env.MEDIA.head(`jobs/${accepted.id}/request.json`)).toBeNull();
  });
});
