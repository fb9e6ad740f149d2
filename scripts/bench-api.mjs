// `npm run bench:api`: what the public API's key check, rate limit and usage log add to a request. Starts the Worker
// in wrangler dev on its own port and fresh state, signs in as the seeded Enterprise demo account, creates a key, then
// alternates a key-authenticated GET /api/v1/platforms with the bare GET /api/v1/health (no key, no limit, no log).
// Prints one JSON line: p50 and p99 of each, and their difference.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { root, run, startWorker } from "./lib.mjs";
import { DEMO_PASSWORD } from "./seed.mjs";

const port = Number(process.env.BENCH_PORT ?? 8796);
const samples = Number(process.env.BENCH_SAMPLES ?? 1000);
const warmup = 100;
const stateDir = ".wrangler/bench-api-state";

/** @param {Response} res */
async function json(res) {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status} ${text}`);
  return JSON.parse(text);
}

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const round = (/** @type {number} */ n) => Math.round(n * 100) / 100;

/** @param {string} url @param {Record<string, string>} headers */
async function timed(url, headers) {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return ms;
}

async function main() {
  if (!existsSync(join(root, "dist", "client", "index.html"))) await run("vite", ["build", "--logLevel", "warn"]);
  const { base, stop } = await startWorker({ port, stateDir });
  try {
    const login = await json(
      await fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "admin@reachgen.local", password: DEMO_PASSWORD }),
      }),
    );
    const key = await json(
      await fetch(`${base}/api/v1/keys`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${login.sessionId}` },
        body: JSON.stringify({ name: "bench", rateLimit: 10_000 }),
      }),
    );
    const keyed = { Authorization: `Bearer ${key.secretKey}` };
    const api = [];
    const bare = [];
    for (let i = 0; i < warmup + samples; i++) {
      const a = await timed(`${base}/api/v1/platforms`, keyed);
      const b = await timed(`${base}/api/v1/health`, {});
      if (i >= warmup) {
        api.push(a);
        bare.push(b);
      }
    }
    api.sort((x, y) => x - y);
    bare.sort((x, y) => x - y);
    const p = (/** @type {number[]} */ arr) => ({ p50: round(percentile(arr, 50)), p99: round(percentile(arr, 99)) });
    const keyedStats = p(api);
    const bareStats = p(bare);
    console.log(
      JSON.stringify({
        bench: "api",
        samples,
        keyed: { request: "GET /api/v1/platforms (key, rate limit, usage log)", ...keyedStats },
        bare: { request: "GET /api/v1/health", ...bareStats },
        addedMs: { p50: round(keyedStats.p50 - bareStats.p50), p99: round(keyedStats.p99 - bareStats.p99) },
        target: "added p50 < 5 ms",
      }),
    );
  } finally {
    stop();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err.message);
    process.exit(1);
  },
);
