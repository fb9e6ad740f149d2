import { describe, expect, inject, it } from "vitest";
import { allImageSizes, platformIds } from "@common/platforms";
import { planFrame } from "../../imaging/framing";
import { PIXEL_LIMITS } from "@common/generation";
import { PixelBudgetError, runPipeline, targetsFor, thumbnailJpeg } from "../../imaging/pipeline";
import { TurboJpeg } from "../../imaging/turbojpeg";
import { ImageError } from "../../lib/image-error";
import { probeImage } from "../../imaging/probe";
import { subjectBox } from "../../imaging/saliency";
import { corpusFile, jpegOf, pngOf, pngWith } from "../images";
import { decodePng } from "../../imaging/png";

/** A photo-like test image: a soft gradient background with a saturated red disk as the subject. */
function scene(w: number, h: number, disk: { cx: number; cy: number; r: number }): Uint8Array {
  const data = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const inside = (x - disk.cx) ** 2 + (y - disk.cy) ** 2 <= disk.r ** 2;
      data[i] = inside ? 220 : 90 + (x * 60) / w;
      data[i + 1] = inside ? 30 : 110 + (y * 40) / h;
      data[i + 2] = inside ? 40 : 120;
      data[i + 3] = 255;
    }
  }
  return data;
}

function encode(data: Uint8Array, w: number, h: number, format: "jpeg" | "png" = "jpeg"): Uint8Array {
  return format === "jpeg" ? jpegOf(data, w, h, 90) : pngOf(data, w, h);
}

/** Inserts an APP1 EXIF segment carrying an orientation after the JPEG's SOI marker. */
function withOrientation(jpeg: Uint8Array, orientation: number): Uint8Array {
  const tiff = [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const len = payload.length + 2;
  const seg = [0xff, 0xe1, len >> 8, len & 0xff, ...payload];
  const out = new Uint8Array(jpeg.length + seg.length);
  out.set(jpeg.subarray(0, 2));
  out.set(seg, 2);
  out.set(jpeg.subarray(2), 2 + seg.length);
  return out;
}

describe("probe", () => {
  const w = 320,
    h = 200;
  const pixels = scene(w, h, { cx: 160, cy: 100, r: 40 });

  it("reads type and size from the header, for JPEG, PNG and WebP", async () => {
    for (const format of ["jpeg", "png"] as const) {
      const p = probeImage(encode(pixels, w, h, format));
      expect([p.type, p.width, p.height]).toEqual([format, w, h]);
    }
    const webp = probeImage(await corpusFile(inject("hostileCorpusBase"), "webp-photo"));
    expect([webp.type, webp.width, webp.height]).toEqual(["webp", 1600, 1200]);
  }, 60_000);

  it("judges by bytes, not by name: a PNG called .jpg is a PNG", () => {
    const png = encode(pixels, w, h, "png");
    const file = new File([png], "photo.jpg", { type: "image/jpeg" });
    expect(file.name).toBe("photo.jpg");
    expect(probeImage(png).mime).toBe("image/png");
  });

  it("refuses what is not an image, and a truncated JPEG", async () => {
    expect(() => probeImage(new TextEncoder().encode("GIF89a not supported"))).toThrow(ImageError);
    expect(() => probeImage(new Uint8Array(0))).toThrow(/Unsupported image type/);
    const jpeg = encode(pixels, w, h);
    expect(() => probeImage(jpeg.subarray(0, 40))).toThrow(/truncated/);
    await expect(runPipeline(jpeg.subarray(0, Math.floor(jpeg.length * 0.5)), ["facebook"])).rejects.toThrow(
      ImageError,
    );
  });

  it("reads the EXIF orientation", () => {
    const p = probeImage(withOrientation(encode(pixels, w, h), 6));
    expect(p.orientation).toBe(6);
  });
});

/**
 * A JPEG that is only headers: SOI, a frame header of `marker` (C0 baseline, C2 progressive) claiming w × h, one
 * scan header with no data, EOI.
 */
function headerOnly(w: number, h: number, marker = 0xc0): Uint8Array {
  // biome-ignore format: the bytes of a frame header and a scan header, field by field
  return new Uint8Array([0xff, 0xd8, 0xff, marker, 0, 17, 8, h >> 8, h & 0xff, w >> 8, w & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xda, 0, 12, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0, 0xff, 0xd9]);
}

/** A PNG that is only its signature, an IHDR claiming w × h (8-bit RGB), an empty IDAT and IEND. */
function pngHeader(w: number, h: number): Uint8Array {
  const b = new Uint8Array(33 + 12 + 12);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, w);
  new DataView(b.buffer).setUint32(20, h);
  b.set([8, 2, 0, 0, 0], 24);
  b.set([0, 0, 0, 0, 0x49, 0x44, 0x41, 0x54, 0, 0, 0, 0, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44], 33);
  return b;
}

