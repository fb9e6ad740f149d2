import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { copyViolations, GeneratedCopyItem } from "@common/copy";
import { banks } from "../../copywriting/banks";
import { modelEngine } from "../../copywriting/ai/engine";
import { openAiModel } from "../../copywriting/ai/openai-model";
import { generatePrompt, generateSchema } from "../../copywriting/ai/prompts";
import { languageLexicons } from "../copy/lexicon-files";
import { WORKERS_AI_DEFAULT_MODEL, workersAiModel, type TextAiBinding } from "../../copywriting/ai/workers-ai-model";
import { copyEngineFor } from "../../copywriting/engine";
import { templateEngine } from "../../copywriting/template-engine";
import type { CopyBrief } from "../../copywriting/types";
import { answerText } from "../model-answers";

const base = env.OPENAI_TEST_BASE!;
const brief: CopyBrief = {
  businessType: "Beauty/Wellness",
  targetAudience: "busy parents",
  tone: "Trustworthy & Reliable",
  productDescription: "A face cream for dry skin in a refillable jar",
  brandName: "Glow Lab",
  callToAction: "Book a consultation",
  platforms: ["facebook", "snapchat", "quora"],
  languages: ["en", "de"],
  briefLanguage: "en",
};
const wanted = ["facebook/en", "snapchat/en", "quora/en", "facebook/de", "snapchat/de"];
const current = { title_en: "Old title", title_es: "Título viejo", body_en: "Old body.", body_es: "Cuerpo viejo." };
const openai = (model: string, timeoutMs?: number) =>
  modelEngine(openAiModel({ apiKey: "sk-test", baseURL: base, model, ...(timeoutMs ? { timeoutMs } : {}) }));
const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
const library = () => templateEngine.generate(brief, null, "s");

interface SeenRequest {
  model: string;
  max_tokens: number;
  response_format: { type: string; json_schema: { strict: boolean; schema: unknown } };
  messages: { role: string; content: unknown }[];
}
async function lastRequest(model: string): Promise<SeenRequest> {
  const seen = (await (await fetch(`${base.replace(/\/v1$/, "")}/__requests`)).json()) as SeenRequest[];
  return seen.filter((r) => r.model === model).at(-1)!;
}

afterEach(() => vi.restoreAllMocks());
const quiet = () => vi.spyOn(console, "error").mockImplementation(() => {});

