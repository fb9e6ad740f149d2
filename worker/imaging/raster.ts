/**
 * Plain RGBA rasters and the few operations the pipeline needs, in JS on typed arrays. Keeping resizing, blurring and
 * compositing out of WebAssembly keeps wasm memory at the decode peak (wasm memory never shrinks; JS memory does).
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
 * is the mean of the source area it covers); enlarging goes to a separable bilinear. Weights are computed once per
 * column and per row, in fixed point; each source row is filtered horizontally once and kept while the output rows
 * that read it are made.
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
  if (sw < dw || sh < dh) return bilinear(src, sx, sy, sw, sh, dw, dh);
  if (sw === dw && sh === dh && Number.isInteger(sx) && Number.isInteger(sy)) return copyRegion(src, sx, sy, dw, dh);
  const out = createRaster(dw, dh);
  const s = words(src);
  const d = new Int32Array(out.data.buffer);
  const cols = spans(sx, sw / dw, dw, src.width);
  const rows = spans(sy, sh / dh, dh, src.height);
  const n = dw * 3;
  // Horizontally filtered source rows (8 fractional bits), in a ring long enough for every row one output row reads.
  const ring = Array.from({ length: rows.taps + 1 }, () => ({ row: -1, data: new Int32Array(n) }));
  const cIndex = cols.index;
  const cWeight = cols.weight;
  const cTaps = cols.taps;
  const cCount = cols.count;
  const walk = sourceWalk(cols, dw);
  const filtered = (row: number): Int32Array => {
    const slot = ring[row % ring.length]!;
    if (slot.row === row) return slot.data;
    const h = slot.data;
    const base = row * src.width;
    const round = 1 << (WEIGHT_BITS - ROW_BITS - 1);
    const shift = WEIGHT_BITS - ROW_BITS;
    if (walk) {
      // One pass along the source row: each pixel is read once and added to the cell it ends (and, when it
      // straddles two cells, to the next one).
      const { start, own, next, last } = walk;
      let r = round;
      let g = round;
      let b = round;
      for (let i = 0, q = base + start, o = 0, ie = own.length; i < ie; i++, q++) {
        const p = s[q]!;
        const w = own[i]!;
        const pr = p & 255;
        const pg = (p >> 8) & 255;
        const pb = (p >> 16) & 255;
        r += pr * w;
        g += pg * w;
        b += pb * w;
        if (last[i] !== 0) {
          h[o] = r >> shift;
          h[o + 1] = g >> shift;
          h[o + 2] = b >> shift;
          o += 3;
          const v = next[i]!;
          r = pr * v + round;
          g = pg * v + round;
          b = pb * v + round;
        }
      }
    } else if (cTaps === 3) {
      // Cells of 1–2 source pixels (what the pyramid leaves): two taps, or three where a cell straddles.
      for (let x = 0, j = 0, o = 0; x < dw; x++, j += 3, o += 3) {
        const p0 = s[base + cIndex[j]!]!;
        const p1 = s[base + cIndex[j + 1]!]!;
        const w0 = cWeight[j]!;
        const w1 = cWeight[j + 1]!;
        const w2 = cWeight[j + 2]!;
        if (w2 === 0) {
          h[o] = ((p0 & 255) * w0 + (p1 & 255) * w1 + round) >> shift;
          h[o + 1] = (((p0 >> 8) & 255) * w0 + ((p1 >> 8) & 255) * w1 + round) >> shift;
          h[o + 2] = (((p0 >> 16) & 255) * w0 + ((p1 >> 16) & 255) * w1 + round) >> shift;
        } else {
          const p2 = s[base + cIndex[j + 2]!]!;
          h[o] = ((p0 & 255) * w0 + (p1 & 255) * w1 + (p2 & 255) * w2 + round) >> shift;
          h[o + 1] = (((p0 >> 8) & 255) * w0 + ((p1 >> 8) & 255) * w1 + ((p2 >> 8) & 255) * w2 + round) >> shift;
          h[o + 2] = (((p0 >> 16) & 255) * w0 + ((p1 >> 16) & 255) * w1 + ((p2 >> 16) & 255) * w2 + round) >> shift;
        }
      }
    } else {
      for (let x = 0, o = 0; x < dw; x++, o += 3) {
        let r = round;
        let g = round;
        let b = round;
        for (let j = x * cTaps, i = base + cIndex[j]!, ie = i + cCount[x]!; i < ie; i++, j++) {
          const p = s[i]!;
          const w = cWeight[j]!;
          r += (p & 255) * w;
          g += ((p >> 8) & 255) * w;
          b += ((p >> 16) & 255) * w;
        }
        h[o] = r >> shift;
        h[o + 1] = g >> shift;
        h[o + 2] = b >> shift;
      }
    }
    slot.row = row;
    return h;
  };
  const vShift = WEIGHT_BITS + ROW_BITS;
  const vRound = 1 << (vShift - 1);
  const taps = rows.taps;
  const lines: Int32Array[] = new Array(taps);
  const acc = taps > 3 ? new Int32Array(n) : undefined;
  for (let y = 0; y < dh; y++) {
    const j = y * taps;
    for (let k = 0; k < taps; k++) lines[k] = filtered(rows.index[j + k]!);
    let p = y * dw;
    const w0 = rows.weight[j]!;
    const w1 = taps > 1 ? rows.weight[j + 1]! : 0;
    const w2 = taps > 2 ? rows.weight[j + 2]! : 0;
    if (taps <= 3 && w2 === 0) {
      const h0 = lines[0]!;
      const h1 = lines[taps > 1 ? 1 : 0]!;
      for (let o = 0; o < n; o += 3, p++) {
        const r = (h0[o]! * w0 + h1[o]! * w1 + vRound) >> vShift;
        const g = (h0[o + 1]! * w0 + h1[o + 1]! * w1 + vRound) >> vShift;
        const b = (h0[o + 2]! * w0 + h1[o + 2]! * w1 + vRound) >> vShift;
        d[p] = r | (g << 8) | (b << 16) | 0xff000000;
      }
    } else if (taps <= 3) {
      const h0 = lines[0]!;
      const h1 = lines[1]!;
      const h2 = lines[2]!;
      for (let o = 0; o < n; o += 3, p++) {
        const r = (h0[o]! * w0 + h1[o]! * w1 + h2[o]! * w2 + vRound) >> vShift;
        const g = (h0[o + 1]! * w0 + h1[o + 1]! * w1 + h2[o + 1]! * w2 + vRound) >> vShift;
        const b = (h0[o + 2]! * w0 + h1[o + 2]! * w1 + h2[o + 2]! * w2 + vRound) >> vShift;
        d[p] = r | (g << 8) | (b << 16) | 0xff000000;
      }
    } else {
      const a = acc!;
      a.fill(vRound);
      for (let k = 0; k < taps; k++) {
        const h = lines[k]!;
        const w = rows.weight[j + k]!;
        if (w !== 0) for (let o = 0; o < n; o++) a[o] = a[o]! + h[o]! * w;
      }
      for (let o = 0; o < n; o += 3, p++)
        d[p] = (a[o]! >> vShift) | ((a[o + 1]! >> vShift) << 8) | ((a[o + 2]! >> vShift) << 16) | 0xff000000;
    }
  }
  return out;
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
 * weights (each pixel's overlap with the cell, in units of 1/2^14, summing to exactly 2^14), `taps` per cell, of which
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
    let total = 0;
    let largest = 0;
    const at = c * taps;
    for (let k = 0; k < taps; k++) {
      const i = Math.min(lo + k, lo + m - 1, limit - 1);
      const w = k < m ? Math.round((exact[k]! / sum) * ONE) : 0;
      index[at + k] = i;
      weight[at + k] = w;
      total += w;
      if (w > weight[at + largest]!) largest = k;
    }
    weight[at + largest]! += ONE - total;
  }
  return { index, count, weight, taps };
}

/**
 * The cells of `spans` as one walk along the source: for each source pixel from the first cell's first, its weight in
 * the cell it belongs to (`own`), whether that cell ends with it (`last`), and its weight in the next cell when it
 * straddles the boundary (`next`). Downscaling (cells at least a pixel wide) makes this exact; anything else (a cell
 * clipped at the raster's edge) gives undefined and the per-cell loop is used.
 */
