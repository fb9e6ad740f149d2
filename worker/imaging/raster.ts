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

/** Area-average resample of the source rectangle (sx, sy, sw, sh) to dw × dh. Exact for downscaling, bilinear-like when enlarging. */
export function resizeRegion(
  src: Raster,
  sx: number,
  sy: number,
  sw: number,
  sh: number,
  dw: number,
  dh: number,
): Raster {
  const out = createRaster(dw, dh);
  const s = src.data;
  const d = out.data;
  const xScale = sw / dw;
  const yScale = sh / dh;
  if (xScale < 1 || yScale < 1) return bilinear(src, sx, sy, sw, sh, dw, dh);
  // Precompute horizontal spans and weights per output column.
  const x0s = new Int32Array(dw);
  const x1s = new Int32Array(dw);
  const wFirst = new Float32Array(dw);
  const wLast = new Float32Array(dw);
  for (let x = 0; x < dw; x++) {
    const a = sx + x * xScale;
    const b = a + xScale;
    x0s[x] = Math.floor(a);
    x1s[x] = Math.min(src.width - 1, Math.ceil(b) - 1);
    wFirst[x] = 1 - (a - Math.floor(a));
    wLast[x] = b - Math.floor(b) || 1;
  }
  const row = new Float32Array(dw * 4);
  for (let y = 0; y < dh; y++) {
    row.fill(0);
    const a = sy + y * yScale;
    const b = a + yScale;
    const y0 = Math.floor(a);
    const y1 = Math.min(src.height - 1, Math.ceil(b) - 1);
    let wySum = 0;
    for (let yy = y0; yy <= y1; yy++) {
      const wy = yy === y0 ? 1 - (a - y0) : yy === y1 ? b - Math.floor(b) || 1 : 1;
      wySum += wy;
      const base = yy * src.width * 4;
      for (let x = 0; x < dw; x++) {
        const xa = x0s[x]!;
        const xb = x1s[x]!;
        let r = 0,
          g = 0,
          bl = 0,
          wxSum = 0;
        for (let xx = xa; xx <= xb; xx++) {
          const wx = xx === xa ? wFirst[x]! : xx === xb ? wLast[x]! : 1;
          const i = base + xx * 4;
          r += s[i]! * wx;
          g += s[i + 1]! * wx;
          bl += s[i + 2]! * wx;
          wxSum += wx;
        }
        const o = x * 4;
        row[o] = row[o]! + (r / wxSum) * wy;
        row[o + 1] = row[o + 1]! + (g / wxSum) * wy;
        row[o + 2] = row[o + 2]! + (bl / wxSum) * wy;
      }
    }
    const ob = y * dw * 4;
    for (let x = 0; x < dw; x++) {
      const o = x * 4;
      d[ob + o] = row[o]! / wySum + 0.5;
      d[ob + o + 1] = row[o + 1]! / wySum + 0.5;
      d[ob + o + 2] = row[o + 2]! / wySum + 0.5;
      d[ob + o + 3] = 255;
    }
  }
  return out;
}

function bilinear(src: Raster, sx: number, sy: number, sw: number, sh: number, dw: number, dh: number): Raster {
  const out = createRaster(dw, dh);
  const s = src.data;
  const d = out.data;
  for (let y = 0; y < dh; y++) {
    const fy = Math.min(src.height - 1, Math.max(0, sy + ((y + 0.5) * sh) / dh - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(src.height - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < dw; x++) {
      const fx = Math.min(src.width - 1, Math.max(0, sx + ((x + 0.5) * sw) / dw - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(src.width - 1, x0 + 1);
      const tx = fx - x0;
      const o = (y * dw + x) * 4;
      for (let c = 0; c < 3; c++) {
        const a = s[(y0 * src.width + x0) * 4 + c]! * (1 - tx) + s[(y0 * src.width + x1) * 4 + c]! * tx;
        const b = s[(y1 * src.width + x0) * 4 + c]! * (1 - tx) + s[(y1 * src.width + x1) * 4 + c]! * tx;
        d[o + c] = a * (1 - ty) + b * ty + 0.5;
      }
      d[o + 3] = 255;
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
