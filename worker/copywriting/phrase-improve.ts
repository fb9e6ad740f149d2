import { graphemeCount, stripEmoji } from "@common/copy";
import type { ImprovedCopy } from "@common/concepts";
import type { BusinessType, Tone } from "@common/business";
import { languageName } from "@common/languages";
import type { Angle } from "./banks/types";
import { conceptText } from "./phrase-copy";
import { CONCEPT_BODY_MAX, CONCEPT_TITLE_MAX, type CopyBrief, type CurrentCopy } from "./types";

/** Words in a request (English or Spanish) that steer the phrase library to a tone. */
const TONE_WORDS: [RegExp, Tone][] = [
  [/urgen|hurry|\bnow\b|deadline|action|\bya\b|ahora|prisa/i, "Urgent & Action-Oriented"],
  [/friendl|casual|warm|relaxed|cercan|amable|informal|amistos/i, "Friendly & Casual"],
  [/professional|formal|serious|corporate|profesional|seri[oa]/i, "Professional"],
  [/luxur|elegan|sophisticat|refined|lujo|sofisticad/i, "Luxury & Sophisticated"],
  [/\bfun\b|playful|humou?r|witty|divertid|juguet|gracios/i, "Fun & Playful"],
  [/bold|energ|excit|punch|dynamic|atrevid|enérgic/i, "Energetic & Bold"],
  [/trust|reliab|credib|honest|confian|fiable/i, "Trustworthy & Reliable"],
  [/creativ|artist|poetic|artístic/i, "Creative & Artistic"],
];

/** How a note names a tone, with its article ("an urgent, action-oriented tone", never "a urgent"). */
export const toneInWords: Record<Tone, string> = {
  Professional: "a professional tone",
  "Friendly & Casual": "a friendly, casual tone",
  "Energetic & Bold": "an energetic, bold tone",
  "Trustworthy & Reliable": "a trustworthy, reliable tone",
  "Creative & Artistic": "a creative, artistic tone",
  "Luxury & Sophisticated": "a sophisticated tone",
  "Fun & Playful": "a fun, playful tone",
  "Urgent & Action-Oriented": "an urgent, action-oriented tone",
};

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

export interface ImproveRequest {
  tone?: Tone;
  shorter: boolean;
  longer: boolean;
  emoji?: "add" | "drop";
  /** A phrase or fact to mention, as the user wrote it. */
  include?: string;
  titlesOnly: boolean;
  bodiesOnly: boolean;
}

