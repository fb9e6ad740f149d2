import { categoryBusinessType, categoryIds, categoryIntent, isCategoryId, type CategoryList } from "@common/categories";
import type { LanguageCode } from "@common/languages";
import {
  detectCategory,
  detectTraits,
  type LanguageWords,
  type LexiconFacts,
  type LexiconFile,
  withPlaceNamed,
} from "../../copywriting/lexicon";
import type { CopyBrief } from "../../copywriting/types";
import { assetOnce } from "./static";
import { portugueseLocale } from "../../copywriting/locale";
import { formalTone } from "../../copywriting/register";

/** A lexicon file: one per language, and European Portuguese beside Portuguese (Brazil's). */
export type LexiconFileName = LanguageCode | "pt-PT";

/** One language's lexicon file (decision 027). */
export type LexiconSource = (file: LexiconFileName) => Promise<LexiconFile>;

/** The lexicon, read from the static assets (or a test base URL), one language file at a time, once per isolate. */
export function lexiconSource(env: { ASSETS: Fetcher; LEXICON_TEST_BASE?: string }): LexiconSource {
  return (language) =>
    assetOnce(env, `lexicon/${language}.json`, (r) => r.json() as Promise<LexiconFile>, env.LEXICON_TEST_BASE);
}

/**
 * The lexicon files a brief's category is read with: its own language's, then English (names and loanwords of a
 * brief are often English).
 */
export async function detectionFiles(lexicon: LexiconSource, language: LanguageCode): Promise<LexiconFile[]> {
  return present(await Promise.all([...new Set<LanguageCode>([language, "en"])].map((l) => readable(lexicon, l))));
}

/**
 * A language's file, or null when it cannot be read (a deploy without the built assets): the copy is then written
 * with the business type's words, as before the lexicon, and the log says why.
 */
async function readable(lexicon: LexiconSource, language: LexiconFileName): Promise<LexiconFile | null> {
  try {
    return await lexicon(language);
  } catch (err) {
    console.error(JSON.stringify({ event: "lexicon_unavailable", language, error: String(err) }));
    return null;
  }
}

const present = <T>(list: (T | null)[]): T[] => list.filter((x): x is T => x !== null);

/**
 * The brief with its category (the one given, else detected from its words) and, for every language the copy is
 * written in (and the concept card's English and Spanish), that category's words and the language's fact templates.
 */
export async function withWords(lexicon: LexiconSource, brief: CopyBrief): Promise<CopyBrief> {
  const detection = await detectionFiles(lexicon, brief.briefLanguage);
  const category = isCategoryId(brief.category)
    ? brief.category
    : detectCategory(brief, detection, brief.businessType)?.id;
  if (!category) return brief;
  // What sets the business apart, read in the owner's own language only (decision 051).
  const own = detection[0]?.language === brief.briefLanguage ? detection[0] : undefined;
  const traits = own ? detectTraits(brief, own) : [];
  const languages = [...new Set<LanguageCode>([...brief.languages, brief.briefLanguage, "en", "es"])];
  // Portuguese copy for a brief from Portugal takes European Portuguese words (locale.ts).
  const european = portugueseLocale(brief) === "pt-PT";
  const files = present(
    await Promise.all(languages.map((l) => readable(lexicon, l === "pt" && european ? "pt-PT" : l))),
  );
  // A Professional, Trustworthy or Luxury campaign takes the formal words where the language has them (register.ts).
  const formal = formalTone(brief.tone);
  const words: Partial<Record<LanguageCode, LanguageWords>> = {};
  for (const file of files) {
    const c = file.categories[category];
    const ids = traits.filter((t) => file.traits?.[t]);
    const said = ids.map((t) => file.traits![t]!);
    const lines = said.map((t) => t.lines);
    const named = (facts: LexiconFacts) => withPlaceNamed(facts, file.facts.placeNames, brief.place);
    words[file.language] = {
      ...(formal && file.factsFormal
        ? {
            category: c.ctaFormal ? { ...c, cta: c.ctaFormal } : c,
            facts: named({ placeTitles: file.facts.placeTitles, ...file.factsFormal }),
          }
        : { category: c, facts: named(file.facts) }),
      ...(lines.length ? { traits: lines, traitTitles: said.map((t) => t.title ?? ""), traitIds: ids } : {}),
    };
  }
  return { ...brief, category, words };
}

/** Every category with its name in `language`, for the form's searchable choice and the public API. */
export async function categoryList(lexicon: LexiconSource, language: LanguageCode): Promise<CategoryList> {
  const file = await lexicon(language);
  const categories = categoryIds.map((id) => ({
    id,
    name: file.categories[id].name,
    businessType: categoryBusinessType(id),
    intent: categoryIntent(id),
  }));
  return { language, categories, total: categories.length };
}
