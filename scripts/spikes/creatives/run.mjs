// The creatives renderer spike (decision 022): renders two layouts (a headline band over the photo, the photo as a card
// on the brand colour) at 1080×1920 and 1080×1350 in all 20 languages with each candidate renderer inside workerd,
// reads every headline back with OCR, times renders from outside and reports wasm memory and bundle size.
//
//   node scripts/spikes/creatives/run.mjs [takumi] [takumi-lean] [satori] [cfog] [--no-ocr] [--rounds=N] [--sheets-only]
//
// `takumi-lean` is Takumi again in a fresh isolate, asked not to cache decoded images (its memory without that cache).
//
// Needs: `npm install` (the candidates are devDependencies) and Debian's tesseract-ocr with its ara, heb, hin, jpn,
// kor, chi-sim and rus data for the OCR. Writes PNGs, contact sheets and results.{json,md} to
// scripts/spikes/creatives/.out/ (git-ignored); fonts, the photo and the logo are copied to .assets/ (git-ignored).
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import sharp from "sharp";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "../../..");
const out = join(here, ".out");
const assets = join(here, ".assets");
const bin = (/** @type {string} */ name) => join(root, "node_modules/.bin", name);
const nm = (/** @type {string} */ path) => join(root, "node_modules", path);
// wrangler and tsx run on the project's Node (the `node` devDependency), whatever `node` started this script.
const env = {
  ...process.env,
  PATH: `${join(root, "node_modules/.bin")}:${process.env.PATH}`,
  WRANGLER_SEND_METRICS: "false",
};

const args = process.argv.slice(2);
const engines = args.filter((a) => !a.startsWith("--"));
const candidates = engines.length ? engines : ["takumi", "takumi-lean", "satori", "cfog"];
const ocr = !args.includes("--no-ocr");
const rounds = Number(args.find((a) => a.startsWith("--rounds="))?.split("=")[1] ?? 5);
/** @type {[number, number][]} */
const sizes = [
  [1080, 1920],
  [1080, 1350],
];
const layouts = ["band", "card"];
/** @type {Record<string, number>} */
const ports = { takumi: 8791, satori: 8792, cfog: 8793, "takumi-lean": 8794 };
/**
 * @typedef {{ language: string, headline: string, long: string, cta: string }} Copy
 * @typedef {{ name: string, language: string, layout: string, w: number, h: number, ms: number, bytes: number }} Render
 * @typedef {{ name: string, language: string, expected: string, headline: number, cta: number, text: string }} Ocr
 * @typedef {{ median: number, min: number, max: number }} Spread
 * @typedef {{ engine: string, errors: { name: string, error: string }[], renders: Render[], ocr: Ocr[],
 *   initMs?: number, warm?: Record<string, Spread>, warmMedianMs?: number, warmJpeg?: Record<string, Spread>,
 *   warmJpegMedianMs?: number, warmRange?: number[], wasmMemoryMiB?: number[],
 *   bundle?: { error: string, gzipMiB?: undefined, wasmGzipMiB?: undefined } | { gzipMiB: number, wasmGzipMiB: number } }} Result
 */
const entry = (/** @type {string} */ engine) => `worker/${engine.replace(/-lean$/, "")}.ts`;
/** @returns {Record<string, string>} */
const extra = (/** @type {string} */ engine) => (engine.endsWith("-lean") ? { lean: "1" } : {});

// ------------------------------------------------------------------------------------------------------- assets

function prepareAssets() {
  mkdirSync(join(assets, "fonts"), { recursive: true });
  const fonts = {
    "latin.ttf": "@embedpdf/fonts-latin/fonts/NotoSans-Bold.ttf",
    "arabic.ttf": "@embedpdf/fonts-arabic/fonts/NotoNaskhArabic-Bold.ttf",
    "hebrew.ttf": "@embedpdf/fonts-hebrew/fonts/NotoSansHebrew-Bold.ttf",
    "devanagari.ttf": "@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf",
    "jp.otf": "@embedpdf/fonts-jp/fonts/NotoSansJP-Bold.otf",
    "kr.otf": "@embedpdf/fonts-kr/fonts/NotoSansKR-Bold.otf",
    "sc.otf": "@embedpdf/fonts-sc/fonts/NotoSansHans-Bold.otf",
  };
  for (const [file, from] of Object.entries(fonts)) copyFileSync(nm(from), join(assets, "fonts", file));
}

