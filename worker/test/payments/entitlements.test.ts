import { env } from "cloudflare:workers";
import { ApiKeyCreated, type ApiPlan, planApiBudget, planApiCredit } from "@common/api";
import { bulkRowLimits } from "@common/bulk";
import { describe, expect, it } from "vitest";
import { Subscription } from "@common/auth";
import { ImprovedCopy } from "@common/concepts";
import { GenerationResult } from "@common/generation";
import { CheckoutResult } from "@common/payments";
import { SubscriptionPlanList } from "@common/plans";
import { regenerateAssets } from "../../services/concepts/images";
import {
  endLapsedPlans,
  failStuckBatches,
  removeOrphanMedia,
  STUCK_BATCH_MESSAGE,
} from "../../services/admin/maintenance";
import { spendBudget } from "../api-support";
import { createUser, testContext, testPhoto } from "../factories";
import { dbFailingOn } from "../doubles";
import { adConcepts } from "../../db/schema";
import { call, callWith, expectBody, expectError, jsonInit } from "../helpers";

const DAY = 24 * 60 * 60 * 1000;

const photo = () => testPhoto(320, 240, 7);

function form() {
  const fd = new FormData();
  const fields = {
    businessType: "Retail/E-commerce",
    targetAudience: "gift shoppers",
    tone: "Professional",
    productDescription: "Hand-poured soy candles",
    platforms: JSON.stringify(["facebook"]),
    languages: JSON.stringify(["en"]),
  };
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  fd.set("image", new File([photo()], "p.jpg", { type: "image/jpeg" }));
  return fd;
}

const generate = (auth: Record<string, string>) =>
  call("/api/ai/generate-copy", { method: "POST", headers: auth, body: form() });

async function setUser(id: number, set: string, ...values: unknown[]) {
  await env.DB.prepare(`UPDATE users SET ${set} WHERE id = ?`)
    .bind(...values, id)
    .run();
}

const subscription = async (auth: Record<string, string>) =>
  expectBody(await call("/api/user/subscription", { headers: auth }), 200, Subscription);

describe("the free trial", () => {
  it("lets a new free account generate its 5 concepts within 7 days, shown as a trial", async () => {
    const { user, auth } = await createUser({ plan: "free", conceptsLimit: 5 });
    const sub = await subscription(auth);
    expect(sub.access.state).toBe("trial");
    const ends = sub.access.state === "trial" ? Date.parse(sub.access.trialEndsAt) : 0;
    expect(ends - user.createdAt.getTime()).toBe(7 * DAY);
    for (let i = 0; i < 5; i++) await expectBody(await generate(auth), 200, GenerationResult);
    const sixth = await expectError(
      await generate(auth),
      403,
      "LIMIT_EXCEEDED",
      /all 5 concepts of your Free Trial plan/,
    );
    expect(sixth.limitExceeded).toBe(true);
    expect((await subscription(auth)).conceptsGenerated).toBe(5);
  });

  it("ends 7 days after sign-up, saying why", async () => {
    const { user, auth } = await createUser({ plan: "free" });
    await setUser(user.id, "created_at = ?", Date.now() - 7 * DAY - 1000);
    const denied = await expectError(
      await generate(auth),
      403,
      "PAYMENT_REQUIRED",
      "Your 7-day free trial has ended. Choose a plan to keep creating ad concepts.",
    );
    expect(denied.paymentRequired).toBe(true);
    expect((await subscription(auth)).access).toEqual({
      state: "trial-ended",
      message: "Your 7-day free trial has ended. Choose a plan to keep creating ad concepts.",
    });
  });
});

