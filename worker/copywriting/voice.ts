import transliterate from "@sindresorhus/transliterate";
import type { ImprovedCopy } from "@common/concepts";
import { copyByLanguage, copyViolations, type GeneratedCopyItem, graphemeCount, limitsFor } from "@common/copy";
import type { LanguageCode } from "@common/languages";
import { platformById } from "@common/platforms";
import { banks } from "./banks";
import type { ConceptCopy, ConceptCopyFields, CopyBrief } from "./types";

/**
 * A brand kit's voice, enforced on what a copy engine wrote (issue 26): words never to use appear in no title, body,
 * hashtag or call to action; terms never to translate stand exactly as written; the kit's hashtags lead each
 * platform's. The phrase library consults `voiceOf` while it picks its phrasings, so its copy obeys by construction;
 * `enforceVoice` is the pass every engine's answer goes through, and the one that repairs an AI model's answer.
 */

/**
 * Scripts written without spaces between words, and Korean, whose particles join the word they follow: a banned word
 * is found anywhere inside the text, not only between word boundaries.
 */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const WORD_CHAR = "[\\p{L}\\p{M}\\p{N}_]";
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One banned word, matched case-insensitively: inside words for unspaced scripts, on word boundaries otherwise. */
function wordPattern(word: string): RegExp {
  const body = escapeRegExp(word).replace(/\s+/gu, "\\s+");
  return UNSPACED.test(word) ? new RegExp(body, "iu") : new RegExp(`(?<!${WORD_CHAR})${body}(?!${WORD_CHAR})`, "iu");
}

/** A hashtag's letters without '#', spaces or punctuation, lower-cased: what a banned word is looked for in. */
const tagLetters = (s: string, language?: string) => s.replace(/[^\p{L}\p{M}\p{N}]/gu, "").toLocaleLowerCase(language);

export interface Voice {
  /** The kit's words never to use, as written. */
  banned: string[];
  /** The kit's terms never to translate, longest first (so a term inside another is not repaired inside it). */
  terms: string[];
  /** The kit's preferred hashtags, '#' first, without the ones that hold a banned word. */
  hashtags: string[];
  /** The banned words a text holds (empty when it is clean). */
  bannedIn(text: string, language: LanguageCode): string[];
  /** Whether a hashtag holds a banned word anywhere (hashtags join words: #CheapEats holds "cheap"). */
  bannedTag(tag: string, language: LanguageCode): boolean;
  clean(text: string, language: LanguageCode): boolean;
}

const cache = new WeakMap<object, Voice>();

/** The brief's brand voice as matchers, or null when the brief has no kit. */
export function voiceOf(brief: Pick<CopyBrief, "voice">): Voice | null {
  const v = brief.voice;
  if (!v) return null;
  const cached = cache.get(v);
  if (cached) return cached;
  const banned = [...new Set(v.bannedWords.map((w) => w.trim()).filter(Boolean))];
  const patterns = banned.map((w) => ({ word: w, re: wordPattern(w) }));
  // Turkish lower-cases İ and I its own way: there the word is also matched as the language lower-cases it.
  const localePatterns = new Map<string, RegExp | null>();
  const localePattern = (word: string, language: LanguageCode) => {
    const k = `${language}|${word}`;
    if (!localePatterns.has(k)) {
      const lower = word.toLocaleLowerCase(language);
      localePatterns.set(k, lower === word.toLowerCase() ? null : wordPattern(lower));
    }
    return localePatterns.get(k);
  };
  const terms = [...new Set(v.neverTranslate.map((t) => t.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  const bannedIn = (text: string, language: LanguageCode) => {
    if (!patterns.length || !text) return [];
    // A term never to translate is the brand's own: a banned word inside it ("for" in "Brewed for the bold") is not
    // the copy's.
    const own = terms.reduce((t, term) => t.split(term).join(" \u2063 "), text);
    const lower = own.toLocaleLowerCase(language);
    text = own;
    return patterns
      .filter(({ word, re }) => re.test(text) || re.test(lower) || localePattern(word, language)?.test(lower))
      .map((p) => p.word);
  };
  const bannedTag = (tag: string, language: LanguageCode) => {
    const t = tagLetters(tag, language);
    return banned.some((w) => {
      const b = tagLetters(w, language);
      return b.length > 0 && t.includes(b);
    });
  };
  const voice: Voice = {
    banned,
    terms,
    hashtags: v.hashtags.filter((h) => !banned.some((w) => tagLetters(h).includes(tagLetters(w)))),
    bannedIn,
    bannedTag: (tag, language) => bannedTag(tag, language),
    clean: (text, language) => bannedIn(text, language).length === 0,
  };
  cache.set(v, voice);
  return voice;
}

/** The text without its sentences that hold a banned word (the last resort when no phrasing avoids one). */
export function withoutBanned(text: string, language: LanguageCode, voice: Voice): string {
  if (voice.clean(text, language)) return text;
  const segmenter = new Intl.Segmenter(language, { granularity: "sentence" });
  return [...segmenter.segment(text)]
    .map((s) => s.segment)
    .filter((s) => voice.clean(s, language))
    .join("")
    .trim();
}

/** Private-use marks that hold a term's place while the library changes case around it. */
const MARK_OPEN = "\uE000";
const MARK_CLOSE = "\uE001";

/** Runs `change` on the text with every term set aside, so no casing, elision or other rule can alter one. */
export function keepingTerms(text: string, terms: readonly string[], change: (s: string) => string): string {
  if (!terms.length) return change(text);
  let masked = text;
  terms.forEach((t, i) => {
    masked = masked.split(t).join(`${MARK_OPEN}${i}${MARK_CLOSE}`);
  });
  return change(masked).replace(new RegExp(`${MARK_OPEN}(\\d+)${MARK_CLOSE}`, "gu"), (_, i: string) => terms[+i]!);
}

/** A term as a hashtag: its letters as written, spaces and punctuation removed (#iSmartKettle, never #ISmartKettle). */
export function termHashtag(term: string): string {
  return `#${term.replace(/[^\p{L}\p{M}\p{N}_]/gu, "")}`;
}

/** Lower-case ASCII letters and digits: how a term and a transliterated span are compared. */
const ascii = (s: string) =>
  transliterate(s)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
/**
 * The consonants, doubled letters once: Arabic writes few vowels, and transliterations differ in them and in the
 * half-vowels (Glow → Глоу → "glou").
 */
const skeleton = (s: string) => s.replace(/(.)\1+/g, "$1").replace(/[aeiouyw]/g, "");

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const here = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = here;
    }
  }
  return row[b.length]!;
}

