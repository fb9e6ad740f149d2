import { Link } from "react-router";
import { Crown, Gift } from "lucide-react";
import { paths } from "@common/paths";
import { Badge } from "@web/components/ui/badge";
import { buttonClasses } from "@web/components/ui/button";
import { isEntitled, pendingPaymentText, statusLabel, useSubscription } from "@web/lib/session/get-subscription";

/**
 * SPEC §4 subscription banner: the free plan shows a free icon and 'Upgrade Plan'; an active plan or a running trial
 * ("TRIAL · N days left") is a default badge, anything else a destructive one with the reason.
 */
export function SubscriptionBanner() {
  const subscription = useSubscription();
  const sub = subscription.data;
  if (subscription.isError) {
    return (
      <p role="alert" className="mb-8 border border-destructive p-4 text-sm text-destructive">
        Failed to fetch subscription
      </p>
    );
  }
  if (!sub) return null;
  const free = sub.plan === "free";
  const active = isEntitled(sub);
  const Icon = free ? Gift : Crown;
  return (
    <section
      aria-label="Subscription"
      data-testid="subscription-banner"
      className="mb-8 flex flex-wrap items-center justify-between gap-3 border border-border bg-surface p-4"
    >
      <div className="flex min-w-0 items-center gap-3">
        <span
          className="grid h-10 w-10 shrink-0 place-items-center border border-accent bg-accent-soft"
          title={free ? "Free plan" : undefined}
        >
          <Icon aria-hidden className="h-5 w-5 text-accent-text" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-mono text-sm">
            <span>
              PLAN <span className="font-bold">{sub.plan.toUpperCase()}</span>
            </span>
            <Badge variant={active ? "default" : "destructive"}>{statusLabel(sub)}</Badge>
          </p>
          <p className="mt-0.5 text-xs text-muted-foreground">
            {sub.conceptsGenerated} of {sub.conceptsLimit === -1 ? "∞" : sub.conceptsLimit} concepts used{" "}
            {free ? "in your trial" : "this month"}
            {!active && "message" in sub.access ? ` · ${sub.access.message}` : ""}
          </p>
          {sub.pendingPayment ? (
            <p className="mt-1 font-mono text-xs text-warning" data-testid="pending-payment">
              PENDING CONFIRMATION · {pendingPaymentText(sub.pendingPayment)}
            </p>
          ) : null}
        </div>
      </div>
      {free ? (
        <Link to={paths.subscription} className={buttonClasses("accent", "sm")}>
          Upgrade Plan
        </Link>
      ) : null}
    </section>
  );
}
