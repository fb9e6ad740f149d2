// Runs in Node before the worker tests: a local HTTP server that answers `POST /emails` in Resend's wire format (bearer
// key, JSON body, `{ id }` back, Resend's error bodies), honouring Idempotency-Key as Resend does: the same key with the
// same body answers the first id and delivers nothing new; the same key with another body is a 409.
//
// Test controls (not Resend's): `GET /__requests[?to=address]` lists every request received, in order;
// `POST /__fail {"to"?, "status", "times"?, "retryAfter"?}` makes the next `times` (default 1) sends to `to` (or any)
// answer `status`; a 429 carries `retry-after: <retryAfter>` (default 1), as Resend's do.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { droppingPort } from "./dropping-port";

declare module "vitest" {
  export interface ProvidedContext {
    mailApiBase: string;
    /** A local port nothing listens on any more: the mail provider unreachable. */
    mailUnreachableBase: string;
  }
}

export interface RecordedMailRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown> | null;
  /** The answer's status and, for a 200, the email id. */
  status: number;
  id: string | null;
  /** True when this request made a new delivery (a 200 that was not an idempotent replay). */
  delivered: boolean;
}

interface FailureRule {
  to: string | undefined;
  status: number;
  remaining: number;
  retryAfter: number;
}

const errorNames: Record<number, string> = {
  400: "validation_error",
  401: "missing_api_key",
  403: "invalid_api_key",
  409: "invalid_idempotent_request",
  422: "validation_error",
  429: "rate_limit_exceeded",
  500: "internal_server_error",
  503: "application_error",
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => resolve(data));
  });
}

const recipients = (body: Record<string, unknown> | null): string[] => {
  const to = body?.to;
  return Array.isArray(to) ? to.map(String) : typeof to === "string" ? [to] : [];
};

export default async function setup(project: TestProject) {
  const recorded: RecordedMailRequest[] = [];
  const failures: FailureRule[] = [];
  /** Idempotency key → the body it was first sent with and the id answered. */
  const byKey = new Map<string, { body: string; id: string }>();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "Content-Type": "application/json", ...headers });
      res.end(JSON.stringify(body));
    };
    const raw = await readBody(req);
    if (url.pathname === "/__requests") {
      const to = url.searchParams.get("to");
      return send(200, to ? recorded.filter((r) => recipients(r.body).includes(to)) : recorded);
    }
    if (url.pathname === "/__fail" && req.method === "POST") {
      const rule = JSON.parse(raw) as { to?: string; status: number; times?: number; retryAfter?: number };
      failures.push({ to: rule.to, status: rule.status, remaining: rule.times ?? 1, retryAfter: rule.retryAfter ?? 1 });
      return send(200, { ok: true });
    }

    let body: Record<string, unknown> | null = null;
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    } catch {
      body = null;
    }
    const entry: RecordedMailRequest = {
      method: req.method ?? "",
      path: url.pathname,
      authorization: req.headers.authorization,
      idempotencyKey: req.headers["idempotency-key"] as string | undefined,
      contentType: req.headers["content-type"],
      body,
      status: 0,
      id: null,
      delivered: false,
    };
    recorded.push(entry);
    const fail = (status: number, message: string, headers: Record<string, string> = {}) => {
      entry.status = status;
      return send(status, { statusCode: status, name: errorNames[status] ?? "application_error", message }, headers);
    };

    if (!(req.method === "POST" && url.pathname === "/emails"))
      return fail(404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
    const auth = req.headers.authorization;
    if (!auth?.startsWith("Bearer ")) return fail(401, "Missing API key in the authorization header");
    if (!auth.startsWith("Bearer re_")) return fail(403, "API key is invalid");

    const to = recipients(body);
    const rule = failures.find((f) => f.remaining > 0 && (f.to === undefined || to.includes(f.to)));
    if (rule) {
      rule.remaining -= 1;
      const wait = rule.status === 429 ? { "retry-after": String(rule.retryAfter) } : undefined;
      return fail(rule.status, `Injected failure ${rule.status}`, wait);
    }
    if (!body) return fail(422, "The request body is missing or is not JSON");
    for (const field of ["from", "to", "subject"]) {
      if (!body[field]) return fail(422, `Missing \`${field}\` field.`);
    }
    if (!body.text && !body.html) return fail(422, "Missing `html` or `text` field.");

    const key = entry.idempotencyKey;
    if (key) {
      const first = byKey.get(key);
      if (first && first.body !== raw)
        return fail(409, "Same idempotency key used with a different request payload. Change your idempotency key.");
      if (first) {
        entry.status = 200;
        entry.id = first.id;
        return send(200, { id: first.id });
      }
    }
    const id = crypto.randomUUID();
    if (key) byKey.set(key, { body: raw, id });
    entry.status = 200;
    entry.id = id;
    entry.delivered = true;
    return send(200, { id });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  project.provide("mailApiBase", `http://127.0.0.1:${port}`);
  // Every connection dropped, as when the provider cannot be reached (the port stays this run's: dropping-port.ts).
  const unreachable = await droppingPort();
  project.provide("mailUnreachableBase", unreachable.base);
  return async () => {
    await unreachable.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
