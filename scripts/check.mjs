// `npm run check`, the CI gate (decision 040): the SDK regenerated from the contract, types (every script included),
// lint, format, import rules, the house rules on names and calls, unused code, generated Env types, web build and a
// deploy dry run. The static steps run a few at a time (`parallel`); each step prints one status line, in order, and
// the first failing step prints its output and what to do, and stops the run.
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
 * @typedef {{ name: string, hint: string, script?: string, cmd?: string, args?: string[], before?: () => void,
 *   parallel?: boolean }} Step
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
    name: "house rules: kebab-case names, bodies through the validator, AppError, one database client, pure engines",
    script: "rules",
    hint:
      "each break above names its rule, its decision and the fix (scripts/check-rules.mjs); an exception is an " +
      "allow-list entry there with its reason",
    parallel: true,
  },
  {
    name: "import rules (dependency-cruiser)",
    script: "deps",
    hint:
      "each rule above names its decision and the fix (.dependency-cruiser.cjs); move the import or the type, do not " +
      "loosen the rule (a rule that is in the way changes in a decision record)",
    parallel: true,
  },
  {
    name: "type-check web, common, e2e (tsconfig.json)",
    cmd: "tsc",
    args: ["-p", "tsconfig.json", "--noEmit"],
    hint: "fix the type errors above (`npx tsc -p tsconfig.json --noEmit`)",
    parallel: true,
  },
  {
    name: "type-check worker, common, worker tests (worker/tsconfig.json)",
    cmd: "tsc",
    args: ["-p", "worker/tsconfig.json", "--noEmit"],
    hint: "fix the type errors above (`npx tsc -p worker/tsconfig.json --noEmit`)",
    parallel: true,
  },
  {
    name: "type-check the creatives Worker (creatives/tsconfig.json)",
    cmd: "tsc",
    args: ["-p", "creatives/tsconfig.json", "--noEmit"],
    hint: "fix the type errors above (`npx tsc -p creatives/tsconfig.json --noEmit`)",
    parallel: true,
  },
  {
    name: "type-check every script and the SDK's examples, JavaScript through JSDoc (scripts/tsconfig.json)",
    cmd: "tsc",
    args: ["-p", "scripts/tsconfig.json", "--noEmit"],
    hint:
      "fix the type errors above (`npx tsc -p scripts/tsconfig.json --noEmit`); in a .mjs file give a parameter its " +
      "type with JSDoc (`/** @param {string} url */`), decision 040",
    parallel: true,
  },
  {
    name: "type-check the SDK generator and the creatives spike's Worker against Workers' types",
    cmd: "sh",
    args: [
      "-c",
      "tsc -p scripts/tsconfig.worker.json --noEmit && tsc -p scripts/spikes/creatives/tsconfig.json --noEmit",
    ],
    hint:
      "fix the type errors above (`npx tsc -p scripts/tsconfig.worker.json --noEmit`, " +
      "`npx tsc -p scripts/spikes/creatives/tsconfig.json --noEmit`)",
    parallel: true,
  },
  {
    name: "lint (biome)",
    script: "lint",
    hint: "`npm run lint` lists the diagnostics; `npx biome lint --write <files>` applies the safe fixes",
    parallel: true,
  },
  {
    name: "format (biome)",
    script: "format:check",
    hint: "`npm run format` rewrites the files listed above",
    parallel: true,
  },
  {
    name: "unused files, exports and dependencies (knip)",
    script: "knip",
    hint:
      "delete what nothing uses (an export: drop the `export`; a dependency: `npm uninstall <name>`); a real " +
      "exception goes into knip.jsonc with its reason (decision 040)",
    parallel: true,
  },
  {
    name: "Env types match wrangler.toml",
    cmd: "wrangler",
    args: ["types", "worker/worker-configuration.d.ts", "--strict-vars=false", "--check"],
    hint: "`npm run cf-typegen` regenerates worker/worker-configuration.d.ts from wrangler.toml",
    parallel: true,
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
 * Steps still running, each in its own process group (a tool's launcher may start the real binary as a child): a
 * failure or Ctrl-C ends them all before the check exits (SIGKILL: tsc 7 outlives a SIGTERM).
 * @type {Set<import("node:child_process").ChildProcess>}
 */
const running = new Set();
function stopRunning() {
  for (const child of running)
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
}
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"]))
  process.on(signal, () => {
    stopRunning();
    process.exit(130);
  });

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
          detached: true,
        })
      : spawn(step.cmd ?? "false", step.args ?? [], { cwd: root, env, detached: true });
    running.add(child);
    child.on("exit", () => running.delete(child));
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (err) => resolve({ code: 1, output: `${output}${err.message}\n` }));
    child.on("close", (code, signal) =>
      resolve({ code: code ?? 1, output: signal ? `${output}killed by ${signal}\n` : output }),
    );
  });
}

