import { useState } from "react";
import { CreditCard, Loader2, Wallet } from "lucide-react";
import { cryptoCurrencies, type CryptoCurrency } from "@common/payments";
import { formatLimit, formatPrice, type SubscriptionPlan } from "@common/plans";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api-error";
import { usePlans } from "@web/lib/plans/get-plans";
import { isEntitled, pendingPaymentText, statusLabel, useSubscription } from "@web/lib/session/get-subscription";
import { CARD_PROVIDER_NAME, useCheckout } from "../api/create-checkout";
import { useCryptoAddresses } from "../api/get-crypto-addresses";
import { useCryptoPayment } from "../api/submit-crypto-payment";
import { PlanCard } from "./plan-card";

const button =
  "inline-flex w-full items-center justify-center gap-2 border px-4 py-2.5 font-mono text-sm font-bold disabled:cursor-not-allowed disabled:opacity-60";

/** Sends the browser to the card provider's checkout (SPEC §8 messages on failure). */
function usePayWithCard() {
  const checkout = useCheckout();
  const pay = (planId: string) =>
    checkout.mutate(
      { planId },
      {
        onSuccess: (result) => {
          const url = result.sessionUrl ?? result.url;
          if (!url) {
            toast({
              title: "Payment Error",
              description: `No redirect URL received from ${CARD_PROVIDER_NAME}`,
              variant: "destructive",
            });
            return;
          }
          window.location.href = url;
        },
        onError: (error) =>
          toast({
            title: "Payment Error",
            description: errorMessage(error, "Payment request failed"),
            variant: "destructive",
          }),
      },
    );
  return { pay, pendingPlan: checkout.isPending ? checkout.variables?.planId : undefined };
}