describe("pixel limits", () => {
  const refused = async (bytes: Uint8Array) => {
    const err = await runPipeline(bytes, ["facebook"]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PixelBudgetError);
    return (err as Error).message;
  };

  it("refuses each kind of image over its own limit from the header, before decoding, naming the limit and the size", async () => {
    expect(await refused(headerOnly(9000, 6000))).toBe(
      "The image is too large to process: 9000×6000 is 54.0 megapixels; the limit for a JPEG is 50.0 megapixels. Resize it and try again.",
    );
    expect(await refused(headerOnly(6000, 4000, 0xc2))).toBe(
      "The image is too large to process: 6000×4000 is 24.0 megapixels; the limit for a progressive JPEG is 20.0 megapixels. Save it as a standard (baseline) JPEG, which may have up to 50.0 megapixels, or resize it.",
    );
    expect(await refused(pngHeader(4000, 3000))).toBe(
      "The image is too large to process: 4000×3000 is 12.0 megapixels; the limit for a PNG or WebP image is 7.5 megapixels. Send it as a JPEG, which may have up to 50.0 megapixels, or resize it.",
    );
  });

  it("lets a 48-megapixel baseline JPEG and a 20-megapixel progressive one past the limit check", async () => {
    // Header only: past the limits, the decoder finds no pixels and says the file is damaged, not too large.
    for (const bytes of [headerOnly(8000, 6000), headerOnly(5000, 4000, 0xc2)]) {
      const err = await runPipeline(bytes, ["facebook"]).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ImageError);
      expect((err as Error).message).toMatch(/^The image could not be decoded: the file is/);
    }
    expect(PIXEL_LIMITS.baselineJpeg).toBeGreaterThanOrEqual(48_000_000);
  });
});

