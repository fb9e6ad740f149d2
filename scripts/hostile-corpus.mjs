// The hostile corpus of decision 018: real files, made here byte by byte (and with sharp for ordinary photos), that a
// decoder must refuse before it allocates, or that sit exactly at a limit and must be processed. The worker tests
// (worker/test/hostile-corpus.global.ts) and `npm run bench` read it from this module; run it alone to write the
// files into .scratch/hostile-corpus/ (git-ignored) to look at them:  node scripts/hostile-corpus.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createDeflate, deflateSync } from "node:zlib";
import sharp from "sharp";

// ---------------------------------------------------------------------------------------------------------- PNG

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
const ascii = (s) => Buffer.from(s, "latin1");
function pngChunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  ascii(type).copy(out, 4);
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
function ihdr(width, height, bitDepth, colorType, interlace = 0) {
  const b = Buffer.alloc(13);
  b.writeUInt32BE(width, 0);
  b.writeUInt32BE(height, 4);
  b.set([bitDepth, colorType, 0, 0, interlace], 8);
  return pngChunk("IHDR", b);
}
/** A PNG file from its parts: `chunks` go between IHDR and IDAT (palette, profiles, text…). */
function png({ width, height, bitDepth = 8, colorType = 2, interlace = 0, chunks = [], idat }) {
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height, bitDepth, colorType, interlace),
    ...chunks,
    pngChunk("IDAT", idat),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
/** Scanlines with filter `filter` on each row (0 none, 1 sub…), from a function of (x, y, channel) → sample. */
function scanlines(width, height, channels, bytesPerSample, sample, filter = 0) {
  const rowBytes = width * channels * bytesPerSample;
  const raw = Buffer.alloc(height * (rowBytes + 1));
  for (let y = 0; y < height; y++) {
    const at = y * (rowBytes + 1);
    raw[at] = filter;
    for (let x = 0; x < width; x++)
      for (let c = 0; c < channels; c++) {
        const v = sample(x, y, c);
        const o = at + 1 + (x * channels + c) * bytesPerSample;
        if (bytesPerSample === 2) raw.writeUInt16BE(v, o);
        else raw[o] = v;
      }
  }
  return raw;
}
/** zlib data of `size` zero bytes, streamed so the generator never holds them. */
async function zeroBomb(size) {
  const deflate = createDeflate({ level: 9 });
  const parts = [];
  deflate.on("data", (d) => parts.push(d));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const zeros = Buffer.alloc(1 << 20);
  for (let left = size; left > 0; left -= zeros.length) {
    if (!deflate.write(zeros.subarray(0, Math.min(zeros.length, left))))
      await new Promise((r) => deflate.once("drain", r));
  }
  deflate.end();
  await done;
  return Buffer.concat(parts);
}
const smooth = (w, h, max) => (x, y, c) => Math.round((c === 0 ? x / w : c === 1 ? y / h : (x + y) / (w + h)) * max);

// ---------------------------------------------------------------------------------------------------------- JPEG

/** A bit writer for entropy-coded data: 0xFF bytes are stuffed, the last byte padded with ones. */
class Bits {
  bytes = [];
  acc = 0;
  n = 0;
  put(value, length) {
    for (let i = length - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | ((value >> i) & 1);
      if (++this.n === 8) this.flushByte();
    }
  }
  flushByte() {
    this.bytes.push(this.acc);
    if (this.acc === 0xff) this.bytes.push(0);
    this.acc = 0;
    this.n = 0;
  }
  end() {
    if (this.n > 0) this.put(0xff, 8 - this.n);
    return Buffer.from(this.bytes);
  }
}
const segment = (marker, body) =>
  Buffer.concat([Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 255]), body]);
/** DC table: category 0 only, code '0'. AC table: EOB runs EOB0…EOB14 (symbols 0x00…0xE0), 4-bit codes 0000…1110. */
const DHT = segment(
  0xc4,
  Buffer.concat([
    Buffer.from([0x00, 1, ...new Array(15).fill(0), 0]),
    Buffer.from([0x10, 0, 0, 0, 15, ...new Array(12).fill(0), ...Array.from({ length: 15 }, (_, r) => r << 4)]),
  ]),
);
/** Codes of n blocks of all-zero coefficients as EOB runs (each at most 32767 blocks). */
function eobRuns(bits, blocks) {
  for (let left = blocks; left > 0; ) {
    const n = Math.min(left, 32767);
    const r = Math.floor(Math.log2(n));
    bits.put(r, 4);
    if (r > 0) bits.put(n - (1 << r), r);
    left -= n;
  }
}
/**
 * A flat grey JPEG (every coefficient zero) with exactly the scans asked for, each a legal scan of one component:
 * `{ c, ss, se, ah, al }`. Sequential (`progressive: false`) scans are 0–63 with no approximation.
 */
