import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ConceptList, ImageData, Stats } from "@common/concepts";
import type { GenerationInput } from "@common/generation";
import { generateConcept } from "../../services/concepts/generation";
import { call, expectBody, expectError } from "../helpers";
import { createUser, testContext, testPhoto } from "../factories";
import { unzip } from "../unzip";

const photo = () => testPhoto(200, 150, 7);

const input = (platforms: GenerationInput["platforms"], languages: GenerationInput["languages"]): GenerationInput => ({
  businessType: "Retail/E-commerce",
  targetAudience: "gift shoppers",
  tone: "Professional",
  productDescription: "Hand-poured candles",
  brandName: "Wick & Co",
  keyMessage: undefined,
  callToAction: undefined,
  platforms,
  languages,
});

async function seed() {
  const a = await createUser({ plan: "pro", conceptsLimit: 100 });
  const b = await createUser({ plan: "pro", conceptsLimit: 100 });
  const deps = testContext();
  const first = await generateConcept(deps, a.user, input(["facebook", "reddit"], ["en", "fr"]), photo());
  const second = await generateConcept(deps, a.user, input(["snapchat"], ["en", "de", "ar"]), photo());
  const foreign = await generateConcept(deps, b.user, input(["linkedin"], ["en"]), photo());
  return { a, b, first: first.concept, second: second.concept, foreign: foreign.concept };
}

describe("concepts of their owner", () => {
  it("lists only the owner's concepts, newest first, filtered by platform", async () => {
    const { a, first, second } = await seed();
    const all = await expectBody(await call("/api/concepts", { headers: a.auth }), 200, ConceptList);
    expect(all.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(all[1]).toMatchObject({
      userConceptNumber: 1,
      platforms: ["facebook", "reddit"],
      selectedLanguages: ["en", "fr"],
      imageUrl: `/api/concepts/${first.id}/image`,
    });
    expect(all[1]!.renditions).toEqual({
      facebook: ["facebook_feed", "facebook_square", "facebook_portrait"],
      reddit: ["reddit_post"],
    });
    const snap = await expectBody(await call("/api/concepts?platform=snapchat", { headers: a.auth }), 200, ConceptList);
    expect(snap.map((c) => c.id)).toEqual([second.id]);
    await expectError(await call("/api/concepts?platform=myspace", { headers: a.auth }), 400, "VALIDATION_FAILED");
  });

  it("computes stats from the rows", async () => {
    const { a } = await seed();
    expect(await expectBody(await call("/api/stats", { headers: a.auth }), 200, Stats)).toEqual({
      total: 2,
      platforms: 3,
      assets: 5,
      languages: 4,
    });
    const empty = await createUser();
    expect(await expectBody(await call("/api/stats", { headers: empty.auth }), 200, Stats)).toEqual({
      total: 0,
      platforms: 0,
      assets: 0,
      languages: 0,
    });
  });

  it("serves images from R2 as data URLs, to the owner only", async () => {
    const { a, b, first, foreign } = await seed();
    const original = await expectBody(
      await call(`/api/concepts/${first.id}/image`, { headers: a.auth }),
      200,
      ImageData,
    );
    expect(original.dataUrl.startsWith("data:image/jpeg;base64,/9j/")).toBe(true);
    const square = await expectBody(
      await call(`/api/concepts/${first.id}/image?size=facebook_square`, { headers: a.auth }),
      200,
      ImageData,
    );
    expect(square.dataUrl).not.toBe(original.dataUrl);
    await expectError(
      await call(`/api/concepts/${first.id}/image?size=snapchat_story`, { headers: a.auth }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await call(`/api/concepts/${foreign.id}/image`, { headers: a.auth }),
      404,
      "NOT_FOUND",
      "Concept not found",
    );
    await expectError(await call(`/api/concepts/${first.id}/image`, { headers: b.auth }), 404, "NOT_FOUND");
    await expectError(await call(`/api/concepts/abc/image`, { headers: a.auth }), 400, "VALIDATION_FAILED");
  });

  it("requires a session", async () => {
    await expectError(await call("/api/concepts"), 401, "UNAUTHORIZED");
    await expectError(await call("/api/stats"), 401, "UNAUTHORIZED");
    await expectError(await call("/api/concepts/1/image"), 401, "UNAUTHORIZED");
  });
});

describe("GET /api/concepts/{id}/download", () => {
  it("streams a ZIP a marketer can upload: folders per platform, copy files, a verifiable manifest", async () => {
    const { a, b, first, foreign } = await seed();
    const res = await call(`/api/concepts/${first.id}/download`, { headers: { Cookie: `rg_session=${a.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="reachgen-concept-001.zip"');
    const files = unzip(new Uint8Array(await res.arrayBuffer()));
    expect([...files.keys()].sort()).toEqual(
      [
        "facebook/copy.txt",
        "facebook/facebook_feed.jpg",
        "facebook/facebook_portrait.jpg",
        "facebook/facebook_square.jpg",
        "manifest.json",
        "original.jpg",
        "README.txt",
        "reddit/copy.txt",
        "reddit/reddit_post.jpg",
        // Each rendition with the headline, call to action and logo on it, in each language.
        ...["facebook_feed", "facebook_portrait", "facebook_square"].flatMap((s) =>
          ["en", "fr"].map((l) => `creatives/facebook/${s}-${l}.jpg`),
        ),
        "creatives/reddit/reddit_post-en.jpg",
        "creatives/reddit/reddit_post-fr.jpg",
      ].sort(),
    );
    const manifest = JSON.parse(new TextDecoder().decode(files.get("manifest.json")));
    expect(manifest.languages).toEqual(["en", "fr"]);
    expect(manifest.platformFactsVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const f of manifest.files as { path: string; size: number; sha256: string }[]) {
      const bytes = files.get(f.path)!;
      expect(bytes.length, f.path).toBe(f.size);
      const digest = [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))]
        .map((x) => x.toString(16).padStart(2, "0"))
        .join("");
      expect(digest, f.path).toBe(f.sha256);
    }
    expect(files.get("facebook/facebook_feed.jpg")!.subarray(0, 3)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
    expect(files.get("creatives/reddit/reddit_post-fr.jpg")!.subarray(0, 3)).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff]),
    );
    expect(new TextDecoder().decode(files.get("README.txt"))).toContain("facebook/, reddit/: one folder per platform");
    const copy = new TextDecoder().decode(files.get("facebook/copy.txt"));
    expect(copy).toContain("## English (en)");
    expect(copy).toContain("## French (fr)");
    expect(copy).toMatch(/Headline: .+/);
    expect(copy).toMatch(/Primary text: .+/);
    const row = await env.DB.prepare("SELECT download_count AS n, last_downloaded AS t FROM ad_concepts WHERE id = ?")
      .bind(first.id)
      .first<{ n: number; t: number }>();
    expect(row?.n).toBe(1);
    expect(row?.t).toBeTypeOf("number");
    // Someone else's concept, or no session at all, gets nothing.
    await expectError(await call(`/api/concepts/${foreign.id}/download`, { headers: a.auth }), 404, "NOT_FOUND");
    await expectError(await call(`/api/concepts/${first.id}/download`, { headers: b.auth }), 404, "NOT_FOUND");
    await expectError(await call(`/api/concepts/${first.id}/download`), 401, "UNAUTHORIZED");
  });
});
