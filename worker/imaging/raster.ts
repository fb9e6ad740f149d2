import { areaResample, type Spans } from "./resample";

export type { Spans };

/**
 * Plain RGBA rasters and the few operations the pipeline needs, on typed arrays in JS. The area average's inner loops
 * run in a small wasm SIMD module (resample.ts) that sees a few rows at a time, so wasm memory stays at the decode peak
 * (wasm memory never shrinks; JS memory does).
 */
export interface Raster {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel, row-major. */
  data: Uint8Array;
}

export function createRaster(width: number, height: number): Raster {
  return { width, height, data: new Uint8Array(width * height * 4) };
}

/**
 * The raster's pixels as 32-bit words (R in the low byte: every engine this runs on is little-endian), so a pixel
 * moves with one load or store. A raster whose bytes are not 4-aligned is copied once.
 */
function words(r: Raster): Int32Array {
  const d = r.data;
  const n = r.width * r.height;
  return d.byteOffset % 4 === 0 ? new Int32Array(d.buffer, d.byteOffset, n) : new Int32Array(d.slice(0, n * 4).buffer);
}

/** Fixed-point precision of the resampling weights (14 bits) and of the horizontally filtered rows (8 bits). */
const WEIGHT_BITS = 14;
const ONE = 1 << WEIGHT_BITS;
const ROW_BITS = 8;

/**
 * Area-average resample of the source rectangle (sx, sy, sw, sh) to dw × dh: exact for downscaling (each output pixel
 * is the mean of the source area it covers); an axis that is enlarged is interpolated linearly between pixel centres.
 * Weights are computed once per column and per row, in fixed point; each source row is filtered horizontally once and
 * kept while the output rows that read it are made (in wasm SIMD, resample.ts).
 */
export function resizeRegion(
  src: Raster,
  sx: number,
  sy: number,
  sw: number,
  sh: number,
  dw: number,
  dh: number,
): Raster {
  if (isPlainCopy(sx, sy, sw, sh, dw, dh)) return copyRegion(src, sx, sy, dw, dh);
  const out = createRaster(dw, dh);
  const cols = axisSpans(sx, sw, dw, src.width);
  const rows = axisSpans(sy, sh, dh, src.height);
  if (areaResample(src.data, src.width, cols, rows, dw, dh, out.data)) return out;
  // The same arithmetic in JS, for a layout too large for the wasm module's small memory.
  const s = words(src);
  const d = new Int32Array(out.data.buffer);
  const n = dw * 3;
  // Horizontally filtered source rows (8 fractional bits), in a ring long enough for every row one output row reads.
  const ring = Array.from({ length: rows.taps + 1 }, () => ({ row: -1, data: new Int32Array(n) }));
  const filtered = (row: number): Int32Array => {
    const slot = ring[row % ring.length]!;
    if (slot.row === row) return slot.data;
    const h = slot.data;
    const base = row * src.width;
    for (let x = 0, o = 0; x < dw; x++, o += 3) {
      let r = 1 << (WEIGHT_BITS - ROW_BITS - 1);
      let g = r;
      let b = r;
      for (let j = x * cols.taps, i = base + cols.index[j]!, ie = i + cols.count[x]!; i < ie; i++, j++) {
        const p = s[i]!;
        const w = cols.weight[j]!;
        r += (p & 255) * w;
        g += ((p >> 8) & 255) * w;
        b += ((p >> 16) & 255) * w;
      }
      h[o] = r >> (WEIGHT_BITS - ROW_BITS);
      h[o + 1] = g >> (WEIGHT_BITS - ROW_BITS);
      h[o + 2] = b >> (WEIGHT_BITS - ROW_BITS);
    }
    slot.row = row;
    return h;
  };
  const shift = WEIGHT_BITS + ROW_BITS;
  const acc = new Int32Array(n);
  for (let y = 0; y < dh; y++) {
    acc.fill(1 << (shift - 1));
    for (let k = 0; k < rows.taps; k++) {
      const w = rows.weight[y * rows.taps + k]!;
      if (w === 0) continue;
      const h = filtered(rows.index[y * rows.taps + k]!);
      for (let o = 0; o < n; o++) acc[o] = acc[o]! + h[o]! * w;
    }
    for (let o = 0, p = y * dw; o < n; o += 3, p++)
      d[p] = (acc[o]! >> shift) | ((acc[o + 1]! >> shift) << 8) | ((acc[o + 2]! >> shift) << 16) | 0xff000000;
  }
  return out;
}

