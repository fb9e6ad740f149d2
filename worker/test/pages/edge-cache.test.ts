import { env } from "cloudflare:workers";
import { AuthUser } from "@common/auth";
import { describe, expect, it, vi } from "vitest";
import { ConceptList, ConceptShare, SHARE_NOT_FOUND, SharedConcept } from "@common/concepts";
import { SubscriptionPlan, SubscriptionPlanList } from "@common/plans";
import { PRERENDER_ORIGIN, PRERENDER_VERSION } from "@common/route-meta";
import { edgeCacheKey, edgeCachedJson, VersionMemo } from "../../lib/edge-cache";
import { generateConcept } from "../../services/concepts/generation";
import { renderPage } from "../../services/pages/pages";
import { EXAMPLES_VERSION_MEMO_MS } from "../../services/pages/examples";
import { PLANS_VERSION_MEMO_MS } from "../../services/plans/plans";
import { SHARE_VERSION_MEMO_MS } from "../../services/shares/shares";
import { call, expectBody, expectError, jsonInit } from "../helpers";
import { createUser, testContext, testPhoto } from "../factories";

const cacheOf = (res: Response) => res.headers.get("X-Cache");

/** A built document for every page path (the real ones are tested in e2e): a shell with a place for each fill. */
const assets = {
  fetch: async () =>
    new Response(
      '<!doctype html><html><head><title>ReachGen</title></head><body><noscript data-fill="plans"></noscript><noscript data-fill="examples"></noscript></body></html>',
      { headers: { "Content-Type": "text/html" } },
    ),
} as unknown as Fetcher;
const page = (path: string, signedIn = false) =>
  renderPage(testContext(), assets, new Request(`http://localhost:8787${path}`), signedIn);

async function sharedConceptOf(brandName: string) {
  const owner = await createUser({ plan: "pro", conceptsLimit: 100 });
  const made = await generateConcept(
    testContext(),
    owner.user,
    {
      businessType: "Retail/E-commerce",
      targetAudience: "gift shoppers",
      tone: "Professional",
      productDescription: "Hand-poured soy candles in amber jars",
      brandName,
      keyMessage: "Forty hours of light",
      callToAction: undefined,
      platforms: ["facebook"],
      languages: ["en"],
    },
    testPhoto(240, 180, 7),
  );
  const id = made.concept.id;
  const share = await expectBody(
    await call(`/api/concepts/${id}/share`, { method: "POST", headers: owner.auth }),
    201,
    ConceptShare,
  );
  return { owner, id, token: share.sharePath.slice(3) };
}

describe("the Cache API in local workerd", () => {
  it("keeps a version for its memo's life, forgets one on request, and never keeps an unknown one", async () => {
    const memo = new VersionMemo(1000, 2);
    let reads = 0;
    const read = async () => `v${++reads}`;
    expect(await memo.get("a", read)).toBe("v1");
    expect(await memo.get("a", read)).toBe("v1");
    memo.forget("a");
    expect(await memo.get("a", read)).toBe("v2");
    vi.setSystemTime(Date.now() + 1000);
    try {
      expect(await memo.get("a", read)).toBe("v3");
    } finally {
      vi.useRealTimers();
    }
    expect(await memo.get("gone", async () => null)).toBeNull();
    expect(await memo.get("gone", read)).toBe("v4");
  });

  it("stores and answers by key, and a new version is a new key", async () => {
    const origin = "https://reachgen.example";
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await edgeCachedJson(origin, "probe", "v1", "item", load)).toEqual({ value: { n: 1 }, cache: "MISS" });
    expect(await edgeCachedJson(origin, "probe", "v1", "item", load)).toEqual({ value: { n: 1 }, cache: "HIT" });
    expect(await edgeCachedJson(origin, "probe", "v2", "item", load)).toEqual({ value: { n: 2 }, cache: "MISS" });
    // No version: nothing is stored, every read loads.
    expect(await edgeCachedJson(origin, "probe", null, "item", load)).toEqual({ value: { n: 3 }, cache: "MISS" });
    expect(await edgeCachedJson(origin, "probe", null, "item", load)).toEqual({ value: { n: 4 }, cache: "MISS" });
    const stored = await caches.default.match(edgeCacheKey(origin, "probe", "v1", "item"));
    expect(stored?.headers.get("Cache-Control")).toBe("public, max-age=60");
  });
});

