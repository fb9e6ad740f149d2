import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { Hono } from "hono";
import { z } from "zod";
import { Health } from "@common/health";
import { SubscriptionPlanList } from "@common/plans";
import { allImageSizes, platforms } from "@common/platforms";
import { createApp } from "../../app";
import { PLANS_VERSION_MEMO_MS } from "../../services/plans/plans";
import { errorResponse } from "../../lib/errors";
import { requestId } from "../../middleware/request-id";
import { validate } from "../../middleware/validate";
import type { AppEnv } from "../../app-env";
import { call, expectBody, expectError, jsonInit } from "../helpers";

describe("GET /api/v1/health", () => {
  it("answers status, version and an ISO timestamp without auth", async () => {
    const before = Date.now();
    const res = await call("/api/v1/health");
    const body = await expectBody(res, 200, Health);
    expect(body.version).toBe(env.APP_VERSION);
    expect(Date.parse(body.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    expect(res.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("puts security headers on API responses", async () => {
    const res = await call("/api/v1/health");
    expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Strict-Transport-Security")).toContain("max-age=");
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("keeps a sane caller request id and replaces an unsafe one", async () => {
    const kept = await call("/api/v1/health", { headers: { "X-Request-Id": "trace-abc-12345" } });
    expect(kept.headers.get("X-Request-Id")).toBe("trace-abc-12345");
    const replaced = await call("/api/v1/health", { headers: { "X-Request-Id": "<script>alert(1)</script>" } });
    expect(replaced.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("GET /api/subscription-plans", () => {
  it("lists the four plans of SPEC §9 from D1, cheapest first", async () => {
    const plans = await expectBody(await call("/api/subscription-plans"), 200, SubscriptionPlanList);
    expect(plans.map((p) => [p.name, p.price, p.conceptsLimit, p.currency])).toEqual([
      ["free", 0, 5, "usd"],
      ["basic", 900, 25, "usd"],
      ["pro", 2900, 100, "usd"],
      ["enterprise", 9900, -1, "usd"],
    ]);
    for (const plan of plans) {
      expect(plan.featuresJson.length).toBeGreaterThan(0);
      expect(plan.interval).toMatch(/^(month|trial)$/);
    }
  });

  it("promises on every card the platforms and sizes the platform table has", async () => {
    const plans = await expectBody(await call("/api/subscription-plans"), 200, SubscriptionPlanList);
    const claims = plans.flatMap((p) => p.featuresJson).filter((f) => /platforms|image sizes/.test(f));
    expect(claims.length).toBeGreaterThan(1);
    for (const claim of claims) {
      for (const n of claim.match(/\d+(?= platforms)/g) ?? []) expect(Number(n), claim).toBe(platforms.length);
      for (const n of claim.match(/\d+(?= image sizes)/g) ?? []) expect(Number(n), claim).toBe(allImageSizes.length);
    }
  });

  it("reads the rows, so a deactivated plan disappears", async () => {
    await env.DB.prepare("UPDATE subscription_plans SET is_active = 0 WHERE name = 'basic'").run();
    // An isolate trusts the plans' version it read for a few seconds (decision 035): past that, the change shows.
    vi.setSystemTime(Date.now() + PLANS_VERSION_MEMO_MS);
    try {
      const plans = await expectBody(await call("/api/subscription-plans"), 200, SubscriptionPlanList);
      expect(plans.map((p) => p.name)).toEqual(["free", "pro", "enterprise"]);
    } finally {
      vi.useRealTimers();
    }
    await env.DB.prepare("UPDATE subscription_plans SET is_active = 1 WHERE name = 'basic'").run();
  });
});

describe("pages reached through the Worker", () => {
  it("pass the assets binding's response through, with a request id, never a 500", async () => {
    const app = createApp();
    // Response.redirect has immutable headers, like every Response a binding hands back.
    const assets = { fetch: async () => Response.redirect("http://localhost:8787/dashboard/", 307) };
    const res = await app.request("/dashboard", {}, { ...env, ASSETS: assets as unknown as Fetcher });
    expect(res.status).toBe(307);
    expect(res.headers.get("Location")).toBe("http://localhost:8787/dashboard/");
    expect(res.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("errors", () => {
  it("answers an unknown /api path with a JSON 404 envelope", async () => {
    for (const path of ["/api/nope", "/api/v1/nothing/here", "/api/"]) {
      const res = await call(path);
      expect(res.headers.get("Content-Type")).toContain("application/json");
      await expectError(res, 404, "NOT_FOUND");
    }
    await expectError(await call("/api/v1/health", { method: "DELETE" }), 404, "NOT_FOUND");
  });

  // A tiny app with the same middleware and error handler exercises the validator before real routes use it.
  const probe = new Hono<AppEnv>()
    .use("*", requestId)
    .post("/echo", validate("json", z.object({ name: z.string().min(1, "Name is required") })), (c) =>
      c.json({ name: c.req.valid("json").name }, 200),
    )
    .get("/boom", () => {
      throw new Error("secret internal detail");
    })
    .onError((err, c) => errorResponse(err, c.var.requestId));

  it("turns malformed JSON into a 400 envelope, never a 500", async () => {
    const res = await probe.request(
      "/echo",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: "{not json" },
      env,
    );
    await expectError(res, 400, "BAD_REQUEST", /malformed json/i);
  });

  it("answers a validation failure with VALIDATION_FAILED and the schema's message", async () => {
    const res = await probe.request("/echo", jsonInit("POST", { name: "" }), env);
    const body = await expectError(res, 400, "VALIDATION_FAILED", "Name is required");
    expect(body.error.issues).toEqual([{ path: "name", message: "Name is required" }]);
    const wrongType = await probe.request("/echo", jsonInit("POST", { name: 42 }), env);
    await expectError(wrongType, 400, "VALIDATION_FAILED");
    const ok = await probe.request("/echo", jsonInit("POST", { name: "Ada" }), env);
    expect(await ok.json()).toEqual({ name: "Ada" });
  });

  it("never echoes an internal error message in a 500", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await probe.request("/boom", {}, env);
    const body = await expectError(res, 500, "INTERNAL");
    expect(body.error.message).not.toContain("secret");
  });
});
