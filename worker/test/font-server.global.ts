// Runs in Node before the worker tests: hands out the PDF fonts from their npm packages, as the static assets do in
// the Worker (the tests must not depend on a build having run).
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { FONT_FILES } from "../packaging/pdf-fonts-files";

declare module "vitest" {
  export interface ProvidedContext {
    fontTestBase: string;
  }
}

export default async function setup(project: TestProject) {
  const byName = new Map(Object.values(FONT_FILES).map((f) => [`/${f.file}`, f.from]));
  const server = createServer(async (req, res) => {
    const from = byName.get(req.url ?? "");
    if (!from) return void res.writeHead(404).end();
    const bytes = await readFile(join(process.cwd(), "node_modules", from));
    res.writeHead(200, { "Content-Type": "font/otf", "Content-Length": bytes.length }).end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  project.provide("fontTestBase", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
