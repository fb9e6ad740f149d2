import { TopBar } from "@web/components/layout/top-bar";
import { routeMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";
import { ForgotPasswordForm } from "@web/features/auth/components/forgot-password-form";

export default function ForgotPasswordPage() {
  return (
    <>
      <PageMeta {...routeMeta.forgotPassword} />
      <TopBar />
      <div className="mx-auto max-w-md px-4 py-16">
        <p className="font-mono text-xs tracking-[0.3em] text-accent-text">SECURE TERMINAL</p>
        <h1 className="mt-2 font-mono text-3xl font-bold">RESET ACCESS</h1>
        <p className="mt-2 text-muted-foreground">
          Enter the email address of your account. We will mail you a link to choose a new password.
        </p>
        <ForgotPasswordForm />
      </div>
    </>
  );
}
