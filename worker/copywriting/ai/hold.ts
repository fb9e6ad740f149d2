import {
  copyByLanguage,
  copyProviderNames,
  type GeneratedCopyItem,
  graphemeCount,
  buttonCtaPlatforms,
  nameBodyPlatforms,
} from "@common/copy";
import type { ImprovedCopy } from "@common/concepts";
import type { LanguageCode } from "@common/languages";
import {
  claimsIn,
  hashtagWords,
  itemProblems,
  languageMismatch,
  namesOf,
  supportOf,
  type BriefSupport,
  type Claim,
} from "../claims";
import type { ConceptCopy, ConceptCopyFields, CopyBrief, CurrentCopy } from "../types";
import { conceptLabel, fieldLabel, listed, some } from "./repair";

const library = copyProviderNames.template;
const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What holding a model's answer to the brief found and did, for the notice. */
export class Findings {
  /** The claims the brief does not make, as the answer said them (first of each wording). */
  claims = new Map<string, Claim>();
  /** Sentences left out because they held such a claim (the rest of their field stood). */
  dropped = 0;
  /** Fields the phrase library rewrote because of a claim. */
  rewritten: string[] = [];
  /** Fields the phrase library wrote because the answer was not in the field's language. */
  wrongLanguage: string[] = [];
  /** Items the phrase library wrote whole because they still broke a rule after every repair. */
  replacedItems: string[] = [];

  /** `library`: the phrase library writes what could not stand; `current`: the field keeps its current text. */
  constructor(private readonly instead: "library" | "current" = "library") {}

  note(claims: Claim[]) {
    for (const c of claims) {
      const key = c.text.toLocaleLowerCase();
      if (!this.claims.has(key)) this.claims.set(key, c);
    }
  }

  notice(): string | undefined {
    const parts: string[] = [];
    if (this.claims.size) {
      const quoted = [...this.claims.values()].map((c) => `"${c.text}"`);
      const done = [
        this.dropped
          ? `${this.dropped === 1 ? "the sentence" : `${this.dropped} sentences`} holding them were left out`
          : "",
        this.rewritten.length
          ? this.instead === "library"
            ? `${some(this.rewritten)} ${this.rewritten.length === 1 ? "was" : "were"} rewritten by the ${library}`
            : `${some(this.rewritten)} kept ${this.rewritten.length === 1 ? "its" : "their"} current text`
          : "",
      ].filter(Boolean);
      parts.push(
        `The AI's answer claimed things your brief does not say (${some(quoted, 8)}); ${listed(done) || "those lines were rewritten"}.`,
      );
    }
    if (this.wrongLanguage.length)
      parts.push(
        `The AI's answer was not in the language of ${some(this.wrongLanguage)}; ${
          this.instead === "library"
            ? `the ${library} wrote ${this.wrongLanguage.length === 1 ? "it" : "those"}`
            : `${this.wrongLanguage.length === 1 ? "it keeps its" : "they keep their"} current text`
        }.`,
      );
    if (this.replacedItems.length)
      parts.push(
        `${upper(some(this.replacedItems))} still broke a platform rule after repair; the ${library} wrote ${this.replacedItems.length === 1 ? "it" : "them"}.`,
      );
    return parts.length ? parts.join(" ") : undefined;
  }
}

const words = (s: string, language: LanguageCode) =>
  ["ja", "zh"].includes(language)
    ? graphemeCount(s.replace(/[\p{P}\s]/gu, "")) / 4
    : (s.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).length;

/**
 * The text without its sentences that hold a claim the brief does not make, and the claims; `text` is null when what
 * is left does not stand on its own (`stands` says what that needs).
 */
export function withoutClaims(
  text: string,
  language: LanguageCode,
  support: BriefSupport,
  stands: (rest: string) => boolean,
): { text: string | null; claims: Claim[]; dropped: number } {
  const claims = claimsIn(text, language, support);
  if (!claims.length) return { text, claims, dropped: 0 };
  const sentences = [...new Intl.Segmenter(language, { granularity: "sentence" }).segment(text)].map((s) => s.segment);
  const kept = sentences.filter((s) => !claimsIn(s, language, support).length);
  const rest = kept.join("").trim();
  return { text: rest && stands(rest) ? rest : null, claims, dropped: sentences.length - kept.length };
}

const bare = (s: string, language: string) => s.toLocaleLowerCase(language).replace(/[.!?。！？।؟\s]+$/u, "");

/**
 * A model's items held to the brief (issue 27): a field not in its item's language is the phrase library's; a
 * sentence that claims what the brief does not (a number, "best", "new", "free") is left out when the rest stands
 * (a headline of two words or more; a body with a statement before its call to action), else the field is the phrase
 * library's; a hashtag that claims it is dropped. `library` is the phrase library's items for the same pairs.
 */
