import { and, eq, isNotNull, isNull, lt, ne } from "drizzle-orm";
import { adConcepts, batchJobs, users } from "../../db/schema";
import { overageInvoicer } from "../../payments";
import { forgetIdempotencyKeys } from "../api/concepts";
import { forgetExpiredJobs } from "../api/jobs-read";
import { rollUpApiBilling } from "../api/usage-billing";
import type { AppContext } from "../context";
import { resetMonthlyCounters } from "../plans/monthly-reset";
import { recountStaleCampaigns } from "../newsletter";
import { sendRenewalReminders } from "../payments/renewal-reminders";
import { forgetOldWebhookEvents } from "../webhooks";

/** A batch still `processing` after this long was being built by a Worker that stopped. */
export const STUCK_BATCH_MS = 15 * 60 * 1000;
/** R2 objects younger than this may belong to a concept being saved right now (R2 is written before D1). */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;
export const STUCK_BATCH_MESSAGE =
  "The package was not finished: the server stopped while building it. Please try again.";

/**
 * Plans the clock ends (the sandbox checkout, crypto; no Stripe subscription keeps them) end at subscriptionEndDate.
 * Stripe-managed plans are ended by their webhooks. Returns how many plans ended.
 */
export async function endLapsedPlans({ db }: Pick<AppContext, "db">, now = new Date()): Promise<number> {
  const result = await db
    .update(users)
    .set({ subscriptionStatus: "expired", updatedAt: now })
    .where(
      and(
        ne(users.subscriptionPlan, "free"),
        eq(users.subscriptionStatus, "active"),
        isNull(users.stripeSubscriptionId),
        isNotNull(users.subscriptionEndDate),
        lt(users.subscriptionEndDate, now),
      ),
    );
  return result.meta.changes ?? 0;
}

/** Batch jobs left `processing` by a Worker that stopped are recorded failed with the reason. */
export async function failStuckBatches({ db }: Pick<AppContext, "db">, now = new Date()): Promise<number> {
  const result = await db
    .update(batchJobs)
    .set({ status: "failed", errorMessage: STUCK_BATCH_MESSAGE, completedAt: now })
    .where(and(eq(batchJobs.status, "processing"), lt(batchJobs.createdAt, new Date(now.getTime() - STUCK_BATCH_MS))));
  return result.meta.changes ?? 0;
}

/**
 * Removes concept images older than a day that no concept row references (a save that died between R2 and D1, a
 * re-render whose row update failed). Returns the keys removed.
 */
export async function removeOrphanMedia(
  { db, media }: Pick<AppContext, "db" | "media">,
  now = new Date(),
): Promise<string[]> {
  const rows = await db
    .select({ imageUrl: adConcepts.imageUrl, sizes: adConcepts.smartResizedImages })
    .from(adConcepts);
  const referenced = new Set<string>();
  for (const r of rows) {
    referenced.add(r.imageUrl);
    for (const bySize of Object.values(r.sizes ?? {})) for (const key of Object.values(bySize)) referenced.add(key);
  }
  const cutoff = now.getTime() - ORPHAN_MIN_AGE_MS;
  const orphans: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await media.list({ prefix: "concepts/", ...(cursor ? { cursor } : {}) });
    for (const o of page.objects) if (o.uploaded.getTime() < cutoff && !referenced.has(o.key)) orphans.push(o.key);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  for (let i = 0; i < orphans.length; i += 1000) await media.delete(orphans.slice(i, i + 1000));
  return orphans;
}

/** The daily cron: every step idempotent, so a retried or duplicated delivery is harmless. */
export async function runMaintenance(ctx: Pick<AppContext, "db" | "media" | "env" | "mail">, now = new Date()) {
  return {
    apiBilling: await rollUpApiBilling(ctx, overageInvoicer(ctx.env), now),
    idempotencyKeysForgotten: await forgetIdempotencyKeys(ctx, now),
    jobsForgotten: await forgetExpiredJobs(ctx, now),
    webhookEventsForgotten: await forgetOldWebhookEvents(ctx, now),
    countersReset: await resetMonthlyCounters(ctx, now),
    plansEnded: await endLapsedPlans(ctx, now),
    renewalReminders: await sendRenewalReminders(ctx, now),
    batchesFailed: await failStuckBatches(ctx, now),
    orphansRemoved: (await removeOrphanMedia(ctx, now)).length,
    campaignsRecounted: await recountStaleCampaigns(ctx, now),
  };
}