/** A product photo made by sharp: a bright studio sweep, a shoe-like subject, texture, so text contrast matters. */
async function makePhotos() {
  for (const [w, h] of sizes) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
      <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3efe6"/>
      <stop offset="0.6" stop-color="#d9d2c3"/><stop offset="1" stop-color="#8d8574"/></linearGradient>
      <radialGradient id="sun" cx="0.75" cy="0.2" r="0.5"><stop offset="0" stop-color="#fff8e0"/>
      <stop offset="1" stop-color="#fff8e0" stop-opacity="0"/></radialGradient></defs>
      <rect width="100%" height="100%" fill="url(#bg)"/><rect width="100%" height="100%" fill="url(#sun)"/>
      <g transform="translate(${w * 0.12} ${h * 0.42}) scale(${w / 1080})">
        <ellipse cx="430" cy="330" rx="420" ry="40" fill="#000" opacity="0.25"/>
        <path d="M40 300 C 60 160, 200 120, 330 140 L 470 60 C 540 40, 600 90, 640 150 C 700 230, 800 240, 830 300
          L 830 320 L 40 320 Z" fill="#e2562f"/>
        <path d="M40 300 L 830 300 L 830 330 L 40 330 Z" fill="#2b2b2b"/>
        <path d="M330 140 L 470 60 L 520 160 L 380 200 Z" fill="#f6f1e7" opacity="0.9"/>
        <path d="M120 250 L 760 250" stroke="#ffffff" stroke-width="14" opacity="0.8"/>
      </g></svg>`;
    const base = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    let s = 7;
    const px = base.data;
    for (let i = 0; i < px.length; i++) {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      px[i] = Math.max(0, Math.min(255, (px[i] ?? 0) + ((s >> 16) % 13) - 6));
    }
    await sharp(px, { raw: base.info })
      .removeAlpha()
      .jpeg({ quality: 82 })
      .toFile(join(assets, `photo-${w}x${h}.jpg`));
  }
  const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120">
    <rect x="0" y="0" width="480" height="120" rx="24" fill="#ffffff"/>
    <path d="M24 96 L 64 28 L 88 64 L 104 44 L 136 96 Z" fill="#0E3B43"/>
    <text x="150" y="82" font-family="DejaVu Sans" font-weight="bold" font-size="44" fill="#0E3B43">NORTHPEAK</text></svg>`;
  await sharp(Buffer.from(logo)).png().toFile(join(assets, "logo.png"));
}

/** @returns {Copy[]} */
function headlines() {
  const r = spawnSync(bin("tsx"), [join(here, "headlines.ts")], { cwd: root, encoding: "utf8", env });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout);
}

// ------------------------------------------------------------------------------------------------------- workerd

/** @param {string} engine */
async function startWorker(engine) {
  const port = ports[engine];
  const child = spawn(
    bin("wrangler"),
    ["dev", entry(engine), "--local", "--ip", "127.0.0.1", "--port", String(port), "--log-level", "warn"],
    { cwd: here, detached: true, stdio: ["ignore", "pipe", "pipe"], env },
  );
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok)
        return { base, stop: () => process.kill(-(child.pid ?? 0), "SIGTERM"), log: () => log };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  try {
    process.kill(-(child.pid ?? 0), "SIGTERM");
  } catch {}
  throw new Error(`wrangler dev for ${engine} did not start:\n${log}`);
}

/** @param {string} url */
async function timed(url) {
  const t = performance.now();
  const res = await fetch(url);
  const body = Buffer.from(await res.arrayBuffer());
  return { ms: performance.now() - t, res, body };
}

const median = (/** @type {number[]} */ xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (/** @type {number} */ i) => s[i] ?? NaN;
  return s.length ? (s.length % 2 ? at((s.length - 1) / 2) : (at(s.length / 2 - 1) + at(s.length / 2)) / 2) : NaN;
};

// ------------------------------------------------------------------------------------------------------- OCR

/** @type {Record<string, string>} */
const tessLang = { ar: "ara", he: "heb", hi: "hin", ja: "jpn", ko: "kor", zh: "chi_sim", ru: "rus" };
/** Letters and digits only, case-folded: what OCR can be held to. */
const norm = (/** @type {string} */ s) =>
  s
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]/gu, "");

/** Longest common subsequence of the headline in the OCR text, over the headline's length (1 = all read, in order). */
/**
 * @param {string} expected
 * @param {string} read
 */