function sourceWalk({ index, count, weight, taps }: ReturnType<typeof spans>, n: number) {
  const start = index[0]!;
  const end = index[(n - 1) * taps + count[n - 1]! - 1]!;
  if (end < start) return undefined;
  const own = new Int32Array(end - start + 1);
  const next = new Int32Array(own.length);
  const last = new Uint8Array(own.length);
  let prev = start - 1;
  for (let c = 0; c < n; c++) {
    const at = c * taps;
    for (let k = 0, m = count[c]!; k < m; k++) {
      const i = index[at + k]!;
      if (k === 0 && c > 0 && i === prev) next[i - start] = weight[at]!;
      else if (i === prev + 1) own[i - start] = weight[at + k]!;
      else return undefined;
      prev = i;
    }
    if (last[prev - start] !== 0) return undefined;
    last[prev - start] = 1;
  }
  return { start, own, next, last };
}

/** Linear interpolation weights with 8 fractional bits. */
const LERP_BITS = 8;
const LERP_ONE = 1 << LERP_BITS;

/**
 * Separable bilinear (pixel centres aligned), for enlarging: each output row blends two source rows that were
 * interpolated horizontally once (in fixed point) and kept while the output walks down between them.
 */
function bilinear(src: Raster, sx: number, sy: number, sw: number, sh: number, dw: number, dh: number): Raster {
  const out = createRaster(dw, dh);
  const s = words(src);
  const d = new Int32Array(out.data.buffer);
  const x0 = new Int32Array(dw);
  const x1 = new Int32Array(dw);
  const tx = new Int32Array(dw);
  for (let x = 0; x < dw; x++) {
    const fx = Math.min(src.width - 1, Math.max(0, sx + ((x + 0.5) * sw) / dw - 0.5));
    x0[x] = Math.floor(fx);
    x1[x] = Math.min(src.width - 1, Math.floor(fx) + 1);
    tx[x] = Math.round((fx - Math.floor(fx)) * LERP_ONE);
  }
  const n = dw * 3;
  let upper = new Int32Array(n);
  let lower = new Int32Array(n);
  let upperRow = -1;
  let lowerRow = -1;
  const interpolate = (row: number, into: Int32Array) => {
    const base = row * src.width;
    for (let x = 0, o = 0; x < dw; x++, o += 3) {
      const a = s[base + x0[x]!]!;
      const b = s[base + x1[x]!]!;
      const t = tx[x]!;
      const u = LERP_ONE - t;
      into[o] = (a & 255) * u + (b & 255) * t;
      into[o + 1] = ((a >> 8) & 255) * u + ((b >> 8) & 255) * t;
      into[o + 2] = ((a >> 16) & 255) * u + ((b >> 16) & 255) * t;
    }
  };
  const shift = 2 * LERP_BITS;
  const round = 1 << (shift - 1);
  for (let y = 0; y < dh; y++) {
    const fy = Math.min(src.height - 1, Math.max(0, sy + ((y + 0.5) * sh) / dh - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(src.height - 1, y0 + 1);
    const ty = Math.round((fy - y0) * LERP_ONE);
    const uy = LERP_ONE - ty;
    if (y0 !== upperRow) {
      if (y0 === lowerRow) {
        [upper, lower] = [lower, upper];
        upperRow = lowerRow;
      } else {
        interpolate(y0, upper);
        upperRow = y0;
      }
    }
    if (y1 !== lowerRow) {
      interpolate(y1, lower);
      lowerRow = y1;
    }
    for (let o = 0, p = y * dw; o < n; o += 3, p++) {
      const r = (upper[o]! * uy + lower[o]! * ty + round) >> shift;
      const g = (upper[o + 1]! * uy + lower[o + 1]! * ty + round) >> shift;
      const b = (upper[o + 2]! * uy + lower[o + 2]! * ty + round) >> shift;
      d[p] = r | (g << 8) | (b << 16) | 0xff000000;
    }
  }
  return out;
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

/** Applies an EXIF orientation (1–8) so the raster stands upright. */
export function orient(src: Raster, orientation: number): Raster {
  if (orientation <= 1 || orientation > 8) return src;
  const { width: w, height: h } = src;
  const swap = orientation >= 5;
  const out = createRaster(swap ? h : w, swap ? w : h);
  const ow = out.width;
  const oh = out.height;
  const d = new Int32Array(out.data.buffer);
  const s = words(src);
  // Where source pixel (0, 0) lands, and how far one step along a source row (dx) and down a column (dy) moves.
  const flipX = orientation === 2 || orientation === 3 || orientation === 7 || orientation === 8;
  const flipY = orientation === 3 || orientation === 4 || orientation === 6 || orientation === 7;
  let start: number;
  let dx: number;
  let dy: number;
  if (!swap) {
    dx = flipX ? -1 : 1;
    dy = flipY ? -ow : ow;
    start = (flipY ? (oh - 1) * ow : 0) + (flipX ? ow - 1 : 0);
  } else {
    // Source x runs down the output, source y across it (5: transpose; 6: 90° clockwise; 7: transverse; 8: 90° anti).
    dx = flipX ? -ow : ow;
    dy = flipY ? -1 : 1;
    start = (flipX ? (oh - 1) * ow : 0) + (flipY ? ow - 1 : 0);
  }
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

/**
 * A raster and its halvings, made when first needed: every resample reads the smallest level that still has at least
 * the output's resolution, so six renditions and two thumbnails of a large photo do not each read all of it.
 */
export class Pyramid {
  private readonly levels: Raster[];

  constructor(readonly base: Raster) {
    this.levels = [base];
  }

  get width() {
    return this.base.width;
  }

  get height() {
    return this.base.height;
  }

  /** Resamples the base's rectangle (sx, sy, sw, sh) to dw × dh from the smallest level that covers it. */
  resizeRegion(sx: number, sy: number, sw: number, sh: number, dw: number, dh: number): Raster {
    let level = this.levels[0]!;
    for (let i = 1; ; i++) {
      const f = 2 ** -i;
      if (sw * f < dw || sh * f < dh || this.base.width >> i < 1 || this.base.height >> i < 1) break;
      this.levels[i] ??= halve(this.levels[i - 1]!);
      level = this.levels[i]!;
    }
    const fx = level.width / this.base.width;
    const fy = level.height / this.base.height;
    return resizeRegion(level, sx * fx, sy * fy, sw * fx, sh * fy, dw, dh);
  }

  resize(dw: number, dh: number): Raster {
    return this.resizeRegion(0, 0, this.base.width, this.base.height, dw, dh);
  }
}
