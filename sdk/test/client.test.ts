// The client against a local HTTP server speaking the API's wire format: retries, Idempotency-Key, errors, pages.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createClient, ReachGenError } from "../src/index.js";

type Seen = { method: string; path: string; headers: IncomingMessage["headers"]; body: string; at: number };
type Handler = (req: Seen, res: ServerResponse) => void;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Starts a server that answers the n-th request with the n-th handler (the last one repeats). */
async function serve(...handlers: Handler[]) {
  const seen: Seen[] = [];
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const entry = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body, at: Date.now() };
      seen.push(entry);
      const handler = handlers[Math.min(seen.length, handlers.length) - 1];
      handler?.(entry, res);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { seen, client: createClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: "rgs_test" }) };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Handler => {
  return (_req, res) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };
};
const envelope = (code: string, message: string, requestId = "req_1") => ({ error: { code, message, requestId } });
const platforms = { platforms: [], totalPlatforms: 0 };

describe("retries", () => {
  it("waits for Retry-After on a 429, then retries and returns the answer", async () => {
    const { seen, client } = await serve(
      json(429, envelope("RATE_LIMITED", "The hourly budget is spent"), { "retry-after": "1" }),
      json(200, platforms),
    );
    const started = Date.now();
    expect(await client.listPlatforms()).toEqual(platforms);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(seen[1]!.headers.authorization).toBe("Bearer rgs_test");
    expect(seen[1]!.path).toBe("/api/v1/platforms");
  });

  it("retries a 503 too, and gives up after the bounded attempts with the last error", async () => {
    const { seen, client } = await serve(
      json(503, envelope("SERVICE_UNAVAILABLE", "Try again", "req_503"), { "retry-after": "0" }),
    );
    const err = await client.listPlatforms().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ReachGenError);
    expect(err).toMatchObject({ status: 503, code: "SERVICE_UNAVAILABLE", requestId: "req_503", retryAfter: 0 });
    expect(seen).toHaveLength(4); // the call and 3 retries
  });

  it("does not wait out a Retry-After longer than the limit: the 429 is thrown at once", async () => {
    const { seen, client } = await serve(
      json(429, envelope("RATE_LIMITED", "The hourly budget is spent"), { "retry-after": "3000" }),
    );
    const started = Date.now();
    await expect(client.listPlatforms()).rejects.toMatchObject({ status: 429, code: "RATE_LIMITED", retryAfter: 3000 });
    expect(seen).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("X-D1-Bookmark", () => {
  const older = "00000000-00000002-00000000-00000000000000000000000000000000";
  const newer = "00000000-00000009-00000000-00000000000000000000000000000000";

  it("sends back the newest bookmark answered so far, from any answer, never an older one", async () => {
    const { seen, client } = await serve(
      json(200, platforms),
      json(200, platforms, { "x-d1-bookmark": newer }),
      json(404, envelope("NOT_FOUND", "No such concept"), { "x-d1-bookmark": older }),
      json(200, platforms),
    );
    await client.listPlatforms();
    await client.listPlatforms();
    await expect(client.GET("/concepts/{id}", { params: { path: { id: 9 } } })).rejects.toMatchObject({ status: 404 });
    await client.listPlatforms();
    expect(seen.map((s) => s.headers["x-d1-bookmark"] ?? null)).toEqual([null, null, newer, newer]);
  });
});

describe("Idempotency-Key", () => {
  const concept = { id: 7 };
  const brief = {
    businessType: "Retail/E-commerce",
    targetAudience: "runners",
    tone: "Friendly & Casual",
    productDescription: "Shoes",
    platforms: ["facebook" as const],
    languages: ["en" as const],
    imageData: "data:image/jpeg;base64,/9j/",
  };

  it("adds a UUID to POST /concepts and sends the same one on a retry", async () => {
    const { seen, client } = await serve(
      json(429, envelope("RATE_LIMITED", "slow down"), { "retry-after": "0" }),
      json(201, concept),
    );
    expect(await client.createConcept(brief as never)).toEqual(concept);
    expect(seen).toHaveLength(2);
    const key = seen[0]!.headers["idempotency-key"];
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(seen[1]!.headers["idempotency-key"]).toBe(key);
    expect(JSON.parse(seen[1]!.body)).toEqual(brief);
  });

  it("keeps a key the caller gives, and makes a new one per call", async () => {
    const { seen, client } = await serve(json(201, concept));
    await client.createConcept(brief as never, { idempotencyKey: "order-42" });
    await client.createConcept(brief as never);
    await client.createConcept(brief as never);
    expect(seen.map((s) => s.headers["idempotency-key"])[0]).toBe("order-42");
    expect(seen[1]!.headers["idempotency-key"]).not.toBe(seen[2]!.headers["idempotency-key"]);
  });

  it("adds none to a POST whose operation takes none", async () => {
    const { seen, client } = await serve(json(200, {}));
    await client.POST("/keys", { body: { name: "k" } as never });
    expect(seen[0]!.path).toBe("/api/v1/keys");
    expect(seen[0]!.headers["idempotency-key"]).toBeUndefined();
  });
});

describe("errors", () => {
  it("throws a ReachGenError carrying the envelope and the status, from helpers and typed calls alike", async () => {
    const { client } = await serve(json(404, envelope("NOT_FOUND", "Concept not found", "req_404")));
    const err = await client.getConcept(999).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ReachGenError);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ status: 404, code: "NOT_FOUND", message: "Concept not found", requestId: "req_404" });
    await expect(client.GET("/concepts/{id}", { params: { path: { id: 1 } } })).rejects.toBeInstanceOf(ReachGenError);
  });

  it("lists a 400's issues, and names a non-envelope answer HTTP_ERROR with the X-Request-Id", async () => {
    const issues = [{ path: "tone", message: "Tone is required" }];
    const { client } = await serve(
      json(400, { error: { code: "VALIDATION_FAILED", message: "Tone is required", requestId: "r", issues } }),
      (_req, res) => {
        res.writeHead(502, { "content-type": "text/html", "x-request-id": "edge-1" });
        res.end("<h1>Bad gateway</h1>");
      },
    );
    await expect(client.listConcepts()).rejects.toMatchObject({ status: 400, code: "VALIDATION_FAILED", issues });
    await expect(client.listConcepts()).rejects.toMatchObject({ status: 502, code: "HTTP_ERROR", requestId: "edge-1" });
  });
});

describe("pagination", () => {
  it("walks every page of listConcepts by offset until hasMore is false", async () => {
    const { seen, client } = await serve((req, res) => {
      const offset = Number(new URL(req.path, "http://x").searchParams.get("offset"));
      const ids = offset === 0 ? [1, 2] : offset === 2 ? [3, 4] : [5];
      json(200, { data: ids.map((id) => ({ id })), pagination: { limit: 2, offset, total: 5, hasMore: offset < 4 } })(
        req,
        res,
      );
    });
    const ids: number[] = [];
    for await (const concept of client.allConcepts({ limit: 2, platform: "x" })) ids.push(concept.id);
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(seen.map((s) => s.path)).toEqual([
      "/api/v1/concepts?limit=2&platform=x&offset=0",
      "/api/v1/concepts?limit=2&platform=x&offset=2",
      "/api/v1/concepts?limit=2&platform=x&offset=4",
    ]);
  });
});