function recall(expected, read) {
  const a = [...norm(expected)];
  const b = [...norm(read)];
  /** @type {number[]} */
  let prev = new Array(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const cur = [0];
    for (let j = 1; j <= b.length; j++)
      cur[j] = a[i - 1] === b[j - 1] ? (prev[j - 1] ?? 0) + 1 : Math.max(prev[j] ?? 0, cur[j - 1] ?? 0);
    prev = cur;
  }
  return a.length ? (prev[b.length] ?? 0) / a.length : 1;
}

/**
 * @param {string} file
 * @param {string} language
 */
function readBack(file, language) {
  const lang = tessLang[language] ? `${tessLang[language]}+eng` : "eng";
  const r = spawnSync("nice", ["-n", "10", "tesseract", file, "-", "-l", lang, "--psm", "3"], {
    encoding: "utf8",
    env: { ...process.env, OMP_THREAD_LIMIT: "1" },
  });
  return r.stdout ?? "";
}

// ------------------------------------------------------------------------------------------------------- bundle

/** The Worker upload as Cloudflare counts it (scripts/worker-budget.mjs): every module, one gzip stream. */
/** @param {string} engine */
function bundleSize(engine) {
  const dir = join(out, `bundle-${engine}`);
  rmSync(dir, { recursive: true, force: true });
  const r = spawnSync(bin("wrangler"), ["deploy", "--dry-run", "--outdir", dir, entry(engine)], {
    cwd: here,
    encoding: "utf8",
    env,
  });
  if (r.status !== 0) return { error: r.stderr.slice(-2000) };
  const files = readdirSync(dir).filter((f) => /\.(m?js|wasm|bin|txt|html)$/.test(f) && f !== "README.md");
  const mods = files.map((f) => readFileSync(join(dir, f)));
  const wasm = files.filter((f) => f.endsWith(".wasm"));
  return {
    modules: files.length,
    wasmModules: wasm.length,
    rawMiB: mods.reduce((n, m) => n + m.length, 0) / 1048576,
    gzipMiB: gzipSync(Buffer.concat(mods)).length / 1048576,
    wasmGzipMiB: gzipSync(Buffer.concat(wasm.map((f) => readFileSync(join(dir, f))))).length / 1048576,
  };
}

// ------------------------------------------------------------------------------------------------------- sheets

/** One palette PNG: each language's creative as a thumbnail, labelled, 5 across. */
/**
 * @param {string} engine
 * @param {string} layout
 * @param {number} w
 * @param {number} h
 * @param {string[]} langs
 */
async function contactSheet(engine, layout, w, h, langs) {
  const tw = 216;
  const th = Math.round((h / w) * tw);
  const label = 28;
  const cols = 5;
  const rows = Math.ceil(langs.length / cols);
  const tiles = [];
  for (const [i, lang] of langs.entries()) {
    const file = join(out, engine, `${layout}-${w}x${h}-${lang}.png`);
    let img;
    try {
      img = await sharp(file).resize(tw, th).png().toBuffer();
    } catch {
      img = await sharp({ create: { width: tw, height: th, channels: 3, background: "#ff00ff" } })
        .png()
        .toBuffer();
    }
    const x = (i % cols) * tw;
    const y = Math.floor(i / cols) * (th + label);
    const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${tw}" height="${label}"><rect width="100%" height="100%" fill="#fff"/><text x="8" y="20" font-family="DejaVu Sans" font-size="16">${lang}</text></svg>`;
    tiles.push({ input: Buffer.from(text), left: x, top: y }, { input: img, left: x, top: y + label });
  }
  const file = join(out, `sheet-${engine}-${layout}-${w}x${h}.png`);
  await sharp({ create: { width: cols * tw, height: rows * (th + label), channels: 3, background: "#fff" } })
    .composite(tiles)
    .png({ palette: true, colours: 128 })
    .toFile(file);
  return file;
}

/**
 * Tiles of whole creatives or of a crop of them: one row per language, one column per candidate, labelled.
 * @param {string} file
 * @param {{ langs: string[], engines: string[], name: string, crop?: import("sharp").Region, width: number }} sheet
 */