describe("renditions", () => {
  const w = 1600,
    h = 1200;
  const disk = { cx: 1100, cy: 560, r: 170 };
  const jpeg = encode(scene(w, h, disk), w, h);

  it("renders all 16 sizes exactly, as JPEG under 2 MB, each unique size once", async () => {
    expect(allImageSizes).toHaveLength(16);
    expect(targetsFor(platformIds)).toHaveLength(8);
    const result = await runPipeline(jpeg, platformIds);
    expect(result.renditions).toHaveLength(16);
    expect(result.renditions.map((r) => r.sizeKey).sort()).toEqual(allImageSizes.map((s) => s.key).sort());
    for (const r of result.renditions) {
      const p = probeImage(r.jpeg);
      expect([p.type, p.width, p.height], r.sizeKey).toEqual(["jpeg", r.width, r.height]);
      expect(r.jpeg.length).toBeLessThan(2 * 1024 * 1024);
    }
    // Sizes shared by several platforms (1080x1920, 1080x1350, 1200x627…) are the same bytes: rendered once.
    const story = result.renditions.filter((r) => r.width === 1080 && r.height === 1920);
    expect(story.map((r) => r.sizeKey).sort()).toEqual([
      "instagram_story",
      "snapchat_story",
      "tiktok_feed",
      "youtube_story",
    ]);
    for (const r of story) expect(r.jpeg).toBe(story[0]!.jpeg);
  });

  it("finds the subject and keeps it whole inside every crop", async () => {
    const result = await runPipeline(jpeg, platformIds);
    const s = result.subject;
    const diskBox = {
      x0: (disk.cx - disk.r) / w,
      x1: (disk.cx + disk.r) / w,
      y0: (disk.cy - disk.r) / h,
      y1: (disk.cy + disk.r) / h,
    };
    expect(s.x).toBeLessThanOrEqual(diskBox.x0 + 0.03);
    expect(s.x + s.w).toBeGreaterThanOrEqual(diskBox.x1 - 0.03);
    expect(s.y).toBeLessThanOrEqual(diskBox.y0 + 0.03);
    expect(s.y + s.h).toBeGreaterThanOrEqual(diskBox.y1 - 0.03);
    let crops = 0;
    for (const size of allImageSizes) {
      const frame = planFrame(w, h, size.width, size.height, s);
      if (frame.mode !== "crop") continue;
      crops++;
      expect(frame.x, size.key).toBeLessThanOrEqual(disk.cx - disk.r);
      expect(frame.x + frame.w, size.key).toBeGreaterThanOrEqual(disk.cx + disk.r);
      expect(frame.y, size.key).toBeLessThanOrEqual(disk.cy - disk.r);
      expect(frame.y + frame.h, size.key).toBeGreaterThanOrEqual(disk.cy + disk.r);
    }
    expect(crops).toBeGreaterThan(0);
  });

  it("crops a 9:16 story around a subject that fits it, and shows a subject that does not whole over a fill", async () => {
    const cropped = (await runPipeline(jpeg, ["snapchat"])).renditions[0]!;
    expect(cropped.framing).toBe("crop");
    // A wide subject (most of the width) cannot fill 9:16 without losing its ends: kept whole, the rest filled.
    const wide = encode(scene(w, h, { cx: 800, cy: 600, r: 560 }), w, h);
    const result = await runPipeline(wide, ["snapchat"]);
    const story = result.renditions[0]!;
    expect(story.framing).not.toBe("crop");
    const px = new TurboJpeg().decode(story.jpeg);
    const at = (x: number, y: number) => Array.from(px.data.subarray((y * 1080 + x) * 4, (y * 1080 + x) * 4 + 3));
    // The fill above the photo comes from the photo's own colours, never black.
    expect(at(540, 60).some((c) => c > 40)).toBe(true);
    // The subject's left and right edges are both in the frame: red just inside each end, on the middle row.
    const plan = planFrame(w, h, 1080, 1920, result.subject);
    if (plan.mode !== "fit") throw new Error("expected a fit");
    const toX = (sx: number) => Math.round(plan.x + ((sx - plan.src.x) / plan.src.w) * plan.w);
    for (const sx of [800 - 540, 800 + 540]) {
      const [r, g] = at(toX(sx), 960);
      expect(r! - g!, `subject edge at source x ${sx}`).toBeGreaterThan(100);
    }
  });

  it("honours EXIF orientation", async () => {
    const result = await runPipeline(
      withOrientation(encode(scene(400, 300, { cx: 100, cy: 150, r: 50 }), 400, 300), 6),
      ["facebook"],
    );
    expect([result.width, result.height]).toEqual([300, 400]);
    // Rotated 90° clockwise: the disk on the left moves to the top.
    expect(result.subject.y + result.subject.h / 2).toBeLessThan(0.5);
  });

  it("locates a subject off-centre on a flat background", () => {
    const img = { width: 200, height: 100, data: scene(200, 100, { cx: 40, cy: 50, r: 15 }) };
    const box = subjectBox(img);
    expect(box.x + box.w / 2).toBeLessThan(0.35);
  });
});

/** The chroma sampling of a JPEG's frame: [Y, Cb, Cr] as 0xHV bytes (0x22, 0x11, 0x11 is 4:2:0). */
function sampling(jpeg: Uint8Array): number[] {
  for (let at = 2; at < jpeg.length; ) {
    const marker = jpeg[at + 1]!;
    const len = (jpeg[at + 2]! << 8) | jpeg[at + 3]!;
    if (marker === 0xc0 || marker === 0xc2) return [0, 1, 2].map((c) => jpeg[at + 11 + c * 3]!);
    at += 2 + len;
  }
  return [];
}

