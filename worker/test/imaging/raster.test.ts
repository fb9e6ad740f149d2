import { describe, expect, it } from "vitest";
import { CodecPyramid, PlanePyramid } from "../../imaging/codec-pyramid";
import {
  createRaster,
  halve,
  orient,
  orientSteps,
  Pyramid,
  type Raster,
  resize,
  resizeRegion,
} from "../../imaging/raster";
import { TurboJpeg } from "../../imaging/turbojpeg";
import { jpegOf } from "../images";

/** A raster of pseudo-random opaque pixels (a fixed seed, so every run sees the same). */
function noise(w: number, h: number, seed = 7): Raster {
  const r = createRaster(w, h);
  let s = seed;
  for (let i = 0; i < r.data.length; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    r.data[i] = i % 4 === 3 ? 255 : s >> 23;
  }
  return r;
}

const px = (r: Raster, x: number, y: number) =>
  Array.from(r.data.subarray((y * r.width + x) * 4, (y * r.width + x) * 4 + 4));

/** The exact area average of the source rectangle over output pixel (x, y), channel c, in floating point. */
function areaMean(src: Raster, sx: number, sy: number, sw: number, sh: number, dw: number, dh: number) {
  return (x: number, y: number, c: number) => {
    const x0 = sx + (x * sw) / dw;
    const x1 = x0 + sw / dw;
    const y0 = sy + (y * sh) / dh;
    const y1 = y0 + sh / dh;
    let sum = 0;
    let area = 0;
    for (let j = Math.floor(y0); j < Math.ceil(y1); j++) {
      const wy = Math.min(j + 1, y1) - Math.max(j, y0);
      for (let i = Math.floor(x0); i < Math.ceil(x1); i++) {
        const w = (Math.min(i + 1, x1) - Math.max(i, x0)) * wy;
        sum += src.data[(j * src.width + i) * 4 + c]! * w;
        area += w;
      }
    }
    return sum / area;
  };
}

