// `npm run check`: type-check every layer, verify the generated Env types, dry-run the deploy and report bundle size.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { root, run } from "./lib.mjs";

const outdir = join(root, "dist", "worker");
try {
  console.log("▸ type-check: web, common, e2e, scripts");
  await run("tsc", ["-p", "tsconfig.json", "--noEmit"]);
  console.log("▸ type-check: worker, common, worker tests");
  await run("tsc", ["-p", "worker/tsconfig.json", "--noEmit"]);
  console.log("▸ Env types match wrangler.toml");
  await run("wrangler", ["types", "worker/worker-configuration.d.ts", "--strict-vars=false", "--check"]);
  console.log("▸ web build");
  await run("vite", ["build", "--logLevel", "warn"]);
  console.log("▸ wrangler deploy --dry-run");
  await run("wrangler", ["deploy", "--dry-run", "--outdir", outdir]);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const bundle = readdirSync(outdir).filter((f) => /\.(m?js|wasm)$/.test(f));
let raw = 0;
let gzip = 0;
for (const file of bundle) {
  const bytes = readFileSync(join(outdir, file));
  raw += statSync(join(outdir, file)).size;
  gzip += gzipSync(bytes, { level: 9 }).length;
}
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`\nWorker bundle (${bundle.join(", ")}): ${kib(raw)} raw, ${kib(gzip)} gzip`);
