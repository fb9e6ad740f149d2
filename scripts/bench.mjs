// `npm run bench`: the image pipeline against sharp on the same photo, at the common size and at the largest accepted
// input, each in a fresh process. One JSON line per input: every platform's sizes, and the two tall feed sizes alone.
import { run } from "./lib.mjs";

/** @type {[number, number, string?][]} */
const inputs = [
  // What the web app uploads after shrinking a photo (long edge 2560).
  [2560, 1920],
  // The same photo to a 4:5 feed and a 9:16 story size only (both fits over a fill from a 4:3 photo).
  [2560, 1920, "sizes=1080x1350,1080x1920"],
  // The old 7.5 MP limit, for comparison with earlier runs.
  [3162, 2371],
  // A 24 MP phone photo, baseline, as an API client sends it.
  [6000, 4000],
  // The largest progressive JPEG accepted (PIXEL_LIMITS.progressiveJpeg, 20 MP): the wasm memory peak.
  [5160, 3870, "progressive"],
];
for (const [w, h, option] of inputs)
  await run("tsx", [
    "--import",
    "./scripts/bench/wasm-loader.mjs",
    "scripts/bench/smart-resize.ts",
    String(w),
    String(h),
    ...(option ? [option] : []),
  ]);

// The public copy of a photo (decision 020): an upright JPEG is stripped, a rotated one decoded and encoded again.
for (const args of [
  ["4032", "3024", "1"],
  ["4032", "3024", "6"],
  ["8000", "6000", "6"],
  ["5160", "3870", "6", "progressive"],
])
  await run("tsx", ["--import", "./scripts/bench/wasm-loader.mjs", "scripts/bench/public-copy.ts", ...args]);

// The hostile line (decision 018): the slowest answer to the hostile corpus, and the health check while three are refused.
await run("node", ["scripts/bench/hostile.mjs"]);

// The creatives line (decision 023): a creative per size and language group, the creatives Worker (Takumi's wasm in
// workerd, timed from outside) beside Takumi's native build on the same layouts; then the renderer's wasm memory.
await run("tsx", ["scripts/bench/creatives.ts"]);
