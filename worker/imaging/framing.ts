import type { Box } from "./saliency";

/**
 * Crop when the target's aspect keeps at least this share of the photo and the subject fits in the window;
 * otherwise fit the whole photo over a blurred fill (docs/decisions/004-image-framing.md).
 */
export const CROP_MIN_KEEP = 0.65;

export type Frame =
  | { mode: "crop"; x: number; y: number; w: number; h: number }
  | { mode: "fit"; w: number; h: number; x: number; y: number };

/** Plans one target from a photo of srcW × srcH whose subject is `subject`. Coordinates in source pixels. */
export function planFrame(srcW: number, srcH: number, tw: number, th: number, subject: Box): Frame {
  const rs = srcW / srcH;
  const rt = tw / th;
  const keep = Math.min(rs, rt) / Math.max(rs, rt);
  const cropW = rt > rs ? srcW : srcH * rt;
  const cropH = rt > rs ? srcW / rt : srcH;
  const sx = subject.x * srcW,
    sy = subject.y * srcH,
    sw = subject.w * srcW,
    sh = subject.h * srcH;
  if (keep >= CROP_MIN_KEEP && sw <= cropW + 0.5 && sh <= cropH + 0.5) {
    const x = clamp(sx + sw / 2 - cropW / 2, 0, srcW - cropW);
    const y = clamp(sy + sh / 2 - cropH / 2, 0, srcH - cropH);
    return { mode: "crop", x, y, w: cropW, h: cropH };
  }
  const scale = Math.min(tw / srcW, th / srcH);
  const w = Math.min(tw, Math.round(srcW * scale));
  const h = Math.min(th, Math.round(srcH * scale));
  return { mode: "fit", w, h, x: Math.floor((tw - w) / 2), y: Math.floor((th - h) / 2) };
}

function clamp(v: number, lo: number, hi: number) {
  return Math.max(lo, Math.min(hi, v));
}
