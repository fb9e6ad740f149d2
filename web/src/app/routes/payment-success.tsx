import { useEffect, useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, CheckCircle2, Clock, Loader2 } from "lucide-react";
import { paths } from "@common/paths";
import { TopBar } from "@web/components/layout/top-bar";
import { routeMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";
import { buttonClasses } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toast";
import { useCheckoutStatus } from "@web/features/subscription/api/get-checkout-status";
import { subscriptionQueryOptions } from "@web/lib/session/get-subscription";
import { useAuth } from "@web/lib/session/use-auth";

const SUPPORT_EMAIL = "support@reachgen.app";
const titleCase = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * SPEC §4: with session_id the page asks the server what it knows of that checkout and says so truthfully: done (the
 * SPEC's success toast and confirmation), pending (the confirmation has not arrived; the page asks again), failed or
 * unknown (a made-up id). Without session_id, back to /subscription after 3 s.
 */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get("session_id");
  const { user } = useAuth();
  const toasted = useRef(false);
  const status = useCheckoutStatus(sessionId);
  const queryClient = useQueryClient();
  const state = status.data?.state;

  useEffect(() => {
    if (sessionId) {
      if (state === "done" && !toasted.current) {
        toasted.current = true;
        toast({ title: "Payment Successful!", description: "Your subscription is active." });
        void queryClient.invalidateQueries({ queryKey: subscriptionQueryOptions.queryKey });
      }
      return;
    }
    const t = setTimeout(() => void navigate(paths.subscription), 3000);
    return () => clearTimeout(t);
  }, [sessionId, state, navigate, queryClient]);

  const support = (
    <p className="mt-8 text-sm text-muted-foreground">
      Questions about this payment? Write to{" "}
      <a className="text-accent-text underline" href={`mailto:${SUPPORT_EMAIL}`}>
        {SUPPORT_EMAIL}
      </a>
      {user ? <> from {user.email}</> : null} and quote the transaction ID.
    </p>
  );
  const transaction = (
    <p className="mt-4 break-all border border-border bg-surface-2 p-3 font-mono text-xs">
      Transaction ID: <span data-testid="transaction-id">{sessionId}</span>
    </p>
  );

  return (
    <>
      <PageMeta {...routeMeta.paymentSuccess} />
      <TopBar />
      <div className="mx-auto max-w-xl px-4 py-16 text-center" aria-live="polite">
        {!sessionId ? (
          <>
            <h1 className="font-mono text-2xl font-bold">Checking your payment</h1>
            <p className="mt-4 text-muted-foreground">
              No payment session was found in this link. Taking you to your subscription…
            </p>
          </>
        ) : status.isLoading ? (
          <>
            <Loader2 aria-hidden className="mx-auto h-10 w-10 animate-spin text-muted-foreground" />
            <h1 className="mt-4 font-mono text-2xl font-bold">Checking your payment</h1>
          </>
        ) : status.isError || !state ? (
          <>
            <h1 className="font-mono text-2xl font-bold">We could not check this payment</h1>
            <p className="mt-4 text-muted-foreground">
              The server did not answer just now. Your payment is not lost: try again in a moment.
            </p>
            <button type="button" className={`mt-6 ${buttonClasses("outline")}`} onClick={() => void status.refetch()}>
              Check again
            </button>
            {transaction}
            {support}
          </>
        ) : state === "done" ? (
          <>
            <CheckCircle2 aria-hidden className="mx-auto h-14 w-14 text-accent-text" />
            <h1 className="mt-4 font-mono text-2xl font-bold sm:text-3xl">SUBSCRIPTION ACTIVATED SUCCESSFULLY</h1>
            <p className="mt-4 text-muted-foreground">
              Thank you. Your {status.data?.plan ? `${titleCase(status.data.plan)} ` : ""}plan is active and the AI
              generator is unlocked.
            </p>
            {transaction}
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Link to={paths.dashboard} className={buttonClasses("outline")}>
                Go to dashboard
              </Link>
              <Link to={paths.aiGenerator} className={buttonClasses("accent")}>
                Open AI generator
              </Link>
            </div>
            {support}
          </>
        ) : state === "pending" ? (
          <>
            <Clock aria-hidden className="mx-auto h-14 w-14 text-warning" />
            <h1 className="mt-4 font-mono text-2xl font-bold sm:text-3xl">PAYMENT PENDING</h1>
            <p className="mt-4 text-muted-foreground">
              The card provider has not confirmed this payment to us yet. This page checks again by itself; your plan
              starts as soon as the confirmation arrives.
            </p>
            {transaction}
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <button type="button" className={buttonClasses("outline")} onClick={() => void status.refetch()}>
                Check again
              </button>
              <Link to={paths.subscription} className={buttonClasses("accent")}>
                Go to subscription
              </Link>
            </div>
            {support}
          </>
        ) : (
          <>
            <AlertTriangle aria-hidden className="mx-auto h-14 w-14 text-destructive" />
            <h1 className="mt-4 font-mono text-2xl font-bold sm:text-3xl">
              {state === "failed" ? "PAYMENT NOT CONFIRMED" : "PAYMENT NOT FOUND"}
            </h1>
            <p className="mt-4 text-muted-foreground">
              {state === "failed"
                ? "The card provider's confirmation did not match this checkout, so no plan was started."
                : "We do not know a payment with this transaction ID, so no plan was started by it."}{" "}
              If money left your account, write to us and we will sort it out.
            </p>
            {transaction}
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Link to={paths.subscription} className={buttonClasses("accent")}>
                Go to subscription
              </Link>
            </div>
            {support}
          </>
        )}
      </div>
    </>
  );
}
