import { graphemeCount, stripEmoji } from "@common/copy";
import type { ImprovedCopy } from "@common/concepts";
import type { BusinessType } from "@common/business";
import { languageName } from "@common/languages";
import { banks } from "./banks";
import {
  asSentence,
  bare,
  calmCta,
  casualLeads,
  findPhrase,
  fits,
  greeting,
  inRegister,
  joinSentences,
  pressingSentences,
  sentencesOf,
  spanishIsFormal,
  tidy,
  urgency,
  urgentCta,
  withoutArticle,
  type CardLanguage,
} from "./improve-edits";
import { echoesRequest } from "./improve-answer";
import { readImproveRequest, type ImproveIntent, type StyleIntent } from "./improve-request";
import { conceptText, ctaIntentOf, midSentence } from "./phrase-copy";
import { CONCEPT_BODY_MAX, CONCEPT_TITLE_MAX, type CopyBrief, type CurrentCopy } from "./types";
import { voiceOf } from "./voice";

/** One emoji per business type, the only ones the library adds (and only when asked). */
const businessEmoji: Record<BusinessType, string> = {
  "Restaurant/Food Service": "🍽️",
  "Retail/E-commerce": "🛍️",
  "Professional Services": "🤝",
  Healthcare: "🩺",
  "Beauty/Wellness": "🌸",
  "Technology/Software": "💻",
  "Real Estate": "🏡",
  "Education/Training": "📚",
  "Fitness/Sports": "💪",
  "Travel/Hospitality": "✈️",
  "Non-profit": "💚",
  Other: "✨",
};

/** What the library can do, said when part of a request is not among it. */
export const LIBRARY_CAN =
  "the phrase library can make the copy shorter or longer, more urgent or calmer, more formal or more casual, mention or remove words you give it, and add or remove emoji";

const cardLanguages: CardLanguage[] = ["en", "es"];

/** One language's headline and body as the edits go. */
interface Card {
  language: CardLanguage;
  title: string;
  body: string;
  /** Sentences this run added: shortening keeps them. */
  added: Set<string>;
}

const SPANISH_LETTERS = /[ñáéíóúü¿¡]/iu;

/** The words of a mention in the card language they are written in, or null for another language. */
function cardLanguageOf(intent: Extract<ImproveIntent, { what: string }>): CardLanguage | null {
  if (intent.language === "es") return "es";
  if (intent.language === "en") return SPANISH_LETTERS.test(intent.what) ? "es" : "en";
  return null;
}

