import { Unzlib } from "fflate";
import { ImageError } from "../lib/image-error";
import type { PngDetail } from "./probe";
import type { Raster } from "./raster";

/**
 * A PNG decoder that holds the output and two scanlines, nothing more (decision 018). The image data is inflated as a
 * stream, in slices small enough that one slice can never inflate to more than a few MiB, and each scanline is
 * unfiltered and written out as RGBA as soon as it is whole. The inflated length is known from the header, so a
 * stream that would run past it is refused at the first byte too many. Ancillary chunks (iCCP, zTXt, iTXt, tEXt,
 * eXIf, APNG frames…) are never inflated: the colour profile and text are ignored, and of an APNG the still image
 * (its first frame) is what is decoded. 16-bit samples keep their high byte.
 */

/** Input bytes pushed to the inflater at a time: deflate expands at most ~1032:1, so one push yields ≤ ~2 MiB. */
const SLICE = 2048;
/** Deflate's largest expansion: a push of n bytes can inflate to about this many times n. */
const DEFLATE_MAX_RATIO = 1032;

/** Adam7's passes: first column and row, column and row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

interface Pass {
  x0: number;
  y0: number;
  dx: number;
  dy: number;
  width: number;
  height: number;
}

/** The scanline bytes of a row `width` pixels wide (without its filter byte). */
const rowBytes = (width: number, bitsPerPixel: number) => Math.ceil((width * bitsPerPixel) / 8);

function passesOf(width: number, height: number, interlaced: boolean): Pass[] {
  if (!interlaced) return [{ x0: 0, y0: 0, dx: 1, dy: 1, width, height }];
  return ADAM7.map(([x0, y0, dx, dy]) => ({
    x0,
    y0,
    dx,
    dy,
    width: Math.ceil((width - x0) / dx),
    height: Math.ceil((height - y0) / dy),
  })).filter((p) => p.width > 0 && p.height > 0);
}

/** The inflated length the header promises: every pass's rows, each with its filter byte. */
export function pngDataLength(width: number, height: number, detail: PngDetail): number {
  const bpp = CHANNELS[detail.colorType]! * detail.bitDepth;
  return passesOf(width, height, detail.interlaced).reduce((n, p) => n + p.height * (1 + rowBytes(p.width, bpp)), 0);
}

/** Bytes the decoder holds besides the RGBA output: two scanlines of the widest pass. */
export function pngWorkingBytes(width: number, detail: PngDetail): number {
  return 2 * (1 + rowBytes(width, CHANNELS[detail.colorType]! * detail.bitDepth));
}

interface Chunks {
  idat: Uint8Array[];
  palette: Uint8Array | null;
  transparency: Uint8Array | null;
}

/** The chunks the pixels need; everything else is skipped by its length (the probe has walked them already). */
function readChunks(b: Uint8Array): Chunks {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const out: Chunks = { idat: [], palette: null, transparency: null };
  for (let at = 8; at + 8 <= b.length; ) {
    const len = view.getUint32(at);
    const type = String.fromCharCode(b[at + 4]!, b[at + 5]!, b[at + 6]!, b[at + 7]!);
    const data = b.subarray(at + 8, at + 8 + len);
    if (type === "IDAT") out.idat.push(data);
    else if (type === "PLTE") out.palette = data;
    else if (type === "tRNS") out.transparency = data;
    else if (type === "IEND") break;
    at += 12 + len;
  }
  return out;
}

function unfilter(filter: number, row: Uint8Array, prev: Uint8Array, bpp: number): void {
  const n = row.length;
  switch (filter) {
    case 0:
      return;
    case 1:
      for (let i = bpp; i < n; i++) row[i] = (row[i]! + row[i - bpp]!) & 255;
      return;
    case 2:
      for (let i = 0; i < n; i++) row[i] = (row[i]! + prev[i]!) & 255;
      return;
    case 3:
      for (let i = 0; i < bpp; i++) row[i] = (row[i]! + (prev[i]! >> 1)) & 255;
      for (let i = bpp; i < n; i++) row[i] = (row[i]! + ((row[i - bpp]! + prev[i]!) >> 1)) & 255;
      return;
    case 4:
      for (let i = 0; i < bpp; i++) row[i] = (row[i]! + prev[i]!) & 255;
      for (let i = bpp; i < n; i++) {
        const a = row[i - bpp]!;
        const b = prev[i]!;
        const c = prev[i - bpp]!;
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        row[i] = (row[i]! + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)) & 255;
      }
      return;
    default:
      throw new ImageError("The PNG file is damaged (a row has an unknown filter)");
  }
}

/** Writes one unfiltered scanline of a pass into the RGBA output. */
type RowWriter = (row: Uint8Array, y: number, pass: Pass) => void;

