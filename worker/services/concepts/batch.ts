import { and, eq, inArray } from "drizzle-orm";
import { downloadZip } from "client-zip";
import type { BatchOptions } from "@common/concepts";
import { languageByCode } from "@common/languages";
import { platformById, type PlatformId } from "@common/platforms";
import type { Db } from "../../db/client";
import { adConcepts, batchJobs, type ConceptRow } from "../../db/schema";
import { thumbnailJpeg } from "../../imaging/pipeline";
import type { Attachment } from "../../lib/attachment";
import { imageRefusal, notFound } from "../../lib/errors";
import {
  conceptEntries,
  creativeSizes,
  creativesNote,
  packageImageKeys,
  platformsOf,
  type PackageOptions,
} from "../../packaging/concept-package";
import { withCompatView } from "./copy";
import { buildContactSheet, type SheetConcept, type SheetImage, type SheetPlatform } from "../../packaging/concept-pdf";
import { recordDownloads } from "./images";
import type { AppContext } from "../context";
import { creativeLanguages, type DrawBudget, drawBudget, gatherCreatives, wantedCreatives } from "../creatives/sets";
import { readObjects } from "../assets/media";

/** The owner's concepts in the order asked for; any id that is not theirs refuses the whole batch. */
async function ownedBatch(db: Db, userId: number, ids: number[]): Promise<ConceptRow[]> {
  const unique = [...new Set(ids)];
  // D1 binds at most 100 values a statement: the ids are read 90 at a time (a bulk job's package holds up to 1,000).
  const rows: ConceptRow[] = [];
  for (let i = 0; i < unique.length; i += 90)
    rows.push(
      ...(await db
        .select()
        .from(adConcepts)
        .where(and(eq(adConcepts.userId, userId), inArray(adConcepts.id, unique.slice(i, i + 90))))),
    );
  if (rows.length !== unique.length) throw notFound("Concept not found");
  // Packages read the SPEC's fields as the view of the per-platform copy (decision 028).
  const byId = new Map(rows.map((r) => [r.id, withCompatView(r)]));
  return unique.map((id) => byId.get(id)!);
}

/** What each format puts in the package (README 'Batch download'). */
export function packageOptions(options: BatchOptions): PackageOptions {
  const images = options.format === "text-only" ? "none" : options.imageFormat;
  return {
    images,
    copy: options.format === "zip" || options.format === "text-only",
    variants: options.includeVariants && options.format !== "images-only",
    manifest: options.includeMetadata,
    platforms: options.platforms,
  };
}

export function batchFilename(count: number, format: BatchOptions["format"], now = new Date()): string {
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, "").replace("T", "-");
  return `reachgen-batch-${stamp}-${count}-concept${count === 1 ? "" : "s"}.${format === "pdf" ? "pdf" : "zip"}`;
}

const folder = (row: ConceptRow) => `concept-${String(row.userConceptNumber ?? row.id).padStart(3, "0")}`;

/** A stored image shrunk for print, or null when it is gone or the image rules now refuse it (decision 018). */
async function printThumb(bytes: Uint8Array | null, maxSide: number) {
  if (!bytes) return null;
  try {
    return thumbnailJpeg(bytes, maxSide);
  } catch (err) {
    // Its place stays empty, not the whole sheet.
    if (imageRefusal(err)) return null;
    throw err;
  }
}

const readKey = async (media: R2Bucket, key: string) => {
  const obj = await media.get(key);
  return obj ? new Uint8Array(await obj.arrayBuffer()) : null;
};

/** The uploaded photo for a concept's contact sheet, when imageFormat includes it, shrunk for print. */
async function sheetPhoto(media: R2Bucket, row: ConceptRow, options: BatchOptions): Promise<SheetImage[]> {
  if (options.imageFormat === "optimized") return [];
  const thumb = await printThumb(await readKey(media, row.imageUrl), 720);
  return thumb ? [{ label: "Original photo", ...thumb }] : [];
}

/** A size's name as the sheet labels it: "Feed 1200×628". */
function sizeName(platform: PlatformId, sizeKey: string) {
  const size = platformById(platform).sizes.find((s) => s.key === sizeKey);
  return size ? `${size.label} ${size.width}×${size.height}` : sizeKey;
}

/**
 * Per platform, the pictures of the sizes imageFormat includes: the creative in the concept's first language (drawn
 * now when missing, within the request's budget), else the plain rendition. Each is read, shrunk and let go before the
 * next, so memory holds print-size copies only (a 10-platform concept's 17 sizes are a few hundred kB).
 */
