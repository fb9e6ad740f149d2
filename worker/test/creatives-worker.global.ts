// Runs in Node before the worker tests: starts the real creatives Worker (creatives/wrangler.toml, Takumi in workerd)
// with `wrangler dev` on a free loopback port, so the main Worker's CREATIVES binding reaches it as it does under
// `npm start` (vitest.config.ts forwards the binding there).
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
// @ts-expect-error: a plain .mjs build script without types
import { buildCreativeFonts } from "../../scripts/build-creative-fonts.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    creativesBase: string;
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export default async function setup(project: TestProject) {
  buildCreativeFonts();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const wrangler = join(process.cwd(), "node_modules", ".bin", "wrangler");
  const child = spawn(
    wrangler,
    ["dev", "-c", "creatives/wrangler.toml", "--local", "--ip", "127.0.0.1", "--port", String(port)],
    { cwd: process.cwd(), stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, CI: "true" } },
  );
  let stderr = "";
  child.stderr?.on("data", (c) => (stderr += c));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the creatives Worker did not start:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`the creatives Worker did not answer within 90 s:\n${stderr}`);
    }
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide("creativesBase", base);
  return () =>
    new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(resolve, 5000);
    });
}
