import { compatSource, compatView } from "@common/concept-copy";
import { CopyProvider, graphemeCount, limitsFor } from "@common/copy";
import { languageName } from "@common/languages";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type {
  AssetGeneration,
  AssetPhase,
  ConceptSummary,
  DownloadLink,
  ImproveCopyRequest,
  Stats,
} from "@common/concepts";
import { creativeEntries } from "@common/creatives";
import { sharePath } from "@common/paths";
import { platformById, type PlatformId, platformIds } from "@common/platforms";
import { withWords } from "../assets/lexicon";
import { briefOf } from "../../copywriting/brief";
import { changesOf } from "../../copywriting/improve-answer";
import type { ImproveResult } from "../../copywriting/types";
import type { Db } from "../../db/client";
import { adConcepts, conceptShares, type ConceptRow, users } from "../../db/schema";
import { renderPlatforms, type UploadSource } from "./generation";
import { fromBase64, toBase64 } from "../../lib/base64";
import { notFound, unauthorized } from "../../lib/errors";
import type { AppContext } from "../context";
import { queueCreatives } from "../creatives/queue";
import { createDownloadLink, verifyDownloadLink } from "../accounts/download-links";
import { creativesPrefix, keysUnder } from "../assets/media";
import { publicOriginal, publicOriginalKey } from "../shares/public-images";
import { emitImagesRegenerated, emitWebhookEvent } from "../webhooks";

/**
 * The public examples belong to one system account that nobody can sign in to: its password hash is not a hash, so
 * every login fails, and registering its address is refused as taken.
 */
export const EXAMPLES_EMAIL = "examples@reachgen.invalid";

/** A concept by id, and whether it is one of the public examples (one query); undefined when there is none. */
export async function conceptById(db: Db, id: number): Promise<{ row: ConceptRow; isExample: boolean } | undefined> {
  const found = (
    await db
      .select({ concept: adConcepts, ownerEmail: users.email })
      .from(adConcepts)
      .innerJoin(users, eq(users.id, adConcepts.userId))
      .where(eq(adConcepts.id, id))
      .limit(1)
  )[0];
  return found && { row: found.concept, isExample: found.ownerEmail === EXAMPLES_EMAIL };
}

/** The parameters of a signed download link; any of them missing means no link. */
export interface LinkParams {
  u?: number | undefined;
  exp?: number | undefined;
  sig?: string | undefined;
}

/**
 * A concept anyone may read (an example), or one the caller owns. Images and downloads are opened by <img>, hidden
 * frames and new tabs, which send the session cookie but no bearer header; the signed link covers a session without
 * the cookie. `byOwner` is false for anyone else, who gets the public copy of the photo (decision 020).
 */
export async function readableConcept(
  { db }: AppContext,
  id: number,
  callerId: number | undefined,
  link?: LinkParams,
): Promise<{ row: ConceptRow; byOwner: boolean }> {
  const found = await conceptById(db, id);
  if (found?.isExample) return { row: found.row, byOwner: found.row.userId === callerId };
  const linkUser =
    link?.sig && link.u && link.exp ? await verifyDownloadLink(db, id, link.u, link.exp, link.sig) : null;
  const userId = linkUser ?? callerId;
  if (userId === undefined) throw unauthorized();
  if (!found || found.row.userId !== userId) throw notFound("Concept not found");
  return { row: found.row, byOwner: true };
}

const textOrNull = (v: unknown) => (typeof v === "string" && v.trim() ? v : null);

