import type { Raster } from "./raster";
import type { Box } from "./saliency";

/** What the copy engines know about the photo (from the pixels, no model). */
export interface ImageFacts {
  width: number;
  height: number;
  orientation: "landscape" | "portrait" | "square";
  /** Dominant colours, most common first, as hex and a plain colour name. */
  palette: { hex: string; name: string; share: number }[];
  /** Mean luminance 0–255 and its label. */
  brightness: number;
  brightnessLabel: "dark" | "balanced" | "bright";
  /** Standard deviation of luminance 0–128 and its label. */
  contrast: number;
  contrastLabel: "soft" | "moderate" | "strong";
  subject: Box;
}

const NAMED: [string, number, number, number][] = [
  ["black", 20, 20, 20],
  ["charcoal", 60, 60, 64],
  ["grey", 128, 128, 128],
  ["silver", 192, 192, 196],
  ["white", 245, 245, 245],
  ["red", 200, 40, 40],
  ["crimson", 140, 20, 40],
  ["orange", 235, 130, 40],
  ["amber", 230, 170, 50],
  ["yellow", 240, 220, 70],
  ["olive", 120, 120, 40],
  ["green", 60, 150, 70],
  ["forest green", 30, 80, 40],
  ["teal", 30, 130, 130],
  ["sky blue", 120, 180, 230],
  ["blue", 40, 90, 200],
  ["navy", 25, 35, 90],
  ["purple", 120, 60, 160],
  ["lavender", 180, 160, 220],
  ["pink", 235, 140, 170],
  ["brown", 110, 70, 40],
  ["tan", 190, 150, 110],
  ["beige", 225, 210, 180],
  ["cream", 245, 235, 210],
];

function colourName(r: number, g: number, b: number): string {
  let best = NAMED[0]!;
  let bestD = Infinity;
  for (const c of NAMED) {
    const d = (c[1] - r) ** 2 * 0.3 + (c[2] - g) ** 2 * 0.59 + (c[3] - b) ** 2 * 0.11;
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best[0];
}

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;

/** Size, orientation, dominant palette, brightness, contrast and subject box, from the pixels alone. */
export function analyseImage(preview: Raster, width: number, height: number, subject: Box): ImageFacts {
  const { data } = preview;
  const n = preview.width * preview.height;
  const buckets = new Map<number, { count: number; r: number; g: number; b: number }>();
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < n; i++) {
    const r = data[i * 4]!,
      g = data[i * 4 + 1]!,
      b = data[i * 4 + 2]!;
    const lum = 0.299 * r + 0.587 * g + 0.114 * b;
    sum += lum;
    sumSq += lum * lum;
    const key = ((r >> 5) << 6) | ((g >> 5) << 3) | (b >> 5);
    const e = buckets.get(key) ?? { count: 0, r: 0, g: 0, b: 0 };
    e.count++;
    e.r += r;
    e.g += g;
    e.b += b;
    buckets.set(key, e);
  }
  const mean = sum / n;
  const sd = Math.sqrt(Math.max(0, sumSq / n - mean * mean));
  const merged = new Map<string, { share: number; r: number; g: number; b: number; count: number }>();
  for (const e of [...buckets.values()].sort((a, b) => b.count - a.count).slice(0, 24)) {
    const r = e.r / e.count,
      g = e.g / e.count,
      b = e.b / e.count;
    const name = colourName(r, g, b);
    const m = merged.get(name) ?? { share: 0, r: 0, g: 0, b: 0, count: 0 };
    m.r += e.r;
    m.g += e.g;
    m.b += e.b;
    m.count += e.count;
    m.share = m.count / n;
    merged.set(name, m);
  }
  const palette = [...merged.entries()]
    .sort((a, b) => b[1].count - a[1].count)
    .slice(0, 5)
    .map(([name, m]) => ({
      name,
      hex: hex(m.r / m.count, m.g / m.count, m.b / m.count),
      share: Number(m.share.toFixed(3)),
    }));
  const ratio = width / height;
  return {
    width,
    height,
    orientation: ratio > 1.05 ? "landscape" : ratio < 0.95 ? "portrait" : "square",
    palette,
    brightness: Math.round(mean),
    brightnessLabel: mean < 85 ? "dark" : mean > 170 ? "bright" : "balanced",
    contrast: Math.round(sd),
    contrastLabel: sd < 35 ? "soft" : sd > 65 ? "strong" : "moderate",
    subject,
  };
}

function position(s: Box): string {
  const cx = s.x + s.w / 2;
  const cy = s.y + s.h / 2;
  const h = cx < 0.4 ? "left of centre" : cx > 0.6 ? "right of centre" : "centred";
  const v = cy < 0.4 ? "in the upper part" : cy > 0.6 ? "in the lower part" : "";
  return [h, v].filter(Boolean).join(", ");
}

/** The 'Image Analysis' text shown with the result. */
export function describeImage(f: ImageFacts, framing: { crop: string[]; trim: string[]; whole: string[] }): string {
  const colours = f.palette
    .slice(0, 3)
    .map((c) => `${c.name} (${Math.round(c.share * 100)}%)`)
    .join(", ");
  const parts = [
    `${f.orientation[0]!.toUpperCase()}${f.orientation.slice(1)} photo, ${f.width}×${f.height} px.`,
    `${f.brightnessLabel[0]!.toUpperCase()}${f.brightnessLabel.slice(1)} exposure with ${f.contrastLabel} contrast.`,
    `Dominant colours: ${colours}.`,
    `The subject sits ${position(f.subject)} and fills about ${Math.round(f.subject.w * f.subject.h * 100)}% of the frame.`,
  ];
  if (framing.crop.length) parts.push(`Cropped around the subject for ${framing.crop.join(", ")}.`);
  if (framing.trim.length)
    parts.push(
      `The subject is kept whole for ${framing.trim.join(", ")}: trimmed around it, with the rest filled from the photo's own edges.`,
    );
  if (framing.whole.length)
    parts.push(`The whole photo is shown for ${framing.whole.join(", ")}, with the rest filled from its own edges.`);
  return parts.join(" ");
}
