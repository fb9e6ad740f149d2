import { asset, fontsFor, type Assets, type LoadedFont } from "./fonts";
import { type CreativeInput, type El, layout } from "./layouts";
import { wasmMemory } from "./probe";

/** One candidate renderer: set up once per isolate, then one PNG per call. */
export interface Engine {
  init(): Promise<void>;
  render(
    input: CreativeInput,
    tree: El,
    fonts: LoadedFont[],
    images: { photo: ArrayBuffer; logo: ArrayBuffer },
    options: { format: "png" | "jpeg"; lean: boolean },
  ): Promise<Uint8Array>;
}

interface Env {
  ASSETS: Assets;
}

/**
 * The spike Worker's routes (one Worker per candidate, same routes):
 * - `GET /health`: answers before anything is set up (run.mjs waits for it);
 * - `GET /init`: instantiates the renderer (its wasm and any set-up), timed from outside by run.mjs;
 * - `GET /render?layout=band|card&w=&h=&lang=&headline=&cta=[&format=jpeg][&lean=1]`: one PNG (JPEG where the
 *   renderer has an encoder; `lean` asks it not to cache decoded images); `x-wasm-memory` carries the bytes of every
 *   wasm memory after the render;
 * - `GET /memory`: the same figures as JSON.
 */
export function serve(engine: Engine): { fetch(request: Request, env: Env): Promise<Response> } {
  let ready: Promise<void> | undefined;
  return {
    async fetch(request, env) {
      const url = new URL(request.url);
      if (url.pathname === "/health") return new Response("ok");
      try {
        ready ??= engine.init();
        await ready;
        if (url.pathname === "/init" || url.pathname === "/memory") return Response.json({ wasmMemory: wasmMemory() });
        if (url.pathname !== "/render") return new Response("not found", { status: 404 });
        const q = url.searchParams;
        const width = Number(q.get("w") ?? 1080);
        const height = Number(q.get("h") ?? 1920);
        const language = q.get("lang") ?? "en";
        const fonts = await fontsFor(env.ASSETS, language);
        const photoFile = `photo-${width}x${height}.jpg`;
        const [photo, logo] = await Promise.all([asset(env.ASSETS, photoFile), asset(env.ASSETS, "logo.png")]);
        const input: CreativeInput = {
          layout: q.get("layout") === "card" ? "card" : "band",
          width,
          height,
          language,
          headline: q.get("headline") ?? "",
          cta: q.get("cta") ?? "",
          fonts: fonts.map((f) => f.family),
          photo: { width, height },
          logo: { width: 480, height: 120 },
        };
        const format = q.get("format") === "jpeg" ? "jpeg" : "png";
        const options = { format, lean: q.get("lean") === "1" } as const;
        const image = await engine.render(input, layout(input), fonts, { photo, logo }, options);
        return new Response(image as Uint8Array<ArrayBuffer>, {
          headers: { "content-type": `image/${format}`, "x-wasm-memory": wasmMemory().join(",") },
        });
      } catch (e) {
        const err = e instanceof Error ? `${e.name}: ${e.message}\n${e.stack}` : String(e);
        return new Response(err, { status: 500 });
      }
    },
  };
}

/** base64 of bytes, for renderers that take images as data URLs. */
export function base64(bytes: ArrayBuffer): string {
  const u8 = new Uint8Array(bytes);
  let s = "";
  for (let i = 0; i < u8.length; i += 0x8000) s += String.fromCharCode(...u8.subarray(i, i + 0x8000));
  return btoa(s);
}
