import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ConceptSummary } from "@common/concepts";
import { type Box, CreativeRenderResult } from "@common/creatives";
import type { LanguageCode } from "@common/languages";
import { allImageSizes } from "@common/platforms";
import { zonesFor } from "@common/safe-zones";
import { TurboJpeg } from "../../imaging/turbojpeg";
import { generateConcept } from "../../services/concepts/generation";
import { createUser, shoeConcept, testContext, testPhoto } from "../factories";
import { pngOf } from "../images";
import { call, expectBody, expectError, jsonInit } from "../helpers";

const sizeOf = new Map(allImageSizes.map((s) => [s.key, s]));

const seed = (languages: LanguageCode[] = ["en", "ar", "ja", "hi"]) =>
  shoeConcept(["instagram", "x", "pinterest"], languages);

/** The creative's boxes, as the renderer reported them and R2 keeps them beside the picture. */
async function storedResult(userId: number, id: number, sizeKey: string, language: string) {
  const list = await env.MEDIA.list({
    prefix: `creatives/${userId}/${id}/${sizeKey}/${language}/`,
    include: ["customMetadata"],
  });
  expect(list.objects).toHaveLength(1);
  const obj = list.objects[0]!;
  return { key: obj.key, result: CreativeRenderResult.parse(JSON.parse(obj.customMetadata?.result ?? "null")) };
}

const inside = (b: Box, r: { left: number; top: number; right: number; bottom: number }) =>
  b.x >= r.left - 0.5 && b.y >= r.top - 0.5 && b.x + b.width <= r.right + 0.5 && b.y + b.height <= r.bottom + 0.5;

function luminance(r: number, g: number, b: number) {
  const c = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
}

/**
 * The contrast of the text in a box against what is behind it, on the rendered pixels: the ground is the box's most
 * common luminance, the text the luminance farthest from it that at least 1 % of the pixels have (JPEG edges aside).
 */
function boxContrast(pixels: { width: number; data: Uint8Array }, b: Box): number {
  const hist = new Map<number, number>();
  const lums: number[] = [];
  for (let y = Math.ceil(b.y); y < Math.floor(b.y + b.height); y++)
    for (let x = Math.ceil(b.x); x < Math.floor(b.x + b.width); x++) {
      const i = (y * pixels.width + x) * 4;
      const l = luminance(pixels.data[i]!, pixels.data[i + 1]!, pixels.data[i + 2]!);
      lums.push(l);
      const bucket = Math.round(l * 100);
      hist.set(bucket, (hist.get(bucket) ?? 0) + 1);
    }
  const ground = [...hist.entries()].sort((a, b) => b[1] - a[1])[0]![0] / 100;
  const sorted = lums.sort((a, b) => Math.abs(b - ground) - Math.abs(a - ground));
  const text = sorted[Math.floor(sorted.length * 0.01)]!;
  const [hi, lo] = text > ground ? [text, ground] : [ground, text];
  return (hi + 0.05) / (lo + 0.05);
}

