import { BRAND_KIT_LIMITS } from "@common/brand-kits";
import { decodeUpright } from "./pipeline";
import { encodePng, hasTransparency } from "./png-encode";
import { ImageError } from "../lib/image-error";
import { probeImage, sniffType } from "./probe";
import { createRaster, type Raster, resize } from "./raster";

/**
 * A brand kit's logo as stored: the upload (PNG, JPEG or WebP, told by its bytes) probed and decoded by the same
 * bounded decoders as a photo (decision 018), shrunk to fit `BRAND_KIT_LIMITS.logoStoredSide` with its transparency
 * kept, and encoded again as a PNG with no metadata (decision 020). Every refusal is an ImageError, known
 * before any decoding where the header tells.
 */

export interface PreparedLogo {
  png: Uint8Array;
  width: number;
  height: number;
  /** Whether the stored logo has transparent pixels. */
  transparent: boolean;
}

export const logoMessages = {
  unsupported:
    "The logo must be a PNG, JPEG or WebP image (told by its bytes). SVG and other formats are not accepted: export the logo as a PNG, JPEG or WebP and upload that.",
  tooLarge: (width: number, height: number) =>
    `The logo is too large to process: ${width}×${height} pixels; the limit is ${BRAND_KIT_LIMITS.logoMaxSide} pixels on its longer side. Resize it and try again.`,
} as const;

/** Shrinks RGBA with premultiplied alpha, so transparent pixels lend no colour to the edges they border. */
function resizeWithAlpha(src: Raster, dw: number, dh: number): Raster {
  const n = src.width * src.height;
  const colour = createRaster(src.width, src.height);
  const alpha = createRaster(src.width, src.height);
  for (let i = 0, o = 0; i < n; i++, o += 4) {
    const a = src.data[o + 3]!;
    colour.data[o] = Math.round((src.data[o]! * a) / 255);
    colour.data[o + 1] = Math.round((src.data[o + 1]! * a) / 255);
    colour.data[o + 2] = Math.round((src.data[o + 2]! * a) / 255);
    colour.data[o + 3] = 255;
    alpha.data[o] = alpha.data[o + 1] = alpha.data[o + 2] = a;
    alpha.data[o + 3] = 255;
  }
  const c = resize(colour, dw, dh);
  const a = resize(alpha, dw, dh);
  const out = createRaster(dw, dh);
  for (let o = 0; o < dw * dh * 4; o += 4) {
    const k = a.data[o]!;
    out.data[o + 3] = k;
    if (k === 0) continue;
    out.data[o] = Math.min(255, Math.round((c.data[o]! * 255) / k));
    out.data[o + 1] = Math.min(255, Math.round((c.data[o + 1]! * 255) / k));
    out.data[o + 2] = Math.min(255, Math.round((c.data[o + 2]! * 255) / k));
  }
  return out;
}

export function prepareLogo(bytes: Uint8Array, side: number = BRAND_KIT_LIMITS.logoStoredSide): PreparedLogo {
  if (!sniffType(bytes)) throw new ImageError(logoMessages.unsupported, "unsupported");
  const probe = probeImage(bytes);
  if (Math.max(probe.width, probe.height) > BRAND_KIT_LIMITS.logoMaxSide)
    throw new ImageError(logoMessages.tooLarge(probe.width, probe.height), "too-large");
  const decoded = decodeUpright(bytes, side, probe);
  const k = Math.min(1, side / Math.max(decoded.width, decoded.height));
  const w = Math.max(1, Math.round(decoded.width * k));
  const h = Math.max(1, Math.round(decoded.height * k));
  const transparent = hasTransparency(decoded);
  const fitted = k === 1 ? decoded : transparent ? resizeWithAlpha(decoded, w, h) : resize(decoded, w, h);
  return { png: encodePng(fitted), width: fitted.width, height: fitted.height, transparent: hasTransparency(fitted) };
}
