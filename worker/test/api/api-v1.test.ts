import { Validator } from "@cfworker/json-schema";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  ApiBatchRequest,
  ApiConcept,
  ApiConceptCreate,
  ApiConceptUpdate,
  ApiCopyRequest,
  ApiKeyCreate,
  apiPermissions,
  exampleBrief,
  SmartResizeRequest,
  ApiConceptList,
  ApiCopyResult,
  ApiKeyList,
  PlatformList,
  SmartResizeResult,
  UsageList,
  UsageSummary,
  usagePrices,
} from "@common/api";
import { BrandKit, BrandKitCreate, BrandKitUpdate } from "@common/brand-kits";
import { JobAccepted } from "@common/jobs";
import { WebhookDelivery } from "@common/webhooks";
import worker from "../../index";
import { adConcepts, apiBilling, apiIdempotency, apiKeys, apiUsage, apiUsageHourly } from "../../db/schema";
import { createApiKey } from "../../services/api/keys";
import { IDEMPOTENCY_LEASE_MS } from "../../services/api/concepts";
import { sha256Hex } from "../../lib/crypto";
import { overageInvoicer } from "../../payments";
import { rollUpApiBilling } from "../../services/api/usage-billing";
import { createUser } from "../factories";
import { call, expectBody, expectError, jsonInit } from "../helpers";
import {
  brief,
  db,
  hourlyRows,
  keyHolder,
  ledgerRows,
  photoDataUrl,
  setKey,
  setUser,
  spendBudget,
} from "../api-support";
import { addEndpoint, drainDelivery, receiverBase, receiverPath } from "../webhooks-support";
import { bulkUploadInit } from "../bulk-support";

interface Operation {
  method: string;
  path: string;
  operationId: string;
  auth: "key" | "session" | "either" | "none";
  permission: string | null;
  price: number;
  op: Record<string, unknown>;
}

type OpenApi = {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, unknown> };
};

async function openApi(): Promise<OpenApi> {
  const res = await call("/api/v1/openapi.json");
  expect(res.status).toBe(200);
  return (await res.json()) as OpenApi;
}

function operations(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      operationId: op.operationId as string,
      auth: op["x-auth"] as Operation["auth"],
      permission: op["x-permission"] as string | null,
      price: op["x-price"] as number,
      op,
    })),
  );
}

/** A concept of the holder's own, made through the API. */
async function ownConcept(keyAuth: Record<string, string>) {
  const res = await call("/api/v1/concepts", jsonInit("POST", { ...brief, imageData: photoDataUrl() }, keyAuth));
  return expectBody(res, 201, ApiConcept);
}

const kitBody = {
  name: "Ridgeline",
  colors: { primary: "#1f2a44", accent: "#f97316", text: "#111827", background: "#f8f5f0" },
};

/** A brand kit of the user's own with a logo, made through the app's route with their session. */
async function ownKit(auth: Record<string, string>) {
  const res = await call("/api/brand-kits", jsonInit("POST", { ...kitBody, logoData: photoDataUrl(64, 64) }, auth));
  return expectBody(res, 201, BrandKit);
}

/** A job of the holder's own, queued by POST /concepts with Prefer: respond-async (not run). */
async function ownConceptJob(keyAuth: Record<string, string>) {
  const body = { ...brief, imageData: photoDataUrl() };
  const res = await call("/api/v1/concepts", jsonInit("POST", body, { ...keyAuth, Prefer: "respond-async" }));
  return (await expectBody(res, 202, JobAccepted)).id;
}

/** A finished batch job of the holder's own: queued with Prefer: respond-async, then run by the Queue consumer. */
async function ownBatchJob(keyAuth: Record<string, string>, conceptId: number) {
  const res = await call(
    "/api/v1/concepts/batch",
    jsonInit("POST", { conceptIds: [conceptId] }, { ...keyAuth, Prefer: "respond-async" }),
  );
  const { id } = await expectBody(res, 202, JobAccepted);
  const batch = createMessageBatch("reachgen-jobs", [
    { id: "m1", timestamp: new Date(), attempts: 1, body: { type: "job.run", jobId: id } },
  ]);
  await worker.queue(batch as MessageBatch<unknown>, env);
  expect((await getQueueResult(batch, createExecutionContext())).explicitAcks).toEqual(["m1"]);
  return id;
}

/** A webhook endpoint of the account with one delivery already made (so it can be replayed). */
async function ownWebhook(auth: Record<string, string>) {
  const endpoint = await addEndpoint(auth, receiverPath("contract"), ["webhook.test"]);
  const res = await call(`/api/v1/webhooks/${endpoint.id}/test`, { method: "POST", headers: auth });
  const delivery = await expectBody(res, 202, WebhookDelivery);
  await drainDelivery(delivery.id);
  return { endpoint: endpoint.id, delivery: delivery.id };
}

