import { useSearchParams } from "react-router";
import { TopBar } from "@web/components/layout/top-bar";
import { routeMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";
import { ResetPasswordForm } from "@web/features/auth/components/reset-password-form";

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta {...routeMeta.resetPassword} />
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
