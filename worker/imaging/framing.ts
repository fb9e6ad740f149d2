import type { Box } from "./saliency";

/**
 * How each target is framed (docs/decisions/021-placements-and-framing.md, refining 004): the subject is never cut.
 * - **crop**: the window of the target's aspect around the subject, when the subject (with a margin) fits in it and
 *   the window keeps at least CROP_MIN_KEEP of the photo;
 * - **trim**: otherwise, the narrowest window that holds the subject whole and keeps at least CROP_MIN_KEEP, fitted
 *   into the target with the rest filled (a wide product in a 9:16 story keeps its ends, and loses only empty table);
 * - **whole**: the whole photo fitted, when trimming would gain nothing.
 */
export const CROP_MIN_KEEP = 0.4;
/** The subject box is widened by this share of its own size on each side, and by at least SUBJECT_MARGIN_MIN of the photo. */
export const SUBJECT_MARGIN = 0.04;
export const SUBJECT_MARGIN_MIN = 0.015;

export type Frame =
  | { mode: "crop"; x: number; y: number; w: number; h: number }
  | {
      mode: "fit";
      /** The placement of the photo's window in the target, in target pixels. */
      w: number;
      h: number;
      x: number;
      y: number;
      /** The window of the photo that is shown, in source pixels. */
      src: { x: number; y: number; w: number; h: number };
      /** Whether the window is the whole photo ("whole") or trimmed to the subject ("trim"). */
      framing: "trim" | "whole";
    };

/** What a plan did, as the Image Analysis says it: cropped, trimmed around the subject and filled, or whole and filled. */
export function framingOf(frame: Frame): "crop" | "trim" | "whole" {
  return frame.mode === "crop" ? "crop" : frame.framing;
}

/** The subject box widened by its margin, in source pixels, clamped to the photo. */
function withMargin(srcW: number, srcH: number, s: Box) {
  const mx = Math.max(s.w * SUBJECT_MARGIN, SUBJECT_MARGIN_MIN) * srcW;
  const my = Math.max(s.h * SUBJECT_MARGIN, SUBJECT_MARGIN_MIN) * srcH;
  const x0 = Math.max(0, s.x * srcW - mx);
  const y0 = Math.max(0, s.y * srcH - my);
  const x1 = Math.min(srcW, (s.x + s.w) * srcW + mx);
  const y1 = Math.min(srcH, (s.y + s.h) * srcH + my);
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** Plans one target from a photo of srcW × srcH whose subject is `subject`. Coordinates in source pixels. */
export function planFrame(srcW: number, srcH: number, tw: number, th: number, subject: Box): Frame {
  const rs = srcW / srcH;
  const rt = tw / th;
  const keep = Math.min(rs, rt) / Math.max(rs, rt);
  const s = withMargin(srcW, srcH, subject);
  // The target is narrower than the photo (cut the sides) or wider (cut top and bottom).
  const narrower = rt < rs;
  const full = narrower ? srcW : srcH;
  const cropSpan = narrower ? srcH * rt : srcW / rt;
  const subjectSpan = narrower ? s.w : s.h;
  const subjectStart = narrower ? s.x : s.y;
  const otherFits = narrower ? s.h <= srcH + 0.5 : s.w <= srcW + 0.5;
  const centre = (span: number) => clamp(subjectStart + subjectSpan / 2 - span / 2, 0, full - span);
  if (keep >= CROP_MIN_KEEP && subjectSpan <= cropSpan + 0.5 && otherFits) {
    const at = centre(cropSpan);
    return narrower
      ? { mode: "crop", x: at, y: 0, w: cropSpan, h: srcH }
      : { mode: "crop", x: 0, y: at, w: srcW, h: cropSpan };
  }
  // Trim: the narrowest window that holds the subject and keeps at least CROP_MIN_KEEP of the photo.
  const span = Math.min(full, Math.max(cropSpan, subjectSpan, full * CROP_MIN_KEEP));
  const whole = span >= full - 0.5;
  const at = whole ? 0 : centre(span);
  const src = narrower ? { x: at, y: 0, w: span, h: srcH } : { x: 0, y: at, w: srcW, h: span };
  const scale = Math.min(tw / src.w, th / src.h);
  const w = Math.min(tw, Math.round(src.w * scale));
  const h = Math.min(th, Math.round(src.h * scale));
  return {
    mode: "fit",
    w,
    h,
    x: Math.floor((tw - w) / 2),
    y: Math.floor((th - h) / 2),
    src: whole ? { x: 0, y: 0, w: srcW, h: srcH } : src,
    framing: whole ? "whole" : "trim",
  };
}

function clamp(v: number, lo: number, hi: number) {
  return Math.max(lo, Math.min(hi, v));
}
