import { useSearchParams } from "react-router";
import { paths } from "@common/paths";
import { TopBar } from "@web/components/layout/top-bar";
import { PageMeta } from "@web/components/seo/page-meta";
import { ResetPasswordForm } from "@web/features/auth/components/reset-password-form";

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta
        title="Choose a new password"
        description="Set a new password for your ReachGen account with the link from your reset mail."
        keywords="ReachGen reset password, new password"
        path={paths.resetPassword}
      />
      <TopBar />
      <div className="mx-auto max-w-md px-4 py-16">
        <p className="font-mono text-xs tracking-[0.3em] text-accent-text">SECURE TERMINAL</p>
        <h1 className="mt-2 font-mono text-3xl font-bold">NEW PASSWORD</h1>
        <p className="mt-2 text-muted-foreground">
          Choose a new password of at least 8 characters. Every session of your account will be signed out.
        </p>
        <ResetPasswordForm token={params.get("token")} />
      </div>
    </>
  );
}
