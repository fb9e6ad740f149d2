import { platformIds } from "@common/platforms";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { GeneratedCopyItem } from "@common/copy";
import { generateConcept } from "../../services/concepts/generation";
import { MAX_UPLOAD_BYTES } from "@common/generation";
import { toBase64 } from "../../lib/base64";
import { brief as apiBrief, keyHolder } from "../api-support";
import { call, expectError, jsonInit } from "../helpers";
import { createUser, testContext } from "../factories";
import { dbFailingOn, failingCopy, mediaFailingAfter } from "../doubles";
import { adConcepts } from "../../db/schema";
import { jpegOf, pngOf } from "../images";

function photo(w = 640, h = 480, format: "jpeg" | "png" = "jpeg"): Uint8Array {
  const data = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const inside = (x - w * 0.6) ** 2 + (y - h * 0.5) ** 2 < (h * 0.2) ** 2;
      data.set(inside ? [210, 50, 40, 255] : [120 + (x % 40), 130, 140 - (y % 30), 255], i);
    }
  return format === "jpeg" ? jpegOf(data, w, h, 88) : pngOf(data, w, h);
}

const brief = {
  businessType: "Restaurant/Food Service",
  targetAudience: "commuters",
  tone: "Friendly & Casual",
  productDescription: "Small-batch espresso roasted every Monday",
  brandName: "Kafé Nord",
  keyMessage: "",
  callToAction: "",
  platforms: JSON.stringify(["facebook", "snapchat", "youtube"]),
  languages: JSON.stringify(["en", "es", "ar", "ja"]),
};

function form(fields: Record<string, string | undefined> = {}, image: Uint8Array | null = photo(), name = "photo.jpg") {
  const fd = new FormData();
  for (const [k, v] of Object.entries({ ...brief, ...fields })) if (v !== undefined) fd.set(k, v);
  if (image) fd.set("image", new File([image], name, { type: "image/jpeg" }));
  return fd;
}

const generate = (auth: Record<string, string>, body: FormData, headers: Record<string, string> = {}) =>
  call("/api/ai/generate-copy", { method: "POST", headers: { ...auth, ...headers }, body });

async function r2Keys(userId: number) {
  return (await env.MEDIA.list({ prefix: `concepts/${userId}/` })).objects.map((o) => o.key);
}
async function conceptRows(userId: number) {
  return (
    await env.DB.prepare("SELECT id, user_concept_number AS n FROM ad_concepts WHERE user_id = ? ORDER BY n")
      .bind(userId)
      .all<{ id: number; n: number }>()
  ).results;
}
async function used(userId: number) {
  return (await env.DB.prepare("SELECT concepts_generated AS n FROM users WHERE id = ?")
    .bind(userId)
    .first<{ n: number }>())!.n;
}

