/// <reference types="vite/client" />
import type { LanguageCode } from "@common/languages";

const files = import.meta.glob<{ default: string[] }>(["./*.ts", "!./index.ts"], { eager: true });

/** Claim words per language (one file each), kept apart from the phrase banks so the banks are checked against an outside list. */
export const claimWords: Partial<Record<LanguageCode, string[]>> = Object.fromEntries(
  Object.entries(files).map(([path, mod]) => [path.slice(2, -3), mod.default]),
);

/** Languages written without spaces between words: a claim word there is found anywhere, not only at a word start. */
const unspaced = new Set<string>(["ja", "zh"]);

/** Whether `text` in `language` holds the claim word (at a word start; anywhere in Japanese and Chinese). */
export function hasClaimWord(text: string, word: string, language: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(unspaced.has(language) ? escaped : `(^|[^\\p{L}\\p{M}])${escaped}`, "iu").test(text);
}