function scannedJpeg({
  width,
  height,
  sampling = [
    [2, 2],
    [1, 1],
    [1, 1],
  ],
  progressive = true,
  scans,
}) {
  const hMax = Math.max(...sampling.map((s) => s[0]));
  const vMax = Math.max(...sampling.map((s) => s[1]));
  const blocks = sampling.map(
    ([h, v]) => Math.ceil(Math.ceil((width * h) / hMax) / 8) * Math.ceil(Math.ceil((height * v) / vMax) / 8),
  );
  const sof = Buffer.from([
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    sampling.length,
    ...sampling.flatMap(([h, v], i) => [i + 1, (h << 4) | v, 0]),
  ]);
  const parts = [
    Buffer.from([0xff, 0xd8]),
    segment(0xdb, Buffer.from([0, ...new Array(64).fill(1)])),
    segment(progressive ? 0xc2 : 0xc0, sof),
    DHT,
  ];
  for (const { c, ss, se, ah, al } of scans) {
    parts.push(segment(0xda, Buffer.from([1, c + 1, 0x00, ss, se, (ah << 4) | al])));
    const bits = new Bits();
    if (!progressive)
      for (let i = 0; i < blocks[c]; i++) bits.put(0b00000, 5); // DC category 0, then EOB
    else if (ss === 0)
      for (let i = 0; i < blocks[c]; i++) bits.put(0, 1); // DC first (category 0) or refinement bit
    else eobRuns(bits, blocks[c]);
    parts.push(bits.end());
  }
  parts.push(Buffer.from([0xff, 0xd9]));
  return Buffer.concat(parts);
}
/** Every scan the standard allows for 8-bit samples: each coefficient of each component alone, refined bit by bit. */
function everyScan(components = 3) {
  const scans = [];
  for (let c = 0; c < components; c++) {
    scans.push({ c, ss: 0, se: 0, ah: 0, al: 13 });
    for (let al = 12; al >= 0; al--) scans.push({ c, ss: 0, se: 0, ah: al + 1, al });
  }
  for (let c = 0; c < components; c++)
    for (let k = 1; k < 64; k++) {
      scans.push({ c, ss: k, se: k, ah: 0, al: 13 });
      for (let al = 12; al >= 0; al--) scans.push({ c, ss: k, se: k, ah: al + 1, al });
    }
  return scans;
}
/** `count` legal full-precision scans: the DC of each component, then its AC split into bands. */
function bandScans(count, components = 3) {
  const scans = Array.from({ length: components }, (_, c) => ({ c, ss: 0, se: 0, ah: 0, al: 0 }));
  const acScans = count - components;
  for (let c = 0; c < components; c++) {
    const bands = Math.floor(acScans / components) + (c < acScans % components ? 1 : 0);
    for (let b = 0; b < bands; b++) {
      const ss = 1 + Math.floor((63 * b) / bands);
      const se = Math.floor((63 * (b + 1)) / bands);
      scans.push({ c, ss, se, ah: 0, al: 0 });
    }
  }
  return scans;
}
/** Rewrites the frame size of a JPEG's SOF. */
function withJpegSize(jpeg, width, height) {
  const out = Buffer.from(jpeg);
  for (let at = 2; at < out.length; ) {
    const marker = out[at + 1];
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      out.writeUInt16BE(height, at + 5);
      out.writeUInt16BE(width, at + 7);
      return out;
    }
    at += 2 + out.readUInt16BE(at + 2);
  }
  throw new Error("no SOF");
}

// ---------------------------------------------------------------------------------------------------------- WebP

