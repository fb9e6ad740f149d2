import OpenAI from "openai";
import { z } from "zod";
import { copyViolations, limitsFor, platformSupportsLanguage, stripEmoji, type GeneratedCopyItem } from "@common/copy";
import { LanguageCode } from "@common/languages";
import { PlatformId } from "@common/platforms";
import { templateEngine, truncate } from "./template-engine";
import type { ImageFacts } from "../imaging/analysis";
import { openAiImprove } from "./improve";
import { openAiNewsletter } from "./newsletter";
import type { ConceptCopy, CopyBrief, CopyEngine } from "./types";
import { toBase64 } from "../lib/base64";

export const OPENAI_TIMEOUT_MS = 45_000;

const Item = z.object({
  platform: PlatformId,
  language: LanguageCode,
  title: z.string().min(1),
  body: z.string().min(1),
  hashtags: z.array(z.string()),
});
const Answer = z.object({
  concept: z.object({
    title_en: z.string().min(1),
    body_en: z.string().min(1),
    title_es: z.string().min(1),
    body_es: z.string().min(1),
    title_en_variant: z.string().min(1),
    body_en_variant: z.string().min(1),
    title_es_variant: z.string().min(1),
    body_es_variant: z.string().min(1),
  }),
  items: z.array(Item),
});

/** JSON Schema for structured output (strict mode: every property required, no extras). */
const jsonSchema = {
  type: "object",
  additionalProperties: false,
  required: ["concept", "items"],
  properties: {
    concept: {
      type: "object",
      additionalProperties: false,
      required: [
        "title_en",
        "body_en",
        "title_es",
        "body_es",
        "title_en_variant",
        "body_en_variant",
        "title_es_variant",
        "body_es_variant",
      ],
      properties: Object.fromEntries(
        [
          "title_en",
          "body_en",
          "title_es",
          "body_es",
          "title_en_variant",
          "body_en_variant",
          "title_es_variant",
          "body_es_variant",
        ].map((k) => [k, { type: "string" }]),
      ),
    },
    items: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["platform", "language", "title", "body", "hashtags"],
        properties: {
          platform: { type: "string" },
          language: { type: "string" },
          title: { type: "string" },
          body: { type: "string" },
          hashtags: { type: "array", items: { type: "string" } },
        },
      },
    },
  },
} as const;

function instructions(brief: CopyBrief, facts: ImageFacts | null): string {
  const targets = brief.languages.flatMap((language) =>
    brief.platforms
      .filter((p) => platformSupportsLanguage(p, language))
      .map((platform) => {
        const l = limitsFor(platform, language);
        return `${platform}/${language}: title ≤ ${l.title} characters, body ≤ ${l.body} characters, ${l.hashtags} hashtags${l.noEmoji ? ", no emoji" : ""}`;
      }),
  );
  return [
    "You write advertising copy for small businesses. Write natively in each language (never a literal translation), in the requested tone, grammatical, with the platform's conventions for hashtags.",
    `Business type: ${brief.businessType}. Tone: ${brief.tone}. Audience: ${brief.targetAudience}.`,
    `Product: ${brief.productDescription}.`,
    brief.brandName ? `Brand: ${brief.brandName}.` : "",
    brief.keyMessage ? `Key message: ${brief.keyMessage}.` : "",
    brief.callToAction ? `Call to action: ${brief.callToAction}.` : "",
    facts
      ? `Photo: ${facts.orientation}, ${facts.brightnessLabel}, colours ${facts.palette.map((p) => p.name).join(", ")}.`
      : "",
    "Return one item per platform/language below (character counts are what a reader sees):",
    ...targets,
    "Also return concept: an English and a Spanish title (≤ 60) and body (≤ 300), plus an A/B variant of each that differs in angle.",
  ]
    .filter(Boolean)
    .join("\n");
}

/** Keeps an item within its platform's limits: over-long fields are shortened, extra hashtags dropped. */
function fit(item: GeneratedCopyItem): GeneratedCopyItem {
  const l = limitsFor(item.platform, item.language);
  const clean = (s: string) => (l.noEmoji ? stripEmoji(s) : s.trim());
  return {
    ...item,
    title: truncate(clean(item.title), l.title),
    body: truncate(clean(item.body), l.body),
    hashtags: item.hashtags
      .map((h) => `#${h.replace(/^#+/, "").replace(/\s+/g, "")}`)
      .filter((h) => h.length > 1)
      .slice(0, l.hashtags),
  };
}

