// `npm run check`, the CI gate: the SDK regenerated from the contract, types, lint, format, dependency rules,
// generated Env types, web build and a deploy dry run. Each step prints one status line; the first failing step prints its output and stops the run.
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { buildCreativeFonts } from "./build-creative-fonts.mjs";
import { binPath, root } from "./lib.mjs";

/** @type {Record<string, string>} */
const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts;

// Its own output folders, so a check never replaces the dist/client that `npm start` or the e2e server is serving.
const checkDir = join(root, "dist", "check");
const clientDir = join(checkDir, "client");
const workerDir = join(checkDir, "worker");
const creativesDir = join(checkDir, "creatives");
const rel = (/** @type {string} */ path) => relative(root, path);

/**
 * @typedef {{ name: string, hint: string, script?: string, cmd?: string, args?: string[], before?: () => void }} Step
 * @type {Step[]}
 */
const steps = [
  {
    name: "SDK: types generated from the contract, type-checked with its tests (sdk/)",
    cmd: "node",
    args: ["scripts/sdk.mjs", "--check"],
    hint: "the SDK does not match the contract: fix sdk/src (or the contract) until `node scripts/sdk.mjs --check` passes",
  },
  {
    name: "type-check web, common, e2e, scripts (tsconfig.json)",
    cmd: "tsc",
    args: ["-p", "tsconfig.json", "--noEmit"],
    hint: "fix the type errors above (`npx tsc -p tsconfig.json --noEmit`)",
  },
  {
    name: "type-check worker, common, worker tests (worker/tsconfig.json)",
    cmd: "tsc",
    args: ["-p", "worker/tsconfig.json", "--noEmit"],
    hint: "fix the type errors above (`npx tsc -p worker/tsconfig.json --noEmit`)",
  },
  {
    name: "type-check the creatives Worker (creatives/tsconfig.json)",
    cmd: "tsc",
    args: ["-p", "creatives/tsconfig.json", "--noEmit"],
    hint: "fix the type errors above (`npx tsc -p creatives/tsconfig.json --noEmit`)",
  },
  {
    name: "lint (biome)",
    script: "lint",
    hint: "`npm run lint` lists the diagnostics; `npx biome lint --write <files>` applies the safe fixes",
  },
  {
    name: "format (biome)",
    script: "format:check",
    hint: "`npm run format` rewrites the files listed above",
  },
  {
    name: "dependency rules (dependency-cruiser)",
    script: "deps",
    hint: "each rule's reason is in .dependency-cruiser.cjs; move the import, do not loosen the rule",
  },
  {
    name: "Env types match wrangler.toml",
    cmd: "wrangler",
    args: ["types", "worker/worker-configuration.d.ts", "--strict-vars=false", "--check"],
    hint: "`npm run cf-typegen` regenerates worker/worker-configuration.d.ts from wrangler.toml",
  },
  {
    name: "web build (vite)",
    cmd: "vite",
    args: ["build", "--logLevel", "warn", "--outDir", clientDir, "--emptyOutDir"],
    hint: "the web app does not build; see the vite output above",
  },
  {
    name: "landing JavaScript budget",
    cmd: "node",
    args: ["scripts/landing-budget.mjs", clientDir],
    hint: "the landing page loads more JavaScript than LANDING_JS_BUDGET_KIB (scripts/landing-budget.mjs): load the new code on its own route",
  },
  {
    name: "wrangler deploy --dry-run",
    cmd: "wrangler",
    args: ["deploy", "--dry-run", "--assets", rel(clientDir), "--outdir", rel(workerDir)],
    before: () => rmSync(workerDir, { recursive: true, force: true }),
    hint: "the Worker does not bundle for deployment; see the wrangler output above",
  },
  {
    name: "Worker size budget",
    cmd: "node",
    args: ["scripts/worker-budget.mjs", rel(workerDir)],
    hint: "the Worker uploads more than WORKER_GZIP_BUDGET_MIB (scripts/worker-budget.mjs): see what grew with `npx wrangler deploy --dry-run --outdir <dir> --metafile <file>`",
  },
  {
    name: "creatives Worker: wrangler deploy --dry-run",
    cmd: "wrangler",
    // An absolute --outdir: wrangler resolves a relative one against the config's folder.
    args: ["deploy", "--dry-run", "-c", "creatives/wrangler.toml", "--outdir", creativesDir],
    before: () => {
      rmSync(creativesDir, { recursive: true, force: true });
      buildCreativeFonts();
    },
    hint: "the creatives Worker does not bundle for deployment; see the wrangler output above",
  },
  {
    name: "creatives Worker size budget",
    cmd: "node",
    args: ["scripts/worker-budget.mjs", rel(creativesDir), "--creatives"],
    hint: "the creatives Worker uploads more than CREATIVES_GZIP_BUDGET_MIB (scripts/worker-budget.mjs)",
  },
];

/**
 * Runs one step with node_modules/.bin first on PATH (as `npm run` does) and collects its output, shown only when
 * the step fails. A package.json script runs through the shell exactly as npm would run it.
 * @param {Step} step
 * @returns {Promise<{ code: number, output: string }>}
 */
function runStep(step) {
  return new Promise((resolve) => {
    // Output is collected through a pipe, so colours are asked for explicitly when the check runs in a terminal.
    const env = { ...process.env, PATH: binPath, ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}) };
    const child = step.script
      ? spawn(scripts[step.script] ?? `echo "package.json has no script '${step.script}'" && exit 1`, {
          cwd: root,
          env,
          shell: true,
        })
      : spawn(step.cmd ?? "false", step.args ?? [], { cwd: root, env });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (err) => resolve({ code: 1, output: `${output}${err.message}\n` }));
    child.on("close", (code, signal) =>
      resolve({ code: code ?? 1, output: signal ? `${output}killed by ${signal}\n` : output }),
    );
  });
}

const started = Date.now();
const seconds = (/** @type {number} */ since) => `${((Date.now() - since) / 1000).toFixed(1)}s`;
const tty = process.stdout.isTTY;

for (const [index, step] of steps.entries()) {
  const label = `[${index + 1}/${steps.length}] ${step.name}`;
  if (tty) process.stdout.write(`▸ ${label} …`);
  const stepStarted = Date.now();
  step.before?.();
  const { code, output } = await runStep(step);
  if (tty) process.stdout.write("\r\x1b[2K");
  if (code !== 0) {
    console.log(`✗ ${label} (${seconds(stepStarted)})`);
    process.stdout.write(output.endsWith("\n") || output === "" ? output : `${output}\n`);
    console.error(`\ncheck failed at "${step.name}": ${step.hint}`);
    process.exit(1);
  }
  const extra = step.name.startsWith("landing") || /size budget$/.test(step.name) ? ` — ${output.trim()}` : "";
  console.log(`✓ ${label} (${seconds(stepStarted)})${extra}`);
}
console.log(`check passed: ${steps.length} steps in ${seconds(started)}`);
