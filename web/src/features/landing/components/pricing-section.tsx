import { Link } from "react-router";
import { NoScriptFill } from "@web/components/no-script-fill";
import { Check, RefreshCw, TriangleAlert } from "lucide-react";
import { clsx } from "clsx";
import { paths } from "@common/paths";
import { languages } from "@common/languages";
import { platforms } from "@common/platforms";
import { formatLimit, formatPrice, UNLIMITED, type SubscriptionPlan } from "@common/plans";
import { usePlans } from "@web/lib/plans/get-plans";
import { buttonClasses } from "@web/components/ui/button";
import { eyebrowClasses } from "@web/components/ui/eyebrow";

/** The paid tiers, cheapest first: the landing page shows three (SPEC §2); the free trial lives on /plans. */
function paidTiers(plans: readonly SubscriptionPlan[]): SubscriptionPlan[] {
  return plans.filter((p) => p.isActive && p.name !== "free" && p.price > 0).sort((a, b) => a.price - b.price);
}

function currencySymbol(currency: string): string {
  return currency.toLowerCase() === "usd" ? "$" : `${currency.toUpperCase()} `;
}

export function PricingSection() {
  const plans = usePlans();
  const tiers = plans.data ? paidTiers(plans.data) : [];

  return (
    <section aria-labelledby="pricing-title" className="border-t border-border bg-surface-2">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div>
            <p className={eyebrowClasses}>{/* Pricing */}</p>
            <h2 id="pricing-title" className="mt-3 text-3xl font-bold leading-tight sm:text-4xl">
              Pick your monthly output.
            </h2>
            <p className="mt-3 max-w-xl text-muted-foreground">
              Every paid plan includes all {platforms.length} platforms, all {languages.length} languages and both
              download formats. Plans differ in how many concepts you create each month.
            </p>
          </div>
          <Link to={paths.plans} className={buttonClasses("outline", "display-lg", "self-start md:self-auto")}>
            GET STARTED
          </Link>
        </div>

        {plans.isError ? (
          <div
            role="alert"
            className="mt-10 flex flex-col gap-4 border border-destructive bg-surface p-6 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex items-start gap-3">
              <TriangleAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-destructive" />
              <div>
                <p className="font-mono font-bold">PRICING FEED OFFLINE</p>
                <p className="mt-1 text-sm text-muted-foreground">
                  The plans could not be loaded. Check your connection and try again.
                </p>
              </div>
            </div>
            <button
              type="button"
              onClick={() => void plans.refetch()}
              disabled={plans.isFetching}
              className={buttonClasses("outline", "display-md")}
            >
              <RefreshCw aria-hidden className={clsx("h-4 w-4", plans.isFetching && "animate-spin")} />
              {plans.isFetching ? "Retrying…" : "Retry"}
            </button>
          </div>
        ) : plans.isPending ? (
          <NoScriptFill
            name="plans"
            loading={
              <div aria-busy="true" className="mt-10 grid gap-4 md:grid-cols-3">
                <span className="sr-only" role="status">
                  Loading plans…
                </span>
                {[0, 1, 2].map((i) => (
                  <div key={i} aria-hidden className="border border-border bg-surface p-6 sm:p-8">
                    <div className="h-4 w-24 animate-pulse bg-border" />
                    <div className="mt-6 h-10 w-32 animate-pulse bg-border" />
                    <div className="mt-3 h-3 w-40 animate-pulse bg-border" />
                    <div className="mt-8 space-y-3">
                      <div className="h-3 w-full animate-pulse bg-border" />
                      <div className="h-3 w-5/6 animate-pulse bg-border" />
                      <div className="h-3 w-2/3 animate-pulse bg-border" />
                    </div>
                    <div className="mt-8 h-11 w-full animate-pulse bg-border" />
                  </div>
                ))}
              </div>
            }
          />
        ) : tiers.length === 0 ? (
          <p className="mt-10 border border-border bg-surface p-6 text-muted-foreground">
            Plans are being updated. See the{" "}
            <Link to={paths.plans} className="font-bold text-accent-text underline underline-offset-4">
              plans page
            </Link>{" "}
            for current pricing.
          </p>
        ) : (
          <ul className="mt-10 grid gap-4 md:grid-cols-3">
            {tiers.map((plan) => (
              <li key={plan.id}>
                <TierCard plan={plan} />
              </li>
            ))}
          </ul>
        )}
        <p className="mt-6 font-mono text-xs text-muted-foreground">
          Prices in {tiers[0]?.currency.toUpperCase() ?? "USD"}, billed monthly.
        </p>
      </div>
    </section>
  );
}

function TierCard({ plan }: { plan: SubscriptionPlan }) {
  const featured = plan.name === "pro";
  const unlimited = plan.conceptsLimit === UNLIMITED;
  return (
    <article
      aria-labelledby={`tier-${plan.id}`}
      className={clsx(
        "relative flex h-full flex-col border bg-surface p-6 sm:p-8",
        featured ? "border-2 border-accent shadow-[6px_6px_0_0_var(--accent)]" : "border-border",
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={`tier-${plan.id}`} className="font-mono text-lg font-bold uppercase tracking-wider">
          {plan.displayName}
        </h3>
        {featured ? (
          <span className="bg-accent px-2 py-1 font-mono text-[10px] font-bold uppercase tracking-widest text-accent-foreground">
            Most popular
          </span>
        ) : null}
      </div>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="font-mono text-4xl font-bold sm:text-5xl">
          {currencySymbol(plan.currency)}
          {formatPrice(plan.price)}
        </span>
        <span className="text-sm text-muted-foreground">/ {plan.interval || "month"}</span>
      </p>
      <p className="mt-2 font-mono text-sm font-bold text-accent-text">
        {unlimited ? (
          <>
            <span aria-hidden>{formatLimit(plan.conceptsLimit)}</span>
            <span className="sr-only">Unlimited</span> concepts / {plan.interval || "month"}
          </>
        ) : (
          `${formatLimit(plan.conceptsLimit)} concepts / ${plan.interval || "month"}`
        )}
      </p>
      {plan.featuresJson.length > 0 ? (
        <ul className="mt-6 flex-1 space-y-2.5 border-t border-border pt-6 text-sm">
          {plan.featuresJson.map((feature) => (
            <li key={feature} className="flex gap-2.5">
              <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-accent-text" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex-1" />
      )}
      <Link
        to={plan.price === 0 ? `${paths.register}?plan=${plan.name}` : `${paths.plans}?plan=${plan.name}`}
        className={buttonClasses(featured ? "accent" : "outline", "display-md", "mt-8 w-full")}
      >
        Choose {plan.displayName}
      </Link>
    </article>
  );
}
