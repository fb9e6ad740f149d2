// Runs in Node before the worker tests: hands out the PDF fonts from their npm packages and the lexicon's files from
// worker/copywriting/lexicon/, as the static assets do in the Worker (the tests must not depend on a build having run).
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { FONT_FILES } from "../packaging/pdf-fonts-files";

declare module "vitest" {
  export interface ProvidedContext {
    fontTestBase: string;
    lexiconTestBase: string;
  }
}

export default async function setup(project: TestProject) {
  const byName = new Map(Object.values(FONT_FILES).map((f) => [`/${f.file}`, f.from]));
  const server = createServer(async (req, res) => {
    const lexicon = /^\/lexicon\/([a-z]{2}(?:-[A-Z]{2})?)\.json$/.exec(req.url ?? "");
    if (lexicon) {
      const bytes = await readFile(join(process.cwd(), "worker/copywriting/lexicon", `${lexicon[1]}.json`)).catch(
        () => null,
      );
      if (!bytes) return void res.writeHead(404).end();
      return void res.writeHead(200, { "Content-Type": "application/json", "Content-Length": bytes.length }).end(bytes);
    }
    const from = byName.get(req.url ?? "");
    if (!from) return void res.writeHead(404).end();
    const bytes = await readFile(join(process.cwd(), "node_modules", from));
    res.writeHead(200, { "Content-Type": "font/otf", "Content-Length": bytes.length }).end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  project.provide("fontTestBase", base);
  project.provide("lexiconTestBase", `${base}/lexicon`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
