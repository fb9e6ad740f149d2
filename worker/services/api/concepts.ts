import { and, eq, lt } from "drizzle-orm";
import type { ApiConcept, ApiConceptCreate, ApiConceptUpdate } from "@common/api";
import type { ConceptSummary } from "@common/concepts";
import { allImageSizes } from "@common/platforms";
import { offlineCopyEngine } from "../../copywriting/engine";
import { apiIdempotency, type UserRow } from "../../db/schema";
import { sha256Hex } from "../../lib/crypto";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors";
import { conceptPage, ownedConcept } from "../concepts/read";
import { conceptSummary, toSummary } from "../concepts/rows";
import { updateConcept } from "../concepts/copy-edits";
import { type AppContext, extend } from "../context";
import { assertEntitled } from "../plans/entitlements";
import { generateConcept, imageOfDataUrl, type UploadSource } from "../concepts/generation";
import { emitApiConceptCreated } from "../webhooks";

/**
 * The public API's concept verbs: the app's own verbs (generateConcept, conceptPage, updateConcept, …) with the
 * SPEC's public shape on the way out. No second implementation of any rule lives here.
 */

const sizeFacts = new Map(allImageSizes.map((s) => [s.key, s]));
/** Idempotency keys are kept this long; a retry after that is a new request. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a claimed key waits for its request; after that a retry may take the claim over (issue 29). */
export const IDEMPOTENCY_LEASE_MS = 60 * 1000;

