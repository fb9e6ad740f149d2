import type { ReactNode } from "react";
import { Check } from "lucide-react";
import { formatLimit, formatPrice, type SubscriptionPlan } from "@common/plans";
import { cn } from "@web/lib/cn";

/** One tier: price (cents / 100), limit (∞ for -1), features; pro is marked most popular (SPEC §9). */
export function PlanCard({
  plan,
  children,
  selected,
  headingLevel = "h2",
}: {
  plan: SubscriptionPlan;
  children?: ReactNode;
  selected?: boolean;
  headingLevel?: "h2" | "h3";
}) {
  const popular = plan.name === "pro";
  const Heading = headingLevel;
  return (
    <article
      aria-label={`${plan.displayName} plan`}
      className={cn(
        "relative flex flex-col border bg-surface p-6",
        popular ? "border-accent" : "border-border",
        selected && "ring-2 ring-accent",
      )}
    >
      {popular ? (
        <span className="absolute -top-3 left-6 bg-accent px-2 py-0.5 font-mono text-xs font-bold text-accent-foreground">
          MOST POPULAR
        </span>
      ) : null}
      <Heading className="font-mono text-lg font-bold">{plan.displayName}</Heading>
      <p className="mt-3 font-mono text-4xl font-bold">
        ${formatPrice(plan.price)}
        <span className="text-base font-normal text-muted-foreground">
          {plan.interval === "month" ? "/month" : " · 7 days"}
        </span>
      </p>
      <p className="mt-1 font-mono text-sm text-accent-text">
        {formatLimit(plan.conceptsLimit)} concepts{plan.interval === "month" ? " / month" : ""}
      </p>
      <ul className="mt-5 flex-1 space-y-2 text-sm">
        {plan.featuresJson.map((f) => (
          <li key={f} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-accent-text" />
            {f}
          </li>
        ))}
      </ul>
      <div className="mt-6">{children}</div>
    </article>
  );
}
