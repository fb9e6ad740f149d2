import { zlibSync } from "fflate";
import { TurboJpeg } from "../imaging/turbojpeg";

/** Image files for tests, made with the Worker's own JPEG codec and a plain PNG writer (no other image library). */

/** A JPEG of an RGBA raster. */
export function jpegOf(data: Uint8Array, width: number, height: number, quality = 88): Uint8Array {
  return new TurboJpeg().encode({ width, height, data }, quality);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  let c = 0xffffffff;
  for (const b of out.subarray(4, 8 + data.length)) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  view.setUint32(8 + data.length, (c ^ 0xffffffff) >>> 0);
  return out;
}

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
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** One file of the hostile corpus (worker/test/hostile-corpus.global.ts), e.g. `webp-photo`. */
export async function corpusFile(base: string, name: string): Promise<Uint8Array> {
  const res = await fetch(`${base}/${name}`);
  if (!res.ok) throw new Error(`corpus file ${name}: ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}
