import { describe, expect, it } from "vitest";
import type { Subscription } from "@common/auth";
import { generationBlock } from "./limit";

const sub = (over: Partial<Subscription>): Subscription => ({
  plan: "pro",
  status: "active",
  conceptsGenerated: 0,
  conceptsLimit: 100,
  subscriptionEndDate: null,
  access: { state: "active" },
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  billing: "stripe",
  ...over,
});

describe("what the generator's limit banner says", () => {
  it("nothing while concepts are left, or on an unlimited plan", () => {
    expect(generationBlock(sub({ conceptsGenerated: 99 }))).toBeNull();
    expect(generationBlock(sub({ plan: "enterprise", conceptsGenerated: 500, conceptsLimit: -1 }))).toBeNull();
    expect(generationBlock(undefined)).toBeNull();
  });

  it("the month's count on a paid plan, the trial's on the trial, with the way to upgrade", () => {
    expect(generationBlock(sub({ plan: "basic", conceptsGenerated: 25, conceptsLimit: 25 }))).toEqual({
      title: "Monthly limit reached",
      reason:
        "You have made 25 of 25 concepts this month. Upgrade your plan to create more, or wait for next month's count.",
      action: "Upgrade",
    });
    const trial = generationBlock(
      sub({
        plan: "free",
        conceptsGenerated: 5,
        conceptsLimit: 5,
        access: { state: "trial", trialEndsAt: "2030-01-01" },
      }),
    );
    expect(trial?.reason).toBe(
      "You have made 5 of 5 concepts of your free trial. Choose a plan to keep creating ad concepts.",
    );
  });

  it("the server's own reason when there is no access", () => {
    const message = "Your 7-day free trial has ended. Choose a plan to keep creating ad concepts.";
    expect(generationBlock(sub({ plan: "free", access: { state: "trial-ended", message } }))).toEqual({
      title: "Trial ended",
      reason: message,
      action: "Choose a plan",
    });
  });
});