async function compareSheet(file, { langs, engines: cols, name, crop, width }) {
  const label = 24;
  /** @type {import("sharp").OverlayOptions[]} */
  const tiles = [];
  let y = 0;
  for (const lang of langs) {
    let x = 0;
    let rowHeight = 0;
    for (const engine of cols) {
      const src = join(out, engine, `${name}-${lang}.png`);
      let img = sharp(src);
      try {
        if (crop) img = img.extract(crop);
        const buf = await img.resize(width).png().toBuffer({ resolveWithObject: true });
        tiles.push({ input: buf.data, left: x, top: y + label });
        rowHeight = Math.max(rowHeight, buf.info.height);
      } catch {
        // No PNG: the render failed (the error is in results-<candidate>.json); the tile stays magenta.
      }
      const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${label}"><rect width="100%" height="100%" fill="#fff"/><text x="6" y="17" font-family="DejaVu Sans" font-size="14">${engine} · ${lang}</text></svg>`;
      tiles.push({ input: Buffer.from(text), left: x, top: y });
      x += width + 4;
    }
    y += label + (rowHeight || 100) + 4;
  }
  await sharp({ create: { width: cols.length * (width + 4), height: y, channels: 3, background: "#ff00ff" } })
    .composite(tiles)
    .png({ palette: true, colours: 96 })
    .toFile(join(out, file));
}

/** The two comparison sheets decision 022 keeps under docs/creatives/. */
async function comparisons() {
  const cols = ["takumi", "satori", "cfog"];
  await compareSheet("compare-card-1080x1920.png", {
    langs: ["de", "ar", "he", "hi"],
    engines: cols,
    name: "card-1080x1920",
    width: 200,
  });
  await compareSheet("compare-band-text-1080x1920.png", {
    langs: ["ar", "he", "hi", "ja"],
    engines: cols,
    name: "band-1080x1920",
    crop: { left: 0, top: 770, width: 1080, height: 490 },
    width: 400,
  });
}

// ------------------------------------------------------------------------------------------------------- run

/**
 * @param {string} engine
 * @param {Copy[]} copy
 */
async function runEngine(engine, copy) {
  /** @type {Result} */
  const result = { engine, errors: [], renders: [], ocr: [] };
  mkdirSync(join(out, engine), { recursive: true });
  const worker = await startWorker(engine);
  try {
    const init = await timed(`${worker.base}/init`);
    result.initMs = init.ms;
    if (!init.res.ok) throw new Error(`init: ${init.body}`);
    // Every creative once: the first render of each script also reads and parses its fonts (cold).
    for (const { language, headline, long, cta } of copy)
      for (const [w, h] of sizes)
        for (const layout of layouts) {
          const text = layout === "band" ? headline : long;
          const q = new URLSearchParams({
            layout,
            w: String(w),
            h: String(h),
            lang: language,
            headline: text,
            cta,
            ...extra(engine),
          });
          const r = await timed(`${worker.base}/render?${q}`);
          const name = `${layout}-${w}x${h}-${language}`;
          if (!r.res.ok) {
            result.errors.push({ name, error: r.body.toString().slice(0, 600) });
            continue;
          }
          writeFileSync(join(out, engine, `${name}.png`), r.body);
          result.renders.push({ name, language, layout, w, h, ms: r.ms, bytes: r.body.length });
        }
    // Warm timing at 1080×1920 (band), alternating languages so a busy moment on the shared machine falls on all.
    // JPEG too where the renderer encodes it (Takumi); the others answer PNG whatever is asked, so they are not timed.
    const formats = engine === "takumi" ? ["png", "jpeg"] : ["png"];
    /** @type {Record<string, Record<string, number[]>>} */
    const warm = { png: {}, jpeg: {} };
    for (let round = 0; round < rounds; round++)
      for (const format of formats)
        for (const { language, headline, cta } of copy) {
          const q = new URLSearchParams({
            layout: "band",
            w: "1080",
            h: "1920",
            lang: language,
            headline,
            cta,
            format,
            ...extra(engine),
          });
          const r = await timed(`${worker.base}/render?${q}`);
          if (r.res.ok) ((warm[format] ??= {})[language] ??= []).push(r.ms);
        }
    const summary = (/** @type {Record<string, number[]>} */ byLang = {}) =>
      Object.fromEntries(
        Object.entries(byLang).map(([l, xs]) => [
          l,
          { median: median(xs), min: Math.min(...xs), max: Math.max(...xs) },
        ]),
      );
    result.warm = summary(warm.png);
    result.warmMedianMs = median(Object.values(warm.png ?? {}).flat());
    result.warmJpeg = summary(warm.jpeg);
    result.warmJpegMedianMs = median(Object.values(warm.jpeg ?? {}).flat());
    const pngTimes = Object.values(warm.png ?? {}).flat();
    result.warmRange = [Math.min(...pngTimes), Math.max(...pngTimes)];
    const mem = await (await fetch(`${worker.base}/memory`)).json();
    result.wasmMemoryMiB = mem.wasmMemory.map((/** @type {number} */ b) => b / 1048576);
  } finally {
    worker.stop();
  }
  result.bundle = bundleSize(engine);
  if (ocr)
    for (const r of result.renders) {
      const c = copy.find((x) => x.language === r.language);
      if (!c) continue;
      const expected = r.layout === "band" ? c.headline : c.long;
      const text = readBack(join(out, engine, `${r.name}.png`), r.language);
      result.ocr.push({
        name: r.name,
        language: r.language,
        expected,
        headline: recall(expected, text),
        cta: recall(c.cta, text),
        text: text.trim(),
      });
    }
  for (const [w, h] of sizes)
    for (const layout of layouts)
      await contactSheet(
        engine,
        layout,
        w,
        h,
        copy.map((c) => c.language),
      );
  return result;
}

