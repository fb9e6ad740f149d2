// `npm run audit`: Lighthouse (the npm package, mobile profile) on the public pages, with the Chromium the browser
// tests use. Builds the app, starts the Worker in wrangler dev on its own port and fresh state, and prints one JSON
// line per page with its four category scores (0–100) and the targets of issue 15. Exits 1 when a score is below its
// target. CHROMIUM_PATH overrides /usr/bin/chromium; AUDIT_PORT overrides 8797; AUDIT_REPORT_DIR keeps each page's
// full Lighthouse report there as JSON.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { run, startWorker } from "./lib.mjs";

const port = Number(process.env.AUDIT_PORT ?? 8797);
const stateDir = ".wrangler/audit-state";
// The four pages; paths given on the command line audit only those.
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/dashboard", "/plans", "/api-docs"];
const targets = { performance: 90, accessibility: 95, "best-practices": 95, seo: 95 };

async function main() {
  await run("vite", ["build", "--logLevel", "warn"]);
  const { base, stop } = await startWorker({ port, stateDir });
  // The examples are made on the first visit; make them before measuring /dashboard.
  await fetch(`${base}/api/examples`);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    // As the browser tests run it: headless, and none of Chromium's own network calls on a closed machine.
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--no-first-run",
    ],
  });
  let failed = false;
  try {
    for (const path of pages) {
      const run = () =>
        lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: Object.keys(targets),
        });
      // Lighthouse now and then fails to record a page load's trace (NO_NAVSTART) and scores it 0: that says nothing
      // about the page, so the page is measured once more, and a second failure is reported as what it is.
      let result = await run();
      if (result?.lhr.runtimeError) result = await run();
      const runtimeError = result?.lhr.runtimeError;
      if (runtimeError) {
        failed = true;
        console.log(
          JSON.stringify({ audit: "lighthouse", page: path, error: runtimeError.code, message: runtimeError.message }),
        );
        continue;
      }
      if (process.env.AUDIT_REPORT_DIR)
        writeFileSync(
          join(process.env.AUDIT_REPORT_DIR, `${path.slice(1) || "home"}.json`),
          JSON.stringify(result?.lhr),
        );
      const scores = Object.fromEntries(
        Object.keys(targets).map((k) => [k, Math.round((result?.lhr.categories[k]?.score ?? 0) * 100)]),
      );
      const below = Object.entries(targets)
        .filter(([k, t]) => (scores[k] ?? 0) < t)
        .map(([k]) => k);
      if (below.length) failed = true;
      // The performance metrics behind the score, in ms (CLS unitless), to see what holds a page back.
      const metric = (/** @type {string} */ id) =>
        Math.round((result?.lhr.audits[id]?.numericValue ?? 0) * (id === "cumulative-layout-shift" ? 1000 : 1)) /
        (id === "cumulative-layout-shift" ? 1000 : 1);
      const metrics = {
        fcp: metric("first-contentful-paint"),
        lcp: metric("largest-contentful-paint"),
        tbt: metric("total-blocking-time"),
        cls: metric("cumulative-layout-shift"),
        si: metric("speed-index"),
      };
      console.log(JSON.stringify({ audit: "lighthouse", page: path, profile: "mobile", ...scores, below, metrics }));
    }
  } finally {
    await chrome.kill();
    stop();
  }
  process.exit(failed ? 1 : 0);
}

await main();
