import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ConceptList, ConceptShare, ImageData, SharedConcept } from "@common/concepts";
import type { GenerationInput } from "@common/generation";
import { publicCopy, PUBLIC_MAX_SIDE, stripWebp } from "../../imaging/public-copy";
import { TurboJpeg } from "../../imaging/turbojpeg";
import { fromBase64 } from "../../lib/base64";
import { conceptById, ownedConcept } from "../../services/concepts/read";
import { renderPage } from "../../services/pages/pages";
import { generateConcept } from "../../services/concepts/generation";
import { publicOriginalKey } from "../../services/shares/public-images";
import { createUser, testContext } from "../factories";
import { call, callFrom, expectBody } from "../helpers";
import { unzip } from "../unzip";

// ---- Photos as a phone writes them: EXIF with orientation, the owner's name and a GPS position; XMP, IPTC, a
// comment, an ICC profile and a second picture after the end of the first.

const OWNER_NAME = "Jane Owner";
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const be16 = (v: number) => [(v >> 8) & 255, v & 255];
const be32 = (v: number) => [(v >>> 24) & 255, (v >> 16) & 255, (v >> 8) & 255, v & 255];
/** The GPS latitude's rationals (52/1, 31/1, 1234/100), as they sit in the file. */
const GPS_LATITUDE = [...be32(52), ...be32(1), ...be32(31), ...be32(1), ...be32(1234), ...be32(100)];

/** A big-endian TIFF block: IFD0 with Orientation, Artist and a GPS IFD with a latitude. */
function tiff(orientation: number): number[] {
  const artist = [...ascii(OWNER_NAME), 0, 0]; // 11 bytes + 1 pad, at 50
  const gpsAt = 50 + artist.length; // 62
  const ratAt = gpsAt + 2 + 2 * 12 + 4; // 92
  return [
    ...ascii("MM"),
    ...be16(42),
    ...be32(8),
    ...be16(3),
    ...[...be16(0x0112), ...be16(3), ...be32(1), ...be16(orientation), 0, 0],
    ...[...be16(0x013b), ...be16(2), ...be32(OWNER_NAME.length + 1), ...be32(50)],
    ...[...be16(0x8825), ...be16(4), ...be32(1), ...be32(gpsAt)],
    ...be32(0),
    ...artist,
    ...be16(2),
    ...[...be16(0x0001), ...be16(2), ...be32(2), ...ascii("N"), 0, 0, 0],
    ...[...be16(0x0002), ...be16(5), ...be32(3), ...be32(ratAt)],
    ...be32(0),
    ...GPS_LATITUDE,
  ];
}

const segment = (marker: number, payload: number[]) => [0xff, marker, ...be16(payload.length + 2), ...payload];

function phoneJpeg(jpeg: Uint8Array, orientation: number): Uint8Array {
  const inserted = [
    ...segment(0xe1, [...ascii("Exif"), 0, 0, ...tiff(orientation)]),
    ...segment(0xe1, [...ascii("http://ns.adobe.com/xap/1.0/"), 0, ...ascii(`<x:xmpmeta>${OWNER_NAME}</x:xmpmeta>`)]),
    ...segment(0xe2, [...ascii("ICC_PROFILE"), 0, 1, 1, ...ascii("a-test-colour-profile")]),
    ...segment(0xed, [
      ...ascii("Photoshop 3.0"),
      0,
      ...ascii("8BIM"),
      4,
      4,
      0,
      0,
      ...be32(15),
      0x1c,
      2,
      80,
      ...be16(10),
      ...ascii(OWNER_NAME),
      0,
    ]),
    ...segment(0xfe, ascii(`${OWNER_NAME}'s phone`)),
  ];
  // A second picture after EOI, as phones append a depth map or gain map, with its own EXIF.
  const trailer = [0xff, 0xd8, ...segment(0xe1, [...ascii("Exif"), 0, 0, ...tiff(1)]), 0xff, 0xd9];
  const out = new Uint8Array(jpeg.length + inserted.length + trailer.length);
  out.set(jpeg.subarray(0, 2));
  out.set(inserted, 2);
  out.set(jpeg.subarray(2), 2 + inserted.length);
  out.set(trailer, 2 + inserted.length + jpeg.length - 2);
  return out;
}

