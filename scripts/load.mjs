// `npm run load`: a bounded load test against a fresh local Worker (decision 035). Starts the Worker on its own port
// and state folder (loopback only), signs in as the seeded Enterprise demo account, makes an API key and a share page,
// then runs autocannon at a fixed concurrency for a fixed number of requests against each target in turn: the
// key-authenticated API, a public page, the share page (its data from the edge cache), its data as JSON, and
// GET /api/v1/health as the reference. Prints one JSON line per target; exits 1 when any request erred (a 5xx or a
// failed connection). 429s are counted apart: the key's requests stay inside its hourly budget. Stops the Worker.
import { existsSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import sharp from "sharp";
import { root, run, startWorker } from "./lib.mjs";
import { DEMO_PASSWORD } from "./seed.mjs";

const port = Number(process.env.LOAD_PORT ?? 8804);
const stateDir = process.env.LOAD_STATE_DIR ?? ".wrangler/cache-load-state";
/** Requests per target, and how many are in flight at once. The API's stay inside the Enterprise hour (10,000). */
const amount = Number(process.env.LOAD_REQUESTS ?? 1000);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 10);
const warmup = 50;

/** @param {Response} res */
async function json(res) {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status} ${text}`);
  return JSON.parse(text);
}

/** A small patterned JPEG as a data URL: enough of a product photo for the pipeline. */
async function photo() {
  const width = 480;
  const height = 360;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const inside = (x - 240) ** 2 + (y - 180) ** 2 < 110 ** 2;
      pixels[i] = inside ? 200 : 40 + (x % 50);
      pixels[i + 1] = inside ? 120 : 60 + (y % 40);
      pixels[i + 2] = inside ? 60 : 90;
    }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

/**
 * Makes the account's key, one concept and its public page; answers what the targets need.
 * @param {string} base
 */
async function prepare(base) {
  // `npm start` makes the examples with the real pipeline right after the Worker answers; this read waits for that,
  // so it is not measured alongside the first target.
  await json(await fetch(`${base}/api/examples`));
  const login = await json(
    await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "admin@reachgen.local", password: DEMO_PASSWORD }),
    }),
  );
  const session = { Authorization: `Bearer ${login.sessionId}` };
  const key = await json(
    await fetch(`${base}/api/v1/keys`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...session },
      body: JSON.stringify({ name: "load test", permissions: ["concept:create", "concept:read"] }),
    }),
  );
  const keyed = { Authorization: `Bearer ${key.secretKey}` };
  const concept = await json(
    await fetch(`${base}/api/v1/concepts`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...keyed },
      body: JSON.stringify({
        businessType: "Retail/E-commerce",
        targetAudience: "gift shoppers who love cosy evenings",
        tone: "Friendly & Casual",
        productDescription: "Hand-poured soy candle in an amber glass jar",
        brandName: "Load Test Candles",
        platforms: ["facebook", "instagram"],
        languages: ["en"],
        generateAiCopy: false,
        imageData: await photo(),
      }),
    }),
  );
  // A new concept's creatives are drawn in the background (a queue). Reading each one now draws what is left, so that
  // work is done before anything is measured.
  for (const creative of concept.creatives ?? []) {
    const res = await fetch(new URL(creative.url, base), { headers: keyed }).catch((err) => {
      throw new Error(`${creative.url}: ${err.message}`);
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${creative.url} answered ${res.status}`);
  }
  const share = await json(
    await fetch(`${base}/api/concepts/${concept.id}/share`, { method: "POST", headers: session }),
  );
  return { keyed, sharePath: share.sharePath };
}

/**
 * One autocannon run; a short warm-up first so the first compile and the cold cache are not measured.
 * @param {string} name
 * @param {string} url
 * @param {Record<string, string>} [headers]
 */
async function measure(name, url, headers = {}) {
  await autocannon({ url, headers, connections: Math.min(connections, warmup), amount: warmup });
  const result = await autocannon({ url, headers, connections, amount });
  const status = result.statusCodeStats ?? {};
  const count = (/** @type {(code: number) => boolean} */ pred) =>
    Object.entries(status).reduce((sum, [code, s]) => (pred(Number(code)) ? sum + (s?.count ?? 0) : sum), 0);
  const fiveXx = count((c) => c >= 500);
  const line = {
    target: name,
    path: new URL(url).pathname,
    requests: result.requests.total,
    connections,
    // autocannon ends a run on its next one-second tick, so requests/elapsed undercounts a run of a few seconds. With
    // a fixed number of connections always busy, throughput is connections / mean latency (Little's law).
    rps: Math.round((connections * 1000) / result.latency.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: fiveXx + result.errors + result.timeouts,
    fiveXx,
    failedConnections: result.errors + result.timeouts,
    tooManyRequests: count((c) => c === 429),
    otherNon2xx: count((c) => c < 200 || (c >= 300 && c < 500 && c !== 429)),
    // Where one more request's data came from right after the run (HIT: the edge cache; none: not a cached read).
    xCache: (await fetch(url, { headers })).headers.get("X-Cache"),
  };
  console.log(JSON.stringify(line));
  return line;
}

async function main() {
  if (!Number.isInteger(amount) || amount < 1 || amount > 5000) throw new Error("LOAD_REQUESTS must be 1 to 5000");
  if (!existsSync(join(root, "dist", "client", "index.html"))) await run("vite", ["build", "--logLevel", "warn"]);
  const { base, stop } = await startWorker({ port, stateDir });
  if (!["localhost", "127.0.0.1", "[::1]"].includes(new URL(base).hostname)) throw new Error(`${base} is not loopback`);
  try {
    const { keyed, sharePath } = await prepare(base);
    const lines = [];
    lines.push(await measure("health (reference)", `${base}/api/v1/health`));
    lines.push(await measure("api with key", `${base}/api/v1/concepts?limit=10`, keyed));
    lines.push(await measure("public page", `${base}/`));
    lines.push(await measure("share page", `${base}${sharePath}`));
    lines.push(await measure("share data", `${base}/api/shared/${sharePath.slice(3)}`));
    const errors = lines.reduce((sum, l) => sum + l.errors, 0);
    if (errors) {
      console.error(`${errors} request(s) erred`);
      process.exitCode = 1;
    }
  } finally {
    stop();
  }
}

main().catch((err) => {
  console.error(err.message);
  process.exitCode = 1;
});
