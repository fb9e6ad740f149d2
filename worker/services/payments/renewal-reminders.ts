import { and, eq, gt, isNotNull, lte, ne } from "drizzle-orm";
import { paths } from "@common/paths";
import { type UserRow, users } from "../../db/schema";
import { publicOrigin } from "../../lib/origin";
import type { AppContext } from "../context";
import { sendMail } from "../mail/outbox";
import { billingOf } from "./manage-plan";
import { planById } from "../plans/names";

/** A crypto plan's owner is reminded this many days before it ends (it does not renew by itself). */
export const RENEWAL_REMINDER_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The reminder's idempotency key: one mail per account and end date, however often the cron runs. */
export const renewalReminderKey = (userId: number, end: Date) => `renewal-reminder/${userId}/${end.toISOString()}`;

export function renewalReminderMail(
  user: Pick<UserRow, "firstName" | "subscriptionPlan">,
  end: Date,
  /** The site's public origin (PUBLIC_ORIGIN), when configured: the mail then links to the page itself. */
  origin = "",
) {
  const plan = planById(user.subscriptionPlan);
  const date = end.toISOString().slice(0, 10);
  const greeting = user.firstName ? `Hello ${user.firstName},` : "Hello,";
  const lines = [
    greeting,
    `your ReachGen ${plan} plan, paid in crypto, ends on ${date} (UTC). Crypto plans do not renew by themselves.`,
    `To keep creating ad concepts after that day, sign in, open Subscription from the account menu (${origin ? `${origin}${paths.subscription}` : paths.subscription}) and pay for the next month, by card or in crypto.`,
    "If you let it end, your concepts stay in your account; the generator opens again when a plan is active.",
    "— ReachGen",
  ];
  return { subject: `Your ReachGen ${plan} plan ends on ${date}`, text: lines.join("\n\n") };
}

/**
 * The daily cron's reminder: every active crypto plan that ends within RENEWAL_REMINDER_DAYS gets one mail through the
 * outbox, keyed by account and end date, so reruns and retried cron deliveries mail nothing twice (a failed send is
 * tried again by the next run while the plan has not ended). Answers how many reminders were mailed by this run.
 */
export async function sendRenewalReminders(ctx: Pick<AppContext, "db" | "env" | "mail">, now = new Date()) {
  const due = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        ne(users.subscriptionPlan, "free"),
        eq(users.subscriptionStatus, "active"),
        isNotNull(users.subscriptionEndDate),
        gt(users.subscriptionEndDate, now),
        lte(users.subscriptionEndDate, new Date(now.getTime() + RENEWAL_REMINDER_DAYS * DAY_MS)),
      ),
    );
  // A cron run has no request: the mail links to the page only when the site's origin is configured.
  const NO_REQUEST = "http://no-request.invalid";
  const configured = publicOrigin(ctx.env, NO_REQUEST);
  const origin = configured === NO_REQUEST ? "" : configured;
  let mailed = 0;
  for (const user of due) {
    const end = user.subscriptionEndDate;
    if (!end || (await billingOf(ctx, user)) !== "crypto") continue;
    try {
      const mail = await sendMail(
        ctx,
        {
          to: user.email,
          ...renewalReminderMail(user, end, origin),
          kind: "billing",
          idempotencyKey: renewalReminderKey(user.id, end),
        },
        now.getTime(),
      );
      // An earlier run's record comes back unchanged (an older createdAt): nothing was mailed now.
      if (mail.createdAt === now.toISOString()) mailed += 1;
    } catch (err) {
      console.warn(`renewal reminder for user ${user.id} not sent`, err instanceof Error ? err.message : err);
    }
  }
  return mailed;
}