export function holdItems(
  items: GeneratedCopyItem[],
  libraryItems: GeneratedCopyItem[],
  brief: CopyBrief,
  found: Findings,
): GeneratedCopyItem[] {
  const support = supportOf(brief);
  const names = namesOf(brief);
  return items.map((item, n) => {
    const lib = libraryItems[n]!;
    const { language, platform } = item;
    const nameBody = nameBodyPlatforms.has(platform);
    const label = (f: "title" | "body" | "hashtags") => fieldLabel(platform, language, f);
    let { title, body, hashtags } = item;
    let cta = item.cta;

    if (title !== lib.title) {
      if (languageMismatch(title, language, names)) {
        found.wrongLanguage.push(label("title"));
        title = lib.title;
      } else {
        const r = withoutClaims(title, language, support, (rest) => words(rest, language) >= 2);
        found.note(r.claims);
        if (r.text === null) {
          found.rewritten.push(label("title"));
          title = lib.title;
        } else if (r.text !== title) {
          found.dropped += r.dropped;
          title = r.text;
        }
      }
    }

    if (body !== lib.body) {
      const ctaClaims = cta ? claimsIn(cta, language, support) : [];
      if (!nameBody && languageMismatch(body, language, names)) {
        found.wrongLanguage.push(label("body"));
        body = lib.body;
        cta = lib.cta;
      } else if (ctaClaims.length && !nameBody) {
        // The call to action itself claims it ("Order now for free delivery"): the body that ends with it goes.
        found.note(ctaClaims);
        found.rewritten.push(label("body"));
        body = lib.body;
        cta = lib.cta;
      } else {
        const r = withoutClaims(body, language, support, (rest) => {
          // A name, or a body whose call to action is the ad's button: two words or more stand.
          if (nameBody || !cta || buttonCtaPlatforms.has(platform)) return words(rest, language) >= 2;
          // The call to action still ends the body, and a statement stands before it.
          const b = bare(rest, language);
          const c = bare(cta, language);
          return b.endsWith(c) && words(b.slice(0, -c.length), language) >= 2;
        });
        found.note(r.claims);
        if (r.text === null) {
          found.rewritten.push(label("body"));
          body = lib.body;
          cta = lib.cta;
        } else if (r.text !== body) {
          found.dropped += r.dropped;
          body = r.text;
        }
      }
    }

    if (hashtags !== lib.hashtags) {
      const kept = hashtags.filter((t) => {
        const claims = claimsIn(hashtagWords(t), language, support);
        found.note(claims);
        return !claims.length;
      });
      hashtags = kept.length || !hashtags.length ? kept : lib.hashtags;
    }
    return { ...item, title, body, hashtags, ...(cta ? { cta } : {}) };
  });
}

/** The concept card's eight fields held to the brief the same way (English and Spanish). */
export function holdConcept(
  concept: ConceptCopyFields,
  fromLibrary: ConceptCopyFields,
  brief: CopyBrief,
  found: Findings,
): ConceptCopyFields {
  const support = supportOf(brief);
  const names = namesOf(brief);
  const out = { ...concept };
  for (const key of Object.keys(out) as (keyof ConceptCopyFields)[]) {
    const value = out[key];
    if (value === fromLibrary[key]) continue;
    const language: LanguageCode = key.includes("_es") ? "es" : "en";
    if (languageMismatch(value, language, names)) {
      found.wrongLanguage.push(conceptLabel(key));
      out[key] = fromLibrary[key];
      continue;
    }
    const r = withoutClaims(
      value,
      language,
      support,
      (rest) => words(rest, language) >= (key.startsWith("title") ? 2 : 4),
    );
    found.note(r.claims);
    if (r.text === null) {
      found.rewritten.push(conceptLabel(key));
      out[key] = fromLibrary[key];
    } else if (r.text !== value) {
      found.dropped += r.dropped;
      out[key] = r.text;
    }
  }
  return out;
}

/**
 * The last gate: an item that still breaks a rule of the one validator after every repair is the phrase library's
 * (which passes it), and the copy's `aiGeneratedCopy` follows.
 */
export function lastGate(copy: ConceptCopy, fromLibrary: ConceptCopy, brief: CopyBrief, found: Findings): ConceptCopy {
  const items = copy.items.map((item, n) => {
    const lib = fromLibrary.items[n];
    if (!lib || !itemProblems(item, brief).length) return item;
    found.replacedItems.push(fieldLabel(item.platform, item.language, "title").replace(/ headline$/u, " item"));
    return lib;
  });
  const aiGeneratedCopy = copyByLanguage(items);
  return { ...copy, items, aiGeneratedCopy };
}

/**
 * An improvement held to the brief, the current copy and the request (a fact the user asks for may be stated): a
 * sentence that claims more is left out when the rest stands; else the field keeps its current text. A field not in
 * its language keeps its current text too. Returns the notice, or undefined.
 */
export function holdImprovement(
  improved: ImprovedCopy,
  brief: CopyBrief,
  current: CurrentCopy,
  request: string,
): string | undefined {
  const support = supportOf(brief, `${Object.values(current).join("\n")}\n${request}`);
  const names = namesOf(brief);
  const found = new Findings("current");
  for (const key of ["title_en", "title_es", "body_en", "body_es"] as const) {
    const value = improved[key];
    if (value === undefined) continue;
    const language: LanguageCode = key.endsWith("_es") ? "es" : "en";
    const label = conceptLabel(key);
    if (languageMismatch(value, language, names)) {
      found.wrongLanguage.push(label);
      delete improved[key];
      continue;
    }
    const r = withoutClaims(value, language, support, (rest) => words(rest, language) >= 2);
    found.note(r.claims);
    if (r.text === null) {
      found.rewritten.push(label);
      delete improved[key];
    } else if (r.text !== value) {
      found.dropped += r.dropped;
      improved[key] = r.text;
    }
  }
  return found.notice();
}
