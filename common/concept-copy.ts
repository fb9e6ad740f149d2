import { z } from "./zod";
import { LanguageCode, PlatformId } from "./enums";
import { type CopyByLanguage, graphemeCount, limitsFor, PlatformCopy, platformSupportsLanguage } from "./copy";
import { isLanguageCode, languageName } from "./languages";
import { isPlatformId, platformById, type PlatformId as Platform } from "./platforms";

/**
 * The concept editor (issue 28, decision 028): one platform's copy in one language is the unit that is edited,
 * versioned, improved and regenerated. The SPEC's title_en/title_es/body_en/body_es are a view of it (`compatView`).
 */

const HASHTAG = /^#[^\s#]{1,100}$/u;

/** PATCH …/copy/{platform}/{language}: any of the fields; the others keep their value. */
export const CopyEdit = /* @__PURE__ */ z
  .object({
    title: z.string({ error: "title must be text" }).trim().min(1, "The headline cannot be empty").max(2000).optional(),
    body: z.string({ error: "body must be text" }).trim().min(1, "The text cannot be empty").max(10_000).optional(),
    hashtags: z
      .array(z.string().trim().regex(HASHTAG, "Each hashtag is one word starting with #"), {
        error: "hashtags must be a list of hashtags",
      })
      .max(30, "At most 30 hashtags")
      .optional(),
    cta: z
      .string({ error: "cta must be text" })
      .trim()
      .max(100, "The call to action is at most 100 characters")
      .optional(),
  })
  .strict()
  .refine((e) => Object.values(e).some((v) => v !== undefined), {
    message: "Send at least one of title, body, hashtags or cta",
  });
export type CopyEdit = z.infer<typeof CopyEdit>;

export const copyVersionSources = ["generated", "edit", "improve", "regenerate", "restore"] as const;

/** One version of a field set: the copy as it stood after what made it. */
export const CopyVersion = /* @__PURE__ */ z.object({
  id: z.number().int(),
  source: z.enum(copyVersionSources),
  copy: PlatformCopy,
  createdAt: z.string(),
});
export type CopyVersion = z.infer<typeof CopyVersion>;

/** The answer of an edit, a restore or a regeneration of one field set: the copy now, and every version, newest first. */
export const CopyFieldSet = /* @__PURE__ */ z.object({
  platform: PlatformId,
  language: LanguageCode,
  copy: PlatformCopy,
  versions: z.array(CopyVersion),
});
export type CopyFieldSet = z.infer<typeof CopyFieldSet>;

export const regenerableFields = ["title", "body", "hashtags"] as const;

/**
 * POST /api/concepts/{id}/copy/regenerate: new copy from the same brief (and kit) for one platform, one language, one
 * platform in one language, or one field of it; the rest of the concept is left as it is.
 */
export const RegenerateCopyRequest = /* @__PURE__ */ z
  .object({
    platform: PlatformId.optional(),
    language: LanguageCode.optional(),
    field: z.enum(regenerableFields, { error: "field is one of title, body or hashtags" }).optional(),
  })
  .strict()
  .refine((r) => r.platform || r.language, { message: "Name a platform, a language or both" })
  .refine((r) => !r.field || (r.platform && r.language), {
    message: "A single field is regenerated for one platform in one language",
  });
export type RegenerateCopyRequest = z.infer<typeof RegenerateCopyRequest>;

/** What a regeneration changed: each field set it rewrote. */
export const CopyRegeneration = /* @__PURE__ */ z.object({
  changed: z.array(z.object({ platform: PlatformId, language: LanguageCode, copy: PlatformCopy })),
});
export type CopyRegeneration = z.infer<typeof CopyRegeneration>;

/** What regenerating a part costs, said before the click. */
export const REGENERATE_COST_NOTE =
  "Free: regenerating copy does not use up one of this month's concepts (it needs an active plan, as Ask AI to Improve does). The rest of the concept stays as it is.";

