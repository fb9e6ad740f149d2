// One bench run for one input, in its own process so the wasm memory figure is this input's peak (wasm never shrinks).
// Usage: tsx --import ./scripts/bench/wasm-loader.mjs scripts/bench/smart-resize.ts <width> <height> [progressive]
//          [sizes=<w>x<h>,…]
//   → one JSON line on stdout: the pipeline's median time, the same job's in sharp, their ratio, both CPU times, the
//     peak of all wasm memory (the job's codecs: JPEG, and WebP when one is decoded, and the resampler's), and where
//     the pipeline's time went (decode, resize, fill, encode). The targets are every platform's sizes (targetsFor, so
//     the bench follows the platform table), or the sizes given.
import sharp, { type OverlayOptions } from "sharp";
import { platformIds } from "../../common/platforms";
import { planFrame } from "../../worker/imaging/framing";
import {
  decodeSizeFor,
  JPEG_QUALITY,
  type PipelineStep,
  runPipeline,
  stepTimer,
  type Target,
  targetsFor,
} from "../../worker/imaging/pipeline";
import { probeImage } from "../../worker/imaging/probe";
import { resamplerMemoryBytes } from "../../worker/imaging/resample";

const width = Number(process.argv[2]);
const height = Number(process.argv[3]);
const progressive = process.argv.includes("progressive");
const sizes = process.argv.find((a) => a.startsWith("sizes="))?.slice(6);
const targets: Target[] = sizes
  ? sizes.split(",").map((s) => {
      const [w, h] = s.split("x").map(Number) as [number, number];
      return { width: w, height: h, uses: [] };
    })
  : targetsFor(platformIds);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

/** A photo-like JPEG made here (no stock images): smooth light, texture, and a saturated off-centre subject. */
async function makePhoto(w: number, h: number): Promise<Buffer> {
  const raw = Buffer.alloc(w * h * 3);
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const cx = w * 0.62,
    cy = h * 0.55,
    r = Math.min(w, h) * 0.22;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const d = Math.hypot(x - cx, y - cy) / r;
      const n = rand() * 24 - 12;
      if (d < 1) {
        raw[i] = 200 - 60 * d + n;
        raw[i + 1] = 70 + 30 * d + n;
        raw[i + 2] = 40 + n;
      } else {
        raw[i] = 150 + 50 * Math.sin(x / 90) + n;
        raw[i + 1] = 140 + 40 * Math.cos(y / 120) + n;
        raw[i + 2] = 120 + 30 * Math.sin((x + y) / 150) + n;
      }
    }
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 90, progressive })
    .toBuffer();
}

/**
 * The same job written well for sharp: decode once, at the size the renditions need (libvips shrinks a JPEG while
 * loading it when asked for a smaller size, as our decoder scales in its IDCT), one resize per unique size,
 * low-resolution blurred fill, composite, and the same JPEG as ours: quality 82, 4:2:0, the standard Huffman tables
 * (sharp's default `optimiseCoding` adds a second entropy pass that ours does not make; decision 019).
 */
