import type { ReactNode } from "react";
import { Link, Navigate } from "react-router";
import { ShieldAlert } from "lucide-react";
import { paths } from "@common/paths";
import { platforms } from "@common/platforms";
import { PageMeta, type PageMetaProps } from "@web/components/seo/page-meta";
import { buttonClasses } from "@web/components/ui/button";
import { LoadingPanel as Waiting } from "@web/components/ui/spinner";
import { isEntitled, statusLabel, useSubscription } from "@web/lib/session/get-subscription";
import { useAuth } from "@web/lib/session/use-auth";
import { useHydrated } from "@web/lib/use-hydrated";

/**
 * SPEC §4 protected page guard: 'AUTHENTICATING' while loading, /login when signed out. `waiting`: the wait of a page
 * inside its frame (decision 045), shown also in the HTML the build prerenders for it and while the browser takes that
 * HTML over, before the stored session can be read.
 */
export function ProtectedRoute({ children, waiting }: { children: ReactNode; waiting?: ReactNode }) {
  const hydrated = useHydrated();
  const { isLoading, isAuthenticated } = useAuth();
  if (waiting && (!hydrated || isLoading)) return <>{waiting}</>;
  if (isLoading) return <Waiting label="AUTHENTICATING" />;
  if (!isAuthenticated) return <Navigate to={paths.login} replace />;
  return <>{children}</>;
}

/** SPEC §4 admin guard: 'Verifying admin credentials...' while loading, /dashboard for non-admins. */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { isLoading, user } = useAuth();
  if (isLoading) return <Waiting label="Verifying admin credentials..." />;
  if (!user) return <Navigate to={paths.login} replace />;
  if (!user.isAdmin) return <Navigate to={paths.dashboard} replace />;
  return <>{children}</>;
}

/**
 * SPEC §2 subscription guard: the generator opens for an active paid plan or a running free trial (decision 009);
 * otherwise ACCESS DENIED says why. `meta`: the guarded page's head tags.
 */
export function SubscriptionGuard({ meta, children }: { meta: PageMetaProps; children: ReactNode }) {
  const { data, isLoading } = useSubscription();
  if (isLoading) return <Waiting label="CHECKING SUBSCRIPTION" />;
  if (isEntitled(data)) return <>{children}</>;
  const reason = data && "message" in data.access ? data.access.message : undefined;
  return <AccessDenied meta={meta} plan={data?.plan} status={data ? statusLabel(data) : undefined} reason={reason} />;
}

function AccessDenied({
  meta,
  plan,
  status,
  reason,
}: {
  meta: PageMetaProps;
  plan?: string;
  status?: string;
  reason?: string | undefined;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16" aria-labelledby="access-denied-title">
      <PageMeta {...meta} />
      <div className="border border-destructive bg-surface p-8">
        <div className="flex items-center gap-3 text-destructive">
          <ShieldAlert aria-hidden className="h-8 w-8" />
          <h1 id="access-denied-title" className="font-mono text-2xl font-bold tracking-wider">
            ACCESS DENIED
          </h1>
        </div>
        <p className="mt-4 font-mono text-sm font-bold tracking-wide">PREMIUM FEATURE REQUIRES ACTIVE SUBSCRIPTION</p>
        {reason ? (
          <p className="mt-3 font-medium" data-testid="access-reason">
            {reason}
          </p>
        ) : null}
        <p className="mt-3 text-muted-foreground">
          The AI Generator is a premium feature for paid subscribers. Upgrade to generate ad copy in 20 languages and
          platform-ready images for {platforms.length} platforms from a single photo.
        </p>
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-y border-border py-4 font-mono text-sm">
          <dt className="text-muted-foreground">Current Status</dt>
          <dd>
            <span className="font-bold">{(plan ?? "free").toUpperCase()}</span>
            <span className="mx-2 text-muted-foreground">/</span>
            <span className="font-bold text-destructive">{(status ?? "inactive").toUpperCase()}</span>
          </dd>
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.plans} className={buttonClasses("default", "lg")}>
            UPGRADE SUBSCRIPTION
          </Link>
          <Link to={paths.dashboard} className={buttonClasses("outline", "lg")}>
            RETURN TO DASHBOARD
          </Link>
        </div>
      </div>
    </section>
  );
}
