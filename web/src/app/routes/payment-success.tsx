import { useEffect, useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { CheckCircle2 } from "lucide-react";
import { paths } from "@common/paths";
import { TopBar } from "@web/components/layout/top-bar";
import { routeMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";
import { buttonClasses } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toast";
import { useAuth } from "@web/lib/session/use-auth";

const SUPPORT_EMAIL = "support@reachgen.app";

/** SPEC §4: with session_id a success toast and confirmation; without it, back to /subscription after 3 s. */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get("session_id");
  const { user } = useAuth();
  const toasted = useRef(false);

  useEffect(() => {
    if (sessionId) {
      if (!toasted.current) {
        toasted.current = true;
        toast({ title: "Payment Successful!", description: "Your subscription is active." });
      }
      return;
    }
    const t = setTimeout(() => void navigate(paths.subscription), 3000);
    return () => clearTimeout(t);
  }, [sessionId, navigate]);

  return (
    <>
      <PageMeta {...routeMeta.paymentSuccess} />
      <TopBar />
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        {sessionId ? (
          <>
            <CheckCircle2 aria-hidden className="mx-auto h-14 w-14 text-accent-text" />
            <h1 className="mt-4 font-mono text-2xl font-bold sm:text-3xl">SUBSCRIPTION ACTIVATED SUCCESSFULLY</h1>
            <p className="mt-4 text-muted-foreground">
              Thank you. Your plan is active and the AI generator is unlocked.
            </p>
            <p className="mt-4 break-all border border-border bg-surface-2 p-3 font-mono text-xs">
              Transaction ID: <span data-testid="transaction-id">{sessionId}</span>
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Link to={paths.dashboard} className={buttonClasses("outline")}>
                Go to dashboard
              </Link>
              <Link to={paths.aiGenerator} className={buttonClasses("accent")}>
                Open AI generator
              </Link>
            </div>
            <p className="mt-8 text-sm text-muted-foreground">
              Questions about this payment? Write to{" "}
              <a className="text-accent-text underline" href={`mailto:${SUPPORT_EMAIL}`}>
                {SUPPORT_EMAIL}
              </a>
              {user ? <> from {user.email}</> : null} and quote the transaction ID.
            </p>
          </>
        ) : (
          <>
            <h1 className="font-mono text-2xl font-bold">Checking your payment</h1>
            <p className="mt-4 text-muted-foreground">
              No payment session was found in this link. Taking you to your subscription…
            </p>
          </>
        )}
      </div>
    </>
  );
}
