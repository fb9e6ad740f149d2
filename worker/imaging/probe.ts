/**
 * Reads an upload's type, size and EXIF orientation from its header bytes, without decoding any pixels.
 * Type comes from magic bytes only, never from the file name or the declared content type.
 */
export type ImageType = "jpeg" | "png" | "webp";

export interface ImageProbe {
  type: ImageType;
  mime: "image/jpeg" | "image/png" | "image/webp";
  /** Stored dimensions, before orientation. */
  width: number;
  height: number;
  /** EXIF orientation 1–8 (1 = as stored). */
  orientation: number;
  /** A progressive JPEG (decoded whole, not streamed); false for every other image. */
  progressive: boolean;
}

export class ProbeError extends Error {}

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

function ascii(b: Uint8Array, at: number, len: number): string {
  return String.fromCharCode(...b.subarray(at, at + len));
}
const u16be = (b: Uint8Array, at: number) => ((b[at]! << 8) | b[at + 1]!) >>> 0;
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u16le = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8)) >>> 0;
const u24le = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)) >>> 0;

function need(b: Uint8Array, end: number) {
  if (end > b.length) throw new ProbeError("The image file is truncated");
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

function probeJpeg(b: Uint8Array): Omit<ImageProbe, "type" | "mime"> {
  let at = 2;
  let orientation = 1;
  while (at < b.length) {
    need(b, at + 4);
    if (b[at] !== 0xff) throw new ProbeError("The JPEG file is damaged");
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const len = u16be(b, at + 2);
    if (len < 2) throw new ProbeError("The JPEG file is damaged");
    const segEnd = at + 2 + len;
    need(b, segEnd);
    if (marker === 0xe1 && len >= 8 && ascii(b, at + 4, 4) === "Exif")
      orientation = exifOrientation(b, at + 10, segEnd);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = u16be(b, at + 5);
      const width = u16be(b, at + 7);
      if (!width || !height) throw new ProbeError("The JPEG file has no image size");
      if (!hasEndMarker(b)) throw new ProbeError("The JPEG file is truncated");
      return { width, height, orientation, progressive: PROGRESSIVE_SOF.has(marker) };
    }
    if (marker === 0xda || marker === 0xd9) break;
    at = segEnd;
  }
  throw new ProbeError("The JPEG file is truncated");
}

/** A complete JPEG ends with EOI (FF D9); some writers add a little padding after it. */
function hasEndMarker(b: Uint8Array): boolean {
  for (let i = b.length - 2; i >= Math.max(2, b.length - 1024); i--)
    if (b[i] === 0xff && b[i + 1] === 0xd9) return true;
  return false;
}

function probePng(b: Uint8Array): Omit<ImageProbe, "type" | "mime" | "progressive"> {
  need(b, 24);
  if (ascii(b, 12, 4) !== "IHDR") throw new ProbeError("The PNG file is damaged");
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  if (!width || !height) throw new ProbeError("The PNG file has no image size");
  return { width, height, orientation: 1 };
}

function probeWebp(b: Uint8Array): Omit<ImageProbe, "type" | "mime" | "progressive"> {
  need(b, 30);
  const chunk = ascii(b, 12, 4);
  if (chunk === "VP8 ") {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) throw new ProbeError("The WebP file is damaged");
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff, orientation: 1 };
  }
  if (chunk === "VP8L") {
    if (b[20] !== 0x2f) throw new ProbeError("The WebP file is damaged");
    const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, orientation: 1 };
  }
  if (chunk === "VP8X") return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1, orientation: 1 };
  throw new ProbeError("The WebP file is damaged");
}

export function probeImage(bytes: Uint8Array): ImageProbe {
  const type = sniffType(bytes);
  if (!type) throw new ProbeError("Unsupported image type: upload a JPEG, PNG or WebP photo");
  const dims =
    type === "jpeg"
      ? probeJpeg(bytes)
      : { ...(type === "png" ? probePng(bytes) : probeWebp(bytes)), progressive: false };
  return { type, mime: MIME[type], ...dims };
}

/** Orientations 5–8 swap width and height. */
export function orientedSize(p: Pick<ImageProbe, "width" | "height" | "orientation">): {
  width: number;
  height: number;
} {
  return p.orientation >= 5 ? { width: p.height, height: p.width } : { width: p.width, height: p.height };
}
