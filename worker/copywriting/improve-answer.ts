import { improvableFields, type CopyChange, type ImprovedCopy } from "@common/concepts";
import type { CurrentCopy } from "./types";

/**
 * Checks every engine's improvement passes (issue 27): the request is an instruction, never text for the copy, and
 * the answer lists what it changed so the dialog can show it and undo it.
 */

/** Scripts written without spaces: their runs are compared by characters, not words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

const normal = (s: string) =>
  s
    .normalize("NFKC")
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();

/** Runs of a text to look for: four words in a row, or six characters in a row in an unspaced script. */
function runs(text: string): string[] {
  if (UNSPACED.test(text)) {
    const chars = [...text.replace(/\s+/gu, "")];
    if (chars.length < 6) return [];
    return Array.from({ length: chars.length - 5 }, (_, i) => chars.slice(i, i + 6).join(""));
  }
  const words = text.split(" ").filter(Boolean);
  if (words.length < 4) return words.length >= 3 ? [words.join(" ")] : [];
  return Array.from({ length: words.length - 3 }, (_, i) => words.slice(i, i + 4).join(" "));
}

/**
 * Whether a field repeats the user's request: a run of its words (four in a row, or six characters in Chinese or
 * Japanese) that the field did not hold before. What the user asked to mention (`allowed`) may of course appear.
 */
export function echoesRequest(
  text: string,
  request: string,
  { before = "", allowed = [] }: { before?: string; allowed?: readonly string[] } = {},
): boolean {
  let asked = ` ${normal(request)} `;
  for (const a of allowed) {
    const n = normal(a);
    if (n) asked = asked.split(` ${n} `).join("  ").split(n).join(" ");
  }
  const field = normal(text);
  const had = normal(before);
  const compact = (s: string) => (UNSPACED.test(s) ? s.replace(/\s+/gu, "") : s);
  return runs(asked.replace(/\s+/gu, " ").trim()).some(
    (run) => compact(field).includes(compact(run)) && !compact(had).includes(compact(run)),
  );
}

/** Each field the answer changes, before and after, in the fields' order; unchanged fields are left out. */
export function changesOf(current: CurrentCopy, improved: ImprovedCopy): CopyChange[] {
  return improvableFields.flatMap((field) => {
    const after = improved[field];
    return after !== undefined && after !== current[field] ? [{ field, before: current[field], after }] : [];
  });
}