function riff(chunks) {
  const body = Buffer.concat([ascii("WEBP"), ...chunks]);
  const head = Buffer.alloc(8);
  ascii("RIFF").copy(head);
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}
function webpChunk(fourcc, data) {
  const head = Buffer.alloc(8);
  ascii(fourcc).copy(head);
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length & 1 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}
function vp8x(width, height, flags = 0) {
  const b = Buffer.alloc(10);
  b[0] = flags;
  b.writeUIntLE(width - 1, 4, 3);
  b.writeUIntLE(height - 1, 7, 3);
  return webpChunk("VP8X", b);
}
/** The chunks of a simple WebP file (after "WEBP"). */
function chunksOf(webp) {
  const out = [];
  for (let at = 12; at + 8 <= webp.length; ) {
    const len = webp.readUInt32LE(at + 4);
    out.push({ fourcc: webp.toString("latin1", at, at + 4), data: webp.subarray(at + 8, at + 8 + len) });
    at += 8 + len + (len & 1);
  }
  return out;
}
/** A VP8L bitstream with its 14-bit width and height fields rewritten. */
function vp8lWithSize(data, width, height) {
  const out = Buffer.from(data);
  const bits = out.readUInt32LE(1);
  out.writeUInt32LE(((bits & ~0xfffffff) | ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14)) >>> 0, 1);
  return out;
}

// ---------------------------------------------------------------------------------------------------------- photos

/** A photo-like RGB raster (light, texture, a subject), as the bench makes. */
function photoRaw(w, h, seed = 7) {
  const raw = Buffer.alloc(w * h * 3);
  let s = seed;
  const rand = () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const d = Math.hypot(x - w * 0.6, y - h * 0.5) / (Math.min(w, h) * 0.25);
      const n = rand() * 20 - 10;
      raw[i] = d < 1 ? 200 - 50 * d + n : 150 + 40 * Math.sin(x / 70) + n;
      raw[i + 1] = d < 1 ? 60 + 30 * d + n : 140 + 30 * Math.cos(y / 90) + n;
      raw[i + 2] = d < 1 ? 40 + n : 120 + n;
    }
  return raw;
}
const photo = (w, h) => sharp(photoRaw(w, h), { raw: { width: w, height: h, channels: 3 } });

// ---------------------------------------------------------------------------------------------------------- corpus

/**
 * Each entry: a name, its bytes, what the upload routes must answer (`status`), and why. 4xx entries are refused before
 * decoding (or at the first byte past what the header allows); 200 entries are at or inside a limit.
 */