/** A valid request for every documented operation; a new operation without one fails the suite. */
function requestFor(
  operationId: string,
  ids: { concept: number; key: number; kit?: number; job?: string; webhook?: { endpoint: string; delivery: string } },
): { path: string; init: RequestInit } {
  const hook = ids.webhook ?? { endpoint: `we_${"0".repeat(24)}`, delivery: `wd_${"0".repeat(24)}` };
  const get = (path: string) => ({ path, init: { method: "GET" } });
  const send = (method: string, path: string, body?: unknown) => ({ path, init: jsonInit(method, body ?? {}) });
  const table: Record<string, { path: string; init: RequestInit }> = {
    getHealth: get("/api/v1/health"),
    listPlatforms: get("/api/v1/platforms"),
    listCategories: get("/api/v1/categories?language=de"),
    createConcept: send("POST", "/api/v1/concepts", { ...brief, imageData: photoDataUrl() }),
    listConcepts: get("/api/v1/concepts"),
    downloadConceptBatch: send("POST", "/api/v1/concepts/batch", { conceptIds: [ids.concept] }),
    getConcept: get(`/api/v1/concepts/${ids.concept}`),
    updateConcept: send("PATCH", `/api/v1/concepts/${ids.concept}`, { titleEn: "Grip that holds on wet rock" }),
    editConceptCopy: send("PATCH", `/api/v1/concepts/${ids.concept}/copy/facebook/en`, { title: "Grip on wet rock" }),
    deleteConcept: { path: `/api/v1/concepts/${ids.concept}`, init: { method: "DELETE" } },
    downloadConceptPackage: get(`/api/v1/concepts/${ids.concept}/package`),
    getConceptImage: get(`/api/v1/concepts/${ids.concept}/images/facebook_feed`),
    getConceptCreative: get(`/api/v1/concepts/${ids.concept}/creatives/facebook_feed`),
    generateCopy: send("POST", "/api/v1/ai/generate-copy", brief),
    smartResize: send("POST", "/api/v1/images/smart-resize", { imageData: photoDataUrl(), platforms: ["reddit"] }),
    createKey: send("POST", "/api/v1/keys", { name: "another" }),
    listKeys: get("/api/v1/keys"),
    revokeKey: { path: `/api/v1/keys/${ids.key}`, init: { method: "DELETE" } },
    listUsage: get("/api/v1/usage"),
    getUsageSummary: get("/api/v1/usage/summary"),
    listBrandKits: get("/api/v1/brand-kits"),
    createBrandKit: send("POST", "/api/v1/brand-kits", kitBody),
    getBrandKit: get(`/api/v1/brand-kits/${ids.kit}`),
    updateBrandKit: send("PATCH", `/api/v1/brand-kits/${ids.kit}`, { name: "Ridgeline Trail" }),
    deleteBrandKit: { path: `/api/v1/brand-kits/${ids.kit}`, init: { method: "DELETE" } },
    getBrandKitLogo: get(`/api/v1/brand-kits/${ids.kit}/logo`),
    getJob: get(`/api/v1/jobs/${ids.job ?? `job_${"0".repeat(24)}`}`),
    downloadJobPackage: get(`/api/v1/jobs/${ids.job ?? `job_${"0".repeat(24)}`}/package`),
    listWebhookEndpoints: get("/api/v1/webhooks"),
    createWebhookEndpoint: send("POST", "/api/v1/webhooks", {
      url: `${receiverBase()}/hooks/contract`,
      events: ["concept.created"],
    }),
    getWebhookEndpoint: get(`/api/v1/webhooks/${hook.endpoint}`),
    updateWebhookEndpoint: send("PATCH", `/api/v1/webhooks/${hook.endpoint}`, { description: "CRM sync" }),
    deleteWebhookEndpoint: { path: `/api/v1/webhooks/${hook.endpoint}`, init: { method: "DELETE" } },
    rotateWebhookSecret: send("POST", `/api/v1/webhooks/${hook.endpoint}/rotate-secret`),
    sendWebhookTest: send("POST", `/api/v1/webhooks/${hook.endpoint}/test`),
    listWebhookDeliveries: get(`/api/v1/webhooks/${hook.endpoint}/deliveries`),
    replayWebhookDelivery: send("POST", `/api/v1/webhooks/${hook.endpoint}/deliveries/${hook.delivery}/replay`),
    createBulkJob: { path: "/api/v1/bulk", init: bulkUploadInit() },
    getBulkTemplate: get("/api/v1/bulk/template.csv"),
  };
  const found = table[operationId];
  if (!found) throw new Error(`no test request for operation ${operationId}: add one`);
  return found;
}

const withAuth = (init: RequestInit, headers: Record<string, string>): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string> | undefined), ...headers },
});

