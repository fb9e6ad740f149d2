import { zlibSync } from "fflate";
import { concatBytes } from "./bytes";
import type { Raster } from "./raster";

/**
 * A PNG encoder for small images (logos, at most 512 px): 8-bit RGBA (colour type 6), or RGB (type 2) when every pixel
 * is opaque, each row filtered by the usual heuristic (the filter whose bytes sum smallest as signed values), deflated
 * by fflate. Only IHDR, IDAT and IEND are written: no text, time or profile chunk, so nothing about the source leaves
 * with it (decision 020).
 */

const CRC_TABLE = /* @__PURE__ */ (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 255]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data and the CRC of type and data. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Whether any pixel of the raster is not fully opaque. */
export function hasTransparency(r: Raster): boolean {
  for (let i = 3; i < r.data.length; i += 4) if (r.data[i] !== 255) return true;
  return false;
}

export function encodePng(r: Raster): Uint8Array {
  const alpha = hasTransparency(r);
  const bpp = alpha ? 4 : 3;
  const stride = r.width * bpp;
  const raw = new Uint8Array((stride + 1) * r.height);
  let prev = new Uint8Array(stride);
  let cur = new Uint8Array(stride);
  const candidate = Array.from({ length: 5 }, () => new Uint8Array(stride));
  for (let y = 0; y < r.height; y++) {
    for (let x = 0, i = y * r.width * 4, o = 0; x < r.width; x++, i += 4, o += bpp) {
      cur[o] = r.data[i]!;
      cur[o + 1] = r.data[i + 1]!;
      cur[o + 2] = r.data[i + 2]!;
      if (alpha) cur[o + 3] = r.data[i + 3]!;
    }
    let best = 0;
    let bestScore = Number.POSITIVE_INFINITY;
    for (let f = 0; f < 5; f++) {
      const out = candidate[f]!;
      let score = 0;
      for (let i = 0; i < stride; i++) {
        const a = i >= bpp ? cur[i - bpp]! : 0;
        const b = prev[i]!;
        const c = i >= bpp ? prev[i - bpp]! : 0;
        const predicted = f === 0 ? 0 : f === 1 ? a : f === 2 ? b : f === 3 ? (a + b) >> 1 : paeth(a, b, c);
        const v = (cur[i]! - predicted) & 255;
        out[i] = v;
        score += v < 128 ? v : 256 - v;
      }
      if (score < bestScore) {
        bestScore = score;
        best = f;
      }
    }
    raw[y * (stride + 1)] = best;
    raw.set(candidate[best]!, y * (stride + 1) + 1);
    [prev, cur] = [cur, prev];
  }
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, r.width);
  view.setUint32(4, r.height);
  ihdr[8] = 8;
  ihdr[9] = alpha ? 6 : 2;
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", zlibSync(raw, { level: 6 })),
    pngChunk("IEND", new Uint8Array(0)),
  ];
  return concatBytes(parts);
}