export function SubscriptionPanel() {
  const subscription = useSubscription();
  const plans = usePlans();
  const { pay, pendingPlan } = usePayWithCard();
  const [cryptoPlan, setCryptoPlan] = useState<SubscriptionPlan | null>(null);
  const sub = subscription.data;
  const current = plans.data?.find((p) => p.name === sub?.plan);

  return (
    <div className="space-y-10">
      <section aria-labelledby="current-subscription" className="border border-border bg-surface p-6">
        <h2 id="current-subscription" className="font-mono text-sm font-bold tracking-widest text-muted-foreground">
          CURRENT SUBSCRIPTION
        </h2>
        {subscription.isLoading ? (
          <p className="mt-4 text-muted-foreground">Loading your subscription…</p>
        ) : subscription.isError || !sub ? (
          <p role="alert" className="mt-4 text-destructive">
            Failed to fetch subscription
          </p>
        ) : (
          <dl className="mt-4 grid gap-4 sm:grid-cols-4">
            <div>
              <dt className="text-sm text-muted-foreground">Plan</dt>
              <dd className="font-mono text-xl font-bold" data-testid="current-plan">
                {current?.displayName ?? sub.plan}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Status</dt>
              <dd>
                <span
                  data-testid="current-status"
                  className={`inline-block border px-2 py-0.5 font-mono text-xs font-bold uppercase ${
                    isEntitled(sub)
                      ? "border-accent bg-accent-soft text-accent-text"
                      : "border-destructive text-destructive"
                  }`}
                >
                  {statusLabel(sub)}
                </span>
                {"message" in sub.access ? (
                  <p className="mt-2 text-sm" data-testid="access-reason">
                    {sub.access.message}
                  </p>
                ) : null}
                {sub.pendingPayment ? (
                  <p className="mt-2 text-sm text-warning" data-testid="pending-payment">
                    {pendingPaymentText(sub.pendingPayment)}
                  </p>
                ) : null}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">
                {sub.plan === "free" ? "Concepts in your trial" : "Concepts this month"}
              </dt>
              <dd className="font-mono text-xl font-bold">
                {sub.conceptsGenerated} / {formatLimit(sub.conceptsLimit)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">
                {sub.access.state === "trial" ? "Trial ends" : "Renews"}
              </dt>
              <dd className="font-mono">
                {sub.access.state === "trial"
                  ? new Date(sub.access.trialEndsAt).toLocaleDateString()
                  : sub.subscriptionEndDate
                    ? new Date(sub.subscriptionEndDate).toLocaleDateString()
                    : "—"}
              </dd>
            </div>
          </dl>
        )}
      </section>

      <section aria-labelledby="choose-plan">
        <h2 id="choose-plan" className="font-mono text-lg font-bold">
          Plans
        </h2>
        {plans.isError ? (
          <p role="alert" className="mt-4 text-destructive">
            Plans could not be loaded.{" "}
            <button type="button" className="underline" onClick={() => void plans.refetch()}>
              Retry
            </button>
          </p>
        ) : null}
        <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          {(plans.data ?? []).map((plan) => {
            const isCurrent = sub?.plan === plan.name && sub.status === "active";
            const paid = plan.price > 0;
            // A cheaper plan than the active one is a downgrade: paying for it replaces the current plan from today.
            const downgrade = sub?.status === "active" && current !== undefined && paid && plan.price < current.price;
            return (
              <PlanCard key={plan.id} plan={plan} headingLevel="h3">
                <div className="space-y-2">
                  {isCurrent ? (
                    <button type="button" className={`${button} border-border`} disabled>
                      Current Plan
                    </button>
                  ) : paid ? (
                    <>
                      <button
                        type="button"
                        className={`${button} border-accent bg-accent text-accent-foreground hover:opacity-90`}
                        disabled={pendingPlan !== undefined}
                        onClick={() => pay(plan.name)}
                      >
                        {pendingPlan === plan.name ? (
                          <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
                        ) : (
                          <CreditCard aria-hidden className="h-4 w-4" />
                        )}
                        {downgrade ? `Downgrade to ${plan.displayName}: pay by card` : "Pay by card"}
                      </button>
                      <button
                        type="button"
                        className={`${button} border-border-strong hover:bg-surface-2`}
                        onClick={() => setCryptoPlan(plan)}
                      >
                        <Wallet aria-hidden className="h-4 w-4" />
                        Pay with crypto
                      </button>
                      {downgrade ? (
                        <p className="text-center text-xs text-muted-foreground">
                          {`Replaces your ${current.displayName} plan from the day you pay; ${plan.conceptsLimit} concepts a month.`}
                        </p>
                      ) : null}
                    </>
                  ) : (
                    <p className="text-center font-mono text-xs text-muted-foreground">Included with every account</p>
                  )}
                </div>
              </PlanCard>
            );
          })}
        </div>
      </section>
      <CryptoPaymentDialog plan={cryptoPlan} onClose={() => setCryptoPlan(null)} />
    </div>
  );
}

function CryptoPaymentDialog({ plan, onClose }: { plan: SubscriptionPlan | null; onClose: () => void }) {
  const addresses = useCryptoAddresses(plan !== null);
  const submit = useCryptoPayment();
  const [currency, setCurrency] = useState<CryptoCurrency>("BTC");
  const [amount, setAmount] = useState("");
  const [typed, setTyped] = useState(false);
  const [txHash, setTxHash] = useState("");
  const address = addresses.data?.find((a) => a.currency === currency)?.address;
  // USDT is a dollar: its amount is the plan's price. Other currencies have no rate here, so the user types what
  // their exchange sent; an amount the user typed is never replaced.
  const price = plan ? (plan.price / 100).toFixed(2) : "";
  const dollars = plan?.currency.toLowerCase() === "usd";
  const chooseCurrency = (c: CryptoCurrency) => {
    setCurrency(c);
    if (typed) return;
    setAmount(c === "USDT" && dollars ? price : "");
  };

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!plan) return;
    submit.mutate(
      { planId: plan.name, cryptoCurrency: currency, amount, txHash },
      {
        onSuccess: (r) => {
          toast({ title: "Payment Submitted", description: r.message });
          setAmount("");
          setTyped(false);
          setTxHash("");
          onClose();
        },
        onError: (err) =>
          toast({
            title: "Payment Error",
            description: errorMessage(err, "Payment request failed"),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <Dialog open={plan !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pay for {plan?.displayName} with crypto</DialogTitle>
          <DialogDescription>
            Send ${plan ? formatPrice(plan.price) : ""} worth of the currency you choose to the address below, then
            paste the transaction hash. Your plan activates once an administrator confirms the payment.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="mt-5 space-y-4">
          <fieldset>
            <legend className="font-mono text-xs font-bold tracking-widest">CURRENCY</legend>
            <div className="mt-2 grid grid-cols-4 gap-2">
              {cryptoCurrencies.map((c) => (
                <label
                  key={c}
                  className={`cursor-pointer border px-2 py-2 text-center font-mono text-sm ${currency === c ? "border-accent bg-accent-soft font-bold" : "border-border"}`}
                >
                  <input
                    type="radio"
                    name="currency"
                    value={c}
                    checked={currency === c}
                    onChange={() => chooseCurrency(c)}
                    className="sr-only"
                  />
                  {c}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <p className="font-mono text-xs font-bold tracking-widest">RECEIVING ADDRESS</p>
            <p
              className="mt-1 break-all border border-border bg-surface-2 p-2 font-mono text-sm"
              data-testid="crypto-address"
            >
              {addresses.isLoading ? "Loading…" : (address ?? `No receiving address is configured for ${currency}`)}
            </p>
          </div>
          <label className="block">
            <span className="font-mono text-xs font-bold tracking-widest">AMOUNT SENT ({currency})</span>
            <input
              required
              value={amount}
              onChange={(e) => {
                setTyped(true);
                setAmount(e.target.value);
              }}
              inputMode="decimal"
              aria-describedby="crypto-amount-hint"
              className="mt-1 w-full border border-border bg-background px-3 py-2 font-mono"
            />
            <span id="crypto-amount-hint" className="mt-1 block text-xs text-muted-foreground">
              {currency === "USDT" && dollars
                ? `$${price} is ${price} USDT.`
                : `The ${currency} your exchange sent for $${price}, as its receipt shows it.`}
            </span>
          </label>
          <label className="block">
            <span className="font-mono text-xs font-bold tracking-widest">TRANSACTION HASH</span>
            <input
              required
              value={txHash}
              onChange={(e) => setTxHash(e.target.value)}
              spellCheck={false}
              className="mt-1 w-full border border-border bg-background px-3 py-2 font-mono text-sm"
            />
          </label>
          <button
            type="submit"
            disabled={submit.isPending || !address}
            className={`${button} border-accent bg-accent text-accent-foreground`}
          >
            {submit.isPending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : null}
            Submit payment for confirmation
          </button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