describe("a share page's data", () => {
  it("is cached after its first read, moves with an edit, and is gone the moment the share stops", async () => {
    const { owner, id, token } = await sharedConceptOf("Wick & Co");
    const first = await call(`/api/shared/${token}`);
    expect(cacheOf(first)).toBe("MISS");
    const body = await expectBody(first, 200, SharedConcept);
    const second = await call(`/api/shared/${token}`);
    expect(cacheOf(second)).toBe("HIT");
    expect(await expectBody(second, 200, SharedConcept)).toEqual(body);

    // The page's head tags come from the same cached data.
    const html = await page(`/s/${token}`);
    expect(html.status).toBe(200);
    expect(cacheOf(html)).toBe("HIT");
    expect(await html.text()).toContain("Wick &amp; Co");

    // The owner edits the copy: the concept's updated_at moves, so does the version.
    const copy = { title_en: "Forty hours", title_es: "Forty hours", body_en: "Warm light.", body_es: "Warm light." };
    const edited = await call(`/api/concepts/${id}`, jsonInit("PATCH", copy, owner.auth));
    expect(edited.status, await edited.clone().text()).toBe(200);
    // Within the isolate's memo of the version the cached copy may still answer; past it, the edit is read.
    vi.setSystemTime(Date.now() + SHARE_VERSION_MEMO_MS);
    try {
      const afterEdit = await call(`/api/shared/${token}`);
      expect(cacheOf(afterEdit)).toBe("MISS");
      expect((await expectBody(afterEdit, 200, SharedConcept)).title).toBe("Forty hours");
      expect(cacheOf(await call(`/api/shared/${token}`))).toBe("HIT");
    } finally {
      vi.useRealTimers();
    }

    // Stopped: the very next read misses and answers 404, the page too.
    expect((await call(`/api/concepts/${id}/share`, { method: "DELETE", headers: owner.auth })).status).toBe(204);
    const stopped = await call(`/api/shared/${token}`);
    expect(cacheOf(stopped)).toBe("MISS");
    await expectError(stopped, 404, "NOT_FOUND", SHARE_NOT_FOUND);
    const gone = await page(`/s/${token}`);
    expect(gone.status).toBe(404);
    expect(cacheOf(gone)).toBe("MISS");
    // A link that leads nowhere is never stored.
    await expectError(await call(`/api/shared/${token}`), 404, "NOT_FOUND", SHARE_NOT_FOUND);
  }, 60_000);
});

