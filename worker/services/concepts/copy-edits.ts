import { and, eq } from "drizzle-orm";
import {
  type CopyEdit,
  type CopyFieldSet,
  type CopyRegeneration,
  compatSource,
  editProblems,
  type RegenerateCopyRequest,
} from "@common/concept-copy";
import type { ConceptCopyUpdate, ConceptSummary } from "@common/concepts";
import { type PlatformCopy, platformSupportsLanguage } from "@common/copy";
import { languageName, type LanguageCode } from "@common/languages";
import { platformById, type PlatformId } from "@common/platforms";
import { briefOf } from "../../copywriting/brief";
import { adConcepts, brandKits, type ConceptRow, copyVersions } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import type { AppContext } from "../context";
import { ownedConcept } from "./read";
import { shareRowOf, toSummary } from "./rows";
import { withWords } from "../assets/lexicon";
import { type FieldSetWrite, copyMissing, fieldSetAnswer, withCompatView, writeFieldSets } from "./copy";

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
          `${other} and ${key} both stand for the ${languageName(source.language)} ${platformById(source.platform).name} ${part} of this concept; change one of them`,
        );
      write.copy[part] = value;
      write.from.push(key);
      writes.set(setKey, write);
    }
  }
  for (const w of writes.values()) {
    const problems = editProblems(w.platform, w.language, w.copy);
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
  const platforms = row.platforms.filter((p) => !request.platform || p === request.platform);
  const languages = (row.selectedLanguages ?? []).filter((l) => !request.language || l === request.language);
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
      platform: s.platform,
      language: s.language,
      copy: updated.aiGeneratedCopy?.[s.language]?.[s.platform] ?? s.copy,
    })),
  };
}
