import { concatBytes, skipEntropyData, startsWith, u16be, u32be, u32le } from "./bytes";
import { thumbnailJpeg } from "./pipeline";
import { ImageError } from "../lib/image-error";
import { type ImageProbe, probeImage } from "./probe";

/**
 * The copy of a photo that anyone other than its owner is served (decision 020): no EXIF, XMP or IPTC, no text chunks,
 * nothing after the image's end, and the EXIF orientation applied to the pixels.
 *
 * - A JPEG stored upright (orientation 1), a PNG or a WebP is copied segment by segment (chunk by chunk), keeping only
 *   what draws the picture and its colours: no pixel changes, no decode, a few milliseconds.
 * - A JPEG with an orientation tag is decoded, turned upright, shrunk to at most PUBLIC_MAX_SIDE on the long edge and
 *   encoded again at PUBLIC_JPEG_QUALITY by the pipeline's own codec, with the original's ICC profile put back.
 *
 * PNG and WebP are upright as stored for the whole pipeline (probe.ts reads no orientation from them), so their copy
 * shows the same pixels as the renditions do.
 */

/** The long edge of a re-encoded public copy: what the web app shrinks uploads to, and a decode well inside 128 MB. */
export const PUBLIC_MAX_SIDE = 2560;
export const PUBLIC_JPEG_QUALITY = 90;

export interface PublicCopy {
  bytes: Uint8Array;
  mime: ImageProbe["mime"];
  /** Upright size of the copy. */
  width: number;
  height: number;
  /** "stripped": the original's own coded image, metadata left out; "reencoded": decoded, turned upright, encoded. */
  method: "stripped" | "reencoded";
}

export function publicCopy(bytes: Uint8Array, maxSide = PUBLIC_MAX_SIDE): PublicCopy {
  const probe = probeImage(bytes);
  if (probe.type === "jpeg" && probe.orientation !== 1) {
    const upright = thumbnailJpeg(bytes, maxSide, PUBLIC_JPEG_QUALITY);
    return {
      bytes: withSegments(upright.jpeg, iccSegments(bytes)),
      mime: "image/jpeg",
      width: upright.width,
      height: upright.height,
      method: "reencoded",
    };
  }
  const strip = probe.type === "jpeg" ? stripJpeg : probe.type === "png" ? stripPng : stripWebp;
  return { bytes: strip(bytes), mime: probe.mime, width: probe.width, height: probe.height, method: "stripped" };
}

/**
 * The application segments a JPEG keeps: JFIF/JFXX (APP0), the ICC colour profile (APP2 "ICC_PROFILE") and Adobe's
 * colour transform flag (APP14), without which a CMYK or RGB-coded JPEG decodes with wrong colours. Every other
 * APPn goes: Exif and XMP (APP1), MPF and FlashPix (APP2), Photoshop/IPTC (APP13), maker data (APP3–APP12, APP15).
 */
function keptApp(b: Uint8Array, marker: number, payload: number): boolean {
  if (marker === 0xe0) return startsWith(b, payload, "JFIF\0") || startsWith(b, payload, "JFXX\0");
  if (marker === 0xe2) return startsWith(b, payload, "ICC_PROFILE\0");
  if (marker === 0xee) return startsWith(b, payload, "Adobe");
  return false;
}

/** Where each marker segment of a JPEG starts and ends, with its entropy-coded data after each SOS; ends at EOI. */
function* jpegSegments(b: Uint8Array): Generator<{ marker: number; at: number; end: number }> {
  if (b[0] !== 0xff || b[1] !== 0xd8) throw new ImageError("The JPEG file is damaged");
  yield { marker: 0xd8, at: 0, end: 2 };
  let at = 2;
  for (;;) {
    if (at + 2 > b.length) throw new ImageError("The JPEG file is truncated");
    if (b[at] !== 0xff) throw new ImageError("The JPEG file is damaged");
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++; // a fill byte
      continue;
    }
    if (marker === 0xd9) {
      // EOI: whatever follows (a phone's second picture, a gain map, a trailer with its own EXIF) is not this image.
      yield { marker, at, end: at + 2 };
      return;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      yield { marker, at, end: at + 2 };
      at += 2;
      continue;
    }
    if (at + 4 > b.length) throw new ImageError("The JPEG file is truncated");
    const end = at + 2 + u16be(b, at + 2);
    if (end > b.length || end < at + 4) throw new ImageError("The JPEG file is truncated");
    yield { marker, at, end };
    at = end;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed byte, a restart or a fill byte.
      const p = skipEntropyData(b, at);
      if (p >= b.length) throw new ImageError("The JPEG file is truncated");
      yield { marker: -1, at, end: p };
      at = p;
    }
  }
}

