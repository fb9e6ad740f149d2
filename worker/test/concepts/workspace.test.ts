import { env } from "cloudflare:workers";
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import {
  AssetGeneration,
  BatchOptions,
  ConceptList,
  ConceptSummary,
  DownloadLink,
  ImageData,
  ImprovedCopy,
  Stats,
} from "@common/concepts";
import type { GenerationInput } from "@common/generation";
import { languageCodes } from "@common/languages";
import { platformIds } from "@common/platforms";
import { createDb } from "../../db/client";
import { buildContactSheet } from "../../packaging/concept-pdf";
import { batchDownload } from "../../services/concepts/batch";
import { fontSource } from "../../services/assets/fonts";
import { lexiconSource } from "../../services/assets/lexicon";
import { EXAMPLES_EMAIL, exampleBriefs, SEEDING_GRACE_MS, seedExamples } from "../../services/pages/examples";
import { generateConcept } from "../../services/concepts/generation";
import { TurboJpeg } from "../../imaging/turbojpeg";
import { createUser, testContext, testPhoto } from "../factories";
import { call, expectBody, expectError, jsonInit } from "../helpers";
import { unzip } from "../unzip";

const photo = () => testPhoto();

const brief = (platforms: GenerationInput["platforms"], languages: GenerationInput["languages"]): GenerationInput => ({
  businessType: "Beauty/Wellness",
  targetAudience: "busy parents",
  tone: "Friendly & Casual",
  productDescription: "Lavender bath salts in a glass jar",
  brandName: "Calm Tide",
  keyMessage: undefined,
  callToAction: undefined,
  platforms,
  languages,
});

async function owner(
  platforms: GenerationInput["platforms"] = ["facebook", "reddit"],
  languages: GenerationInput["languages"] = ["en", "es"],
) {
  const u = await createUser({ plan: "pro", conceptsLimit: 100 });
  const made = await generateConcept(testContext(), u.user, brief(platforms, languages), photo());
  return { ...u, concept: made.concept };
}

async function r2Keys(prefix: string): Promise<string[]> {
  return (await env.MEDIA.list({ prefix })).objects.map((o) => o.key);
}