describe("the plans", () => {
  it("are cached, and an administrator's edit is read at once", async () => {
    const admin = await createUser({ isAdmin: true });
    const visitor = await createUser();
    await call("/api/subscription-plans");
    const hit = await call("/api/subscription-plans");
    expect(cacheOf(hit)).toBe("HIT");
    const before = await expectBody(hit, 200, SubscriptionPlanList);

    const edit = { displayName: "Pro Studio", featuresJson: ["Everything in Basic", "Brand kits"] };
    await expectError(
      await call("/api/admin/subscription-plans/pro", jsonInit("PATCH", edit, visitor.auth)),
      403,
      "FORBIDDEN",
    );
    const edited = await expectBody(
      await call("/api/admin/subscription-plans/pro", jsonInit("PATCH", edit, admin.auth)),
      200,
      SubscriptionPlan,
    );
    expect(edited).toMatchObject({ name: "pro", ...edit, price: before.find((p) => p.name === "pro")!.price });
    const row = await env.DB.prepare("SELECT display_name FROM subscription_plans WHERE name = 'pro'").first();
    expect(row).toEqual({ display_name: "Pro Studio" });

    const after = await call("/api/subscription-plans");
    expect(cacheOf(after)).toBe("MISS");
    const plans = await expectBody(after, 200, SubscriptionPlanList);
    expect(plans.find((p) => p.name === "pro")).toMatchObject(edit);
    expect(cacheOf(await call("/api/subscription-plans"))).toBe("HIT");
    // The pages that show them: the plans page's cards and structured data.
    const html = await (await page("/plans")).text();
    expect(html).toContain("Pro Studio");
    expect(html).toContain("Brand kits");

    await expectError(
      await call("/api/admin/subscription-plans/pro", jsonInit("PATCH", {}, admin.auth)),
      400,
      "VALIDATION_FAILED",
    );
    await expectError(
      await call("/api/admin/subscription-plans/gold", jsonInit("PATCH", edit, admin.auth)),
      400,
      "VALIDATION_FAILED",
    );
  }, 60_000);

  it("reach every isolate within the version's memo when a row is changed in D1 directly", async () => {
    await call("/api/subscription-plans");
    await env.DB.prepare("UPDATE subscription_plans SET display_name = 'Basic Plus' WHERE name = 'basic'").run();
    vi.setSystemTime(Date.now() + PLANS_VERSION_MEMO_MS);
    try {
      const res = await call("/api/subscription-plans");
      expect(cacheOf(res)).toBe("MISS");
      expect((await expectBody(res, 200, SubscriptionPlanList)).map((p) => p.displayName)).toContain("Basic Plus");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the examples", () => {
  it("are cached per filter once the set is whole, and the dashboard's fill reads the same entry", async () => {
    // The first read seeds the set; from then on the list is cached.
    await expectBody(await call("/api/examples"), 200, ConceptList);
    await call("/api/examples");
    const hit = await call("/api/examples");
    expect(cacheOf(hit)).toBe("HIT");
    const all = await expectBody(hit, 200, ConceptList);
    expect(all.length).toBeGreaterThan(3);
    const dashboard = await page("/dashboard");
    expect(cacheOf(dashboard)).toBe("HIT");
    expect(await dashboard.text()).toContain(all[0]!.title_en.replace(/&/g, "&amp;"));

    await call("/api/examples?platform=pinterest");
    const pinterest = await call("/api/examples?platform=pinterest");
    expect(cacheOf(pinterest)).toBe("HIT");
    const filtered = await expectBody(pinterest, 200, ConceptList);
    expect(filtered.length).toBeLessThan(all.length);
    expect(filtered.every((c) => c.platforms.includes("pinterest"))).toBe(true);

    // An example regenerated moves its updated_at: the next read is built afresh.
    await env.DB.prepare("UPDATE ad_concepts SET updated_at = ? WHERE id = ?")
      .bind(Date.now() + 1000, all[0]!.id)
      .run();
    vi.setSystemTime(Date.now() + EXAMPLES_VERSION_MEMO_MS);
    try {
      expect(cacheOf(await call("/api/examples"))).toBe("MISS");
      expect(cacheOf(await call("/api/examples"))).toBe("HIT");
    } finally {
      vi.useRealTimers();
    }
  }, 120_000);
});

describe("the API reference's page", () => {
  it("is filled once per built file and origin, and a new build is a new key", async () => {
    const built = (etag: string) =>
      ({
        fetch: async () =>
          new Response(
            `<!doctype html><html><head><title>x</title></head><body><p>${PRERENDER_ORIGIN}/api/v1 · ${PRERENDER_VERSION} · ${etag}</p></body></html>`,
            { headers: { "Content-Type": "text/html", ETag: `"${etag}"` } },
          ),
      }) as unknown as Fetcher;
    const docs = (files: Fetcher) => renderPage(testContext(), files, new Request("http://localhost:8787/api-docs"));
    const first = await docs(built("build-1"));
    expect(cacheOf(first)).toBe("MISS");
    expect(await first.text()).toContain(`<p>http://localhost:8787/api/v1 · ${env.APP_VERSION} · build-1</p>`);
    const second = await docs(built("build-1"));
    expect(cacheOf(second)).toBe("HIT");
    expect(await second.text()).toContain(`<p>http://localhost:8787/api/v1 · ${env.APP_VERSION} · build-1</p>`);
    const deployed = await docs(built("build-2"));
    expect(cacheOf(deployed)).toBe("MISS");
    expect(await deployed.text()).toContain("· build-2</p>");
    // Its Cache-Control to the browser stays no-cache, whichever way it was made.
    expect([first, second, deployed].map((r) => r.headers.get("Cache-Control"))).toEqual([
      "no-cache",
      "no-cache",
      "no-cache",
    ]);
  });
});

describe("signed-in requests", () => {
  it("get the same public answer as everyone, and never another user's own data", async () => {
    const { token } = await sharedConceptOf("Lumen");
    const alice = await createUser({ plan: "pro", conceptsLimit: 100 });
    const bob = await createUser({ plan: "pro", conceptsLimit: 100 });
    const anonymous = await (await call(`/api/shared/${token}`)).text();
    for (const who of [alice, bob]) {
      const res = await call(`/api/shared/${token}`, { headers: who.auth });
      expect(cacheOf(res)).toBe("HIT");
      expect(await res.text()).toBe(anonymous);
      const plans = await call("/api/subscription-plans", { headers: who.auth });
      expect(plans.headers.get("Set-Cookie")).toBeNull();
    }
    // What is someone's own never goes through the cache.
    const mine = await call("/api/auth/user", { headers: alice.auth });
    expect(cacheOf(mine)).toBeNull();
    expect((await expectBody(mine, 200, AuthUser)).email).toBe(alice.user.email);
    const theirs = await call("/api/auth/user", { headers: bob.auth });
    expect((await expectBody(theirs, 200, AuthUser)).email).toBe(bob.user.email);
    // The dashboard a signed-in visitor gets is their own shell, without the cached examples.
    await page("/dashboard");
    const signedIn = await page("/dashboard", true);
    expect(cacheOf(signedIn)).toBeNull();
  }, 120_000);
});
