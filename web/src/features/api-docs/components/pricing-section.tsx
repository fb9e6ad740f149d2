import { Link } from "react-router";
import { ArrowRight, CircleCheck } from "lucide-react";
import { type ApiPlan, planApiBudget, planApiCredit, type PriceClass, usagePrices } from "@common/api-terms";
import { paths } from "@common/paths";
import { formatPrice } from "@common/plans";
import { buttonClasses } from "@web/components/ui/button";
import { usePlans } from "@web/lib/plans/get-plans";
import type { ApiDocState } from "../api/get-openapi";
import { formatCallPrice } from "../api-model";
import { Callout, DocSection, DocTable, Prose, SubHeading } from "./doc-primitives";
import { WithModel } from "./doc-state";
import { MethodBadge } from "./endpoint-card";

const apiPlans = Object.keys(planApiBudget) as ApiPlan[];
const planLabel = (plan: string) => plan.charAt(0).toUpperCase() + plan.slice(1);
const count = (n: number) => n.toLocaleString("en-US");

const classLabels: Record<PriceClass, string> = {
  generation: "Generation",
  read: "Read",
  update: "Update",
  analytics: "Analytics",
  free: "Free",
};

/** The price class a price belongs to (common/api usagePrices), for the table's last column. */
function priceClassOf(price: number | null): string {
  const entry = Object.entries(usagePrices).find(([, p]) => p === price);
  return entry ? classLabels[entry[0] as PriceClass] : "—";
}

function PlanCards() {
  const plans = usePlans();
  const priceOf = (name: string) => {
    const plan = plans.data?.find((p) => p.name === name);
    return plan ? `$${formatPrice(plan.price)} / ${plan.interval}` : null;
  };
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2">
      {apiPlans.map((plan) => {
        const credit = planApiCredit[plan];
        const price = priceOf(plan);
        return (
          <li key={plan} className="border border-border bg-surface p-5">
            <div className="flex items-baseline justify-between gap-3">
              <h3 className="font-mono text-lg font-bold uppercase tracking-wider">{planLabel(plan)}</h3>
              {price ? <span className="font-mono text-sm text-muted-foreground">{price}</span> : null}
            </div>
            <ul className="mt-4 space-y-2 text-sm">
              {[
                `${count(planApiBudget[plan])} requests per hour per account, shared by its keys`,
                credit > 0 ? `$${count(credit)} of API credit included every month` : "No included API credit",
              ].map((item) => (
                <li key={item} className="flex gap-2">
                  <CircleCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-accent-text" />
                  {item}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

/** Plan facts from common/api, and the price of each operation from the document's x-price. */
export function PricingSection({ state }: { state: ApiDocState }) {
  return (
    <DocSection id="pricing" eyebrow="05 // Pricing" title="Pricing">
      <Prose>
        The API comes with the {apiPlans.map(planLabel).join(" and ")} plans. On top of the plan, each successful call
        costs the price of its endpoint. Included credit is used first; what goes beyond it is billed monthly.
      </Prose>
      <PlanCards />

      <SubHeading>Price per endpoint</SubHeading>
      <WithModel state={state} heights={["h-80"]}>
        {(model) => (
          <DocTable
            label="Price per successful call, by endpoint"
            head={["Endpoint", "Price per call", "Class"]}
            rows={model.operations.map((op) => [
              <a key="e" href={`#${op.id}`} className="inline-flex items-center gap-3 hover:text-accent-text">
                <MethodBadge method={op.method} />{" "}
                <span className="underline decoration-border underline-offset-4">{op.path}</span>
              </a>,
              <span key="p" className="font-mono font-bold text-foreground">
                {formatCallPrice(op.price)}
              </span>,
              priceClassOf(op.price),
            ])}
          />
        )}
      </WithModel>

      <Callout title="What is free">
        Only successful answers (2xx) are charged. Failed calls (any non-2xx status) and idempotent replays (a retry of
        a request with the same <code className="font-mono">Idempotency-Key</code>) are free. Calls you make with your
        signed-in session, such as on the API Keys page, are not API calls and are not counted.
      </Callout>
      <div className="mt-6">
        <Link to={paths.plans} className={buttonClasses("accent", "display-md")}>
          See plans
          <ArrowRight aria-hidden className="h-4 w-4" />
        </Link>
      </div>
    </DocSection>
  );
}
