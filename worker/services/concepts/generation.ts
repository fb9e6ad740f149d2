import { compatView } from "@common/concept-copy";
import { sql } from "drizzle-orm";
import {
  type GenerationInput,
  type GenerationPhase,
  type GenerationResult,
  MAX_UPLOAD_BYTES,
  uploadTooLarge,
} from "@common/generation";
import { sizeName } from "@common/creatives";
import type { PlatformId } from "@common/platforms";
import type { BrandVoice } from "@common/brand-kits";
import type { Db } from "../../db/client";
import { adConcepts, type ConceptRow, type UserRow } from "../../db/schema";
import { resolveBrief } from "../../copywriting/brief";
import type { GeneratedCopyItem } from "@common/copy";
import { withWords } from "../assets/lexicon";
import { portugueseLocale } from "../../copywriting/locale";
import { analyseImage, describeImage } from "../../imaging/analysis";
import { encodeJpeg, type Progress, runPipeline } from "../../imaging/pipeline";
import { fromBase64, toBase64 } from "../../lib/base64";
import { AppError, badRequest, imageRefusal } from "../../lib/errors";
import { resolveBrandKit } from "../brand-kits/brand-kits";
import type { AppContext } from "../context";
import { queueCreatives } from "../creatives/queue";
import { limitError } from "../plans/entitlements";
import { holdImageUpload } from "../accounts/throttles";
import { releaseConcept, tryIncrementConcepts } from "../payments/subscription";
import { noteConceptsUsed, type WebhooksContext } from "../webhooks";

export const generationMessages = { imageRequired: "Image data is required" } as const;

/** Where a photo came from when it came in a request: its refusals count against the sender's budgets. */
export interface UploadSource extends Pick<AppContext, "env"> {
  /** The client's address as a throttle key. */
  address: string;
}

export interface GenerateDeps extends Pick<AppContext, "db" | "media" | "copy" | "lexicon"> {
  /** Set by the routes; absent for the service's own work (the examples). */
  upload?: UploadSource;
}

/** Who sent a photo, for the refused-upload budgets (decision 018). */
export interface Uploader extends UploadSource {
  userId: number;
}

/**
 * The imaging pipeline with its refusals as answers. With an uploader the attempt is held against the refused-upload
 * budgets first (429 while they are spent) and stays counted only when the image is refused.
 */
export async function renderPlatforms(
  uploader: Uploader | null,
  image: Uint8Array,
  platforms: readonly PlatformId[],
  onProgress?: Progress,
) {
  const held = uploader ? await holdImageUpload(uploader, uploader.userId, uploader.address) : null;
  try {
    const result = await runPipeline(image, platforms, onProgress);
    await held?.accepted();
    return result;
  } catch (err) {
    const refusal = imageRefusal(err);
    if (!refusal) await held?.accepted();
    throw refusal ?? err;
  }
}

/** The photo of a data URL (the API's imageData), held to the generator's upload limit. */
export function imageOfDataUrl(dataUrl: string): Uint8Array {
  const comma = dataUrl.indexOf(",");
  // base64 grows bytes by 4/3: a text this long cannot decode within the limit.
  if (dataUrl.length - comma > Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 4)
    throw new AppError("PAYLOAD_TOO_LARGE", uploadTooLarge);
  const bytes = comma < 0 ? null : fromBase64(dataUrl.slice(comma + 1));
  if (!bytes || bytes.length === 0) throw badRequest("imageData is not valid base64");
  if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", uploadTooLarge);
  return bytes;
}

/** POST /api/v1/images/smart-resize: the platform renditions of a photo, nothing stored. */
export async function resizeForPlatforms(uploader: Uploader, image: Uint8Array, platforms: readonly PlatformId[]) {
  const pipeline = await renderPlatforms(uploader, image, platforms);
  const resizedImages: Record<string, Record<string, string>> = {};
  for (const r of pipeline.renditions) (resizedImages[r.platform] ??= {})[r.sizeKey] = toBase64(r.jpeg);
  return {
    resizedImages,
    imageCount: pipeline.renditions.length,
    originalImageSize: { width: pipeline.width, height: pipeline.height, bytes: image.length },
    format: "jpeg" as const,
  };
}

