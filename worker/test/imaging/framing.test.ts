import { describe, expect, it } from "vitest";
import { allImageSizes, type PlatformId } from "@common/platforms";
import { planFrame } from "../../imaging/framing";
import { runPipeline } from "../../imaging/pipeline";
import type { Raster } from "../../imaging/raster";
import { subjectBox } from "../../imaging/saliency";
import { TurboJpeg } from "../../imaging/turbojpeg";

/** A seeded generator, so the wood grain is the same on every run. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * A portrait phone photo of a wide product on a wooden table: brown grain with noise, and a green circuit board that
 * spans `board.x0`–`board.x1` of the width, with chips and pads on it; its leftmost 1.5% is painted red and its
 * rightmost 1.5% blue, so a rendition shows whether it kept the ends.
 */
function woodenTable(w: number, h: number, board = { x0: 0.08, x1: 0.92, y0: 0.38, y1: 0.62 }): Raster {
  const rand = rng(7);
  const data = new Uint8Array(w * h * 4);
  const bx0 = board.x0 * w,
    bx1 = board.x1 * w,
    by0 = board.y0 * h,
    by1 = board.y1 * h;
  const end = (bx1 - bx0) * 0.015;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const noise = (rand() - 0.5) * 30;
      let r: number, g: number, b: number;
      if (x >= bx0 && x < bx1 && y >= by0 && y < by1) {
        const chip = (Math.floor(x / 60) + Math.floor(y / 45)) % 5 === 0 && x % 60 > 12 && y % 45 > 10;
        const pad = x % 24 < 4 && y % 18 < 4;
        [r, g, b] = chip ? [25, 25, 30] : pad ? [230, 220, 180] : [30, 140 + noise / 3, 60];
        if (x < bx0 + end) [r, g, b] = [230, 30, 30];
        if (x >= bx1 - end) [r, g, b] = [30, 40, 230];
      } else {
        const grain = Math.sin(x / 9 + Math.sin(y / 60) * 3) * 18 + Math.sin(x / 2.3) * 6;
        [r, g, b] = [150 + grain + noise, 100 + grain * 0.7 + noise, 60 + grain * 0.4 + noise];
      }
      data[i] = Math.max(0, Math.min(255, r));
      data[i + 1] = Math.max(0, Math.min(255, g));
      data[i + 2] = Math.max(0, Math.min(255, b));
      data[i + 3] = 255;
    }
  }
  return { width: w, height: h, data };
}

const count = (px: Raster, test: (r: number, g: number, b: number) => boolean) => {
  let n = 0;
  for (let i = 0; i < px.data.length; i += 4) if (test(px.data[i]!, px.data[i + 1]!, px.data[i + 2]!)) n++;
  return n;
};
const red = (r: number, g: number, b: number) => r > 170 && g < 90 && b < 90;
const blue = (r: number, g: number, b: number) => b > 170 && r < 90 && g < 110;