/** A name needs no translation: the brand, the product, a kit's term, or words that are all capitals and numbers. */
function isName(brief: CopyBrief, what: string): boolean {
  const lower = what.toLocaleLowerCase();
  const names = [brief.brandName, brief.productName, ...(voiceOf(brief)?.terms ?? [])].filter(Boolean) as string[];
  if (names.some((n) => n.toLocaleLowerCase().includes(lower) || lower.includes(n.toLocaleLowerCase()))) return true;
  return what.split(/\s+/u).every((w) => /^[\p{Lu}\p{N}][\p{L}\p{N}&'’.%-]*$/u.test(w));
}

/** Where the call to action stands among a body's sentences (the last one, when it asks the reader to act), or -1. */
function ctaAt(parts: string[], brief: CopyBrief, language: CardLanguage): number {
  const last = parts.length - 1;
  if (last < 0) return -1;
  const sentence = parts[last]!;
  const given = brief.callToAction ? bare(brief.callToAction, language) : "";
  if (given && bare(sentence, language).includes(given)) return last;
  if (Object.values(banks[language].cta).some((c) => bare(sentence, language).includes(bare(c, language)))) return last;
  const words = bare(sentence, language).split(/\s+/u).length;
  return words <= 10 && ctaIntentOf(sentence, language) ? last : -1;
}

/** The library's call to action for the brief in a language, as a sentence. */
function libraryCta(brief: CopyBrief, language: CardLanguage, seed: string): string {
  const lean = conceptText(brief, language, seed, "product", undefined, "lean").body;
  return sentencesOf(lean, language).at(-1) ?? asSentence(banks[language].cta.learnMore, language);
}

/** The body with a sentence put just before its call to action (or at the end), when it fits. */
function insertBeforeCta(card: Card, sentence: string, brief: CopyBrief): boolean {
  const parts = sentencesOf(card.body, card.language);
  const at = ctaAt(parts, brief, card.language);
  const next = at >= 0 ? [...parts.slice(0, at), sentence, ...parts.slice(at)] : [...parts, sentence];
  const body = joinSentences(next, card.language);
  if (!fits(body, CONCEPT_BODY_MAX)) return false;
  card.body = body;
  card.added.add(sentence);
  return true;
}

/** How much a sentence carries: names and the key message most, greetings and pressing leads least. */
function weight(sentence: string, brief: CopyBrief, language: CardLanguage): number {
  const b = bare(sentence, language);
  const leads = new Set([
    ...Object.values(banks[language].tones).flatMap((t) => t.leads.map((l) => bare(l, language))),
    bare(banks[language].pinterestLine, language),
    ...pressingSentences(language),
  ]);
  if (leads.has(b)) return 0;
  let w = 1;
  const names = [brief.brandName, brief.productName, ...(voiceOf(brief)?.terms ?? [])].filter(Boolean) as string[];
  if (names.some((n) => b.includes(bare(n, language)))) w += 2;
  if (/\p{N}/u.test(sentence)) w += 1;
  if (brief.keyMessage && b.includes(bare(brief.keyMessage, language))) w += 1;
  return w;
}

/** A headline cut to its part that names the brand or product (or its first part), when it has parts. */
function shorterTitle(title: string, brief: CopyBrief, language: CardLanguage): string {
  const parts = title.split(/\s*[:|—–]\s*|\s+-\s+|,\s+/u).filter(Boolean);
  if (parts.length < 2) return title;
  const names = [brief.brandName, brief.productName].filter(Boolean) as string[];
  const named = parts.find((p) => names.some((n) => bare(p, language).includes(bare(n, language))));
  const pick = named ?? parts.reduce((a, b) => (graphemeCount(b) > graphemeCount(a) ? b : a));
  return graphemeCount(pick) >= 3 ? pick : title;
}

/** The body shorter by its least important sentences (never its call to action, names or what this run added). */
function shorterBody(card: Card, brief: CopyBrief): boolean {
  const { language } = card;
  const parts = sentencesOf(card.body, language);
  const cta = ctaAt(parts, brief, language);
  const target = Math.floor(graphemeCount(card.body) * 0.8);
  const kept = parts.map((p, i) => ({ p, i, w: weight(p, brief, language) }));
  const droppable = () =>
    kept
      .filter((k) => k.i !== cta && !card.added.has(k.p))
      // The least weighty first; among equals the later one (an opening sentence usually says what it is about).
      .sort((a, b) => a.w - b.w || b.i - a.i);
  const length = () =>
    graphemeCount(
      joinSentences(
        kept.map((k) => k.p),
        language,
      ),
    );
  while (length() > target) {
    const candidates = droppable();
    // The last of the user's own statements stays (it is trimmed instead).
    const own = kept.filter((k) => k.i !== cta && !card.added.has(k.p));
    if (!candidates.length || own.length <= 1) break;
    kept.splice(kept.indexOf(candidates[0]!), 1);
  }
  let body = joinSentences(
    kept.map((k) => k.p),
    language,
  );
  if (graphemeCount(body) > target) {
    // One statement left: cut it after its first clause, keeping the names.
    const statements = kept.filter((k) => k.i !== cta && !card.added.has(k.p));
    const longest = statements.sort((a, b) => graphemeCount(b.p) - graphemeCount(a.p))[0];
    if (longest) {
      const clause = longest.p.split(/,\s+|\s+[—–]\s+|;\s+|:\s+/u)[0]!;
      const names = [brief.brandName, brief.productName, ...(voiceOf(brief)?.terms ?? [])].filter(Boolean) as string[];
      const losesName = names.some((n) => longest.p.includes(n) && !clause.includes(n));
      if (clause !== longest.p && clause.split(/\s+/u).length >= 3 && !losesName) {
        longest.p = asSentence(clause.replace(/[.!?]+$/u, ""), language);
        body = joinSentences(
          kept.map((k) => k.p),
          language,
        );
      }
    }
  }
  if (graphemeCount(body) >= graphemeCount(card.body)) return false;
  card.body = body;
  return true;
}

/** A sentence of the brief's facts (own language) or of the library's (any) that the body does not say yet. */
function longerBody(card: Card, brief: CopyBrief, seed: string): boolean {
  const { language } = card;
  const has = bare(card.body, language);
  const candidates: string[] = [];
  if (brief.briefLanguage === language) {
    if (brief.keyMessage) candidates.push(asSentence(brief.keyMessage, language));
    if (graphemeCount(brief.productDescription) <= 160) candidates.push(asSentence(brief.productDescription, language));
  }
  const leads = new Set(Object.values(banks[language].tones).flatMap((t) => t.leads.map((l) => bare(l, language))));
  for (const angle of ["audience", "product", "brand"] as const) {
    const parts = sentencesOf(conceptText(brief, language, seed, angle, undefined, "rich").body, language);
    candidates.push(...parts.slice(0, -1).filter((p) => !leads.has(bare(p, language))));
  }
  for (const c of candidates) {
    const b = bare(c, language);
    if (!b || has.includes(b)) continue;
    if (insertBeforeCta(card, c, brief)) return true;
  }
  return false;
}

/** Urgency: the call to action pressed ("… today!") and, when length allows, a pressing sentence before it. */
function urgentBody(card: Card, brief: CopyBrief, seed: string, withLead: boolean): boolean {
  const { language } = card;
  const before = card.body;
  const parts = sentencesOf(card.body, language);
  const formal = language === "es" && spanishIsFormal(card.body);
  let at = ctaAt(parts, brief, language);
  if (at < 0) {
    const cta = libraryCta(brief, language, seed);
    const next = joinSentences([...parts, cta], language);
    if (fits(next, CONCEPT_BODY_MAX)) {
      parts.push(cta);
      at = parts.length - 1;
    }
  }
  if (at >= 0) parts[at] = urgentCta(parts[at]!, language);
  const pressing = pressingSentences(language);
  if (withLead && !parts.some((p) => pressing.has(bare(p, language)))) {
    const lead = urgency[language].lead[formal ? 1 : 0];
    const next = at >= 0 ? [...parts.slice(0, at), lead, ...parts.slice(at)] : [...parts, lead];
    if (fits(joinSentences(next, language), CONCEPT_BODY_MAX)) {
      parts.splice(at >= 0 ? at : parts.length, 0, lead);
      card.added.add(lead);
    }
  }
  const body = joinSentences(parts, language);
  if (fits(body, CONCEPT_BODY_MAX)) card.body = body;
  if (at >= 0) card.added.add(sentencesOf(card.body, language).at(-1)!);
  return card.body !== before;
}

function urgentTitle(card: Card, brief: CopyBrief): boolean {
  const { language } = card;
  if (urgency[language].urgent.test(card.title)) return false;
  const formal = language === "es" && spanishIsFormal(card.title);
  const prefix = urgency[language].titlePrefix[formal ? 1 : 0];
  const title = `${prefix}${midSentence(stripEmoji(card.title), [brief.brandName, brief.productName], voiceOf(brief)?.terms ?? [], language)}`;
  if (!fits(title, CONCEPT_TITLE_MAX)) return false;
  card.title = title;
  return true;
}

/** Calm: pressing sentences out, the call to action unhurried. */
function calmBody(card: Card, brief: CopyBrief): boolean {
  const { language } = card;
  const pressing = pressingSentences(language);
  let parts = sentencesOf(card.body, language);
  const formal = language === "es" && spanishIsFormal(card.body);
  if (parts.length > 1) parts = parts.filter((p) => !pressing.has(bare(p, language)));
  const at = ctaAt(parts, brief, language);
  if (at >= 0) {
    const calm = calmCta(parts[at]!, language, formal);
    if (fits(joinSentences([...parts.slice(0, at), calm, ...parts.slice(at + 1)], language), CONCEPT_BODY_MAX))
      parts[at] = calm;
  }
  parts = parts.map((p, i) => (i === at ? p : p.replace(/^¡/u, "").replace(/!+$/u, banks[language].fullStop)));
  const body = joinSentences(parts, language);
  if (body === card.body) return false;
  card.body = body;
  return true;
}

function calmTitle(card: Card): boolean {
  const { language } = card;
  let title = card.title;
  for (const prefix of urgency[language].titlePrefix) if (title.startsWith(prefix)) title = title.slice(prefix.length);
  title = title.replace(/[!¡]+/gu, "").trim();
  title = title.charAt(0).toLocaleUpperCase(language) + title.slice(1);
  if (title === card.title || !title) return false;
  card.title = title;
  return true;
}

/** A body that opens with a greeting, when it does not and there is room. */
function greet(card: Card): boolean {
  const { language } = card;
  const parts = sentencesOf(card.body, language);
  const casual = casualLeads(language);
  if (parts.some((p) => casual.has(bare(p, language)))) return false;
  const body = joinSentences([greeting(language), ...parts], language);
  if (!fits(body, CONCEPT_BODY_MAX)) return false;
  card.body = body;
  card.added.add(greeting(language));
  return true;
}

/** Words taken out of a text: the sentences that name them (a body's), or the words themselves (a headline's, a CTA's). */
function removeFrom(
  text: string,
  what: string,
  language: CardLanguage,
  isTitle: boolean,
  brief: CopyBrief,
): string | null {
  const phrases = [what, withoutArticle(what, language)].filter((p, i, all) => p && all.indexOf(p) === i);
  const phrase = phrases.find((p) => findPhrase(text, p, language));
  if (!phrase) return null;
  const cut = (s: string) => {
    let out = s;
    for (let found = findPhrase(out, phrase, language); found; found = findPhrase(out, phrase, language))
      out = out.slice(0, found.index) + out.slice(found.index + found.length);
    return tidy(out);
  };
  if (isTitle) return cut(text);
  const parts = sentencesOf(text, language);
  const cta = ctaAt(parts, brief, language);
  const naming = parts.filter((p) => findPhrase(p, phrase, language));
  const out = parts
    .map((p, i) => {
      if (!findPhrase(p, phrase, language)) return p;
      // The call to action, and a body's only sentence, keep the rest of their words.
      if (i === cta || naming.length === parts.length) {
        const rest = cut(p);
        return /[\p{L}\p{N}]/u.test(rest) ? asSentence(rest, language) : "";
      }
      return "";
    })
    .filter(Boolean);
  return joinSentences(out, language);
}

const styleDone: Record<StyleIntent, string> = {
  shorter: "made the copy shorter",
  longer: "added a sentence to the body",
  urgent: "made it more urgent",
  calm: "made it calmer",
  formal: "made it more formal",
  casual: "made it more casual",
  emoji: "added an emoji",
  noEmoji: "removed the emoji",
};

const fieldName = (language: CardLanguage, what: "title" | "body") =>
  `the ${languageName(language)} ${what === "title" ? "headline" : "body"}`;

/** "a, b and c". */
function list(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const upper = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/**
 * 'Ask AI to Improve' without a provider (issue 27): the request is read as intents (in any of the 20 languages) and
 * each is applied to the user's current text, which is kept and edited, never replaced by stock copy. What it could
 * not do is listed in `couldNot`; the request itself never goes into the copy. Fields left as they were are left out.
 */
export function phraseImprove(brief: CopyBrief, current: CurrentCopy, request: string, seed: string): ImprovedCopy {
  const { intents, unmapped } = readImproveRequest(request);
  const couldNot: string[] = unmapped.map((u) => `“${u}”: ${LIBRARY_CAN}.`);
  const done: string[] = [];
  const cards: Card[] = cardLanguages.map((language) => ({
    language,
    title: current[`title_${language}`],
    body: current[`body_${language}`],
    added: new Set(),
  }));
  const kinds = new Set(intents.map((i) => i.kind));
  const touches = (intent: ImproveIntent, what: "title" | "body", byDefault = true) =>
    intent.scope ? intent.scope === (what === "title" ? "titles" : "bodies") : byDefault;

  // The order edits compose in: removals first, then register, pressure, additions, length, emoji last.
  const order: ImproveIntent["kind"][] = [
    "remove",
    "formal",
    "casual",
    "calm",
    "urgent",
    "mention",
    "longer",
    "shorter",
    "emoji",
    "noEmoji",
  ];
  const sorted = [...intents].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));

  let urgentTitles = false;
  for (const intent of sorted) {
    let changed = false;
    switch (intent.kind) {
      case "remove": {
        const found: string[] = [];
        for (const card of cards) {
          if (touches(intent, "title")) {
            const t = removeFrom(card.title, intent.what, card.language, true, brief);
            if (t !== null && t) {
              card.title = t;
              found.push(fieldName(card.language, "title"));
            } else if (t === "")
              couldNot.push(
                `Removing “${intent.what}” would leave ${fieldName(card.language, "title")} empty, so it stays.`,
              );
          }
          if (touches(intent, "body")) {
            const b = removeFrom(card.body, intent.what, card.language, false, brief);
            if (b) {
              card.body = b;
              found.push(fieldName(card.language, "body"));
            } else if (b === "")
              couldNot.push(
                `Removing “${intent.what}” would leave ${fieldName(card.language, "body")} empty, so it stays.`,
              );
          }
        }
        if (found.length) {
          done.push(`removed “${intent.what}” from ${list(found)}`);
          const untouched = cards.filter((c) => !found.some((f) => f.includes(languageName(c.language))));
          for (const c of untouched)
            couldNot.push(
              `The ${languageName(c.language)} copy does not hold “${intent.what}” word for word, and the phrase library does not translate, so it is unchanged.`,
            );
        } else {
          const foreign = cardLanguageOf(intent) === null;
          couldNot.push(
            foreign
              ? `“${intent.what}” is in ${languageName(intent.language)}, and the copy is English and Spanish: the phrase library does not translate, so nothing was removed. Name the words as they stand in the copy.`
              : `“${intent.what}” is not in the copy word for word, so nothing was removed.`,
          );
        }
        continue;
      }
      case "formal":
      case "casual": {
        const formal = intent.kind === "formal";
        for (const card of cards) {
          for (const what of ["title", "body"] as const) {
            if (!touches(intent, what)) continue;
            const r = inRegister(card[what], card.language, formal, what === "title");
            if (r.text !== card[what] && r.text.trim()) {
              card[what] = r.text;
              changed = true;
            }
            if (r.left.length)
              couldNot.push(
                `${upper(fieldName(card.language, what))} still has “${r.left[0]}”, which the phrase library cannot turn ${formal ? "into the formal usted" : "into the casual tú"}: change it in your own words.`,
              );
          }
          if (!formal && touches(intent, "body") && greet(card)) changed = true;
        }
        if (!changed)
          couldNot.push(
            formal
              ? "The copy has nothing the phrase library knows how to make more formal (English has no formal “you”; the Spanish already says usted or has no tú to change)."
              : "The copy is already as casual as the phrase library can make it.",
          );
        break;
      }
      case "urgent": {
        // The headline is pressed once it has its final length (below).
        for (const card of cards)
          if (touches(intent, "body") && urgentBody(card, brief, seed, !kinds.has("shorter"))) changed = true;
        if (touches(intent, "title")) urgentTitles = true;
        if (!touches(intent, "body")) continue;
        if (!changed) couldNot.push("The copy already presses the reader as far as the phrase library goes.");
        break;
      }
      case "calm": {
        for (const card of cards) {
          if (touches(intent, "body") && calmBody(card, brief)) changed = true;
          if (touches(intent, "title") && calmTitle(card)) changed = true;
        }
        if (!changed) couldNot.push("The copy has no pressing words for the phrase library to calm.");
        break;
      }
      case "mention": {
        const own = cardLanguageOf(intent);
        const name = isName(brief, intent.what);
        const targets = name ? cards : cards.filter((c) => c.language === own);
        const added: string[] = [];
        for (const card of targets) {
          // Already said: the sentence that says it is kept from here on (a repeated request adds nothing).
          const has = sentencesOf(card.body, card.language).find((p) => findPhrase(p, intent.what, card.language));
          if (has) {
            card.added.add(has);
            continue;
          }
          if (insertBeforeCta(card, asSentence(intent.what, card.language), brief))
            added.push(fieldName(card.language, "body"));
          else
            couldNot.push(
              `“${intent.what}” does not fit in ${fieldName(card.language, "body")}'s ${CONCEPT_BODY_MAX} characters: ask for it shorter first.`,
            );
        }
        if (added.length) done.push(`mentioned “${intent.what}” in ${list(added)}`);
        else if (targets.length && targets.every((c) => findPhrase(c.body, intent.what, c.language)))
          couldNot.push(`The body already mentions “${intent.what}”.`);
        if (!name) {
          const missing = cardLanguages.filter((l) => l !== own).map((l) => languageName(l));
          if (own === null)
            couldNot.push(
              `“${intent.what}” is in ${languageName(intent.language)}, and the copy is English and Spanish: the phrase library does not translate, so it is not mentioned. Write it in English or Spanish, or use an AI provider.`,
            );
          else
            couldNot.push(
              `The phrase library does not translate, so the ${list(missing)} copy does not mention “${intent.what}” yet: add it there in your own words.`,
            );
        }
        continue;
      }
      case "longer": {
        for (const card of cards) if (touches(intent, "body") && longerBody(card, brief, seed)) changed = true;
        if (intent.scope === "titles") couldNot.push("The phrase library does not make headlines longer.");
        else if (!changed)
          couldNot.push(`The bodies have no room for another sentence within ${CONCEPT_BODY_MAX} characters.`);
        break;
      }
      case "shorter": {
        for (const card of cards) {
          if (touches(intent, "body") && shorterBody(card, brief)) changed = true;
          if (touches(intent, "title")) {
            const t = shorterTitle(card.title, brief, card.language);
            if (t !== card.title) {
              card.title = t;
              changed = true;
            }
          }
        }
        if (!changed)
          couldNot.push(
            "The copy is as short as the phrase library can make it without losing the call to action or the names.",
          );
        break;
      }
      case "emoji": {
        const e = businessEmoji[brief.businessType];
        for (const card of cards)
          for (const what of ["title", "body"] as const) {
            if (!touches(intent, what) || /\p{Extended_Pictographic}/u.test(card[what])) continue;
            const next = `${card[what]} ${e}`;
            if (fits(next, what === "title" ? CONCEPT_TITLE_MAX : CONCEPT_BODY_MAX)) {
              card[what] = next;
              changed = true;
            }
          }
        if (!changed) couldNot.push("The copy already has emoji, or no room for one.");
        break;
      }
      case "noEmoji": {
        for (const card of cards)
          for (const what of ["title", "body"] as const) {
            if (!touches(intent, what)) continue;
            const next = stripEmoji(card[what]);
            if (next !== card[what] && next) {
              card[what] = next;
              changed = true;
            }
          }
        if (!changed) couldNot.push("The copy has no emoji to remove.");
        break;
      }
    }
    if (changed) done.push(styleDone[intent.kind]);
  }

  if (urgentTitles) {
    let changed = false;
    for (const card of cards) if (urgentTitle(card, brief)) changed = true;
    if (changed && !done.includes(styleDone.urgent)) done.push("made the headlines more urgent");
  }

  const out: ImprovedCopy = {};
  const allowed = intents.flatMap((i) => ("what" in i ? [i.what] : []));
  for (const card of cards)
    for (const what of ["title", "body"] as const) {
      const key = `${what}_${card.language}` as const;
      const value = card[what].trim();
      if (value === current[key] || !value) continue;
      // The request is carried out, never written in: a field that would hold it keeps its text.
      if (echoesRequest(value, request, { before: current[key], allowed })) {
        couldNot.push(
          `${upper(fieldName(card.language, what))} would have repeated your request, so it keeps its text.`,
        );
        continue;
      }
      out[key] = value;
    }
  out.summary = done.length ? `${upper(list(done))}.` : "Nothing was changed.";
  if (couldNot.length) out.couldNot = couldNot;
  return out;
}
