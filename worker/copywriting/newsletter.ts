import type { CopyProvider } from "@common/copy";
import { escapeHtml } from "../lib/html";
import { detectLanguage } from "./detect-language";

/** What a newsletter is for, read from the administrator's prompt: it decides the subject, the preheader and the sections. */
export type NewsletterKind = "announcement" | "offer" | "tips" | "digest";

/** A newsletter draft: a subject, the line an inbox shows after it, and HTML the administrator reviews before sending. */
export interface NewsletterDraft {
  subject: string;
  /** The inbox's preview line after the subject; sent as a hidden span at the top of the mail. */
  preheader?: string;
  html: string;
  provider: CopyProvider;
  /** What the phrase library read the prompt as (an AI model's drafts have none). */
  kind?: NewsletterKind;
  /** Said to the administrator when the configured provider could not write it and the template did. */
  notice?: string;
}

/** Where the newsletter's call to action points: the product's own address. */
export interface NewsletterContext {
  siteUrl: string;
}

/** A subject a reader sees whole in an inbox list: about 70 characters at most, cut only between words. */
export const NEWSLETTER_SUBJECT_TARGET = 70;
/** A preheader most inboxes show whole after the subject. */
export const NEWSLETTER_PREHEADER_TARGET = 110;

const ORDINAL_DOT =
  /(\b\d{1,2})\.(?=\s*(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|\d))/gu;

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);
const stop = (s: string) => (/[.!?。…:]$/u.test(s) ? s : `${s}.`);
const bare = (s: string) => s.replace(/[\s.!?。;:,]+$/u, "").trim();

/** The sentences of a text (Intl.Segmenter knows abbreviations and other scripts better than a regex). */
function sentences(text: string, locale = "en"): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: "sentence" });
  // "bis zum 30. April", "am 1. Mai": a German date's full stop ends no sentence.
  const kept = text.replace(ORDINAL_DOT, "$1\uE000");
  return [...segmenter.segment(kept)].map((s) => s.segment.replace(/\uE000/gu, ".").trim()).filter(Boolean);
}

/** At most `max` characters, ending between words and never on a dangling comma or dash; no ellipsis. */
export function wholeWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  return (space > max / 2 ? cut.slice(0, space) : text.slice(0, max))
    .replace(/[\s,;:–—-]+$/u, "")
    .replace(/\s+(and|or|the|a|an|of|to|for|with|und|oder|der|die|das|mit|für)$/iu, "");
}

