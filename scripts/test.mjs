// `npm test`: all three layers (worker in workerd, web in jsdom, e2e in chromium), then one closing summary line.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { findChromium, NO_BROWSER_MESSAGE, root, run } from "./lib.mjs";

if (!findChromium()) {
  console.error(NO_BROWSER_MESSAGE);
  process.exit(1);
}

const results = join(root, "test-results");
rmSync(join(results, "vitest.json"), { force: true });
rmSync(join(results, "e2e.json"), { force: true });
mkdirSync(results, { recursive: true });

const failures = [];
try {
  await run("vitest", [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${join(results, "vitest.json")}`,
  ]);
} catch (err) {
  failures.push(`unit layers: ${err instanceof Error ? err.message : err}`);
}
try {
  await run("node", ["scripts/e2e.mjs"]);
} catch (err) {
  failures.push(`e2e layer: ${err instanceof Error ? err.message : err}`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitestFile = join(results, "vitest.json");
if (existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, "utf8"));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
}
const e2eFile = join(results, "e2e.json");
if (existsSync(e2eFile)) {
  const s = JSON.parse(readFileSync(e2eFile, "utf8")).stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
}
if (failures.length > 0 && failed === 0) failed = 1; // a layer that crashed before reporting still fails the run
for (const f of failures) console.error(`✗ ${f}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