export interface OpenAiConfig {
  apiKey: string;
  baseURL?: string;
  model?: string;
  timeoutMs?: number;
}

/**
 * Any OpenAI-compatible chat-completions server: structured JSON output validated with zod, the photo's small copy
 * sent for vision. On any failure the template engine writes the copy and the result says so.
 */
export function openAiEngine(config: OpenAiConfig): CopyEngine {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL || undefined,
    timeout: config.timeoutMs ?? OPENAI_TIMEOUT_MS,
    maxRetries: 0,
  });
  const model = config.model || "gpt-4o-mini";
  return {
    improve: (brief, current, request) => openAiImprove(client, model, brief, current, request),
    newsletter: (prompt, context) => openAiNewsletter(client, model, prompt, context),
    name: "openai",
    async generate(brief, facts, seed, photo): Promise<ConceptCopy> {
      try {
        const completion = await client.chat.completions.create({
          model,
          temperature: 0.8,
          response_format: { type: "json_schema", json_schema: { name: "ad_copy", strict: true, schema: jsonSchema } },
          messages: [
            { role: "system", content: "You are a senior multilingual advertising copywriter. Answer with JSON only." },
            {
              role: "user",
              content: [
                { type: "text", text: instructions(brief, facts) },
                ...(photo
                  ? [
                      {
                        type: "image_url" as const,
                        image_url: { url: `data:image/jpeg;base64,${toBase64(photo)}`, detail: "low" as const },
                      },
                    ]
                  : []),
              ],
            },
          ],
        });
        const content = completion.choices[0]?.message?.content;
        if (!content) throw new Error("the model returned no content");
        let raw: unknown;
        try {
          raw = JSON.parse(content);
        } catch {
          throw new Error("the model's answer was not valid JSON");
        }
        const parsed = Answer.safeParse(raw);
        if (!parsed.success) throw new Error("the model's answer did not match the expected shape");
        const fallback = await templateEngine.generate(brief, facts, seed);
        const wanted = new Set(fallback.items.map((i) => `${i.platform}/${i.language}`));
        const got = new Map(
          parsed.data.items
            .filter((i) => wanted.has(`${i.platform}/${i.language}`))
            .map((i) => [`${i.platform}/${i.language}`, fit(i)]),
        );
        // Any item the model left out, or could not bring within limits, comes from the template engine.
        const items = fallback.items.map((t) => {
          const m = got.get(`${t.platform}/${t.language}`);
          return m && copyViolations(m).length === 0 ? m : t;
        });
        const aiGeneratedCopy: ConceptCopy["aiGeneratedCopy"] = {};
        for (const i of items) (aiGeneratedCopy[i.language] ??= {})[i.platform] = { title: i.title, body: i.body };
        const c = parsed.data.concept;
        const t60 = (s: string) => truncate(s.trim(), 60);
        const b300 = (s: string) => truncate(s.trim(), 300);
        return {
          items,
          aiGeneratedCopy,
          provider: "openai",
          concept: {
            title_en: t60(c.title_en),
            body_en: b300(c.body_en),
            title_es: t60(c.title_es),
            body_es: b300(c.body_es),
            title_en_variant: t60(c.title_en_variant),
            body_en_variant: b300(c.body_en_variant),
            title_es_variant: t60(c.title_es_variant),
            body_es_variant: b300(c.body_es_variant),
          },
        };
      } catch (err) {
        const reason =
          err instanceof OpenAI.APIConnectionTimeoutError
            ? "the AI provider did not answer in time"
            : err instanceof OpenAI.APIError
              ? `the AI provider answered ${err.status ?? "with an error"}`
              : err instanceof Error
                ? err.message
                : "an unknown error";
        console.error("openai copy failed; using the template engine:", reason);
        const result = await templateEngine.generate(brief, facts, seed);
        return { ...result, notice: `This copy was written by the built-in template engine because ${reason}.` };
      }
    },
  };
}
