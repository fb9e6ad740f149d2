import { blur, createRaster, resize, resizeRegion, type Raster } from "./raster";

/**
 * The fill around a photo that does not take the target's whole frame, without a visible seam (decision 021):
 * - beside the photo, its own edge mirrored across the seam and blurred, so the colours continue exactly where they meet;
 * - further out, that mirror fades into the photo's cover-scaled blur (`base`), so no reflection reaches the frame's edge;
 * - inside the photo, a narrow feather goes from the same blur to the sharp photo, so sharpness changes gradually too.
 * `photo` (fitted, w × h) is drawn onto `base` (the target's size) at (x, y). The bands are above and below the photo
 * or left and right of it, as the fit leaves them.
 */
export function drawWithSeamlessFill(base: Raster, photo: Raster, x: number, y: number): void {
  const vertical = photo.width >= base.width - 1;
  if (vertical) {
    fillBands(base, photo, x, y);
    return;
  }
  const b = transpose(base);
  fillBands(b, transpose(photo), y, x);
  transposeInto(b, base);
}

/** 1/8 of the size: the mirror is blurred there, which costs little, then enlarged. */
const SMALL = 8;

function smoothstep(t: number): number {
  const c = Math.max(0, Math.min(1, t));
  return c * c * (3 - 2 * c);
}

/** Bands above and below a photo that spans the width: mirror, fade to `base`, feather the photo's edge. */
function fillBands(base: Raster, photo: Raster, x: number, y: number): void {
  const { width: bw, height: bh, data: out } = base;
  const { width: w, height: h, data: p } = photo;
  const bands = [
    { size: y, top: true },
    { size: bh - (y + h), top: false },
  ];
  // The photo first, then each band and its feather read the blurred edge of the photo.
  for (let row = 0; row < h; row++) {
    const ty = y + row;
    if (ty < 0 || ty >= bh) continue;
    out.set(p.subarray(row * w * 4, (row + 1) * w * 4), (ty * bw + x) * 4);
  }
  for (const band of bands) {
    // The mirror reaches a tenth of the photo in: deeper, a mirrored object would show as a ghost, so the band
    // repeats that last blurred row instead.
    const depth = Math.min(h, Math.max(8, Math.min(band.size, Math.round(h * 0.1))));
    if (band.size < 1 || depth < 2) continue;
    // The photo's edge strip, blurred at 1/8 and enlarged back to w × depth; row 0 is the row at the seam.
    const fromY = band.top ? 0 : h - depth;
    const small = resizeRegion(
      photo,
      0,
      fromY,
      w,
      depth,
      Math.max(2, Math.ceil(w / SMALL)),
      Math.max(2, Math.ceil(depth / SMALL)),
    );
    const soft = resize(blur(small, 2), w, depth);
    const softRow = (d: number) => (band.top ? d : depth - 1 - d);
    // The band: the mirror near the seam, fading to the base over the band.
    for (let d = 0; d < band.size; d++) {
      const ty = band.top ? y - 1 - d : y + h + d;
      if (ty < 0 || ty >= bh) continue;
      // A narrow band stays the mirror to its edge; a deep one fades into the base over most of its depth.
      const a = 1 - smoothstep(d / Math.max(1, band.size * 0.85, h * 0.3));
      const sr = softRow(Math.min(d, depth - 1)) * w * 4;
      const o = (ty * bw + x) * 4;
      for (let i = 0; i < w * 4; i += 4) {
        out[o + i] = out[o + i]! + (soft.data[sr + i]! - out[o + i]!) * a + 0.5;
        out[o + i + 1] = out[o + i + 1]! + (soft.data[sr + i + 1]! - out[o + i + 1]!) * a + 0.5;
        out[o + i + 2] = out[o + i + 2]! + (soft.data[sr + i + 2]! - out[o + i + 2]!) * a + 0.5;
      }
    }
    // The feather: the photo's first rows from the seam go from the blur to sharp.
    const feather = Math.min(depth, Math.max(6, Math.round(h * 0.04)));
    for (let d = 0; d < feather; d++) {
      const row = band.top ? d : h - 1 - d;
      const ty = y + row;
      if (ty < 0 || ty >= bh) continue;
      const t = smoothstep((d + 0.5) / feather);
      const sr = softRow(d) * w * 4;
      const o = (ty * bw + x) * 4;
      for (let i = 0; i < w * 4; i += 4) {
        out[o + i] = soft.data[sr + i]! + (p[row * w * 4 + i]! - soft.data[sr + i]!) * t + 0.5;
        out[o + i + 1] = soft.data[sr + i + 1]! + (p[row * w * 4 + i + 1]! - soft.data[sr + i + 1]!) * t + 0.5;
        out[o + i + 2] = soft.data[sr + i + 2]! + (p[row * w * 4 + i + 2]! - soft.data[sr + i + 2]!) * t + 0.5;
      }
    }
  }
}

function transpose(src: Raster): Raster {
  const { width: w, height: h } = src;
  const out = createRaster(h, w);
  const s = new Uint32Array(src.data.buffer, src.data.byteOffset, w * h);
  const d = new Uint32Array(out.data.buffer, out.data.byteOffset, w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) d[x * h + y] = s[y * w + x]!;
  return out;
}

function transposeInto(src: Raster, into: Raster): void {
  const { width: w, height: h } = src;
  const s = new Uint32Array(src.data.buffer, src.data.byteOffset, w * h);
  const d = new Uint32Array(into.data.buffer, into.data.byteOffset, w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) d[x * h + y] = s[y * w + x]!;
}