describe("the subject is never cut (decision 021)", () => {
  const w = 1200,
    h = 1600;
  const photo = woodenTable(w, h);
  const jpeg = new TurboJpeg().encode(photo, 90);

  it("sees a wide product on a textured table to its ends", () => {
    const s = subjectBox(photo);
    expect(s.x).toBeLessThanOrEqual(0.08 + 0.01);
    expect(s.x + s.w).toBeGreaterThanOrEqual(0.92 - 0.01);
    expect(s.y).toBeLessThanOrEqual(0.38 + 0.01);
    expect(s.y + s.h).toBeGreaterThanOrEqual(0.62 - 0.01);
  });

  it("keeps its leftmost and rightmost pixels in the 9:16, 2:3 and 4:5 renditions", async () => {
    const selected: PlatformId[] = ["instagram", "tiktok", "pinterest", "facebook", "x"];
    const result = await runPipeline(jpeg, selected);
    const reader = new TurboJpeg();
    const inFull = { red: count(photo, red), blue: count(photo, blue) };
    for (const key of ["instagram_story", "tiktok_feed", "pinterest_pin", "instagram_feed", "facebook_portrait"]) {
      const r = result.renditions.find((x) => x.sizeKey === key)!;
      const px = reader.decode(r.jpeg);
      // Scaled to the rendition, each end keeps at least half of its share of the frame.
      const area = (px.width * px.height) / (w * h);
      expect(count(px, red), `${key} red end`).toBeGreaterThan(inFull.red * area * 0.4);
      expect(count(px, blue), `${key} blue end`).toBeGreaterThan(inFull.blue * area * 0.4);
    }
  });

  it("never plans a window that cuts the subject, at any size, wherever the subject is", () => {
    const rand = rng(3);
    for (let n = 0; n < 400; n++) {
      const sw = 80 + Math.round(rand() * 3000),
        sh = 80 + Math.round(rand() * 3000);
      const bw = 0.05 + rand() * 0.95,
        bh = 0.05 + rand() * 0.95;
      const subject = { x: rand() * (1 - bw), y: rand() * (1 - bh), w: bw, h: bh };
      for (const size of allImageSizes) {
        const f = planFrame(sw, sh, size.width, size.height, subject);
        const win = f.mode === "crop" ? f : f.src;
        const at = `${sw}x${sh} ${JSON.stringify(subject)} ${size.key}`;
        expect(win.x, at).toBeLessThanOrEqual(subject.x * sw + 0.5);
        expect(win.y, at).toBeLessThanOrEqual(subject.y * sh + 0.5);
        expect(win.x + win.w, at).toBeGreaterThanOrEqual((subject.x + subject.w) * sw - 0.5);
        expect(win.y + win.h, at).toBeGreaterThanOrEqual((subject.y + subject.h) * sh - 0.5);
        // A crop fills the target exactly; a fit keeps the window's own aspect.
        if (f.mode === "crop") expect(f.w / f.h, at).toBeCloseTo(size.width / size.height, 2);
        else expect(Math.abs(f.w / f.h - f.src.w / f.src.h), at).toBeLessThan(0.02 * (f.w / f.h) + 2 / f.h);
      }
    }
  });
});

describe("a fill without seams (decision 021)", () => {
  it("meets the photo without a hard edge: the step across the seam is no larger than the steps beside it", async () => {
    // A landscape photo with a wide subject in a 9:16 frame leaves bands above and below.
    const w = 1600,
      h = 1200;
    // Smooth, so that any edge shows: light at the top, dark at the bottom, a wide green product across the middle.
    const photo: Raster = { width: w, height: h, data: new Uint8Array(w * h * 4) };
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const t = y / h;
        const onBoard = x > 0.03 * w && x < 0.97 * w && y > 0.3 * h && y < 0.7 * h;
        photo.data.set(
          onBoard ? [40, 150, 70, 255] : [210 - 160 * t, 225 - 190 * t, 245 - 215 * t, 255],
          (y * w + x) * 4,
        );
      }
    const result = await runPipeline(new TurboJpeg().encode(photo, 90), ["snapchat"]);
    const story = result.renditions[0]!;
    expect(story.framing).not.toBe("crop");
    const px = new TurboJpeg().decode(story.jpeg);
    const rowStep = (y: number) => {
      let d = 0;
      for (let x = 0; x < px.width; x++)
        for (let c = 0; c < 3; c++)
          d += Math.abs(px.data[(y * px.width + x) * 4 + c]! - px.data[((y - 1) * px.width + x) * 4 + c]!);
      return d / (px.width * 3);
    };
    // Where the photo starts and ends in the frame, by the plan.
    const plan = planFrame(w, h, px.width, px.height, result.subject);
    if (plan.mode !== "fit") throw new Error("expected a fit");
    for (const edge of [plan.y, plan.y + plan.h]) {
      const across = rowStep(edge);
      const beside = [-12, -8, -4, 4, 8, 12].map((d) => rowStep(edge + d));
      const typical = beside.reduce((a, b) => a + b, 0) / beside.length;
      expect(across, `seam at row ${edge}: ${across.toFixed(1)} vs ${typical.toFixed(1)} beside`).toBeLessThanOrEqual(
        typical * 2 + 2,
      );
    }
  });
});
