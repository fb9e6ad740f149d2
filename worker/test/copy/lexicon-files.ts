import type { LanguageCode } from "@common/languages";
import type { LexiconFile } from "../../copywriting/lexicon";

/** Every lexicon file as the build ships it (the 20 languages and European Portuguese), read at import. */
const files = import.meta.glob<LexiconFile>("../../copywriting/lexicon/*.json", { eager: true, import: "default" });
// A glob that matches nothing would make every test loop over no language: refuse that at once.
if (Object.keys(files).length < 21)
  throw new Error(`expected the 21 lexicon files, found ${Object.keys(files).length}`);

/** The lexicon of each language, and of European Portuguese under "pt-PT". */
export const lexiconFiles = Object.fromEntries(Object.values(files).map((f) => [f.locale ?? f.language, f])) as Record<
  LanguageCode | "pt-PT",
  LexiconFile
>;

/** The lexicon of each of the 20 languages (Portuguese as the Brazilian file). */
export const languageLexicons = Object.fromEntries(
  Object.values(files)
    .filter((f) => !f.locale)
    .map((f) => [f.language, f]),
) as Record<LanguageCode, LexiconFile>;