describe("full-size phone photos (decision 014)", () => {
  it("renders a 24-megapixel JPEG for three platforms, each size exact, 4:2:0, with the subject where the plan puts it", async () => {
    const w = 6000,
      h = 4000;
    const disk = { cx: 3900, cy: 1900, r: 700 };
    const jpeg = new TurboJpeg().encode({ width: w, height: h, data: scene(w, h, disk) }, 88);
    expect(probeImage(jpeg)).toMatchObject({ width: w, height: h, progressive: false });

    const result = await runPipeline(jpeg, ["facebook", "pinterest", "snapchat"]);
    expect([result.width, result.height]).toEqual([w, h]);
    expect(result.renditions.map((r) => `${r.sizeKey} ${r.width}x${r.height}`).sort()).toEqual([
      "facebook_feed 1200x628",
      "facebook_portrait 1080x1350",
      "facebook_square 1080x1080",
      "pinterest_pin 1000x1500",
      "snapchat_story 1080x1920",
    ]);
    const reader = new TurboJpeg();
    for (const r of result.renditions) {
      expect(sampling(r.jpeg), r.sizeKey).toEqual([0x22, 0x11, 0x11]);
      const px = reader.decode(r.jpeg);
      expect([px.width, px.height]).toEqual([r.width, r.height]);
      const frame = planFrame(w, h, r.width, r.height, result.subject);
      // Where the disk's centre lands in this rendition, by the plan: it must be the subject's red there.
      const [x, y] =
        frame.mode === "crop"
          ? [((disk.cx - frame.x) * r.width) / frame.w, ((disk.cy - frame.y) * r.height) / frame.h]
          : [frame.x + (disk.cx * frame.w) / w, frame.y + (disk.cy * frame.h) / h];
      const i = (Math.round(y) * r.width + Math.round(x)) * 4;
      expect(px.data[i]! - px.data[i + 1]!, `${r.sizeKey} at ${Math.round(x)},${Math.round(y)}`).toBeGreaterThan(120);
    }
  });

  it("honours EXIF orientation on a photo decoded at a reduced scale", async () => {
    const w = 4000,
      h = 3000;
    const jpeg = new TurboJpeg().encode({ width: w, height: h, data: scene(w, h, { cx: 800, cy: 1500, r: 400 }) }, 85);
    const result = await runPipeline(withOrientation(jpeg, 6), ["facebook"]);
    expect([result.width, result.height]).toEqual([3000, 4000]);
    // Rotated 90° clockwise: the disk on the left moves to the top.
    expect(result.subject.y + result.subject.h / 2).toBeLessThan(0.5);
    expect(result.preview.width).toBeLessThan(result.preview.height);
  });

  it("refuses a JPEG whose scan is corrupt, with the decoder's reason, and makes a contact-sheet thumbnail of a large one", async () => {
    const w = 2400,
      h = 1600;
    const jpeg = new TurboJpeg().encode({ width: w, height: h, data: scene(w, h, { cx: 1200, cy: 800, r: 300 }) }, 85);
    const corrupt = jpeg.slice();
    // Markers in the middle of the entropy-coded data: the header and the end marker stay whole.
    for (let i = Math.floor(corrupt.length / 2); i < Math.floor(corrupt.length / 2) + 64; i += 2)
      corrupt.set([0xff, 0xc4], i);
    const err = await runPipeline(corrupt, ["facebook"]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImageError);
    // Stray markers in the scan data: found when the scans are counted, or by the decoder.
    expect((err as Error).message).toMatch(
      /^The (image could not be decoded: the file is|JPEG file is|image file is) (damaged|truncated)/,
    );

    const thumb = thumbnailJpeg(jpeg, 720);
    expect([thumb.width, thumb.height]).toEqual([720, 480]);
    expect(probeImage(thumb.jpeg)).toMatchObject({ width: 720, height: 480 });
  });

  it("keeps the JPEG codec between jobs without its memory growing, and makes the same renditions (decision 042)", async () => {
    const w = 2560,
      h = 1920;
    const photo = jpegOf(scene(w, h, { cx: 1500, cy: 1000, r: 420 }), w, h, 90);
    const turned = withOrientation(jpegOf(scene(1600, 1200, { cx: 500, cy: 700, r: 200 }), 1600, 1200, 90), 6);
    const first = await runPipeline(photo, platformIds);
    const memory: number[] = [];
    for (let i = 0; i < 3; i++) {
      // A job that fails between them (a corrupt scan) lets its codec go; another photo uses the kept one.
      await runPipeline(photo.slice(0, photo.length >> 1), ["facebook"]).catch(() => null);
      await runPipeline(turned, ["facebook", "tiktok"]);
      const again = await runPipeline(photo, platformIds);
      memory.push(again.codecMemoryBytes);
      expect(again.renditions.map((r) => Array.from(r.jpeg))).toEqual(first.renditions.map((r) => Array.from(r.jpeg)));
      expect(Array.from(again.preview.data)).toEqual(Array.from(first.preview.data));
    }
    // Everything a job allocated in the codec was freed: the kept codec serves each job in the memory it had.
    expect(new Set(memory).size).toBe(1);
    expect(memory[0]).toBeLessThan(40 * 1048576);
  });
});