describe("every /api/v1 route refuses what it must (one shared security matrix over the OpenAPI document)", () => {
  it("key routes: no key, malformed, unknown, revoked, expired, lapsed plan, wrong permission, another user's id, rate limited", async () => {
    const doc = await openApi();
    const keyed = operations(doc).filter((o) => o.auth === "key" || o.auth === "either");
    expect(keyed.map((o) => o.operationId)).toContain("createConcept");

    const holder = await keyHolder({ key: { permissions: ["concept:create", "concept:read"] } });
    const concept = await ownConcept(holder.keyAuth);
    const kit = await ownKit(holder.auth);
    const job = await ownConceptJob(holder.keyAuth);
    const webhook = await ownWebhook(holder.auth);
    const stranger = await keyHolder({
      key: {
        permissions: [...apiPermissions],
      },
    });

    const revoked = await keyHolder();
    await call(`/api/v1/keys/${revoked.key.id}`, { method: "DELETE", headers: revoked.auth });
    const expired = await keyHolder();
    await setKey(expired.key.id, { expiresAt: new Date(Date.now() - 1000) });
    const lapsed = await keyHolder();
    await setUser(lapsed.user.id, { subscriptionStatus: "expired" });
    const basic = await keyHolder();
    await setUser(basic.user.id, { subscriptionPlan: "basic" });
    const narrow = await keyHolder({ key: { permissions: ["concept:read"] } });
    const noRead = await keyHolder({ key: { permissions: ["concept:create"] } });
    const spent = await keyHolder({
      key: {
        permissions: [...apiPermissions],
        rateLimit: 100,
      },
    });

    for (const op of keyed) {
      const req = requestFor(op.operationId, { concept: concept.id, key: holder.key.id, kit: kit.id, job, webhook });
      const at = (headers: Record<string, string>) => call(req.path, withAuth(req.init, headers));
      const label = `${op.method} ${op.path}`;

      // "either" routes fall back to the session when no key is sent; without either they answer 401.
      await expectError(await at({}), 401, "UNAUTHORIZED");
      await expectError(await at({ Authorization: "Bearer rgs_short" }), 401, "UNAUTHORIZED", "Invalid API key");
      await expectError(
        await at({ Authorization: `Bearer rgs_${"A".repeat(32)}` }),
        401,
        "UNAUTHORIZED",
        "Invalid API key",
      );
      await expectError(await at(revoked.keyAuth), 401, "UNAUTHORIZED", "This API key has been revoked");
      await expectError(await at(expired.keyAuth), 401, "UNAUTHORIZED", /^This API key expired on \d{4}-\d{2}-\d{2}$/);
      const lapsedBody = await expectError(await at(lapsed.keyAuth), 403, "PAYMENT_REQUIRED");
      expect(lapsedBody.paymentRequired, label).toBe(true);
      await expectError(
        await at(basic.keyAuth),
        403,
        "PAYMENT_REQUIRED",
        /Pro and Enterprise plans; your plan is Basic/,
      );

      if (op.permission) {
        const without = narrow.key.permissions.includes(op.permission as never) ? noRead : narrow;
        await expectError(
          await at(without.keyAuth),
          403,
          "FORBIDDEN",
          `This API key lacks the ${op.permission} permission`,
        );
      }
      if (op.path.includes("{id}")) {
        await expectError(await at(stranger.keyAuth), 404, "NOT_FOUND");
      }
      if (op.operationId === "downloadConceptBatch") {
        await expectError(await at(stranger.keyAuth), 404, "NOT_FOUND");
      }

      await spendBudget(spent.user.id, spent.key.keyId, 100);
      const limited = await at(spent.keyAuth);
      const body = await expectError(limited, 429, "RATE_LIMITED", /used its 100 requests for this hour/);
      expect(Number(limited.headers.get("Retry-After")), label).toBeGreaterThan(0);
      expect(limited.headers.get("RateLimit-Remaining"), label).toBe("0");
      expect(body.error.requestId).toBeTruthy();
    }
  }, 30_000); // every keyed operation, each refused eight ways

  it("session routes: no session, a secret key instead of the session, another user's key id, a plan without the API", async () => {
    const doc = await openApi();
    const sessionOnly = operations(doc).filter((o) => o.auth === "session");
    expect(sessionOnly.map((o) => o.operationId).sort()).toEqual(["createKey", "listKeys", "revokeKey"]);
    const holder = await keyHolder();
    const other = await keyHolder();
    for (const op of sessionOnly) {
      const req = requestFor(op.operationId, { concept: 1, key: holder.key.id });
      await expectError(await call(req.path, req.init), 401, "UNAUTHORIZED");
      await expectError(
        await call(req.path, withAuth(req.init, holder.keyAuth)),
        401,
        "UNAUTHORIZED",
        /managed with your ReachGen session/,
      );
    }
    await expectError(
      await call(`/api/v1/keys/${holder.key.id}`, { method: "DELETE", headers: other.auth }),
      404,
      "NOT_FOUND",
    );
    const basic = await createUser({ plan: "basic" });
    await expectError(await call("/api/v1/keys", jsonInit("POST", { name: "x" }, basic.auth)), 403, "PAYMENT_REQUIRED");
    const trial = await createUser();
    await expectError(await call("/api/v1/keys", jsonInit("POST", { name: "x" }, trial.auth)), 403, "PAYMENT_REQUIRED");
    // A cookie session's writes must come from this origin.
    await expectError(
      await call(
        "/api/v1/keys",
        jsonInit("POST", { name: "x" }, { Cookie: `rg_session=${holder.token}`, Origin: "https://evil.example" }),
      ),
      403,
      "FORBIDDEN",
    );
  });

  it("key creation validates with the SPEC's messages and stores only a hash; revocation takes effect on the next request", async () => {
    const owner = await createUser({ plan: "enterprise", conceptsLimit: -1 });
    const post = (body: unknown) => call("/api/v1/keys", jsonInit("POST", body, owner.auth));
    await expectError(await post({}), 400, "VALIDATION_FAILED", "API key name is required");
    await expectError(await post({ name: "   " }), 400, "VALIDATION_FAILED", "API key name is required");
    await expectError(
      await post({ name: "x".repeat(101) }),
      400,
      "VALIDATION_FAILED",
      "Name must be less than 100 characters",
    );
    await expectError(await post({ name: "k", rateLimit: 99 }), 400, "VALIDATION_FAILED", /from 100 to 10000/);
    await expectError(await post({ name: "k", rateLimit: 10_001 }), 400, "VALIDATION_FAILED", /from 100 to 10000/);
    await expectError(await post({ name: "k", rateLimit: "lots" }), 400, "VALIDATION_FAILED");
    await expectError(
      await post({ name: "k", permissions: ["admin"] }),
      400,
      "VALIDATION_FAILED",
      "Unknown permission",
    );
    await expectError(await post({ name: "k", expiresAt: "tomorrow" }), 400, "VALIDATION_FAILED");
    await expectError(
      await post({ name: "k", expiresAt: "2020-01-01T00:00:00Z" }),
      400,
      "BAD_REQUEST",
      "The expiry date must be in the future",
    );
    await expectError(
      await post({ name: "k", allowedOrigins: ["https://shop.example/path"] }),
      400,
      "VALIDATION_FAILED",
    );

    const res = await post({ name: "Shop", permissions: ["concept_read", "analytics:read"], rateLimit: 250 });
    const created = await expectBody(res, 201, (await import("@common/api")).ApiKeyCreated);
    expect(created.secretKey).toMatch(/^rgs_[0-9A-Za-z]{32}$/);
    expect(created.keyId).toMatch(/^rg_/);
    expect(created.permissions).toEqual(["concept:read", "analytics:read"]);
    const row = (await db().select().from(apiKeys).where(eq(apiKeys.id, created.id)))[0]!;
    expect(row.hashedKey).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.secretKey.slice(4));

    const listed = await expectBody(await call("/api/v1/keys", { headers: owner.auth }), 200, ApiKeyList);
    expect(listed.count).toBe(1);
    expect(JSON.stringify(listed)).not.toContain(created.secretKey);

    const auth = { Authorization: `Bearer ${created.secretKey}` };
    const ok = await call("/api/v1/platforms", { headers: auth });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("RateLimit-Limit")).toBe("250");
    // Which ads show the call to action as a button (and whose text therefore does not end on it, decision 049).
    const listedPlatforms = PlatformList.parse(await ok.json()).platforms;
    expect(listedPlatforms.filter((p) => p.copyLimits.ctaButton).map((p) => p.id)).toEqual([
      "facebook",
      "reddit",
      "linkedin",
    ]);
    await call(`/api/v1/keys/${created.id}`, { method: "DELETE", headers: owner.auth });
    await expectError(
      await call("/api/v1/platforms", { headers: auth }),
      401,
      "UNAUTHORIZED",
      "This API key has been revoked",
    );
    const after = await expectBody(await call("/api/v1/keys", { headers: owner.auth }), 200, ApiKeyList);
    expect(after.data[0]!.status).toBe("revoked");
  });

  it("allowed origins: a browser on a listed origin gets CORS headers, any other origin is refused", async () => {
    const holder = await keyHolder({ key: { allowedOrigins: ["https://shop.example.com"] } });
    const pre = await call("/api/v1/concepts", {
      method: "OPTIONS",
      headers: { Origin: "https://shop.example.com", "Access-Control-Request-Method": "POST" },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get("Access-Control-Allow-Headers")).toContain("Authorization");
    const allowed = await call("/api/v1/platforms", {
      headers: { ...holder.keyAuth, Origin: "https://shop.example.com" },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("Access-Control-Allow-Origin")).toBe("https://shop.example.com");
    expect(allowed.headers.get("Access-Control-Expose-Headers")).toContain("RateLimit-Remaining");
    const refused = await call("/api/v1/platforms", { headers: { ...holder.keyAuth, Origin: "https://evil.example" } });
    await expectError(refused, 403, "FORBIDDEN", /does not accept browser requests from https:\/\/evil.example/);
    expect(refused.headers.get("Access-Control-Allow-Origin")).toBeNull();
    // No origin (a server) is never refused for it.
    expect((await call("/api/v1/platforms", { headers: holder.keyAuth })).status).toBe(200);
  });
});