async function sheetPlatforms(
  ctx: Pick<AppContext, "db" | "media" | "env">,
  row: ConceptRow,
  options: BatchOptions,
  budget: DrawBudget,
): Promise<Pick<SheetConcept, "byPlatform" | "note">> {
  const sizes = creativeSizes(row, packageOptions(options));
  if (!sizes.length) return { byPlatform: [], note: null };
  const language = creativeLanguages(row)[0]!;
  const wanted = sizes.flatMap(({ platform, sizeKeys }) =>
    sizeKeys.map((sizeKey) => ({ platform, sizeKey, language })),
  );
  const set = await gatherCreatives(ctx, row, wanted, budget);
  const languageLabel = languageByCode(language)?.name ?? language;
  const byPlatform: SheetPlatform[] = [];
  for (const { platform, sizeKeys } of sizes) {
    const images: SheetImage[] = [];
    for (const sizeKey of sizeKeys) {
      const creative = set.files.find((f) => f.platform === platform && f.sizeKey === sizeKey);
      const ad = await printThumb(creative ? await creative.read() : null, 480);
      if (ad) {
        images.push({ label: `${sizeName(platform, sizeKey)} · ad in ${languageLabel}`, ...ad });
        continue;
      }
      const key = row.smartResizedImages?.[platform]?.[sizeKey];
      const photo = key ? await printThumb(await readKey(ctx.media, key), 480) : null;
      if (photo) images.push({ label: `${sizeName(platform, sizeKey)} · photo`, ...photo });
    }
    byPlatform.push({ platform, images });
  }
  return { byPlatform, note: creativesNote(set) };
}

const CANCELLED = "The download was cancelled before the package was complete";

/**
 * Builds the package and records it in batch_jobs: pending when asked, processing while building, then completed
 * (with the file name) or failed (with the reason). ZIPs stream one concept at a time so memory holds one concept's
 * files, not the batch's.
 */
export async function batchDownload(
  ctx: Pick<AppContext, "db" | "media" | "fonts" | "env">,
  userId: number,
  conceptIds: number[],
  options: BatchOptions,
  /** The draws of missing creatives this request may make, shared by all its concepts (services/creatives/sets.ts). */
  budget: DrawBudget = drawBudget(),
  /** Told after each concept is packed (an async job's progress, services/api/jobs.ts). */
  onProgress?: (done: number) => Promise<void>,
): Promise<Attachment> {
  const { db, media, fonts } = ctx;
  const rows = await ownedBatch(db, userId, conceptIds);
  const filename = batchFilename(rows.length, options.format);
  const targetPlatforms = options.platforms.length ? options.platforms : [...new Set(rows.flatMap((r) => r.platforms))];
  const [job] = await db
    .insert(batchJobs)
    .values({
      userId,
      conceptIds: rows.map((r) => r.id),
      targetPlatforms,
      totalConcepts: rows.length,
      status: "processing",
    })
    .returning({ id: batchJobs.id });
  const jobId = job!.id;
  const finish = async (processed: number, error?: unknown) => {
    await db
      .update(batchJobs)
      .set(
        error
          ? {
              status: "failed",
              processedConcepts: processed,
              errorMessage: String(error instanceof Error ? error.message : error).slice(0, 500),
              completedAt: new Date(),
            }
          : { status: "completed", processedConcepts: processed, resultUrls: [filename], completedAt: new Date() },
      )
      .where(eq(batchJobs.id, jobId));
    if (!error)
      await recordDownloads(
        db,
        rows.map((r) => r.id),
      );
  };

  if (options.format === "pdf") {
    try {
      const items: SheetConcept[] = [];
      for (const row of rows) {
        items.push({
          concept: row,
          platforms: platformsOf(row, options.platforms),
          images: await sheetPhoto(media, row, options),
          ...(await sheetPlatforms(ctx, row, options, budget)),
        });
        await onProgress?.(items.length);
      }
      const sheet = await buildContactSheet(items, options, fonts);
      await finish(rows.length);
      return { body: sheet.pdf, filename, contentType: "application/pdf" };
    } catch (err) {
      await finish(0, err);
      throw err;
    }
  }

  const pkg = packageOptions(options);
  /** Hands one entry to client-zip; an error thrown back at this point is the reader cancelling the download. */
  async function* emit(entry: { name: string; input: Uint8Array; lastModified: Date }) {
    try {
      yield entry;
    } catch {
      throw new Error(CANCELLED);
    }
  }
  async function* entries() {
    let processed = 0;
    let settled = false;
    try {
      for (const row of rows) {
        const images = await readObjects(media, packageImageKeys(row, pkg));
        const sizes = creativeSizes(row, pkg);
        const creatives = sizes.length
          ? await gatherCreatives(ctx, row, wantedCreatives(row, sizes), budget)
          : undefined;
        for await (const f of conceptEntries(row, images, pkg, creatives))
          yield* emit({ name: `${folder(row)}/${f.path}`, input: f.bytes, lastModified: row.updatedAt });
        processed++;
        await onProgress?.(processed);
      }
      if (options.includeMetadata) {
        const index = {
          generator: "ReachGen",
          createdAt: new Date().toISOString(),
          options,
          concepts: rows.map((r) => ({
            id: r.id,
            number: r.userConceptNumber,
            folder: folder(r),
            title_en: r.titleEn,
          })),
        };
        yield* emit({
          name: "batch.json",
          input: new TextEncoder().encode(JSON.stringify(index, null, 2)),
          lastModified: new Date(),
        });
      }
      settled = true;
      await finish(processed);
    } catch (err) {
      settled = true;
      await finish(processed, err);
      throw err;
    } finally {
      // The reader went away (the browser tab closed, the request was aborted): the stream was cancelled mid-package.
      if (!settled) await finish(processed, new Error(CANCELLED));
    }
  }
  return { body: downloadZip(entries()).body!, filename, contentType: "application/zip" };
}