/** Whether resizeRegion copies the rectangle as it is (a crop that needs no resampling). */
export function isPlainCopy(sx: number, sy: number, sw: number, sh: number, dw: number, dh: number): boolean {
  return sw === dw && sh === dh && Number.isInteger(sx) && Number.isInteger(sy);
}

/** The spans of one axis: `size` source pixels from `from` to `n` output cells, of a source `limit` pixels long. */
export function axisSpans(from: number, size: number, n: number, limit: number) {
  return size < n ? lerps(from, size / n, n, limit) : spans(from, size / n, n, limit);
}

/** The rectangle as it is, row by row (a crop that needs no resampling). */
function copyRegion(src: Raster, sx: number, sy: number, w: number, h: number): Raster {
  const out = createRaster(w, h);
  for (let y = 0; y < h; y++) {
    const from = ((sy + y) * src.width + sx) * 4;
    out.data.set(src.data.subarray(from, from + w * 4), y * w * 4);
  }
  return out;
}

/**
 * For each of `n` output cells of width `scale` (≥ 1) starting at `from`: the source pixels it covers and their
 * weights (each pixel's share of the cell, in units of 1/2^14, summing to exactly 2^14), `taps` per cell, of which
 * the first `count` are the pixels it covers, in order; the rest repeat the last one with weight 0, so a loop may read
 * every cell as `taps` wide.
 */
function spans(from: number, scale: number, n: number, limit: number) {
  const taps = Math.ceil(scale) + 1;
  const index = new Int32Array(n * taps);
  const count = new Int32Array(n);
  const weight = new Int32Array(n * taps);
  const exact = new Float64Array(taps);
  for (let c = 0; c < n; c++) {
    const a = from + c * scale;
    const b = a + scale;
    const lo = Math.max(0, Math.floor(a));
    const hi = Math.min(limit - 1, Math.ceil(b) - 1);
    let sum = 0;
    let m = 0;
    for (let i = lo; i <= hi && m < taps; i++, m++) {
      exact[m] = Math.max(0, Math.min(i + 1, b) - Math.max(i, a));
      sum += exact[m]!;
    }
    if (m === 0) {
      // A cell past the edge (only from rounding): the nearest pixel.
      exact[0] = 1;
      sum = 1;
      m = 1;
    }
    count[c] = m;
    // Each weight is the step of the rounded running total, so they sum to exactly ONE and none goes negative.
    let covered = 0;
    let given = 0;
    const at = c * taps;
    for (let k = 0; k < taps; k++) {
      if (k < m) covered += exact[k]!;
      const upTo = Math.round((covered / sum) * ONE);
      index[at + k] = Math.min(lo + k, lo + m - 1, limit - 1);
      weight[at + k] = upTo - given;
      given = upTo;
    }
  }
  return { index, count, weight, taps };
}

/**
 * Linear interpolation, for enlarging, in the form of `spans`: each of `n` output cells (`scale` < 1 source pixels
 * wide from `from`) blends the two source pixels either side of its centre (pixel centres aligned, clamped at the
 * edges).
 */
function lerps(from: number, scale: number, n: number, limit: number) {
  const taps = 2;
  const index = new Int32Array(n * taps);
  const count = new Int32Array(n);
  const weight = new Int32Array(n * taps);
  for (let c = 0; c < n; c++) {
    const f = Math.min(limit - 1, Math.max(0, from + (c + 0.5) * scale - 0.5));
    const i = Math.floor(f);
    const t = Math.round((f - i) * ONE);
    const two = t > 0 && i + 1 < limit;
    index[c * taps] = i;
    index[c * taps + 1] = two ? i + 1 : i;
    weight[c * taps] = two ? ONE - t : ONE;
    weight[c * taps + 1] = two ? t : 0;
    count[c] = two ? 2 : 1;
  }
  return { index, count, weight, taps };
}

