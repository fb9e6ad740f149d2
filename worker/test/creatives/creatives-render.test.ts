import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEFAULT_BRAND_COLORS } from "@common/brand-kits";
import { ApiConcept } from "@common/api";
import { CreativeRenderResult, type Box, type CreativeRenderInput } from "@common/creatives";
import { isRtl, languageCodes } from "@common/languages";
import { zonesFor } from "@common/safe-zones";
import { banks } from "../../copywriting/banks";
import { TurboJpeg } from "../../imaging/turbojpeg";
import { brief, keyHolder, photoDataUrl } from "../api-support";
import { testPhoto } from "../factories";
import { call, expectBody, expectError, jsonInit } from "../helpers";

/** Draws one creative through the CREATIVES binding, as services/creatives/creatives.ts does. */
async function draw(request: CreativeRenderInput, photo: Uint8Array) {
  const form = new FormData();
  form.set("request", JSON.stringify(request));
  form.set("photo", new Blob([photo], { type: "image/jpeg" }), "photo.jpg");
  const res = await env.CREATIVES.fetch("https://creatives/render", { method: "POST", body: form });
  expect(res.status, await res.clone().text()).toBe(200);
  return {
    result: CreativeRenderResult.parse(JSON.parse(res.headers.get("X-Creative") ?? "null")),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

const photos = new Map<string, Uint8Array>();
const photoOf = (w: number, h: number) => {
  const key = `${w}x${h}`;
  if (!photos.has(key)) photos.set(key, testPhoto(w, h, 3));
  return photos.get(key)!;
};

describe("the creatives Worker", () => {
  it("sets every language's headline and button inside the safe area, at a legible size, in each shape", async () => {
    const sizes = [
      { key: "instagram_story", width: 1080, height: 1920 },
      { key: "instagram_feed", width: 1080, height: 1350 },
      { key: "x_post", width: 1200, height: 628 },
    ];
    for (const size of sizes)
      for (const language of languageCodes) {
        const bank = banks[language];
        const dir = isRtl(language) ? "rtl" : "ltr";
        // A long headline in the language's own words (two of its bank's titles) and its CTA.
        const headline = `${bank.titles.facebook[1]} ${bank.titles.instagram[0]}`
          .replace(/\{brand\}/g, "Northpeak")
          .replace(/\{product\}/g, "Trailblazer 2")
          .replace(/\{[a-z]+\}/g, "");
        const request: CreativeRenderInput = {
          width: size.width,
          height: size.height,
          layout: "auto",
          language,
          dir,
          headline,
          cta: bank.cta.shop,
          caption: "northpeak.example",
          colors: DEFAULT_BRAND_COLORS,
          fontPairing: "plex",
          keepTogether: ["Trailblazer 2"],
          safeZones: zonesFor(size.key, dir),
          button: "pill",
          format: "jpeg",
        };
        const { result, bytes } = await draw(request, photoOf(size.width, size.height));
        const where = `${size.key} ${language} "${headline}"`;
        expect(new TurboJpeg().decode(bytes).width, where).toBe(size.width);
        const inFrame = (b: Box) =>
          b.x >= 0 && b.y >= 0 && b.x + b.width <= size.width + 0.5 && b.y + b.height <= size.height + 0.5;
        for (const b of [result.boxes.headline, result.boxes.cta, result.boxes.caption].filter((b): b is Box => !!b)) {
          expect(inFrame(b), where).toBe(true);
          for (const z of zonesFor(size.key, dir)) {
            const zx = z.left * size.width;
            const zy = z.top * size.height;
            const overlap =
              b.x < zx + z.width * size.width - 0.5 &&
              zx < b.x + b.width - 0.5 &&
              b.y < zy + z.height * size.height - 0.5 &&
              zy < b.y + b.height - 0.5;
            expect(overlap, `${where} overlaps ${z.label}`).toBe(false);
          }
        }
        // Never below the legible minimum: 3.4 % of the short side, at least 22 px.
        expect(result.headlineSize, where).toBeGreaterThanOrEqual(
          Math.max(22, Math.round(Math.min(size.width, size.height) * 0.034)),
        );
      }
  }, 120_000);

  it("falls back to another layout rather than shrink a long headline below the minimum, and never overflows", async () => {
    const headline =
      "Our whole autumn range is here at last: hand-stitched leather boots, waxed canvas jackets, merino scarves, wool socks, felt hats, sheepskin slippers and oiled leather bags, every piece made in our own workshop by the same six people, built to last for many years and repaired for free whenever it needs it";
    const request: CreativeRenderInput = {
      width: 1080,
      height: 1350,
      layout: "band",
      language: "en",
      dir: "ltr",
      headline,
      cta: "Shop the autumn range",
      caption: null,
      colors: DEFAULT_BRAND_COLORS,
      fontPairing: "serif",
      keepTogether: [],
      safeZones: [],
      button: "rounded",
      format: "jpeg",
    };
    const { result } = await draw(request, photoOf(1080, 1350));
    // Three lines of the band cannot hold it at the legible minimum (3.4 % of 1080 px); another layout does.
    expect(result.layout).not.toBe("band");
    expect(result.headlineSize).toBeGreaterThanOrEqual(37);
    const h = result.boxes.headline;
    expect(h.x + h.width).toBeLessThanOrEqual(1080);
    expect(h.y + h.height).toBeLessThanOrEqual(1350);
  });

  it("sets even a 400-character headline in every shape, smaller but whole and inside the frame", async () => {
    const headline = "Handmade in our workshop, repaired for free for life. ".repeat(8).slice(0, 400);
    for (const [width, height] of [
      [1080, 1920],
      [1080, 1350],
      [1080, 1080],
      [1200, 628],
      [1280, 720],
    ] as const) {
      const { result } = await draw(
        {
          width,
          height,
          layout: "auto",
          language: "de",
          dir: "ltr",
          headline,
          cta: "Jetzt im Laden vorbeikommen und anprobieren",
          caption: "werkstatt.example",
          colors: DEFAULT_BRAND_COLORS,
          fontPairing: "mono",
          keepTogether: [],
          safeZones: [],
          button: "square",
          format: "jpeg",
        },
        photoOf(width, height),
      );
      for (const b of [result.boxes.headline, result.boxes.cta]) {
        expect(b.x >= 0 && b.y >= 0, `${width}x${height}`).toBe(true);
        expect(b.x + b.width <= width + 0.5 && b.y + b.height <= height + 0.5, `${width}x${height}`).toBe(true);
      }
    }
  });

  it("refuses a request that is not one", async () => {
    const bad = await env.CREATIVES.fetch("https://creatives/render", { method: "POST", body: "nope" });
    expect(bad.status).toBe(400);
    const form = new FormData();
    form.set("request", JSON.stringify({ width: 1080 }));
    const invalid = await env.CREATIVES.fetch("https://creatives/render", { method: "POST", body: form });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { message: string } }).error.message).toMatch(/invalid/);
  });
});