export function toApiConcept(c: ConceptSummary): ApiConcept {
  const smartResizedImages: ApiConcept["smartResizedImages"] = {};
  for (const [platform, sizes] of Object.entries(c.renditions)) {
    for (const key of sizes) {
      const facts = sizeFacts.get(key);
      (smartResizedImages[platform] ??= {})[key] = {
        width: facts?.width ?? 0,
        height: facts?.height ?? 0,
        url: `/api/v1/concepts/${c.id}/images/${key}`,
      };
    }
  }
  return {
    id: c.id,
    userConceptNumber: c.userConceptNumber,
    titleEn: c.title_en,
    bodyEn: c.body_en,
    titleEs: c.title_es,
    bodyEs: c.body_es,
    platforms: c.platforms,
    languages: c.selectedLanguages,
    businessContext: { businessType: c.brief.businessType, targetAudience: c.brief.targetAudience, tone: c.brief.tone },
    aiGeneratedCopy: c.aiGeneratedCopy,
    copyProvider: c.copyProvider,
    smartResizedImages,
    creatives: c.creatives.map((k) => ({ ...k, url: k.url.replace(/^\/api\/concepts\//, "/api/v1/concepts/") })),
    brandKitId: c.brandKitId,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

export interface Idempotency {
  key: string;
  /** The raw request body, whose hash tells a retry from a different request reusing the key. */
  body: string;
}

export const idempotencyMessages = {
  reused: "This Idempotency-Key was already used with a different request body",
  inFlight: "A request with this Idempotency-Key is still being processed; retry in a minute",
  gone: "The concept this Idempotency-Key created has since been deleted",
} as const;

/**
 * POST /api/v1/concepts. With an Idempotency-Key the first request claims the key before any work, so a concurrent
 * or later retry never generates (or is charged for) a second concept: it gets the first one back (`replayed`).
 */
export async function createApiConcept(
  ctx: AppContext & { upload?: UploadSource },
  user: UserRow,
  input: ApiConceptCreate,
  idempotency: Idempotency | null,
  now = new Date(),
): Promise<{ concept: ApiConcept; replayed: boolean }> {
  let claimId: number | null = null;
  if (idempotency) {
    const requestHash = await sha256Hex(idempotency.body);
    const claimed = await ctx.db
      .insert(apiIdempotency)
      .values({ userId: user.id, key: idempotency.key, requestHash, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: apiIdempotency.id });
    claimId = claimed[0]?.id ?? null;
    if (claimId === null) {
      const prior = (
        await ctx.db
          .select()
          .from(apiIdempotency)
          .where(and(eq(apiIdempotency.userId, user.id), eq(apiIdempotency.key, idempotency.key)))
          .limit(1)
      )[0];
      if (!prior) throw conflict(idempotencyMessages.inFlight);
      if (prior.requestHash !== requestHash) throw badRequest(idempotencyMessages.reused);
      if (prior.status === "done" && prior.conceptId !== null) {
        const row = await ownedConcept(ctx.db, user.id, prior.conceptId).catch((err: unknown) => {
          throw err instanceof AppError && err.code === "NOT_FOUND" ? notFound(idempotencyMessages.gone) : err;
        });
        return { concept: toApiConcept(await conceptSummary(ctx.db, row)), replayed: true };
      }
      // A claim whose request died (the isolate was killed mid-way) heals after its lease: one retry takes it over
      // (compare-and-set on the claim's time, so of concurrent retries exactly one does) and does the work once.
      const expired = prior.createdAt.getTime() <= now.getTime() - IDEMPOTENCY_LEASE_MS;
      const taken = expired
        ? await ctx.db
            .update(apiIdempotency)
            .set({ createdAt: now })
            .where(
              and(
                eq(apiIdempotency.id, prior.id),
                eq(apiIdempotency.status, "pending"),
                eq(apiIdempotency.createdAt, prior.createdAt),
              ),
            )
            .returning({ id: apiIdempotency.id })
        : [];
      if (!taken[0]) throw conflict(idempotencyMessages.inFlight);
      claimId = taken[0].id;
    }
  }
  try {
    const owner = await assertEntitled(ctx, user.id);
    const { imageData, generateAiCopy, ...brief } = input;
    const image = imageOfDataUrl(imageData);
    const deps = generateAiCopy ? ctx : extend(ctx, { copy: offlineCopyEngine });
    const made = await generateConcept(deps, owner, brief, image);
    emitApiConceptCreated(ctx, user.id, made.concept, idempotency?.key);
    if (claimId !== null)
      await ctx.db
        .update(apiIdempotency)
        .set({ status: "done", conceptId: made.concept.id })
        .where(eq(apiIdempotency.id, claimId));
    // The row as inserted: a concept made this moment has no public page yet (decision 041: no read back).
    return { concept: toApiConcept(toSummary(made.concept)), replayed: false };
  } catch (err) {
    // Nothing was made: the key is free for a retry.
    if (claimId !== null) await ctx.db.delete(apiIdempotency).where(eq(apiIdempotency.id, claimId));
    throw err;
  }
}

export async function listApiConcepts(
  ctx: Pick<AppContext, "db">,
  userId: number,
  query: { limit: number; offset: number; platform?: string | undefined },
) {
  const page = await conceptPage(ctx, userId, query);
  return {
    data: page.rows.map(toApiConcept),
    pagination: {
      limit: query.limit,
      offset: query.offset,
      total: page.total,
      hasMore: query.offset + page.rows.length < page.total,
    },
  };
}

export async function apiConcept(ctx: Pick<AppContext, "db">, userId: number, id: number): Promise<ApiConcept> {
  return toApiConcept(await conceptSummary(ctx.db, await ownedConcept(ctx.db, userId, id)));
}

export async function updateApiConcept(
  ctx: Pick<AppContext, "db">,
  userId: number,
  id: number,
  patch: ApiConceptUpdate,
): Promise<ApiConcept> {
  const updated = await updateConcept(ctx, userId, id, {
    title_en: patch.titleEn,
    title_es: patch.titleEs,
    body_en: patch.bodyEn,
    body_es: patch.bodyEs,
  });
  return toApiConcept(updated);
}

/** Idempotency keys older than a day are forgotten (the daily cron). */
export async function forgetIdempotencyKeys({ db }: Pick<AppContext, "db">, now = new Date()): Promise<number> {
  const gone = await db
    .delete(apiIdempotency)
    .where(lt(apiIdempotency.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ id: apiIdempotency.id });
  return gone.length;
}
