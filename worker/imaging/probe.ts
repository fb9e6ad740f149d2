/**
 * Reads an upload's type, size and EXIF orientation from its header bytes, without decoding any pixels.
 * Type comes from magic bytes only, never from the file name or the declared content type.
 */
import { ImageError } from "../lib/image-error";
import { IMAGE_RULES } from "@common/generation";
import { ascii, skipEntropyData, u16be, u16le, u24le, u32be, u32le } from "./bytes";

export type ImageType = "jpeg" | "png" | "webp";

export interface ImageProbe {
  type: ImageType;
  mime: "image/jpeg" | "image/png" | "image/webp";
  /** Stored dimensions, before orientation. */
  width: number;
  height: number;
  /** EXIF orientation 1–8 (1 = as stored). */
  orientation: number;
  /**
   * A JPEG decoded whole, not streamed: progressive, or sequential in more than one scan (libjpeg then buffers every
   * coefficient as for a progressive one); false for every other image.
   */
  progressive: boolean;
  /** What the decoder holds besides its output, known from the header (decision 018). */
  detail: JpegDetail | PngDetail | WebpDetail;
}

export interface JpegDetail {
  kind: "jpeg";
  /** Scans (SOS markers) in the file. */
  scans: number;
  /** Colour components and their sampling factors, as the frame header gives them. */
  components: { h: number; v: number }[];
  /** The coefficient arrays of a buffered decode: 128 bytes per 8×8 block per component, MCU-padded. */
  coefficientBytes: number;
}

export interface PngDetail {
  kind: "png";
  bitDepth: number;
  colorType: number;
  interlaced: boolean;
}

export interface WebpDetail {
  kind: "webp";
  lossless: boolean;
}

const MIME: Record<ImageType, ImageProbe["mime"]> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" };

export function sniffType(b: Uint8Array): ImageType | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  )
    return "png";
  if (b.length >= 12 && ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 4) === "WEBP") return "webp";
  return null;
}

function need(b: Uint8Array, end: number) {
  if (end > b.length) throw new ImageError("The image file is truncated");
}

/** EXIF orientation from a TIFF block (APP1 payload after "Exif\0\0"). */
function exifOrientation(b: Uint8Array, tiff: number, end: number): number {
  if (tiff + 8 > end) return 1;
  const little = b[tiff] === 0x49 && b[tiff + 1] === 0x49;
  const r16 = (at: number) => (little ? u16le(b, at) : u16be(b, at));
  const r32 = (at: number) => (little ? (u16le(b, at) | (u16le(b, at + 2) << 16)) >>> 0 : u32be(b, at));
  const ifd = tiff + r32(tiff + 4);
  if (ifd + 2 > end) return 1;
  const count = r16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) break;
    if (r16(entry) === 0x0112) {
      const value = r16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** Progressive frames: SOF2 (Huffman), SOF6, SOF10 (arithmetic), SOF14. */
const PROGRESSIVE_SOF = new Set([0xc2, 0xc6, 0xca, 0xce]);

/** 128 bytes (64 16-bit coefficients) per 8×8 block of each component, the image padded to whole MCUs. */
function coefficientBytes(width: number, height: number, components: { h: number; v: number }[]): number {
  const hMax = Math.max(...components.map((c) => c.h));
  const vMax = Math.max(...components.map((c) => c.v));
  const mcuCols = Math.ceil(width / (8 * hMax));
  const mcuRows = Math.ceil(height / (8 * vMax));
  return components.reduce((sum, c) => sum + mcuCols * c.h * mcuRows * c.v * 128, 0);
}

/**
 * Walks the segments of a JPEG: the EXIF orientation, the frame header, and every scan, skipping each scan's
 * entropy-coded data to the next marker, so the number of scans is known before any decoding. Stops counting one past
 * the limit: a file with thousands of scans costs no more to refuse than one over by one.
 */
function probeJpeg(b: Uint8Array): Omit<ImageProbe, "type" | "mime"> {
  let at = 2;
  let orientation = 1;
  let frame: { width: number; height: number; progressive: boolean; components: { h: number; v: number }[] } | null =
    null;
  let scans = 0;
  while (at < b.length) {
    need(b, at + 2);
    if (b[at] !== 0xff) throw new ImageError("The JPEG file is damaged");
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd9) break;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    need(b, at + 4);
    const len = u16be(b, at + 2);
    if (len < 2) throw new ImageError("The JPEG file is damaged");
    const segEnd = at + 2 + len;
    need(b, segEnd);
    if (marker === 0xe1 && len >= 8 && ascii(b, at + 4, 4) === "Exif" && !frame)
      orientation = exifOrientation(b, at + 10, segEnd);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (frame) throw new ImageError("The JPEG file is damaged (it has two frame headers)");
      if (len < 8) throw new ImageError("The JPEG file is damaged");
      const height = u16be(b, at + 5);
      const width = u16be(b, at + 7);
      const count = b[at + 9]!;
      if (!width || !height) throw new ImageError("The JPEG file has no image size");
      if (count < 1 || count > 4 || len < 8 + 3 * count) throw new ImageError("The JPEG file is damaged");
      const components = [];
      for (let i = 0; i < count; i++) {
        const hv = b[at + 11 + 3 * i]!;
        const h = hv >> 4;
        const v = hv & 15;
        if (h < 1 || h > 4 || v < 1 || v > 4) throw new ImageError("The JPEG file is damaged");
        components.push({ h, v });
      }
      frame = { width, height, progressive: PROGRESSIVE_SOF.has(marker), components };
    }
    at = segEnd;
    if (marker === 0xda) {
      if (!frame) throw new ImageError("The JPEG file is damaged");
      if (++scans > IMAGE_RULES.maxJpegScans) break;
      at = skipEntropyData(b, at);
    }
  }
  if (!frame || scans === 0 || !hasEndMarker(b)) throw new ImageError("The JPEG file is truncated");
  const { width, height, progressive, components } = frame;
  if (scans > IMAGE_RULES.maxJpegScans)
    throw new ImageError(
      `The JPEG has more than ${IMAGE_RULES.maxJpegScans} scans, each of which is decoded again: save it again as a standard JPEG`,
      "unprocessable",
    );
  return {
    width,
    height,
    orientation,
    progressive: progressive || scans > 1,
    detail: { kind: "jpeg", scans, components, coefficientBytes: coefficientBytes(width, height, components) },
  };
}

