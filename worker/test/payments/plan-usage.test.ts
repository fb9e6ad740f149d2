import { describe, expect, it } from "vitest";
import { Subscription } from "@common/auth";
import { CheckoutResult } from "@common/payments";
import { createUser } from "../factories";
import { call, expectBody, jsonInit } from "../helpers";

/** Buys `planId` from /subscription as the signed-in user, through the sandbox checkout's Pay button. */
async function upgrade(auth: Record<string, string>, planId: string) {
  const checkout = await expectBody(
    await call("/api/create-stripe-checkout", jsonInit("POST", { planId }, auth)),
    200,
    CheckoutResult,
  );
  const done = await call(`/api/sandbox/checkout/${checkout.sessionId}/complete`, {
    method: "POST",
    redirect: "manual",
  });
  expect(done.status).toBe(303);
  return expectBody(await call("/api/user/subscription", { headers: auth }), 200, Subscription);
}

describe("the month's concept count across a plan change", () => {
  it("a trial's count does not carry into the first paid month", async () => {
    const trial = await createUser({ plan: "free", conceptsLimit: 5, conceptsGenerated: 5 });
    const before = await expectBody(await call("/api/user/subscription", { headers: trial.auth }), 200, Subscription);
    expect(before).toMatchObject({ plan: "free", conceptsGenerated: 5, conceptsLimit: 5 });
    const after = await upgrade(trial.auth, "pro");
    expect(after).toMatchObject({ plan: "pro", conceptsGenerated: 0, conceptsLimit: 100, access: { state: "active" } });
  });

  it("a change between paid plans keeps the month's count", async () => {
    const pro = await createUser({ plan: "pro", conceptsLimit: 100, conceptsGenerated: 7 });
    const after = await upgrade(pro.auth, "enterprise");
    expect(after).toMatchObject({ plan: "enterprise", conceptsGenerated: 7 });
    const basic = await upgrade(pro.auth, "basic");
    expect(basic).toMatchObject({ plan: "basic", conceptsGenerated: 7, conceptsLimit: 25 });
  });
});