/** The subject's words: the first clause of a text when the whole is too long, without its closing full stop. */
export function subjectFrom(topic: string): string {
  const first = sentences(topic)[0] ?? topic;
  const clause = first.length > NEWSLETTER_SUBJECT_TARGET ? (first.split(/[,;:–—]\s/u)[0] ?? first) : first;
  return capitalise(wholeWords(bare(clause), NEWSLETTER_SUBJECT_TARGET));
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the prompt: the instruction goes, the facts stay, and the reader becomes "you".

type Lang = "en" | "de";

/** Instructions to the writer, at the start of a sentence: what follows them (if anything) is the fact. */
const instructions: Record<Lang, RegExp[]> = {
  en: [
    /^(please\s+)?(write|draft|compose|create|prepare|make|send)\s+(me\s+|us\s+)?(an?\s+|the\s+|our\s+|this\s+)?((short|quick|brief|friendly|monthly|weekly|little)\s+)*(newsletter|email|e-mail|mail|update|announcement|digest|note|post)(\s+(to|for)\s+(our\s+|the\s+|all\s+)?(subscribers|readers|users|customers|everyone))?(\s+(about|on|announcing|covering|that\s+(says|tells|explains|announces)|saying|telling\s+(them|everyone|readers|subscribers)|explaining|with))?\s*(that\s+)?[:,-]?\s*/iu,
    /^(please\s+)?(tell|inform|remind|notify|update|let|show|give)\s+(all\s+)?(our\s+|the\s+|my\s+)?(subscribers|readers|users|customers|members|everyone|people|them|folks)(\s+know)?(\s+(about|that|of|how|to))?\s*[:,-]?\s*/iu,
    /^(please\s+)?(announce|mention|explain|say|note|share|highlight|cover|include|list|describe|promote|introduce)(\s+(that|how|to\s+(them|everyone|readers|subscribers)))?\s*[:,-]?\s*/iu,
    /^(it'?s|this\s+is)\s+(an?\s+|our\s+)?((monthly|weekly|quick)\s+)?(newsletter|email|digest|update|announcement)\s*(about|on|for)?\s*[:,-]?\s*/iu,
    /^(a\s+|our\s+)?(newsletter|email|digest|update|announcement)\s+(about|on|for|announcing)\s+/iu,
  ],
  de: [
    /^(bitte\s+)?(schreib(e|en)?|erstell(e|en)?|verfass(e|en)?|mach(e|en)?)\s+(mir\s+|uns\s+)?(bitte\s+)?(einen?\s+|den\s+|unseren?\s+)?((kurzen?|knappen?|freundlichen?|monatlichen?)\s+)*(newsletter|e-mail|mail|rundbrief|ankündigung)(\s+(an\s+(unsere|die|alle)\s+(abonnenten|abonnentinnen|leser|nutzer|kunden)))?(\s+(über|zu|zum|zur|mit|dazu,?))?\s*(dass\s+)?[:,-]?\s*/iu,
    /^(bitte\s+)?(sag|teil|informier|erinner|zeig)(e|en)?\s+(allen\s+|unseren\s+|den\s+)?(abonnenten|abonnentinnen|lesern|nutzern|nutzerinnen|kunden|kundinnen)?\s*(mit,?\s*|darüber,?\s*|daran,?\s*)?(dass\s+|wie\s+)?[:,-]?\s*/iu,
    /^(bitte\s+)?(kündige|erwähne|erkläre|nenne|beschreibe)\s+(an,?\s*|bitte\s+)?(dass\s+)?[:,-]?\s*/iu,
  ],
};

/** Short sentences that only say how to write (tone, length, emoji, sign-off): instructions, not news. */
const styleOnly: Record<Lang, RegExp> = {
  en: /\b(tone|keep\s+it\s+(short|brief|light|simple)|no\s+emoji|emojis?|sign[- ]?off|call\s+to\s+action|cta|casual|formal|upbeat|concise)\b/iu,
  de: /\b(ton|tonfall|kurz\s+halten|halte\s+es\s+kurz|ohne\s+emojis?|emojis?|locker|förmlich|duzen|siezen)\b/iu,
};
const STYLE_MAX = 60;

/** The subscribers in the third person ("our users can", "lets them") become the reader ("you can", "lets you"). */
const toReader: Record<Lang, [RegExp, string][]> = {
  en: [
    [/\b(all\s+)?(our|the)\s+(subscribers|readers|users|customers|members)('|’)?\b/giu, "you"],
    [/\b(subscribers|users|customers|members)\s+(can|will|get|now|may|no longer|don't|do not)\b/giu, "you $2"],
    [/\blets\s+them\b/giu, "lets you"],
    [/\blet\s+them\b/giu, "let you"],
    [/\bgives\s+them\b/giu, "gives you"],
    [/\bhelps\s+them\b/giu, "helps you"],
    [/\bfor\s+them\b/giu, "for you"],
    [/\bthey'll\b/giu, "you'll"],
    [/\bthey're\b/giu, "you're"],
    [/\bthey've\b/giu, "you've"],
    [/\bthey\b/giu, "you"],
    [/\btheir\b/giu, "your"],
    [/\bthemselves\b/giu, "yourself"],
    [/\bthem\b/giu, "you"],
    [/\byou\s+has\b/giu, "you have"],
    [/\byou\s+is\b/giu, "you are"],
    [/\byou\s+was\b/giu, "you were"],
  ],
  de: [
    [
      /\b(alle\s+)?(unsere|die)\s+(abonnenten|abonnentinnen|leser|nutzer|nutzerinnen|kunden|kundinnen)\s+können\b/giu,
      "du kannst",
    ],
    [
      /\b(alle\s+)?(unsere|die)\s+(abonnenten|abonnentinnen|leser|nutzer|nutzerinnen|kunden|kundinnen)\s+bekommen\b/giu,
      "du bekommst",
    ],
    [
      /\b(alle\s+)?(unsere|die)\s+(abonnenten|abonnentinnen|leser|nutzer|nutzerinnen|kunden|kundinnen)\s+sparen\b/giu,
      "du sparst",
    ],
    [/\b(unseren|den)\s+(abonnenten|abonnentinnen|lesern|nutzern|nutzerinnen|kunden|kundinnen)\b/giu, "dir"],
    [/\b(unsere|die)\s+(abonnenten|abonnentinnen|leser|nutzer|nutzerinnen|kunden|kundinnen)\b/giu, "dich"],
  ],
};

/** A German subordinate clause ("ReachGen jetzt Quora-Anzeigen schreibt") as a main clause: the verb goes second. */
function mainClause(clause: string): string {
  const words = clause.split(/\s+/u);
  if (words.length < 3) return clause;
  const verb = words.at(-1)!;
  if (!/^\p{Ll}/u.test(verb) || /\d/u.test(verb)) return clause;
  // A name of several capitalised words ("Der neue PDF-Export") stays together before the verb.
  let subject = 1;
  if (/^(der|die|das|ein|eine|unser|unsere)$/iu.test(words[0]!)) {
    while (subject < words.length - 2 && !/^\p{Lu}/u.test(words[subject]!)) subject++;
    subject++;
  }
  return [...words.slice(0, subject), verb, ...words.slice(subject, -1)].join(" ");
}

/** One sentence of the prompt with its instruction taken off and its reader made "you"; empty when only instruction. */
function factOf(sentence: string, lang: Lang): string {
  let s = sentence.trim();
  if (s.length <= STYLE_MAX && styleOnly[lang].test(s) && !/\d/u.test(s)) return "";
  let instructed = false;
  for (let again = true; again; ) {
    again = false;
    for (const re of instructions[lang]) {
      const m = re.exec(s);
      if (m?.[0].length) {
        s = s.slice(m[0].length).trim();
        instructed = true;
        again = true;
      }
    }
  }
  // What an instruction left: "that…", "how…", "about…" openers of the clause it introduced.
  s = s.replace(/^(that|about|how|dass)\s+/iu, "");
  if (lang === "de" && instructed && /\bdass\b/iu.test(sentence)) s = mainClause(bare(s));
  // "Remind them to update their kit" is the reader's own to-do: "Update your kit".
  for (const [re, to] of toReader[lang]) s = s.replace(re, to);
  // A trailing style instruction after the facts ("…, friendly tone", "…, keep it short").
  s = s.replace(
    /[,;]\s*(in\s+an?\s+)?(\w+\s+)?(tone|keep it (short|brief)|no emoji|freundlich(er)?\s+ton|kurz halten)\b.*$/iu,
    "",
  );
  return s.trim() ? capitalise(s.trim()) : "";
}

const months = {
  en: "January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec",
  de: "Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember",
};
const weekdays =
  "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag";
/** A date as the prompt wrote it: "March 31", "31 March", "31. März", "31.3.", "2026-03-31", "Friday". */
const DATE = new RegExp(
  [
    `\\b(?:${months.en})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?\\b`,
    `\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${months.en})(?:\\s+\\d{4})?\\b`,
    `\\b\\d{1,2}\\.\\s*(?:${months.de})(?:\\s+\\d{4})?`,
    `\\b\\d{1,2}\\.\\d{1,2}\\.(?:\\d{2,4})?`,
    `\\b\\d{4}-\\d{2}-\\d{2}\\b`,
    `\\b(?:${weekdays})\\b`,
  ].join("|"),
  "iu",
);
const MONTH = new RegExp(`\\b(${months.en}|${months.de})\\b`, "iu");
/** Prompts that announce something: a bare name after them is a thing that is there now. */
const ANNOUNCED = /^\s*(please\s+)?(announce|introduce|launch|kündige|stelle)\b/iu;
const PERCENT = /(\d{1,3}(?:[.,]\d+)?)\s?%/u;
const CODE =
  /\b(?:[Cc]ode|[Cc]oupon|[Pp]romo code|[Gg]utscheincode|[Rr]abattcode)\s*:?\s*["“'„]?([A-Z0-9][A-Z0-9_-]{3,19})\b/u;

/** The kind of newsletter a prompt asks for, from its words. */
export function newsletterKind(prompt: string): NewsletterKind {
  const p = prompt.toLocaleLowerCase();
  if (
    /\b(digest|round-?up|recap|monthly update|this month|last month|month in review|what'?s new this|monatsrückblick|rückblick|im überblick|diesen monat)\b/u.test(
      p,
    )
  )
    return "digest";
  if (
    /\btips?\b|\bhow to\b|\bways to\b|\bideas for\b|\bbest practices\b|\btricks?\b|\btipps?\b|\bso geht'?s\b/u.test(p)
  )
    return "tips";
  if (PERCENT.test(p) && /\b(off|discount|sale|save|rabatt|sparen|spar|reduziert|günstiger)\b/u.test(p)) return "offer";
  if (/\b(discount|coupon|promo|sale|deal|free month|half price|offer ends|rabatt|gutschein|angebot)\b/u.test(p))
    return "offer";
  return "announcement";
}

/** The prompt's facts: its list lines as items, its other sentences as facts, instruction and style taken out. */
function read(prompt: string, lang: Lang) {
  const facts: string[] = [];
  const items: string[] = [];
  for (const raw of prompt.split(/\r?\n/u)) {
    const line = raw.trim();
    if (!line) continue;
    const item = /^([-*•]|\d+[.)])\s+(.+)$/u.exec(line);
    if (item?.[2]) {
      const fact = factOf(item[2], lang);
      if (fact) items.push(bare(fact));
      continue;
    }
    for (const s of sentences(line, lang)) {
      const fact = factOf(s, lang);
      if (fact) facts.push(fact);
    }
  }
  return { facts, items };
}

/** A clause's parts after a colon, split at commas, semicolons and a last "and": the items of a digest or tips. */
function splitItems(text: string): string[] {
  return text
    .split(/;\s*|,\s+(?:and\s+|und\s+)?|\s+(?:and|und)\s+(?=[A-Za-zÄÖÜäöü]+\s)/u)
    .map((s) => bare(s.trim()))
    .filter((s) => s.length > 2);
}

// ---------------------------------------------------------------------------------------------------------------
// Writing it: per kind, in the prompt's language (English or German; other languages get the English frame).

interface Frame {
  hello: string;
  signOff: string;
  open: string;
  whatsNew: string;
  offerHeading: string;
  offerLine: (pct: string, what: string) => string;
  until: (date: string) => string;
  by: (date: string) => string;
  codeLine: (code: string) => string;
  claim: (pct: string) => string;
  tipsHeading: (n: number) => string;
  tipsSubject: (n: number, topic: string) => string;
  tipsPreheader: (first: string) => string;
  shortUpdate: string;
  digestSubject: (month: string | null, first: string) => string;
  digestIntro: (month: string | null) => string;
  digestPreheader: (n: number, items: string[]) => string;
  tryIt: string;
  nowIn: (name: string) => string;
  nowInLine: (name: string) => string;
}

const frames: Record<Lang, Frame> = {
  en: {
    hello: "Hello,",
    signOff: "— The ReachGen team",
    open: "Open ReachGen",
    whatsNew: "What changes for you",
    offerHeading: "Your offer",
    offerLine: (pct, what) => `You get ${pct} off ${what}.`,
    until: (date) => `The offer runs until ${date}.`,
    by: (date) => `until ${date}`,
    codeLine: (code) => `Use the code <strong>${escapeHtml(code)}</strong> at checkout.`,
    claim: (pct) => `Claim your ${pct} off`,
    tipsHeading: (n) => (n === 1 ? "One tip for you" : `${n} tips for you`),
    tipsSubject: (n, topic) => `${n} ${n === 1 ? "tip" : "tips"}${topic ? ` ${topic}` : " for your next concept"}`,
    tipsPreheader: (first) => `First tip: ${first}`,
    shortUpdate: "A short update from the ReachGen team",
    digestSubject: (month, first) => `${month ? `Your ${month} at ReachGen` : "This month at ReachGen"}: ${first}`,
    digestIntro: (month) => `Here is what's new for you at ReachGen${month ? ` in ${month}` : " this month"}:`,
    digestPreheader: (n, items) => `${n} updates: ${items.join(" · ")}`,
    tryIt: "Try it in ReachGen",
    nowIn: (name) => `Now in ReachGen: ${name}`,
    nowInLine: (name) => `${capitalise(name)} is now in ReachGen, ready for you to try.`,
  },
  de: {
    hello: "Hallo,",
    signOff: "— Dein ReachGen-Team",
    open: "ReachGen öffnen",
    whatsNew: "Was sich für dich ändert",
    offerHeading: "Dein Angebot",
    offerLine: (pct, what) => `Du bekommst ${pct} Rabatt auf ${what}.`,
    until: (date) => `Das Angebot gilt ${germanUntil(date)}.`,
    by: (date) => germanUntil(date),
    codeLine: (code) => `Gib beim Bezahlen den Code <strong>${escapeHtml(code)}</strong> ein.`,
    claim: (pct) => `Jetzt ${pct} sparen`,
    tipsHeading: (n) => (n === 1 ? "Ein Tipp für dich" : `${n} Tipps für dich`),
    tipsSubject: (n, topic) =>
      `${n} ${n === 1 ? "Tipp" : "Tipps"}${topic ? ` ${topic}` : " für dein nächstes Konzept"}`,
    tipsPreheader: (first) => `Erster Tipp: ${first}`,
    shortUpdate: "Kurz notiert vom ReachGen-Team",
    digestSubject: (month, first) => `${month ? `Dein ${month} bei ReachGen` : "Diesen Monat bei ReachGen"}: ${first}`,
    digestIntro: (month) => `Das ist neu für dich bei ReachGen${month ? ` im ${month}` : " diesen Monat"}:`,
    digestPreheader: (n, items) => `${n} Neuigkeiten: ${items.join(" · ")}`,
    tryIt: "In ReachGen ausprobieren",
    nowIn: (name) => `Jetzt in ReachGen: ${name}`,
    nowInLine: (name) => `${capitalise(name)} gibt es jetzt in ReachGen – probier es aus.`,
  },
};

/** "bis zum 30. April", "bis 30.4.", "bis Freitag". */
const germanUntil = (date: string) => (/^\d{1,2}\.\s*\p{L}/u.test(date) ? `bis zum ${date}` : `bis ${date}`);

const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
const ul = (items: string[], tag = "ul") =>
  `<${tag}>${items.map((i) => `<li>${escapeHtml(stop(capitalise(i)))}</li>`).join("")}</${tag}>`;
const link = (href: string, text: string) => `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`;

/** "20% off the Pro plan until March 31": what the discount is on, as the prompt names it. */
function offerOf(text: string) {
  const pct = PERCENT.exec(text);
  const percent = pct ? pct[0] : null;
  const after = pct ? text.slice(pct.index + pct[0].length) : "";
  const what =
    /^\s*(?:off|discount|rabatt)?\s*(?:on|auf|for|für)?\s+((?:the|your|our|all|every|den|die|das|alle|deinen?|unseren?)?\s*[^.,;:!?]+?)(?=\s+(?:until|till|through|thru|ends?|before|bis|ab|with|mit|when|if|—|–|-)\b|[.,;:!?]|$)/iu.exec(
      after,
    )?.[1];
  const date = DATE.exec(text)?.[0] ?? null;
  const code = CODE.exec(text)?.[1] ?? null;
  return {
    percent,
    what: what ? what.trim().replace(/^(our|unseren?)\s+/iu, (m) => (/^o/iu.test(m) ? "the " : "den ")) : null,
    date,
    code,
  };
}

/** Strips "The" an instruction left in front of a tips topic: "tips for better product photos" → "for better product photos". */
function tipsTopic(prompt: string): string {
  const m = /\btips?\s+((?:for|on|about|to)\s+[^.:;\n,]+)|\btipps?\s+((?:für|zu|zum|zur)\s+[^.:;\n,]+)/iu.exec(prompt);
  return bare((m?.[1] ?? m?.[2] ?? "").replace(/\b(our|their)\b/giu, "your").replace(/\b(unsere|ihre)\b/giu, "deine"));
}

/**
 * The keyless newsletter writer. It reads what kind of mail the prompt asks for (an announcement, an offer, tips or a
 * digest), takes the instruction off each sentence ("Write a newsletter about…", "Tell our subscribers that…") and
 * turns the subscribers into the reader ("lets them" → "lets you"), then writes a subject, a preheader and sections
 * for that kind from the prompt's own facts: it adds no number, date or claim of its own (an AI model, when one is
 * configured, writes freer prose under the same rule: ai/engine.ts). German prompts get German frames; other languages
 * the English ones around their own words.
 */
export function templateNewsletter(prompt: string, context: NewsletterContext): NewsletterDraft {
  const detected = detectLanguage(prompt, "en");
  const lang: Lang = detected.language === "de" ? "de" : "en";
  const f = frames[lang];
  const kind = newsletterKind(prompt);
  const { facts, items: listed } = read(prompt, lang);
  const fallback = capitalise(prompt.trim());
  if (!facts.length && !listed.length) facts.push(fallback);

  // A first fact with a colon ("Three tips: a, b, c") carries the items when the prompt has no list lines.
  let items = listed;
  let lead = facts;
  if (!items.length && (kind === "digest" || kind === "tips")) {
    const colon = facts.findIndex((x) => /:\s+\S/u.test(x));
    if (colon >= 0) {
      const [head, ...tail] = facts[colon]!.split(/:\s+/u);
      items = splitItems(tail.join(": "));
      // The clause before the colon names the kind or the topic ("Three tips for better photos"): the subject says it.
      lead = [...facts.slice(0, colon), ...facts.slice(colon + 1)];
      if (!items.length && head) items = [head];
    } else if (facts.length >= 3) {
      items = facts.map(bare);
      lead = [];
    }
  }
  const body: string[] = [];
  let subject: string;
  let preheader: string;
  let cta = f.open;

  if (kind === "offer") {
    const all = [...facts, ...listed].join(" ");
    const o = offerOf(all);
    const what = o.what ?? (lang === "de" ? "dein Abo" : "your plan");
    subject =
      o.percent && o.what
        ? lang === "de"
          ? `${o.percent} Rabatt auf ${o.what}${o.date ? ` ${f.by(o.date)}` : ""}`
          : `${o.percent} off ${o.what}${o.date ? ` ${f.by(o.date)}` : ""}`
        : subjectFrom(facts[0] ?? fallback);
    // "our spring sale: 25% off…": the offer's own name heads it.
    const named = facts
      .map((x) => /^([^:.!?]{3,40}):\s/u.exec(x)?.[1])
      .find((x) => x && PERCENT.test(all) && !/\d/u.test(x));
    const name = named ? capitalise(named.replace(/^(our|unser(e|en)?)\s+/iu, "")) : null;
    if (name && o.percent && `${name}: ${subject}`.length <= NEWSLETTER_SUBJECT_TARGET) subject = `${name}: ${subject}`;
    subject = capitalise(subject);
    const rest = facts.filter((x) => !(o.percent && x.includes(o.percent.replace(/\u00a0/u, ""))));
    preheader = o.code
      ? lang === "de"
        ? `Mit dem Code ${o.code}${o.date ? `, gültig ${f.by(o.date)}` : ""}`
        : `Use the code ${o.code} at checkout${o.date ? `, ${f.by(o.date)}` : ""}`
      : (rest[0] ?? (o.date ? f.until(o.date) : (facts[0] ?? "")));
    body.push(`<h2>${escapeHtml(name ?? f.offerHeading)}</h2>`);
    if (o.percent) body.push(p(f.offerLine(o.percent, what)));
    else body.push(...facts.slice(0, 1).map((x) => p(stop(x))));
    if (o.date) body.push(p(f.until(o.date)));
    if (o.code) body.push(`<p>${f.codeLine(o.code)}</p>`);
    const others = facts
      .filter((x) => x !== facts[0] || !o.percent)
      .filter((x) => !(o.percent && x.includes(o.percent)));
    for (const x of others) if (!(o.code && x.includes(o.code) && x.length < 40)) body.push(p(stop(x)));
    if (listed.length) body.push(ul(listed));
    if (o.percent) cta = f.claim(o.percent);
  } else if (kind === "tips") {
    const topic = tipsTopic(prompt);
    const tips = items.length ? items : lead.map(bare);
    subject = capitalise(f.tipsSubject(tips.length, topic));
    preheader = f.tipsPreheader(stop(capitalise(tips[0] ?? "")));
    // Beside a list of tips, the prompt's other sentences introduce them; without one, they are the tips.
    const intro = items.length ? lead.filter((x) => !/\btipps?\b|\btips?\b/iu.test(x)) : [];
    body.push(...intro.map((x) => p(stop(x))));
    body.push(`<h2>${escapeHtml(f.tipsHeading(tips.length))}</h2>`, ul(tips, "ol"));
    cta = f.tryIt;
  } else if (kind === "digest") {
    const month = MONTH.exec(prompt)?.[1] ?? null;
    const entries = items.length ? items : lead.map(bare);
    subject = capitalise(f.digestSubject(month && capitalise(month), bare(entries[0] ?? "")));
    preheader = f.digestPreheader(entries.length, entries.slice(0, 3).map(bare));
    body.push(p(f.digestIntro(month && capitalise(month))));
    body.push(ul(entries));
    const extra = items.length ? lead.filter((x) => !/\b(digest|recap|round-?up|rückblick|überblick)\b/iu.test(x)) : [];
    body.push(...extra.map((x) => p(stop(x))));
  } else {
    const [first, ...rest] = facts.length ? facts : [capitalise(listed[0] ?? fallback)];
    // "Announce dark mode": a name and nothing said about it; the announcement says it is there now.
    const named = ANNOUNCED.test(prompt) && bare(first!).split(/\s+/u).length <= 4 && !rest.length;
    subject = named ? f.nowIn(bare(first!)) : subjectFrom(first!);
    const firstWhole = bare(first!) === subject;
    const second = rest[0] ?? listed[0];
    preheader = named ? f.nowInLine(bare(first!)) : second ? stop(capitalise(second)) : f.shortUpdate;
    if (named) body.push(p(f.nowInLine(bare(first!))));
    // The headline again only when the next sentence leans on it ("It lets you…") or nothing else follows.
    else if (
      !firstWhole ||
      (!rest.length && !listed.length) ||
      /^(it|this|these|they|es|das|dies|sie)\b/iu.test(rest[0] ?? "")
    )
      body.push(p(stop(first!)));
    body.push(...rest.map((x) => p(stop(x))));
    if (listed.length) body.push(`<h2>${escapeHtml(f.whatsNew)}</h2>`, ul(listed));
    cta = f.tryIt;
  }

  subject = wholeWords(bare(subject), NEWSLETTER_SUBJECT_TARGET);
  preheader = wholeWords(preheader.replace(/\s+/gu, " ").trim(), NEWSLETTER_PREHEADER_TARGET);
  const html = [`<h1>${escapeHtml(subject)}</h1>`, p(f.hello), ...body, link(context.siteUrl, cta), p(f.signOff)].join(
    "\n",
  );
  return { subject, ...(preheader && preheader !== subject ? { preheader } : {}), html, provider: "template", kind };
}
