// `npm run test:e2e`: build the app, start from a fresh local state, run Playwright with Debian's chromium.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { findChromium, NO_BROWSER_MESSAGE, root, run } from "./lib.mjs";

const chromium = findChromium();
if (!chromium) {
  console.error(NO_BROWSER_MESSAGE);
  process.exit(1);
}
const stateDir = process.env.E2E_STATE_DIR ?? ".wrangler/e2e-state";
rmSync(join(root, stateDir), { recursive: true, force: true });

/** @param {string} name */
const report = (name) => join(root, "test-results", name);
const env = { CHROMIUM_PATH: chromium, E2E_STATE_DIR: stateDir };
// Both passes' reports make the one test-results/e2e.json that `npm test` counts.
/** @param {string[]} names */
function mergeReports(names) {
  /** @type {Record<string, number>} */
  const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0, duration: 0 };
  const suites = [];
  for (const name of names) {
    if (!existsSync(report(name))) continue;
    const r = JSON.parse(readFileSync(report(name), "utf8"));
    for (const k of Object.keys(stats)) stats[k] += r.stats[k] ?? 0;
    suites.push(...r.suites);
  }
  writeFileSync(report("e2e.json"), JSON.stringify({ stats, suites }));
}

let failed = false;
try {
  if (!process.argv.includes("--no-build")) await run("vite", ["build", "--logLevel", "warn"]);
  const extra = process.argv.slice(2).filter((a) => a !== "--no-build");
  if (extra.length > 0) {
    await run("playwright", ["test", ...extra], { env });
  } else {
    // The held specs one at a time, then the rest over E2E_WORKERS workers (2 by default): see playwright.config.ts.
    rmSync(report("e2e.json"), { force: true });
    /** @type {{ project: string, workers: string, name: string }[]} */
    const passes = [
      { project: "held", workers: "1", name: "e2e-held.json" },
      { project: "rest", workers: process.env.E2E_WORKERS ?? "2", name: "e2e-rest.json" },
    ];
    for (const { project, workers, name } of passes) {
      rmSync(report(name), { force: true });
      try {
        await run("playwright", ["test", `--project=${project}`, `--workers=${workers}`], {
          env: { ...env, E2E_REPORT: report(name) },
        });
      } catch (err) {
        // The other pass still runs: one failing spec never hides the others' results.
        console.error(err instanceof Error ? err.message : err);
        failed = true;
      }
    }
    mergeReports(passes.map((p) => p.name));
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
if (failed) process.exit(1);
