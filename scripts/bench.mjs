// `npm run bench`: the image pipeline against sharp on the same photo, at the common size and at the largest accepted
// input, each in a fresh process. One JSON line per input.
import { run } from "./lib.mjs";

const inputs = [
  // What the web app uploads after shrinking a photo (long edge 2560).
  [2560, 1920],
  // The old 7.5 MP limit, for comparison with earlier runs.
  [3162, 2371],
  // A 24 MP phone photo, baseline, as an API client sends it.
  [6000, 4000],
  // The largest progressive JPEG accepted (PIXEL_LIMITS.progressiveJpeg, 20 MP): the wasm memory peak.
  [5160, 3870, "progressive"],
];
for (const [w, h, kind] of inputs)
  await run("tsx", [
    "--import",
    "./scripts/bench/wasm-loader.mjs",
    "scripts/bench/smart-resize.ts",
    String(w),
    String(h),
    ...(kind ? [kind] : []),
  ]);
// The hostile line (decision 018): the slowest answer to the hostile corpus, and the health check while three are refused.
await run("node", ["scripts/bench/hostile.mjs"]);
