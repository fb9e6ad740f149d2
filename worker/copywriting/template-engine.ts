import {
  graphemeCount,
  hashtagCounts,
  limitsFor,
  platformSupportsLanguage,
  stripEmoji,
  takeGraphemes,
  type GeneratedCopyItem,
} from "@common/copy";
import type { LanguageCode } from "@common/languages";
import type { PlatformId } from "@common/platforms";
import { banks, businessKeys, toneKeys, type LanguageBank } from "./banks";
import { seededRandom, shuffled } from "./random";
import type { ImprovedCopy } from "@common/concepts";
import type { Tone } from "@common/business";
import { templateNewsletter } from "./newsletter";
import type { ConceptCopy, ConceptCopyFields, CopyBrief, CopyEngine, CurrentCopy } from "./types";

interface Values {
  brand: string;
  product: string;
  audience: string;
  benefit: string;
  message: string;
  cta: string;
}

/** Upper-cases the first letter of the text and of each sentence (a fallback noun or benefit may open one). */
export function sentenceCase(text: string): string {
  return text.replace(
    /(^|[.!?]\s+)([¡¿"«]?)(\p{Ll})/gu,
    (_, lead: string, open: string, ch: string) => lead + open + ch.toLocaleUpperCase(),
  );
}

const fill = (template: string, v: Values) =>
  sentenceCase(template.replace(/\{(brand|product|audience|benefit|message|cta)\}/g, (_, k: keyof Values) => v[k]));

/**
 * Words that join a phrase to what follows it (prepositions, conjunctions, articles) in the languages a description is
 * most often written in. A phrase cut short must not end on one ("cake baked to order with").
 */
const LINK_WORDS = new Set(
  (
    "with and or of for to in on at by from a an the your our its that which " +
    "con y o de para en el la los las un una del al " +
    "avec et ou pour dans le les une du des au " +
    "mit und oder für von zu im der die das ein eine " +
    "com e ou para em o os uma do da"
  ).split(" "),
);

/**
 * A short product phrase from the user's description: its first clause, at most 7 words / 48 graphemes. When the clause
 * is longer, the phrase stops before its last joining word ("Raspberry layer cake baked to order with fresh cream" →
 * "Raspberry layer cake baked to order"), so it reads as a noun phrase and never ends mid-construction.
 */
export function productPhrase(description: string): string {
  const clause = description.split(/[.!?。！？\n;]|,\s|，|、/u)[0]!.trim();
  const words = clause.split(/\s+/u).filter(Boolean);
  const isLink = (w: string) => LINK_WORDS.has(w.toLocaleLowerCase());
  let kept = words.slice(0, 7);
  if (words.length > kept.length) {
    const lastLink = kept.findLastIndex((w, i) => i >= 3 && isLink(w));
    if (lastLink > 0) kept = kept.slice(0, lastLink);
    // A cut English phrase ending on a participle reads unfinished ("coffee served"): the noun before it stands alone.
    while (kept.length > 2 && /^[a-z]{2,}ed$/u.test(kept.at(-1)!)) kept.pop();
  }
  while (kept.length > 1 && graphemeCount(kept.join(" ")) > 48) kept.pop();
  while (kept.length > 1 && isLink(kept.at(-1)!)) kept.pop();
  let phrase = kept.join(" ");
  if (graphemeCount(phrase) > 48) phrase = truncate(phrase, 48, "");
  return phrase.replace(/[,:;\-–—]+$/u, "").trim() || description.trim();
}

/** Cuts to `max` graphemes, at a word boundary when one is near, ending with `ellipsis`. */
export function truncate(text: string, max: number, ellipsis = "…"): string {
  if (graphemeCount(text) <= max) return text;
  const room = Math.max(1, max - graphemeCount(ellipsis));
  const cut = takeGraphemes(text, room);
  const space = cut.lastIndexOf(" ");
  const base = space > cut.length * 0.6 ? cut.slice(0, space) : cut;
  return base.replace(/[\s,:;.\-–—]+$/u, "") + ellipsis;
}

function hashtag(words: string, style: LanguageBank["hashtagCase"], locale: string): string {
  const parts = words.split(/[\s-]+/u).filter(Boolean);
  const joined =
    style === "camel"
      ? parts.map((p) => p.charAt(0).toLocaleUpperCase(locale) + p.slice(1)).join("")
      : style === "lower"
        ? parts.join("").toLocaleLowerCase(locale)
        : parts.join("");
  return `#${joined.replace(/[^\p{L}\p{M}\p{N}_]/gu, "")}`;
}

/**
 * User text placed inside a sentence loses the capital it had as the start of its own field ("Easy-care houseplant" →
 * "easy-care houseplant"); acronyms, camel-case names and the brand keep theirs. sentenceCase restores it at the start.
 */
export function midSentence(text: string, brand?: string): string {
  const first = text.split(/\s/u)[0] ?? "";
  if (brand && text.startsWith(brand)) return text;
  return /^\p{Lu}[\p{Ll}'’-]+$/u.test(first) ? text.charAt(0).toLocaleLowerCase() + text.slice(1) : text;
}

function valuesFor(brief: CopyBrief, bank: LanguageBank): Values {
  const biz = bank.business[businessKeys[brief.businessType]];
  const tone = bank.tones[toneKeys[brief.tone]];
  return {
    brand: brief.brandName ?? biz.noun,
    product: midSentence(productPhrase(brief.productDescription), brief.brandName),
    audience: midSentence(brief.targetAudience, brief.brandName),
    benefit: biz.benefit,
    message: brief.keyMessage ? fill(bank.messageFrame, { message: brief.keyMessage } as Values) : "",
    cta: (brief.callToAction ?? tone.cta).replace(/[.!?。！？।]+$/u, ""),
  };
}

function pickTitle(
  bank: LanguageBank,
  brief: CopyBrief,
  v: Values,
  limit: number,
  rand: () => number,
  avoid?: string,
): string {
  const tone = bank.tones[toneKeys[brief.tone]];
  const shortProduct = v.product.split(/\s+/u).slice(0, 2).join(" ");
  const candidates = shuffled(tone.titles, rand);
  for (const values of [v, { ...v, product: shortProduct }]) {
    for (const t of candidates) {
      const text = fill(t, values);
      if (graphemeCount(text) <= limit && text !== avoid) return text;
    }
  }
  return truncate(fill(candidates[0]!, { ...v, product: shortProduct }), limit);
}

function pickBody(
  bank: LanguageBank,
  brief: CopyBrief,
  v: Values,
  limit: number,
  rand: () => number,
  avoid?: string,
): string {
  const tone = bank.tones[toneKeys[brief.tone]];
  const order = shuffled(tone.bodies, rand);
  const shortProduct = v.product.split(/\s+/u).slice(0, 2).join(" ");
  const lead = v.message
    ? `${v.message.replace(/\s+$/u, "")}${/[.!?。！？।]$/u.test(v.message) ? "" : bank.fullStop} `
    : "";
  // Longest first: with the key message, then without it, then with a two-word product phrase; cut only as a last resort.
  const candidates = [v, { ...v, product: shortProduct }].flatMap((values) => {
    const bodies = order.map((b) => fill(b, values));
    return [...(lead ? bodies.map((b) => lead + b) : []), ...bodies];
  });
  for (const text of candidates) if (graphemeCount(text) <= limit && text !== avoid) return text;
  return truncate(fill(order[0]!, { ...v, product: shortProduct }), limit);
}

function hashtagsFor(bank: LanguageBank, brief: CopyBrief, platform: PlatformId, rand: () => number): string[] {
  const count = hashtagCounts[platform];
  if (count === 0) return [];
  const biz = bank.business[businessKeys[brief.businessType]];
  const tags = [
    ...(brief.brandName ? [hashtag(brief.brandName, "camel", bank.code)] : []),
    ...shuffled(biz.hashtags, rand).map((h) => hashtag(h, bank.hashtagCase, bank.code)),
  ];
  return [...new Set(tags.filter((t) => t.length > 1))].slice(0, count);
}

/** One platform × language item within that platform's limits. */
export function copyFor(
  brief: CopyBrief,
  platform: PlatformId,
  language: LanguageCode,
  seed: string,
): GeneratedCopyItem {
  const bank = banks[language];
  const limits = limitsFor(platform, language);
  const rand = seededRandom(`${seed}|${platform}|${language}`);
  const v = valuesFor(brief, bank);
  let title = pickTitle(bank, brief, v, limits.title, rand);
  // Snapchat's second field is the brand name (25), not a body.
  let body = platform === "snapchat" ? truncate(v.brand, limits.body) : pickBody(bank, brief, v, limits.body, rand);
  if (limits.noEmoji) {
    title = stripEmoji(title) || truncate(v.brand, limits.title);
    body = stripEmoji(body) || truncate(bank.business[businessKeys[brief.businessType]].noun, limits.body);
  }
  return { platform, language, title, body, hashtags: hashtagsFor(bank, brief, platform, rand) };
}

/** The concept card's own title and body (no platform): headline ≤ 60, body ≤ 300; a variant never repeats `avoid`. */
export function conceptText(
  brief: CopyBrief,
  language: LanguageCode,
  seed: string,
  avoid?: { title: string; body: string },
) {
  const bank = banks[language];
  const rand = seededRandom(`${seed}|concept|${language}`);
  const v = valuesFor(brief, bank);
  return {
    title: pickTitle(bank, brief, v, 60, rand, avoid?.title),
    body: pickBody(bank, brief, v, 300, rand, avoid?.body),
  };
}

/** The built-in engine: phrase banks per language × tone × business type, deterministic for a seed. */
/** Words in a request (English or Spanish) that steer the template engine to a tone. */
const TONE_WORDS: [RegExp, Tone][] = [
  [/urgen|hurry|now\b|limited|deadline|ya\b|ahora|prisa/i, "Urgent & Action-Oriented"],
  [/friendl|casual|warm|relaxed|cercan|amable|informal/i, "Friendly & Casual"],
  [/professional|formal|serious|corporate|profesional/i, "Professional"],
  [/luxur|elegan|premium|sophisticat|exclusiv|lujo/i, "Luxury & Sophisticated"],
  [/fun\b|playful|humou?r|witty|divertid|juguet/i, "Fun & Playful"],
  [/bold|energ|excit|punch|dynamic|atrevid|enérgic/i, "Energetic & Bold"],
  [/trust|reliab|credib|honest|confian|fiable/i, "Trustworthy & Reliable"],
  [/creativ|artist|poetic|creativ|artístic/i, "Creative & Artistic"],
];

/**
 * The built-in improver: reads the request for a tone, for "shorter", and for whether titles or bodies are meant, then
 * rewrites those fields from the phrase banks with the concept's brief. Fields the request does not touch are left out
 * of the answer, so the form keeps them.
 */
export function templateImprove(brief: CopyBrief, current: CurrentCopy, request: string, seed: string): ImprovedCopy {
  const tone = TONE_WORDS.find(([re]) => re.test(request))?.[1];
  const shorter = /short|concise|brief|tighter|fewer words|corto|breve|conciso/i.test(request);
  const titlesOnly =
    /title|headline|heading|título|titular/i.test(request) && !/body|text|copy|description|cuerpo|texto/i.test(request);
  const bodiesOnly = /body|description|cuerpo|descripción/i.test(request) && !/title|headline|título/i.test(request);
  const steered: CopyBrief = { ...brief, tone: tone ?? brief.tone };
  const en = conceptText(steered, "en", seed, { title: current.title_en, body: current.body_en });
  const es = conceptText(steered, "es", seed, { title: current.title_es, body: current.body_es });
  const firstSentence = (s: string) => s.match(/^.*?[.!?](\s|$)/u)?.[0]?.trim() ?? s;
  const body = (s: string) => (shorter ? truncate(firstSentence(s), 140) : s);
  const title = (s: string) => (shorter ? truncate(s, 40) : s);
  const out: ImprovedCopy = {};
  if (!bodiesOnly) {
    out.title_en = title(en.title);
    out.title_es = title(es.title);
  }
  if (!titlesOnly) {
    out.body_en = body(shorter && !tone ? current.body_en || en.body : en.body);
    out.body_es = body(shorter && !tone ? current.body_es || es.body : es.body);
  }
  const what = titlesOnly ? "the titles" : bodiesOnly ? "the body copy" : "the titles and body copy";
  out.summary = tone
    ? `Rewrote ${what} in a ${tone.toLowerCase()} tone${shorter ? " and kept them short" : ""}.`
    : shorter
      ? `Shortened ${what}.`
      : `Rewrote ${what} with fresh wording in the ${brief.tone.toLowerCase()} tone. Name a tone (friendlier, more urgent, more professional…) or ask for shorter copy to steer it.`;
  return out;
}

export const templateEngine: CopyEngine = {
  name: "template",
  async newsletter(prompt, context) {
    return templateNewsletter(prompt, context);
  },
  async improve(brief, current, request) {
    return { ...templateImprove(brief, current, request, crypto.randomUUID()), provider: "template" };
  },
  async generate(brief, _image, seed): Promise<ConceptCopy> {
    const items: GeneratedCopyItem[] = [];
    const aiGeneratedCopy: ConceptCopy["aiGeneratedCopy"] = {};
    for (const language of brief.languages) {
      for (const platform of brief.platforms) {
        if (!platformSupportsLanguage(platform, language)) continue;
        const item = copyFor(brief, platform, language, seed);
        items.push(item);
        (aiGeneratedCopy[language] ??= {})[platform] = { title: item.title, body: item.body };
      }
    }
    const a = { en: conceptText(brief, "en", seed), es: conceptText(brief, "es", seed) };
    const b = { en: conceptText(brief, "en", `${seed}:b`, a.en), es: conceptText(brief, "es", `${seed}:b`, a.es) };
    const concept: ConceptCopyFields = {
      title_en: a.en.title,
      body_en: a.en.body,
      title_es: a.es.title,
      body_es: a.es.body,
      title_en_variant: b.en.title,
      body_en_variant: b.en.body,
      title_es_variant: b.es.title,
      body_es_variant: b.es.body,
    };
    return { items, concept, aiGeneratedCopy, provider: "template" };
  },
};
