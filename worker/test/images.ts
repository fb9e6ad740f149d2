import { zlibSync } from "fflate";
import { concatBytes } from "../imaging/bytes";
import { pngChunk } from "../imaging/png-encode";
import { TurboJpeg } from "../imaging/turbojpeg";

/** Image files for tests, made with the Worker's own JPEG codec and a plain PNG writer (no other image library). */

/** A JPEG of an RGBA raster. */
export function jpegOf(data: Uint8Array, width: number, height: number, quality = 88): Uint8Array {
  return new TurboJpeg().encode({ width, height, data }, quality);
}

const chunk = pngChunk;

/** An 8-bit RGBA PNG of an RGBA raster (each row unfiltered). */
export function pngOf(data: Uint8Array, width: number, height: number): Uint8Array {
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, width);
  new DataView(header.buffer).setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = new Uint8Array(height * (1 + width * 4));
  for (let y = 0; y < height; y++) raw.set(data.subarray(y * width * 4, (y + 1) * width * 4), y * (1 + width * 4) + 1);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlibSync(raw)),
    chunk("IEND", new Uint8Array(0)),
  ];
  return concatBytes(parts);
}

/** One file of the hostile corpus (worker/test/hostile-corpus.global.ts), e.g. `webp-photo`. */
export async function corpusFile(base: string, name: string): Promise<Uint8Array> {
  const res = await fetch(`${base}/${name}`);
  if (!res.ok) throw new Error(`corpus file ${name}: ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

/** The PNG filters (none, sub, up, average, Paeth) applied to one scanline, as an encoder would. */
function filterRow(type: number, row: Uint8Array, prev: Uint8Array, bpp: number): Uint8Array {
  const out = new Uint8Array(row.length + 1);
  out[0] = type;
  for (let i = 0; i < row.length; i++) {
    const a = i >= bpp ? row[i - bpp]! : 0;
    const b = prev[i] ?? 0;
    const c = i >= bpp ? (prev[i - bpp] ?? 0) : 0;
    const p = a + b - c;
    const paeth =
      Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
        ? a
        : Math.abs(p - b) <= Math.abs(p - c)
          ? b
          : c;
    const predictor = [0, a, b, (a + b) >> 1, paeth][type]!;
    out[i + 1] = (row[i]! - predictor) & 255;
  }
  return out;
}

/**
 * A PNG of any colour type and bit depth from its samples (`sample(x, y, channel)`), optionally Adam7-interlaced, each
 * row with a different filter, with extra chunks (PLTE, tRNS…) before the image data.
 */
export function pngWith(options: {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlaced?: boolean;
  sample: (x: number, y: number, channel: number) => number;
  chunks?: [string, Uint8Array][];
}): Uint8Array {
  const { width, height, bitDepth, colorType } = options;
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colorType]!;
  const bitsPerPixel = channels * bitDepth;
  const bpp = Math.max(1, bitsPerPixel >> 3);
  const passes = options.interlaced
    ? [
        [0, 0, 8, 8],
        [4, 0, 8, 8],
        [0, 4, 4, 8],
        [2, 0, 4, 4],
        [0, 2, 2, 4],
        [1, 0, 2, 2],
        [0, 1, 1, 2],
      ]
    : [[0, 0, 1, 1]];
  const rows: Uint8Array[] = [];
  let n = 0;
  for (const [x0, y0, dx, dy] of passes as [number, number, number, number][]) {
    const pw = Math.ceil((width - x0) / dx);
    const ph = Math.ceil((height - y0) / dy);
    if (pw <= 0 || ph <= 0) continue;
    let prev = new Uint8Array(Math.ceil((pw * bitsPerPixel) / 8));
    for (let py = 0; py < ph; py++) {
      const row = new Uint8Array(prev.length);
      let bit = 0;
      for (let px = 0; px < pw; px++)
        for (let c = 0; c < channels; c++, bit += bitDepth) {
          const v = options.sample(x0 + px * dx, y0 + py * dy, c);
          if (bitDepth === 16) {
            row[bit >> 3] = v >> 8;
            row[(bit >> 3) + 1] = v & 255;
          } else if (bitDepth === 8) row[bit >> 3] = v;
          else row[bit >> 3]! |= v << (8 - bitDepth - (bit & 7));
        }
      rows.push(filterRow(n++ % 5, row, prev, bpp));
      prev = row;
    }
  }
  const raw = new Uint8Array(rows.reduce((s, r) => s + r.length, 0));
  let at = 0;
  for (const r of rows) {
    raw.set(r, at);
    at += r.length;
  }
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, width);
  new DataView(header.buffer).setUint32(4, height);
  header.set([bitDepth, colorType, 0, 0, options.interlaced ? 1 : 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    ...(options.chunks ?? []).map(([type, data]) => chunk(type, data)),
    chunk("IDAT", zlibSync(raw)),
    chunk("IEND", new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