export function resize(src: Raster, dw: number, dh: number): Raster {
  return resizeRegion(src, 0, 0, src.width, src.height, dw, dh);
}

/** Three box-blur passes approximate a gaussian; used on small rasters only. */
export function blur(src: Raster, radius: number): Raster {
  let cur = src;
  for (let pass = 0; pass < 3; pass++) cur = boxBlurV(boxBlurH(cur, radius), radius);
  return cur;
}

function boxBlurH(src: Raster, r: number): Raster {
  const { width: w, height: h, data: s } = src;
  const out = createRaster(w, h);
  const d = out.data;
  for (let y = 0; y < h; y++) {
    for (let c = 0; c < 3; c++) {
      let acc = 0;
      for (let k = -r; k <= r; k++) acc += s[(y * w + Math.min(w - 1, Math.max(0, k))) * 4 + c]!;
      for (let x = 0; x < w; x++) {
        d[(y * w + x) * 4 + c] = acc / (2 * r + 1) + 0.5;
        acc += s[(y * w + Math.min(w - 1, x + r + 1)) * 4 + c]! - s[(y * w + Math.max(0, x - r)) * 4 + c]!;
      }
    }
    for (let x = 0; x < w; x++) d[(y * w + x) * 4 + 3] = 255;
  }
  return out;
}

function boxBlurV(src: Raster, r: number): Raster {
  const { width: w, height: h, data: s } = src;
  const out = createRaster(w, h);
  const d = out.data;
  for (let x = 0; x < w; x++) {
    for (let c = 0; c < 3; c++) {
      let acc = 0;
      for (let k = -r; k <= r; k++) acc += s[(Math.min(h - 1, Math.max(0, k)) * w + x) * 4 + c]!;
      for (let y = 0; y < h; y++) {
        d[(y * w + x) * 4 + c] = acc / (2 * r + 1) + 0.5;
        acc += s[(Math.min(h - 1, y + r + 1) * w + x) * 4 + c]! - s[(Math.max(0, y - r) * w + x) * 4 + c]!;
      }
    }
    for (let y = 0; y < h; y++) d[(y * w + x) * 4 + 3] = 255;
  }
  return out;
}

/** Copies `top` onto `base` at (x, y). */
export function composite(base: Raster, top: Raster, x: number, y: number): void {
  for (let row = 0; row < top.height; row++) {
    const ty = y + row;
    if (ty < 0 || ty >= base.height) continue;
    const from = row * top.width * 4;
    const to = (ty * base.width + x) * 4;
    base.data.set(top.data.subarray(from, from + top.width * 4), to);
  }
}

/**
 * How an EXIF orientation (2–8) moves the pixels of a w × h raster: the upright size (ow × oh), where source pixel
 * (0, 0) lands (`start`), and how far one step along a source row (dx) and down a column (dy) moves, in pixels.
 */
export function orientSteps(orientation: number, w: number, h: number) {
  const swap = orientation >= 5;
  const ow = swap ? h : w;
  const oh = swap ? w : h;
  const flipX = orientation === 2 || orientation === 3 || orientation === 7 || orientation === 8;
  const flipY = orientation === 3 || orientation === 4 || orientation === 6 || orientation === 7;
  if (!swap)
    return {
      ow,
      oh,
      dx: flipX ? -1 : 1,
      dy: flipY ? -ow : ow,
      start: (flipY ? (oh - 1) * ow : 0) + (flipX ? ow - 1 : 0),
    };
  // Source x runs down the output, source y across it (5: transpose; 6: 90° clockwise; 7: transverse; 8: 90° anti).
  return {
    ow,
    oh,
    dx: flipX ? -ow : ow,
    dy: flipY ? -1 : 1,
    start: (flipX ? (oh - 1) * ow : 0) + (flipY ? ow - 1 : 0),
  };
}

/** Applies an EXIF orientation (1–8) so the raster stands upright. */
export function orient(src: Raster, orientation: number): Raster {
  if (orientation <= 1 || orientation > 8) return src;
  const { width: w, height: h } = src;
  const { ow, oh, start, dx, dy } = orientSteps(orientation, w, h);
  const out = createRaster(ow, oh);
  const d = new Int32Array(out.data.buffer);
  const s = words(src);
  for (let y = 0, i = 0; y < h; y++) {
    for (let x = 0, o = start + y * dy; x < w; x++, i++, o += dx) d[o] = s[i]!;
  }
  return out;
}

