// The hostile line of `npm run bench` (decision 018): starts the Worker on its own port and fresh state, sends every
// file of the hostile corpus (scripts/hostile-corpus.mjs) to POST /api/ai/generate-copy as a new trial account would,
// then samples GET /api/v1/health while three hostile uploads are being refused at a time. Prints one JSON line: the
// slowest refusal and the slowest accepted file (targets: under 1 s), any answer that was not the expected one, and
// the health check's p50/p99 idle and under that load (target: under 100 ms). Time is measured, not asserted.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { hostileCorpus } from "../hostile-corpus.mjs";
import { root, run, startWorker } from "../lib.mjs";

const port = Number(process.env.BENCH_HOSTILE_PORT ?? 8797);
const samples = Number(process.env.BENCH_SAMPLES ?? 200);
const stateDir = process.env.BENCH_HOSTILE_STATE_DIR ?? ".wrangler/bench-hostile-state";
/** Refusals an account may have in an hour (throttleLimits.imageRefusalsPerAccount): each account sends fewer. */
const PER_ACCOUNT = 9;
/** Accounts for the load phase: enough refusals for the health samples at the pace measured here. */
const LOAD_ACCOUNTS = Number(process.env.BENCH_HOSTILE_ACCOUNTS ?? 60);

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const round = (/** @type {number} */ n) => Math.round(n * 10) / 10;
/** @typedef {{ Authorization: string }} Auth */
/** @typedef {import("../hostile-corpus.mjs").HostileEntry} HostileEntry */

/**
 * The entry at `index`, or else the first file the upload routes process.
 * @param {HostileEntry[]} entries
 * @param {number} [index]
 */
function entryOf(entries, index) {
  const entry = index === undefined ? entries.find((e) => e.status === 200) : entries[index];
  if (!entry) throw new Error("the hostile corpus has no such file");
  return entry;
}

/**
 * A trial account, registered as a visitor would.
 * @param {string} base
 * @param {number | string} n
 * @returns {Promise<Auth>}
 */
async function register(base, n) {
  const res = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      email: `hostile-${Date.now()}-${n}@example.com`,
      password: "hostile-bench-password",
      firstName: "Hostile",
      lastName: "Bench",
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return { Authorization: `Bearer ${(await res.json()).sessionId}` };
}

/**
 * Registers `count` trial accounts up front (password hashing is not part of the load measured), then hands each out
 * for at most PER_ACCOUNT refusals; null when they are used up.
 * @param {string} base
 * @param {number} count
 */
async function accountPool(base, count) {
  /** @type {Auth[]} */
  const pool = [];
  for (let i = 0; i < count; i++) pool.push(await register(base, i));
  let used = 0;
  return () => {
    const auth = pool[Math.floor(used / PER_ACCOUNT)] ?? null;
    used++;
    return auth;
  };
}

/** @param {string} base @param {Auth | null} auth @param {Uint8Array} bytes */
async function upload(base, auth, bytes) {
  const fd = new FormData();
  fd.set("businessType", "Retail/E-commerce");
  fd.set("targetAudience", "trail runners");
  fd.set("tone", "Friendly & Casual");
  fd.set("productDescription", "Lightweight trail running shoes with a grippy sole");
  fd.set("platforms", JSON.stringify(["facebook", "snapchat"]));
  fd.set("languages", JSON.stringify(["en"]));
  fd.set("image", new File([/** @type {Uint8Array<ArrayBuffer>} */ (bytes)], "upload.bin", { type: "image/jpeg" }));
  const t0 = performance.now();
  const res = await fetch(`${base}/api/ai/generate-copy`, { method: "POST", headers: auth ?? {}, body: fd });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t0 };
}

/** @param {string} base */
async function health(base) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/v1/health`);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`health answered ${res.status}`);
  return performance.now() - t0;
}

/** @param {string} base @param {number} n */
async function healthSamples(base, n) {
  const times = [];
  for (let i = 0; i < n; i++) times.push(await health(base));
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 50)), p99: round(percentile(times, 99)) };
}

async function main() {
  const corpus = await hostileCorpus();
  if (!existsSync(join(root, "dist", "client", "index.html"))) await run("vite", ["build", "--logLevel", "warn"]);
  const { base, stop } = await startWorker({ port, stateDir });
  try {
    // Every file once (after one warm-up upload), sequentially: the slowest refusal and the slowest accepted file. A
    // processed file gets an account of its own (a trial makes only a few concepts).
    const refusals = await accountPool(base, Math.ceil(corpus.length / PER_ACCOUNT));
    await upload(base, await register(base, "warm-up"), entryOf(corpus).bytes);
    const slowestRefusal = { name: "", ms: 0 };
    const slowestAccepted = { name: "", ms: 0 };
    const unexpected = [];
    for (const [i, entry] of corpus.entries()) {
      const auth = entry.status === 200 ? await register(base, `accepted-${i}`) : refusals();
      const { status, ms } = await upload(base, auth, entry.bytes);
      const ok = entry.status === 200 ? status === 200 : status === entry.status;
      if (!ok) unexpected.push(`${entry.name}: ${status}, expected ${entry.status}`);
      const slot = entry.status === 200 ? slowestAccepted : slowestRefusal;
      if (ms > slot.ms) Object.assign(slot, { name: entry.name, ms });
    }

    // GET /api/v1/health alone, then while three uploads of the costliest refusals are always in flight.
    const idle = await healthSamples(base, samples);
    const heavy = corpus.filter((e) => ["jpeg-every-scan", "png-idat-bomb", "webp-lying-frame"].includes(e.name));
    const loadAccounts = await accountPool(base, LOAD_ACCOUNTS);
    let running = true;
    let refused = 0;
    const loops = [0, 1, 2].map(async (i) => {
      for (let k = i; running; k++) {
        const auth = loadAccounts();
        if (!auth) break;
        const { status } = await upload(base, auth, entryOf(heavy, k % heavy.length).bytes);
        if (status >= 400 && status < 500) refused++;
      }
    });
    await new Promise((r) => setTimeout(r, 200));
    const times = [];
    for (let i = 0; i < samples && refused < LOAD_ACCOUNTS * PER_ACCOUNT - 3; i++) times.push(await health(base));
    running = false;
    await Promise.all(loops);
    times.sort((a, b) => a - b);
    const underLoad = { p50: round(percentile(times, 50)), p99: round(percentile(times, 99)), samples: times.length };

    console.log(
      JSON.stringify({
        bench: "hostile",
        files: corpus.length,
        slowestRefusalMs: Math.round(slowestRefusal.ms),
        slowestRefusal: slowestRefusal.name,
        slowestAcceptedMs: Math.round(slowestAccepted.ms),
        slowestAccepted: slowestAccepted.name,
        unexpected,
        healthIdleMs: idle,
        healthWhileThreeRefusedMs: underLoad,
        refusedMeanwhile: refused,
      }),
    );
  } finally {
    stop();
  }
}

await main();
