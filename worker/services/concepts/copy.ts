import { and, desc, eq, sql } from "drizzle-orm";
import {
  type CompatFields,
  type CopyEdit,
  type CopyFieldSet,
  type CopyRegeneration,
  type CopyVersion,
  compatSource,
  compatView,
  copyVersionSources,
  editProblems,
  type RegenerateCopyRequest,
} from "@common/concept-copy";
import type { ConceptCopyUpdate, ConceptSummary } from "@common/concepts";
import { type CopyByLanguage, type PlatformCopy, platformSupportsLanguage } from "@common/copy";
import { languageName, type LanguageCode } from "@common/languages";
import { platformById, type PlatformId } from "@common/platforms";
import { briefOf } from "../../copywriting/brief";
import { adConcepts, brandKits, type ConceptRow, copyVersions } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import type { AppContext } from "../context";
import { ownedConcept, shareRowOf, toSummary } from "./concepts";
import { queueCreatives } from "../creatives/queue";
import { withWords } from "../assets/lexicon";
import { emitConceptUpdated } from "../webhooks";

/**
 * The concept editor's writes (issue 28, decision 028). One platform's copy in one language is a field set: it is
 * edited, restored and regenerated as a whole, every write adds a version, and the SPEC's four fields are a view of
 * the field sets (common/concept-copy.ts compatView), so the share page, the ZIP, the PDF, the creatives and the API
 * all read the one copy.
 */

type Source = (typeof copyVersionSources)[number];
interface FieldSetWrite {
  platform: string;
  language: string;
  copy: PlatformCopy;
}

/** How many versions of one field set are listed (the newest). */
export const VERSIONS_LISTED = 50;

const copyMissing = (platform: string, language: string) =>
  notFound(`This concept has no ${platformById(platform as PlatformId).name} copy in ${languageName(language)}`);

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

