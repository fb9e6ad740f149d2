// The creatives line of `npm run bench` (issue 26, decision 023): one creative per size and language group drawn by
// the creatives Worker in workerd (Takumi's wasm), timed from outside as a client sees it (workerd's clock does not
// move during synchronous work), beside the reference: the same layouts composed by the same code and drawn by
// Takumi's native build (@takumi-rs/core) in this Node process. One JSON line per size and group, then the peak wasm
// memory of the Worker's renderer.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { Renderer } from "@takumi-rs/core";
import sharp from "sharp";
import { type CreativeRenderInput, CreativeRenderRequest } from "../../common/creatives";
import { compose, familiesFor, type Measure, measuredOf } from "../../creatives/layout";
import { type Slice, slicesFor } from "../../creatives/fonts";
import { buildCreativeFonts } from "../build-creative-fonts.mjs";

const ROUNDS = Number(process.env.CREATIVE_ROUNDS ?? 7);
const root = process.cwd();
const fontsDir = join(root, "dist", "creatives");

const groups: Record<string, { language: string; headline: string; cta: string }[]> = {
  latin: [
    { language: "en", headline: "Trailblazer 2: light enough for the whole summit", cta: "Shop now" },
    { language: "de", headline: "Trailblazer 2: leicht genug für den ganzen Gipfel", cta: "Jetzt shoppen" },
  ],
  rtl: [
    { language: "ar", headline: "لقطة اليوم: Trailblazer 2 خفيف بما يكفي للقمة", cta: "تسوّق الآن" },
    { language: "he", headline: "Trailblazer 2 מקרוב: קל מספיק לכל הפסגה", cta: "קנו עכשיו" },
  ],
  devanagari: [{ language: "hi", headline: "Northpeak की ओर से: Trailblazer 2। बड़ी ख़बर!", cta: "अभी खरीदें" }],
  cjk: [
    { language: "ja", headline: "Trailblazer 2 山頂まで軽やかに。今だけの特別価格", cta: "今すぐ購入" },
    { language: "zh", headline: "Trailblazer 2：轻盈登顶，限时特惠", cta: "立即购买" },
  ],
};
const sizes: [number, number, string][] = [
  [1080, 1920, "instagram_story"],
  [1080, 1350, "instagram_feed"],
  [1080, 1080, "instagram_square"],
  [1200, 628, "x_post"],
];

