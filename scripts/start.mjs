// `npm start`: build the web app, apply migrations to the local D1, seed local data, serve everything with wrangler dev.
// Idempotent: running it again on the same state works. PORT overrides 8787; REACHGEN_STATE_DIR moves the local state.
import { spawn } from "node:child_process";
import { binPath, root, run } from "./lib.mjs";
import { buildCreativeFonts } from "./build-creative-fonts.mjs";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed } from "./seed.mjs";

const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}
const stateDir = process.env.REACHGEN_STATE_DIR ?? ".wrangler/state";
const skipBuild = process.argv.includes("--no-build");
const retryScale = process.env.REACHGEN_WEBHOOK_RETRY_SCALE;
if (retryScale !== undefined && !(Number(retryScale) >= 0 && Number(retryScale) < 1)) {
  console.error(`REACHGEN_WEBHOOK_RETRY_SCALE must be a number from 0 to below 1, got "${retryScale}"`);
  process.exit(1);
}

async function main() {
  if (!skipBuild) {
    console.log("▸ building the web app (vite)");
    await run("vite", ["build", "--logLevel", "warn"]);
  }
  const fonts = buildCreativeFonts();
  console.log(`▸ creative fonts ready (${fonts.slices} slices in dist/creatives)`);
  console.log(`▸ applying D1 migrations locally (${stateDir})`);
  await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], {
    env: { CI: "true" },
  });
  console.log("▸ seeding local demo data");
  await seed(stateDir);
  console.log(
    `  demo accounts (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => `${a.email} (${a.plan})`).join(", ")}`,
  );
  console.log(`▸ starting the Worker and the creatives Worker on port ${port}`);
  const child = spawn(
    "wrangler",
    // Local development is the only place the keyless TEST MODE checkout exists (wrangler.toml says production).
    // --local keeps every binding in workerd: the Workers AI binding would otherwise need a Cloudflare account.
    // Two configs, one session: the first is served on the port, the creatives Worker answers its service binding.
    [
      "dev",
      "-c",
      "wrangler.toml",
      "-c",
      "creatives/wrangler.toml",
      "--local",
      "--port",
      String(port),
      "--persist-to",
      stateDir,
      "--var",
      "ENVIRONMENT:development",
      // Tests may compress the webhook retry schedule (decision 033); a plain `npm start` keeps the real one.
      ...(retryScale ? ["--var", `WEBHOOK_RETRY_SCALE:${retryScale}`] : []),
      "--show-interactive-dev-session=false",
    ],
    { cwd: root, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, PATH: binPath } },
  );
  void announceWhenReady(child);
  const stop = () => child.kill("SIGTERM");
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  child.on("exit", (code) => process.exit(code ?? 0));
}

/**
 * Prints the URL once the Worker answers its health check.
 * @param {import("node:child_process").ChildProcess} child
 */
async function announceWhenReady(child) {
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 240 && child.exitCode === null; i++) {
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) {
        await seedExamples(url);
        console.log(`\n  ReachGen is running on ${url}\n`);
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The first read of the examples makes them with the real pipeline (a few seconds, once per local state). */
/** @param {string} url */
async function seedExamples(url) {
  try {
    const res = await fetch(`${url}/api/examples`);
    const list = res.ok ? await res.json() : [];
    console.log(
      res.ok
        ? `▸ ${list.length} example concepts ready`
        : `▸ examples could not be made (${res.status}); they will be made on first visit`,
    );
  } catch (err) {
    console.log(
      `▸ examples could not be made (${err instanceof Error ? err.message : err}); they will be made on first visit`,
    );
  }
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
