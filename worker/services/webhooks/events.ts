import { waitUntil } from "cloudflare:workers";
import { and, count, eq, inArray, lt } from "drizzle-orm";
import { UNLIMITED } from "@common/plans";
import { WEBHOOK_LOG_RETENTION_DAYS, type WebhookEventType } from "@common/webhooks";
import { type JobRow, jobRows, webhookDeliveries, webhookEndpoints, webhookEvents } from "../../db/schema";
import type { AppContext } from "../context";
import { startOfUtcMonth } from "../plans/monthly-reset";
import { newWebhookId, queueDeliveries } from "./ids";

/** What emitting needs: the database and the webhooks queue. */
export type WebhooksContext = Pick<AppContext, "db" | "env">;

export interface EmitOptions {
  /** An event that must happen once per account (a usage threshold in one window): a second emit is dropped. */
  dedupeKey?: string;
}

/** The exact body that is signed and sent: `{ type, timestamp, data }`. */
export const eventPayload = (type: WebhookEventType, data: unknown, at: Date) =>
  JSON.stringify({ type, timestamp: at.toISOString(), data });

/**
 * Writes the event and one delivery per enabled endpoint of the account subscribed to it, and queues them. An account
 * with no such endpoint (most) costs one indexed read and writes nothing. Answers the delivery ids.
 */
