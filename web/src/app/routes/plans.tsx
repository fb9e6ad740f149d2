import { useEffect, useRef, useState } from "react";
import { NoScriptFill } from "@web/components/no-script-fill";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Loader2 } from "lucide-react";
import { paths } from "@common/paths";
import { platforms } from "@common/platforms";
import { formatPrice, type SubscriptionPlan } from "@common/plans";
import { TopBar } from "@web/components/layout/top-bar";
import { plansStructuredData, routeMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";
import { Alert } from "@web/components/ui/alert";
import { Button, buttonClasses } from "@web/components/ui/button";
import { Field } from "@web/components/ui/field";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/toast";
import { useCheckout } from "@web/features/subscription/api/create-checkout";
import { rememberBuyer } from "@web/features/subscription/checkout-buyer";
import { PlanCard } from "@web/features/subscription/components/plan-card";
import { usePlans } from "@web/lib/plans/get-plans";
import { platformNames } from "@web/lib/platforms";

export default function PlansPage() {
  const plans = usePlans();
  const navigate = useNavigate();
  const checkout = useCheckout();
  const [chosen, setChosen] = useState<SubscriptionPlan | null>(null);
  const accountForm = useRef<HTMLElement>(null);

  // The form opens below four cards: on a phone it would be off screen, so bring it into view and focus it.
  useEffect(() => {
    if (!chosen || !accountForm.current) return;
    accountForm.current.scrollIntoView?.({ behavior: "smooth", block: "start" });
    accountForm.current.querySelector("input")?.focus({ preventScroll: true });
  }, [chosen]);

  const choose = (plan: SubscriptionPlan) => {
    if (plan.price === 0) void navigate(`${paths.register}?plan=${plan.name}`);
    else setChosen(plan);
  };

  // A plan chosen elsewhere (the landing's tier buttons: /plans?plan=pro) opens its account form at once.
  const [params] = useSearchParams();
  const asked = params.get("plan");
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the plans arrive
  useEffect(() => {
    const plan = plans.data?.find((p) => p.name === asked);
    if (plan) choose(plan);
  }, [plans.data, asked]);

  const pay = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!chosen) return;
    const form = new FormData(e.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const firstName = String(form.get("firstName") ?? "").trim();
    const lastName = String(form.get("lastName") ?? "").trim();
    if (!email || !firstName) {
      toast({
        title: "Missing Information",
        description: "Please fill in your email and first name.",
        variant: "destructive",
      });
      return;
    }
    rememberBuyer({ email, firstName, lastName });
    checkout.mutate(
      { planId: chosen.name, email, firstName, lastName },
      {
        onSuccess: (result) => {
          if (!result.url) {
            toast({ title: "Payment Error", description: "No checkout URL received", variant: "destructive" });
            return;
          }
          window.location.href = result.url;
        },
        onError: () =>
          toast({
            title: "Payment Error",
            description: "Failed to initialize payment. Please try again.",
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <>
      <PageMeta {...routeMeta.plans} structuredData={plansStructuredData(plans.data ?? [])} />
      <TopBar>
        <Link to={paths.login} className={buttonClasses("ghost", "sm")}>
          Login
        </Link>
      </TopBar>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <p className="font-mono text-xs tracking-[0.3em] text-accent-text">PRICING</p>
        <h1 className="mt-2 font-mono text-3xl font-bold sm:text-4xl">Choose your plan</h1>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          Every plan covers all {platforms.length} platforms ({platformNames}) and 20 languages. Paid plans unlock the
          AI generator; cancel any time.
        </p>

        {plans.isLoading ? (
          <NoScriptFill
            name="plans"
            loading={
              <div className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-4" aria-busy="true">
                <span role="status" className="sr-only">
                  Loading plans…
                </span>
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} className="h-96 border border-border" />
                ))}
              </div>
            }
          />
        ) : plans.isError ? (
          <Alert title="PLANS UNAVAILABLE" className="mt-10">
            <p>Plans could not be loaded. Check your connection and try again.</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              disabled={plans.isFetching}
              onClick={() => void plans.refetch()}
            >
              {plans.isFetching ? <Spinner /> : null}
              Retry
            </Button>
          </Alert>
        ) : (
          <div className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
            {(plans.data ?? []).map((plan) => (
              <PlanCard key={plan.id} plan={plan} selected={chosen?.id === plan.id}>
                <Button
                  variant={plan.name === "pro" ? "accent" : "outline"}
                  className="w-full"
                  onClick={() => choose(plan)}
                >
                  {plan.price === 0 ? "Start free trial" : `Choose ${plan.displayName}`}
                </Button>
              </PlanCard>
            ))}
          </div>
        )}

        {chosen ? (
          <section
            ref={accountForm}
            aria-labelledby="account-info"
            className="mx-auto mt-12 scroll-mt-6 max-w-xl border border-border-strong bg-surface p-6"
          >
            <div className="flex items-start justify-between gap-4">
              <div>
                <h2 id="account-info" className="font-mono text-lg font-bold">
                  Account information
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">
                  {chosen.displayName} · ${formatPrice(chosen.price)}/month. You create your password right after
                  paying.
                </p>
              </div>
              <Button variant="ghost" size="sm" onClick={() => setChosen(null)}>
                Change Plan
              </Button>
            </div>
            <form onSubmit={pay} className="mt-6 grid gap-4" noValidate>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label="First name" name="firstName" autoComplete="given-name" required />
                <Field label="Last name (optional)" name="lastName" autoComplete="family-name" />
              </div>
              <Field label="Email" name="email" type="email" autoComplete="email" required />
              <Button type="submit" size="lg" disabled={checkout.isPending}>
                {checkout.isPending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : null}
                Pay ${formatPrice(chosen.price)} with card
              </Button>
              <Link
                to={`${paths.register}?plan=${chosen.name}&payment=crypto`}
                className="text-center text-sm text-accent-text underline underline-offset-4"
              >
                Pay with crypto (BTC, ETH, USDT, SOL) instead
              </Link>
            </form>
          </section>
        ) : null}
      </div>
    </>
  );
}
