/**
 * The creatives Worker (decision 023): draws a creative from a rendition, a logo and the texts with Takumi. Pure: no
 * D1, no R2, no account; the main Worker asks it through its CREATIVES service binding and stores what it answers.
 *
 * POST /render  multipart: `request` (JSON, common/creatives.ts CreativeRenderRequest), `photo` (the rendition's JPEG at
 *               the creative's size), `logo` (optional PNG). Answers the image, with `X-Creative` (JSON
 *               CreativeRenderResult: the layout used and every box).
 * GET  /health  200 once the renderer is up, with the bytes of its wasm memory.
 */
import { initSync, Renderer } from "@takumi-rs/wasm";
import takumiWasm from "@takumi-rs/wasm/auto";
import { CreativeRenderRequest } from "../common/creatives";
import { type AssetReader, sliceBytes, sliceIndex, slicesFor } from "./fonts";
import { compose, familiesFor, type Measure, measuredOf } from "./layout";

interface Env {
  ASSETS: AssetReader;
}

/** A photo or logo larger than this is not one the main Worker sends. */
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
const MAX_LOGO_BYTES = 2 * 1024 * 1024;

let renderer: Renderer | null = null;
let wasmMemory: WebAssembly.Memory | null = null;
const registered = new Set<string>();

function getRenderer(): Renderer {
  if (!renderer) {
    wasmMemory = initSync({ module: takumiWasm }).memory;
    // One renderer per isolate; photos and logos are passed per render with `cache: "none"`.
    renderer = new Renderer();
  }
  return renderer;
}

async function loadFonts(env: Env, families: string[], text: string) {
  const r = getRenderer();
  const slices = slicesFor(await sliceIndex(env.ASSETS), families, [400, 700], text);
  await Promise.all(
    slices
      .filter((s) => !registered.has(s.file))
      .map(async (s) => {
        const data = await sliceBytes(env.ASSETS, s.file);
        if (registered.has(s.file)) return;
        registered.add(s.file);
        await r.registerFont({ name: s.family, data, weight: s.weight, unicodeRange: s.ranges });
      }),
  );
}

const measure: Measure = async (text, style, dir, lang) => {
  const node = {
    type: "text",
    text,
    dir,
    lang,
    // Korean breaks between words (keep-all), as Korean typesetting does; the other scripts by their own rules.
    style: { ...style, wordBreak: lang === "ko" ? "keep-all" : "normal", overflowWrap: "normal" },
  };
  return measuredOf(await getRenderer().measure(node as never, {}));
};

function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || sig.some((b, i) => bytes[i] !== b)) return null;
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = v.getUint32(16);
  const height = v.getUint32(20);
  return width > 0 && height > 0 && width <= 4096 && height <= 4096 ? { width, height } : null;
}

function jpegLike(bytes: Uint8Array) {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

const refuse = (status: number, message: string) =>
  Response.json({ error: { code: status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST", message } }, { status });

async function render(request: Request, env: Env): Promise<Response> {
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > MAX_IMAGE_BYTES + MAX_LOGO_BYTES + 64 * 1024) return refuse(413, "The render request is too large");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(400, "The render request is not multipart form data");
  }
  const parsed = CreativeRenderRequest.safeParse(JSON.parse(String(form.get("request") ?? "null")));
  if (!parsed.success) return refuse(400, `The render request is invalid: ${parsed.error.issues[0]?.message}`);
  const req = parsed.data;
  const photoPart = form.get("photo");
  if (!(photoPart instanceof File)) return refuse(400, "The render request has no photo");
  const photo = new Uint8Array(await photoPart.arrayBuffer());
  if (photo.length > MAX_IMAGE_BYTES || !jpegLike(photo))
    return refuse(400, "The photo must be a JPEG of at most 8 MB");
  const logoPart = form.get("logo");
  let logo: Uint8Array | null = null;
  let logoFacts: { width: number; height: number } | null = null;
  if (logoPart instanceof File) {
    logo = new Uint8Array(await logoPart.arrayBuffer());
    logoFacts = logo.length <= MAX_LOGO_BYTES ? pngSize(logo) : null;
    if (!logoFacts) return refuse(400, "The logo must be a PNG of at most 4096 px a side");
  }

  const fam = familiesFor(req);
  await loadFonts(env, [...new Set([...fam.headline, ...fam.text])], `${req.headline} ${req.cta} ${req.caption ?? ""}`);
  const composed = await compose(req, measure, { width: req.width, height: req.height }, logoFacts);
  const images: { src: string; data: Uint8Array<ArrayBuffer>; cache: "none" }[] = [
    { src: "photo", data: photo as Uint8Array<ArrayBuffer>, cache: "none" },
  ];
  if (logo) images.push({ src: "logo", data: logo as Uint8Array<ArrayBuffer>, cache: "none" });
  const bytes = await getRenderer().render(composed.node as never, {
    width: req.width,
    height: req.height,
    format: req.format,
    quality: 85,
    lang: req.language,
    fontFamilies: composed.families,
    images,
  });
  return new Response(bytes, {
    headers: {
      "Content-Type": req.format === "png" ? "image/png" : "image/jpeg",
      "X-Creative": JSON.stringify(composed.result),
    },
  });
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    try {
      if (url.pathname === "/render" && request.method === "POST") return await render(request, env);
      if (url.pathname === "/health") {
        getRenderer();
        await sliceIndex(env.ASSETS);
        // The renderer's wasm memory (it only grows): what the bench reports as the isolate's peak.
        return Response.json({ status: "ok", wasmMemoryBytes: wasmMemory?.buffer.byteLength ?? 0 });
      }
      return Response.json({ error: { code: "NOT_FOUND", message: "No such route" } }, { status: 404 });
    } catch (err) {
      console.error("creatives: render failed", err);
      return Response.json(
        { error: { code: "INTERNAL_ERROR", message: "The creative could not be drawn" } },
        { status: 500 },
      );
    }
  },
};
