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
 * Area-average resample of the source rectangle (sx, sy, sw, sh) to dw × dh: exact for downscaling (each output pixel
 * is the mean of the source area it covers); enlarging goes to a separable bilinear. Weights are computed once per
 * column and per row; each source row is filtered horizontally once per output row it touches.
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
  const s = src.data;
  const d = out.data;
  const cols = spans(sx, sw / dw, dw, src.width);
  const rows = spans(sy, sh / dh, dh, src.height);
  const stride = cols.stride;
  // Horizontally filtered source rows, kept while the output walks down over them: a row shared by two output rows
  // is filtered once.
  const ring = Array.from({ length: rows.stride + 1 }, () => ({ row: -1, data: new Float32Array(dw * 3) }));
  const filtered = (row: number) => {
    const slot = ring[row % ring.length]!;
    if (slot.row === row) return slot.data;
    const base = row * src.width * 4;
    const h = slot.data;
    for (let x = 0, o = 0; x < dw; x++, o += 3) {
      let r = 0,
        g = 0,
        b = 0;
      let i = base + cols.first[x]! * 4;
      for (let j = x * stride, je = j + cols.count[x]!; j < je; j++, i += 4) {
        const w = cols.weight[j]!;
        r += s[i]! * w;
        g += s[i + 1]! * w;
        b += s[i + 2]! * w;
      }
      h[o] = r;
      h[o + 1] = g;
      h[o + 2] = b;
    }
    slot.row = row;
    return h;
  };
  const acc = new Float32Array(dw * 3);
  for (let y = 0; y < dh; y++) {
    acc.fill(0);
    for (let k = 0, kn = rows.count[y]!; k < kn; k++) {
      const wy = rows.weight[y * rows.stride + k]!;
      const h = filtered(rows.first[y]! + k);
      for (let o = 0; o < acc.length; o++) acc[o] = acc[o]! + h[o]! * wy;
    }
    for (let x = 0, o = 0, p = y * dw * 4; x < dw; x++, o += 3, p += 4) {
      d[p] = acc[o]! + 0.5;
      d[p + 1] = acc[o + 1]! + 0.5;
      d[p + 2] = acc[o + 2]! + 0.5;
      d[p + 3] = 255;
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
 * For each of `n` output cells of width `scale` (≥ 1) starting at `from`: the first source index it covers, how many,
 * and their normalised weights (each source pixel's overlap with the cell), `stride` weights per cell.
 */
function spans(from: number, scale: number, n: number, limit: number) {
  const stride = Math.ceil(scale) + 1;
  const first = new Int32Array(n);
  const count = new Int32Array(n);
  const weight = new Float32Array(n * stride);
  for (let c = 0; c < n; c++) {
    const a = from + c * scale;
    const b = a + scale;
    const lo = Math.max(0, Math.floor(a));
    const hi = Math.min(limit - 1, Math.ceil(b) - 1);
    let sum = 0;
    let m = 0;
    for (let i = lo; i <= hi && m < stride; i++, m++) {
      const w = Math.max(0, Math.min(i + 1, b) - Math.max(i, a));
      weight[c * stride + m] = w;
      sum += w;
    }
    first[c] = lo;
    count[c] = m;
    for (let j = 0; j < m; j++) weight[c * stride + j] = weight[c * stride + j]! / (sum || 1);
  }
  return { first, count, weight, stride };
}

/**
 * Separable bilinear (pixel centres aligned), for enlarging: each output row blends two source rows that were
 * interpolated horizontally once and kept while the output walks down between them.
 */
function bilinear(src: Raster, sx: number, sy: number, sw: number, sh: number, dw: number, dh: number): Raster {
  const out = createRaster(dw, dh);
  const s = src.data;
  const d = out.data;
  const x0 = new Int32Array(dw);
  const x1 = new Int32Array(dw);
  const tx = new Float32Array(dw);
  for (let x = 0; x < dw; x++) {
    const fx = Math.min(src.width - 1, Math.max(0, sx + ((x + 0.5) * sw) / dw - 0.5));
    x0[x] = Math.floor(fx) * 4;
    x1[x] = Math.min(src.width - 1, Math.floor(fx) + 1) * 4;
    tx[x] = fx - Math.floor(fx);
  }
  let upper = new Float32Array(dw * 3);
  let lower = new Float32Array(dw * 3);
  let upperRow = -1;
  let lowerRow = -1;
  const interpolate = (row: number, into: Float32Array) => {
    const base = row * src.width * 4;
    for (let x = 0, o = 0; x < dw; x++, o += 3) {
      const a = base + x0[x]!;
      const b = base + x1[x]!;
      const t = tx[x]!;
      into[o] = s[a]! + (s[b]! - s[a]!) * t;
      into[o + 1] = s[a + 1]! + (s[b + 1]! - s[a + 1]!) * t;
      into[o + 2] = s[a + 2]! + (s[b + 2]! - s[a + 2]!) * t;
    }
  };
  for (let y = 0; y < dh; y++) {
    const fy = Math.min(src.height - 1, Math.max(0, sy + ((y + 0.5) * sh) / dh - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(src.height - 1, y0 + 1);
    const ty = fy - y0;
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
    for (let x = 0, o = 0, p = y * dw * 4; x < dw; x++, o += 3, p += 4) {
      d[p] = upper[o]! + (lower[o]! - upper[o]!) * ty + 0.5;
      d[p + 1] = upper[o + 1]! + (lower[o + 1]! - upper[o + 1]!) * ty + 0.5;
      d[p + 2] = upper[o + 2]! + (lower[o + 2]! - upper[o + 2]!) * ty + 0.5;
      d[p + 3] = 255;
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
  const { width: w, height: h, data: s } = src;
  const swap = orientation >= 5;
  const out = createRaster(swap ? h : w, swap ? w : h);
  const ow = out.width;
  const d = new Uint32Array(out.data.buffer);
  const si = new Uint32Array(s.buffer, s.byteOffset, w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let nx: number, ny: number;
      switch (orientation) {
        case 2:
          nx = w - 1 - x;
          ny = y;
          break;
        case 3:
          nx = w - 1 - x;
          ny = h - 1 - y;
          break;
        case 4:
          nx = x;
          ny = h - 1 - y;
          break;
        case 5:
          nx = y;
          ny = x;
          break;
        case 6:
          nx = h - 1 - y;
          ny = x;
          break;
        case 7:
          nx = h - 1 - y;
          ny = w - 1 - x;
          break;
        default:
          nx = y;
          ny = w - 1 - x;
          break; // 8
      }
      d[ny * ow + nx] = si[y * w + x]!;
    }
  }
  return out;
}

/** Half the size, each pixel the mean of a 2 × 2 block (an odd last row or column is left out). */
export function halve(src: Raster): Raster {
  const w = src.width >> 1;
  const h = src.height >> 1;
  const out = createRaster(w, h);
  const s = src.data;
  const d = out.data;
  const row = src.width * 4;
  for (let y = 0; y < h; y++) {
    let i = y * 2 * row;
    let o = y * w * 4;
    for (let x = 0; x < w; x++, i += 8, o += 4) {
      const j = i + row;
      d[o] = (s[i]! + s[i + 4]! + s[j]! + s[j + 4]! + 2) >> 2;
      d[o + 1] = (s[i + 1]! + s[i + 5]! + s[j + 1]! + s[j + 5]! + 2) >> 2;
      d[o + 2] = (s[i + 2]! + s[i + 6]! + s[j + 2]! + s[j + 6]! + 2) >> 2;
      d[o + 3] = 255;
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
