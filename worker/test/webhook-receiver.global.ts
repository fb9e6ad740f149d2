// Runs in Node before the worker tests: a tiny webhook receiver the Worker's deliveries really reach over HTTP, and a
// DNS-over-HTTPS answerer (JSON form, as cloudflare-dns.com speaks it) for the production URL rules.
//
// Test controls: `POST /__script {"path", "statuses": [500, 500, 500]}` makes the next requests to `path` answer those
// statuses in turn (then 200); `GET /__received?path=` lists what `path` received (method, headers, raw body, the
// status answered), in order. `POST /__dns {"name", "A": [...], "AAAA": [...]}` sets a name's answers for
// `GET /dns-query?name=&type=A|AAAA`; an unknown name has none (NXDOMAIN).
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    webhookReceiverBase: string;
  }
}

export interface ReceivedWebhook {
  method: string;
  headers: Record<string, string>;
  body: string;
  status: number;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => resolve(data));
  });
}

export default async function setup(project: TestProject) {
  const received = new Map<string, ReceivedWebhook[]>();
  const scripts = new Map<string, number[]>();
  const dns = new Map<string, { A: string[]; AAAA: string[] }>();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const raw = await readBody(req);
    const send = (status: number, body: unknown, type = "application/json") => {
      res.writeHead(status, { "Content-Type": type });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    if (url.pathname === "/__script" && req.method === "POST") {
      const { path, statuses } = JSON.parse(raw) as { path: string; statuses: number[] };
      scripts.set(path, [...statuses]);
      return send(200, { ok: true });
    }
    if (url.pathname === "/__received") return send(200, received.get(url.searchParams.get("path") ?? "") ?? []);
    if (url.pathname === "/__dns" && req.method === "POST") {
      const { name, A = [], AAAA = [] } = JSON.parse(raw) as { name: string; A?: string[]; AAAA?: string[] };
      dns.set(name.toLowerCase(), { A, AAAA });
      return send(200, { ok: true });
    }
    if (url.pathname === "/dns-query") {
      const name = (url.searchParams.get("name") ?? "").toLowerCase();
      const type = url.searchParams.get("type") === "AAAA" ? "AAAA" : "A";
      const known = dns.get(name);
      if (!known) return send(200, { Status: 3, Answer: [] }, "application/dns-json");
      const Answer = known[type].map((data) => ({ name, type: type === "A" ? 1 : 28, TTL: 60, data }));
      return send(200, { Status: 0, Answer }, "application/dns-json");
    }
    const status = scripts.get(url.pathname)?.shift() ?? 200;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k] = v;
    const list = received.get(url.pathname) ?? [];
    list.push({ method: req.method ?? "", headers, body: raw, status });
    received.set(url.pathname, list);
    if (status >= 300 && status < 400) {
      res.writeHead(status, { Location: "https://example.com/elsewhere" });
      return res.end();
    }
    return send(status, status < 300 ? { received: true } : { error: "scripted failure" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  project.provide("webhookReceiverBase", `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
