import { useState } from "react";
import { ArrowDownRight, ArrowUpRight, CreditCard, Loader2, RotateCcw, Wallet, XCircle } from "lucide-react";
import type { Subscription } from "@common/auth";
import { cryptoCurrencies, type CryptoCurrency } from "@common/payments";
import { formatLimit, formatPrice, type SubscriptionPlan } from "@common/plans";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api-error";
import { usePlans } from "@web/lib/plans/get-plans";
import { isEntitled, pendingPaymentText, statusLabel, useSubscription } from "@web/lib/session/get-subscription";
import { CARD_PROVIDER_NAME, useCheckout } from "../api/create-checkout";
import { useCryptoAddresses } from "../api/get-crypto-addresses";
import { type PlanAction, useManagePlan } from "../api/manage-plan";
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
  const [changeTo, setChangeTo] = useState<SubscriptionPlan | null>(null);
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
              <dt className="text-sm text-muted-foreground">{periodHeading(sub)}</dt>
              <dd className="font-mono" data-testid="period-end">
                {sub.access.state === "trial"
                  ? new Date(sub.access.trialEndsAt).toLocaleDateString()
                  : sub.currentPeriodEnd
                    ? dateOf(sub.currentPeriodEnd)
                    : "—"}
              </dd>
            </div>
          </dl>
        )}
        {sub ? <PlanControls sub={sub} displayName={current?.displayName ?? sub.plan} /> : null}
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
            // A running card plan changes in place (Stripe prorates); only plans without one start a new payment.
            const changeable = sub !== undefined && cardManaged(sub) && current !== undefined && paid;
            const downgrade = current !== undefined && plan.price < current.price;
            return (
              <PlanCard key={plan.id} plan={plan} headingLevel="h3">
                <div className="space-y-2">
                  {isCurrent ? (
                    <button type="button" className={`${button} border-border`} disabled>
                      Current Plan
                    </button>
                  ) : changeable ? (
                    <button
                      type="button"
                      className={`${button} border-accent bg-accent text-accent-foreground hover:opacity-90`}
                      onClick={() => setChangeTo(plan)}
                    >
                      {downgrade ? (
                        <ArrowDownRight aria-hidden className="h-4 w-4" />
                      ) : (
                        <ArrowUpRight aria-hidden className="h-4 w-4" />
                      )}
                      {downgrade ? `Downgrade to ${plan.displayName}` : `Upgrade to ${plan.displayName}`}
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
                        Pay by card
                      </button>
                      <button
                        type="button"
                        className={`${button} border-border-strong hover:bg-surface-2`}
                        onClick={() => setCryptoPlan(plan)}
                      >
                        <Wallet aria-hidden className="h-4 w-4" />
                        Pay with crypto
                      </button>
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
      {sub && current ? (
        <ChangePlanDialog sub={sub} from={current} to={changeTo} onClose={() => setChangeTo(null)} />
      ) : null}
    </div>
  );
}

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });

/** A paid card plan that is running: it can be cancelled, resumed and changed here. */
const cardManaged = (sub: Subscription) =>
  (sub.billing === "stripe" || sub.billing === "sandbox") &&
  sub.plan !== "free" &&
  (sub.status === "active" || sub.status === "past_due") &&
  sub.access.state !== "expired";

function periodHeading(sub: Subscription): string {
  if (sub.access.state === "trial") return "Trial ends";
  if (sub.plan === "free" || !sub.currentPeriodEnd) return "Renews";
  if (sub.access.state === "expired" || sub.status === "expired" || sub.status === "canceled") return "Ended";
  if (sub.cancelAtPeriodEnd || sub.billing === "crypto" || sub.billing === "none") return "Ends";
  return "Renews";
}

const noteClass = "text-sm text-muted-foreground";

