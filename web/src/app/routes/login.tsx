import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Loader2 } from "lucide-react";
import { LoginInput } from "@common/auth";
import { paths } from "@common/paths";
import { TopBar } from "@web/components/layout/top-bar";
import { routeMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Field, PasswordField } from "@web/components/ui/field";
import { toast } from "@web/components/ui/toast";
import { useLogin } from "@web/features/auth/api/login";
import { errorMessage } from "@web/lib/api-error";
import { useHydrated } from "@web/lib/use-hydrated";

export default function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const parsed = LoginInput.safeParse({ email: form.get("email"), password: form.get("password") });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Login failed");
      return;
    }
    setError(null);
    login.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: "Access Granted", description: "Welcome back to ReachGen." });
        void navigate(paths.dashboard);
      },
      onError: (err) => setError(errorMessage(err, "Login failed")),
    });
  };

  return (
    <>
      <PageMeta {...routeMeta.login} />
      <TopBar />
      <div className="mx-auto max-w-md px-4 py-16">
        <p className="font-mono text-xs tracking-[0.3em] text-accent-text">SECURE TERMINAL</p>
        <h1 className="mt-2 font-mono text-3xl font-bold">ACCESS SYSTEM</h1>
        <p className="mt-2 text-muted-foreground">Sign in with your email and password.</p>
        {/* The page arrives prerendered. Until the app has taken it over the button is disabled (so Enter does not
            send the form either) but looks as usual, with nothing to fade in. Were the form sent natively anyway, it
            is a POST (never the password in the URL) that the Worker answers by sending the browser back here. */}
        <form
          method="post"
          onSubmit={onSubmit}
          className="mt-8 grid gap-5 border border-border bg-surface p-6"
          noValidate
        >
          {error ? <Alert title="ACCESS DENIED">{error}</Alert> : null}
          <Field label="Email" name="email" type="email" autoComplete="email" required />
          <div className="grid gap-1.5">
            <PasswordField label="Password" name="password" autoComplete="current-password" required />
            <Link
              to={paths.forgotPassword}
              className="justify-self-end text-sm font-medium text-accent-text underline underline-offset-4"
            >
              Forgot password?
            </Link>
          </div>
          <Button
            type="submit"
            size="lg"
            disabled={!hydrated || login.isPending}
            style={hydrated ? undefined : { opacity: 1 }}
          >
            {login.isPending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : null}
            Sign in
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            No account yet?{" "}
            <Link to={paths.plans} className="font-medium text-accent-text underline underline-offset-4">
              Register
            </Link>
          </p>
        </form>
      </div>
    </>
  );
}
