// `npm run test:e2e`: build the app, start from a fresh local state, run Playwright with Debian's chromium.
import { rmSync } from "node:fs";
import { join } from "node:path";
import { findChromium, NO_BROWSER_MESSAGE, root, run } from "./lib.mjs";

const chromium = findChromium();
if (!chromium) {
  console.error(NO_BROWSER_MESSAGE);
  process.exit(1);
}
const stateDir = process.env.E2E_STATE_DIR ?? ".wrangler/e2e-state";
rmSync(join(root, stateDir), { recursive: true, force: true });

try {
  if (!process.argv.includes("--no-build")) await run("vite", ["build", "--logLevel", "warn"]);
  const extra = process.argv.slice(2).filter((a) => a !== "--no-build");
  await run("playwright", ["test", ...extra], { env: { CHROMIUM_PATH: chromium, E2E_STATE_DIR: stateDir } });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