describe("creatives", () => {
  it("are listed per size and language, drawn on first read, kept in R2 and served again without drawing", async () => {
    const { owner, id } = await seed();
    const list = await expectBody(await call("/api/concepts", { headers: owner.auth }), 200, ConceptSummary.array());
    const concept = list.find((c) => c.id === id)!;
    const sizes = Object.values(concept.renditions).flat();
    expect(concept.creatives).toHaveLength(sizes.length * 4);
    const story = concept.creatives.find((c) => c.sizeKey === "instagram_story" && c.language === "ar")!;
    expect(story).toMatchObject({ layout: "story", url: `/api/concepts/${id}/creatives/instagram_story?language=ar` });

    const first = await call(story.url, { headers: owner.auth });
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/jpeg");
    expect(first.headers.get("X-Creative-Layout")).toBe("story");
    const bytes = new Uint8Array(await first.arrayBuffer());
    const { key } = await storedResult(owner.user.id, id, "instagram_story", "ar");
    const stored = await env.MEDIA.get(key);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(bytes);
    const pixels = new TurboJpeg().decode(bytes);
    expect([pixels.width, pixels.height]).toEqual([1080, 1920]);

    // A second read is the stored picture (same bytes, same single object).
    const again = new Uint8Array(await (await call(story.url, { headers: owner.auth })).arrayBuffer());
    expect(again).toEqual(bytes);
    await storedResult(owner.user.id, id, "instagram_story", "ar");
  });

  it("keep every text and the logo inside the safe zones, in both directions, at 4.5:1 on the rendered pixels", async () => {
    const { owner, id } = await seed();
    for (const [sizeKey, language] of [
      ["instagram_story", "en"],
      ["instagram_story", "ar"],
      ["instagram_feed", "hi"],
      ["x_post", "ja"],
      ["pinterest_pin", "ar"],
    ] as const) {
      const res = await call(`/api/concepts/${id}/creatives/${sizeKey}?language=${language}`, { headers: owner.auth });
      expect(res.status, `${sizeKey} ${language}`).toBe(200);
      const pixels = new TurboJpeg().decode(new Uint8Array(await res.arrayBuffer()));
      const { result } = await storedResult(owner.user.id, id, sizeKey, language);
      const size = sizeOf.get(sizeKey)!;
      const dir = language === "ar" ? "rtl" : "ltr";
      const boxes = [result.boxes.headline, result.boxes.cta, result.boxes.caption, result.boxes.logo].filter(
        (b): b is Box => b !== null,
      );
      for (const b of boxes) {
        expect(inside(b, { left: 0, top: 0, right: size.width, bottom: size.height })).toBe(true);
        for (const z of zonesFor(sizeKey, dir)) {
          const zone = {
            x: z.left * size.width,
            y: z.top * size.height,
            width: z.width * size.width,
            height: z.height * size.height,
          };
          const overlaps =
            b.x < zone.x + zone.width &&
            zone.x < b.x + b.width &&
            b.y < zone.y + zone.height &&
            zone.y < b.y + b.height;
          expect(overlaps, `${sizeKey} ${language}: a box overlaps ${z.label}`).toBe(false);
        }
      }
      expect(boxContrast(pixels, result.boxes.headline), `${sizeKey} ${language} headline`).toBeGreaterThanOrEqual(4.5);
      // The label against the button's own fill: inside its rounded ends.
      const cta = result.boxes.cta;
      const label = {
        x: cta.x + cta.height / 2,
        y: cta.y + cta.height * 0.15,
        width: cta.width - cta.height,
        height: cta.height * 0.7,
      };
      expect(boxContrast(pixels, label), `${sizeKey} ${language} button`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("switch layout per size; only the switched one is drawn again", async () => {
    const { owner, id } = await seed(["en"]);
    await call(`/api/concepts/${id}/creatives/instagram_feed`, { headers: owner.auth });
    await call(`/api/concepts/${id}/creatives/instagram_square`, { headers: owner.auth });
    const squareBefore = await storedResult(owner.user.id, id, "instagram_square", "en");
    const patched = await expectBody(
      await call(
        `/api/concepts/${id}/creatives`,
        jsonInit("PATCH", { layouts: { instagram_feed: "band" } }, owner.auth),
      ),
      200,
      ConceptSummary,
    );
    expect(patched.creatives.find((c) => c.sizeKey === "instagram_feed")?.layout).toBe("band");
    const res = await call(`/api/concepts/${id}/creatives/instagram_feed`, { headers: owner.auth });
    expect(res.headers.get("X-Creative-Layout")).toBe("band");
    expect((await storedResult(owner.user.id, id, "instagram_square", "en")).key).toBe(squareBefore.key);
    await expectError(
      await call(`/api/concepts/${id}/creatives`, jsonInit("PATCH", { layouts: { tiktok_feed: "band" } }, owner.auth)),
      400,
      "BAD_REQUEST",
      /no tiktok_feed rendition/,
    );
    await expectError(
      await call(
        `/api/concepts/${id}/creatives`,
        jsonInit("PATCH", { layouts: { instagram_feed: "poster" } }, owner.auth),
      ),
      400,
      "VALIDATION_FAILED",
    );
  });

  it("a draft is drawn with the headline being typed, for its owner only, and nothing is stored or changed", async () => {
    const { owner, id } = await seed(["en", "ar"]);
    const stored = await call(`/api/concepts/${id}/creatives/instagram_feed?language=en`, { headers: owner.auth });
    expect(stored.status).toBe(200);
    const storedBytes = new Uint8Array(await stored.arrayBuffer());
    const storedBoxes = CreativeRenderResult.parse(JSON.parse(stored.headers.get("X-Creative")!));
    const before = (await env.MEDIA.list({ prefix: `creatives/${owner.user.id}/${id}/` })).objects.map((o) => o.key);
    const copyBefore = await env.DB.prepare("SELECT ai_generated_copy AS c FROM ad_concepts WHERE id = ?")
      .bind(id)
      .first<{ c: string }>();

    const draft = {
      language: "en",
      headline: "Grip that holds on wet rock, mile after mile, in every season of the year",
      cta: "Find your pair",
    };
    const res = await call(`/api/concepts/${id}/creatives/instagram_feed/draft`, jsonInit("POST", draft, owner.auth));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/jpeg");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    const decoded = new TurboJpeg().decode(bytes);
    expect([decoded.width, decoded.height]).toEqual([
      sizeOf.get("instagram_feed")!.width,
      sizeOf.get("instagram_feed")!.height,
    ]);
    expect(bytes).not.toEqual(storedBytes);
    // A longer headline takes more room than the stored one.
    const boxes = CreativeRenderResult.parse(JSON.parse(res.headers.get("X-Creative")!));
    expect(boxes.boxes.headline.height * boxes.boxes.headline.width).toBeGreaterThan(
      storedBoxes.boxes.headline.height * storedBoxes.boxes.headline.width,
    );
    // Nothing stored, nothing replaced.
    expect((await env.MEDIA.list({ prefix: `creatives/${owner.user.id}/${id}/` })).objects.map((o) => o.key)).toEqual(
      before,
    );
    const copyAfter = await env.DB.prepare("SELECT ai_generated_copy AS c FROM ad_concepts WHERE id = ?")
      .bind(id)
      .first<{ c: string }>();
    expect(copyAfter).toEqual(copyBefore);

    const other = await createUser({ plan: "pro" });
    await expectError(
      await call(`/api/concepts/${id}/creatives/instagram_feed/draft`, jsonInit("POST", draft, other.auth)),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await call(
        `/api/concepts/${id}/creatives/instagram_feed/draft`,
        jsonInit("POST", { ...draft, language: "de" }, owner.auth),
      ),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await call(
        `/api/concepts/${id}/creatives/instagram_feed/draft`,
        jsonInit("POST", { ...draft, headline: " " }, owner.auth),
      ),
      400,
      "VALIDATION_FAILED",
    );
  }, 60_000);

  it("are 404 for another account, an unknown size or a language the concept lacks", async () => {
    const { id } = await seed(["en"]);
    const other = await createUser({ plan: "pro" });
    await expectError(
      await call(`/api/concepts/${id}/creatives/instagram_feed`, { headers: other.auth }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await call(
        `/api/concepts/${id}/creatives`,
        jsonInit("PATCH", { layouts: { instagram_feed: "band" } }, other.auth),
      ),
      404,
      "NOT_FOUND",
    );
    const { owner, id: own } = await seed(["en"]);
    await expectError(
      await call(`/api/concepts/${own}/creatives/tiktok_feed`, { headers: owner.auth }),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await call(`/api/concepts/${own}/creatives/instagram_feed?language=de`, { headers: owner.auth }),
      404,
      "NOT_FOUND",
    );
    await expectError(await call(`/api/concepts/${own}/creatives/instagram_feed`), 401, "UNAUTHORIZED");
  });

  it("are drawn in the concept's brand kit: its primary colour behind the headline, its logo, its preview on /brand", async () => {
    const owner = await createUser({ plan: "pro", conceptsLimit: 100 });
    // A 200×80 logo: a solid magenta mark on transparency.
    const logo = new Uint8Array(200 * 80 * 4);
    for (let i = 0; i < 200 * 80; i++) if (i % 200 > 20 && i % 200 < 180) logo.set([214, 0, 130, 255], i * 4);
    const kitRes = await call(
      "/api/brand-kits",
      jsonInit(
        "POST",
        {
          name: "Northpeak",
          logoData: `data:image/png;base64,${btoa(String.fromCharCode(...pngOf(logo, 200, 80)))}`,
          colors: { primary: "#0b6e4f", accent: "#ffd23f", text: "#102a43", background: "#f7f4ea" },
          fontPairing: "serif",
        },
        owner.auth,
      ),
    );
    expect(kitRes.status).toBe(201);
    const kit = (await kitRes.json()) as { id: number };
    const made = await generateConcept(
      testContext(),
      owner.user,
      {
        businessType: "Retail/E-commerce",
        targetAudience: "hikers",
        tone: "Professional",
        productDescription: "A light trail shoe",
        brandName: "Northpeak",
        platforms: ["instagram"],
        languages: ["en"],
        brandKitId: kit.id,
      },
      testPhoto(900, 1200, 7),
    );
    // The headline band on the square: its band is the kit's primary colour.
    await call(
      `/api/concepts/${made.concept.id}/creatives`,
      jsonInit("PATCH", { layouts: { instagram_square: "band" } }, owner.auth),
    );
    const res = await call(`/api/concepts/${made.concept.id}/creatives/instagram_square`, { headers: owner.auth });
    expect(res.headers.get("X-Creative-Layout")).toBe("band");
    const pixels = new TurboJpeg().decode(new Uint8Array(await res.arrayBuffer()));
    const { result } = await storedResult(owner.user.id, made.concept.id, "instagram_square", "en");
    const at = (x: number, y: number) => [...pixels.data.subarray((y * 1080 + x) * 4, (y * 1080 + x) * 4 + 3)];
    const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]!) <= 12);
    // The band: the kit's primary colour just left of the headline box.
    const h = result.boxes.headline;
    const band = at(Math.round(h.x / 2), Math.round(h.y + h.height / 2));
    expect(near(band, [0x0b, 0x6e, 0x4f]), `band ${band}`).toBe(true);
    // The logo: its magenta somewhere in its box, on the kit's background colour plate.
    const l = result.boxes.logo!;
    let magenta = 0;
    for (let y = Math.ceil(l.y); y < l.y + l.height; y += 2)
      for (let x = Math.ceil(l.x); x < l.x + l.width; x += 2) if (near(at(x, y), [214, 0, 130])) magenta++;
    expect(magenta).toBeGreaterThan(50);
    const plate = at(Math.ceil(l.x) + 3, Math.round(l.y + l.height / 2));
    expect(near(plate, [0xf7, 0xf4, 0xea]), `plate ${plate}`).toBe(true);

    const preview = await call(
      "/api/brand-kits/preview",
      jsonInit(
        "POST",
        {
          colors: { primary: "#0b6e4f", accent: "#ffd23f", text: "#102a43", background: "#f7f4ea" },
          logoKitId: kit.id,
        },
        owner.auth,
      ),
    );
    expect(preview.status).toBe(200);
    const drawn = new TurboJpeg().decode(new Uint8Array(await preview.arrayBuffer()));
    expect([drawn.width, drawn.height]).toEqual([720, 900]);
    const other = await createUser({ plan: "pro" });
    await expectError(
      await call(
        "/api/brand-kits/preview",
        jsonInit(
          "POST",
          {
            colors: { primary: "#000000", accent: "#ffffff", text: "#000000", background: "#ffffff" },
            logoKitId: kit.id,
          },
          other.auth,
        ),
      ),
      404,
      "NOT_FOUND",
    );
  });
});