/**
 * @param {Result[]} results
 * @param {Copy[]} copy
 */
function report(results, copy) {
  const lines = [`| | ${results.map((r) => r.engine).join(" | ")} |`, `|---|${results.map(() => "---").join("|")}|`];
  const row = (/** @type {string} */ label, /** @type {(r: Result) => string | undefined} */ f) =>
    lines.push(`| ${label} | ${results.map(f).join(" | ")} |`);
  row("renders ok / 80", (r) => `${r.renders.length}`);
  row("init (ms, outside)", (r) => r.initMs?.toFixed(0));
  row("warm 1080×1920 PNG median (ms)", (r) => r.warmMedianMs?.toFixed(0));
  row("  all languages, min–max", (r) => r.warmRange?.map((x) => x.toFixed(0)).join("–"));
  row("warm 1080×1920 JPEG median (ms)", (r) => (r.warmJpegMedianMs ? r.warmJpegMedianMs.toFixed(0) : "–"));
  for (const l of ["en", "ar", "he", "hi", "ja", "zh", "ko", "ru"])
    row(`  ${l}: median [min–max]`, (r) => {
      const w = r.warm?.[l];
      return w ? `${w.median.toFixed(0)} [${w.min.toFixed(0)}–${w.max.toFixed(0)}]` : "–";
    });
  row("first render of a script, max (ms)", (r) => Math.max(...r.renders.map((x) => x.ms)).toFixed(0));
  row("wasm memory after all (MiB)", (r) => r.wasmMemoryMiB?.map((m) => m.toFixed(1)).join(" + "));
  row("bundle gzipped (MiB)", (r) => r.bundle?.gzipMiB?.toFixed(2) ?? "error");
  row("  of which wasm gzipped (MiB)", (r) => r.bundle?.wasmGzipMiB?.toFixed(2) ?? "–");
  if (results.some((r) => r.ocr.length)) {
    const byLang = (/** @type {Result} */ r, /** @type {string} */ l) => r.ocr.filter((o) => o.language === l);
    for (const { language } of copy)
      row(
        `OCR recall ${language} (headline; CTA)`,
        (r) =>
          byLang(r, language)
            .map((o) => `${o.headline.toFixed(2)};${o.cta.toFixed(2)}`)
            .join(" ") || "–",
      );
  }
  return lines.join("\n");
}

if (args.includes("--sheets-only")) {
  await comparisons();
  process.exit(0);
}
mkdirSync(out, { recursive: true });
prepareAssets();
await makePhotos();
const copy = headlines();
writeFileSync(join(out, "headlines.json"), JSON.stringify(copy, null, 1));
/** @type {Result[]} */
const results = [];
for (const engine of candidates) {
  console.log(`${engine}…`);
  const r = await runEngine(engine, copy);
  writeFileSync(join(out, `results-${engine}.json`), JSON.stringify(r, null, 1));
  const first = r.errors[0];
  if (first) console.log(`  ${r.errors.length} errors, first: ${first.error.split("\n")[0]}`);
  results.push(r);
}
if (["takumi", "satori", "cfog"].every((e) => candidates.includes(e))) await comparisons();
const md = report(results, copy);
writeFileSync(join(out, "results.md"), `${md}\n`);
console.log(md);