// The account's budget shared by its keys, exact under 1,500 concurrent requests, is in api-budgets.test.ts.
describe("rate limits are exact in the account's Durable Object", () => {
  it("the budget is the smaller of the key's limit and the plan's: Pro 1,000, Enterprise 10,000", async () => {
    const pro = await keyHolder({ key: { rateLimit: 5000 } });
    const res = await call("/api/v1/platforms", { headers: pro.keyAuth });
    expect(res.headers.get("RateLimit-Limit")).toBe("1000");
    const ent = await keyHolder({ plan: "enterprise", key: { rateLimit: 5000 } });
    expect((await call("/api/v1/platforms", { headers: ent.keyAuth })).headers.get("RateLimit-Limit")).toBe("5000");
    const entDefault = await keyHolder({ plan: "enterprise", key: { rateLimit: 10_000 } });
    expect((await call("/api/v1/platforms", { headers: entDefault.keyAuth })).headers.get("RateLimit-Limit")).toBe(
      "10000",
    );
  });
});

describe("usage and billing", () => {
  it("one usage row per request with its cost, written after the answer; GET /usage is exact and filters", async () => {
    const holder = await keyHolder({
      key: { permissions: ["concept:create", "concept:read", "concept:update", "analytics:read"] },
    });
    const concept = await ownConcept(holder.keyAuth); // 0.50
    expect((await call("/api/v1/concepts", { headers: holder.keyAuth })).status).toBe(200); // 0.01
    expect((await call(`/api/v1/concepts/${concept.id}`, { headers: holder.keyAuth })).status).toBe(200); // 0.01
    const patched = await call(
      `/api/v1/concepts/${concept.id}`,
      jsonInit("PATCH", { bodyEn: "Grip on wet rock, comfort for the long run." }, holder.keyAuth),
    ); // 0.10
    expect((await expectBody(patched, 200, ApiConcept)).bodyEn).toBe("Grip on wet rock, comfort for the long run.");
    expect((await call("/api/v1/concepts/999999", { headers: holder.keyAuth })).status).toBe(404); // 0
    expect((await call("/api/v1/concepts", jsonInit("POST", { tone: 3 }, holder.keyAuth))).status).toBe(400); // 0
    expect((await call("/api/v1/platforms", { headers: holder.keyAuth })).status).toBe(200); // 0

    const viaKey = await expectBody(await call("/api/v1/usage", { headers: holder.keyAuth }), 200, UsageList);
    // The read itself is not in its own answer; every earlier request is.
    expect(viaKey.pagination.total).toBe(7);
    const byEndpoint = viaKey.data.map((r) => `${r.method} ${r.endpoint} ${r.statusCode} ${r.cost}`).reverse();
    expect(byEndpoint).toEqual([
      "POST /api/v1/concepts 201 0.5",
      "GET /api/v1/concepts 200 0.01",
      "GET /api/v1/concepts/{id} 200 0.01",
      "PATCH /api/v1/concepts/{id} 200 0.1",
      "GET /api/v1/concepts/{id} 404 0",
      "POST /api/v1/concepts 400 0",
      "GET /api/v1/platforms 200 0",
    ]);
    for (const r of viaKey.data) {
      expect(r.keyId).toBe(holder.key.keyId);
      expect(r.responseTime).toBeGreaterThanOrEqual(0);
      expect(r.responseSize).toBeGreaterThan(0);
    }
    expect(viaKey.data.at(-1)!.requestSize).toBeGreaterThan(1000);

    // The session sees the key's usage read too (0.05), and the rows are in D1.
    const viaSession = await expectBody(
      await call("/api/v1/usage?limit=2&offset=1", { headers: holder.auth }),
      200,
      UsageList,
    );
    expect(viaSession.pagination).toEqual({ limit: 2, offset: 1, total: 8, hasMore: true });
    // The 8 rows are in the account's ledger; D1 holds their hourly rollups, not the rows.
    const rows = await ledgerRows(holder.user.id);
    expect(rows).toHaveLength(8);
    expect(rows.reduce((s, r) => s + r.cost, 0)).toBeCloseTo(0.5 + 0.01 + 0.01 + 0.1 + 0.05, 6);
    expect(new Set(rows.map((r) => r.requestId)).size).toBe(8);
    expect(await db().select().from(apiUsage).where(eq(apiUsage.userId, holder.user.id))).toHaveLength(0);
    const hours = await hourlyRows(holder.user.id);
    expect(hours.reduce((s, h) => s + h.calls, 0)).toBe(8);
    expect(hours.reduce((s, h) => s + h.cost, 0)).toBeCloseTo(0.5 + 0.01 + 0.01 + 0.1 + 0.05, 6);

    const filtered = await expectBody(
      await call("/api/v1/usage?endpoint=/api/v1/concepts/%7Bid%7D", { headers: holder.auth }),
      200,
      UsageList,
    );
    expect(filtered.data.map((r) => r.statusCode).sort()).toEqual([200, 200, 404]);
    await expectError(await call("/api/v1/usage?limit=0", { headers: holder.auth }), 400, "VALIDATION_FAILED");
    await expectError(await call("/api/v1/usage?limit=1001", { headers: holder.auth }), 400, "VALIDATION_FAILED");
    await expectError(
      await call("/api/v1/usage?startDate=yesterday", { headers: holder.auth }),
      400,
      "VALIDATION_FAILED",
    );

    const summary = await expectBody(await call("/api/v1/usage/summary", { headers: holder.auth }), 200, UsageSummary);
    // Session reads are not API calls: the summary holds the 8 key calls.
    expect(summary.totalCalls).toBe(8);
    expect(summary.billableCalls).toBe(5);
    expect(summary.totalCost).toBe(0.67);
    expect(summary.includedCredit).toBe(0);
    expect(summary.overage).toBe(0.67);
    expect(summary.byDay).toEqual([{ date: new Date().toISOString().slice(0, 10), calls: 8, cost: 0.67 }]);
    const lastUsed = (await db().select().from(apiKeys).where(eq(apiKeys.id, holder.key.id)))[0]!.lastUsed;
    expect(lastUsed).not.toBeNull();
  });

  it("an Idempotency-Key retry returns the first concept, creates nothing and is charged once", async () => {
    const holder = await keyHolder({ key: { permissions: ["concept:create", "analytics:read"] } });
    const body = { ...brief, imageData: photoDataUrl() };
    const headers = { ...holder.keyAuth, "Idempotency-Key": "order-42" };
    const first = await expectBody(await call("/api/v1/concepts", jsonInit("POST", body, headers)), 201, ApiConcept);
    const retry = await call("/api/v1/concepts", jsonInit("POST", body, headers));
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect((await expectBody(retry, 200, ApiConcept)).id).toBe(first.id);
    await expectError(
      await call("/api/v1/concepts", jsonInit("POST", { ...body, tone: "Professional" }, headers)),
      400,
      "BAD_REQUEST",
      "This Idempotency-Key was already used with a different request body",
    );
    const concepts = await db().select().from(adConcepts).where(eq(adConcepts.userId, holder.user.id));
    expect(concepts).toHaveLength(1);
    const usage = await expectBody(await call("/api/v1/usage", { headers: holder.auth }), 200, UsageList);
    expect(usage.data.map((r) => r.cost).reverse()).toEqual([0.5, 0, 0]);
    // A failed first attempt frees the key for the retry.
    const broken = await call(
      "/api/v1/concepts",
      jsonInit(
        "POST",
        { ...body, imageData: "data:image/jpeg;base64,AAAA" },
        { ...holder.keyAuth, "Idempotency-Key": "k2" },
      ),
    );
    expect(broken.status).toBe(415);
    const none = await db()
      .select()
      .from(apiIdempotency)
      .where(and(eq(apiIdempotency.userId, holder.user.id), eq(apiIdempotency.key, "k2")));
    expect(none).toHaveLength(0);
  });

  it("a key whose request died is locked only for its lease; then one of several concurrent retries does the work once", async () => {
    const holder = await keyHolder({ key: { permissions: ["concept:create"] } });
    const body = { ...brief, imageData: photoDataUrl() };
    const raw = JSON.stringify(body);
    const headers = { ...holder.keyAuth, "Idempotency-Key": "killed-1", "Content-Type": "application/json" };
    // What a request killed after claiming its key leaves behind: a pending claim and no concept.
    const claim = (age: number) =>
      db()
        .insert(apiIdempotency)
        .values({ userId: holder.user.id, key: "killed-1", requestHash: "", createdAt: new Date(Date.now() - age) })
        .returning();
    const [row] = await claim(10_000);
    await db()
      .update(apiIdempotency)
      // The hash the Worker takes: of the body as validated.
      .set({ requestHash: await sha256Hex(JSON.stringify(ApiConceptCreate.parse(body))) })
      .where(eq(apiIdempotency.id, row!.id));
    const post = () => call("/api/v1/concepts", { method: "POST", headers, body: raw });
    // Within the lease the retry is told to wait.
    await expectError(await post(), 409, "CONFLICT", /still being processed; retry in a minute/);
    // Past the lease: three retries at once make exactly one concept, and the others wait or replay it.
    await db()
      .update(apiIdempotency)
      .set({ createdAt: new Date(Date.now() - IDEMPOTENCY_LEASE_MS - 1000) })
      .where(eq(apiIdempotency.id, row!.id));
    const answers = await Promise.all([post(), post(), post()]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 409 || s === 200)).toBe(true);
    const concepts = await db().select().from(adConcepts).where(eq(adConcepts.userId, holder.user.id));
    expect(concepts).toHaveLength(1);
    const replay = await post();
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    expect((await expectBody(replay, 200, ApiConcept)).id).toBe(concepts[0]!.id);
  });

  it("the monthly rollup: Pro pays every cent as overage, Enterprise's first $100 is included; reruns write nothing twice", async () => {
    const pro = await createUser({ plan: "pro" });
    const ent = await createUser({ plan: "enterprise" });
    const small = await createUser({ plan: "enterprise" });
    await setUser(pro.user.id, { stripeCustomerId: "cus_pro" });
    const keys = await Promise.all(
      [pro, ent, small].map((u) =>
        createApiKey({ db: db(), env }, u.user, { name: "k", permissions: ["concept:create"] }),
      ),
    );
    const october = new Date(Date.UTC(2026, 9, 15));
    // The month's usage as the ledgers count it into D1: hourly rollups (two hours each, summed by the billing).
    const rows = (userId: number, apiKeyId: number, n: number, cost: number) =>
      [0, 1].map((h) => ({
        userId,
        apiKeyId,
        endpoint: "/api/v1/concepts",
        method: "POST",
        hour: new Date(october.getTime() + h * 3_600_000),
        calls: n / 2,
        billableCalls: n / 2,
        cost: (cost * n) / 2,
      }));
    const insert = (values: ReturnType<typeof rows>) => db().insert(apiUsageHourly).values(values);
    await insert(rows(pro.user.id, keys[0]!.id, 25, 0.5)); // $12.50
    await insert(rows(ent.user.id, keys[1]!.id, 260, 0.5)); // $130
    await insert(rows(small.user.id, keys[2]!.id, 40, 0.5)); // $20

    const invoiced: { customerId: string; amountCents: number; idempotencyKey: string }[] = [];
    const invoice = async (c: {
      customerId: string;
      amountCents: number;
      description: string;
      idempotencyKey: string;
    }) => {
      invoiced.push(c);
      return `ii_${invoiced.length}`;
    };
    const now = new Date(Date.UTC(2026, 10, 1, 0, 5));
    await rollUpApiBilling({ db: db() }, invoice, now);
    await rollUpApiBilling({ db: db() }, invoice, now);

    const bill = async (userId: number) =>
      (await db().select().from(apiBilling).where(eq(apiBilling.userId, userId)))[0]!;
    const proBill = await bill(pro.user.id);
    expect(proBill).toMatchObject({
      totalRequests: 25,
      totalCost: 12.5,
      freeCreditsUsed: 0,
      overage: 12.5,
      status: "invoiced",
      stripeInvoiceId: "ii_1",
    });
    expect(proBill.billingPeriodStart.toISOString()).toBe("2026-10-01T00:00:00.000Z");
    expect(proBill.billingPeriodEnd.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(await bill(ent.user.id)).toMatchObject({
      totalRequests: 260,
      totalCost: 130,
      freeCreditsUsed: 100,
      overage: 30,
      status: "pending",
    });
    expect(await bill(small.user.id)).toMatchObject({
      totalCost: 20,
      freeCreditsUsed: 20,
      overage: 0,
      status: "included",
    });
    expect(invoiced).toEqual([
      {
        customerId: "cus_pro",
        amountCents: 1250,
        idempotencyKey: `reachgen-api-billing-${proBill.id}`,
        description: expect.stringContaining("2026-10"),
      },
    ]);
    const all = await db().select().from(apiBilling);
    expect(all.filter((b) => [pro.user.id, ent.user.id, small.user.id].includes(b.userId))).toHaveLength(3);
  });
});