async function versionsOf(ctx: Pick<AppContext, "db">, conceptId: number, platform: string, language: string) {
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
async function writeFieldSets(
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
    .filter(([p]) => platforms.has(p))
    .flatMap(([, s]) => Object.keys(s));
  await queueCreatives(ctx, updated, sizes);
  emitConceptUpdated(ctx, updated, sets, source);
  return updated;
}

/** The field set's copy now and its versions, newest first. */
async function fieldSetAnswer(
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

/** The field set after an edit, or a 400 naming each limit it breaks. */
function edited(platform: PlatformId, language: string, current: PlatformCopy, edit: CopyEdit): PlatformCopy {
  const next: PlatformCopy = { ...current };
  if (edit.title !== undefined) next.title = edit.title;
  if (edit.body !== undefined) next.body = edit.body;
  if (edit.hashtags !== undefined) next.hashtags = edit.hashtags;
  if (edit.cta !== undefined) {
    if (edit.cta) next.cta = edit.cta;
    else delete next.cta;
  }
  const problems = editProblems(platform, language, next);
  if (problems.length) throw badRequest(`${problems.join(". ")}.`);
  return next;
}

/** PATCH …/copy/{platform}/{language}: any of title, body, hashtags and cta, held to the platform's limits. */
export async function editCopy(
  ctx: Pick<AppContext, "db"> & object,
  userId: number,
  id: number,
  platform: PlatformId,
  language: LanguageCode,
  edit: CopyEdit,
): Promise<CopyFieldSet> {
  const row = await ownedConcept(ctx.db, userId, id);
  const current = row.aiGeneratedCopy?.[language]?.[platform];
  if (!current) throw copyMissing(platform, language);
  const next = edited(platform, language, current, edit);
  if (JSON.stringify(next) === JSON.stringify(current)) return fieldSetAnswer(ctx, row, platform, language);
  return fieldSetAnswer(
    ctx,
    await writeFieldSets(ctx, row, [{ platform, language, copy: next }], "edit"),
    platform,
    language,
  );
}

/** POST …/copy/{platform}/{language}/versions/{versionId}/restore: an earlier version becomes the copy (a new version). */
export async function restoreCopyVersion(
  ctx: Pick<AppContext, "db"> & object,
  userId: number,
  id: number,
  platform: PlatformId,
  language: LanguageCode,
  versionId: number,
): Promise<CopyFieldSet> {
  const row = await ownedConcept(ctx.db, userId, id);
  if (!row.aiGeneratedCopy?.[language]?.[platform]) throw copyMissing(platform, language);
  const version = (
    await ctx.db
      .select()
      .from(copyVersions)
      .where(
        and(
          eq(copyVersions.id, versionId),
          eq(copyVersions.conceptId, row.id),
          eq(copyVersions.platform, platform),
          eq(copyVersions.language, language),
        ),
      )
      .limit(1)
  )[0];
  if (!version) throw notFound("This version was not found for this copy");
  const updated = await writeFieldSets(ctx, row, [{ platform, language, copy: version.copy }], "restore");
  return fieldSetAnswer(ctx, updated, platform, language);
}

/**
 * The SPEC's PATCH of title_en/title_es/body_en/body_es (app: all four; API: any): each field that differs from what
 * the view shows is written to the field set behind it (compatSource), within that platform's limits. A concept with
 * no per-platform copy keeps writing its columns.
 */
export async function updateConcept(
  ctx: Pick<AppContext, "db"> & object,
  userId: number,
  id: number,
  fields: Partial<ConceptCopyUpdate>,
): Promise<ConceptSummary> {
  const row = await ownedConcept(ctx.db, userId, id);
  const view = withCompatView(row);
  const writes = new Map<string, FieldSetWrite & { from: string[] }>();
  const columnsOnly: Partial<ConceptRow> = {};
  for (const lang of ["en", "es"] as const) {
    for (const part of ["title", "body"] as const) {
      const key = `${part}_${lang}` as const;
      const value = fields[key];
      const shown = view[`${part}${lang === "en" ? "En" : "Es"}`];
      if (value === undefined || value === shown) continue;
      const source = compatSource(row.aiGeneratedCopy, row.platforms, row.selectedLanguages ?? [], lang);
      if (!source) {
        columnsOnly[`${part}${lang === "en" ? "En" : "Es"}`] = value;
        continue;
      }
      const setKey = `${source.language}/${source.platform}`;
      const write = writes.get(setKey) ?? {
        ...source,
        copy: { ...row.aiGeneratedCopy![source.language]![source.platform]! },
        from: [],
      };
      const other = write.from.find((f) => f.startsWith(part));
      if (other && write.copy[part] !== value)
        throw badRequest(
          `${other} and ${key} both stand for the ${languageName(source.language)} ${platformById(source.platform as PlatformId).name} ${part} of this concept; change one of them`,
        );
      write.copy[part] = value;
      write.from.push(key);
      writes.set(setKey, write);
    }
  }
  for (const w of writes.values()) {
    const problems = editProblems(w.platform as PlatformId, w.language, w.copy);
    if (problems.length) throw badRequest(`${problems.join(". ")}.`);
  }
  let updated = row;
  if (writes.size) updated = await writeFieldSets(ctx, row, [...writes.values()], "edit");
  if (Object.keys(columnsOnly).length) {
    const rows = await ctx.db
      .update(adConcepts)
      .set({ ...columnsOnly, updatedAt: new Date() })
      .where(and(eq(adConcepts.id, id), eq(adConcepts.userId, userId)))
      .returning();
    if (!rows[0]) throw notFound("Concept not found");
    updated = rows[0];
  }
  return toSummary(updated, false, (await shareRowOf(ctx.db, id))?.token ?? null);
}

/**
 * POST /api/concepts/{id}/copy/regenerate: new copy from the concept's brief and kit for one platform, one language,
 * one platform in one language, or one field of that; every other field set and field is left as it is.
 */
export async function regenerateCopy(
  ctx: Pick<AppContext, "db" | "copy" | "lexicon"> & object,
  userId: number,
  id: number,
  request: RegenerateCopyRequest,
): Promise<CopyRegeneration> {
  const row = await ownedConcept(ctx.db, userId, id);
  const copy = row.aiGeneratedCopy ?? {};
  const platforms = (row.platforms as PlatformId[]).filter((p) => !request.platform || p === request.platform);
  const languages = ((row.selectedLanguages ?? []) as LanguageCode[]).filter(
    (l) => !request.language || l === request.language,
  );
  const targets = languages.flatMap((language) =>
    platforms
      .filter((p) => copy[language]?.[p] && platformSupportsLanguage(p, language))
      .map((platform) => ({ platform, language })),
  );
  if (!targets.length)
    throw notFound(
      request.platform && request.language
        ? `This concept has no ${platformById(request.platform).name} copy in ${languageName(request.language)}`
        : request.platform
          ? `This concept has no ${platformById(request.platform).name} copy`
          : `This concept has no copy in ${languageName(request.language!)}`,
    );
  const kit = row.brandKitId
    ? (
        await ctx.db
          .select({ voice: brandKits.voice })
          .from(brandKits)
          .where(and(eq(brandKits.id, row.brandKitId), eq(brandKits.userId, userId)))
          .limit(1)
      )[0]
    : undefined;
  const current = { title_en: row.titleEn, title_es: row.titleEs, body_en: row.bodyEn, body_es: row.bodyEs };
  const brief = {
    ...briefOf(row.businessContext, current),
    platforms: [...new Set(targets.map((t) => t.platform))],
    languages: [...new Set(targets.map((t) => t.language))],
    ...(kit ? { voice: kit.voice } : {}),
  };
  const written = await ctx.copy.generate(await withWords(ctx.lexicon, brief), null, crypto.randomUUID());
  const sets: FieldSetWrite[] = [];
  for (const { platform, language } of targets) {
    const fresh = written.aiGeneratedCopy[language]?.[platform];
    const before = copy[language]![platform]!;
    if (!fresh) continue;
    let next: PlatformCopy;
    if (request.field === "title") next = { ...before, title: fresh.title };
    else if (request.field === "body") next = { ...before, body: fresh.body, ...(fresh.cta ? { cta: fresh.cta } : {}) };
    else if (request.field === "hashtags") next = { ...before, hashtags: fresh.hashtags ?? [] };
    else next = fresh;
    // A field regenerated alone must still fit beside the fields it joins.
    if (editProblems(platform, language, next).length) next = fresh;
    sets.push({ platform, language, copy: next });
  }
  const updated = await writeFieldSets(ctx, row, sets, "regenerate");
  return {
    changed: sets.map((s) => ({
      platform: s.platform as PlatformId,
      language: s.language as LanguageCode,
      copy: updated.aiGeneratedCopy?.[s.language]?.[s.platform] ?? s.copy,
    })),
  };
}