/** A complete JPEG ends with EOI (FF D9); some writers add a little padding after it. */
function hasEndMarker(b: Uint8Array): boolean {
  for (let i = b.length - 2; i >= Math.max(2, b.length - 1024); i--)
    if (b[i] === 0xff && b[i + 1] === 0xd9) return true;
  return false;
}

/** Bit depths PNG allows for each colour type. */
const PNG_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/**
 * The IHDR, checked field by field, and a walk over the chunks (lengths only, nothing inflated): the image data must
 * be there and in one run, a palette image must have its palette, the file must reach IEND, and no critical chunk may
 * be one we do not know. Ancillary chunks (iCCP, zTXt, iTXt, tEXt, eXIf, APNG's frames…) are never read.
 */
function probePng(b: Uint8Array): Omit<ImageProbe, "type" | "mime" | "progressive"> {
  need(b, 33);
  if (u32be(b, 8) !== 13 || ascii(b, 12, 4) !== "IHDR") throw new ImageError("The PNG file is damaged");
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  if (!width || !height) throw new ImageError("The PNG file has no image size");
  const bitDepth = b[24]!;
  const colorType = b[25]!;
  if (!PNG_DEPTHS[colorType]?.includes(bitDepth) || b[26] !== 0 || b[27] !== 0 || b[28]! > 1)
    throw new ImageError("The PNG file is damaged (its header is not valid)");
  let at = 33;
  let seenPalette = false;
  let idat: "before" | "in" | "after" = "before";
  for (;;) {
    need(b, at + 8);
    const len = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    if (len > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type)) throw new ImageError("The PNG file is damaged");
    need(b, at + 12 + len);
    if (type === "IDAT") {
      if (idat === "after") throw new ImageError("The PNG file is damaged (its image data is split)");
      if (colorType === 3 && !seenPalette) throw new ImageError("The PNG file is damaged (its palette is missing)");
      idat = "in";
    } else if (idat === "in") idat = "after";
    if (type === "PLTE") seenPalette = true;
    if (type === "IEND") break;
    // An uppercase first letter marks a critical chunk: one we cannot decode without, and do not know.
    if (type !== "IDAT" && type !== "PLTE" && type.charCodeAt(0) < 0x61)
      throw new ImageError(`The PNG file uses a feature this service does not read (${type})`, "unsupported");
    at += 12 + len;
  }
  if (idat === "before") throw new ImageError("The PNG file has no image data");
  return {
    width,
    height,
    orientation: 1,
    detail: { kind: "png", bitDepth, colorType, interlaced: b[28] === 1 },
  };
}

