import type { Subscription } from "@common/auth";

/** The plan's "no limit" (UNLIMITED in common/plans, not imported here to keep the plans module out of this chunk). */
const UNLIMITED = -1;

/** Why the generator cannot make a concept now, before the form is filled; null when it can. */
export interface GenerationBlock {
  title: string;
  reason: string;
  /** The way out the banner links to. */
  action: string;
}

/**
 * What GET /api/user/subscription says about generating now: no access (the trial ended, the plan is inactive or
 * expired, with the server's own reason), or the concepts of the trial or of this month all made.
 */
export function generationBlock(sub: Subscription | undefined): GenerationBlock | null {
  if (!sub) return null;
  const { access } = sub;
  if (access.state === "trial-ended") return { title: "Trial ended", reason: access.message, action: "Choose a plan" };
  if (access.state === "inactive" || access.state === "expired")
    return { title: "No active plan", reason: access.message, action: "Choose a plan" };
  if (sub.conceptsLimit === UNLIMITED || sub.conceptsGenerated < sub.conceptsLimit) return null;
  const made = `You have made ${sub.conceptsGenerated} of ${sub.conceptsLimit} concepts`;
  return sub.plan === "free"
    ? {
        title: "Trial limit reached",
        reason: `${made} of your free trial. Choose a plan to keep creating ad concepts.`,
        action: "Choose a plan",
      }
    : {
        title: "Monthly limit reached",
        reason: `${made} this month. Upgrade your plan to create more, or wait for next month's count.`,
        action: "Upgrade",
      };
}