/** POST /api/v1/ai/generate-copy: copy for a brief with no photo, by language then platform; nothing stored. */
export async function writeCopy(
  { copy, lexicon }: Pick<AppContext, "copy" | "lexicon">,
  input: GenerationInput,
  voice?: BrandVoice,
) {
  const written = await copy.generate(await withWords(lexicon, resolveBrief(input, voice)), null, crypto.randomUUID());
  const generatedCopy: Record<string, Record<string, Omit<GeneratedCopyItem, "platform" | "language">>> = {};
  for (const { platform, language, ...copy } of written.items) (generatedCopy[language] ??= {})[platform] = copy;
  return { generatedCopy, provider: written.provider, ...(written.notice ? { notice: written.notice } : {}) };
}

/**
 * What a generation made, for its caller to answer with (decision 041): the stored row as inserted (no caller reads it
 * again), the renditions' bytes as rendered (only the web's answer shows them at once), and the copy's extras.
 */
export interface MadeConcept {
  concept: ConceptRow;
  renditions: { platform: PlatformId; sizeKey: string; jpeg: Uint8Array }[];
  generatedCopy: GeneratedCopyItem[];
  imageAnalysis: string;
  copyProvider: GenerationResult["copyProvider"];
  notice?: string;
  /** The copy engine's B variants of the SPEC's four fields, for a view that lacks them. */
  variants: Pick<
    GenerationResult["concept"],
    "title_en_variant" | "title_es_variant" | "body_en_variant" | "body_es_variant"
  >;
}

/**
 * The web's answer to a generation (SPEC §7): the concept with its first rendition and every rendition as base64, so
 * the generator shows them without another request.
 */
export function webGenerationResult(made: MadeConcept): GenerationResult {
  const { concept: row, renditions, variants } = made;
  const platforms = row.platforms;
  const first = renditions.find((r) => r.platform === platforms[0]) ?? renditions[0]!;
  const smartResizedImagesData: Record<string, Record<string, string>> = {};
  for (const r of renditions) (smartResizedImagesData[r.platform] ??= {})[r.sizeKey] = toBase64(r.jpeg);
  return {
    generatedCopy: made.generatedCopy,
    imageAnalysis: made.imageAnalysis,
    copyProvider: made.copyProvider,
    ...(made.notice ? { notice: made.notice } : {}),
    concept: {
      id: row.id,
      userConceptNumber: row.userConceptNumber!,
      // The row holds the SPEC's four fields as the view of the per-platform copy (decision 028).
      title_en: row.titleEn,
      title_es: row.titleEs,
      body_en: row.bodyEn,
      body_es: row.bodyEs,
      title_en_variant: row.titleEnVariant ?? variants.title_en_variant,
      title_es_variant: row.titleEsVariant ?? variants.title_es_variant,
      body_en_variant: row.bodyEnVariant ?? variants.body_en_variant,
      body_es_variant: row.bodyEsVariant ?? variants.body_es_variant,
      platforms,
      // A generation writes all three; the columns are nullable for rows older than them.
      selectedLanguages: row.selectedLanguages ?? [],
      businessContext: row.businessContext ?? {},
      aiGeneratedCopy: row.aiGeneratedCopy ?? {},
      imageData: toBase64(first.jpeg),
      smartResizedImagesData,
      createdAt: row.createdAt.toISOString(),
    },
  };
}

/**
 * One photo and a brief become a stored concept. Nothing is left behind on failure: R2 objects are deleted, the
 * concept row is not written, and the month's counted use is given back.
 */
