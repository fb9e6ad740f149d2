import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Loader2 } from "lucide-react";
import { Password } from "@common/auth";
import { paths } from "@common/paths";
import { routeMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";
import { Button } from "@web/components/ui/button";
import { PasswordField } from "@web/components/ui/field";
import { toast } from "@web/components/ui/toast";
import { useChangePassword } from "@web/features/auth/api/change-password";
import { errorMessage } from "@web/lib/api-error";

export default function ChangePasswordPage() {
  const change = useChangePassword();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => void navigate(paths.dashboard), 2000);
    return () => clearTimeout(t);
  }, [done, navigate]);

  const fail = (description: string) => toast({ title: "Password Change Failed", description, variant: "destructive" });

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const currentPassword = String(form.get("currentPassword") ?? "");
    const newPassword = String(form.get("newPassword") ?? "");
    const confirm = String(form.get("confirmPassword") ?? "");
    if (!currentPassword || !newPassword || !confirm) return fail("All password fields are required.");
    if (newPassword !== confirm) return fail("New password and confirmation must match.");
    const rule = Password.safeParse(newPassword);
    if (!rule.success) return fail(rule.error.issues[0]?.message ?? "Failed to change password. Please try again.");
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast({
            title: "Password Changed",
            description: "Your password was updated. Other sessions were signed out.",
          });
          formRef.current?.reset();
          setDone(true);
        },
        onError: (err) => fail(errorMessage(err, "Failed to change password. Please try again.")),
      },
    );
  };

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <PageMeta {...routeMeta.changePassword} />
      <p className="font-mono text-xs tracking-[0.3em] text-accent-text">SECURITY</p>
      <h1 className="mt-2 font-mono text-3xl font-bold">Change Password</h1>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        className="mt-8 grid gap-5 border border-border bg-surface p-6"
        noValidate
      >
        <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" />
        <PasswordField label="New password" name="newPassword" autoComplete="new-password" />
        <PasswordField label="Confirm new password" name="confirmPassword" autoComplete="new-password" />
        <Button type="submit" size="lg" disabled={change.isPending || done}>
          {change.isPending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : null}
          Change password
        </Button>
      </form>
    </div>
  );
}
