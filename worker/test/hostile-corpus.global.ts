// Runs in Node before the worker tests: hands out the hostile corpus of scripts/hostile-corpus.mjs (decision 018) over
// HTTP, made on the first request (about ten seconds), so only the tests that read it pay for it.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { type HostileEntry, hostileCorpus } from "../../scripts/hostile-corpus.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    hostileCorpusBase: string;
  }
}

export default async function setup(project: TestProject) {
  let corpus: Promise<Map<string, HostileEntry>> | undefined;
  const entries = () => (corpus ??= hostileCorpus().then((list) => new Map(list.map((e) => [e.name, e]))));
  const server = createServer(async (req, res) => {
    try {
      const all = await entries();
      if (req.url === "/index.json") {
        const index = [...all.values()].map(({ name, status, why }) => ({ name, status, why }));
        return void res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(index));
      }
      const entry = all.get(decodeURIComponent(req.url?.slice(1) ?? ""));
      if (!entry) return void res.writeHead(404).end();
      res.writeHead(200, { "Content-Type": "application/octet-stream", "Content-Length": entry.bytes.length });
      res.end(entry.bytes);
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  project.provide("hostileCorpusBase", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
