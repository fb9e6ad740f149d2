// One bench run for one input, in its own process so the wasm memory figure is this input's peak (wasm never shrinks).
// Usage: tsx --import ./scripts/bench/wasm-loader.mjs scripts/bench/smart-resize.ts <width> <height> [progressive]
//   → one JSON line on stdout: the pipeline's median time, the same job's in sharp, their ratio, the peak of all wasm
//     memory (the job's codecs: JPEG, and WebP when one is decoded), and where the pipeline's time went (decode,
//     resize, fill, encode).
import sharp from "sharp";
import { platformIds } from "../../common/platforms";
import { planFrame } from "../../worker/imaging/framing";
import { JPEG_QUALITY, type PipelineStep, runPipeline, stepTimer, targetsFor } from "../../worker/imaging/pipeline";

const width = Number(process.argv[2]);
const height = Number(process.argv[3]);
const progressive = process.argv[4] === "progressive";
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

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

/** The same job written well for sharp: decode once, one resize per unique size, low-resolution blurred fill, composite. */
async function sharpPipeline(input: Buffer, subject: { x: number; y: number; w: number; h: number }) {
  const base = sharp(input, { sequentialRead: true }).rotate();
  const { data, info } = await base.raw().toBuffer({ resolveWithObject: true });
  const decoded = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const outputs: Buffer[] = [];
  for (const t of targetsFor(platformIds)) {
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
          .jpeg({ quality: JPEG_QUALITY })
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
      const fitted = await decoded().resize(frame.w, frame.h).raw().toBuffer({ resolveWithObject: true });
      outputs.push(
        await sharp(fill.data, { raw: fill.info })
          .composite([{ input: fitted.data, raw: fitted.info, left: frame.x, top: frame.y }])
          .jpeg({ quality: JPEG_QUALITY })
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
  const steps: Record<PipelineStep, number>[] = [];
  let subject = { x: 0, y: 0, w: 1, h: 1 };
  let codecPeak = 0;
  for (let i = 0; i < RUNS; i++) {
    const totals = { decode: 0, resize: 0, fill: 0, encode: 0 };
    const t = performance.now();
    const result = await runPipeline(bytes, platformIds, undefined, stepTimer(totals));
    times.push(performance.now() - t);
    steps.push(totals);
    subject = result.subject;
    codecPeak = Math.max(codecPeak, result.codecMemoryBytes);
  }
  const sharpTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await sharpPipeline(photo, subject);
    sharpTimes.push(performance.now() - t);
  }
  const ms = median(times);
  const sharpMs = median(sharpTimes);
  const step = (k: PipelineStep) => Math.round(median(steps.map((s) => s[k])));
  console.log(
    JSON.stringify({
      bench: "smart-resize",
      input: `${width}x${height}${progressive ? " progressive" : ""}`,
      megapixels: Number(((width * height) / 1e6).toFixed(1)),
      inputMB: Number((photo.length / 1e6).toFixed(1)),
      pipelineMs: Math.round(ms),
      sharpMs: Math.round(sharpMs),
      ratioVsSharp: Number((ms / sharpMs).toFixed(2)),
      // The job's codec instances at their peak (wasm memory only grows); no other wasm is loaded.
      peakWasmMiB: Number((codecPeak / 1048576).toFixed(1)),
      stepsMs: { decode: step("decode"), resize: step("resize"), fill: step("fill"), encode: step("encode") },
      runs: RUNS,
    }),
  );
}

await main();
