import { and, eq, inArray } from "drizzle-orm";
import { downloadZip } from "client-zip";
import type { BatchOptions } from "@common/concepts";
import { languageByCode } from "@common/languages";
import { platformById, type PlatformId } from "@common/platforms";
import type { Db } from "../db/client";
import { adConcepts, batchJobs, type ConceptRow } from "../db/schema";
import { thumbnailJpeg } from "../imaging/pipeline";
import type { Attachment } from "../lib/attachment";
import { notFound } from "../lib/errors";
import {
  conceptEntries,
  creativeSizes,
  creativesNote,
  packageImageKeys,
  platformsOf,
  type PackageOptions,
} from "../packaging/concept-package";
import { buildContactSheet, type SheetConcept, type SheetCreatives, type SheetImage } from "../packaging/concept-pdf";
import { recordDownloads } from "./concepts";
import { imageRefusal } from "./generation";
import type { AppContext } from "./context";
import { type DrawBudget, drawBudget, gatherCreatives, wantedCreatives } from "./creative-sets";
import { readObjects } from "./media";

/** The owner's concepts in the order asked for; any id that is not theirs refuses the whole batch. */
async function ownedBatch(db: Db, userId: number, ids: number[]): Promise<ConceptRow[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(adConcepts)
    .where(and(eq(adConcepts.userId, userId), inArray(adConcepts.id, unique)));
  if (rows.length !== unique.length) throw notFound("Concept not found");
  const byId = new Map(rows.map((r) => [r.id, r]));
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

/** Images for a concept's contact sheet, as chosen by imageFormat, shrunk for print. */
async function sheetImages(media: R2Bucket, row: ConceptRow, options: BatchOptions): Promise<SheetImage[]> {
  const out: SheetImage[] = [];
  const add = async (key: string, label: string) => {
    const obj = await media.get(key);
    if (!obj) return;
    let thumb: ReturnType<typeof thumbnailJpeg>;
    try {
      thumb = thumbnailJpeg(new Uint8Array(await obj.arrayBuffer()), 720);
    } catch (err) {
      // A stored original the image rules now refuse (decision 018) leaves its place empty, not the whole sheet.
      if (imageRefusal(err)) return;
      throw err;
    }
    out.push({ label, width: thumb.width, height: thumb.height, jpeg: thumb.jpeg });
  };
  if (options.imageFormat !== "optimized") await add(row.imageUrl, "Original photo");
  if (options.imageFormat === "original") return out;
  for (const p of platformsOf(row, options.platforms)) {
    const facts = platformById(p);
    const sizes = Object.entries(row.smartResizedImages?.[p] ?? {});
    for (const [sizeKey, key] of options.imageFormat === "optimized" ? sizes.slice(0, 1) : sizes) {
      const size = facts.sizes.find((s) => s.key === sizeKey);
      await add(key, `${facts.name} · ${size?.label ?? sizeKey}${size ? ` ${size.width}×${size.height}` : ""}`);
    }
  }
  return out;
}

/** A concept's creatives for its contact sheet (the sizes imageFormat includes), shrunk for print, per platform. */
async function sheetCreatives(
  ctx: Pick<AppContext, "db" | "media" | "env">,
  row: ConceptRow,
  options: BatchOptions,
  budget: DrawBudget,
): Promise<SheetConcept["creatives"]> {
  const sizes = creativeSizes(row, packageOptions(options));
  if (!sizes.length) return undefined;
  const set = await gatherCreatives(ctx, row, wantedCreatives(row, sizes), budget);
  const platforms: SheetCreatives[] = [];
  for (const { platform, sizeKeys } of sizes) {
    const facts = platformById(platform);
    const rows: SheetImage[][] = [];
    for (const sizeKey of sizeKeys) {
      const size = facts.sizes.find((s) => s.key === sizeKey);
      const row: SheetImage[] = [];
      // One creative in memory at a time; only its print-size copy is kept.
      for (const c of set.files.filter((f) => f.sizeKey === sizeKey)) {
        const bytes = await c.read();
        if (!bytes) continue;
        const thumb = thumbnailJpeg(bytes, 480);
        const language = languageByCode(c.language)?.name ?? c.language;
        row.push({
          label: `${size?.label ?? sizeKey}${size ? ` ${size.width}×${size.height}` : ""} · ${language} (${c.language})`,
          width: thumb.width,
          height: thumb.height,
          jpeg: thumb.jpeg,
        });
      }
      rows.push(row);
    }
    platforms.push({ platform, sizes: rows });
  }
  return { platforms, note: creativesNote(set) };
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
  /** The draws of missing creatives this request may make, shared by all its concepts (services/creative-sets.ts). */
  budget: DrawBudget = drawBudget(),
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
      for (const row of rows)
        items.push({
          concept: row,
          platforms: platformsOf(row, options.platforms) as PlatformId[],
          images: await sheetImages(media, row, options),
          creatives: await sheetCreatives(ctx, row, options, budget),
        });
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
