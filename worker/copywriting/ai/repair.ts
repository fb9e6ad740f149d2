import {
  buttonCtaPlatforms,
  graphemeCount,
  limitsFor,
  nameBodyPlatforms,
  stripEmoji,
  type GeneratedCopyItem,
} from "@common/copy";
import { PlatformId, LanguageCode } from "@common/enums";
import { platformById, type PlatformId as Platform } from "@common/platforms";
import { languageName } from "@common/languages";
import { improvableFields, type ImprovedCopy } from "@common/concepts";

import { z } from "zod";
import { banks } from "../banks";
import { echoesRequest } from "../improve-answer";
import { readImproveRequest } from "../improve-request";
import { CONCEPT_BODY_MAX, CONCEPT_TITLE_MAX, type ConceptCopyFields, type CurrentCopy } from "../types";
import { ModelError } from "./model";

/**
 * What a model's answer must at least be to be used at all; everything inside is checked field by field, so one
 * broken field costs that field, not the whole answer.
 */
const LooseItem = z.object({
  platform: z.string(),
  language: z.string(),
  title: z.unknown(),
  body: z.unknown(),
  hashtags: z.unknown(),
  cta: z.unknown(),
});
const GenerateAnswer = z.object({ items: z.array(z.unknown()), concept: z.record(z.string(), z.unknown()).optional() });
const ImproveAnswer = z.record(z.string(), z.unknown());

/** Why a model's field could not be used. */
export type Unusable = "missing" | "limit" | "cut off" | "link";

/** Counts the fields a model wrote and the ones the phrase library had to write instead, with why and which. */
export class Tally {
  fields = 0;
  replaced = 0;
  reasons = new Set<Unusable>();
  /** The replaced fields in plain words ("the English Facebook headline"), when known. */
  which: string[] = [];
  /** Platforms whose emoji were taken out of the model's text. */
  emoji = new Set<string>();
  take<T>(value: T | Unusable | null, fallback: T, label?: string): T {
    this.fields++;
    if (value === null || isUnusable(value)) {
      this.replaced++;
      if (isUnusable(value)) this.reasons.add(value);
      if (label) this.which.push(label);
      return fallback;
    }
    return value;
  }
}

const unusable = new Set<unknown>(["missing", "limit", "cut off", "link"]);
const isUnusable = (v: unknown): v is Unusable => unusable.has(v);

const ELLIPSIS = /(…|\.\.\.)\s*$/u;
const EMOJI = /\p{Extended_Pictographic}/u;

/** What a platform refuses in its text: emoji (Snapchat, TikTok), '#' and '@' (TikTok), links (Quora, Instagram). */
interface TextRules {
  noEmoji?: boolean;
  noTags?: boolean;
  noLinks?: boolean;
}

/**
 * Hashtags and mentions taken out of a text that may carry none (TikTok's ad text): a run of them at the end goes, one
 * inside a sentence keeps its word ("our #skincare line" → "our skincare line").
 */
