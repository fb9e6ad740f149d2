// The SDK (sdk/): generates its types from the public API's contract, then builds it into sdk/dist (root `prepare`,
// so `npm install` leaves a working @reachgen/sdk) or, with --check, type-checks it with its tests (`npm run check`).
import { copyFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { root, run } from "./lib.mjs";

const check = process.argv.includes("--check");
await run("tsx", ["sdk/scripts/generate.ts"]);
if (check) {
  await run("tsc", ["-p", "sdk/tsconfig.json", "--noEmit"]);
} else {
  const dist = join(root, "sdk", "dist");
  rmSync(dist, { recursive: true, force: true });
  await run("tsc", ["-p", "sdk/tsconfig.build.json"]);
  copyFileSync(join(root, "sdk", "src", "generated", "openapi.json"), join(dist, "openapi.json"));
}