export function toSummary(row: ConceptRow, isExample = false, shareToken: string | null = null): ConceptSummary {
  const renditions: Record<string, string[]> = {};
  for (const [platform, sizes] of Object.entries(row.smartResizedImages ?? {}))
    renditions[platform] = Object.keys(sizes);
  const brief = (row.businessContext ?? {}) as Record<string, unknown>;
  // The SPEC's four fields are a view of the per-platform copy (decision 028).
  const view = compatView(row, {
    title_en: row.titleEn,
    title_es: row.titleEs,
    body_en: row.bodyEn,
    body_es: row.bodyEs,
    title_en_variant: null,
    title_es_variant: null,
    body_en_variant: null,
    body_es_variant: null,
  });
  return {
    id: row.id,
    userConceptNumber: row.userConceptNumber,
    title_en: view.title_en,
    title_es: view.title_es,
    body_en: view.body_en,
    body_es: view.body_es,
    platforms: row.platforms,
    selectedLanguages: row.selectedLanguages ?? [],
    renditions,
    creatives: creativeEntries(
      renditions,
      row.selectedLanguages ?? [],
      row.creativeLayouts,
      `/api/concepts/${row.id}/creatives`,
    ),
    imageUrl: `/api/concepts/${row.id}/image`,
    isExample,
    aiGeneratedCopy: row.aiGeneratedCopy ?? {},
    brief: {
      businessType: textOrNull(brief.businessType),
      targetAudience: textOrNull(brief.targetAudience),
      tone: textOrNull(brief.tone),
      productDescription: textOrNull(brief.productDescription),
      brandName: textOrNull(brief.brandName),
      productName: textOrNull(brief.productName),
      keyMessage: textOrNull(brief.keyMessage),
      callToAction: textOrNull(brief.callToAction),
      briefLanguage: textOrNull(brief.briefLanguage),
    },
    copyProvider: CopyProvider.safeParse(brief.copyProvider).data ?? "template",
    downloadCount: row.downloadCount,
    sharePath: shareToken ? sharePath(shareToken) : null,
    brandKitId: isExample ? null : row.brandKitId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The owner's concepts, newest first, optionally only those made for one platform. */
export async function listConcepts(ctx: AppContext, userId: number, platform?: string): Promise<ConceptSummary[]> {
  return (await conceptPage(ctx, userId, { platform })).rows;
}

/** A page of the owner's concepts (newest first) and how many there are in all, optionally for one platform. */
export async function conceptPage(
  { db }: Pick<AppContext, "db">,
  userId: number,
  page: { platform?: string | undefined; limit?: number; offset?: number },
): Promise<{ rows: ConceptSummary[]; total: number }> {
  const where = and(
    eq(adConcepts.userId, userId),
    page.platform
      ? sql`exists (select 1 from json_each(${adConcepts.platforms}) where value = ${page.platform})`
      : undefined,
  );
  const list = db
    .select({ concept: adConcepts, shareToken: conceptShares.token })
    .from(adConcepts)
    .leftJoin(conceptShares, eq(conceptShares.conceptId, adConcepts.id))
    .where(where)
    .orderBy(desc(adConcepts.createdAt), desc(adConcepts.id))
    .limit(page.limit ?? -1)
    .offset(page.offset ?? 0);
  const [rows, totals] = await db.batch([list, db.select({ n: count() }).from(adConcepts).where(where)]);
  return { rows: rows.map((r) => toSummary(r.concept, false, r.shareToken)), total: totals[0]?.n ?? 0 };
}

/** A concept's public page (its share row), or undefined while it has none. */
export async function shareRowOf(db: Db, conceptId: number) {
  return (await db.select().from(conceptShares).where(eq(conceptShares.conceptId, conceptId)).limit(1))[0];
}

/**
 * An owner's concept row (from `ownedConcept`, the one lookup of an owner's concept) as the dashboard shows it, with
 * its public page when it has one.
 */
export async function conceptSummary(db: Db, row: ConceptRow): Promise<ConceptSummary> {
  return toSummary(row, false, (await shareRowOf(db, row.id))?.token ?? null);
}

/** One concept of its owner; anyone else's id is simply not found. */
export async function ownedConcept(db: Db, userId: number, id: number): Promise<ConceptRow> {
  const row = (
    await db
      .select()
      .from(adConcepts)
      .where(and(eq(adConcepts.id, id), eq(adConcepts.userId, userId)))
      .limit(1)
  )[0];
  if (!row) throw notFound("Concept not found");
  return row;
}

/** Stats computed from the rows: concepts, distinct platforms, stored renditions, distinct languages. */
export async function conceptStats({ db }: AppContext, userId: number): Promise<Stats> {
  const rows = await db
    .select({
      platforms: adConcepts.platforms,
      languages: adConcepts.selectedLanguages,
      images: adConcepts.smartResizedImages,
    })
    .from(adConcepts)
    .where(eq(adConcepts.userId, userId));
  const platforms = new Set<string>();
  const languages = new Set<string>();
  let assets = 0;
  for (const r of rows) {
    for (const p of r.platforms) platforms.add(p);
    for (const l of r.languages ?? []) languages.add(l);
    for (const sizes of Object.values(r.images ?? {})) assets += Object.keys(sizes).length;
  }
  return { total: rows.length, platforms: platforms.size, assets, languages: languages.size };
}

/** The stored original of a concept, or one rendition by size name. */
async function imageObject(
  ctx: Pick<AppContext, "media">,
  row: ConceptRow,
  size?: string,
): Promise<{ dataUrl: string } | { bytes: Uint8Array; type: string }> {
  let key = row.imageUrl;
  if (size) {
    const found = Object.values(row.smartResizedImages ?? {})
      .map((sizes) => sizes[size])
      .find(Boolean);
    if (!found) throw notFound("This concept has no image of that size");
    key = found;
  }
  if (key.startsWith("data:image/")) return { dataUrl: key };
  const obj = await ctx.media.get(key);
  if (!obj) throw notFound("Image Not Found");
  return { bytes: new Uint8Array(await obj.arrayBuffer()), type: obj.httpMetadata?.contentType ?? "image/jpeg" };
}

/**
 * A concept image from R2 as a data URL: one rendition by size name, or the photo (the original for its owner, the
 * public copy for anyone else).
 */
export async function conceptImage(
  ctx: AppContext,
  id: number,
  callerId: number | undefined,
  size?: string,
): Promise<{ dataUrl: string }> {
  const { row, byOwner } = await readableConcept(ctx, id, callerId);
  const image = !size && !byOwner ? await publicOriginal(ctx, row) : await imageObject(ctx, row, size);
  if ("dataUrl" in image) return image;
  return { dataUrl: `data:${image.type};base64,${toBase64(image.bytes)}` };
}

/** One rendition (or the original) of the owner's concept as bytes, for the API's image URLs. */
export async function conceptImageFile(
  ctx: Pick<AppContext, "db" | "media">,
  userId: number,
  id: number,
  size: string,
): Promise<{ bytes: Uint8Array; type: string }> {
  return rowImageFile(ctx, await ownedConcept(ctx.db, userId, id), size === "original" ? undefined : size);
}

/** One rendition (or, without a size, the original) of a concept row as bytes. */
export async function rowImageFile(
  ctx: Pick<AppContext, "media">,
  row: ConceptRow,
  size?: string,
): Promise<{ bytes: Uint8Array; type: string }> {
  const image = await imageObject(ctx, row, size);
  if ("bytes" in image) return image;
  const bytes = fromBase64(image.dataUrl.slice(image.dataUrl.indexOf(",") + 1));
  if (!bytes) throw notFound("Image Not Found");
  return { bytes, type: image.dataUrl.slice(5, image.dataUrl.indexOf(";")) };
}

/** Adds one to the download count of these concepts. */
export async function recordDownloads(db: Db, ids: number[]): Promise<void> {
  await db
    .update(adConcepts)
    .set({ downloadCount: sql`${adConcepts.downloadCount} + 1`, lastDownloaded: new Date() })
    .where(inArray(adConcepts.id, ids));
}

/** A 5-minute link that downloads one of the owner's concepts with no header or cookie. */
export async function conceptDownloadLink(
  { db }: AppContext,
  userId: number,
  sessionToken: string,
  id: number,
): Promise<DownloadLink> {
  const row = await ownedConcept(db, userId, id);
  return createDownloadLink(sessionToken, userId, row.id);
}

/** 'Ask AI to Improve' for one of the caller's concepts, with the concept's brief. */
export async function improveConceptCopy(
  { db, copy, lexicon }: AppContext,
  userId: number,
  input: ImproveCopyRequest,
): Promise<ImproveResult> {
  const row = await ownedConcept(db, userId, input.conceptId);
  const answer = await copy.improve(
    await withWords(lexicon, briefOf(row.businessContext, input.currentCopy)),
    input.currentCopy,
    input.improvementRequest,
  );
  // Each field stands for one post (decision 028): a rewrite that outgrows that post's limit is not offered.
  const result = { ...answer };
  const couldNot = [...(answer.couldNot ?? [])];
  for (const lang of ["en", "es"] as const) {
    const source = compatSource(row.aiGeneratedCopy, row.platforms, row.selectedLanguages ?? [], lang);
    if (!source || !(platformIds as readonly string[]).includes(source.platform)) continue;
    const platform = platformById(source.platform as PlatformId);
    const limits = limitsFor(platform.id, source.language);
    for (const part of ["title", "body"] as const) {
      const key = `${part}_${lang}` as const;
      const text = result[key];
      const max = part === "title" ? limits.title : limits.body;
      if (text === undefined || graphemeCount(text) <= max) continue;
      delete result[key];
      couldNot.push(
        `The ${languageName(source.language)} ${part} stayed as it was: the rewrite is ${graphemeCount(text)} characters and the ${platform.name} ${(part === "title" ? platform.fieldNames.title : platform.fieldNames.body).toLowerCase()} takes at most ${max}.`,
      );
    }
  }
  // What changed, field by field, for the dialog's diff and its Undo.
  return { ...result, ...(couldNot.length ? { couldNot } : {}), changes: changesOf(input.currentCopy, result) };
}

/** Every R2 key of a concept: the original, each rendition, its creatives and anything else under its folder. */
async function conceptKeys(media: R2Bucket, row: ConceptRow): Promise<string[]> {
  const keys = new Set<string>();
  if (!row.imageUrl.startsWith("data:")) keys.add(row.imageUrl);
  keys.add(publicOriginalKey(row));
  for (const sizes of Object.values(row.smartResizedImages ?? {})) for (const k of Object.values(sizes)) keys.add(k);
  const folder = row.imageUrl.includes("/") ? row.imageUrl.slice(0, row.imageUrl.lastIndexOf("/") + 1) : "";
  if (folder.startsWith(`concepts/${row.userId}/`)) for (const k of await keysUnder(media, folder)) keys.add(k);
  for (const k of await keysUnder(media, creativesPrefix(row))) keys.add(k);
  return [...keys];
}

/** Deletes the row first (so the concept is gone for the user even if storage hiccups), then its R2 objects. */
export async function deleteConcept(ctx: AppContext, userId: number, id: number): Promise<void> {
  const { db, media } = ctx;
  const row = await ownedConcept(db, userId, id);
  const keys = await conceptKeys(media, row);
  await db.delete(adConcepts).where(and(eq(adConcepts.id, row.id), eq(adConcepts.userId, row.userId)));
  void emitWebhookEvent(ctx, userId, "concept.deleted", { id: row.id });
  for (let i = 0; i < keys.length; i += 1000) await media.delete(keys.slice(i, i + 1000));
}

/**
 * 'Generate Assets': the platform's renditions are rendered again from the stored original and replace the old ones.
 * A platform the concept did not have is added, with copy for each of its languages from the copy engine.
 */
export async function regenerateAssets(
  deps: Pick<AppContext, "db" | "media" | "copy" | "lexicon"> & { failAt?: "store-db"; upload?: UploadSource },
  userId: number,
  id: number,
  platform: PlatformId,
  onPhase: (p: AssetPhase) => void = () => {},
): Promise<AssetGeneration> {
  const row = await ownedConcept(deps.db, userId, id);
  const original = await deps.media.get(row.imageUrl);
  if (!original) throw notFound("Image Not Found");
  const bytes = new Uint8Array(await original.arrayBuffer());
  // The stored original passed the rules of its day; one they now refuse is answered as a refusal, never a 500.
  const uploader = deps.upload ? { ...deps.upload, userId } : null;
  const pipeline = await renderPlatforms(uploader, bytes, [platform], (e) =>
    onPhase({
      phase: "rendering",
      message: `Rendering ${platformById(platform).name}`,
      platform,
      done: e.done,
      total: e.total,
    }),
  );
  const platforms = row.platforms.includes(platform) ? row.platforms : [...row.platforms, platform];
  let aiGeneratedCopy = row.aiGeneratedCopy ?? {};
  if (!row.platforms.includes(platform)) {
    const current = { title_en: row.titleEn, title_es: row.titleEs, body_en: row.bodyEn, body_es: row.bodyEs };
    const brief = {
      ...briefOf(row.businessContext, current),
      platforms: [platform],
      languages: (row.selectedLanguages ?? ["en"]) as never,
    };
    const copy = await deps.copy.generate(await withWords(deps.lexicon, brief), null, crypto.randomUUID());
    aiGeneratedCopy = structuredClone(aiGeneratedCopy);
    for (const [lang, byPlatform] of Object.entries(copy.aiGeneratedCopy))
      Object.assign((aiGeneratedCopy[lang] ??= {}), byPlatform);
  }
  const folder = row.imageUrl.slice(0, row.imageUrl.lastIndexOf("/") + 1);
  const stamp = Date.now().toString(36);
  const sizes: Record<string, string> = {};
  const replaced = Object.values(row.smartResizedImages?.[platform] ?? {});
  let updated: ConceptRow[];
  // R2 first, then the row; if the row cannot be updated the new objects go again, so nothing is left unreferenced.
  try {
    for (const r of pipeline.renditions) {
      const key = `${folder}${r.sizeKey}-${stamp}.jpg`;
      await deps.media.put(key, r.jpeg, { httpMetadata: { contentType: "image/jpeg" } });
      sizes[r.sizeKey] = key;
    }
    if (deps.failAt === "store-db") throw new Error("injected failure: store-db");
    updated = await deps.db
      .update(adConcepts)
      .set({
        smartResizedImages: { ...(row.smartResizedImages ?? {}), [platform]: sizes },
        platforms,
        aiGeneratedCopy,
        generationCount: sql`${adConcepts.generationCount} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(adConcepts.id, row.id))
      .returning();
    if (!updated[0]) throw notFound("Concept not found");
  } catch (err) {
    await Promise.allSettled(Object.values(sizes).map((k) => deps.media.delete(k)));
    throw err;
  }
  // The old renditions go once the row points at the new ones; a rendition shared with another platform stays.
  const stillUsed = new Set(Object.values(updated[0]!.smartResizedImages ?? {}).flatMap((s) => Object.values(s)));
  await deps.media.delete(replaced.filter((k) => !stillUsed.has(k)));
  await queueCreatives(deps, updated[0]!, Object.keys(sizes));
  emitImagesRegenerated(deps, updated[0]!, platform);
  return {
    concept: await conceptSummary(deps.db, updated[0]!),
    platform,
    sizes: pipeline.renditions.map((r) => ({
      key: r.sizeKey,
      width: r.width,
      height: r.height,
      bytes: r.jpeg.length,
      mode: r.framing === "crop" ? "crop" : "fit",
    })),
  };
}
