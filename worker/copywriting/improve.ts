import OpenAI from "openai";
import { z } from "zod";
import type { ImprovedCopy } from "@common/concepts";
import { businessTypes, tones, type Tone } from "@common/business";
import { conceptText, truncate } from "./template-engine";
import type { CopyBrief } from "./types";
import { OPENAI_TIMEOUT_MS } from "./openai-engine";

export interface CurrentCopy {
  title_en: string;
  title_es: string;
  body_en: string;
  body_es: string;
}

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
  const titlesOnly = /title|headline|heading|título|titular/i.test(request) && !/body|text|copy|description|cuerpo|texto/i.test(request);
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

const Answer = z.object({ title_en: z.string(), title_es: z.string(), body_en: z.string(), body_es: z.string(), summary: z.string() });

/** An OpenAI-compatible model rewrites the four fields; any failure falls back to the built-in improver. */
export async function improveCopy(
  env: Pick<Env, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "OPENAI_MODEL">,
  brief: CopyBrief,
  current: CurrentCopy,
  request: string,
): Promise<ImprovedCopy & { provider: "template" | "openai"; notice?: string }> {
  const seed = crypto.randomUUID();
  if (!env.OPENAI_API_KEY) return { ...templateImprove(brief, current, request, seed), provider: "template" };
  try {
    const client = new OpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL || undefined, timeout: OPENAI_TIMEOUT_MS, maxRetries: 0 });
    const completion = await client.chat.completions.create({
      model: env.OPENAI_MODEL || "gpt-4o-mini",
      temperature: 0.7,
      response_format: { type: "json_object" },
      messages: [
        { role: "system", content: "You are a senior advertising copywriter. Answer with JSON only." },
        {
          role: "user",
          content: [
            `Improve this ad copy as the user asks. Business: ${brief.businessType}; audience: ${brief.targetAudience}; tone: ${brief.tone}; product: ${brief.productDescription}${brief.brandName ? `; brand: ${brief.brandName}` : ""}.`,
            `Request: ${request}`,
            `Current copy (JSON): ${JSON.stringify(current)}`,
            "Answer with JSON {title_en, title_es, body_en, body_es, summary}: titles at most 60 characters, bodies at most 300, Spanish fields in Spanish, summary one sentence saying what changed. Keep a field unchanged when the request does not concern it.",
          ].join("\n"),
        },
      ],
    });
    const parsed = Answer.safeParse(JSON.parse(completion.choices[0]?.message?.content ?? "null"));
    if (!parsed.success) throw new Error("the model's answer did not match the expected shape");
    const a = parsed.data;
    const t = (s: string) => truncate(s.trim(), 60);
    const b = (s: string) => truncate(s.trim(), 300);
    return { title_en: t(a.title_en), title_es: t(a.title_es), body_en: b(a.body_en), body_es: b(a.body_es), summary: a.summary, provider: "openai" };
  } catch (err) {
    const reason = err instanceof OpenAI.APIError ? `the AI provider answered ${err.status ?? "with an error"}` : err instanceof Error ? err.message : "an unknown error";
    console.error("openai improve failed; using the template engine:", reason);
    return { ...templateImprove(brief, current, request, seed), provider: "template", notice: `Improved by the built-in engine because ${reason}.` };
  }
}

/** The brief a concept was made from, with safe defaults for anything missing (older rows, hand-made concepts). */
export function briefOf(context: Record<string, unknown> | null, current: CurrentCopy): CopyBrief {
  const c = context ?? {};
  const pick = <T extends string>(v: unknown, allowed: readonly T[], fallback: T): T => (allowed.includes(v as T) ? (v as T) : fallback);
  const text = (v: unknown, fallback: string) => (typeof v === "string" && v.trim() ? v : fallback);
  return {
    businessType: pick(c.businessType, businessTypes, "Other"),
    tone: pick(c.tone, tones, "Professional"),
    targetAudience: text(c.targetAudience, "customers"),
    productDescription: text(c.productDescription, current.title_en || "our product"),
    brandName: typeof c.brandName === "string" && c.brandName ? c.brandName : undefined,
    keyMessage: typeof c.keyMessage === "string" && c.keyMessage ? c.keyMessage : undefined,
    callToAction: typeof c.callToAction === "string" && c.callToAction ? c.callToAction : undefined,
    platforms: [],
    languages: ["en", "es"],
  };
}