describe("overage reaches Stripe as an invoice item", () => {
  it("with Stripe configured the cron's rollup bills the overage once, with an idempotency key; without, it stays pending", async () => {
    const u = await createUser({ plan: "pro" });
    await setUser(u.user.id, { stripeCustomerId: "cus_wire" });
    const key = await createApiKey({ db: db(), env }, u.user, { name: "k", permissions: ["concept:create"] });
    const august = new Date(Date.UTC(2026, 7, 20));
    await db().insert(apiUsageHourly).values({
      userId: u.user.id,
      apiKeyId: key.id,
      endpoint: "/api/v1/concepts",
      method: "POST",
      hour: august,
      calls: 3,
      billableCalls: 3,
      cost: 1.5,
    });
    const september = new Date(Date.UTC(2026, 8, 1, 0, 5));
    const unconfigured = await rollUpApiBilling({ db: db() }, overageInvoicer(env), september);
    expect(unconfigured.invoiced).toBe(0);
    const bills = () => db().select().from(apiBilling).where(eq(apiBilling.userId, u.user.id));
    expect((await bills())[0]).toMatchObject({ status: "pending", overage: 1.5, stripeInvoiceId: null });

    const stripeEnv = { ...env, STRIPE_SECRET_KEY: "sk_test_reachgen" };
    await rollUpApiBilling({ db: db() }, overageInvoicer(stripeEnv), september);
    await rollUpApiBilling({ db: db() }, overageInvoicer(stripeEnv), september);
    const [bill] = await bills();
    expect(bill).toMatchObject({ status: "invoiced", overage: 1.5 });
    expect(bill!.stripeInvoiceId).toMatch(/^ii_test_/);
    const recorded = (await (await fetch(`${env.STRIPE_API_BASE}/__requests`)).json()) as {
      path: string;
      form: Record<string, string>;
    }[];
    const items = recorded.filter((r) => r.path === "/v1/invoiceitems" && r.form.customer === "cus_wire");
    expect(items).toHaveLength(1);
    expect(items[0]!.form).toMatchObject({ amount: "150", currency: "usd" });
    expect(items[0]!.form.description).toContain("2026-08");
  });
});

