import { useState } from "react";
import { Link } from "react-router";
import { Loader2 } from "lucide-react";
import { ForgotPasswordInput } from "@common/auth";
import { paths } from "@common/paths";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Field } from "@web/components/ui/field";
import { errorMessage } from "@web/lib/api-error";
import { useForgotPassword } from "../api/forgot-password";

const linkClass = "font-medium text-accent-text underline underline-offset-4";

/**
 * Asks for a reset link. The server answers the same whether or not the address has an account, and that answer is
 * what the page shows: it never says more than the server does.
 */
export function ForgotPasswordForm() {
  const request = useForgotPassword();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const parsed = ForgotPasswordInput.safeParse({ email: form.get("email") });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please enter a valid email address");
      return;
    }
    setError(null);
    request.mutate(parsed.data, {
      onError: (err) => setError(errorMessage(err, "The request failed. Please try again.")),
    });
  };

  if (request.isSuccess)
    return (
      <div className="mt-8 grid gap-5 border border-border bg-surface p-6">
        <Alert title="CHECK YOUR INBOX" variant="info">
          {request.data.message}
        </Alert>
        <p className="text-center text-sm text-muted-foreground">
          <Link to={paths.login} className={linkClass}>
            Back to sign in
          </Link>
        </p>
      </div>
    );

  return (
    <form onSubmit={onSubmit} className="mt-8 grid gap-5 border border-border bg-surface p-6" noValidate>
      {error ? <Alert title="REQUEST FAILED">{error}</Alert> : null}
      <Field label="Email" name="email" type="email" autoComplete="email" required />
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : null}
        Send reset link
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Remembered it?{" "}
        <Link to={paths.login} className={linkClass}>
          Sign in
        </Link>
      </p>
    </form>
  );
}
