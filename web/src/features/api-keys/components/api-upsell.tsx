import { Link } from "react-router";
import { BookOpen, Check, Lock } from "lucide-react";
import { type ApiPlan, planApiBudget, planApiCredit, usagePrices } from "@common/api";
import type { Subscription } from "@common/auth";
import { paths } from "@common/paths";
import { buttonClasses } from "@web/components/ui/button";
import { planLabels } from "../access";
import { formatCount, formatDollars } from "../format";

function planOffer(plan: ApiPlan): string[] {
  const credit = planApiCredit[plan];
  return [
    `${formatCount(planApiBudget[plan])} requests per hour per account, shared by all its keys`,
    credit > 0
      ? `$${formatCount(credit)} of API credit included every month`
      : "No included credit: every call is priced as listed below",
    "Keys with their own permissions, rate limit, allowed browser origins and expiry",
  ];
}

/**
 * What the developer API gives, for a user whose plan does not include it (anything but an active Pro or Enterprise
 * plan): each plan's hourly budget and monthly credit, the per-call prices, and links to upgrade and to the docs.
 */
export function ApiUpsell({ subscription, reason }: { subscription: Subscription | undefined; reason?: string }) {
  const plan = subscription?.plan;
  const lapsed = (plan === "pro" || plan === "enterprise") && subscription?.access.state !== "active";
  const why =
    reason ??
    (lapsed && subscription && "message" in subscription.access
      ? subscription.access.message
      : plan
        ? `Your ${planLabels[plan]} plan does not include API access.`
        : undefined);

  return (
    <section aria-labelledby="api-upsell-title" className="border border-accent bg-accent-soft p-6 sm:p-8">
      <div className="flex items-center gap-3">
        <Lock aria-hidden className="h-6 w-6 text-accent-text" />
        <h2 id="api-upsell-title" className="font-mono text-xl font-bold">
          The API comes with Pro and Enterprise
        </h2>
      </div>
      {why ? (
        <p className="mt-3 text-sm" data-testid="api-access-reason">
          {why}
        </p>
      ) : null}
      <p className="mt-3 max-w-3xl text-sm">
        Call ReachGen from your own code: create concepts from a photo and a brief, write copy in 20 languages, resize
        images for every platform and download packages, with keys you manage on this page.
      </p>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {(Object.keys(planApiBudget) as ApiPlan[]).map((p) => (
          <div key={p} className="border border-border bg-surface p-5">
            <h3 className="font-mono text-lg font-bold">{planLabels[p]}</h3>
            <ul className="mt-3 grid gap-2 text-sm">
              {planOffer(p).map((line) => (
                <li key={line} className="flex gap-2">
                  <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-accent-text" />
                  {line}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="mt-4 text-xs text-muted-foreground">
        Per successful call: concept generation {formatDollars(usagePrices.generation)}, read{" "}
        {formatDollars(usagePrices.read)}, update {formatDollars(usagePrices.update)}, analytics{" "}
        {formatDollars(usagePrices.analytics)}.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={paths.subscription} className={buttonClasses("accent")}>
          {lapsed ? "Renew your plan" : "Upgrade your plan"}
        </Link>
        <Link to={paths.apiDocs} className={buttonClasses("outline")}>
          <BookOpen aria-hidden className="h-4 w-4" />
          Read the API docs
        </Link>
      </div>
    </section>
  );
}