/** The JPEG without metadata: the same coded image, byte for byte, with only the segments that draw it. */
export function stripJpeg(b: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const s of jpegSegments(b)) {
    const isApp = s.marker >= 0xe0 && s.marker <= 0xef;
    const keep = isApp ? keptApp(b, s.marker, s.at + 4) : s.marker !== 0xfe; // 0xFE: a comment
    if (keep) parts.push(b.subarray(s.at, s.end));
  }
  return concatBytes(parts);
}

/** The original's ICC profile segments (APP2 "ICC_PROFILE"), to travel with a re-encoded copy. */
export function iccSegments(b: Uint8Array): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (const s of jpegSegments(b)) {
    if (s.marker === 0xe2 && startsWith(b, s.at + 4, "ICC_PROFILE\0")) out.push(b.subarray(s.at, s.end));
    if (s.marker === 0xda) break;
  }
  return out;
}

/** A JPEG with these segments inserted after its SOI and APP0 (libjpeg-turbo writes JFIF APP0 first). */
function withSegments(jpeg: Uint8Array, segments: readonly Uint8Array[]): Uint8Array {
  if (!segments.length) return jpeg;
  const at = jpeg[2] === 0xff && jpeg[3] === 0xe0 ? 4 + u16be(jpeg, 4) : 2;
  return concatBytes([jpeg.subarray(0, at), ...segments, jpeg.subarray(at)]);
}

/**
 * PNG chunks that draw the picture and its colours (and an APNG's frames). Left out: tEXt, zTXt, iTXt, eXIf, tIME,
 * and any chunk not listed (private ones like a phone's own).
 */
const PNG_KEPT = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "cHRM",
  "gAMA",
  "iCCP",
  "sBIT",
  "sRGB",
  "cICP",
  "mDCv",
  "cLLi",
  "bKGD",
  "pHYs",
  "acTL",
  "fcTL",
  "fdAT",
]);

const PNG_SIGNATURE = 8;

/** The PNG with only the chunks of PNG_KEPT, each copied whole (its CRC with it); nothing after IEND. */
export function stripPng(b: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [b.subarray(0, PNG_SIGNATURE)];
  let at = PNG_SIGNATURE;
  for (;;) {
    if (at + 12 > b.length) throw new ImageError("The PNG file is truncated");
    const end = at + 12 + u32be(b, at);
    if (end > b.length) throw new ImageError("The PNG file is truncated");
    const type = String.fromCharCode(b[at + 4]!, b[at + 5]!, b[at + 6]!, b[at + 7]!);
    if (PNG_KEPT.has(type)) parts.push(b.subarray(at, end));
    if (type === "IEND") return concatBytes(parts);
    at = end;
  }
}

/** WebP chunks that draw the picture and its colours (and an animation's frames); EXIF, XMP and any other go. */
const WEBP_KEPT = new Set(["VP8 ", "VP8L", "VP8X", "ALPH", "ICCP", "ANIM", "ANMF"]);
/** VP8X flag bits that announce EXIF and XMP chunks. */
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

/** The WebP with only the chunks of WEBP_KEPT, the VP8X flags and the RIFF size made to match. */
export function stripWebp(b: Uint8Array): Uint8Array {
  if (b.length < 12) throw new ImageError("The WebP file is truncated");
  const riffEnd = Math.min(b.length, 8 + u32le(b, 4));
  const parts: Uint8Array[] = [b.slice(0, 12)];
  let at = 12;
  while (at + 8 <= riffEnd) {
    const size = u32le(b, at + 4);
    const end = at + 8 + size + (size & 1);
    if (at + 8 + size > riffEnd) throw new ImageError("The WebP file is truncated");
    const type = String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);
    if (WEBP_KEPT.has(type)) {
      const chunk = b.slice(at, Math.min(end, riffEnd));
      if (type === "VP8X" && chunk.length > 8) chunk[8] = chunk[8]! & ~(VP8X_EXIF | VP8X_XMP);
      parts.push(chunk);
    }
    at = end;
  }
  const out = concatBytes(parts);
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  return out;
}