/** Half the size, each pixel the mean of a 2 × 2 block (an odd last row or column is left out). */
export function halve(src: Raster): Raster {
  const w = src.width >> 1;
  const h = src.height >> 1;
  const out = createRaster(w, h);
  const s = words(src);
  const d = new Int32Array(out.data.buffer);
  const row = src.width;
  for (let y = 0; y < h; y++) {
    let i = y * 2 * row;
    let o = y * w;
    for (let x = 0; x < w; x++, i += 2, o++) {
      const a = s[i]!;
      const b = s[i + 1]!;
      const c = s[i + row]!;
      const e = s[i + row + 1]!;
      // Red and blue add in one word (each sum fits in 10 bits, 16 apart); green on its own.
      const rb = (((a & 0xff00ff) + (b & 0xff00ff) + (c & 0xff00ff) + (e & 0xff00ff) + 0x20002) >>> 2) & 0xff00ff;
      const g = (((a & 0xff00) + (b & 0xff00) + (c & 0xff00) + (e & 0xff00) + 0x200) >>> 2) & 0xff00;
      d[o] = rb | g | 0xff000000;
    }
  }
  return out;
}

/** The pyramid level (0 the base, i the base halved i times) that a resample of sw × sh to dw × dh reads: the
 * smallest that still has at least the output's resolution. */
export function levelFor(base: { width: number; height: number }, sw: number, sh: number, dw: number, dh: number) {
  let n = 0;
  for (let i = 1; ; i++) {
    const f = 2 ** -i;
    if (sw * f < dw || sh * f < dh || base.width >> i < 1 || base.height >> i < 1) return n;
    n = i;
  }
}

/**
 * An image and its halvings, made when first needed: every resample reads the smallest level that still has at least
 * the output's resolution, so six renditions and two thumbnails of a large photo do not each read all of it. The
 * images are JavaScript rasters (Pyramid) or lie in the JPEG codec's memory (CodecPyramid, codec-pyramid.ts).
 */
export abstract class Levels<T extends { width: number; height: number }> {
  private readonly levels: T[];

  constructor(
    readonly base: T,
    private readonly halveOne: (image: T) => T,
  ) {
    this.levels = [base];
  }

  get width() {
    return this.base.width;
  }

  /** The base and every halving made so far. */
  protected levelsMade(): T[] {
    return this.levels.filter(Boolean);
  }

  get height() {
    return this.base.height;
  }

  /** The level a resample of the base's rectangle (sx, sy, sw, sh) to dw × dh reads, and that rectangle in it. */
  protected levelRegion(sx: number, sy: number, sw: number, sh: number, dw: number, dh: number) {
    const n = levelFor(this.base, sw, sh, dw, dh);
    for (let i = 1; i <= n; i++) this.levels[i] ??= this.halveOne(this.levels[i - 1]!);
    const level = this.levels[n]!;
    const fx = level.width / this.base.width;
    const fy = level.height / this.base.height;
    return { level, x: sx * fx, y: sy * fy, w: sw * fx, h: sh * fy };
  }

  /** Resamples the base's rectangle (sx, sy, sw, sh) to dw × dh, as a JavaScript raster. */
  abstract resizeRegion(sx: number, sy: number, sw: number, sh: number, dw: number, dh: number): Raster;

  resize(dw: number, dh: number): Raster {
    return this.resizeRegion(0, 0, this.base.width, this.base.height, dw, dh);
  }
}

/** A JavaScript raster and its halvings (Levels). */
export class Pyramid extends Levels<Raster> {
  constructor(base: Raster) {
    super(base, halve);
  }

  resizeRegion(sx: number, sy: number, sw: number, sh: number, dw: number, dh: number): Raster {
    const { level, x, y, w, h } = this.levelRegion(sx, sy, sw, sh, dw, dh);
    return resizeRegion(level, x, y, w, h, dw, dh);
  }
}