describe("one entitlement check for every paid action", () => {
  async function ownerWithConcept() {
    const u = await createUser({ plan: "pro", conceptsLimit: 100 });
    const made = await expectBody(await generate(u.auth), 200, GenerationResult);
    return { ...u, conceptId: made.concept.id };
  }
  const improve = (auth: Record<string, string>, conceptId: number) =>
    call(
      "/api/ai/improve-copy",
      jsonInit(
        "POST",
        {
          conceptId,
          currentCopy: { title_en: "A", title_es: "B", body_en: "C", body_es: "D" },
          improvementRequest: "shorter",
        },
        auth,
      ),
    );
  const assets = (auth: Record<string, string>, conceptId: number) =>
    call(`/api/concepts/${conceptId}/generate/linkedin`, { method: "POST", headers: auth });

  it("refuses a cancelled user's Generate Assets, improve-copy and generation", async () => {
    const { user, auth, conceptId } = await ownerWithConcept();
    await expectBody(await improve(auth, conceptId), 200, ImprovedCopy);
    await setUser(user.id, "subscription_status = 'canceled'");
    await expectError(await assets(auth, conceptId), 403, "PAYMENT_REQUIRED");
    await expectError(await improve(auth, conceptId), 403, "PAYMENT_REQUIRED");
    await expectError(await generate(auth), 403, "PAYMENT_REQUIRED");
  });

  it("ends a sandbox or crypto plan at its end date, and the cron records it", async () => {
    const { user, auth, conceptId } = await ownerWithConcept();
    const ended = Date.now() - 1000;
    await setUser(user.id, "subscription_end_date = ?", ended);
    const body = await expectError(
      await assets(auth, conceptId),
      403,
      "PAYMENT_REQUIRED",
      /Your Pro plan ended on \d{4}-\d{2}-\d{2}/,
    );
    expect(body.paymentRequired).toBe(true);
    expect((await subscription(auth)).access.state).toBe("expired");
    expect(await endLapsedPlans(testContext())).toBeGreaterThanOrEqual(1);
    const row = await env.DB.prepare("SELECT subscription_status AS s FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ s: string }>();
    expect(row?.s).toBe("expired");
  });

  it("gives a Stripe subscription a few days' grace for its renewal webhook", async () => {
    const { user, auth, conceptId } = await ownerWithConcept();
    await setUser(user.id, "subscription_end_date = ?, stripe_subscription_id = 'sub_grace'", Date.now() - DAY);
    expect((await assets(auth, conceptId)).status).toBe(200);
    expect(await endLapsedPlans(testContext())).toBe(0);
  });

  it("refuses paid actions once the month's concepts are used", async () => {
    const { user, auth, conceptId } = await ownerWithConcept();
    await setUser(user.id, "concepts_generated = concepts_limit");
    await expectError(await improve(auth, conceptId), 403, "LIMIT_EXCEEDED");
    await expectError(await assets(auth, conceptId), 403, "LIMIT_EXCEEDED");
  });
});

describe("deployed configuration", () => {
  const withVars = (vars: Partial<Env>, path: string, init?: RequestInit) => callWith({ ...env, ...vars }, path, init);

  it("answers the sandbox routes with 404 unless development is switched on explicitly", async () => {
    const dev = await expectBody(
      await call(
        "/api/create-stripe-checkout",
        jsonInit("POST", { planId: "basic", email: "dev@example.com", firstName: "D" }),
      ),
      200,
      CheckoutResult,
    );
    for (const ENVIRONMENT of ["production", "staging", "", undefined]) {
      const vars = { ENVIRONMENT } as Partial<Env>;
      await expectError(await withVars(vars, `/api/sandbox/checkout/${dev.sessionId}`), 404, "NOT_FOUND");
      await expectError(
        await withVars(vars, `/api/sandbox/checkout/${dev.sessionId}/complete`, { method: "POST" }),
        404,
        "NOT_FOUND",
      );
      const checkout = jsonInit("POST", { planId: "pro", email: "prod@example.com", firstName: "P" });
      await expectError(await withVars(vars, "/api/create-stripe-checkout", checkout), 503, "SERVICE_UNAVAILABLE");
    }
  });
});

describe("consistency after crashes (daily cron)", () => {
  it("marks batch jobs stuck in processing for over 15 minutes as failed, and leaves fresh ones", async () => {
    const { user } = await createUser();
    const insert = (createdAt: number) =>
      env.DB.prepare(
        "INSERT INTO batch_jobs (user_id, concept_ids, target_platforms, status, total_concepts, created_at) VALUES (?, '[]', '[]', 'processing', 1, ?) RETURNING id",
      )
        .bind(user.id, createdAt)
        .first<{ id: number }>();
    const stuck = await insert(Date.now() - 16 * 60 * 1000);
    const fresh = await insert(Date.now() - 60 * 1000);
    expect(await failStuckBatches(testContext())).toBe(1);
    const rows = await env.DB.prepare(
      "SELECT id, status, error_message AS e FROM batch_jobs WHERE id IN (?, ?) ORDER BY id",
    )
      .bind(stuck!.id, fresh!.id)
      .all<{ id: number; status: string; e: string | null }>();
    expect(rows.results).toEqual([
      { id: stuck!.id, status: "failed", e: STUCK_BATCH_MESSAGE },
      { id: fresh!.id, status: "processing", e: null },
    ]);
  });

  it("removes R2 objects older than a day that no concept references, and nothing else", async () => {
    const { user, auth } = await createUser({ plan: "pro", conceptsLimit: 100 });
    await expectBody(await generate(auth), 200, GenerationResult);
    const folder = `concepts/${user.id}/`;
    const orphan = `${folder}crashed-save/original.jpg`;
    await env.MEDIA.put(orphan, photo());
    const before = (await env.MEDIA.list({ prefix: folder })).objects.map((o) => o.key);
    expect(await removeOrphanMedia(testContext())).not.toContain(orphan);
    const removed = await removeOrphanMedia(testContext(), new Date(Date.now() + 2 * DAY));
    expect(removed).toContain(orphan);
    const after = (await env.MEDIA.list({ prefix: folder })).objects.map((o) => o.key);
    expect(after.sort()).toEqual(before.filter((k) => k !== orphan).sort());
  });

  it("Generate Assets whose row update fails leaves no new R2 object behind", async () => {
    const { user, auth } = await createUser({ plan: "pro", conceptsLimit: 100 });
    const made = await expectBody(await generate(auth), 200, GenerationResult);
    const keys = async () =>
      (await env.MEDIA.list({ prefix: `concepts/${user.id}/` })).objects.map((o) => o.key).sort();
    const before = await keys();
    const failingUpdate = () => {
      const ctx = testContext();
      return { ...ctx, db: dbFailingOn(ctx.db, "update", adConcepts) };
    };
    await expect(regenerateAssets(failingUpdate(), user.id, made.concept.id, "linkedin")).rejects.toThrow(
      "D1 double: update refused",
    );
    expect(await keys()).toEqual(before);
  });
});

describe("no counted side effect on a cross-site GET", () => {
  it("serves a download another site started without raising its count", async () => {
    const { user, auth } = await createUser({ plan: "pro", conceptsLimit: 100 });
    const made = await expectBody(await generate(auth), 200, GenerationResult);
    const count = async () =>
      (
        await env.DB.prepare("SELECT download_count AS n FROM ad_concepts WHERE id = ?")
          .bind(made.concept.id)
          .first<{ n: number }>()
      )?.n;
    const download = (site?: string) =>
      call(`/api/concepts/${made.concept.id}/download`, {
        headers: { ...auth, ...(site ? { "Sec-Fetch-Site": site } : {}) },
      });
    const cross = await download("cross-site");
    expect(cross.status).toBe(200);
    await cross.arrayBuffer();
    expect(await count()).toBe(0);
    await (await download("same-origin")).arrayBuffer();
    await (await download()).arrayBuffer();
    expect(await count()).toBe(2);
    expect(user.id).toBeGreaterThan(0);
  });
});

describe("the plan cards promise only what is enforced", () => {
  it("name each plan's concept allowance exactly and sell nothing the product does not do yet", async () => {
    const plans = await expectBody(await call("/api/subscription-plans"), 200, SubscriptionPlanList);
    for (const plan of plans) {
      const text = plan.featuresJson.join(" · ");
      const allowance = plan.conceptsLimit === -1 ? "Unlimited ad concepts" : `${plan.conceptsLimit} ad concepts`;
      expect(text, plan.name).toContain(allowance);
      expect(text, plan.name).not.toMatch(/support/i);
      // The API lines name exactly the budget and credit the API enforces (worker/test/api/api-v1.test.ts holds those).
      const budget = planApiBudget[plan.name as ApiPlan];
      if (budget === undefined) expect(text, plan.name).not.toMatch(/API|credit|bulk|webhook/i);
      else {
        // The budget is the account's, shared by all its keys (api-budgets.test.ts: two keys share it exactly).
        expect(text).toContain(`Developer API: ${budget.toLocaleString("en-US")} requests per hour per account`);
        expect(text).not.toMatch(/per key/i);
        // Bulk generation: the rows per job the CSV check enforces (bulk.test.ts holds it at 1,001 rows).
        expect(text).toContain(
          `Bulk generation from a CSV: up to ${bulkRowLimits[plan.name]!.toLocaleString("en-US")} briefs per job`,
        );
        const credit = planApiCredit[plan.name as ApiPlan];
        if (credit > 0) expect(text).toContain(`$${credit} monthly API credit`);
        else expect(text).not.toMatch(/credit/i);
      }
    }
    const free = plans.find((p) => p.name === "free")!;
    expect(free.featuresJson).toContain("7-day free trial");

    // "per account": the card's budget is what the account's keys get together, not each.
    for (const plan of Object.keys(planApiBudget) as ApiPlan[]) {
      const budget = planApiBudget[plan];
      const owner = await createUser({ plan, conceptsLimit: -1 });
      const [a, b] = await Promise.all(
        ["a", "b"].map(async (name) =>
          expectBody(await call("/api/v1/keys", jsonInit("POST", { name }, owner.auth)), 201, ApiKeyCreated),
        ),
      );
      expect([a!.effectiveRateLimit, b!.effectiveRateLimit]).toEqual([budget, budget]);
      await spendBudget(owner.user.id, a!.keyId, budget - 1);
      const last = await call("/api/v1/platforms", { headers: { Authorization: `Bearer ${b!.secretKey}` } });
      expect(last.status, plan).toBe(200);
      expect(last.headers.get("RateLimit-Limit")).toBe(String(budget));
      expect(last.headers.get("RateLimit-Remaining")).toBe("0");
      await expectError(
        await call("/api/v1/platforms", { headers: { Authorization: `Bearer ${a!.secretKey}` } }),
        429,
        "RATE_LIMITED",
        new RegExp(`^Your account has used its ${budget.toLocaleString("en-US")} requests for this hour`),
      );
    }
  });
});
