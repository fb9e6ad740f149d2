import { defineConfig } from "@playwright/test";

// The e2e layer: Debian's chromium against the built app served by `wrangler dev` on its own port and fresh state.
// scripts/e2e.mjs builds the app, clears the state folder and sets CHROMIUM_PATH before starting Playwright.
const port = Number(process.env.E2E_PORT ?? 8799);
const stateDir = process.env.E2E_STATE_DIR ?? ".wrangler/e2e-state";

// The specs that hold the app's script back (a slow phone's takeover, decision 047) and time its hydration: a second
// spec running beside them on a 2-core machine made them miss their window, so `npm run test:e2e` runs this project
// first, one spec at a time, and every other spec after it over two workers sharing the one server (scripts/e2e.mjs).
const HELD_SPECS = ["**/pages.spec.ts", "**/shell.spec.ts"];

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/e2e.json" }]],
  // The first visit of a fresh state seeds the example concepts (decision 041's pipeline, seconds of work): once,
  // before any spec, so no spec's first page waits for it beside another spec.
  globalSetup: "./e2e/warm-up.ts",
  projects: [
    { name: "held", testMatch: HELD_SPECS },
    { name: "rest", testIgnore: HELD_SPECS },
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "node scripts/start.mjs --no-build",
    url: `http://localhost:${port}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    // The webhook retry schedule (5 s, 5 min, 30 min, …) at a thousandth (0 s, 0 s, 2 s), so a delivery retried three
    // times lands within seconds of a test (decision 033; never in production).
    env: { PORT: String(port), REACHGEN_STATE_DIR: stateDir, REACHGEN_WEBHOOK_RETRY_SCALE: "0.001" },
  },
});