/** The size a VP8 (lossy) or VP8L (lossless) bitstream's own frame header gives, at `at` (the chunk's payload). */
function webpFrame(
  b: Uint8Array,
  fourcc: string,
  at: number,
  len: number,
): { width: number; height: number; lossless: boolean } {
  if (fourcc === "VP8 ") {
    if (len < 10) throw new ImageError("The WebP file is truncated");
    need(b, at + 10);
    if (b[at + 3] !== 0x9d || b[at + 4] !== 0x01 || b[at + 5] !== 0x2a)
      throw new ImageError("The WebP file is damaged");
    return { width: u16le(b, at + 6) & 0x3fff, height: u16le(b, at + 8) & 0x3fff, lossless: false };
  }
  if (len < 5) throw new ImageError("The WebP file is truncated");
  need(b, at + 5);
  if (b[at] !== 0x2f) throw new ImageError("The WebP file is damaged");
  const bits = (b[at + 1]! | (b[at + 2]! << 8) | (b[at + 3]! << 16) | (b[at + 4]! << 24)) >>> 0;
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, lossless: true };
}

/**
 * The canvas size of the header and the frame size of the bitstream, which must agree (a VP8X header that says
 * 100×100 over a 67-megapixel frame is refused here, before libwebp sizes anything by the frame). Animations are
 * refused; the RIFF size must match the file.
 */
function probeWebp(b: Uint8Array): Omit<ImageProbe, "type" | "mime" | "progressive"> {
  need(b, 20);
  const riffEnd = 8 + u32le(b, 4);
  if (riffEnd > b.length) throw new ImageError("The WebP file is truncated");
  let at = 12;
  let canvas: { width: number; height: number } | null = null;
  while (at + 8 <= riffEnd) {
    const fourcc = ascii(b, at, 4);
    const len = u32le(b, at + 4);
    const payload = at + 8;
    if (payload + len > riffEnd) throw new ImageError("The WebP file is truncated");
    if (fourcc === "VP8X") {
      if (at !== 12 || len < 10) throw new ImageError("The WebP file is damaged");
      if (b[payload]! & 0x02)
        throw new ImageError("Animated WebP images are not supported: send a still photo", "unsupported");
      canvas = { width: u24le(b, payload + 4) + 1, height: u24le(b, payload + 7) + 1 };
    } else if (fourcc === "ANIM" || fourcc === "ANMF") {
      throw new ImageError("Animated WebP images are not supported: send a still photo", "unsupported");
    } else if (fourcc === "VP8 " || fourcc === "VP8L") {
      const frame = webpFrame(b, fourcc, payload, len);
      if (!frame.width || !frame.height) throw new ImageError("The WebP file has no image size");
      if (canvas && (canvas.width !== frame.width || canvas.height !== frame.height))
        throw new ImageError(
          `The WebP file is damaged: its header says ${canvas.width}×${canvas.height} but its image is ${frame.width}×${frame.height}`,
        );
      return {
        width: frame.width,
        height: frame.height,
        orientation: 1,
        detail: { kind: "webp", lossless: frame.lossless },
      };
    } else if (at === 12) {
      throw new ImageError("The WebP file is damaged");
    }
    at = payload + len + (len & 1);
  }
  throw new ImageError("The WebP file has no image data");
}

/** The rules of IMAGE_RULES that need only the size: a shortest side and a longest aspect. */
function checkShape(width: number, height: number): void {
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  if (short < IMAGE_RULES.minSide)
    throw new ImageError(
      `The image is too small: ${width}×${height} has a side under ${IMAGE_RULES.minSide} pixels`,
      "unprocessable",
    );
  if (long > short * IMAGE_RULES.maxAspect)
    throw new ImageError(
      `The image is too narrow: ${width}×${height} is longer than ${IMAGE_RULES.maxAspect} times its width; crop it and try again`,
      "unprocessable",
    );
}

/**
 * Type, size and structure from the bytes alone (nothing decoded or inflated), then the shape rules: every refusal
 * that needs no decoding happens here.
 */
export function probeImage(bytes: Uint8Array): ImageProbe {
  const type = sniffType(bytes);
  if (!type) throw new ImageError("Unsupported image type: upload a JPEG, PNG or WebP photo", "unsupported");
  const dims =
    type === "jpeg"
      ? probeJpeg(bytes)
      : { ...(type === "png" ? probePng(bytes) : probeWebp(bytes)), progressive: false };
  checkShape(dims.width, dims.height);
  return { type, mime: MIME[type], ...dims };
}

/** Orientations 5–8 swap width and height. */
export function orientedSize(p: Pick<ImageProbe, "width" | "height" | "orientation">): {
  width: number;
  height: number;
} {
  return p.orientation >= 5 ? { width: p.height, height: p.width } : { width: p.width, height: p.height };
}