/** How many `parallel` steps run at once: the static checks are short and mostly wait on one core each. */
const CONCURRENCY = Number(process.env.CHECK_CONCURRENCY ?? 3);
const started = Date.now();
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)}s`;
const tty = process.stdout.isTTY;

/**
 * Starts a step and times it.
 * @param {Step} step
 * @returns {Promise<{ code: number, output: string, ms: number }>}
 */
async function timedStep(step) {
  const stepStarted = Date.now();
  step.before?.();
  const result = await runStep(step);
  return { ...result, ms: Date.now() - stepStarted };
}

/**
 * Runs `fns` at most `limit` at a time; each promise settles with its own result, in order.
 * @template T
 * @param {(() => Promise<T>)[]} fns
 * @param {number} limit
 * @returns {Promise<T>[]}
 */
function pooled(fns, limit) {
  /** @type {{ resolve: (value: T) => void, promise: Promise<T> }[]} */
  const slots = fns.map(() => {
    /** @type {(value: T) => void} */
    let resolve = () => {};
    const promise = new Promise((r) => (resolve = /** @type {(value: T) => void} */ (r)));
    return { resolve, promise };
  });
  let next = 0;
  const worker = async () => {
    while (next < fns.length) {
      const i = next++;
      const fn = fns[i];
      const slot = slots[i];
      if (fn && slot) slot.resolve(await fn());
    }
  };
  for (let i = 0; i < Math.min(limit, fns.length); i++) void worker();
  return slots.map((s) => s.promise);
}

let index = 0;
while (index < steps.length) {
  // A run of `parallel` steps starts together (at most CONCURRENCY at once); any other step runs alone.
  let end = index + 1;
  if (steps[index]?.parallel) while (end < steps.length && steps[end]?.parallel) end++;
  const batch = steps.slice(index, end);
  const results = pooled(
    batch.map((step) => () => timedStep(step)),
    CONCURRENCY,
  );
  for (const [offset, step] of batch.entries()) {
    const label = `[${index + offset + 1}/${steps.length}] ${step.name}`;
    if (tty) process.stdout.write(`▸ ${label} …`);
    const result = results[offset];
    const { code, output, ms } = result ? await result : { code: 1, output: "not run\n", ms: 0 };
    if (tty) process.stdout.write("\r\x1b[2K");
    if (code !== 0) {
      console.log(`✗ ${label} (${seconds(ms)})`);
      process.stdout.write(output.endsWith("\n") || output === "" ? output : `${output}\n`);
      console.error(`\ncheck failed at "${step.name}": ${step.hint}`);
      stopRunning();
      process.exit(1);
    }
    const extra = step.name.startsWith("landing") || /size budget$/.test(step.name) ? ` — ${output.trim()}` : "";
    console.log(`✓ ${label} (${seconds(ms)})${extra}`);
  }
  index = end;
}
console.log(`check passed: ${steps.length} steps in ${seconds(Date.now() - started)}`);