/** Every way an edited field set breaks its platform's rules, in words that name the limit; empty when it is fine. */
export function editProblems(platform: Platform, language: string, copy: PlatformCopy): string[] {
  const facts = platformById(platform);
  const limits = limitsFor(platform, language);
  const where = `${facts.name} (${languageName(language)})`;
  const problems: string[] = [];
  const t = graphemeCount(copy.title);
  const b = graphemeCount(copy.body);
  if (!copy.title.trim()) problems.push(`The ${facts.fieldNames.title.toLowerCase()} of ${where} cannot be empty`);
  if (!copy.body.trim()) problems.push(`The ${facts.fieldNames.body.toLowerCase()} of ${where} cannot be empty`);
  if (t > limits.title)
    problems.push(
      `The ${facts.fieldNames.title.toLowerCase()} of ${where} is ${t} characters; the limit is ${limits.title}`,
    );
  if (b > limits.body)
    problems.push(
      `The ${facts.fieldNames.body.toLowerCase()} of ${where} is ${b} characters; the limit is ${limits.body}`,
    );
  const tags = copy.hashtags?.length ?? 0;
  if (tags > limits.hashtags)
    problems.push(
      limits.hashtags === 0
        ? `${facts.name} ads carry no hashtags`
        : `${where} takes at most ${limits.hashtags} hashtags; this has ${tags}`,
    );
  const text = `${copy.title} ${copy.body}`;
  if (limits.noEmoji && /\p{Extended_Pictographic}/u.test(text)) problems.push(`${facts.name} ads allow no emoji`);
  if (facts.limits.noLinks && /https?:\/\/|www\./i.test(text))
    problems.push(`${facts.name} ads allow no links in the text`);
  if (facts.limits.noHashtags && /[#@]/.test(text))
    problems.push(`${facts.name} ads allow no '#' or '@' in the headline or text`);
  if (!platformSupportsLanguage(platform, language))
    problems.push(`${facts.name} runs no ${languageName(language)} ads`);
  return problems;
}

/** The SPEC's four fields and their A/B variants. */
export interface CompatFields {
  title_en: string;
  title_es: string;
  body_en: string;
  body_es: string;
  title_en_variant: string | null;
  title_es_variant: string | null;
  body_en_variant: string | null;
  body_es_variant: string | null;
}

/**
 * Which field set stands behind the SPEC's fields of one language (decision 028): the concept's first platform with
 * copy in that language; for a concept without that language, its first language that has copy. Null for a concept
 * with no per-platform copy at all (made before it was stored), whose stored columns are its view.
 */
export function compatSource(
  copy: CopyByLanguage | null | undefined,
  platforms: readonly string[],
  languages: readonly string[],
  language: "en" | "es",
): { platform: PlatformId; language: LanguageCode } | null {
  if (!copy) return null;
  const order = [language, ...languages, ...Object.keys(copy)].filter(isLanguageCode);
  for (const lang of order) {
    const byPlatform = copy[lang];
    if (!byPlatform) continue;
    const platform = [...platforms, ...Object.keys(byPlatform)].filter(isPlatformId).find((p) => byPlatform[p]);
    if (platform) return { platform, language: lang };
  }
  return null;
}

/** The SPEC's fields as a view of the per-platform copy; the stored columns where the concept has none. */
export function compatView(
  concept: {
    aiGeneratedCopy: CopyByLanguage | null;
    platforms: readonly string[];
    selectedLanguages: readonly string[] | null;
  },
  stored: CompatFields,
): CompatFields {
  const out = { ...stored };
  for (const lang of ["en", "es"] as const) {
    const source = compatSource(concept.aiGeneratedCopy, concept.platforms, concept.selectedLanguages ?? [], lang);
    if (!source) continue;
    const c = concept.aiGeneratedCopy![source.language]![source.platform]!;
    out[`title_${lang}`] = c.title;
    out[`body_${lang}`] = c.body;
    // A platform without a B (a name-only body) leaves the concept's own B in place.
    if (c.variant) {
      out[`title_${lang}_variant`] = c.variant.title;
      out[`body_${lang}_variant`] = c.variant.body;
    }
  }
  return out;
}
