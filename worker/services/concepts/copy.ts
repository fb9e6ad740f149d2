import { and, desc, eq, sql } from "drizzle-orm";
import {
  type CompatFields,
  type CopyFieldSet,
  type CopyVersion,
  compatView,
  copyVersionSources,
} from "@common/concept-copy";
import type { CopyByLanguage, PlatformCopy } from "@common/copy";
import { languageName, type LanguageCode } from "@common/languages";
import { isPlatformId, platformById, type PlatformId } from "@common/platforms";
import { adConcepts, type ConceptRow, copyVersions } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { AppContext } from "../context";
import { ownedConcept } from "./read";
import { queueCreatives } from "../creatives/queue";
import { emitConceptUpdated } from "../webhooks";

/**
 * The concept editor's writes (issue 28, decision 028). One platform's copy in one language is a field set: it is
 * edited, restored and regenerated as a whole, every write adds a version, and the SPEC's four fields are a view of
 * the field sets (common/concept-copy.ts compatView), so the share page, the ZIP, the PDF, the creatives and the API
 * all read the one copy.
 */

type Source = (typeof copyVersionSources)[number];
export interface FieldSetWrite {
  platform: PlatformId;
  language: LanguageCode;
  copy: PlatformCopy;
}

/** How many versions of one field set are listed (the newest). */
export const VERSIONS_LISTED = 50;

export const copyMissing = (platform: PlatformId, language: string) =>
  notFound(`This concept has no ${platformById(platform).name} copy in ${languageName(language)}`);

/** The stored columns of a row, as the view's fallback. */
function storedFields(row: ConceptRow): CompatFields {
  return {
    title_en: row.titleEn,
    title_es: row.titleEs,
    body_en: row.bodyEn,
    body_es: row.bodyEs,
    title_en_variant: row.titleEnVariant,
    title_es_variant: row.titleEsVariant,
    body_en_variant: row.bodyEnVariant,
    body_es_variant: row.bodyEsVariant,
  };
}

/** The view as the row's columns. */
function columnsOf(view: CompatFields) {
  return {
    titleEn: view.title_en,
    titleEs: view.title_es,
    bodyEn: view.body_en,
    bodyEs: view.body_es,
    titleEnVariant: view.title_en_variant,
    titleEsVariant: view.title_es_variant,
    bodyEnVariant: view.body_en_variant,
    bodyEsVariant: view.body_es_variant,
  };
}

/** A concept row as every output reads it: the SPEC's fields taken from its per-platform copy. */
export function withCompatView<R extends ConceptRow>(row: R): R {
  return { ...row, ...columnsOf(compatView(row, storedFields(row))) };
}

function toVersion(v: typeof copyVersions.$inferSelect): CopyVersion {
  return {
    id: v.id,
    source: (copyVersionSources as readonly string[]).includes(v.source) ? (v.source as Source) : "edit",
    copy: v.copy,
    createdAt: v.createdAt.toISOString(),
  };
}

async function versionsOf(
  ctx: Pick<AppContext, "db">,
  conceptId: number,
  platform: PlatformId,
  language: LanguageCode,
) {
  const rows = await ctx.db
    .select()
    .from(copyVersions)
    .where(
      and(
        eq(copyVersions.conceptId, conceptId),
        eq(copyVersions.platform, platform),
        eq(copyVersions.language, language),
      ),
    )
    .orderBy(desc(copyVersions.id))
    .limit(VERSIONS_LISTED);
  return rows.map(toVersion);
}

/**
 * Writes field sets to a concept in one batch: the generated text becomes version one of a set the first time it
 * changes, each set is replaced in place (json_set, so a concurrent write to another set is never lost), the SPEC's
 * columns follow, and each new text is a version. Creatives whose text changed are queued to be drawn again.
 */
export async function writeFieldSets(
  ctx: Pick<AppContext, "db"> & object,
  row: ConceptRow,
  sets: FieldSetWrite[],
  source: Source,
): Promise<ConceptRow> {
  if (!sets.length) return row;
  const copy: CopyByLanguage = structuredClone(row.aiGeneratedCopy ?? {});
  for (const s of sets) (copy[s.language] ??= {})[s.platform] = s.copy;
  const view = compatView({ ...row, aiGeneratedCopy: copy }, storedFields(row));
  const now = Date.now();
  let assignment = sql`coalesce(${adConcepts.aiGeneratedCopy}, '{}')`;
  for (const s of sets)
    assignment = sql`json_set(${assignment}, ${`$."${s.language}"."${s.platform}"`}, json(${JSON.stringify(s.copy)}))`;
  // The generated text becomes version one of a set the first time the set changes.
  const versioned = new Set(
    (
      await ctx.db
        .selectDistinct({ platform: copyVersions.platform, language: copyVersions.language })
        .from(copyVersions)
        .where(eq(copyVersions.conceptId, row.id))
    ).map((v) => `${v.language}/${v.platform}`),
  );
  const firstVersions = sets
    .filter((s) => !versioned.has(`${s.language}/${s.platform}`) && row.aiGeneratedCopy?.[s.language]?.[s.platform])
    .map((s) => ({
      conceptId: row.id,
      platform: s.platform,
      language: s.language,
      copy: row.aiGeneratedCopy![s.language]![s.platform]!,
      source: "generated",
      createdAt: row.createdAt,
    }));
  const update = ctx.db
    .update(adConcepts)
    .set({
      aiGeneratedCopy: assignment as unknown as CopyByLanguage,
      ...columnsOf(view),
      updatedAt: new Date(now),
    })
    .where(and(eq(adConcepts.id, row.id), eq(adConcepts.userId, row.userId)))
    .returning();
  const added = ctx.db.insert(copyVersions).values([
    ...firstVersions,
    ...sets.map((s) => ({
      conceptId: row.id,
      platform: s.platform,
      language: s.language,
      copy: s.copy,
      source,
      createdAt: new Date(now),
    })),
  ]);
  const [rows] = await ctx.db.batch([update, added]);
  const updated = rows[0];
  if (!updated) throw notFound("Concept not found");
  const platforms = new Set(sets.map((s) => s.platform));
  const sizes = Object.entries(updated.smartResizedImages ?? {})
    .filter(([p]) => isPlatformId(p) && platforms.has(p))
    .flatMap(([, s]) => Object.keys(s));
  await queueCreatives(ctx, updated, sizes);
  emitConceptUpdated(ctx, updated, sets, source);
  return updated;
}

/** The field set's copy now and its versions, newest first. */
export async function fieldSetAnswer(
  ctx: Pick<AppContext, "db">,
  row: ConceptRow,
  platform: PlatformId,
  language: LanguageCode,
): Promise<CopyFieldSet> {
  const copy = row.aiGeneratedCopy?.[language]?.[platform];
  if (!copy) throw copyMissing(platform, language);
  const versions = await versionsOf(ctx, row.id, platform, language);
  // A set never edited has one version: the text as it was generated.
  return {
    platform,
    language,
    copy,
    versions: versions.length
      ? versions
      : [{ id: 0, source: "generated", copy, createdAt: row.createdAt.toISOString() }],
  };
}

/** GET …/copy/{platform}/{language}: one field set and its versions. */
export async function copyFieldSet(
  ctx: Pick<AppContext, "db">,
  userId: number,
  id: number,
  platform: PlatformId,
  language: LanguageCode,
): Promise<CopyFieldSet> {
  return fieldSetAnswer(ctx, await ownedConcept(ctx.db, userId, id), platform, language);
}