describe("GET /api/v1/concepts/{id}/creatives/{sizeKey}", () => {
  it("answers the creative's bytes to the key holder, in the concept's first language unless asked, 404 to others", async () => {
    const holder = await keyHolder({ key: { permissions: ["concept:create", "concept:read"] } });
    const created = await expectBody(
      await call(
        "/api/v1/concepts",
        jsonInit("POST", { ...brief, languages: ["de", "ar"], imageData: photoDataUrl(600, 800) }, holder.keyAuth),
      ),
      201,
      ApiConcept,
    );
    expect(created.creatives).toContainEqual({
      sizeKey: "facebook_feed",
      language: "ar",
      layout: "split",
      url: `/api/v1/concepts/${created.id}/creatives/facebook_feed?language=ar`,
    });
    const first = await call(`/api/v1/concepts/${created.id}/creatives/facebook_feed`, { headers: holder.keyAuth });
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/jpeg");
    const de = await env.MEDIA.list({ prefix: `creatives/${holder.user.id}/${created.id}/facebook_feed/de/` });
    expect(de.objects).toHaveLength(1);
    const ar = await call(`/api/v1/concepts/${created.id}/creatives/facebook_feed?language=ar`, {
      headers: holder.keyAuth,
    });
    expect(new TurboJpeg().decode(new Uint8Array(await ar.arrayBuffer())).width).toBe(1200);
    await expectError(
      await call(`/api/v1/concepts/${created.id}/creatives/facebook_feed?language=ja`, { headers: holder.keyAuth }),
      404,
      "NOT_FOUND",
    );
    const other = await keyHolder({ key: { permissions: ["concept:read"] } });
    await expectError(
      await call(`/api/v1/concepts/${created.id}/creatives/facebook_feed`, { headers: other.keyAuth }),
      404,
      "NOT_FOUND",
    );
    const doc = (await (await call("/api/v1/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.endsWith("/concepts/{id}/creatives/{sizeKey}"))).toHaveLength(1);
  });
});
