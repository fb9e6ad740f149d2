// `npm run bench`: the image pipeline against sharp on the same photo, at the common size and at the largest accepted
// input, each in a fresh process. One JSON line per input.
import { run } from "./lib.mjs";

const inputs = [
  [2560, 1920],
  // Largest 4:3 input inside PIXEL_BUDGET (7.5 MP).
  [3162, 2371],
];
for (const [w, h] of inputs) await run("tsx", ["scripts/bench/smart-resize.ts", String(w), String(h)]);
