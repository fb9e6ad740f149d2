import type { CopyProvider } from "@common/copy";
import { escapeHtml } from "../lib/html";

/** A newsletter draft: a subject and HTML the administrator reviews before it is sent. */
export interface NewsletterDraft {
  subject: string;
  html: string;
  provider: CopyProvider;
  /** Said to the administrator when the configured provider could not write it and the template did. */
  notice?: string;
}

/** Where the newsletter's call to action points: the product's own address. */
export interface NewsletterContext {
  siteUrl: string;
}

/** A subject a reader sees whole in an inbox list: about 70 characters at most, cut only between words. */
export const NEWSLETTER_SUBJECT_TARGET = 70;

/** Instructions an administrator writes before the topic ("Write a newsletter about …"); the topic is what follows. */
const INSTRUCTION =
  /^\s*(please\s+)?((write|draft|compose|create|prepare|make)\s+(me\s+)?(an?\s+|the\s+|our\s+)?(short\s+|quick\s+|brief\s+)?(newsletter|email|e-mail|mail|update|announcement)(\s+(about|on|announcing|covering|for|that|telling|saying))?|announce|tell\s+(our\s+|the\s+)?(subscribers|readers|users|customers|everyone)(\s+(about|that))?|let\s+(our\s+|the\s+)?(subscribers|readers|users|customers|everyone|them)\s+know(\s+(about|that))?)\s*[:,-]?\s*/i;

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** The sentences of a text (Intl.Segmenter knows abbreviations and other scripts better than a regex). */
function sentences(text: string): string[] {
  const segmenter = new Intl.Segmenter("en", { granularity: "sentence" });
  return [...segmenter.segment(text)].map((s) => s.segment.trim()).filter(Boolean);
}

/** At most `max` characters, ending between words and never on a dangling comma or dash; no ellipsis. */
export function wholeWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  return (space > max / 2 ? cut.slice(0, space) : text.slice(0, max)).replace(/[\s,;:–—-]+$/u, "");
}

/** The subject: the topic's first clause, without its closing full stop. */
export function subjectFrom(topic: string): string {
  const first = sentences(topic)[0] ?? topic;
  const clause = first.length > NEWSLETTER_SUBJECT_TARGET ? (first.split(/[,;:–—]\s/u)[0] ?? first) : first;
  return capitalise(wholeWords(clause.replace(/[.!?。]+$/u, "").trim(), NEWSLETTER_SUBJECT_TARGET));
}

/** Blocks of the topic: lines starting "-", "*", "•" or "1." become a list; other lines become paragraphs. */
function blocks(topic: string): string[] {
  const out: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length) out.push(`<ul>${list.map((i) => `<li>${escapeHtml(capitalise(i))}</li>`).join("")}</ul>`);
    list = [];
  };
  for (const raw of topic.split(/\r?\n/)) {
    const line = raw.trim();
    const item = /^([-*•]|\d+[.)])\s+(.+)$/u.exec(line);
    if (item?.[2]) {
      list.push(item[2].trim());
      continue;
    }
    flush();
    if (line) out.push(`<p>${escapeHtml(sentences(line).map(capitalise).join(" "))}</p>`);
  }
  flush();
  return out;
}

/**
 * The keyless newsletter writer: it states what the administrator wrote, in order, under a subject taken from it, with a
 * greeting, a link to the product and a sign-off. It adds no fact of its own: what the mail claims is what the prompt
 * said (an AI model, when one is configured, writes freer prose under the same rule: ai/engine.ts).
 */
export function templateNewsletter(prompt: string, context: NewsletterContext): NewsletterDraft {
  const topic = capitalise(prompt.trim().replace(INSTRUCTION, "").trim() || prompt.trim());
  const subject = subjectFrom(topic);
  // A first sentence that became the whole subject is not said twice: the heading says it.
  const first = sentences(topic)[0] ?? "";
  const rest = topic.slice(topic.indexOf(first) + first.length).trim();
  const body = capitalise(first.replace(/[.!?。]+$/u, "").trim()) === subject && rest ? rest : topic;
  const html = [
    `<h1>${escapeHtml(subject)}</h1>`,
    "<p>Hello,</p>",
    ...blocks(body),
    `<p><a href="${escapeHtml(context.siteUrl)}">Open ReachGen</a></p>`,
    "<p>— The ReachGen team</p>",
  ].join("\n");
  return { subject, html, provider: "template" };
}