function withoutTags(s: string): string {
  return s
    .replace(/(\s*[#@][\p{L}\p{M}\p{N}_]+)+\s*$/u, "")
    .replace(/[#@](?=[\p{L}\p{M}\p{N}])/gu, "")
    .replace(/\s*#+\s*/gu, " ")
    .replace(/\s{2,}/gu, " ")
    .trim();
}

const LINK = /https?:\/\/|www\./iu;

/**
 * A model's text cleaned for a field: trimmed, spaces collapsed, emoji and tags removed where the platform forbids
 * them; null when it holds a link where links are refused.
 */
function clean(v: unknown, rules: TextRules = {}): string | null {
  if (typeof v !== "string") return null;
  let s = v.replace(/\s+/gu, " ").trim();
  if (rules.noEmoji) s = stripEmoji(s);
  if (rules.noTags) s = withoutTags(s);
  if (rules.noLinks && LINK.test(s)) return null;
  return s || null;
}

/** The text when it is whole and within `max` graphemes; else why it must be replaced. */
function whole(v: unknown, max: number, rules: TextRules = {}): string | Unusable {
  if (rules.noLinks && typeof v === "string" && LINK.test(v)) return "link";
  const s = clean(v, rules);
  if (!s) return "missing";
  if (graphemeCount(s) > max) return "limit";
  return ELLIPSIS.test(s) ? "cut off" : s;
}

/** A field in plain words: "the German Facebook headline". */
export const fieldLabel = (platform: Platform, language: string, field: "title" | "body" | "hashtags") =>
  `the ${languageName(language)} ${platformById(platform).name} ${field === "title" ? "headline" : field === "body" ? (nameBodyPlatforms.has(platform) ? "name" : "text") : "hashtags"}`;

/** Hashtags as the platform takes them: '#' and no spaces, no duplicates, at most `max`. */
function hashtagsOf(v: unknown, max: number): string[] | null {
  if (!Array.isArray(v)) return null;
  const tags = v
    .filter((t): t is string => typeof t === "string")
    .map((t) => `#${t.replace(/^#+/u, "").replace(/[\s#]+/gu, "")}`)
    .filter((t) => t.length > 1);
  return [...new Set(tags)].slice(0, max);
}

/**
 * The body with its call to action whole at the end: as written, or with the CTA sentence appended when it fits. Where
 * the ad shows the call to action as its button (Facebook, LinkedIn, Reddit), a body that ends on it as a sentence of
 * its own loses that sentence (models repeat it though the prompt says not to), as long as a statement stays.
 */
function withCta(body: string, cta: string | null, item: GeneratedCopyItem, max: number): string | null {
  if (!cta) return body;
  const bare = (s: string) => s.toLocaleLowerCase(item.language).replace(/[.!?。！？।\s]+$/u, "");
  if (buttonCtaPlatforms.has(item.platform)) {
    const head = body.replace(/[.!?。！？।\s]+$/u, "");
    if (!bare(body).endsWith(bare(cta)) || head.length < cta.length) return body;
    const before = head.slice(0, head.length - cta.length);
    // Only a sentence of its own goes ("… Book a consultation."), not the end of a longer one ("Call or book one").
    if (!/[.!?。！？।]\s*$/u.test(before)) return body;
    const rest = before.trimEnd();
    return rest.split(/\s+/u).length >= 2 || graphemeCount(rest) >= 6 ? rest : body;
  }
  if (bare(body).endsWith(bare(cta))) return body;
  const bank = banks[item.language];
  const next = `${body}${bank.sentenceGap}${bank.ctaSentence.replace("{cta}", cta)}`;
  return graphemeCount(next) <= max ? next : null;
}

/**
 * The model's items for exactly the wanted platform × language pairs (the phrase library's `fallback` items), each
 * field checked against the platform's limits: a field within them is kept, hashtags are normalised, a call to action
 * missing from a body is added when it fits, and any field over its limit, cut off with an ellipsis or missing is
 * replaced by the phrase library's field for the same item.
 */
export function repairItems(raw: unknown, fallback: GeneratedCopyItem[], tally: Tally): GeneratedCopyItem[] {
  const answer = GenerateAnswer.safeParse(raw);
  if (!answer.success) throw new ModelError("the model's answer did not match the expected shape");
  const byKey = new Map<string, z.infer<typeof LooseItem>>();
  for (const i of answer.data.items) {
    const item = LooseItem.safeParse(i);
    if (!item.success) continue;
    const platform = PlatformId.safeParse(item.data.platform.toLowerCase());
    const language = LanguageCode.safeParse(item.data.language.toLowerCase());
    if (platform.success && language.success) byKey.set(`${platform.data}/${language.data}`, item.data);
  }
  return fallback.map((f) => {
    const m = byKey.get(`${f.platform}/${f.language}`);
    const l = limitsFor(f.platform, f.language);
    const label = (field: "title" | "body" | "hashtags") => fieldLabel(f.platform, f.language, field);
    if (!m) {
      for (const field of ["title", "body", "hashtags"] as const) tally.take<null>("missing", null, label(field));
      return f;
    }
    const { noLinks, noHashtags } = platformById(f.platform).limits;
    const rules: TextRules = { noEmoji: l.noEmoji, noTags: noHashtags, noLinks };
    if (l.noEmoji && [m.title, m.body, m.cta].some((t) => typeof t === "string" && EMOJI.test(t)))
      tally.emoji.add(platformById(f.platform).name);
    const title = tally.take(whole(m.title, l.title, rules), f.title, label("title"));
    const cta = clean(m.cta, rules)?.replace(/[.!?。！？।]+$/u, "") ?? null;
    const body = whole(m.body, l.body, rules);
    // Snapchat's brand name and TikTok's display name are names: no call to action is added to them.
    const fitted =
      !isUnusable(body) && !nameBodyPlatforms.has(f.platform) ? (withCta(body, cta, f, l.body) ?? "limit") : body;
    const keptBody = tally.take(fitted, f.body, label("body"));
    let hashtags = tally.take(hashtagsOf(m.hashtags, l.hashtags) ?? "missing", f.hashtags, label("hashtags"));
    // An X post holds its hashtags within its limit: the last ones go until the post fits.
    if (f.platform === "x")
      while (hashtags.length && graphemeCount(`${keptBody} ${hashtags.join(" ")}`) > l.body)
        hashtags = hashtags.slice(0, -1);
    // The call to action goes with the body it ends: the model's with the model's body, the library's with its own.
    const itemCta = isUnusable(fitted) ? f.cta : (cta ?? f.cta);
    return { ...f, title, body: keptBody, hashtags, ...(itemCta ? { cta: itemCta } : {}) };
  });
}

/** The concept card's eight fields from the model, each replaced by the phrase library's when it breaks its limit. */
export function repairConcept(raw: unknown, fallback: ConceptCopyFields, tally: Tally): ConceptCopyFields {
  const c = GenerateAnswer.safeParse(raw).data?.concept ?? {};
  const out = { ...fallback };
  for (const key of Object.keys(fallback) as (keyof ConceptCopyFields)[]) {
    const max = key.startsWith("title") ? CONCEPT_TITLE_MAX : CONCEPT_BODY_MAX;
    out[key] = tally.take(whole(c[key], max), fallback[key], conceptLabel(key));
  }
  return out;
}

/**
 * An improvement from the model: fields within the card's limits are kept, a field that breaks them keeps its current
 * value (the form then shows it unchanged), and fields equal to the current copy are left out.
 */
export function repairImprovement(raw: unknown, current: CurrentCopy, tally: Tally): ImprovedCopy {
  const a = ImproveAnswer.safeParse(raw);
  if (!a.success) throw new ModelError("the model's answer did not match the expected shape");
  const out: ImprovedCopy = {};
  for (const key of ["title_en", "title_es", "body_en", "body_es"] as const) {
    if (a.data[key] === undefined) continue;
    const max = key.startsWith("title") ? CONCEPT_TITLE_MAX : CONCEPT_BODY_MAX;
    const value = tally.take(whole(a.data[key], max), current[key]);
    if (value !== current[key]) out[key] = value;
  }
  const summary = clean(a.data.summary);
  if (summary) out.summary = summary;
  const couldNot = Array.isArray(a.data.couldNot)
    ? a.data.couldNot.map((c) => clean(c)).filter((c): c is string => Boolean(c))
    : [];
  if (couldNot.length) out.couldNot = couldNot.slice(0, 10);
  return out;
}

/** A concept card field in plain words: "the card's English headline (variant B)". */
export const conceptLabel = (key: string) =>
  `the card's ${key.includes("_es") ? "Spanish" : "English"} ${key.startsWith("title") ? "headline" : "text"}${key.endsWith("_variant") ? " (variant B)" : ""}`;

const reasonWords: Record<Unusable, [one: string, many: string]> = {
  limit: ["ran over its limit", "ran over their limits"],
  "cut off": ["came back cut off", "came back cut off"],
  missing: ["was missing", "were missing"],
  link: ["held a link where the platform takes none", "held a link where the platform takes none"],
};

/** "a, b and c". */
export const listed = (xs: readonly string[]) =>
  xs.length < 2 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} and ${xs.at(-1)}`;

/** Up to `max` labels, then how many more. */
export const some = (xs: readonly string[], max = 4) =>
  xs.length <= max ? listed(xs) : `${xs.slice(0, max).join(", ")} and ${xs.length - max} more`;

/**
 * What the user is told when part of a model's answer could not be used: how much, why, which fields, and what
 * stands instead; and the emoji taken out where a platform takes none.
 */
export function partNotice(tally: Tally, instead: string): string | undefined {
  const parts: string[] = [];
  if (tally.replaced) {
    const n = tally.replaced === 1 ? "1 field" : `${tally.replaced} fields`;
    const why = tally.reasons.size
      ? [...tally.reasons].map((r) => reasonWords[r][tally.replaced === 1 ? 0 : 1]).join(" or ")
      : "broke a limit, came back cut off or were missing";
    const which = tally.which.length ? ` (${some(tally.which)})` : "";
    parts.push(`${n} of ${tally.fields} in the AI model's answer ${why}${which}; ${instead}.`);
  }
  if (tally.emoji.size)
    parts.push(`The AI's answer put emoji in ${listed([...tally.emoji])} copy, which takes none; they were taken out.`);
  return parts.length ? parts.join(" ") : undefined;
}

/**
 * A model's fields that repeat the user's request (issue 27: a request pasted into the body) are refused: the phrase
 * library's edit of that field stands instead, or the field keeps its text. Returns the notice, or undefined.
 */
export function refuseEchoes(
  improved: ImprovedCopy,
  current: CurrentCopy,
  request: string,
  library: () => ImprovedCopy,
): string | undefined {
  const refused: string[] = [];
  let fromLibrary: ImprovedCopy | undefined;
  for (const key of improvableFields) {
    const value = improved[key];
    if (value === undefined || !echoesRequest(value, request, { before: current[key], allowed: mentioned(request) }))
      continue;
    refused.push(fieldNames[key]);
    fromLibrary ??= library();
    const instead = fromLibrary[key];
    if (
      instead !== undefined &&
      !echoesRequest(instead, request, { before: current[key], allowed: mentioned(request) })
    )
      improved[key] = instead;
    else delete improved[key];
  }
  if (!refused.length) return undefined;
  const which = refused.length === 1 ? refused[0] : `${refused.slice(0, -1).join(", ")} and ${refused.at(-1)}`;
  return `The AI model wrote your request into ${which} instead of carrying it out; the phrase library's edit stands there instead (or the text you had).`;
}

const fieldNames: Record<(typeof improvableFields)[number], string> = {
  title_en: "the English headline",
  title_es: "the Spanish headline",
  body_en: "the English body",
  body_es: "the Spanish body",
};

/** The words a request asks to mention: they may appear in the copy. */
const mentioned = (request: string) =>
  readImproveRequest(request).intents.flatMap((i) => (i.kind === "mention" ? [i.what] : []));