describe("raster", () => {
  it("halves to the rounded mean of each 2 × 2 block, opaque, leaving out an odd last row and column", () => {
    const src = noise(9, 7);
    const out = halve(src);
    expect([out.width, out.height]).toEqual([4, 3]);
    for (let y = 0; y < 3; y++)
      for (let x = 0; x < 4; x++)
        for (let c = 0; c < 3; c++) {
          const at = (dx: number, dy: number) => src.data[((2 * y + dy) * 9 + 2 * x + dx) * 4 + c]!;
          expect(out.data[(y * 4 + x) * 4 + c]).toBe((at(0, 0) + at(1, 0) + at(0, 1) + at(1, 1) + 2) >> 2);
        }
    expect(px(out, 3, 2)[3]).toBe(255);
  });

  it("stands each EXIF orientation upright: the source's top-left pixel lands where the orientation says", () => {
    // Source 3 × 2, pixel value = its index; where each source corner ends up for orientations 1–8 (EXIF 2.3, 4.6.4).
    const src = createRaster(3, 2);
    for (let i = 0; i < 6; i++) src.data.set([i, 0, 0, 255], i * 4);
    const expected: Record<number, number[][]> = {
      1: [
        [0, 1, 2],
        [3, 4, 5],
      ],
      2: [
        [2, 1, 0],
        [5, 4, 3],
      ],
      3: [
        [5, 4, 3],
        [2, 1, 0],
      ],
      4: [
        [3, 4, 5],
        [0, 1, 2],
      ],
      5: [
        [0, 3],
        [1, 4],
        [2, 5],
      ],
      6: [
        [3, 0],
        [4, 1],
        [5, 2],
      ],
      7: [
        [5, 2],
        [4, 1],
        [3, 0],
      ],
      8: [
        [2, 5],
        [1, 4],
        [0, 3],
      ],
    };
    for (const [o, rows] of Object.entries(expected)) {
      const out = orient(src, Number(o));
      const seen = Array.from({ length: out.height }, (_, y) =>
        Array.from({ length: out.width }, (_, x) => out.data[(y * out.width + x) * 4]),
      );
      expect(seen, `orientation ${o}`).toEqual(rows);
    }
  });

  it("area-averages a downscale to within one level of the exact mean, at fractional offsets and scales", () => {
    const small = noise(103, 77);
    // The last layout (301 rows of 2000 filtered pixels in flight) is beyond the wasm module's memory cap: the JS loop.
    const wide = noise(2000, 300);
    for (const [src, sx, sy, sw, sh, dw, dh] of [
      [small, 0, 0, 103, 77, 80, 60],
      [small, 3.25, 1.5, 90.5, 70.25, 61, 47],
      [small, 10, 5, 60, 40, 23, 11],
      [small, 0, 0, 103, 77, 9, 7],
      [wide, 0, 0, 2000, 300, 2000, 1],
    ] as const) {
      const out = resizeRegion(src, sx, sy, sw, sh, dw, dh);
      const mean = areaMean(src, sx, sy, sw, sh, dw, dh);
      let worst = 0;
      for (let y = 0; y < dh; y++)
        for (let x = 0; x < dw; x++)
          for (let c = 0; c < 3; c++)
            worst = Math.max(worst, Math.abs(out.data[(y * dw + x) * 4 + c]! - mean(x, y, c)));
      expect(worst, `${sw}×${sh} → ${dw}×${dh}`).toBeLessThanOrEqual(1);
      expect(px(out, dw - 1, dh - 1)[3]).toBe(255);
    }
  });

  it("keeps a flat colour flat and copies a crop that needs no resampling byte for byte", () => {
    const flat = createRaster(50, 40);
    for (let i = 0; i < flat.data.length; i += 4) flat.data.set([200, 31, 7, 255], i);
    const small = resize(flat, 17, 13);
    for (let i = 0; i < small.data.length; i += 4)
      expect(Array.from(small.data.subarray(i, i + 4))).toEqual([200, 31, 7, 255]);
    const big = resize(flat, 130, 90);
    expect(px(big, 129, 89)).toEqual([200, 31, 7, 255]);
    const src = noise(30, 20);
    const crop = resizeRegion(src, 4, 3, 10, 8, 10, 8);
    for (let y = 0; y < 8; y++) expect(px(crop, 0, y)).toEqual(px(src, 4, 3 + y));
  });

  it("enlarges bilinearly between pixel centres", () => {
    const src = createRaster(2, 1);
    src.data.set([0, 100, 200, 255, 200, 100, 0, 255]);
    const out = resize(src, 8, 2);
    // Output centres at source x = (i + 0.5) / 4 - 0.5: clamped to the ends for the outer two, then 1/8 … 7/8 between.
    expect(Array.from({ length: 8 }, (_, x) => out.data[x * 4])).toEqual([0, 0, 25, 75, 125, 175, 200, 200]);
    expect(px(out, 3, 1)).toEqual(px(out, 3, 0));
  });

  it("reads a pyramid level only where it still has the output's resolution", () => {
    const src = noise(64, 48);
    const pyramid = new Pyramid(src);
    // 64 → 30 wide: level 1 (32 px) still covers it, so the result is level 1 resampled, not the base.
    const viaLevel = resize(halve(src), 30, 22);
    expect(Array.from(pyramid.resize(30, 22).data)).toEqual(Array.from(viaLevel.data));
    // 64 → 40 wide: only the base covers it.
    expect(Array.from(pyramid.resize(40, 30).data)).toEqual(Array.from(resize(src, 40, 30).data));
  });

  it("makes the same pixels in the JPEG codec's memory (pixels.c) as in JavaScript: halvings, orientations, crops and resamples", () => {
    const codec = new TurboJpeg();
    const bytes = (r: Raster) => Array.from(r.data);
    // Odd sizes, so the SIMD loops' leftover columns and an odd last row are exercised too.
    const src = noise(203, 151, 11);
    const image = codec.copyImage(src);
    const out = (img: { width: number; height: number; ptr: number }) => ({
      width: img.width,
      height: img.height,
      data: codec.view(img).slice(),
    });
    expect(bytes(out(codec.halve(image)))).toEqual(bytes(halve(src)));
    for (let o = 2; o <= 8; o++) {
      const { ow, oh, start, dx, dy } = orientSteps(o, src.width, src.height);
      expect(bytes(out(codec.orient(image, ow, oh, start, dx, dy))), `orientation ${o}`).toEqual(bytes(orient(src, o)));
    }
    const inJs = new Pyramid(src);
    const inCodec = new CodecPyramid(codec, image);
    // Downscales of 1–4 taps a cell and more (a thumbnail), a fractional crop at 1:1, an enlargement, a plain copy.
    for (const [sx, sy, sw, sh, dw, dh] of [
      [0, 0, 203, 151, 120, 90],
      [10.4, 3.7, 150.2, 140.9, 61, 57],
      [0, 0, 203, 151, 25, 19],
      [30.5, 0, 100, 151, 100, 151],
      [5, 6, 40, 30, 97, 71],
      [7, 9, 50, 40, 50, 40],
      [0, 0, 203, 151, 203, 1],
    ] as const)
      expect(bytes(inCodec.resizeRegion(sx, sy, sw, sh, dw, dh)), `${sx},${sy} ${sw}×${sh} → ${dw}×${dh}`).toEqual(
        bytes(inJs.resizeRegion(sx, sy, sw, sh, dw, dh)),
      );
  });

  it("encodes a crop that needs no resampling where it lies (a view with the photo's row pitch) to the same JPEG as a copy of it", () => {
    const codec = new TurboJpeg();
    const src = noise(203, 151, 5);
    const pyramid = new CodecPyramid(codec, codec.copyImage(src));
    const view = pyramid.encodableRegion(17, 9, 121, 83, 121, 83);
    expect(view.owned).toBe(false);
    expect(view.image.pitch).toBe(203 * 4);
    const copy = pyramid.renderRegion(17, 9, 121, 83, 121, 83);
    expect(Array.from(codec.encodeImage(view.image, 82))).toEqual(Array.from(codec.encodeImage(copy, 82)));
    // A crop that is resampled is a new image the caller frees.
    const resampled = pyramid.encodableRegion(17, 9, 121, 83, 60, 41);
    expect(resampled.owned).toBe(true);
    expect(resampled.image.pitch).toBeUndefined();
  });

  it("renders from a JPEG's YCbCr planes what the RGBA path renders, within rounding, the same bytes every time (decision 042)", () => {
    // A photo-like JPEG (light, colour and a little grain), 4:2:0, with odd sides.
    const w = 203;
    const h = 151;
    const src = createRaster(w, h);
    let s = 3;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        s = (s * 1103515245 + 12345) & 0x7fffffff;
        const n = (s >> 27) - 8;
        src.data.set(
          [120 + 80 * Math.sin(x / 23) + n, 110 + 60 * Math.cos(y / 17) + n, 90 + (x + y) / 4 + n, 255],
          (y * w + x) * 4,
        );
      }
    const file = jpegOf(src.data, w, h, 92);
    const codec = new TurboJpeg();
    const planes = codec.decodePlanesInPlace(file);
    if (!planes) throw new Error("a YCbCr JPEG decodes to planes");
    expect([planes.width, planes.height, planes.cx, planes.cy, planes.cb.width, planes.cb.height]).toEqual([
      w,
      h,
      0.5,
      0.5,
      102,
      76,
    ]);
    const inPlanes = new PlanePyramid(codec, planes);
    const inRgba = new CodecPyramid(codec, codec.decodeInPlace(file));
    const psnr = (a: Uint8Array, b: Uint8Array) => {
      let se = 0;
      for (let i = 0; i < a.length; i++) if (i % 4 !== 3) se += (a[i]! - b[i]!) ** 2;
      return 10 * Math.log10((255 * 255) / (se / ((a.length * 3) / 4)));
    };
    // A downscale at fractional offsets, a 1:1 crop (luma read where it lies), odd output sides, an enlargement.
    for (const [sx, sy, sw, sh, dw, dh] of [
      [10.4, 3.7, 150.2, 140.9, 61, 57],
      [17, 9, 121, 83, 121, 83],
      [0, 0, 203, 151, 120, 90],
      [5, 6, 40, 30, 97, 71],
    ] as const) {
      const at = `${sx},${sy} ${sw}×${sh} → ${dw}×${dh}`;
      const made = inPlanes.encodablePlanes(sx, sy, sw, sh, dw, dh);
      const jpeg = codec.encodePlanes(made, dw, dh, 82);
      expect(Array.from(codec.encodePlanes(made, dw, dh, 82)), at).toEqual(Array.from(jpeg));
      for (const p of made.owned) codec.freePlane(p);
      const rgba = inRgba.renderRegion(sx, sy, sw, sh, dw, dh);
      const reference = codec.decode(codec.encodeImage(rgba, 82));
      codec.free(rgba);
      const decoded = codec.decode(jpeg);
      expect([decoded.width, decoded.height], at).toEqual([dw, dh]);
      expect(psnr(decoded.data, reference.data), at).toBeGreaterThan(38);
      // The copies that leave the codec (analysis, fill) in RGBA.
      const out = inPlanes.resizeRegion(sx, sy, sw, sh, dw, dh);
      expect(psnr(out.data, inRgba.resizeRegion(sx, sy, sw, sh, dw, dh).data), at).toBeGreaterThan(38);
    }
    inPlanes.dispose();
    // A decode at a reduced scale stays on the RGBA path (libjpeg scales chroma by its own IDCT size there).
    expect(codec.decodePlanesInPlace(file, 100, 75)).toBeNull();
  });
});