describe("the OpenAPI document is the contract", () => {
  it("every operation answers with a valid key (no 404) and its body matches the documented schema", async () => {
    const doc = await openApi();
    expect(doc.openapi).toBe("3.1.0");
    const holder = await keyHolder({
      plan: "enterprise",
      key: {
        permissions: [...apiPermissions],
      },
    });
    const concept = await ownConcept(holder.keyAuth);
    const kit = await ownKit(holder.auth);
    const job = await ownBatchJob(holder.keyAuth, concept.id);
    const webhook = await ownWebhook(holder.auth);
    const spare = await keyHolder({ email: undefined });
    const ops = operations(doc);
    // Deletions last, so the other operations still find the concept and the key.
    ops.sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));
    for (const op of ops) {
      const req = requestFor(op.operationId, {
        concept: concept.id,
        key: op.operationId === "revokeKey" ? spare.key.id : holder.key.id,
        kit: kit.id,
        job,
        webhook,
      });
      const auth = op.auth === "session" ? (op.operationId === "revokeKey" ? spare.auth : holder.auth) : holder.keyAuth;
      const res = await call(req.path, withAuth(req.init, op.auth === "none" ? {} : auth));
      const label = `${op.method} ${op.path}`;
      expect(res.status, `${label}: ${res.status}`).toBeLessThan(300);
      const documented = (op.op.responses as Record<string, { content?: Record<string, { schema: unknown }> }>)[
        String(res.status)
      ];
      expect(documented, `${label} answered an undocumented ${res.status}`).toBeDefined();
      const type = res.headers.get("Content-Type")?.split(";")[0] ?? "";
      if (res.status === 204) continue;
      expect(Object.keys(documented!.content ?? {}), label).toContain(type);
      if (type !== "application/json") {
        expect((await res.arrayBuffer()).byteLength, label).toBeGreaterThan(0);
        continue;
      }
      const schema = { ...(documented!.content![type]!.schema as object), components: doc.components };
      const result = new Validator(schema as never, "2020-12", false).validate(await res.json());
      expect(result.valid, `${label}: ${JSON.stringify(result.errors.slice(-3))}`).toBe(true);
    }
  }, 30_000); // the package and the batch draw the concept's creatives (services/creatives/sets.ts)

  it("every example the document shows (the docs' code samples send them) passes its own schema", async () => {
    const doc = await openApi();
    const schemas: Record<string, z.ZodType> = {
      ConceptCreate: ApiConceptCreate,
      ConceptUpdate: ApiConceptUpdate,
      CopyRequest: ApiCopyRequest,
      SmartResizeRequest,
      ApiKeyCreate,
      BatchRequest: ApiBatchRequest,
      BrandKitCreate,
      BrandKitUpdate,
    };
    const withExamples = Object.entries(doc.components.schemas).filter(
      ([, s]) => (s as { example?: unknown }).example !== undefined,
    );
    expect(withExamples.map(([name]) => name).sort()).toEqual(Object.keys(schemas).sort());
    for (const [name, s] of withExamples) {
      const parsed = schemas[name]!.safeParse((s as { example: unknown }).example);
      expect(parsed.success, `${name}: ${parsed.error?.message}`).toBe(true);
    }
    const holder = await keyHolder();
    const copy = await call("/api/v1/ai/generate-copy", jsonInit("POST", exampleBrief, holder.keyAuth));
    expect(copy.status).toBe(200);
  });

  it("bodies the documented schemas promise: platforms, copy by language then platform, resized images", async () => {
    const holder = await keyHolder();
    const platforms = await expectBody(await call("/api/v1/platforms", { headers: holder.keyAuth }), 200, PlatformList);
    expect(platforms.totalPlatforms).toBe(10);
    expect(platforms.dimensions.pinterest).toEqual({ pinterest_pin: { width: 1000, height: 1500 } });
    expect(platforms.dimensions.instagram).toEqual({
      instagram_feed: { width: 1080, height: 1350 },
      instagram_square: { width: 1080, height: 1080 },
      instagram_story: { width: 1080, height: 1920 },
    });
    expect(Object.keys(platforms.dimensions.facebook!)).toContain("facebook_portrait");
    expect(Object.keys(platforms.dimensions.x!).sort()).toEqual(["x_post", "x_square"]);
    // Every 9:16 size says where the platform's interface lies; TikTok's buttons change sides in right-to-left.
    const sizes = platforms.platforms.flatMap((p) => p.sizes);
    for (const s of sizes.filter((s) => s.width * 16 === s.height * 9))
      expect(s.safeZone.zones.length, s.key).toBeGreaterThan(0);
    const tiktok = sizes.find((s) => s.key === "tiktok_feed")!.safeZone;
    const rail = (zones: typeof tiktok.zones) => zones.find((z) => z.label.startsWith("Button column"))!;
    expect(rail(tiktok.zones).left).toBeGreaterThan(0.8);
    expect(rail(tiktok.zonesRtl!).left).toBe(0);
    const limits = platforms.platforms.find((p) => p.id === "tiktok")!.copyLimits;
    expect(limits).toMatchObject({ title: 100, titleCjk: 50, hashtags: 0, noEmoji: true });
    const copy = await expectBody(
      await call("/api/v1/ai/generate-copy", jsonInit("POST", brief, holder.keyAuth)),
      200,
      ApiCopyResult,
    );
    expect(Object.keys(copy.data.generatedCopy).sort()).toEqual(["de", "en"]);
    expect(Object.keys(copy.data.generatedCopy.de!).sort()).toEqual(["facebook", "pinterest"]);
    const resized = await expectBody(
      await call(
        "/api/v1/images/smart-resize",
        jsonInit("POST", { imageData: photoDataUrl(400, 300), platforms: ["facebook", "youtube"] }, holder.keyAuth),
      ),
      200,
      SmartResizeResult,
    );
    expect(resized.data.imageCount).toBe(5);
    expect(resized.data.originalImageSize).toMatchObject({ width: 400, height: 300 });
    const jpeg = Uint8Array.from(atob(resized.data.resizedImages.youtube!.youtube_story!), (c) => c.charCodeAt(0));
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const list = await expectBody(
      await call("/api/v1/concepts?limit=1", { headers: holder.keyAuth }),
      200,
      ApiConceptList,
    );
    expect(list.pagination.limit).toBe(1);
  });

  it("bad input answers a clear 4xx: not JSON, no body, a huge or broken image, a non-image, wrong types, forged ids", async () => {
    const holder = await keyHolder({ key: { permissions: ["concept:create", "concept:read", "concept:update"] } });
    const post = (body: BodyInit, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
      call("/api/v1/concepts", { method: "POST", headers: { ...holder.keyAuth, ...headers }, body });
    await expectError(await post("not json"), 400, "BAD_REQUEST");
    await expectError(
      await post("{}", { "Content-Type": "text/plain" }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      /Content-Type: application\/json/,
    );
    await expectError(await post(JSON.stringify({ ...brief })), 400, "VALIDATION_FAILED", "Image data is required");
    await expectError(
      await post(JSON.stringify({ ...brief, imageData: "https://example.com/a.jpg" })),
      400,
      "VALIDATION_FAILED",
      /data URL/,
    );
    await expectError(
      await post(JSON.stringify({ ...brief, imageData: "data:image/png;base64,%%%%" })),
      400,
      "BAD_REQUEST",
      "imageData is not valid base64",
    );
    await expectError(
      await post(
        JSON.stringify({ ...brief, imageData: `data:text/plain;base64,${btoa("hello world, not an image")}` }),
      ),
      400,
      "VALIDATION_FAILED",
    );
    await expectError(
      await post(
        JSON.stringify({ ...brief, imageData: `data:image/jpeg;base64,${btoa("hello world, not an image")}` }),
      ),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    );
    await expectError(
      await post(JSON.stringify({ ...brief, imageData: `data:image/jpeg;base64,${"A".repeat(17 * 1024 * 1024)}` })),
      413,
      "PAYLOAD_TOO_LARGE",
      /12 MB/,
    );
    await expectError(
      await post(JSON.stringify({ ...brief, platforms: "facebook", imageData: photoDataUrl() })),
      400,
      "VALIDATION_FAILED",
    );
    await expectError(
      await post(JSON.stringify({ ...brief, languages: [], imageData: photoDataUrl() })),
      400,
      "VALIDATION_FAILED",
      "At least one language is required",
    );
    await expectError(await call("/api/v1/concepts/abc", { headers: holder.keyAuth }), 400, "VALIDATION_FAILED");
    await expectError(await call("/api/v1/concepts/-1", { headers: holder.keyAuth }), 400, "VALIDATION_FAILED");
    await expectError(await call("/api/v1/concepts/1e400", { headers: holder.keyAuth }), 400, "VALIDATION_FAILED");
    await expectError(
      await call("/api/v1/concepts/1", jsonInit("PATCH", {}, holder.keyAuth)),
      400,
      "VALIDATION_FAILED",
      /at least one of/,
    );
    await expectError(await call("/api/v1/concepts?limit=500", { headers: holder.keyAuth }), 400, "VALIDATION_FAILED");
    await expectError(await call("/api/v1/nothing-here", { headers: holder.keyAuth }), 404, "NOT_FOUND");
  });

  it("health needs no key and is never counted", async () => {
    const res = await call("/api/v1/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("RateLimit-Limit")).toBeNull();
    expect(usagePrices.generation).toBe(0.5);
    void env;
  });
});