export async function recordWebhookEvent(
  ctx: WebhooksContext,
  userId: number,
  type: WebhookEventType,
  data: unknown,
  options: EmitOptions = {},
  now = new Date(),
): Promise<string[]> {
  const endpoints = await ctx.db
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.isEnabled, true)));
  const subscribed = endpoints.filter((e) => e.events.includes(type));
  if (subscribed.length === 0) return [];
  const eventId = newWebhookId("msg");
  const inserted = await ctx.db
    .insert(webhookEvents)
    .values({
      id: eventId,
      userId,
      type,
      payload: eventPayload(type, data, now),
      dedupeKey: options.dedupeKey ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (!inserted[0]) return [];
  const deliveries = subscribed.map((e) => ({
    id: newWebhookId("wd"),
    eventId,
    endpointId: e.id,
    userId,
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  }));
  await ctx.db.insert(webhookDeliveries).values(deliveries);
  await queueDeliveries(
    ctx.env,
    deliveries.map((d) => d.id),
  );
  return deliveries.map((d) => d.id);
}

/**
 * Emits a webhook event to the account's subscribed endpoints (decision 033). It never fails nor holds up its
 * caller's answer: the work is kept alive with waitUntil and its errors are logged. Awaiting the promise is optional
 * (a queue consumer may, to finish its work before acknowledging); it never rejects.
 */
export function emitWebhookEvent(
  ctx: WebhooksContext,
  userId: number,
  type: WebhookEventType,
  data: unknown,
  options: EmitOptions = {},
): Promise<void> {
  const work = recordWebhookEvent(ctx, userId, type, data, options).then(
    () => undefined,
    (err: unknown) => console.error(`webhook event ${type} for user ${userId} not recorded`, err),
  );
  try {
    waitUntil(work);
  } catch {
    // Outside a request or queue invocation (a script, some tests) the promise simply runs.
  }
  return work;
}

/** A concept as its events describe it. */
export function conceptEventData(
  row: {
    id: number;
    platforms: string[];
    selectedLanguages: string[] | null;
    businessContext: Record<string, unknown> | null;
  },
  extra: Record<string, unknown> = {},
) {
  const bc = row.businessContext ?? {};
  const name = [bc.brandName, bc.productName, bc.businessType].find((v) => typeof v === "string" && v.trim());
  return {
    id: row.id,
    businessName: (name as string | undefined) ?? "",
    platforms: row.platforms,
    languages: row.selectedLanguages ?? [],
    ...extra,
  };
}

/** Usage thresholds already emitted by this isolate: a busy account past 80 % costs no read per request. */
const seenThresholds = new Set<string>();

/**
 * `usage.threshold` at 80 % and 100 % of a budget, once per threshold per window (webhook_events.dedupe_key). Cheap
 * below 80 %: nothing is read.
 */
export function emitUsageThresholds(
  ctx: WebhooksContext,
  userId: number,
  budget: "api_hourly" | "concepts_monthly",
  used: number,
  limit: number,
  windowStart: Date,
  windowResetsAt: Date,
): void {
  if (limit <= 0 || limit === UNLIMITED || used * 100 < limit * 80) return;
  for (const threshold of [80, 100] as const) {
    if (used * 100 < limit * threshold) continue;
    const dedupeKey = `usage.threshold:${budget}:${threshold}:${windowStart.getTime()}`;
    const seen = `${userId}:${dedupeKey}`;
    if (seenThresholds.has(seen)) continue;
    if (seenThresholds.size > 10_000) seenThresholds.clear();
    seenThresholds.add(seen);
    void emitWebhookEvent(
      ctx,
      userId,
      "usage.threshold",
      { budget, threshold, used, limit, windowResetsAt: windowResetsAt.toISOString() },
      { dedupeKey },
    );
  }
}

/** The account's hourly API budget after a request was counted (middleware/api-access.ts). */
export function noteApiBudget(
  ctx: WebhooksContext,
  userId: number,
  account: { limit: number; remaining: number },
  resetAt: number,
): void {
  const hour = 60 * 60 * 1000;
  emitUsageThresholds(
    ctx,
    userId,
    "api_hourly",
    account.limit - account.remaining,
    account.limit,
    new Date(resetAt - hour),
    new Date(resetAt),
  );
}

/** The plan's monthly concepts after one was counted (services/concepts/generation.ts). */
export function noteConceptsUsed(
  ctx: WebhooksContext,
  user: { id: number; conceptsLimit: number },
  used: number,
  now = new Date(),
): void {
  const start = startOfUtcMonth(now);
  const next = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  emitUsageThresholds(ctx, user.id, "concepts_monthly", used, user.conceptsLimit, start, next);
}

/**
 * `job.completed` or `job.failed` when a job becomes final (services/api/jobs.ts settle). A bulk job's event counts its
 * rows. Awaited by the queue consumer that settles the job; never fails it.
 */
export async function emitJobSettled(ctx: WebhooksContext, job: JobRow): Promise<void> {
  if (job.status !== "succeeded" && job.status !== "failed") return;
  const base = { id: job.id, type: job.type, statusUrl: `/api/v1/jobs/${job.id}` };
  if (job.status === "failed") {
    const error = { code: job.errorCode ?? "INTERNAL", message: job.errorMessage ?? "" };
    return emitWebhookEvent(ctx, job.userId, "job.failed", { ...base, error });
  }
  let rows: { succeeded: number; failed: number } | undefined;
  if (job.type === "concept.bulk") {
    const counted = await ctx.db
      .select({ status: jobRows.status, n: count() })
      .from(jobRows)
      .where(eq(jobRows.jobId, job.id))
      .groupBy(jobRows.status)
      .catch(() => []);
    const of = (status: string) => counted.find((c) => c.status === status)?.n ?? 0;
    rows = { succeeded: of("succeeded"), failed: of("failed") };
  }
  return emitWebhookEvent(ctx, job.userId, "job.completed", {
    ...base,
    ...(job.type === "concept.create" ? { conceptId: job.conceptId } : {}),
    ...(rows ? { rows } : {}),
  });
}

interface ConceptLike {
  id: number;
  userId?: number;
  platforms: string[];
  selectedLanguages: string[] | null;
  businessContext: Record<string, unknown> | null;
}

/**
 * `concept.created` for a concept made through the API (services/api/concepts.ts): `api`, or `job` under a job's
 * claim (`job:<id>`). A bulk row's claim (`job:<id>:<row>`) is announced by the bulk job itself.
 */
export function emitApiConceptCreated(
  ctx: WebhooksContext,
  userId: number,
  concept: ConceptLike,
  idempotencyKey: string | undefined,
): void {
  if (idempotencyKey && /^job:[^:]+:\d+$/.test(idempotencyKey)) return;
  const source = idempotencyKey?.startsWith("job:") ? "job" : "api";
  void emitWebhookEvent(ctx, userId, "concept.created", conceptEventData(concept, { source }));
}

/** `concept.created` for a concept made in the app (routes/ai.ts). */
export function emitAppConceptCreated(ctx: WebhooksContext, userId: number, concept: ConceptLike): void {
  void emitWebhookEvent(ctx, userId, "concept.created", conceptEventData(concept, { source: "app" }));
}

const changeOf: Record<string, string> = {
  edit: "edited",
  improve: "improved",
  regenerate: "regenerated",
  restore: "restored",
};

/**
 * `concept.updated` after copy was written (services/concepts/copy.ts): one post named when one was changed. The
 * context is whatever the caller has; without the Worker's env (a script) nothing is emitted.
 */
export function emitConceptUpdated(
  ctx: object,
  row: ConceptLike & { userId: number },
  sets: { platform: string; language: string }[],
  source: string,
): void {
  if (!("env" in ctx) || !("db" in ctx)) return;
  const one = sets.length === 1 ? { platform: sets[0]!.platform, language: sets[0]!.language } : {};
  const data = conceptEventData(row, { ...one, change: changeOf[source] ?? "edited" });
  void emitWebhookEvent(ctx as WebhooksContext, row.userId, "concept.updated", data);
}

/**
 * `concept.updated` with change `regenerated` after a platform's images were made again (services/concepts/concepts.ts
 * regenerateAssets), naming the platform. Without the Worker's env (a script) nothing is emitted.
 */
export function emitImagesRegenerated(ctx: object, row: ConceptLike & { userId: number }, platform: string): void {
  if (!("env" in ctx) || !("db" in ctx)) return;
  const data = conceptEventData(row, { platform, change: changeOf.regenerate });
  void emitWebhookEvent(ctx as WebhooksContext, row.userId, "concept.updated", data);
}

/** Events pruned per statement (their deliveries go with them by the foreign key's cascade). */
const PRUNE_BATCH = 500;

/**
 * The daily cron: events older than `WEBHOOK_LOG_RETENTION_DAYS` are removed with their deliveries (the delivery log).
 * Every delivery has settled long before (the retry schedule is about 28 hours). Answers how many events went.
 */
export async function forgetOldWebhookEvents(ctx: Pick<AppContext, "db">, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - WEBHOOK_LOG_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  let removed = 0;
  for (;;) {
    const old = await ctx.db
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(lt(webhookEvents.createdAt, cutoff))
      .limit(PRUNE_BATCH);
    if (old.length === 0) return removed;
    const ids = old.map((e) => e.id);
    // D1 binds at most 100 values a statement.
    for (let i = 0; i < ids.length; i += 90) {
      const part = ids.slice(i, i + 90);
      await ctx.db.delete(webhookDeliveries).where(inArray(webhookDeliveries.eventId, part));
      await ctx.db.delete(webhookEvents).where(inArray(webhookEvents.id, part));
    }
    removed += ids.length;
    if (old.length < PRUNE_BATCH) return removed;
  }
}
