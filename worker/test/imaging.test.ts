import { PhotonImage } from "@cf-wasm/photon";
import { describe, expect, it } from "vitest";
import { allImageSizes, platformIds } from "@common/platforms";
import { planFrame } from "../imaging/framing";
import { PIXEL_BUDGET, PixelBudgetError, runPipeline, targetsFor } from "../imaging/pipeline";
import { probeImage, ProbeError } from "../imaging/probe";
import { subjectBox } from "../imaging/saliency";

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

function encode(data: Uint8Array, w: number, h: number, format: "jpeg" | "png" | "webp" = "jpeg"): Uint8Array {
  const img = new PhotonImage(data, w, h);
  try {
    return format === "jpeg" ? img.get_bytes_jpeg(90) : format === "png" ? img.get_bytes() : img.get_bytes_webp();
  } finally {
    img.free();
  }
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

  it("reads type and size from the header, for JPEG, PNG and WebP", () => {
    for (const format of ["jpeg", "png", "webp"] as const) {
      const p = probeImage(encode(pixels, w, h, format));
      expect([p.type, p.width, p.height]).toEqual([format, w, h]);
    }
  });

  it("judges by bytes, not by name: a PNG called .jpg is a PNG", () => {
    const png = encode(pixels, w, h, "png");
    const file = new File([png], "photo.jpg", { type: "image/jpeg" });
    expect(file.name).toBe("photo.jpg");
    expect(probeImage(png).mime).toBe("image/png");
  });

  it("refuses what is not an image, and a truncated JPEG", async () => {
    expect(() => probeImage(new TextEncoder().encode("GIF89a not supported"))).toThrow(ProbeError);
    expect(() => probeImage(new Uint8Array(0))).toThrow(/Unsupported image type/);
    const jpeg = encode(pixels, w, h);
    expect(() => probeImage(jpeg.subarray(0, 40))).toThrow(/truncated/);
    await expect(runPipeline(jpeg.subarray(0, Math.floor(jpeg.length * 0.5)), ["facebook"])).rejects.toThrow(
      ProbeError,
    );
  });

  it("reads the EXIF orientation", () => {
    const p = probeImage(withOrientation(encode(pixels, w, h), 6));
    expect(p.orientation).toBe(6);
  });
});

describe("pixel budget", () => {
  it("refuses an oversized image from its header, before decoding, with the limit and the size sent", async () => {
    // A JPEG header claiming 4000×3000 with no pixel data behind it: only the header can have been read.
    const sof = [
      0xff,
      0xd8,
      0xff,
      0xc0,
      0,
      17,
      8,
      3000 >> 8,
      3000 & 0xff,
      4000 >> 8,
      4000 & 0xff,
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
      0xff,
      0xd9,
    ];
    const err = await runPipeline(new Uint8Array(sof), ["facebook"]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PixelBudgetError);
    expect((err as Error).message).toContain("4000×3000");
    expect((err as Error).message).toContain(`${(PIXEL_BUDGET / 1e6).toFixed(1)} megapixels`);
  });
});

describe("renditions", () => {
  const w = 1600,
    h = 1200;
  const disk = { cx: 1100, cy: 560, r: 170 };
  const jpeg = encode(scene(w, h, disk), w, h);

  it("renders all 9 sizes exactly, as JPEG under 2 MB, each unique size once", async () => {
    expect(targetsFor(platformIds)).toHaveLength(6);
    const result = await runPipeline(jpeg, platformIds);
    expect(result.renditions).toHaveLength(9);
    expect(result.renditions.map((r) => r.sizeKey).sort()).toEqual(allImageSizes.map((s) => s.key).sort());
    for (const r of result.renditions) {
      const p = probeImage(r.jpeg);
      expect([p.type, p.width, p.height], r.sizeKey).toEqual(["jpeg", r.width, r.height]);
      expect(r.jpeg.length).toBeLessThan(2 * 1024 * 1024);
    }
    // Sizes shared by two platforms (1080x1920, 1200x627) are the same bytes: rendered once.
    const story = result.renditions.filter((r) => r.width === 1080 && r.height === 1920);
    expect(story).toHaveLength(2);
    expect(story[0]!.jpeg).toBe(story[1]!.jpeg);
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

  it("fits the whole photo over a blurred fill when the aspect is far off", async () => {
    const result = await runPipeline(jpeg, ["snapchat"]);
    const story = result.renditions[0]!;
    expect(story.mode).toBe("fit");
    const img = PhotonImage.new_from_byteslice(story.jpeg);
    try {
      const px = img.get_raw_pixels();
      const at = (x: number, y: number) => Array.from(px.subarray((y * 1080 + x) * 4, (y * 1080 + x) * 4 + 3));
      // The fitted photo sits in the middle band; the fill above it is a blurred, darker-or-equal copy, never black.
      const top = at(540, 100);
      expect(top.some((c) => c > 40)).toBe(true);
      // The red subject is visible in the middle band at its fitted position.
      const fx = Math.round((disk.cx / w) * 1080);
      const fy = Math.round((1920 - 810) / 2 + (disk.cy / h) * 810);
      const [r, g] = at(fx, fy);
      expect(r! - g!).toBeGreaterThan(120);
    } finally {
      img.free();
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