/** What happens at the period's end, in words, and the Cancel or Resume button of a card plan. */
function PlanControls({ sub, displayName }: { sub: Subscription; displayName: string }) {
  const manage = useManagePlan();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const end = sub.currentPeriodEnd ? dateOf(sub.currentPeriodEnd) : null;
  const run = (input: PlanAction, done: string) =>
    manage.mutate(input, {
      onSuccess: () => {
        setConfirmCancel(false);
        toast({ title: "Plan updated", description: done });
      },
      onError: (error) =>
        toast({
          title: "Plan not changed",
          description: errorMessage(error, "Please try again"),
          variant: "destructive",
        }),
    });

  if (sub.plan === "free" || !end) return null;
  if (sub.billing === "crypto") {
    return (
      <p className={`mt-6 ${noteClass}`} data-testid="renewal-note">
        {`Paid in crypto: your ${displayName} plan ends on ${end} and does not renew by itself. We mail you a reminder 3 days before; pay for the next month below, by card or in crypto.`}
      </p>
    );
  }
  if (!cardManaged(sub)) return null;
  const testMode = sub.billing === "sandbox" ? " TEST MODE: no card is charged here." : "";
  return (
    <div className="mt-6 flex flex-col gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
      <p className={noteClass} data-testid="renewal-note">
        {sub.cancelAtPeriodEnd
          ? `Cancelled: your ${displayName} plan stays until ${end}, then ends. Resume it before then to keep it.`
          : `Your ${displayName} plan renews on ${end}. Cancel any time: it stays until then.`}
        {testMode}
      </p>
      {sub.cancelAtPeriodEnd ? (
        <Button
          variant="accent"
          disabled={manage.isPending}
          onClick={() => run({ action: "resume" }, `Your ${displayName} plan renews on ${end} again.`)}
        >
          {manage.isPending ? (
            <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
          ) : (
            <RotateCcw aria-hidden className="h-4 w-4" />
          )}
          Resume plan
        </Button>
      ) : (
        <Button variant="outline" onClick={() => setConfirmCancel(true)}>
          <XCircle aria-hidden className="h-4 w-4" />
          Cancel plan
        </Button>
      )}
      <Dialog open={confirmCancel} onOpenChange={setConfirmCancel}>
        <DialogContent size="sm">
          <DialogHeader>
            <DialogTitle>Cancel your {displayName} plan?</DialogTitle>
            <DialogDescription>
              {`Your ${displayName} plan stays until ${end}: you keep creating until then, and it does not renew. You can resume it any time before ${end}.`}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={manage.isPending}>
                Keep my plan
              </Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={manage.isPending}
              onClick={() => run({ action: "cancel" }, `Your ${displayName} plan stays until ${end}, then ends.`)}
            >
              {manage.isPending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : null}
              {`Cancel at ${end}`}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** Confirms a change between paid card plans; Stripe charges or credits the difference pro rata. */
function ChangePlanDialog({
  sub,
  from,
  to,
  onClose,
}: {
  sub: Subscription;
  from: SubscriptionPlan;
  to: SubscriptionPlan | null;
  onClose: () => void;
}) {
  const manage = useManagePlan();
  const down = to !== null && to.price < from.price;
  const proration =
    sub.billing === "sandbox"
      ? "TEST MODE: no card is charged here; with Stripe the difference is charged or credited pro rata."
      : down
        ? `Stripe credits the unused part of this period at the ${from.displayName} price against your next invoice.`
        : `Stripe charges the difference for the rest of this period pro rata, on your next invoice.`;
  const change = () => {
    if (!to) return;
    manage.mutate(
      { action: "change", plan: to.name },
      {
        onSuccess: () => {
          toast({ title: "Plan changed", description: `You are on the ${to.displayName} plan now.` });
          onClose();
        },
        onError: (error) =>
          toast({
            title: "Plan not changed",
            description: errorMessage(error, "Please try again"),
            variant: "destructive",
          }),
      },
    );
  };
  return (
    <Dialog open={to !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>
            {down ? "Downgrade" : "Upgrade"} to {to?.displayName}?
          </DialogTitle>
          <DialogDescription>
            {`From now on: ${to ? formatLimit(to.conceptsLimit) : ""} concepts a month at $${to ? formatPrice(to.price) : ""}/month instead of $${formatPrice(from.price)}; this month's ${sub.conceptsGenerated} used concepts still count. ${proration}`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={manage.isPending}>
              Keep {from.displayName}
            </Button>
          </DialogClose>
          <Button variant="accent" disabled={manage.isPending} onClick={change}>
            {manage.isPending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : null}
            {down ? "Downgrade" : "Upgrade"} to {to?.displayName}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
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
