// One bench run of the public copy (decision 020) for one input, in its own process so the wasm figure is its peak.
// Usage: tsx --import ./scripts/bench/wasm-loader.mjs scripts/bench/public-copy.ts <width> <height> <orientation> [progressive]
//   → one JSON line: how the copy was made (stripped or re-encoded), its median time, the JPEG codec's peak wasm
//     memory (0 when nothing was decoded), and the sizes in and out.
import sharp from "sharp";
import { publicCopy } from "../../worker/imaging/public-copy";

const width = Number(process.argv[2]);
const height = Number(process.argv[3]);
const orientation = Number(process.argv[4]);
const progressive = process.argv[5] === "progressive";
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

// Every wasm memory the job makes (the codec makes one instance per job), to read its peak.
const memories: WebAssembly.Memory[] = [];
const Instance = WebAssembly.Instance;
// A subclass, since the codec makes its instance with `new`.
WebAssembly.Instance = class extends Instance {
  constructor(module: WebAssembly.Module, imports?: WebAssembly.Imports) {
    super(module, imports);
    const memory = this.exports.memory;
    if (memory instanceof WebAssembly.Memory) memories.push(memory);
  }
};

/** A phone-like JPEG made here: noise over smooth light, with EXIF (orientation, a name, GPS) as sharp writes it. */
async function makePhoto(): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let i = 0; i < raw.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    raw[i] = 150 + 50 * Math.sin(x / 90) + rand() * 24;
    raw[i + 1] = 140 + 40 * Math.cos(y / 120) + rand() * 24;
    raw[i + 2] = 120 + 30 * Math.sin((x + y) / 150) + rand() * 24;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .withMetadata({ orientation, exif: { IFD0: { Artist: "Jane Owner" }, IFD3: { GPSLatitudeRef: "N" } } })
    .jpeg({ quality: 90, progressive })
    .toBuffer();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const photo = new Uint8Array(await makePhoto());
  const times: number[] = [];
  let copy: ReturnType<typeof publicCopy> | undefined;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    copy = publicCopy(photo);
    times.push(performance.now() - t);
  }
  const peak = Math.max(0, ...memories.map((m) => m.buffer.byteLength));
  console.log(
    JSON.stringify({
      bench: "public-copy",
      input: `${width}x${height} orientation ${orientation}${progressive ? " progressive" : ""}`,
      inputMB: Number((photo.length / 1e6).toFixed(2)),
      method: copy!.method,
      output: `${copy!.width}x${copy!.height}`,
      outputMB: Number((copy!.bytes.length / 1e6).toFixed(2)),
      ms: Math.round(median(times)),
      peakCodecWasmMiB: Number((peak / 1048576).toFixed(1)),
      runs: RUNS,
    }),
  );
}

await main();