describe("examples for visitors", () => {
  it("are made by the real pipeline on first use, filter by platform, preview and download without signing in, and cannot be changed", async () => {
    const all = await expectBody(await call("/api/examples"), 200, ConceptList);
    expect(all).toHaveLength(exampleBriefs.length);
    expect(all.every((c) => c.isExample)).toBe(true);
    // Between them the examples use every platform, with renditions stored for each.
    expect(new Set(all.flatMap((c) => c.platforms))).toEqual(new Set(platformIds));
    for (const c of all) expect(Object.keys(c.renditions).sort()).toEqual([...c.platforms].sort());
    expect(all.map((c) => c.brief.brandName)).toEqual(exampleBriefs.map((b) => b.input.brandName));
    // A second call does not seed again.
    expect((await expectBody(await call("/api/examples"), 200, ConceptList)).map((c) => c.id)).toEqual(
      all.map((c) => c.id),
    );

    const pinterest = await expectBody(await call("/api/examples?platform=pinterest"), 200, ConceptList);
    expect(pinterest.length).toBeGreaterThan(0);
    expect(pinterest.every((c) => c.platforms.includes("pinterest"))).toBe(true);
    expect(pinterest.length).toBeLessThan(all.length);
    await expectError(await call("/api/examples?platform=myspace"), 400, "VALIDATION_FAILED");

    const ex = pinterest[0]!;
    const image = await expectBody(await call(`/api/concepts/${ex.id}/image?size=pinterest_pin`), 200, ImageData);
    const jpeg = Uint8Array.from(atob(image.dataUrl.split(",")[1]!), (ch) => ch.charCodeAt(0));
    const decoded = new TurboJpeg().decode(jpeg);
    expect([decoded.width, decoded.height]).toEqual([1000, 1500]);

    const zip = await call(`/api/concepts/${ex.id}/download`);
    expect(zip.status).toBe(200);
    const files = unzip(new Uint8Array(await zip.arrayBuffer()));
    expect(files.has("manifest.json")).toBe(true);
    expect(files.has("pinterest/pinterest_pin.jpg")).toBe(true);

    // Signed in or not, nobody edits, deletes or re-renders an example.
    const someone = await createUser({ plan: "pro" });
    const copy = { title_en: "x", title_es: "x", body_en: "x", body_es: "x" };
    await expectError(await call(`/api/concepts/${ex.id}`, jsonInit("PATCH", copy, someone.auth)), 404, "NOT_FOUND");
    await expectError(
      await call(`/api/concepts/${ex.id}`, { method: "DELETE", headers: someone.auth }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await call(`/api/concepts/${ex.id}/generate/facebook`, { method: "POST", headers: someone.auth }),
      404,
      "NOT_FOUND",
    );
    await expectError(await call(`/api/concepts/${ex.id}`, jsonInit("PATCH", copy)), 401, "UNAUTHORIZED");
    // The examples account cannot be signed in to or registered.
    const login = await call(
      "/api/auth/login",
      jsonInit("POST", { email: EXAMPLES_EMAIL, password: "anything-at-all" }),
    );
    expect(login.status).toBe(401);
  }, 60_000);
});

describe("seeding the examples", () => {
  it("leaves a seeding another isolate has just begun to it, and completes one abandoned past the grace period", async () => {
    const all = await expectBody(await call("/api/examples"), 200, ConceptList);
    const owner = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(EXAMPLES_EMAIL).first<number>("id");
    // A crash part-way: the last example never got made.
    const lost = all.at(-1)!;
    await env.DB.prepare("DELETE FROM ad_concepts WHERE id = ?").bind(lost.id).run();
    const count = () =>
      env.DB.prepare("SELECT count(*) AS n FROM ad_concepts WHERE user_id = ?").bind(owner).first<number>("n");
    const db = createDb(env.DB);

    // The account was made a moment ago, by someone else: they are still seeding, so this call makes nothing.
    await env.DB.prepare("UPDATE users SET created_at = ? WHERE id = ?").bind(Date.now(), owner).run();
    expect(await seedExamples({ db, media: env.MEDIA, lexicon: lexiconSource(env) })).toBe(0);
    expect(await count()).toBe(all.length - 1);

    // Past the grace period the set is abandoned: the next call completes it, and only the missing one is made.
    await env.DB.prepare("UPDATE users SET created_at = ? WHERE id = ?")
      .bind(Date.now() - SEEDING_GRACE_MS - 1000, owner)
      .run();
    expect(await seedExamples({ db, media: env.MEDIA, lexicon: lexiconSource(env) })).toBe(1);
    const again = await expectBody(await call("/api/examples"), 200, ConceptList);
    expect(again.map((c) => c.brief.brandName).sort()).toEqual(all.map((c) => c.brief.brandName).sort());
    expect(await seedExamples({ db, media: env.MEDIA, lexicon: lexiconSource(env) })).toBe(0);
  }, 60_000);
});

describe("editing a concept", () => {
  it("PATCH requires all four fields, saves them and answers the updated concept; other people get 404", async () => {
    const a = await owner();
    const b = await createUser();
    const next = {
      title_en: "Bath time, sorted",
      title_es: "La hora del baño, resuelta",
      body_en: "Lavender salts for calmer evenings.",
      body_es: "Sales de lavanda para noches tranquilas.",
    };
    const saved = await expectBody(
      await call(`/api/concepts/${a.concept.id}`, jsonInit("PATCH", next, a.auth)),
      200,
      ConceptSummary,
    );
    expect(saved).toMatchObject(next);
    const row = await env.DB.prepare("SELECT title_en, body_es, updated_at, created_at FROM ad_concepts WHERE id = ?")
      .bind(a.concept.id)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({ title_en: next.title_en, body_es: next.body_es });

    await expectError(
      await call(`/api/concepts/${a.concept.id}`, jsonInit("PATCH", { ...next, title_es: "   " }, a.auth)),
      400,
      "VALIDATION_FAILED",
      "Spanish title is required",
    );
    await expectError(
      await call(`/api/concepts/${a.concept.id}`, jsonInit("PATCH", { title_en: "only one" }, a.auth)),
      400,
      "VALIDATION_FAILED",
      "Spanish title is required",
    );
    await expectError(
      await call(`/api/concepts/${a.concept.id}`, jsonInit("PATCH", { ...next, body_en: 42 }, a.auth)),
      400,
      "VALIDATION_FAILED",
      "English body is required",
    );
    await expectError(
      await call(`/api/concepts/${a.concept.id}`, jsonInit("PATCH", { ...next, body_en: "x".repeat(2001) }, a.auth)),
      400,
      "VALIDATION_FAILED",
    );
    await expectError(await call(`/api/concepts/${a.concept.id}`, jsonInit("PATCH", next, b.auth)), 404, "NOT_FOUND");
    await expectError(await call(`/api/concepts/99999999`, jsonInit("PATCH", next, a.auth)), 404, "NOT_FOUND");
    for (const id of ["1e999", "abc", "-3", "99999999999999999999"])
      await expectError(
        await call(`/api/concepts/${id}`, jsonInit("PATCH", next, a.auth)),
        400,
        "VALIDATION_FAILED",
        "Concept ids are positive whole numbers",
      );
    // Unchanged by the refused attempts.
    const after = await env.DB.prepare("SELECT title_es FROM ad_concepts WHERE id = ?")
      .bind(a.concept.id)
      .first<{ title_es: string }>();
    expect(after?.title_es).toBe(next.title_es);
  });

  it("'Ask AI to Improve' rewrites through the copy engine, steered by the request, and leaves untouched fields out", async () => {
    const a = await owner();
    const current = {
      title_en: a.concept.titleEn,
      title_es: a.concept.titleEs,
      body_en: a.concept.bodyEn,
      body_es: a.concept.bodyEs,
    };
    await expectError(
      await call(
        "/api/ai/improve-copy",
        jsonInit("POST", { conceptId: a.concept.id, currentCopy: current, improvementRequest: "   " }, a.auth),
      ),
      400,
      "VALIDATION_FAILED",
      "Please describe what you'd like AI to improve.",
    );

    // The user's own text is edited, not replaced: hand-typed copy, made urgent in its headlines only.
    const typed = {
      title_en: "Hand-poured candles",
      title_es: "Velas hechas a mano",
      body_en: "We pour every candle by hand in our small workshop. Each jar is reused glass. Shop the collection.",
      body_es: "Hacemos cada vela a mano en nuestro taller. Cada tarro es de vidrio reutilizado. Compra la colección.",
    };
    const urgent = await expectBody(
      await call(
        "/api/ai/improve-copy",
        jsonInit(
          "POST",
          { conceptId: a.concept.id, currentCopy: typed, improvementRequest: "Make the titles more urgent" },
          a.auth,
        ),
      ),
      200,
      ImprovedCopy,
    );
    expect(urgent).toMatchObject({
      title_en: "Don't wait: hand-poured candles",
      title_es: "No esperes: velas hechas a mano",
      summary: "Made the headlines more urgent.",
      changes: [
        { field: "title_en", before: "Hand-poured candles", after: "Don't wait: hand-poured candles" },
        { field: "title_es", before: "Velas hechas a mano", after: "No esperes: velas hechas a mano" },
      ],
    });
    expect(urgent.body_en).toBeUndefined();
    expect(urgent.body_es).toBeUndefined();

    const shorter = await expectBody(
      await call(
        "/api/ai/improve-copy",
        jsonInit(
          "POST",
          {
            conceptId: a.concept.id,
            currentCopy: typed,
            improvementRequest: "shorter body please, and make it sound like Shakespeare",
          },
          a.auth,
        ),
      ),
      200,
      ImprovedCopy,
    );
    expect(shorter.title_en).toBeUndefined();
    expect(shorter.body_en).toBe("We pour every candle by hand in our small workshop. Shop the collection.");
    expect(shorter.changes!.map((c) => c.field)).toEqual(["body_en", "body_es"]);
    expect(shorter.couldNot).toEqual([
      "“make it sound like Shakespeare”: the phrase library can make the copy shorter or longer, more urgent or calmer, more formal or more casual, mention or remove words you give it, and add or remove emoji.",
    ]);

    const b = await createUser();
    await expectError(
      await call(
        "/api/ai/improve-copy",
        jsonInit("POST", { conceptId: a.concept.id, currentCopy: current, improvementRequest: "friendlier" }, b.auth),
      ),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await call("/api/ai/improve-copy", jsonInit("POST", { currentCopy: current, improvementRequest: "friendlier" })),
      401,
      "UNAUTHORIZED",
    );
    await expectError(
      await call(
        "/api/ai/improve-copy",
        jsonInit("POST", { currentCopy: current, improvementRequest: "friendlier" }, a.auth),
      ),
      400,
      "VALIDATION_FAILED",
      "conceptId is required",
    );
    await expectError(
      await call(
        "/api/ai/improve-copy",
        jsonInit("POST", { conceptId: a.concept.id, improvementRequest: "friendlier" }, a.auth),
      ),
      400,
      "VALIDATION_FAILED",
      "currentCopy is required",
    );
    await expectError(
      await call(
        "/api/ai/improve-copy",
        jsonInit(
          "POST",
          { conceptId: a.concept.id, currentCopy: current, improvementRequest: "x".repeat(501) },
          a.auth,
        ),
      ),
      400,
      "VALIDATION_FAILED",
      "Keep the request under 500 characters",
    );
  });
});

describe("deleting a concept", () => {
  it("removes the row and every R2 object; a second delete and other people's attempts get 404", async () => {
    const a = await owner();
    const b = await createUser();
    const folder = (await env.DB.prepare("SELECT image_url FROM ad_concepts WHERE id = ?")
      .bind(a.concept.id)
      .first<{ image_url: string }>())!.image_url.replace(/[^/]+$/, "");
    expect((await r2Keys(folder)).length).toBe(5); // original + feed + square + portrait + reddit post
    await expectError(
      await call(`/api/concepts/${a.concept.id}`, { method: "DELETE", headers: b.auth }),
      404,
      "NOT_FOUND",
    );
    // A cookie-authenticated delete from another site is refused.
    await expectError(
      await call(`/api/concepts/${a.concept.id}`, {
        method: "DELETE",
        headers: { Cookie: `rg_session=${a.token}`, Origin: "https://evil.example" },
      }),
      403,
      "FORBIDDEN",
    );
    expect((await r2Keys(folder)).length).toBe(5);

    const res = await call(`/api/concepts/${a.concept.id}`, { method: "DELETE", headers: a.auth });
    expect(res.status).toBe(204);
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM ad_concepts WHERE id = ?").bind(a.concept.id).first("n"),
    ).toBe(0);
    expect(await r2Keys(folder)).toEqual([]);
    await expectError(
      await call(`/api/concepts/${a.concept.id}`, { method: "DELETE", headers: a.auth }),
      404,
      "NOT_FOUND",
    );
    expect(await expectBody(await call("/api/stats", { headers: a.auth }), 200, Stats)).toEqual({
      total: 0,
      platforms: 0,
      assets: 0,
      languages: 0,
    });
  });
});