export async function hostileCorpus() {
  const corpus = [];
  const add = (name, status, why, bytes) => corpus.push({ name, status, why, bytes: new Uint8Array(bytes) });
  const rgb64 = deflateSync(scanlines(64, 64, 3, 1, smooth(64, 64, 255)));

  // PNG: ancillary bombs are never inflated (the image itself is fine), image-data bombs stop at the header's length.
  const bomb = await zeroBomb(256 * 1024 * 1024);
  add(
    "png-iccp-bomb",
    200,
    "an iCCP profile inflating to 256 MiB is never inflated",
    png({ width: 64, height: 64, idat: rgb64, chunks: [pngChunk("iCCP", Buffer.concat([ascii("bomb\0\0"), bomb]))] }),
  );
  add(
    "png-ztxt-bomb",
    200,
    "a zTXt chunk inflating to 256 MiB is never inflated",
    png({
      width: 64,
      height: 64,
      idat: rgb64,
      chunks: [pngChunk("zTXt", Buffer.concat([ascii("Comment\0\0"), bomb]))],
    }),
  );
  add(
    "png-itxt-bomb",
    200,
    "a compressed iTXt chunk inflating to 256 MiB is never inflated",
    png({
      width: 64,
      height: 64,
      idat: rgb64,
      chunks: [pngChunk("iTXt", Buffer.concat([ascii("Comment\0\x01\0\0\0"), bomb]))],
    }),
  );
  add(
    "png-many-chunks",
    200,
    "100 000 tEXt chunks are skipped by length",
    png({
      width: 64,
      height: 64,
      idat: rgb64,
      chunks: Array.from({ length: 100_000 }, () => pngChunk("tEXt", ascii("k\0v"))),
    }),
  );
  add(
    "png-idat-bomb",
    400,
    "image data inflating past the 64×64 its header allows",
    png({ width: 64, height: 64, idat: bomb }),
  );
  add(
    "png-3000x1",
    422,
    "a side under the minimum",
    png({ width: 3000, height: 1, idat: deflateSync(scanlines(3000, 1, 3, 1, () => 128)) }),
  );
  add(
    "png-1x3000",
    422,
    "a side under the minimum",
    png({ width: 1, height: 3000, colorType: 0, idat: deflateSync(scanlines(1, 3000, 1, 1, () => 128)) }),
  );
  add(
    "png-aspect-21",
    422,
    "longer than 20 times its width",
    png({
      width: 2100,
      height: 100,
      colorType: 0,
      idat: deflateSync(scanlines(2100, 100, 1, 1, smooth(2100, 100, 255))),
    }),
  );
  add(
    "png-aspect-20",
    200,
    "exactly the longest aspect allowed",
    png({
      width: 2000,
      height: 100,
      colorType: 0,
      idat: deflateSync(scanlines(2000, 100, 1, 1, smooth(2000, 100, 255))),
    }),
  );
  add(
    "png-16x16",
    200,
    "exactly the smallest side allowed",
    png({ width: 16, height: 16, idat: deflateSync(scanlines(16, 16, 3, 1, smooth(16, 16, 255))) }),
  );
  add(
    "png-16bit-rgba-at-cap",
    200,
    "a 7.5 MP 16-bit RGBA PNG, the largest accepted",
    png({
      width: 3162,
      height: 2371,
      bitDepth: 16,
      colorType: 6,
      idat: deflateSync(
        scanlines(3162, 2371, 4, 2, (x, y, c) => (c === 3 ? 65535 : smooth(3162, 2371, 65535)(x & ~31, y & ~31, c))),
      ),
    }),
  );
  add(
    "png-16bit-over-cap",
    413,
    "a 16-bit PNG over the PNG pixel limit",
    png({ width: 4000, height: 3000, bitDepth: 16, colorType: 6, idat: rgb64 }),
  );
  add(
    "png-palette-1bit-interlaced",
    200,
    "a 1-bit palette image, Adam7-interlaced",
    await sharp(photoRaw(640, 480), { raw: { width: 640, height: 480, channels: 3 } })
      .png({ palette: true, colours: 2, progressive: true })
      .toBuffer(),
  );
  const photoPng = await photo(320, 240).png().toBuffer();
  add(
    "png-truncated",
    400,
    "cut in the middle of its image data",
    photoPng.subarray(0, Math.floor(photoPng.length * 0.6)),
  );
  add(
    "png-lying-ihdr",
    400,
    "an IHDR of 640×480 over 64×64 of image data",
    Buffer.concat([PNG_SIGNATURE, ihdr(640, 480, 8, 2), pngChunk("IDAT", rgb64), pngChunk("IEND", Buffer.alloc(0))]),
  );

  // WebP: the frame's own header against the canvas, animation, a frame header claiming 268 MP in 56 bytes.
  const lossless = await photo(256, 192).webp({ lossless: true }).toBuffer();
  const vp8l = chunksOf(lossless).find((c) => c.fourcc === "VP8L").data;
  add(
    "webp-canvas-mismatch-67mp",
    400,
    "a VP8X canvas of 100×100 over an 8192×8192 frame",
    riff([vp8x(100, 100), webpChunk("VP8L", vp8lWithSize(vp8l, 8192, 8192))]),
  );
  add(
    "webp-56-bytes",
    413,
    "a 56-byte VP8L claiming 16384×16384",
    riff([webpChunk("VP8L", vp8lWithSize(vp8l.subarray(0, 36), 16384, 16384))]),
  );
  add(
    "webp-lying-frame",
    400,
    "a VP8L frame header of 2048×2048 over 256×192 of data",
    riff([webpChunk("VP8L", vp8lWithSize(vp8l, 2048, 2048))]),
  );
  const lossy = await photo(1600, 1200).webp({ quality: 80 }).toBuffer();
  add("webp-photo", 200, "an ordinary lossy photo", lossy);
  const vp8 = chunksOf(lossy).find((c) => c.fourcc === "VP8 ").data;
  const anmf = Buffer.concat([Buffer.alloc(16), webpChunk("VP8 ", vp8)]);
  anmf.writeUIntLE(1599, 6, 3);
  anmf.writeUIntLE(1199, 9, 3);
  add(
    "webp-animated",
    415,
    "an animation",
    riff([
      vp8x(1600, 1200, 0x02),
      webpChunk("ANIM", Buffer.alloc(6)),
      webpChunk("ANMF", anmf),
      webpChunk("ANMF", anmf),
    ]),
  );
  add("webp-truncated", 400, "cut in half", lossy.subarray(0, Math.floor(lossy.length / 2)));
  add(
    "webp-lossless-at-cap",
    200,
    "a 7.5 MP lossless WebP, the largest accepted",
    await photo(3162, 2371).webp({ lossless: true, effort: 0 }).toBuffer(),
  );

  // JPEG: scans counted before decoding, coefficients counted per component, sequential multi-scan files buffered too.
  add(
    "jpeg-every-scan",
    422,
    "every legal progressive scan (2688 scans)",
    scannedJpeg({ width: 1024, height: 1024, scans: everyScan() }),
  );
  add(
    "jpeg-scans-at-cap-20mp",
    200,
    "32 scans (the most allowed) at 20 MP",
    scannedJpeg({ width: 5160, height: 3870, scans: bandScans(32) }),
  );
  add("jpeg-scans-over-cap", 422, "33 scans", scannedJpeg({ width: 640, height: 480, scans: bandScans(33) }));
  add(
    "jpeg-444-progressive-20mp",
    413,
    "a 20 MP progressive JPEG with 4:4:4 chroma (120 MB of coefficients)",
    await photo(5160, 3870).jpeg({ quality: 85, progressive: true, chromaSubsampling: "4:4:4" }).toBuffer(),
  );
  add(
    "jpeg-444-progressive-at-cap",
    200,
    "a 10.4 MP progressive JPEG with 4:4:4 chroma, at the coefficient limit",
    await photo(3720, 2790).jpeg({ quality: 95, progressive: true, chromaSubsampling: "4:4:4" }).toBuffer(),
  );
  add(
    "jpeg-422-progressive-over",
    413,
    "a 20 MP progressive JPEG with 4:2:2 chroma (80 MB of coefficients)",
    scannedJpeg({
      width: 5160,
      height: 3870,
      sampling: [
        [2, 1],
        [1, 1],
        [1, 1],
      ],
      scans: bandScans(6),
    }),
  );
  add(
    "jpeg-multiscan-sequential-48mp",
    413,
    "a sequential 48 MP JPEG in three scans (buffered like a progressive one)",
    scannedJpeg({
      width: 8000,
      height: 6000,
      sampling: [
        [1, 1],
        [1, 1],
        [1, 1],
      ],
      progressive: false,
      scans: [0, 1, 2].map((c) => ({ c, ss: 0, se: 63, ah: 0, al: 0 })),
    }),
  );
  add(
    "jpeg-panorama-50mp",
    200,
    "a 31620×1581 baseline JPEG: inside 50 MP and 20:1; no size crops it (each shows a trimmed window of at least 40% of it), so it is decoded at 1/8",
    scannedJpeg({
      width: 31620,
      height: 1581,
      sampling: [[1, 1]],
      progressive: false,
      scans: [{ c: 0, ss: 0, se: 63, ah: 0, al: 0 }],
    }),
  );
  add(
    "jpeg-panorama-12mp",
    200,
    "a 15500×775 grey baseline JPEG at 20:1, decoded whole within the budget",
    scannedJpeg({
      width: 15500,
      height: 775,
      sampling: [[1, 1]],
      progressive: false,
      scans: [{ c: 0, ss: 0, se: 63, ah: 0, al: 0 }],
    }),
  );
  const baseline = await photo(640, 480).jpeg({ quality: 85 }).toBuffer();
  add(
    "jpeg-truncated",
    400,
    "cut in half",
    Buffer.concat([baseline.subarray(0, baseline.length >> 1), Buffer.from([0xff, 0xd9])]),
  );
  add("jpeg-lying-sof", 400, "a frame header of 6000×4000 over 640×480 of data", withJpegSize(baseline, 6000, 4000));
  add("jpeg-15px", 422, "a side under the minimum", await photo(600, 15).jpeg().toBuffer());
  add("not-an-image", 415, "a GIF", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"));
  return corpus;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = join(fileURLToPath(new URL("..", import.meta.url)), ".scratch", "hostile-corpus");
  mkdirSync(dir, { recursive: true });
  for (const { name, status, why, bytes } of await hostileCorpus()) {
    writeFileSync(join(dir, name), bytes);
    console.log(`${String(status).padEnd(4)}${String(bytes.length).padStart(10)} B  ${name}: ${why}`);
  }
  console.log(`written to ${dir}`);
}