describe("OpenAI-compatible provider (local chat-completions server)", () => {
  it("keeps a good answer field for field, with every item publishable and the call to action whole", async () => {
    const result = await openai("good").generate(brief, null, "s", photo);
    expect(result.provider).toBe("openai");
    expect(result.notice).toBeUndefined();
    expect(result.items.map((i) => `${i.platform}/${i.language}`)).toEqual(wanted);
    for (const item of result.items) {
      expect(GeneratedCopyItem.parse(item)).toEqual(item);
      expect(copyViolations(item)).toEqual([]);
    }
    expect(result.items[0]).toEqual({
      platform: "facebook",
      language: "en",
      title: "Model title facebook en",
      // The model ended the text on its call to action; Facebook shows it as the ad's button, so the text does not.
      body: "Model body for facebook in en.",
      hashtags: ["#modelTag", "#modeltag"],
      cta: "Model CTA en",
    });
    expect(result.items[1]!.body).toBe("Model brand");
    expect(result.items[2]!.body).toBe("Model body for quora in en. Model CTA en.");
    expect(result.aiGeneratedCopy.de!.facebook).toEqual({
      title: "Model title facebook de",
      body: "Model body for facebook in de.",
      hashtags: ["#modelTag", "#modeltag"],
      cta: "Model CTA de",
    });
    expect(result.concept.title_es).toBe("Model title_es");
  });

  it("asks for strict structured output with the limits, the brief's language, the CTA and the no-claims rule", async () => {
    await openai("good").generate({ ...brief, productName: "Cloud Cream" }, null, "s", photo);
    const req = await lastRequest("good");
    expect(req.response_format.type).toBe("json_schema");
    expect(req.response_format.json_schema.strict).toBe(true);
    expect(req.response_format.json_schema.schema).toEqual(generateSchema);
    const prompt = JSON.stringify(req.messages);
    expect(prompt).toContain("data:image/jpeg;base64,/9j/2Q==");
    expect(prompt).toContain("The brief is written in English.");
    expect(prompt).toContain("Product name (a name: keep it as written): Cloud Cream");
    expect(prompt).toContain("Call to action: Book a consultation");
    expect(prompt).toContain("facebook/de: title ≤ 40 characters, body ≤ 125 characters, 3 hashtags");
    expect(prompt).toContain(
      "snapchat/en: title ≤ 34 characters, body ≤ 25 characters (the brand name only), 0 hashtags, no emoji",
    );
    expect(prompt).toMatch(/Do not add any claim about freshness, origin, .*price/);
    expect(prompt).not.toContain("quora/de");
  });

  it("replaces over-limit fields with the phrase library's, trims hashtags to the platform, and says how many", async () => {
    const fromLibrary = await library();
    const result = await openai("overlimit").generate(brief, null, "s");
    expect(result.provider).toBe("openai");
    for (const item of result.items) expect(copyViolations(item)).toEqual([]);
    expect(result.items[0]!.title).toBe(fromLibrary.items[0]!.title);
    expect(result.items[0]!.body).toBe(fromLibrary.items[0]!.body);
    expect(result.items[0]!.cta).toBe(fromLibrary.items[0]!.cta);
    expect(result.items[0]!.hashtags).toEqual(["#tag0", "#tag1", "#tag2"]);
    expect(result.items[3]!.title).toBe("Model title facebook de");
    expect(result.concept.title_en).toBe(fromLibrary.concept.title_en);
    expect(result.concept.body_en).toBe("Model body_en");
    expect(result.notice).toBe(
      "3 fields of 23 in the AI model's answer ran over their limits (the English Facebook headline, the English Facebook text and the card's English headline); the ReachGen phrase library wrote those.",
    );
  });

  it("never keeps a body cut off with an ellipsis", async () => {
    const fromLibrary = await library();
    const result = await openai("ellipsis").generate(brief, null, "s");
    for (const [i, item] of result.items.entries()) {
      expect(item.body).not.toMatch(/…$/);
      if (item.platform !== "snapchat") expect(item.body).toBe(fromLibrary.items[i]!.body);
    }
    expect(result.items[0]!.title).toBe("Model title facebook en");
    expect(result.notice).toMatch(/^3 fields of 23 /);
  });

  it("adds a call to action the body left out, in the language's own sentence form, but not above the ad's button", async () => {
    const result = await openai("missing-cta").generate(brief, null, "s");
    expect(result.notice).toBeUndefined();
    expect(result.items[2]!.body).toBe("Model body for quora in en. Model CTA en.");
    expect(result.items.map((i) => i.cta)).toEqual([
      "Model CTA en",
      "Model CTA en",
      "Model CTA en",
      "Model CTA de",
      "Model CTA de",
    ]);
    // Facebook shows the call to action as its button: nothing is added to its text.
    expect(result.items[0]!.body).toBe("Model body for facebook in en.");
    expect(result.items[3]!.body).toBe("Model body for facebook in de.");
    const german = await openai("missing-cta").generate({ ...brief, platforms: ["quora", "x"] }, null, "s");
    expect(german.aiGeneratedCopy.de!.x!.body).toBe(
      `Model body for x in de.${banks.de.sentenceGap}${banks.de.ctaSentence.replace("{cta}", "Model CTA de")}`,
    );
  });

  it("asks for no call to action at the end of a text whose ad shows it as a button", async () => {
    await openai("good").generate(brief, null, "s");
    const prompt = JSON.stringify((await lastRequest("good")).messages);
    expect(prompt).toContain(
      "Facebook, Reddit and LinkedIn ads show it as their button too: their body ends on what it says, without the call to action.",
    );
  });

  it("gives the model what sets the business apart, as the phrase library says it (decision 051)", () => {
    const en = languageLexicons.en;
    const sauna: CopyBrief = {
      ...brief,
      productDescription: "A public wood-fired sauna by the sea",
      category: "sauna",
      words: { en: { category: en.categories.sauna, facts: en.facts, traits: [en.traits!.woodFired!.lines] } },
    };
    expect(generatePrompt(sauna, null)).toContain(
      `What sets it apart, from the owner's description (say it in every language in its own words): ${en.traits!.woodFired!.lines[0]}`,
    );
    expect(generatePrompt(brief, null)).not.toContain("What sets it apart");
  });

  it("writes an item the model left out with the phrase library", async () => {
    const fromLibrary = await library();
    const result = await openai("partial").generate(brief, null, "s");
    expect(result.items.map((i) => `${i.platform}/${i.language}`)).toEqual(wanted);
    expect(result.items[0]).toEqual(fromLibrary.items[0]);
    expect(result.items[1]!.title).toBe("Model title snapchat en");
    expect(result.notice).toMatch(/^3 fields of 23 /);
  });

  it("repairs TikTok, X and Instagram answers that break their platforms' rules", async () => {
    const newPlatforms: CopyBrief = { ...brief, platforms: ["tiktok", "x", "instagram"], languages: ["en", "ja"] };
    const fromLibrary = await templateEngine.generate(newPlatforms, null, "s");
    const result = await openai("flawed-new-platforms").generate(newPlatforms, null, "s");
    expect(result.provider).toBe("openai");
    for (const item of result.items) expect(copyViolations(item), `${item.platform}/${item.language}`).toEqual([]);
    const [tiktokEn, xEn, instagramEn, tiktokJa] = result.items;
    // The ad text keeps its words without emoji and '#'; the display name stays a name, with no call to action added.
    expect(tiktokEn).toEqual({
      platform: "tiktok",
      language: "en",
      title: "Meet our skincare routine for busy parents",
      body: "Glow Lab",
      hashtags: [],
      cta: "Model CTA en",
    });
    // 50 graphemes in Japanese: the cleaned text (42) fits, but it is English, so the phrase library's Japanese stands;
    // the display name is a name and stays.
    expect(tiktokJa!.title).toBe(fromLibrary.items[3]!.title);
    expect(tiktokJa!.body).toBe("Glow Lab");
    expect(result.notice).toContain("The AI's answer put emoji in TikTok copy, which takes none; they were taken out.");
    expect(result.notice).toContain("not in the language of the Japanese TikTok headline");
    // The post keeps its text and drops the hashtag that would take it past 280.
    expect(xEn!.body).toBe(`${"A".repeat(255)}. Model CTA en.`);
    expect(xEn!.hashtags).toEqual(["#modelTag"]);
    // A caption with a link is the phrase library's (in both languages: 2 of 6 items × 3 fields + 8 card fields); the
    // hashtags are cut to Instagram's 5.
    expect(instagramEn!.body).toBe(fromLibrary.items[2]!.body);
    expect(instagramEn!.hashtags).toEqual(["#a", "#b", "#c", "#d", "#e"]);
    expect(result.notice).toMatch(/^2 fields of 26 in the AI model's answer/);
    const prompt = JSON.stringify((await lastRequest("flawed-new-platforms")).messages);
    expect(prompt).toContain(
      "tiktok/ja: title ≤ 50 characters (the ad text: a hook, then what it is; no '#' or '@'), body ≤ 20 characters (the display name: the brand name only), 0 hashtags, no emoji",
    );
    expect(prompt).toContain(
      "x/en: title ≤ 70 characters, body ≤ 280 characters (the post; its hashtags count toward the limit), 2 hashtags",
    );
    expect(prompt).toContain(
      "instagram/en: title ≤ 40 characters, body ≤ 125 characters (the caption), 5 hashtags, no links",
    );
  });

  it.each([
    ["malformed", "the model's answer was not valid JSON"],
    ["shape", "the model's answer did not match the expected shape"],
    ["http-500", "the AI provider answered 500"],
  ])("falls back to the phrase library as a whole on a %s answer, and says why", async (model, reason) => {
    quiet();
    const result = await openai(model).generate(brief, null, "s");
    expect(result.provider).toBe("template");
    expect(result.items).toEqual((await library()).items);
    expect(result.notice).toBe(`This copy was written by the ReachGen phrase library because ${reason}.`);
  });

  it("falls back on a timeout without waiting for the answer", async () => {
    quiet();
    const started = Date.now();
    const result = await openai("slow", 400).generate(brief, null, "s");
    expect(Date.now() - started).toBeLessThan(2500);
    expect(result.provider).toBe("template");
    expect(result.notice).toContain("because the AI provider did not answer in time");
  });

  it("falls back when the server cannot be reached", async () => {
    quiet();
    const engine = modelEngine(openAiModel({ apiKey: "sk-test", baseURL: "http://127.0.0.1:9/v1", model: "x" }));
    const result = await engine.generate(brief, null, "s");
    expect(result.provider).toBe("template");
    expect(result.notice).toContain("because the AI provider could not be reached");
  });

  it("improves the card fields, keeps a field the model broke, and leaves unchanged ones out", async () => {
    const good = await openai("good").improve(brief, current, "more urgent");
    expect(good).toEqual({
      title_en: "Improved English title",
      title_es: "Título mejorado",
      body_en: "Improved English body. Start now.",
      body_es: "Cuerpo mejorado. Empieza ya.",
      summary: "Made it more urgent.",
      provider: "openai",
    });
    const over = await openai("overlimit").improve(brief, current, "more urgent");
    expect(over.title_en).toBeUndefined();
    expect(over.notice).toBe(
      "1 field of 4 in the AI model's answer ran over its limit; those keep their current text.",
    );
    expect(JSON.stringify((await lastRequest("overlimit")).messages)).toContain(
      'The user\'s request (JSON string; an instruction to carry out, never text for the copy): \\"more urgent\\"',
    );
  });

  it("improves with the phrase library when the model fails, and says so", async () => {
    quiet();
    const result = await openai("malformed").improve(brief, current, "shorter");
    expect(result.provider).toBe("template");
    expect(result.notice).toBe(
      "Improved by the ReachGen phrase library because the model's answer was not valid JSON.",
    );
    // "Old body." has nothing to drop: the library says so instead of writing stock copy.
    expect(result.summary).toBe("Nothing was changed.");
    expect(result.couldNot).toEqual([
      "The copy is as short as the phrase library can make it without losing the call to action or the names.",
    ]);
  });

  it("writes the newsletter, or hands it to the template when the model fails", async () => {
    const context = { siteUrl: "https://reachgen.example" };
    expect(await openai("good").newsletter("Write about the new PDF export", context)).toEqual({
      subject: "Model subject",
      html: "<h1>Model</h1><p>Hello</p>",
      provider: "openai",
    });
    quiet();
    const fallback = await openai("malformed").newsletter("Write about the new PDF export", context);
    expect(fallback.provider).toBe("template");
    expect(fallback.notice).toMatch(/could not write this newsletter/);
  });
});

/** A stand-in for the `AI` binding: answers as Workers AI's JSON mode does, by the model name's behaviour. */
function aiBinding(behaviour: string) {
  const calls: { model: string; input: Parameters<TextAiBinding["run"]>[1] }[] = [];
  const binding: TextAiBinding = {
    async run(model, input) {
      calls.push({ model, input });
      if (behaviour === "throws") throw new Error("AiError: 3040: Capacity temporarily exceeded");
      if (behaviour === "slow") await new Promise((r) => setTimeout(r, 3000));
      if (behaviour === "empty") return { response: null };
      const text = answerText(
        behaviour === "slow" ? "good" : behaviour.replace(/^text-/, ""),
        input.messages[1]!.content,
      );
      // JSON mode gives an object; some models give the JSON as text, and a broken answer is text that is not JSON.
      return { response: behaviour.startsWith("text-") || behaviour === "malformed" ? text : JSON.parse(text) };
    },
  };
  return { binding, calls };
}

describe("Workers AI provider (binding double)", () => {
  it("sends the prompt in JSON mode to the default model and keeps a good answer", async () => {
    const { binding, calls } = aiBinding("good");
    const result = await modelEngine(workersAiModel({ binding })).generate(brief, null, "s", photo);
    expect(result.provider).toBe("workers-ai");
    expect(result.notice).toBeUndefined();
    expect(result.items.map((i) => `${i.platform}/${i.language}`)).toEqual(wanted);
    expect(result.items[0]!.title).toBe("Model title facebook en");
    expect(calls[0]!.model).toBe(WORKERS_AI_DEFAULT_MODEL);
    expect(calls[0]!.input.response_format).toEqual({ type: "json_schema", json_schema: generateSchema });
    expect(calls[0]!.input.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(calls[0]!.input.messages[1]!.content).toContain("facebook/en: title ≤ 40 characters");
    expect(calls[0]!.input.max_tokens).toBeGreaterThan(1000);
  });

  it("accepts the answer as JSON text, and uses WORKERS_AI_MODEL", async () => {
    const { binding, calls } = aiBinding("text-good");
    const result = await modelEngine(workersAiModel({ binding, model: "@cf/some/other-model" })).generate(
      brief,
      null,
      "s",
    );
    expect(result.provider).toBe("workers-ai");
    expect(result.items[3]!.title).toBe("Model title facebook de");
    expect(calls[0]!.model).toBe("@cf/some/other-model");
  });

  it("repairs over-limit answers field by field", async () => {
    const { binding } = aiBinding("overlimit");
    const result = await modelEngine(workersAiModel({ binding })).generate(brief, null, "s");
    expect(result.provider).toBe("workers-ai");
    for (const item of result.items) expect(copyViolations(item)).toEqual([]);
    expect(result.notice).toMatch(/^3 fields of 23 in the AI model's answer/);
  });

  it.each([
    ["malformed", "the model's answer was not valid JSON"],
    ["empty", "the model returned no content"],
    ["throws", "Workers AI refused the request (AiError: 3040: Capacity temporarily exceeded)"],
  ])("falls back to the phrase library on a %s answer", async (behaviour, reason) => {
    quiet();
    const { binding } = aiBinding(behaviour);
    const result = await modelEngine(workersAiModel({ binding })).generate(brief, null, "s");
    expect(result.provider).toBe("template");
    expect(result.notice).toBe(`This copy was written by the ReachGen phrase library because ${reason}.`);
  });

  it("falls back on a timeout", async () => {
    quiet();
    const { binding } = aiBinding("slow");
    const started = Date.now();
    const result = await modelEngine(workersAiModel({ binding, timeoutMs: 300 })).generate(brief, null, "s");
    expect(Date.now() - started).toBeLessThan(2500);
    expect(result.notice).toContain("because the AI provider did not answer in time");
  });
});

describe("which engine writes the copy (COPY_ENGINE)", () => {
  const ai = aiBinding("good").binding;
  it.each([
    ["nothing configured", {}, "template"],
    ["an OpenAI key", { OPENAI_API_KEY: "sk" }, "openai"],
    ["the AI binding, deployed", { AI: ai, ENVIRONMENT: "production" }, "workers-ai"],
    ["the AI binding in local development", { AI: ai, ENVIRONMENT: "development" }, "template"],
    ["a key and the binding", { AI: ai, OPENAI_API_KEY: "sk", ENVIRONMENT: "production" }, "openai"],
    ["phrase-library with a key", { COPY_ENGINE: "phrase-library", OPENAI_API_KEY: "sk" }, "template"],
    [
      "workers-ai asked for in development",
      { COPY_ENGINE: "workers-ai", AI: ai, ENVIRONMENT: "development" },
      "workers-ai",
    ],
    ["openai asked for without a key", { COPY_ENGINE: "openai" }, "template"],
    ["workers-ai asked for without the binding", { COPY_ENGINE: "workers-ai" }, "template"],
  ])("%s → %s", (_, config, name) => {
    expect(copyEngineFor(config).name).toBe(name);
  });

  it("an unknown value is auto, with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(copyEngineFor({ COPY_ENGINE: "gpt", OPENAI_API_KEY: "sk" }).name).toBe("openai");
    expect(copyEngineFor({ COPY_ENGINE: "gpt" }).name).toBe("template");
    expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it("the tests' own Worker (like npm start) writes with the phrase library, offline", () => {
    expect(env.AI).toBeDefined();
    expect(copyEngineFor(env).name).toBe("template");
  });
});