/** A stored-orientation scene: grey, with a red square in the stored top-left corner. */
function markedScene(w: number, h: number) {
  const data = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const red = x < 60 && y < 60;
      data.set(red ? [220, 30, 40, 255] : [128, 128, 128, 255], i);
    }
  return { width: w, height: h, data };
}

/**
 * The APPn and COM markers of a JPEG, in order, up to its first scan; and how many pictures the file holds (SOI
 * markers: 0xFF 0xD8 cannot occur inside entropy-coded data, so a second one is a picture appended after the first).
 */
function jpegMarkers(b: Uint8Array): { markers: string[]; pictures: number } {
  const markers: string[] = [];
  let at = 2;
  while (at + 4 <= b.length && b[at + 1] !== 0xda) {
    const m = b[at + 1]!;
    const len = (b[at + 2]! << 8) | b[at + 3]!;
    if (m >= 0xe0 && m <= 0xef) {
      const id = String.fromCharCode(...b.subarray(at + 4, at + 4 + 12)).split("\0")[0]!;
      markers.push(`APP${m - 0xe0}:${id}`);
    } else if (m === 0xfe) markers.push("COM");
    at += 2 + len;
  }
  let pictures = 0;
  for (let i = 0; i + 1 < b.length; i++) if (b[i] === 0xff && b[i + 1] === 0xd8) pictures++;
  return { markers, pictures };
}

const bytesHave = (b: Uint8Array, needle: number[] | string) => {
  const n = typeof needle === "string" ? ascii(needle) : needle;
  outer: for (let i = 0; i + n.length <= b.length; i++) {
    for (let j = 0; j < n.length; j++) if (b[i + j] !== n[j]) continue outer;
    return true;
  }
  return false;
};

/** Asserts a JPEG carries no EXIF, XMP, IPTC, comment, GPS, owner name or trailing picture. */
function expectCleanJpeg(b: Uint8Array) {
  expect([b[0], b[1]]).toEqual([0xff, 0xd8]);
  const { markers, pictures } = jpegMarkers(b);
  expect(markers.filter((m) => /^APP(1|13):|^COM$|^APP2:(?!ICC_PROFILE)/.test(m))).toEqual([]);
  expect(pictures).toBe(1);
  expect(bytesHave(b, "Exif")).toBe(false);
  expect(bytesHave(b, OWNER_NAME)).toBe(false);
  expect(bytesHave(b, "ns.adobe.com/xap")).toBe(false);
  expect(bytesHave(b, "8BIM")).toBe(false);
  expect(bytesHave(b, GPS_LATITUDE)).toBe(false);
}

const pixel = (r: { width: number; data: Uint8Array }, x: number, y: number) =>
  [...r.data.subarray((y * r.width + x) * 4, (y * r.width + x) * 4 + 3)] as [number, number, number];
const isRed = ([r, g, b]: number[]) => r! > 180 && g! < 90 && b! < 90;
const isGrey = ([r, g, b]: number[]) => Math.abs(r! - 128) < 20 && Math.abs(g! - 128) < 20 && Math.abs(b! - 128) < 20;

/** Stored 480×320 with orientation 6: upright it is 320×480, the red square in the top-right corner. */
function expectUprightMarked(jpeg: Uint8Array) {
  const img = new TurboJpeg().decode(jpeg);
  expect([img.width, img.height]).toEqual([320, 480]);
  expect(isRed(pixel(img, 320 - 30, 30))).toBe(true);
  expect(isGrey(pixel(img, 30, 30))).toBe(true);
  expect(isGrey(pixel(img, 30, 480 - 30))).toBe(true);
  expect(isGrey(pixel(img, 320 - 30, 480 - 30))).toBe(true);
}

const phonePhoto = (orientation = 6) => phoneJpeg(new TurboJpeg().encode(markedScene(480, 320), 92), orientation);

// ---- PNG: a real file (zlib by CompressionStream, CRCs computed) with text and EXIF chunks.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: number[]): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 255]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
const chunk = (type: string, data: number[]) => {
  const body = [...ascii(type), ...data];
  return [...be32(data.length), ...body, ...be32(crc32(body))];
};

