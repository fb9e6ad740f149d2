import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { copyViolations } from "@common/copy";
import { openAiEngine } from "../copywriting/openai-engine";
import type { CopyBrief } from "../copywriting/types";

const base = env.OPENAI_TEST_BASE!;
const brief: CopyBrief = {
  businessType: "Beauty/Wellness",
  targetAudience: "busy parents",
  tone: "Trustworthy & Reliable",
  productDescription: "Organic face cream",
  brandName: "Glow Lab",
  keyMessage: undefined,
  callToAction: undefined,
  platforms: ["facebook", "snapchat", "quora"],
  languages: ["en", "de"],
};
const engine = (model: string, timeoutMs?: number) =>
  openAiEngine({ apiKey: "sk-test", baseURL: base, model, ...(timeoutMs ? { timeoutMs } : {}) });
const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);

describe("OpenAI copy provider (local chat-completions server)", () => {
  it("uses the model's structured answer, sends the photo for vision and asks for a JSON schema", async () => {
    const result = await engine("good").generate(brief, null, "s", photo);
    expect(result.provider).toBe("openai");
    expect(result.notice).toBeUndefined();
    expect(result.items.map((i) => `${i.platform}/${i.language}`)).toEqual([
      "facebook/en",
      "snapchat/en",
      "quora/en",
      "facebook/de",
      "snapchat/de",
    ]);
    expect(result.items[0]).toMatchObject({
      title: "Model title facebook en",
      body: "Model body for facebook in en.",
      hashtags: ["#modelTag"],
    });
    expect(result.concept.title_es).toBe("Model title_es");
    const seen = (await (await fetch(`${base.replace(/\/v1$/, "")}/__requests`)).json()) as {
      model: string;
      response_format: { type: string };
      messages: { content: unknown }[];
    }[];
    const last = seen.filter((r) => r.model === "good").at(-1)!;
    expect(last.response_format.type).toBe("json_schema");
    expect(JSON.stringify(last.messages)).toContain("data:image/jpeg;base64,/9j/2Q==");
  });

  it("shortens over-limit fields and drops extra hashtags", async () => {
    const result = await engine("overlimit").generate(brief, null, "s");
    expect(result.provider).toBe("openai");
    for (const item of result.items) expect(copyViolations(item)).toEqual([]);
    expect(result.concept.title_en.length).toBeLessThanOrEqual(60);
    expect(result.concept.body_en.length).toBeLessThanOrEqual(300);
  });

  it("falls back to the template engine with a notice on malformed JSON", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await engine("malformed").generate(brief, null, "s");
    expect(result.provider).toBe("template");
    expect(result.notice).toBe(
      "This copy was written by the built-in template engine because the model's answer was not valid JSON.",
    );
    expect(result.items.length).toBe(5);
  });

  it("falls back on a timeout", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const started = Date.now();
    const result = await engine("slow", 400).generate(brief, null, "s");
    expect(Date.now() - started).toBeLessThan(2500);
    expect(result.provider).toBe("template");
    expect(result.notice).toContain("did not answer in time");
  });

  it("falls back when the server cannot be reached", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await openAiEngine({ apiKey: "sk-test", baseURL: "http://127.0.0.1:9/v1", model: "x" }).generate(
      brief,
      null,
      "s",
    );
    expect(result.provider).toBe("template");
    expect(result.notice).toMatch(/template engine because/);
  });
});
