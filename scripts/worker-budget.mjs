// The deployed Worker's size as Cloudflare counts it against its limit: every module it uploads (the bundled script
// and each WebAssembly module; not the source map), gzipped together, as `wrangler deploy` prints "Total Upload …
// gzip". Usage: node scripts/worker-budget.mjs <wrangler --outdir folder> [--creatives]. Prints one line; exits 1
// above the budget. `--creatives` holds the creatives Worker (creatives/) to its own budget.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * A ratchet, in MiB: it only goes down. Issue 25 asks for 1.5 MiB. Minifying took the bundle from 1.86 to 1.60 MiB;
 * photon's wasm (0.59 MiB gzipped), kept only for PNG and WebP, is the next step down: when its decoders are replaced,
 * lower this to 1.5 (decision 019).
 */
export const WORKER_GZIP_BUDGET_MIB = 1.5;
/** The creatives Worker (decision 023): Takumi's wasm is most of it; 3 MiB is the free plan's limit per Worker. */
export const CREATIVES_GZIP_BUDGET_MIB = 3;
const creatives = process.argv.includes("--creatives");
const budget = creatives ? CREATIVES_GZIP_BUDGET_MIB : WORKER_GZIP_BUDGET_MIB;

const dir = process.argv.slice(2).find((a) => !a.startsWith("--")) ?? "dist/check/worker";
// wrangler names the entry index.js and writes each other module beside it; the .map and its README are not uploaded.
const files = readdirSync(dir)
  .filter((f) => /\.(m?js|wasm|bin|txt|html)$/.test(f) && f !== "README.md")
  .sort((a, b) => Number(a === "index.js") - Number(b === "index.js") || a.localeCompare(b));
const modules = files.map((f) => readFileSync(join(dir, f)));
const raw = modules.reduce((n, m) => n + m.length, 0);
// One gzip stream over all modules at zlib's default level: wrangler's own measure (its getSize()).
const gzip = gzipSync(Buffer.concat(modules)).length;
const mib = gzip / 1048576;
const wasm = files.filter((f) => f.endsWith(".wasm"));
const line =
  `${creatives ? "Creatives Worker" : "Worker"} upload: ${files.length} modules (${wasm.length} wasm), ${(raw / 1048576).toFixed(2)} MiB raw, ` +
  `${mib.toFixed(2)} MiB gzipped (budget ${budget} MiB)`;
if (mib > budget) {
  console.error(`${line}: over the budget`);
  process.exit(1);
}
console.log(line);