async function phonePng(w: number, h: number): Promise<Uint8Array> {
  const raw = new Uint8Array(h * (1 + w * 4));
  const scene = markedScene(w, h);
  for (let y = 0; y < h; y++) raw.set(scene.data.subarray(y * w * 4, (y + 1) * w * 4), y * (1 + w * 4) + 1);
  const z = new Uint8Array(
    await new Response(new Blob([raw]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer(),
  );
  return new Uint8Array([
    0x89,
    ...ascii("PNG"),
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk("IHDR", [...be32(w), ...be32(h), 8, 6, 0, 0, 0]),
    ...chunk("sRGB", [0]),
    ...chunk("tEXt", [...ascii("Author"), 0, ...ascii(OWNER_NAME)]),
    ...chunk("eXIf", tiff(1)),
    ...chunk("iTXt", [...ascii("XML:com.adobe.xmp"), 0, 0, 0, 0, 0, ...ascii(`<x:xmpmeta>${OWNER_NAME}</x:xmpmeta>`)]),
    ...chunk("tIME", [7, 234, 11, 26, 10, 0, 0]),
    ...chunk("IDAT", [...z]),
    ...chunk("IEND", []),
  ]);
}

/** The chunks of a PNG: type and data. */
function pngChunks(b: Uint8Array): { type: string; data: Uint8Array }[] {
  const out: { type: string; data: Uint8Array }[] = [];
  let at = 8;
  while (at + 12 <= b.length) {
    const len = new DataView(b.buffer, b.byteOffset).getUint32(at);
    out.push({ type: String.fromCharCode(...b.subarray(at + 4, at + 8)), data: b.subarray(at + 8, at + 8 + len) });
    at += 12 + len;
  }
  return out;
}

describe("the public copy of a photo (engine)", () => {
  it("turns a JPEG with orientation 6 upright and leaves every piece of metadata out, ICC profile kept", () => {
    const original = phonePhoto(6);
    expect(jpegMarkers(original)).toEqual({
      markers: ["APP1:Exif", "APP1:http://ns.ad", "APP2:ICC_PROFILE", "APP13:Photoshop 3.", "COM", "APP0:JFIF"],
      pictures: 2,
    });
    const copy = publicCopy(original);
    expect(copy).toMatchObject({ method: "reencoded", mime: "image/jpeg", width: 320, height: 480 });
    expectCleanJpeg(copy.bytes);
    expect(jpegMarkers(copy.bytes)).toEqual({ markers: ["APP0:JFIF", "APP2:ICC_PROFILE"], pictures: 1 });
    expect(bytesHave(copy.bytes, "a-test-colour-profile")).toBe(true);
    expectUprightMarked(copy.bytes);
  });

  it("copies an upright JPEG's coded image byte for byte, metadata and trailer left out", () => {
    const plain = new TurboJpeg().encode(markedScene(480, 320), 92);
    const original = phoneJpeg(plain, 1);
    const copy = publicCopy(original);
    expect(copy.method).toBe("stripped");
    expectCleanJpeg(copy.bytes);
    // Only the inserted segments went (the ICC profile stays): the rest is the encoder's own file.
    const icc = [...segment(0xe2, [...ascii("ICC_PROFILE"), 0, 1, 1, ...ascii("a-test-colour-profile")])];
    expect(copy.bytes.subarray(2, 2 + icc.length)).toEqual(new Uint8Array(icc));
    expect(copy.bytes.subarray(2 + icc.length)).toEqual(plain.subarray(2));
    const a = new TurboJpeg().decode(copy.bytes);
    const b = new TurboJpeg().decode(plain);
    expect(a.data).toEqual(b.data);
  });

  it("shrinks a large rotated JPEG to the public size, decoded at a reduced scale", () => {
    const big = phoneJpeg(new TurboJpeg().encode(markedScene(3200, 2400), 85), 8);
    const copy = publicCopy(big);
    expect([copy.width, copy.height]).toEqual([(PUBLIC_MAX_SIDE * 3) / 4, PUBLIC_MAX_SIDE]);
    expectCleanJpeg(copy.bytes);
  });

  it("keeps a PNG's picture chunks whole and drops tEXt, iTXt, eXIf and tIME", async () => {
    const original = await phonePng(120, 80);
    const copy = publicCopy(original);
    expect(copy).toMatchObject({ method: "stripped", mime: "image/png", width: 120, height: 80 });
    expect(pngChunks(copy.bytes).map((c) => c.type)).toEqual(["IHDR", "sRGB", "IDAT", "IEND"]);
    const idat = (b: Uint8Array) => pngChunks(b).find((c) => c.type === "IDAT")!.data;
    expect(idat(copy.bytes)).toEqual(idat(original));
    expect(bytesHave(copy.bytes, OWNER_NAME)).toBe(false);
  });

  it("drops a WebP's EXIF and XMP chunks, clears their VP8X flags and fixes the RIFF size", () => {
    const le32 = (v: number) => [v & 255, (v >> 8) & 255, (v >> 16) & 255, (v >>> 24) & 255];
    const riffChunk = (type: string, data: number[]) => [
      ...ascii(type),
      ...le32(data.length),
      ...data,
      ...(data.length & 1 ? [0] : []),
    ];
    // VP8X: flags ICC (0x20) | EXIF (0x08) | XMP (0x04), canvas 100×50 (stored minus one).
    const vp8x = riffChunk("VP8X", [0x2c, 0, 0, 0, 99, 0, 0, 49, 0, 0]);
    const body = [
      ...ascii("WEBP"),
      ...vp8x,
      ...riffChunk("ICCP", ascii("profile")),
      ...riffChunk("VP8L", [0x2f, 1, 2, 3, 4]),
      ...riffChunk("EXIF", tiff(1)),
      ...riffChunk("XMP ", ascii(`<x:xmpmeta>${OWNER_NAME}</x:xmpmeta>`)),
    ];
    const webp = new Uint8Array([...ascii("RIFF"), ...le32(body.length), ...body]);
    const copy = stripWebp(webp);
    const types: string[] = [];
    for (let at = 12; at + 8 <= copy.length; ) {
      types.push(String.fromCharCode(...copy.subarray(at, at + 4)));
      const size = new DataView(copy.buffer).getUint32(at + 4, true);
      at += 8 + size + (size & 1);
    }
    expect(types).toEqual(["VP8X", "ICCP", "VP8L"]);
    expect(copy[20]).toBe(0x20);
    expect(new DataView(copy.buffer).getUint32(4, true)).toBe(copy.length - 8);
    expect(bytesHave(copy, OWNER_NAME)).toBe(false);
  });
});

const brief: GenerationInput = {
  businessType: "Retail/E-commerce",
  targetAudience: "gift shoppers",
  tone: "Professional",
  productDescription: "Hand-poured soy candles in amber jars",
  brandName: "Wick & Co",
  callToAction: undefined,
  platforms: ["facebook"],
  languages: ["en"],
};

async function sharedConceptOf(photo: Uint8Array) {
  const owner = await createUser({ plan: "pro", conceptsLimit: 100 });
  const made = await generateConcept(testContext(), owner.user, brief, photo);
  const id = made.concept.id;
  // callFrom waits for the work the route leaves for after its answer: the public copy is made then.
  const share = await expectBody(
    await callFrom("203.0.113.9", `/api/concepts/${id}/share`, { method: "POST", headers: owner.auth }),
    201,
    ConceptShare,
  );
  const token = share.sharePath.slice(3);
  return { owner, id, token, row: await ownedConcept(testContext().db, owner.user.id, id) };
}

const bytesOf = async (res: Response) => {
  if (res.status !== 200) expect.fail(`status ${res.status}: ${await res.text()}`);
  return new Uint8Array(await res.arrayBuffer());
};
const dataUrlBytes = (dataUrl: string) => fromBase64(dataUrl.slice(dataUrl.indexOf(",") + 1))!;

const assets = {
  fetch: async () =>
    new Response("<!doctype html><html><head><title>ReachGen</title></head><body></body></html>", {
      headers: { "Content-Type": "text/html" },
    }),
} as unknown as Fetcher;

describe("what leaves with a shared photo", () => {
  it("a shared JPEG: upright and clean for visitors, made when shared; the owner still has the original", async () => {
    const photo = phonePhoto(6);
    const { owner, id, token, row } = await sharedConceptOf(photo);

    // Made after the share was answered and stored beside the original; visitors read those bytes.
    const stored = await env.MEDIA.get(publicOriginalKey(row));
    expect(stored).not.toBeNull();
    expect(stored!.customMetadata).toMatchObject({ method: "reencoded", width: "320", height: "480" });
    const res = await call(`/api/shared/${token}/image`);
    const shared = await bytesOf(res);
    expect(res.headers.get("Content-Type")).toBe("image/jpeg");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(shared).toEqual(new Uint8Array(await stored!.arrayBuffer()));
    expectCleanJpeg(shared);
    expectUprightMarked(shared);

    // The share page's own image addresses: the photo it shows and its card, both clean.
    const page = await expectBody(await call(`/api/shared/${token}`), 200, SharedConcept);
    expectCleanJpeg(await bytesOf(await call(page.imageUrl)));
    const html = await (
      await renderPage(testContext(), assets, new Request(`https://reachgen.example/s/${token}`))
    ).text();
    const card = /<meta property="og:image" content="https:\/\/reachgen\.example([^"]+)"/.exec(html)![1]!;
    expectCleanJpeg(await bytesOf(await call(card.replace(/&amp;/g, "&"))));

    // The owner's own photo is the file they uploaded, metadata and all (decision 020).
    const own = await expectBody(await call(`/api/concepts/${id}/image`, { headers: owner.auth }), 200, ImageData);
    expect(dataUrlBytes(own.dataUrl)).toEqual(photo);
    const zip = unzip(await bytesOf(await call(`/api/concepts/${id}/download`, { headers: owner.auth })));
    expect(zip.get("original.jpg")).toEqual(photo);
    expectCleanJpeg(zip.get("facebook/facebook_feed.jpg")!);

    // Deleting the concept takes the public copy too.
    expect((await call(`/api/concepts/${id}`, { method: "DELETE", headers: owner.auth })).status).toBe(204);
    expect(await env.MEDIA.head(publicOriginalKey(row))).toBeNull();
  });

  it("a shared PNG: the same pixels, none of its text or EXIF chunks", async () => {
    const png = await phonePng(480, 320);
    const { token } = await sharedConceptOf(png);
    const res = await call(`/api/shared/${token}/image`);
    const shared = await bytesOf(res);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(pngChunks(shared).map((c) => c.type)).toEqual(["IHDR", "sRGB", "IDAT", "IEND"]);
    expect(pngChunks(shared)[2]!.data).toEqual(pngChunks(png).find((c) => c.type === "IDAT")!.data);
    expect(bytesHave(shared, OWNER_NAME)).toBe(false);
    expect(bytesHave(shared, GPS_LATITUDE)).toBe(false);
  });

  it("the examples' public images, their photo by id and their ZIP are clean", async () => {
    const examples = await expectBody(await call("/api/examples"), 200, ConceptList);
    expect(examples.length).toBeGreaterThan(0);
    // One stored before public copies existed, from a phone: no copy yet, EXIF in its original. The first public
    // request makes the copy from it.
    const legacy = (await conceptById(testContext().db, examples[0]!.id))!.row;
    expect(await env.MEDIA.head(publicOriginalKey(legacy))).toBeNull();
    await env.MEDIA.put(legacy.imageUrl, phonePhoto(6), { httpMetadata: { contentType: "image/jpeg" } });
    expectUprightMarked(await bytesOf(await call(`/api/shared/${examples[0]!.sharePath!.slice(3)}/image`)));
    for (const example of examples) {
      const token = example.sharePath!.slice(3);
      expectCleanJpeg(await bytesOf(await call(`/api/shared/${token}/image`)));
      const size = Object.values(example.renditions)[0]![0]!;
      expectCleanJpeg(await bytesOf(await call(`/api/shared/${token}/image?size=${size}`)));
      const byId = await expectBody(await call(`/api/concepts/${example.id}/image`), 200, ImageData);
      expectCleanJpeg(dataUrlBytes(byId.dataUrl));
    }
    const zip = unzip(await bytesOf(await call(`/api/concepts/${examples[0]!.id}/download`)));
    expectCleanJpeg(zip.get("original.jpg")!);
  }, 30_000); // the first call seeds six examples through the real pipeline
});