function rowWriter(out: Uint8Array, width: number, detail: PngDetail, chunks: Chunks): RowWriter {
  const { bitDepth, colorType } = detail;
  const trns = chunks.transparency;
  const sample16 = (row: Uint8Array, i: number) => (row[i]! << 8) | row[i + 1]!;
  if (colorType === 3 || (colorType === 0 && bitDepth < 16)) {
    // One sample of ≤ 8 bits per pixel, through a 256-entry table of RGBA.
    const lut = new Uint8Array(256 * 4);
    const max = (1 << bitDepth) - 1;
    for (let v = 0; v <= max; v++) {
      if (colorType === 3) {
        const p = chunks.palette!;
        if (v * 3 + 2 < p.length) lut.set([p[v * 3]!, p[v * 3 + 1]!, p[v * 3 + 2]!], v * 4);
        lut[v * 4 + 3] = trns && v < trns.length ? trns[v]! : 255;
      } else {
        const g = Math.round((v * 255) / max);
        lut.set([g, g, g], v * 4);
        lut[v * 4 + 3] = trns && trns.length >= 2 && ((trns[0]! << 8) | trns[1]!) === v ? 0 : 255;
      }
    }
    const perByte = 8 / bitDepth;
    return (row, y, pass) => {
      let o = (pass.y0 + y * pass.dy) * width + pass.x0;
      for (let x = 0; x < pass.width; x++, o += pass.dx) {
        const v = bitDepth === 8 ? row[x]! : (row[(x / perByte) | 0]! >> (8 - bitDepth * ((x % perByte) + 1))) & max;
        out[o * 4] = lut[v * 4]!;
        out[o * 4 + 1] = lut[v * 4 + 1]!;
        out[o * 4 + 2] = lut[v * 4 + 2]!;
        out[o * 4 + 3] = lut[v * 4 + 3]!;
      }
    };
  }
  const channels = CHANNELS[colorType]!;
  const step = (channels * bitDepth) / 8;
  const hi = bitDepth === 16 ? 2 : 1;
  const keyed = trns && (colorType === 0 || colorType === 2) && trns.length >= (colorType === 0 ? 2 : 6);
  return (row, y, pass) => {
    let o = ((pass.y0 + y * pass.dy) * width + pass.x0) * 4;
    const oStep = pass.dx * 4;
    for (let x = 0, i = 0; x < pass.width; x++, i += step, o += oStep) {
      if (colorType === 0) {
        const g = row[i]!;
        out[o] = out[o + 1] = out[o + 2] = g;
        out[o + 3] = keyed && sample16(row, i) === ((trns[0]! << 8) | trns[1]!) ? 0 : 255;
      } else if (colorType === 4) {
        out[o] = out[o + 1] = out[o + 2] = row[i]!;
        out[o + 3] = row[i + hi]!;
      } else {
        out[o] = row[i]!;
        out[o + 1] = row[i + hi]!;
        out[o + 2] = row[i + 2 * hi]!;
        if (colorType === 6) out[o + 3] = row[i + 3 * hi]!;
        else if (keyed) {
          const same =
            hi === 2
              ? sample16(row, i) === ((trns[0]! << 8) | trns[1]!) &&
                sample16(row, i + 2) === ((trns[2]! << 8) | trns[3]!) &&
                sample16(row, i + 4) === ((trns[4]! << 8) | trns[5]!)
              : row[i] === trns[1] && row[i + 1] === trns[3] && row[i + 2] === trns[5];
          out[o + 3] = same ? 0 : 255;
        } else out[o + 3] = 255;
      }
    }
  };
}

/** Decodes a PNG the probe has accepted to RGBA at its full size. */
export function decodePng(bytes: Uint8Array, width: number, height: number, detail: PngDetail): Raster {
  const chunks = readChunks(bytes);
  const bpp = CHANNELS[detail.colorType]! * detail.bitDepth;
  const filterStep = Math.max(1, bpp >> 3);
  const expected = pngDataLength(width, height, detail);
  const passes = passesOf(width, height, detail.interlaced);
  const out = new Uint8Array(width * height * 4);
  const write = rowWriter(out, width, detail, chunks);
  const widest = 1 + rowBytes(width, bpp);
  let cur = new Uint8Array(widest);
  let prev = new Uint8Array(widest);

  let passIndex = 0;
  let pass = passes[0]!;
  let lineLength = 1 + rowBytes(pass.width, bpp);
  let y = 0;
  let filled = 0;
  let total = 0;
  const take = (data: Uint8Array) => {
    total += data.length;
    if (total > expected) throw new ImageError("The PNG file is damaged: it holds more image data than its size");
    for (let at = 0; at < data.length; ) {
      const n = Math.min(lineLength - filled, data.length - at);
      cur.set(data.subarray(at, at + n), filled);
      filled += n;
      at += n;
      if (filled < lineLength) break;
      const row = cur.subarray(1, lineLength);
      unfilter(cur[0]!, row, prev.subarray(1, lineLength), filterStep);
      write(row, y, pass);
      [cur, prev] = [prev, cur];
      filled = 0;
      if (++y === pass.height && ++passIndex < passes.length) {
        pass = passes[passIndex]!;
        lineLength = 1 + rowBytes(pass.width, bpp);
        y = 0;
        prev.fill(0);
      }
    }
  };

  const inflater = new Unzlib((data) => take(data));
  // A small image's data is pushed in smaller slices, so a bomb behind its header is caught after inflating about its
  // own size, not up to 2 MiB of it: that took 15–50 ms of the event loop for each 64 × 64 bomb refused.
  const slice = Math.max(64, Math.min(SLICE, Math.ceil(expected / DEFLATE_MAX_RATIO) * 4));
  try {
    for (const [i, chunk] of chunks.idat.entries()) {
      for (let at = 0; at < chunk.length; at += slice) {
        const last = i === chunks.idat.length - 1 && at + slice >= chunk.length;
        inflater.push(chunk.subarray(at, at + slice), last);
      }
    }
  } catch (err) {
    if (err instanceof ImageError) throw err;
    throw new ImageError("The PNG file is damaged (its image data cannot be inflated)");
  }
  if (total < expected) throw new ImageError("The PNG file is truncated");
  return { width, height, data: out };
}