describe("POST /api/ai/generate-copy", () => {
  it("turns a photo and a brief into a stored concept with copy and renditions", async () => {
    const { user, auth } = await createUser({ plan: "pro", conceptsLimit: 100 });
    const res = await generate(auth, form());
    const text = await res.text();
    expect(res.status, text).toBe(200);
    const body = JSON.parse(text);
    expect(body.generatedCopy).toHaveLength(3 * 4);
    for (const item of body.generatedCopy) expect(GeneratedCopyItem.parse(item)).toBeTruthy();
    expect(body.imageAnalysis).toMatch(/Landscape photo, 640×480 px/);
    expect(body.concept).toMatchObject({
      userConceptNumber: 1,
      platforms: ["facebook", "snapchat", "youtube"],
      selectedLanguages: ["en", "es", "ar", "ja"],
    });
    for (const k of ["title_en", "title_es", "body_en", "body_es", "title_en_variant", "body_es_variant"])
      expect(body.concept[k]).toBeTruthy();
    expect(Object.keys(body.concept.smartResizedImagesData.facebook).sort()).toEqual([
      "facebook_feed",
      "facebook_portrait",
      "facebook_square",
    ]);
    expect(Object.keys(body.concept.smartResizedImagesData.youtube).sort()).toEqual([
      "youtube_story",
      "youtube_thumbnail",
    ]);
    expect(Object.keys(body.concept.aiGeneratedCopy.ar)).toEqual(["facebook", "snapchat", "youtube"]);
    expect(atob(body.concept.imageData).slice(0, 3)).toBe("\xff\xd8\xff");
    expect((await r2Keys(user.id)).length).toBe(1 + 6);
    expect(await conceptRows(user.id)).toEqual([{ id: body.concept.id, n: 1 }]);
    expect(await used(user.id)).toBe(1);
  });

  it("validates every field with the SPEC's messages", async () => {
    const { auth } = await createUser({ plan: "pro", conceptsLimit: 100 });
    const cases: [Record<string, string | undefined>, string][] = [
      [{ businessType: undefined }, "Business type is required"],
      [{ businessType: "" }, "Business type is required"],
      [{ targetAudience: "  " }, "Target audience is required"],
      [{ tone: undefined }, "Tone is required"],
      [{ productDescription: "" }, "Product description is required"],
      [{ platforms: "[]" }, "At least one platform is required"],
      [{ languages: "[]" }, "At least one language is required"],
      [{ platforms: '["myspace"]' }, `Invalid option: expected one of ${platformIds.map((p) => `"${p}"`).join("|")}`],
    ];
    for (const [fields, message] of cases)
      await expectError(await generate(auth, form(fields)), 400, "VALIDATION_FAILED", message);
    await expectError(await generate(auth, form({}, null)), 400, "VALIDATION_FAILED", "Image data is required");
    await expectError(await generate(auth, form({ languages: '["xx"]' })), 400, "VALIDATION_FAILED");
  });

  it("answers 401 signed out, and 403 with the SPEC flags for no paid plan and for the monthly limit", async () => {
    await expectError(await generate({}, form()), 401, "UNAUTHORIZED");
    // A paid plan that was never paid for (the crypto buyer awaiting confirmation).
    const free = await createUser({ plan: "pro", status: "pending" });
    const denied = await expectError(
      await generate(free.auth, form()),
      403,
      "PAYMENT_REQUIRED",
      "Complete your subscription payment to start creating AI-powered ad concepts.",
    );
    expect(denied.paymentRequired).toBe(true);
    const full = await createUser({ plan: "basic", conceptsLimit: 25, conceptsGenerated: 25 });
    const limited = await expectError(
      await generate(full.auth, form()),
      403,
      "LIMIT_EXCEEDED",
      /used all 25 concepts of your Basic plan/,
    );
    expect(limited.limitExceeded).toBe(true);
    expect(await r2Keys(full.user.id)).toEqual([]);
  });

  it("judges images by their bytes: a PNG named .jpg works, text is refused, a truncated or corrupt JPEG is a 400", async () => {
    const { user, auth } = await createUser({ plan: "pro", conceptsLimit: 100 });
    expect((await generate(auth, form({}, photo(320, 240, "png"), "photo.jpg"))).status).toBe(200);
    const stored = await r2Keys(user.id);
    await expectError(
      await generate(auth, form({}, new TextEncoder().encode("not an image at all"))),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    );
    const jpeg = photo();
    await expectError(
      await generate(auth, form({}, jpeg.subarray(0, jpeg.length >> 1))),
      400,
      "BAD_REQUEST",
      /truncated/,
    );
    // A whole file (header and end marker intact) whose scan data is corrupt: the decoder's verdict, nothing stored.
    const corrupt = jpeg.slice();
    for (let i = corrupt.length >> 1; i < (corrupt.length >> 1) + 64; i += 2) corrupt.set([0xff, 0xc4], i);
    await expectError(
      await generate(auth, form({}, corrupt)),
      400,
      "BAD_REQUEST",
      // Stray markers in the scan data: found when the probe counts the scans, or by the decoder.
      /^The (image could not be decoded: the file is|JPEG file is|image file is) (damaged|truncated)/,
    );
    expect(await used(user.id)).toBe(1);
    expect(await r2Keys(user.id)).toEqual(stored);
  });

  it("refuses an image over the pixel budget with 413 and stays healthy", async () => {
    const { auth } = await createUser({ plan: "pro", conceptsLimit: 100 });
    const big = [
      0xff,
      0xd8,
      0xff,
      0xc0,
      0,
      17,
      8,
      6000 >> 8,
      6000 & 0xff,
      9000 >> 8,
      9000 & 0xff,
      3,
      1,
      0x22,
      0,
      2,
      0x11,
      1,
      3,
      0x11,
      1,
      // A scan header (with no data), then the end.
      0xff,
      0xda,
      0,
      12,
      3,
      1,
      0,
      2,
      0x11,
      3,
      0x11,
      0,
      63,
      0,
      0xff,
      0xd9,
    ];
    await expectError(
      await generate(auth, form({}, new Uint8Array(big))),
      413,
      "PAYLOAD_TOO_LARGE",
      /9000×6000 is 54\.0 megapixels; the limit for a JPEG is 50\.0 megapixels/,
    );
    expect((await call("/api/v1/health")).status).toBe(200);
  });

  it("the app and the API hold the photo to one limit: exactly 12 MiB passes it in both, a byte more is 413 in both", async () => {
    const { auth } = await createUser({ plan: "pro", conceptsLimit: 100 });
    const holder = await keyHolder({ key: { permissions: ["concept:create"] } });
    const exactly = new Uint8Array(MAX_UPLOAD_BYTES);
    const over = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    const api = (bytes: Uint8Array) =>
      call(
        "/api/v1/concepts",
        jsonInit("POST", { ...apiBrief, imageData: `data:image/jpeg;base64,${toBase64(bytes)}` }, holder.keyAuth),
      );
    // Not a photo, so refused by the image rules: but not for its size.
    await expectError(await generate(auth, form({}, exactly)), 415, "UNSUPPORTED_MEDIA_TYPE");
    await expectError(await api(exactly), 415, "UNSUPPORTED_MEDIA_TYPE");
    await expectError(await generate(auth, form({}, over)), 413, "PAYLOAD_TOO_LARGE", /12 MB/);
    await expectError(await api(over), 413, "PAYLOAD_TOO_LARGE", /12 MB/);
  }, 60_000);

  it("streams the real phases when asked, then the result", async () => {
    const { auth } = await createUser({ plan: "pro", conceptsLimit: 100 });
    const res = await generate(auth, form(), { Accept: "text/event-stream" });
    expect(res.headers.get("Content-Type")).toContain("text/event-stream");
    const events = (await res.text())
      .split("\n\n")
      .filter(Boolean)
      .map((block) => {
        const event = /event: (.+)/.exec(block)?.[1];
        const data = JSON.parse(/data: (.+)/.exec(block)?.[1] ?? "null");
        return { event, data };
      });
    const phases = events.filter((e) => e.event === "phase").map((e) => e.data.phase);
    expect(phases[0]).toBe("analysing");
    expect(phases).toContain("rendering");
    expect(phases.indexOf("writing")).toBeGreaterThan(phases.indexOf("rendering"));
    expect(phases.at(-1)).toBe("saving");
    expect(
      events.filter((e) => e.event === "phase" && e.data.phase === "rendering").map((e) => e.data.platform),
    ).toEqual(["facebook", "facebook", "facebook", "snapchat", "youtube", "youtube"]);
    expect(events.at(-1)?.event).toBe("result");
    expect(events.at(-1)?.data.concept.userConceptNumber).toBeGreaterThan(0);
  });

  it("gives ten concurrent generations ten distinct consecutive numbers", async () => {
    const { user, auth } = await createUser({ plan: "enterprise", conceptsLimit: -1 });
    const small = photo(160, 120);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => generate(auth, form({ platforms: '["reddit"]', languages: '["en"]' }, small))),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const numbers = await Promise.all(
      results.map(
        async (r) => ((await r.json()) as { concept: { userConceptNumber: number } }).concept.userConceptNumber,
      ),
    );
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await conceptRows(user.id)).map((r) => r.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe("failure leaves nothing behind", () => {
  // Each step fails the way it can in production: a photo the decoder refuses, a copy model that is down, an R2 put
  // refused after the original is stored, the concept's insert refused after the month's count was taken.
  const steps = {
    render: () => ({ ctx: testContext(), image: photo().slice(0, 700), error: /damaged|truncated|could not be read/i }),
    copy: () => {
      const ctx = testContext();
      return { ctx: { ...ctx, copy: failingCopy(ctx.copy) }, image: photo(), error: "copy double: model unavailable" };
    },
    "store-r2": () => ({ ctx: { ...testContext(), media: mediaFailingAfter(1) }, image: photo(), error: "R2 double" }),
    "store-db": () => {
      const ctx = testContext();
      return { ctx: { ...ctx, db: dbFailingOn(ctx.db, "insert", adConcepts) }, image: photo(), error: "D1 double" };
    },
  };
  it.each(Object.keys(steps) as (keyof typeof steps)[])("when %s fails", async (step) => {
    const { user } = await createUser({ plan: "pro", conceptsLimit: 100, conceptsGenerated: 3 });
    const input = {
      ...brief,
      brandName: "Kafé Nord",
      keyMessage: undefined,
      callToAction: undefined,
      businessType: "Restaurant/Food Service" as const,
      tone: "Friendly & Casual" as const,
      platforms: ["facebook" as const],
      languages: ["en" as const],
    };
    const { ctx, image, error } = steps[step]();
    await expect(generateConcept(ctx, user, input, image)).rejects.toThrow(error);
    expect(await r2Keys(user.id)).toEqual([]);
    expect(await conceptRows(user.id)).toEqual([]);
    expect(await used(user.id)).toBe(3);
  });
});
