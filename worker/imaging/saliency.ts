import { resize, type Raster } from "./raster";

/** A box in fractions of the image (0–1). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const THUMB = 64;
/** Share of saliency mass left outside the subject box on each side. */
const TRIM = 0.06;

/**
 * Finds the subject without a model: on a 64-px thumbnail, each pixel's saliency is its colour distance from the
 * image's mean colour plus its local contrast, weighted towards the centre; its excess over the mean, squared, is the
 * mass. The subject box is the span of rows and columns that holds the central 88% of that mass. Method and thresholds: docs/decisions/004-image-framing.md.
 */
export function subjectBox(src: Raster): Box {
  const scale = Math.min(1, THUMB / Math.max(src.width, src.height));
  const w = Math.max(1, Math.round(src.width * scale));
  const h = Math.max(1, Math.round(src.height * scale));
  const t = resize(src, w, h).data;
  let mr = 0,
    mg = 0,
    mb = 0;
  for (let i = 0; i < w * h; i++) {
    mr += t[i * 4]!;
    mg += t[i * 4 + 1]!;
    mb += t[i * 4 + 2]!;
  }
  mr /= w * h;
  mg /= w * h;
  mb /= w * h;
  const lum = (i: number) => 0.299 * t[i * 4]! + 0.587 * t[i * 4 + 1]! + 0.114 * t[i * 4 + 2]!;
  const sal = new Float64Array(w * h);
  let mean = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const dr = t[i * 4]! - mr,
        dg = t[i * 4 + 1]! - mg,
        db = t[i * 4 + 2]! - mb;
      const colour = Math.sqrt(dr * dr + dg * dg + db * db);
      const gx = x > 0 && x < w - 1 ? lum(i + 1) - lum(i - 1) : 0;
      const gy = y > 0 && y < h - 1 ? lum(i + w) - lum(i - w) : 0;
      const contrast = Math.sqrt(gx * gx + gy * gy);
      const cx = (x + 0.5) / w - 0.5,
        cy = (y + 0.5) / h - 0.5;
      const centre = 1 - 0.6 * (cx * cx + cy * cy) * 2;
      sal[i] = (colour + 0.5 * contrast) * centre;
      mean += sal[i]!;
    }
  }
  mean /= w * h;
  // Only what stands out above the average counts, squared, so a large gentle background cannot outweigh the subject.
  const cols = new Float64Array(w);
  const rows = new Float64Array(h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const excess = Math.max(0, sal[y * w + x]! - mean);
      const m = excess * excess;
      cols[x] = cols[x]! + m;
      rows[y] = rows[y]! + m;
    }
  }
  const [x0, x1] = span(cols);
  const [y0, y1] = span(rows);
  return { x: x0 / w, y: y0 / h, w: (x1 - x0 + 1) / w, h: (y1 - y0 + 1) / h };
}

/** Indices [first, last] holding all but TRIM of the mass at each end; the whole range when the image is flat. */
function span(mass: Float64Array): [number, number] {
  const total = mass.reduce((a, b) => a + b, 0);
  if (total <= 0) return [0, mass.length - 1];
  let acc = 0;
  let first = 0;
  for (; first < mass.length - 1; first++) {
    acc += mass[first]!;
    if (acc > total * TRIM) break;
  }
  acc = 0;
  let last = mass.length - 1;
  for (; last > first; last--) {
    acc += mass[last]!;
    if (acc > total * TRIM) break;
  }
  return [first, last];
}