describe("Generate Assets: POST /api/concepts/{id}/generate/{platform}", () => {
  it("adds a platform: renditions rendered from the stored original, copy for each language, progress streamed", async () => {
    const a = await owner(["facebook"], ["en", "de"]);
    const res = await call(`/api/concepts/${a.concept.id}/generate/youtube`, {
      method: "POST",
      headers: { ...a.auth, Accept: "text/event-stream" },
    });
    expect(res.headers.get("Content-Type")).toContain("text/event-stream");
    const text = await res.text();
    const events = [...text.matchAll(/event: (\w+)\ndata: (.*)\n/g)].map((m) => ({
      event: m[1],
      data: JSON.parse(m[2]!),
    }));
    const phases = events.filter((e) => e.event === "phase").map((e) => e.data);
    expect(phases.map((p) => `${p.done}/${p.total}`)).toEqual(["1/2", "2/2"]);
    const result = AssetGeneration.parse(events.find((e) => e.event === "result")!.data);
    expect(result.sizes.map((s) => [s.key, s.width, s.height])).toEqual([
      ["youtube_thumbnail", 1280, 720],
      ["youtube_story", 1080, 1920],
    ]);
    expect(result.concept.platforms).toEqual(["facebook", "youtube"]);
    expect(result.concept.renditions.youtube).toEqual(["youtube_thumbnail", "youtube_story"]);
    expect(Object.keys(result.concept.aiGeneratedCopy.de!)).toEqual(["facebook", "youtube"]);
    const story = await expectBody(
      await call(`/api/concepts/${a.concept.id}/image?size=youtube_story`, { headers: a.auth }),
      200,
      ImageData,
    );
    expect(story.dataUrl.startsWith("data:image/jpeg;base64,")).toBe(true);

    // Rendering an existing platform again replaces its files instead of piling them up.
    const folder = (await env.DB.prepare("SELECT image_url FROM ad_concepts WHERE id = ?")
      .bind(a.concept.id)
      .first<{ image_url: string }>())!.image_url.replace(/[^/]+$/, "");
    const before = (await r2Keys(folder)).length;
    const again = await expectBody(
      await call(`/api/concepts/${a.concept.id}/generate/facebook`, { method: "POST", headers: a.auth }),
      200,
      AssetGeneration,
    );
    expect(again.concept.platforms).toEqual(["facebook", "youtube"]);
    expect((await r2Keys(folder)).length).toBe(before);
    const gen = await env.DB.prepare("SELECT generation_count AS n FROM ad_concepts WHERE id = ?")
      .bind(a.concept.id)
      .first("n");
    expect(gen).toBe(3);

    const b = await createUser();
    await expectError(
      await call(`/api/concepts/${a.concept.id}/generate/facebook`, { method: "POST", headers: b.auth }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await call(`/api/concepts/${a.concept.id}/generate/myspace`, { method: "POST", headers: a.auth }),
      400,
      "VALIDATION_FAILED",
      "Unknown platform",
    );
  }, 30_000);
});

describe("signed download links", () => {
  it("download without header or cookie while fresh, and never with a forged, stale or revoked signature", async () => {
    const a = await owner();
    const b = await createUser();
    const link = await expectBody(
      await call(`/api/concepts/${a.concept.id}/download-link`, { method: "POST", headers: a.auth }),
      200,
      DownloadLink,
    );
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);
    const ok = await call(link.url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Content-Type")).toBe("application/zip");
    await ok.arrayBuffer();

    const url = new URL(link.url, "http://x");
    const forged = new URL(url);
    forged.searchParams.set("sig", "0".repeat(64));
    await expectError(await call(forged.pathname + forged.search), 401, "UNAUTHORIZED");
    const otherUser = new URL(url);
    otherUser.searchParams.set("u", String(b.user.id));
    await expectError(await call(otherUser.pathname + otherUser.search), 401, "UNAUTHORIZED");
    // Malformed link parameters are no link at all: without a session that is a 401, not a validation error.
    await expectError(await call(`/api/concepts/${a.concept.id}/download?u=abc&exp=xyz&sig=zz`), 401, "UNAUTHORIZED");
    const stale = new URL(url);
    stale.searchParams.set("exp", String(Date.now() - 1000));
    await expectError(await call(stale.pathname + stale.search), 401, "UNAUTHORIZED");
    // The signature is for this concept only.
    const c2 = await generateConcept(testContext(), a.user, brief(["reddit"], ["en"]), photo());
    await expectError(
      await call(link.url.replace(`/concepts/${a.concept.id}/`, `/concepts/${c2.concept.id}/`)),
      401,
      "UNAUTHORIZED",
    );
    await expectError(
      await call(`/api/concepts/${a.concept.id}/download-link`, { method: "POST", headers: b.auth }),
      404,
      "NOT_FOUND",
    );
    // Signing out of the session that made it revokes it.
    expect((await call("/api/auth/logout", { method: "POST", headers: a.auth })).status).toBeLessThan(300);
    await expectError(await call(link.url), 401, "UNAUTHORIZED");
  });
});

async function batch(auth: Record<string, string>, conceptIds: unknown, options?: unknown) {
  return call(
    "/api/batch-download",
    jsonInit("POST", options === undefined ? { conceptIds } : { conceptIds, options }, auth),
  );
}

describe("POST /api/batch-download", () => {
  it("applies every option as documented and records each batch", async () => {
    const a = await owner(["facebook", "reddit"], ["en", "fr"]);
    const second = await generateConcept(testContext(), a.user, brief(["snapchat", "youtube"], ["en"]), photo());
    const ids = [a.concept.id, second.concept.id];
    const names = async (res: Response) => {
      expect(res.status).toBe(200);
      return [...unzip(new Uint8Array(await res.arrayBuffer())).keys()].sort();
    };

    // Defaults: zip, original image, copy, metadata, no variants, every platform.
    const res = await batch(a.auth, ids);
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="reachgen-batch-\d{8}-\d{4}-2-concepts\.zip"$/,
    );
    expect(await names(res)).toEqual(
      [
        "batch.json",
        "concept-001/facebook/copy.txt",
        "concept-001/manifest.json",
        "concept-001/original.jpg",
        "concept-001/README.txt",
        "concept-001/reddit/copy.txt",
        "concept-002/manifest.json",
        "concept-002/original.jpg",
        "concept-002/README.txt",
        "concept-002/snapchat/copy.txt",
        "concept-002/youtube/copy.txt",
      ].sort(),
    );
    // all-sizes adds every rendition; platforms narrows to those asked for; no metadata drops manifests.
    expect(
      await names(
        await batch(a.auth, ids, {
          imageFormat: "all-sizes",
          platforms: ["facebook", "youtube"],
          includeMetadata: false,
        }),
      ),
    ).toEqual(
      [
        "concept-001/facebook/copy.txt",
        "concept-001/facebook/facebook_feed.jpg",
        "concept-001/facebook/facebook_portrait.jpg",
        "concept-001/facebook/facebook_square.jpg",
        "concept-001/original.jpg",
        "concept-001/README.txt",
        "concept-002/original.jpg",
        "concept-002/README.txt",
        "concept-002/youtube/copy.txt",
        "concept-002/youtube/youtube_story.jpg",
        "concept-002/youtube/youtube_thumbnail.jpg",
        // The creatives of every size asked for, in each language of the concept.
        ...["facebook_feed", "facebook_portrait", "facebook_square"].flatMap((s) =>
          ["en", "fr"].map((l) => `concept-001/creatives/facebook/${s}-${l}.jpg`),
        ),
        "concept-002/creatives/youtube/youtube_story-en.jpg",
        "concept-002/creatives/youtube/youtube_thumbnail-en.jpg",
      ].sort(),
    );
    // optimized: one web-ready rendition per platform, no original; images-only: no copy.
    expect(
      await names(
        await batch(a.auth, [a.concept.id], {
          format: "images-only",
          imageFormat: "optimized",
          includeMetadata: false,
        }),
      ),
    ).toEqual(
      [
        "concept-001/facebook/facebook_feed.jpg",
        "concept-001/reddit/reddit_post.jpg",
        "concept-001/README.txt",
        ...["facebook/facebook_feed", "reddit/reddit_post"].flatMap((s) =>
          ["en", "fr"].map((l) => `concept-001/creatives/${s}-${l}.jpg`),
        ),
      ].sort(),
    );
    // text-only: copy (and variants when asked), never images.
    const text = unzip(
      new Uint8Array(
        await (
          await batch(a.auth, [a.concept.id], { format: "text-only", imageFormat: "all-sizes", includeVariants: true })
        ).arrayBuffer(),
      ),
    );
    expect([...text.keys()].sort()).toEqual(
      [
        "batch.json",
        "concept-001/facebook/copy.txt",
        "concept-001/manifest.json",
        "concept-001/README.txt",
        "concept-001/reddit/copy.txt",
        "concept-001/variants.txt",
      ].sort(),
    );
    const variants = new TextDecoder().decode(text.get("concept-001/variants.txt"));
    const row = await env.DB.prepare("SELECT title_en_variant AS v FROM ad_concepts WHERE id = ?")
      .bind(a.concept.id)
      .first<{ v: string }>();
    expect(variants).toContain(`Title (English) B: ${row!.v}`);
    const manifest = JSON.parse(new TextDecoder().decode(text.get("concept-001/manifest.json")));
    for (const f of manifest.files) expect(text.get(`concept-001/${f.path}`)!.length).toBe(f.size);

    const jobs = await env.DB.prepare(
      "SELECT status, total_concepts, processed_concepts, concept_ids, target_platforms, result_urls, completed_at FROM batch_jobs WHERE user_id = ? ORDER BY id",
    )
      .bind(a.user.id)
      .all();
    expect(jobs.results).toHaveLength(4);
    expect(jobs.results[0]).toMatchObject({
      status: "completed",
      total_concepts: 2,
      processed_concepts: 2,
      concept_ids: JSON.stringify(ids),
    });
    expect(JSON.parse(jobs.results[1]!.target_platforms as string)).toEqual(["facebook", "youtube"]);
    expect(JSON.parse(jobs.results[0]!.result_urls as string)[0]).toMatch(/\.zip$/);
  }, 30_000);

  it("records a ZIP batch the reader abandons as failed, never left processing", async () => {
    const a = await owner();
    const second = await generateConcept(testContext(), a.user, brief(["snapchat", "youtube"], ["en"]), photo());

    const options = BatchOptions.parse({ imageFormat: "all-sizes" });
    const result = await batchDownload(testContext(), a.user.id, [a.concept.id, second.concept.id], options);
    // The browser reads the first bytes, then the tab closes.
    const reader = (result.body as ReadableStream<Uint8Array>).getReader();
    expect((await reader.read()).done).toBe(false);
    // client-zip passes the reason on through its generator, so cancel() settles with it; the package is what matters.
    await reader.cancel("tab closed").catch(() => undefined);
    const job = await env.DB.prepare("SELECT status, error_message, completed_at FROM batch_jobs WHERE user_id = ?")
      .bind(a.user.id)
      .first<Record<string, unknown>>();
    expect(job).toMatchObject({
      status: "failed",
      error_message: "The download was cancelled before the package was complete",
    });
    expect(job!.completed_at).not.toBeNull();
    // Nothing was counted as downloaded.
    expect(
      await env.DB.prepare("SELECT sum(download_count) AS n FROM ad_concepts WHERE user_id = ?")
        .bind(a.user.id)
        .first("n"),
    ).toBe(0);
  });

  it("refuses the whole batch when any id is not the caller's, and bad input with clear messages", async () => {
    const a = await owner();
    const b = await owner();
    await expectError(await batch(a.auth, [a.concept.id, b.concept.id]), 404, "NOT_FOUND", "Concept not found");
    await expectError(await batch(a.auth, [a.concept.id, 987654]), 404, "NOT_FOUND");
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM batch_jobs WHERE user_id = ?").bind(a.user.id).first("n"),
    ).toBe(0);
    await expectError(await batch(a.auth, []), 400, "VALIDATION_FAILED", "Select at least one concept to download");
    await expectError(await batch(a.auth, "1,2"), 400, "VALIDATION_FAILED", "conceptIds must be a list of concept ids");
    for (const bad of [[-1], [1.5], ["7"], [Number.MAX_SAFE_INTEGER + 2]])
      await expectError(await batch(a.auth, bad), 400, "VALIDATION_FAILED", "Concept ids are positive whole numbers");
    await expectError(await batch(a.auth, [a.concept.id], null), 400, "VALIDATION_FAILED", "options must be an object");
    await expectError(
      await call("/api/batch-download", {
        method: "POST",
        headers: { ...a.auth, "Content-Type": "application/json" },
        body: "{conceptIds:",
      }),
      400,
      "BAD_REQUEST",
    );
    const huge = JSON.stringify({
      conceptIds: [a.concept.id],
      options: { platforms: Array(100_000).fill("facebook") },
    });
    await expectError(
      await call("/api/batch-download", {
        method: "POST",
        headers: { ...a.auth, "Content-Type": "application/json" },
        body: huge,
      }),
      413,
      "PAYLOAD_TOO_LARGE",
    );
    await expectError(
      await batch(
        a.auth,
        Array.from({ length: 51 }, (_, i) => i + 1),
      ),
      400,
      "VALIDATION_FAILED",
      "A batch holds at most 50 concepts",
    );
    await expectError(await batch(a.auth, [a.concept.id], { format: "docx" }), 400, "VALIDATION_FAILED");
    await expectError(await batch(a.auth, [a.concept.id], { platforms: ["myspace"] }), 400, "VALIDATION_FAILED");
    await expectError(await batch({}, [a.concept.id]), 401, "UNAUTHORIZED");
    // Duplicated ids are one concept.
    const res = await batch(a.auth, [a.concept.id, a.concept.id], { format: "text-only", includeMetadata: false });
    expect([...unzip(new Uint8Array(await res.arrayBuffer())).keys()].every((k) => k.startsWith("concept-001/"))).toBe(
      true,
    );
  });
});

