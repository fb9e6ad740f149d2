import OpenAI from "openai";
import { z } from "zod";
import { businessTypes, tones } from "@common/business";
import { templateImprove, truncate } from "./template-engine";
import type { CopyBrief, CurrentCopy, ImproveResult } from "./types";

const Answer = z.object({
  title_en: z.string(),
  title_es: z.string(),
  body_en: z.string(),
  body_es: z.string(),
  summary: z.string(),
});

/** An OpenAI-compatible model rewrites the four fields; any failure falls back to the built-in improver. */
export async function openAiImprove(
  client: OpenAI,
  model: string,
  brief: CopyBrief,
  current: CurrentCopy,
  request: string,
): Promise<ImproveResult> {
  const seed = crypto.randomUUID();
  try {
    const completion = await client.chat.completions.create({
      model,
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
    return {
      title_en: t(a.title_en),
      title_es: t(a.title_es),
      body_en: b(a.body_en),
      body_es: b(a.body_es),
      summary: a.summary,
      provider: "openai",
    };
  } catch (err) {
    const reason =
      err instanceof OpenAI.APIError
        ? `the AI provider answered ${err.status ?? "with an error"}`
        : err instanceof Error
          ? err.message
          : "an unknown error";
    console.error("openai improve failed; using the template engine:", reason);
    return {
      ...templateImprove(brief, current, request, seed),
      provider: "template",
      notice: `Improved by the built-in engine because ${reason}.`,
    };
  }
}

/** The brief a concept was made from, with safe defaults for anything missing (older rows, hand-made concepts). */
export function briefOf(context: Record<string, unknown> | null, current: CurrentCopy): CopyBrief {
  const c = context ?? {};
  const pick = <T extends string>(v: unknown, allowed: readonly T[], fallback: T): T =>
    allowed.includes(v as T) ? (v as T) : fallback;
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
