import { useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { CheckCircle2, Clock, Loader2 } from "lucide-react";
import { RegisterInput } from "@common/auth";
import { paths } from "@common/paths";
import { PlanName } from "@common/plans";
import { TopBar } from "@web/components/layout/top-bar";
import { routeMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Field, PasswordField } from "@web/components/ui/field";
import { toast } from "@web/components/ui/toast";
import { useRegister } from "@web/features/auth/api/register";
import { recallBuyer } from "@web/features/subscription/checkout-buyer";
import { errorMessage } from "@web/lib/api-error";
import { usePlans } from "@web/lib/plans/get-plans";

export default function RegisterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const register = useRegister();
  const plans = usePlans();
  const [error, setError] = useState<string | null>(null);
  const planParam = params.get("plan");
  const plan = PlanName.safeParse(planParam);
  if (!planParam || !plan.success) return <Navigate to={paths.plans} replace />;

  const payment = params.get("payment");
  const txId = params.get("txId");
  // Proves this browser paid for the account the checkout created (decision 003); the server checks it.
  const claimToken = params.get("claim");
  const isFree = plan.data === "free";
  const isCrypto = !isFree && payment === "crypto";
  // SPEC §4: verified only for the card-success value or the free plan. A crypto buyer may register; the plan waits.
  const verified = isFree || payment === "success";
  const canSubmit = verified || isCrypto;
  const planInfo = plans.data?.find((p) => p.name === plan.data);
  const buyer = recallBuyer();

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    if (form.get("password") !== form.get("confirmPassword")) {
      setError("Passwords do not match");
      return;
    }
    const parsed = RegisterInput.safeParse({
      email: form.get("email"),
      password: form.get("password"),
      firstName: form.get("firstName"),
      lastName: form.get("lastName"),
      subscriptionPlan: plan.data,
      paymentMethod: isFree ? "free" : isCrypto ? "crypto" : "stripe",
      paymentTransactionId: txId,
      claimToken,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Registration failed");
      return;
    }
    setError(null);
    register.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: "Account Created", description: "Welcome to ReachGen." });
        void navigate(isCrypto ? paths.subscription : paths.dashboard);
      },
      onError: (err) => setError(errorMessage(err, "Registration failed")),
    });
  };

  return (
    <>
      <PageMeta {...routeMeta.register} />
      <TopBar />
      <div className="mx-auto max-w-lg px-4 py-12">
        <p className="font-mono text-xs tracking-[0.3em] text-accent-text">NEW OPERATOR</p>
        <h1 className="mt-2 font-mono text-3xl font-bold">Create your account</h1>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border border-border bg-surface-2 p-4">
          <div>
            <p className="font-mono text-xs text-muted-foreground">SELECTED PLAN</p>
            <p className="font-mono text-lg font-bold" data-testid="selected-plan">
              {planInfo?.displayName ?? plan.data.toUpperCase()}
            </p>
          </div>
          <div className="text-right">
            {verified ? (
              <p className="flex items-center gap-1.5 font-mono text-sm font-bold text-accent-text">
                <CheckCircle2 aria-hidden className="h-4 w-4" /> {isFree ? "NO PAYMENT NEEDED" : "PAYMENT VERIFIED"}
              </p>
            ) : (
              <p className="flex items-center gap-1.5 font-mono text-sm font-bold text-warning">
                <Clock aria-hidden className="h-4 w-4" /> PAYMENT PENDING
              </p>
            )}
            <Link to={paths.plans} className="text-sm text-accent-text underline underline-offset-4">
              Change plan
            </Link>
          </div>
        </div>
        {isCrypto ? (
          <Alert variant="warning" title="CRYPTO PAYMENT" className="mt-4">
            Your account activates once your payment is confirmed. After creating it, submit your transaction hash on
            the subscription page.
          </Alert>
        ) : null}
        <form onSubmit={onSubmit} className="mt-6 grid gap-5 border border-border bg-surface p-6" noValidate>
          {error ? <Alert title="REGISTRATION FAILED">{error}</Alert> : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label="First name"
              name="firstName"
              autoComplete="given-name"
              defaultValue={buyer.firstName}
              required
            />
            <Field
              label="Last name"
              name="lastName"
              autoComplete="family-name"
              defaultValue={buyer.lastName}
              required
            />
          </div>
          <Field label="Email" name="email" type="email" autoComplete="email" defaultValue={buyer.email} required />
          <PasswordField label="Password" name="password" autoComplete="new-password" required minLength={8} />
          <PasswordField label="Confirm password" name="confirmPassword" autoComplete="new-password" required />
          <Button type="submit" size="lg" disabled={!canSubmit || register.isPending}>
            {register.isPending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : null}
            {canSubmit ? "Create account" : "AWAITING PAYMENT VERIFICATION"}
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            Already have an account?{" "}
            <Link to={paths.login} className="font-medium text-accent-text underline underline-offset-4">
              Log in
            </Link>
          </p>
        </form>
      </div>
    </>
  );
}