/** Names of the fonts embedded in a PDF (FontDescriptor /FontName with a font file), subset prefixes removed. */
function embeddedFonts(doc: PDFDocument): string[] {
  const names: string[] = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict) || obj.get(PDFName.of("Type")) !== PDFName.of("FontDescriptor")) continue;
    const file = obj.get(PDFName.of("FontFile2")) ?? obj.get(PDFName.of("FontFile3"));
    if (file)
      names.push(
        String(obj.get(PDFName.of("FontName")))
          .replace(/^\//, "")
          .replace(/-\d+$/, ""),
      );
  }
  return names.sort();
}

describe("the PDF contact sheet", () => {
  it("draws all 20 languages with embedded fonts for every script and no missing glyph", async () => {
    const a = await owner(["facebook", "linkedin"], [...languageCodes]);
    const row = (await createDb(env.DB).query.adConcepts.findFirst({ where: (t, { eq }) => eq(t.id, a.concept.id) }))!;
    const sheet = await buildContactSheet(
      [{ concept: row, platforms: ["facebook", "linkedin"], images: [] }],
      { includeVariants: true, includeMetadata: true },
      fontSource(env),
    );
    expect(sheet.missingGlyphs).toBe(0);
    expect(sheet.fonts.sort()).toEqual(["arabic", "hebrew", "jp", "kr", "latin", "latinBold", "sc"]);
    const doc = await PDFDocument.load(sheet.pdf);
    expect(embeddedFonts(doc)).toEqual([
      "NotoNaskhArabic",
      "NotoSans-Bold",
      "NotoSans-Regular",
      "NotoSansHans-Regular",
      "NotoSansHebrew",
      "NotoSansJP-Regular",
      "NotoSansKR-Regular",
    ]);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it("batch PDF: one page set per concept, images per imageFormat, served with its name", async () => {
    const a = await owner(["facebook", "reddit"], ["en", "ja"]);
    const second = await generateConcept(testContext(), a.user, brief(["pinterest"], ["en", "ar"]), photo());
    const res = await batch(a.auth, [a.concept.id, second.concept.id], { format: "pdf", imageFormat: "all-sizes" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toMatch(/filename="reachgen-batch-\d{8}-\d{4}-2-concepts\.pdf"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe("ReachGen concepts (2)");
    expect(embeddedFonts(doc)).toEqual(
      expect.arrayContaining(["NotoSans-Regular", "NotoSansJP-Regular", "NotoNaskhArabic"]),
    );
    // Images: the original and 4 sizes for the first concept, the original and the pin for the second; each size once,
    // as its creative in the concept's first language (issue 28: per platform, then its copy).
    const images = [...doc.context.enumerateIndirectObjects()].filter(
      ([, o]) =>
        o instanceof Object &&
        "dict" in o &&
        (o as { dict: PDFDict }).dict.get(PDFName.of("Subtype")) === PDFName.of("Image"),
    );
    expect(images).toHaveLength(7);
    const originalOnly = await PDFDocument.load(
      new Uint8Array(await (await batch(a.auth, [a.concept.id], { format: "pdf" })).arrayBuffer()),
    );
    expect(
      [...originalOnly.context.enumerateIndirectObjects()].filter(
        ([, o]) =>
          o instanceof Object &&
          "dict" in o &&
          (o as { dict: PDFDict }).dict.get(PDFName.of("Subtype")) === PDFName.of("Image"),
      ),
    ).toHaveLength(1);
    const job = await env.DB.prepare("SELECT status, result_urls FROM batch_jobs WHERE user_id = ? ORDER BY id LIMIT 1")
      .bind(a.user.id)
      .first<{ status: string; result_urls: string }>();
    expect(job?.status).toBe("completed");
    expect(JSON.parse(job!.result_urls)[0]).toMatch(/\.pdf$/);
  }, 30_000);
});