async function sharpPipeline(input: Buffer, subject: { x: number; y: number; w: number; h: number }) {
  const probe = probeImage(new Uint8Array(input));
  const need = decodeSizeFor(probe, targets);
  const base = sharp(input, { sequentialRead: true }).rotate();
  // decodeSizeFor answers in stored orientation; the resize comes after rotate(), so upright.
  const [w, h] = probe.orientation >= 5 ? [need.height, need.width] : [need.width, need.height];
  if (need.width < probe.width) base.resize(w, h, { fit: "fill" });
  const { data, info } = await base.raw().toBuffer({ resolveWithObject: true });
  const decoded = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const outputs: Buffer[] = [];
  for (const t of targets) {
    const frame = planFrame(info.width, info.height, t.width, t.height, subject);
    if (frame.mode === "crop") {
      outputs.push(
        await decoded()
          .extract({
            left: Math.round(frame.x),
            top: Math.round(frame.y),
            width: Math.round(frame.w),
            height: Math.round(frame.h),
          })
          .resize(t.width, t.height)
          .jpeg({ quality: JPEG_QUALITY, optimiseCoding: false })
          .toBuffer(),
      );
    } else {
      const small = await decoded()
        .resize(Math.max(8, Math.round(t.width / 16)), Math.max(8, Math.round(t.height / 16)), { fit: "cover" })
        .blur(2)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const fill = await sharp(small.data, { raw: small.info })
        .resize(t.width, t.height)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const src = {
        left: Math.round(frame.src.x),
        top: Math.round(frame.src.y),
        width: Math.min(info.width - Math.round(frame.src.x), Math.round(frame.src.w)),
        height: Math.min(info.height - Math.round(frame.src.y), Math.round(frame.src.h)),
      };
      const fitted = await decoded().extract(src).resize(frame.w, frame.h).raw().toBuffer({ resolveWithObject: true });
      // The photo's own edge, mirrored across each seam and blurred, in the bands beside it (fill.ts does the same,
      // and also fades it into the fill and feathers the seam).
      const vertical = frame.w >= t.width - 1;
      const bands = vertical
        ? [
            { size: frame.y, at: { left: 0, top: 0 }, edge: "start" },
            { size: t.height - frame.y - frame.h, at: { left: 0, top: frame.y + frame.h }, edge: "end" },
          ]
        : [
            { size: frame.x, at: { left: 0, top: 0 }, edge: "start" },
            { size: t.width - frame.x - frame.w, at: { left: frame.x + frame.w, top: 0 }, edge: "end" },
          ];
      const mirrors: OverlayOptions[] = [];
      for (const b of bands) {
        if (b.size < 1) continue;
        const extent = vertical ? frame.h : frame.w;
        const depth = Math.max(8, Math.min(b.size, Math.round(extent * 0.1), extent));
        const strip = vertical
          ? { left: 0, top: b.edge === "start" ? 0 : frame.h - depth, width: frame.w, height: depth }
          : { left: b.edge === "start" ? 0 : frame.w - depth, top: 0, width: depth, height: frame.h };
        const band = await sharp(fitted.data, { raw: fitted.info })
          .extract(strip)
          [vertical ? "flip" : "flop"]()
          .resize(Math.max(2, Math.ceil(strip.width / 8)), Math.max(2, Math.ceil(strip.height / 8)))
          .blur(2)
          .resize(vertical ? frame.w : b.size, vertical ? b.size : frame.h, { fit: "fill" })
          .raw()
          .toBuffer({ resolveWithObject: true });
        mirrors.push({
          input: band.data,
          raw: band.info,
          left: b.at.left + (vertical ? frame.x : 0),
          top: b.at.top + (vertical ? 0 : frame.y),
        });
      }
      outputs.push(
        await sharp(fill.data, { raw: fill.info })
          .composite([...mirrors, { input: fitted.data, raw: fitted.info, left: frame.x, top: frame.y }])
          .jpeg({ quality: JPEG_QUALITY, optimiseCoding: false })
          .toBuffer(),
      );
    }
  }
  return outputs;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  sharp.concurrency(1);
  const photo = await makePhoto(width, height);
  const bytes = new Uint8Array(photo);
  const times: number[] = [];
  const sharpTimes: number[] = [];
  // CPU time of the process (all its threads: libvips's included) beside the wall clock, which on a shared machine
  // also counts the time other processes held the cores.
  const cpu: number[] = [];
  const sharpCpu: number[] = [];
  const cpuMs = (since: NodeJS.CpuUsage) => {
    const { user, system } = process.cpuUsage(since);
    return (user + system) / 1000;
  };
  const steps: Record<PipelineStep, number>[] = [];
  let codecPeak = 0;
  // One warm-up of each (compiling the wasm and the JS paths), then the two alternate, so a busy moment on the
  // machine falls on both.
  const first = await runPipeline(bytes, platformIds, undefined, undefined, targets);
  const subject = first.subject;
  await sharpPipeline(photo, subject);
  for (let i = 0; i < RUNS; i++) {
    const totals = { decode: 0, resize: 0, fill: 0, encode: 0 };
    let t = performance.now();
    let c = process.cpuUsage();
    const result = await runPipeline(bytes, platformIds, undefined, stepTimer(totals), targets);
    times.push(performance.now() - t);
    cpu.push(cpuMs(c));
    steps.push(totals);
    codecPeak = Math.max(codecPeak, result.codecMemoryBytes);
    t = performance.now();
    c = process.cpuUsage();
    await sharpPipeline(photo, subject);
    sharpTimes.push(performance.now() - t);
    sharpCpu.push(cpuMs(c));
  }
  const ms = median(times);
  const sharpMs = median(sharpTimes);
  const step = (k: PipelineStep) => Math.round(median(steps.map((s) => s[k])));
  console.log(
    JSON.stringify({
      bench: "smart-resize",
      input: `${width}x${height}${progressive ? " progressive" : ""}`,
      targets: sizes ?? `${targets.length} sizes of ${platformIds.length} platforms`,
      megapixels: Number(((width * height) / 1e6).toFixed(1)),
      inputMB: Number((photo.length / 1e6).toFixed(1)),
      pipelineMs: Math.round(ms),
      sharpMs: Math.round(sharpMs),
      ratioVsSharp: Number((ms / sharpMs).toFixed(2)),
      cpuMs: Math.round(median(cpu)),
      sharpCpuMs: Math.round(median(sharpCpu)),
      // The job's codec instances at their peak (wasm memory only grows) and the resampler's few rows.
      peakWasmMiB: Number(((codecPeak + resamplerMemoryBytes()) / 1048576).toFixed(1)),
      stepsMs: { decode: step("decode"), resize: step("resize"), fill: step("fill"), encode: step("encode") },
      runs: RUNS,
    }),
  );
}

await main();
