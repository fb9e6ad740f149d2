import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Loader2 } from "lucide-react";
import { authMessages, Password } from "@common/auth";
import { paths } from "@common/paths";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Label } from "@web/components/ui/label";
import { PasswordField } from "@web/components/ui/field";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api-error";
import { useResetPassword } from "../api/reset-password";

const linkClass = "font-medium text-accent-text underline underline-offset-4";

function AskAgain() {
  return (
    <Link to={paths.forgotPassword} className={linkClass}>
      Ask for a new reset link
    </Link>
  );
}

/**
 * Sets a new password with the token from the reset link. On success every session has ended (this browser's too):
 * a toast says so and the page goes to /login.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // On by default: someone who lost control of the password may have made keys too (decision 029).
  const [revokeApiKeys, setRevokeApiKeys] = useState(true);

  if (!token)
    return (
      <div className="mt-8 grid gap-5 border border-border bg-surface p-6">
        <Alert title="RESET FAILED">{authMessages.resetLinkInvalid}</Alert>
        <p className="text-center text-sm">
          <AskAgain />
        </p>
      </div>
    );

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const newPassword = String(form.get("newPassword") ?? "");
    const confirm = String(form.get("confirmPassword") ?? "");
    const rule = Password.safeParse(newPassword);
    if (!rule.success) return setError(rule.error.issues[0]?.message ?? "Password must be at least 8 characters");
    if (newPassword !== confirm) return setError("Passwords do not match");
    setError(null);
    reset.mutate(
      { token, newPassword, revokeApiKeys },
      {
        onSuccess: (answer) => {
          toast({ title: "Password Reset", description: answer.message });
          void navigate(paths.login);
        },
        onError: (err) => setError(errorMessage(err, "Failed to reset the password. Please try again.")),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="mt-8 grid gap-5 border border-border bg-surface p-6" noValidate>
      {error ? (
        <Alert title="RESET FAILED">
          {error}
          {error === authMessages.resetLinkInvalid ? (
            <>
              {" "}
              <AskAgain />
            </>
          ) : null}
        </Alert>
      ) : null}
      <PasswordField label="New password" name="newPassword" autoComplete="new-password" required />
      <PasswordField label="Confirm new password" name="confirmPassword" autoComplete="new-password" required />
      <div className="flex items-start gap-3">
        <Checkbox
          id="revoke-api-keys"
          checked={revokeApiKeys}
          onCheckedChange={(v) => setRevokeApiKeys(v === true)}
          aria-describedby="revoke-api-keys-note"
          className="mt-0.5"
        />
        <div className="grid gap-1">
          <Label htmlFor="revoke-api-keys">Also revoke my API keys</Label>
          <p id="revoke-api-keys-note" className="text-xs text-muted-foreground">
            Every API key of the account stops working at once; apps that use them need new keys from the API Keys page.
            Untick to keep them.
          </p>
        </div>
      </div>
      <Button type="submit" size="lg" disabled={reset.isPending}>
        {reset.isPending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : null}
        Set new password
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        <Link to={paths.login} className={linkClass}>
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