export async function generateConcept(
  deps: GenerateDeps,
  user: UserRow,
  input: GenerationInput,
  image: Uint8Array,
  onPhase: (p: GenerationPhase) => void = () => {},
  /** The brand kit's voice the copy obeys (issue 26). */
  voice?: BrandVoice,
): Promise<MadeConcept> {
  const { db, media } = deps;
  // The brand kit (issue 26): the one named, none for null, else the last one used; another account's id is 404.
  const kit = await resolveBrandKit(deps, user.id, input.brandKitId);
  onPhase({ phase: "analysing", message: "Analysing the image" });
  const uploader = deps.upload ? { ...deps.upload, userId: user.id } : null;
  const pipeline = await renderPlatforms(uploader, image, input.platforms, (e) =>
    onPhase({
      phase: "rendering",
      message: `Rendering ${e.platform}`,
      platform: e.platform,
      done: e.done,
      total: e.total,
    }),
  );
  const facts = analyseImage(pipeline.preview, pipeline.width, pipeline.height, pipeline.subject);
  const framing = { crop: [] as string[], trim: [] as string[], whole: [] as string[] };
  for (const r of pipeline.renditions) framing[r.framing].push(sizeName(r.sizeKey));
  const imageAnalysis = describeImage(facts, framing);

  onPhase({ phase: "writing", message: "Writing copy" });
  const seed = crypto.randomUUID();
  const brief = await withWords(deps.lexicon, resolveBrief(input, voice ?? kit?.voice));
  const copy = await deps.copy.generate(brief, facts, seed, encodeJpeg(pipeline.preview, 80));

  onPhase({ phase: "saving", message: "Saving the concept" });
  const folder = `concepts/${user.id}/${crypto.randomUUID()}`;
  const originalKey = `${folder}/original.${pipeline.probe.type === "jpeg" ? "jpg" : pipeline.probe.type}`;
  const written: string[] = [];
  const smartResizedImages: Record<string, Record<string, string>> = {};
  let counted = false;
  try {
    await media.put(originalKey, image, { httpMetadata: { contentType: pipeline.probe.mime } });
    written.push(originalKey);
    for (const r of pipeline.renditions) {
      const key = `${folder}/${r.sizeKey}.jpg`;
      if (!written.includes(key)) {
        await media.put(key, r.jpeg, { httpMetadata: { contentType: "image/jpeg" } });
        written.push(key);
      }
      (smartResizedImages[r.platform] ??= {})[r.sizeKey] = key;
    }

    const used = await tryIncrementConcepts(db, user.id);
    if (used === null) throw limitError(user);
    if ("env" in deps) noteConceptsUsed(deps as WebhooksContext, user, used);
    counted = true;

    const businessContext = {
      businessType: input.businessType,
      targetAudience: input.targetAudience,
      tone: input.tone,
      productDescription: input.productDescription,
      brandName: input.brandName ?? null,
      productName: input.productName ?? null,
      keyMessage: input.keyMessage ?? null,
      callToAction: input.callToAction ?? null,
      briefLanguage: brief.briefLanguage,
      category: brief.category ?? null,
      place: input.place ?? null,
      price: input.price ?? null,
      hours: input.hours ?? null,
      offer: input.offer ?? null,
      locale: input.languages.includes("pt") ? portugueseLocale(brief) : null,
      copyProvider: copy.provider,
      imageAnalysis,
    };
    // The SPEC's four fields (and their B) are the view of the per-platform copy (decision 028).
    const c = compatView(
      { aiGeneratedCopy: copy.aiGeneratedCopy, platforms: input.platforms, selectedLanguages: input.languages },
      copy.concept,
    );
    const row = await insertConcept(db, {
      titleEn: c.title_en,
      titleEs: c.title_es,
      bodyEn: c.body_en,
      bodyEs: c.body_es,
      titleEnVariant: c.title_en_variant,
      titleEsVariant: c.title_es_variant,
      bodyEnVariant: c.body_en_variant,
      bodyEsVariant: c.body_es_variant,
      userId: user.id,
      imageUrl: originalKey,
      smartResizedImages,
      platforms: input.platforms,
      selectedLanguages: input.languages,
      aiGeneratedCopy: copy.aiGeneratedCopy,
      businessContext,
      isAiGenerated: copy.provider === "template" ? 0 : 1,
      imageDescription: imageAnalysis,
      generationCount: 1,
      brandKitId: kit?.id ?? null,
    });
    await queueCreatives(deps, row);
    return {
      concept: row,
      renditions: pipeline.renditions.map(({ platform, sizeKey, jpeg }) => ({ platform, sizeKey, jpeg })),
      generatedCopy: copy.items,
      imageAnalysis,
      copyProvider: copy.provider,
      ...(copy.notice ? { notice: copy.notice } : {}),
      variants: copy.concept,
    };
  } catch (err) {
    await Promise.allSettled(written.map((k) => media.delete(k)));
    if (counted) await releaseConcept(db, user.id);
    throw err;
  }
}

type NewConcept = Omit<typeof adConcepts.$inferInsert, "userConceptNumber">;

/**
 * Inserts with the next per-user number computed inside the same statement; the unique (user, number) index turns a
 * race into a conflict, which is retried, so numbers are consecutive with no gap or duplicate.
 */
async function insertConcept(db: Db, values: NewConcept) {
  for (let attempt = 0; attempt < 8; attempt++) {
    try {
      const rows = await db
        .insert(adConcepts)
        .values({
          ...values,
          userConceptNumber: sql`(SELECT coalesce(max(${adConcepts.userConceptNumber}), 0) + 1 FROM ${adConcepts} WHERE ${adConcepts.userId} = ${values.userId})`,
        })
        .returning();
      return rows[0]!;
    } catch (err) {
      if (!String(err).includes("UNIQUE")) throw err;
    }
  }
  throw new Error("could not allocate a concept number");
}
