// Small helpers shared by the orchestration scripts (start, test, e2e, check).
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));

/** node_modules/.bin first, as `npm run` does, so the scripts also work when started with plain `node`. */
export const binPath = [join(root, "node_modules", ".bin"), process.env.PATH ?? ""].join(delimiter);

/**
 * Runs a command from node_modules/.bin (npm puts it first on PATH), inheriting stdio; rejects on a non-zero exit.
 * @param {string} cmd
 * @param {string[]} args
 * @param {import("node:child_process").SpawnOptions} [options]
 * @returns {Promise<void>}
 */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: "inherit",
      ...options,
      env: { ...process.env, PATH: binPath, ...options.env },
    });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited with ${code ?? signal}`)),
    );
  });
}

const CHROMIUM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** The browser the e2e layer drives: CHROMIUM_PATH, else Debian's chromium. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CHROMIUM_CANDIDATES.find((p) => existsSync(p)) ?? null;
}

export const NO_BROWSER_MESSAGE = [
  "No Chromium browser found for the end-to-end tests.",
  "Fix: install Debian's chromium (`sudo apt-get install -y chromium`), or set CHROMIUM_PATH to a Chromium/Chrome binary.",
  "(`npx playwright install` is not used: it downloads browsers, which this project avoids.)",
].join("\n");

/**
 * Starts the Worker as `npm start --no-build` does, on its own port and a fresh state folder, and waits for its health
 * check (for the benches and the audit). `stop` ends it and everything it started; it also runs when the process exits.
 */
/** @param {{ port: number, stateDir: string }} options */
export async function startWorker({ port, stateDir }) {
  rmSync(join(root, stateDir), { recursive: true, force: true });
  const base = `http://localhost:${port}`;
  const child = spawn("node", ["scripts/start.mjs", "--no-build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PATH: binPath, PORT: String(port), REACHGEN_STATE_DIR: stateDir },
    detached: true,
  });
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("exit", stop);
  for (let i = 0; i < 240 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error("the Worker did not start");
}