async function freePort() {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function requestFor(w: number, h: number, t: { language: string; headline: string; cta: string }): CreativeRenderInput {
  const story = h / w > 1.7;
  return {
    width: w,
    height: h,
    layout: "auto",
    language: t.language,
    dir: t.language === "ar" || t.language === "he" ? "rtl" : "ltr",
    headline: t.headline,
    cta: t.cta,
    caption: "northpeak.example",
    colors: { primary: "#1d3557", accent: "#f4a261", text: "#1d3557", background: "#f1faee" },
    fontPairing: "plex",
    keepTogether: ["Trailblazer 2"],
    safeZones: story
      ? [
          { left: 0, top: 0, width: 1, height: 0.14 },
          { left: 0, top: 0.65, width: 1, height: 0.35 },
        ]
      : [],
    button: "pill",
    format: "jpeg",
  };
}

async function main() {
  buildCreativeFonts();
  const index = (JSON.parse(readFileSync(join(fontsDir, "fonts.json"), "utf8")) as { slices: Slice[] }).slices;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    join(root, "node_modules", ".bin", "wrangler"),
    ["dev", "-c", "creatives/wrangler.toml", "--local", "--ip", "127.0.0.1", "--port", String(port)],
    { cwd: root, stdio: "ignore", env: { ...process.env, CI: "true" } },
  );
  try {
    for (let i = 0; ; i++) {
      if (i > 300) throw new Error("the creatives Worker did not start");
      try {
        if ((await fetch(`${base}/health`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 300));
    }

    const native = new Renderer();
    const registered = new Set<string>();
    const measure: Measure = async (text, style, dir, lang) => {
      return measuredOf(await native.measure({ type: "text", text, dir, lang, style } as never, {}));
    };
    const logo = await sharp(
      Buffer.from(
        `<svg width="300" height="120"><text x="10" y="85" font-size="72" font-family="sans-serif" font-weight="bold" fill="#e63946">Nord</text></svg>`,
      ),
    )
      .png()
      .toBuffer();

    for (const [w, h, key] of sizes) {
      const photo = await sharp({ create: { width: w, height: h, channels: 3, background: "#c9b79c" } })
        .composite([
          {
            input: Buffer.from(
              `<svg width="${w}" height="${h}"><rect x="${w * 0.3}" y="${h * 0.2}" width="${w * 0.4}" height="${h * 0.6}" rx="40" fill="#2d6a4f"/></svg>`,
            ),
          },
        ])
        .jpeg({ quality: 85 })
        .toBuffer();
      for (const [group, texts] of Object.entries(groups)) {
        const worker: number[] = [];
        const reference: number[] = [];
        let layout = "";
        for (let round = 0; round < ROUNDS + 1; round++)
          for (const t of texts) {
            const req = requestFor(w, h, t);
            const form = new FormData();
            form.set("request", JSON.stringify(req));
            form.set("photo", new Blob([photo], { type: "image/jpeg" }), "photo.jpg");
            form.set("logo", new Blob([logo], { type: "image/png" }), "logo.png");
            let t0 = performance.now();
            const res = await fetch(`${base}/render`, { method: "POST", body: form });
            await res.arrayBuffer();
            const wms = performance.now() - t0;
            if (!res.ok) throw new Error(`render ${key} ${t.language}: ${res.status}`);
            layout = JSON.parse(res.headers.get("X-Creative") ?? "{}").layout;

            const fam = familiesFor(req);
            const families = [...new Set([...fam.headline, ...fam.text])];
            for (const s of slicesFor(index, families, [400, 700], `${req.headline} ${req.cta} ${req.caption}`))
              if (!registered.has(s.file)) {
                registered.add(s.file);
                await native.registerFont({
                  name: s.family,
                  data: readFileSync(join(fontsDir, "fonts", s.file)),
                  weight: s.weight,
                  unicodeRange: s.ranges,
                } as never);
              }
            t0 = performance.now();
            const composed = await compose(
              CreativeRenderRequest.parse(req),
              measure,
              { width: w, height: h },
              { width: 300, height: 120 },
            );
            await native.render(
              composed.node as never,
              {
                width: w,
                height: h,
                format: "jpeg",
                quality: 85,
                fontFamilies: composed.families,
                images: [
                  { src: "photo", data: photo },
                  { src: "logo", data: logo },
                ],
              } as never,
            );
            const nms = performance.now() - t0;
            // The first round registers each script's fonts in both: warm-up, not counted.
            if (round > 0) {
              worker.push(wms);
              reference.push(nms);
            }
          }
        const wMed = median(worker);
        const nMed = median(reference);
        console.log(
          JSON.stringify({
            bench: "creatives",
            size: `${w}x${h}`,
            sizeKey: key,
            group,
            layout,
            renders: worker.length,
            workerMsMedian: Math.round(wMed),
            workerMsMax: Math.round(Math.max(...worker)),
            referenceMsMedian: Math.round(nMed),
            ratio: Number((wMed / nMed).toFixed(2)),
          }),
        );
      }
    }
    const health = (await (await fetch(`${base}/health`)).json()) as { wasmMemoryBytes: number };
    console.log(
      JSON.stringify({
        bench: "creatives-memory",
        wasmMemoryMiB: Number((health.wasmMemoryBytes / 1048576).toFixed(1)),
        budgetMiB: 96,
        note: "the creatives Worker's renderer after every render above (wasm memory only grows)",
      }),
    );
  } finally {
    child.kill("SIGTERM");
  }
}

await main();