describe("the PNG decoder (decision 018)", () => {
  const w = 37,
    h = 23;
  // A pseudo-random value per pixel and channel, so every filter and every pass sees varied bytes.
  const noise = (x: number, y: number, c: number) => ((x * 73 + y * 151 + c * 47) * 2654435761) >>> 24;
  const rgbaAt = (data: Uint8Array, x: number, y: number) => [...data.subarray((y * w + x) * 4, (y * w + x) * 4 + 4)];

  const decoded = (png: Uint8Array) => {
    const p = probeImage(png);
    if (p.detail.kind !== "png") throw new Error("not a PNG");
    return decodePng(png, p.width, p.height, p.detail).data;
  };

  it("decodes every colour type and bit depth, plain and Adam7-interlaced, with all five filters, to the same pixels", () => {
    for (const interlaced of [false, true]) {
      const rgba16 = decoded(
        pngWith({
          width: w,
          height: h,
          bitDepth: 16,
          colorType: 6,
          interlaced,
          sample: (x, y, c) => noise(x, y, c) * 256 + ((x * 7 + y) & 255),
        }),
      );
      const rgb8 = decoded(pngWith({ width: w, height: h, bitDepth: 8, colorType: 2, interlaced, sample: noise }));
      const grey4 = decoded(
        pngWith({ width: w, height: h, bitDepth: 4, colorType: 0, interlaced, sample: (x, y) => noise(x, y, 0) >> 4 }),
      );
      const greyAlpha = decoded(pngWith({ width: w, height: h, bitDepth: 8, colorType: 4, interlaced, sample: noise }));
      const expected = (f: (x: number, y: number) => number[]) =>
        Array.from({ length: w * h }, (_, i) => f(i % w, Math.floor(i / w))).flat();
      // Every pixel, so every row's filter and every pass is checked.
      expect([...rgba16], `16-bit RGBA, interlaced=${interlaced}`).toEqual(
        expected((x, y) => [0, 1, 2, 3].map((c) => noise(x, y, c))),
      );
      expect([...rgb8], `8-bit RGB, interlaced=${interlaced}`).toEqual(
        expected((x, y) => [noise(x, y, 0), noise(x, y, 1), noise(x, y, 2), 255]),
      );
      expect([...grey4], `4-bit grey, interlaced=${interlaced}`).toEqual(
        expected((x, y) => {
          const g = (noise(x, y, 0) >> 4) * 17;
          return [g, g, g, 255];
        }),
      );
      expect([...greyAlpha], `grey and alpha, interlaced=${interlaced}`).toEqual(
        expected((x, y) => [noise(x, y, 0), noise(x, y, 0), noise(x, y, 0), noise(x, y, 1)]),
      );
    }
  });

  it("reads a 2-bit palette with transparency, and 1-bit grey", () => {
    const palette = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]);
    const alpha = new Uint8Array([255, 128, 0]);
    const indexed = decoded(
      pngWith({
        width: w,
        height: h,
        bitDepth: 2,
        colorType: 3,
        interlaced: true,
        sample: (x, y) => (x + y) % 4,
        chunks: [
          ["PLTE", palette],
          ["tRNS", alpha],
        ],
      }),
    );
    const expected = [
      [255, 0, 0, 255],
      [0, 255, 0, 128],
      [0, 0, 255, 0],
      [10, 20, 30, 255],
    ];
    for (let y = 0; y < h; y += 5)
      for (let x = 0; x < w; x += 3) expect(rgbaAt(indexed, x, y)).toEqual(expected[(x + y) % 4]);
    const bits = decoded(pngWith({ width: w, height: h, bitDepth: 1, colorType: 0, sample: (x, y) => (x ^ y) & 1 }));
    expect(rgbaAt(bits, 1, 0)).toEqual([255, 255, 255, 255]);
    expect(rgbaAt(bits, 1, 1)).toEqual([0, 0, 0, 255]);
  });

  it("refuses a palette image without its palette and an unknown critical chunk, before inflating anything", () => {
    expect(() => probeImage(pngWith({ width: w, height: h, bitDepth: 8, colorType: 3, sample: () => 0 }))).toThrow(
      /palette is missing/,
    );
    expect(() =>
      probeImage(
        pngWith({
          width: w,
          height: h,
          bitDepth: 8,
          colorType: 2,
          sample: noise,
          chunks: [["CgBI", new Uint8Array(4)]],
        }),
      ),
    ).toThrow(/does not read \(CgBI\)/);
  });
});