const INCLUDE =
  /\b(?:mention|include|add|say|state|tell (?:them|people|readers|customers))\s+(?:that\s+|the fact that\s+)?["“'‘]?(.+?)["”'’]?\s*[.!]?\s*$|\b(?:menciona|incluye|añade|agrega|di)\s+(?:que\s+)?["“']?(.+?)["”']?\s*[.!]?\s*$/iu;

/** What a request asks the library to do, as far as it can tell. */
export function readRequest(request: string): ImproveRequest {
  const emoji = /emoji|emoticon/i.test(request)
    ? /\b(no|without|remove|drop|fewer|less|sin|quita|elimina)\b/i.test(request)
      ? "drop"
      : "add"
    : undefined;
  const include = emoji ? undefined : INCLUDE.exec(request);
  const phrase = (include?.[1] ?? include?.[2])?.trim();
  const rest = phrase ? request.replace(phrase, "") : request;
  const titles = /title|headline|heading|título|titular/i.test(rest);
  const bodies = /body|text|copy|description|cuerpo|texto|descripción/i.test(rest);
  return {
    tone: TONE_WORDS.find(([re]) => re.test(rest))?.[1],
    shorter: /short|concise|brief|tighter|fewer words|trim|corto|breve|conciso/i.test(rest),
    longer: /longer|more detail|expand|elaborate|more words|largo|más detalle|ampl[ií]a/i.test(rest),
    emoji,
    include: phrase && graphemeCount(phrase) >= 2 ? phrase : undefined,
    titlesOnly: titles && !bodies,
    bodiesOnly: bodies && !titles,
  };
}

/** A phrase as a sentence of its own: capitalised, closed with a full stop when it has no closing mark. */
function asSentence(phrase: string): string {
  const s = phrase.charAt(0).toLocaleUpperCase() + phrase.slice(1);
  return /[.!?]$/u.test(s) ? s : `${s}.`;
}

/** The sentence before the call to action is where a fact reads naturally; it goes first when the rest would not fit. */
function withSentence(body: string, sentence: string, cta?: string): string | null {
  const at = cta ? body.lastIndexOf(cta) : -1;
  const candidates =
    at > 0
      ? [`${body.slice(0, at).trimEnd()} ${sentence} ${body.slice(at)}`, `${sentence} ${body.slice(at)}`]
      : [`${body} ${sentence}`];
  candidates.push(sentence);
  return candidates.find((c) => graphemeCount(c) <= CONCEPT_BODY_MAX) ?? null;
}

function withEmoji(text: string, emoji: string, max: number): string {
  const out = `${text} ${emoji}`;
  return graphemeCount(out) <= max ? out : text;
}

/** "a, b and c". */
function list(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * 'Ask AI to Improve' without a provider: it does what the phrase library can (a tone, shorter or longer, emoji in or
 * out, a phrase mentioned in the brief's own language) and says plainly what it could not do. Fields the request does
 * not touch are left out of the answer, so the form keeps them.
 */
export function phraseImprove(brief: CopyBrief, current: CurrentCopy, request: string, seed: string): ImprovedCopy {
  const ask = readRequest(request);
  const steered: CopyBrief = { ...brief, tone: ask.tone ?? brief.tone };
  const angle: Angle = ask.longer ? "audience" : "product";
  const done: string[] = [];
  const notDone: string[] = [];
  const out: ImprovedCopy = {};
  const understood = Boolean(ask.tone || ask.shorter || ask.longer || ask.emoji || ask.include);
  const rewrite = Boolean(ask.tone || ask.shorter || ask.longer || !understood);

  for (const language of ["en", "es"] as const) {
    const titleKey = `title_${language}` as const;
    const bodyKey = `body_${language}` as const;
    let title = current[titleKey];
    let body = current[bodyKey];
    if (rewrite) {
      const fresh = conceptText(steered, language, seed, angle, { title, body }, ask.longer ? "rich" : "normal");
      if (ask.shorter) {
        title =
          graphemeCount(fresh.title) < graphemeCount(title)
            ? fresh.title
            : shortestTitle(steered, language, seed, title);
        body = shortestBody(steered, language, seed, body);
      } else if (ask.longer) {
        title = fresh.title;
        body = graphemeCount(fresh.body) > graphemeCount(body) ? fresh.body : body;
      } else {
        title = fresh.title;
        body = fresh.body;
      }
    }
    if (ask.include) {
      if (language === brief.briefLanguage) {
        const next = withSentence(body, asSentence(ask.include), ctaOf(brief, body));
        if (next) body = next;
        else notDone.push(`"${ask.include}" does not fit the ${languageName(language)} body's 300 characters`);
      }
    }
    if (ask.emoji === "add") {
      const e = businessEmoji[brief.businessType];
      title = withEmoji(stripEmoji(title), e, CONCEPT_TITLE_MAX);
      body = withEmoji(stripEmoji(body), e, CONCEPT_BODY_MAX);
    } else if (ask.emoji === "drop") {
      title = stripEmoji(title);
      body = stripEmoji(body);
    }
    if (!ask.bodiesOnly && !(ask.include && !rewrite && !ask.emoji)) out[titleKey] = title;
    if (!ask.titlesOnly) out[bodyKey] = body;
  }

  const what = ask.titlesOnly ? "the titles" : ask.bodiesOnly ? "the body copy" : "the titles and body copy";
  if (ask.tone) done.push(`rewrote ${what} in ${toneInWords[ask.tone]}`);
  if (ask.shorter) done.push(ask.tone ? "kept them short" : `shortened ${what}`);
  if (ask.longer) done.push(ask.tone ? "made the bodies longer" : `made ${what} longer`);
  if (ask.emoji === "add") done.push("added an emoji where it fits");
  if (ask.emoji === "drop") done.push("removed the emoji");
  if (ask.include) {
    if (brief.briefLanguage === "en" || brief.briefLanguage === "es") {
      if (!notDone.length)
        done.push(`added "${asSentence(ask.include)}" to the ${languageName(brief.briefLanguage)} body`);
      const other = brief.briefLanguage === "en" ? "es" : "en";
      notDone.push(
        `the phrase library does not translate, so the ${languageName(other)} copy does not mention "${ask.include}" yet: add it in your own words or use an AI provider`,
      );
    } else {
      notDone.push(
        `the phrase library does not translate, and this brief is in ${languageName(brief.briefLanguage)}, so neither the English nor the Spanish copy mentions "${ask.include}": add it in your own words or use an AI provider`,
      );
    }
  }
  if (!understood) {
    done.push(`rewrote ${what} with other wording in ${toneInWords[brief.tone]}`);
    notDone.push(
      `the phrase library could not act on "${request.trim()}"; it can change the tone (friendlier, more urgent, more professional…), make copy shorter or longer, add or remove emoji, and mention a phrase you give it ("mention that …")`,
    );
  }
  const first = done.length ? `${capitalise(list(done))}.` : "";
  const second = notDone.map((n) => `${capitalise(n)}.`).join(" ");
  out.summary = [first, second].filter(Boolean).join(" ");
  return out;
}

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** The call to action a concept body ends with, for placing a new sentence before it. */
function ctaOf(brief: CopyBrief, body: string): string | undefined {
  const cta = brief.callToAction?.replace(/[.!?]+$/u, "");
  return cta && body.includes(cta) ? cta : undefined;
}

/** The shortest headline the library has for the brief that differs from the current one. */
function shortestTitle(brief: CopyBrief, language: "en" | "es", seed: string, current: string): string {
  const options = (["product", "audience", "brand"] as const).map((a) => conceptText(brief, language, seed, a).title);
  const best = options.filter((t) => t !== current).sort((a, b) => graphemeCount(a) - graphemeCount(b))[0];
  return best && graphemeCount(best) < graphemeCount(current) ? best : current;
}

/** The shortest body the library writes for the brief, or the current one when that is shorter still. */
function shortestBody(brief: CopyBrief, language: "en" | "es", seed: string, current: string): string {
  const options = (["product", "audience", "brand"] as const).map(
    (a) => conceptText(brief, language, seed, a, undefined, "lean").body,
  );
  const best = options.sort((a, b) => graphemeCount(a) - graphemeCount(b))[0]!;
  return graphemeCount(best) < graphemeCount(current) ? best : current;
}