const LATIN_ONLY = /^[\p{Script=Latin}\p{M}\p{N}\p{P}\p{Zs}\p{S}]*$/u;

/**
 * The span of `text` that writes `term` in another script (Cyrillic, Greek, Arabic: what the transliteration library
 * reads), or null. Spans of the term's word count (±1) are transliterated and compared by their consonants.
 */
function transliteratedSpan(text: string, term: string): { start: number; end: number } | null {
  const want = skeleton(ascii(term));
  if (want.length < 3 || !LATIN_ONLY.test(term)) return null;
  // Each word is transliterated once; a span's letters are its words' letters in a row.
  const words = [...text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    latin: LATIN_ONLY.test(m[0]),
    ascii: ascii(m[0]),
  }));
  const n = term.split(/\s+/u).length;
  let best: { start: number; end: number; d: number } | null = null;
  for (const size of [n, n + 1, n - 1].filter((k) => k >= 1))
    for (let i = 0; i + size <= words.length; i++) {
      const run = words.slice(i, i + size);
      const start = run[0]!.start;
      const end = run.at(-1)!.end;
      // Only words in another script that the library reads, joined by spaces or hyphens, and not a hashtag's.
      if (run.some((w) => w.latin || !w.ascii) || /[#@]/u.test(text.charAt(start - 1))) continue;
      if (/[^\p{L}\p{M}\p{N}\s\-‐]/u.test(text.slice(start, end))) continue;
      const d = distance(skeleton(run.map((w) => w.ascii).join("")), want);
      if (d <= Math.floor(want.length / 4) && (!best || d < best.d)) best = { start, end, d };
    }
  return best;
}

/**
 * The text with every term written exactly as the kit writes it: a case or spacing variant ("ismart kettle",
 * "iSmart-Kettle") or a transliteration ("Айсмарт Кеттл") is replaced by the term. `altered` lists the terms repaired.
 */
export function keepTermsExact(text: string, terms: readonly string[]): { text: string; altered: string[] } {
  const altered = new Set<string>();
  let out = text;
  for (const term of terms) {
    const body = term
      .split(/[\s\-‐]+/u)
      .map(escapeRegExp)
      .join("[\\s\\-‐]*");
    const re = UNSPACED.test(term)
      ? new RegExp(body, "giu")
      : // Not inside a word, nor a hashtag or handle (#iSmartKettle stays one tag).
        new RegExp(`(?<![\\p{L}\\p{M}\\p{N}_#@])${body}(?!${WORD_CHAR})`, "giu");
    out = out.replace(re, (m) => {
      if (m !== term) altered.add(term);
      return term;
    });
    if (out.includes(term)) continue;
    const span = transliteratedSpan(out, term);
    if (span) {
      out = out.slice(0, span.start) + term + out.slice(span.end);
      altered.add(term);
    }
  }
  return { text: out, altered: [...altered] };
}

/** The terms a text names exactly. */
const named = (text: string, terms: readonly string[]) => terms.filter((t) => text.includes(t));

/**
 * A platform's hashtags: the kit's preferred ones first, then the engine's, none that holds a banned word, no two
 * alike in any case, at most the platform's count (none where it takes none); an X post keeps only what fits its 280.
 */
export function leadHashtags(item: GeneratedCopyItem, voice: Voice): string[] {
  const { hashtags: max } = limitsFor(item.platform, item.language);
  if (max === 0 || platformById(item.platform).limits.noHashtags) return [];
  const seen = new Set<string>();
  let tags = [...voice.hashtags, ...item.hashtags].filter((t) => {
    const key = t.toLocaleLowerCase(item.language);
    if (seen.has(key) || voice.bannedTag(t, item.language)) return false;
    seen.add(key);
    return true;
  });
  tags = tags.slice(0, max);
  if (item.platform === "x") {
    const { body: limit } = limitsFor("x", item.language);
    while (tags.length && graphemeCount(`${item.body} ${tags.join(" ")}`) > limit) tags = tags.slice(0, -1);
  }
  return tags;
}

/** A call to action in the bank's words that holds no banned word: the last resort for an emptied field. */
function cleanBankLine(language: LanguageCode, voice: Voice): string {
  const bank = banks[language];
  const cta = Object.values(bank.cta).find((c) => voice.clean(c, language)) ?? bank.cta.learnMore;
  return bank.ctaSentence.replace("{cta}", cta);
}

/** What an answer broke and how it was mended, for the notice. */
class Mends {
  banned = new Set<string>();
  termsRepaired = new Set<string>();
  termsReplaced = new Set<string>();
  notice(): string | undefined {
    const list = (s: Set<string>) => [...s].map((w) => `"${w}"`).join(", ");
    const parts: string[] = [];
    if (this.banned.size)
      parts.push(
        `The AI's answer used a word your brand kit rules out (${list(this.banned)}); those lines were rewritten by the phrase library.`,
      );
    if (this.termsRepaired.size)
      parts.push(
        `The AI's answer changed a term your brand kit keeps as written (${list(this.termsRepaired)}); it was put back exactly as written.`,
      );
    if (this.termsReplaced.size)
      parts.push(
        `The AI's answer translated a term your brand kit keeps as written (${list(this.termsReplaced)}); those lines were rewritten by the phrase library.`,
      );
    return parts.length ? parts.join(" ") : undefined;
  }
}

const key = (i: Pick<GeneratedCopyItem, "platform" | "language">) => `${i.platform}/${i.language}`;

/**
 * The copy as the brand kit has it (issue 26). `library` is the phrase library's copy for the same brief (written
 * under the same voice): given, the copy is a model's answer, and a field that holds a banned word, or an item that
 * lost a term, is replaced by the library's and the notice says so; without it (the phrase library's own copy), a
 * sentence that still holds a banned word is removed. Every item still passes copyViolations.
 */
export function enforceVoice(copy: ConceptCopy, brief: CopyBrief, library?: ConceptCopy): ConceptCopy {
  const voice = voiceOf(brief);
  if (!voice) return copy;
  const mends = new Mends();
  const fromLibrary = new Map(library?.items.map((i) => [key(i), i]));
  const terms = voice.terms;

  // The library writes every term as given; only a model's answer is repaired (a term that is also a common word,
  // "Sol", must not be re-cased in the library's own sentences).
  const fixTerms = (text: string) => {
    if (!library) return text;
    const r = keepTermsExact(text, terms);
    for (const t of r.altered) mends.termsRepaired.add(t);
    return r.text;
  };
  /** A field without banned words: the library's when it is an AI answer, else the text less its banned sentences. */
  const cleanField = (text: string, language: LanguageCode, libraryText: string | undefined) => {
    const found = voice.bannedIn(text, language);
    if (!found.length) return text;
    if (libraryText !== undefined) {
      for (const w of found) mends.banned.add(w);
      return withoutBanned(libraryText, language, voice) || cleanBankLine(language, voice);
    }
    return withoutBanned(text, language, voice) || cleanBankLine(language, voice);
  };

  /** The terms each item names in the model's own words (before any line of the library's stands in). */
  const modelNamed = new Map<string, string[]>();
  let items = copy.items.map((item): GeneratedCopyItem => {
    const lib = library ? fromLibrary.get(key(item)) : undefined;
    const fixedTitle = fixTerms(item.title);
    const title = cleanField(fixedTitle, item.language, lib?.title);
    const body = fixTerms(item.body);
    modelNamed.set(key(item), named(`${fixedTitle}\n${body}`, terms));
    const cta = item.cta === undefined ? undefined : fixTerms(item.cta);
    const bodyBanned = voice.bannedIn(`${body}\n${cta ?? ""}`, item.language);
    let out: GeneratedCopyItem = { ...item, title, body, ...(cta !== undefined ? { cta } : {}) };
    if (bodyBanned.length) {
      if (lib) {
        for (const w of bodyBanned) mends.banned.add(w);
        out = { ...out, body: lib.body, ...(lib.cta ? { cta: lib.cta } : {}) };
      }
      out = { ...out, body: withoutBanned(out.body, item.language, voice) || cleanBankLine(item.language, voice) };
    }
    if (lib && item.hashtags.some((t) => voice.bannedTag(t, item.language)))
      for (const w of voice.banned.filter((b) => item.hashtags.some((t) => tagLetters(t).includes(tagLetters(b)))))
        mends.banned.add(w);
    return out;
  });

  // A term the model wrote in one language's item and not in another's (same platform) was translated there: that
  // item is the library's.
  if (library && terms.length) {
    const byPlatform = new Map<string, Set<string>>();
    for (const i of items)
      for (const t of modelNamed.get(key(i)) ?? [])
        (byPlatform.get(i.platform) ?? byPlatform.set(i.platform, new Set()).get(i.platform)!).add(t);
    items = items.map((i) => {
      const own = modelNamed.get(key(i)) ?? [];
      const lost = [...(byPlatform.get(i.platform) ?? [])].filter((t) => !own.includes(t));
      const lib = fromLibrary.get(key(i));
      if (!lost.length || !lib) return i;
      for (const t of lost) mends.termsReplaced.add(t);
      return lib;
    });
  }

  items = items.map((i) => {
    let out = { ...i, hashtags: leadHashtags(i, voice) };
    const lib = fromLibrary.get(key(i));
    if (copyViolations(out).length && lib && lib !== i) out = { ...lib, hashtags: leadHashtags(lib, voice) };
    return out;
  });

  const concept = { ...copy.concept };
  const fields = Object.keys(concept) as (keyof ConceptCopyFields)[];
  /** The model's own fields, terms put back, for telling a translated term. */
  const written = { ...concept };
  for (const f of fields) {
    const language: LanguageCode = f.includes("_es") ? "es" : "en";
    const fixed = fixTerms(concept[f]);
    written[f] = fixed;
    concept[f] = cleanField(fixed, language, library?.concept[f]);
  }
  if (library && terms.length) {
    for (const f of fields) {
      const twin = (f.includes("_es") ? f.replace("_es", "_en") : f.replace("_en", "_es")) as keyof ConceptCopyFields;
      const lost = named(written[twin], terms).filter((t) => !written[f].includes(t));
      if (!lost.length) continue;
      for (const t of lost) mends.termsReplaced.add(t);
      concept[f] = library.concept[f];
    }
  }

  const aiGeneratedCopy = copyByLanguage(items);
  const said = library ? mends.notice() : undefined;
  const notice = [copy.notice, said].filter(Boolean).join(" ");
  return { ...copy, items, concept, aiGeneratedCopy, ...(notice ? { notice } : {}) };
}

/**
 * An improvement under the kit's voice: terms put back as written, and a field that holds a banned word loses the
 * sentences that hold it (the whole field is left out, keeping its current text, when nothing is left).
 */
export function enforceVoiceOnImprovement<T extends ImprovedCopy & { notice?: string }>(
  improved: T,
  brief: CopyBrief,
  /** A model's improvement: its terms are put back as written (the library writes them so). */
  fromModel = false,
): T {
  const voice = voiceOf(brief);
  if (!voice) return improved;
  const out = { ...improved };
  const dropped = new Set<string>();
  for (const f of ["title_en", "title_es", "body_en", "body_es"] as const) {
    const value = out[f];
    if (value === undefined) continue;
    const language: LanguageCode = f.endsWith("_es") ? "es" : "en";
    const fixed = fromModel ? keepTermsExact(value, voice.terms).text : value;
    for (const w of voice.bannedIn(fixed, language)) dropped.add(w);
    const kept = withoutBanned(fixed, language, voice);
    if (kept) out[f] = kept;
    else delete out[f];
  }
  if (dropped.size) {
    const said = `The improvement used a word your brand kit rules out (${[...dropped].map((w) => `"${w}"`).join(", ")}); the sentences that held it were left out.`;
    out.notice = [improved.notice, said].filter(Boolean).join(" ");
  }
  return out;
}
