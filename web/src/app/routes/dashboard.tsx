import { memo } from "react";
import { Link } from "react-router";
import { Plus } from "lucide-react";
import { paths } from "@common/paths";
import { platforms } from "@common/platforms";
import { routeMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";
import { buttonClasses } from "@web/components/ui/button";
import { ExampleConcepts } from "@web/features/concepts/components/example-concepts";
import { OwnerConcepts } from "@web/features/concepts/components/owner-concepts";
import { SubscriptionBanner } from "@web/features/concepts/components/subscription-banner";
import { isEntitled, useSubscription } from "@web/lib/session/get-subscription";
import { useAuth } from "@web/lib/session/use-auth";

export default function DashboardPage() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <div className="mx-auto max-w-7xl px-4 py-12" aria-busy="true" />;
  return isAuthenticated ? <OwnerDashboard /> : <VisitorExamples />;
}

/**
 * Memoised: the page renders again once hydrated (the session is read then), and the examples must not render again
 * with it; their parts still hydrating would have to do it at once, in one long task.
 */
const VisitorExamples = memo(function VisitorExamples() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageMeta {...routeMeta.dashboard} />
      <div className="flex flex-wrap items-end justify-between gap-6">
        <div className="min-w-0">
          <p className="font-mono text-xs tracking-[0.3em] text-accent-text">SHOWCASE</p>
          <h1 className="mt-2 font-mono text-3xl font-bold sm:text-4xl">Example Ad Concepts</h1>
          <p className="mt-3 max-w-2xl text-muted-foreground">
            Concepts generated from a single product photo: titles and body copy per platform and language, with the
            photo framed for every size. Preview, download or share any of them.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.login} className={buttonClasses("outline")}>
            Sign In
          </Link>
          <Link to={paths.plans} className={buttonClasses("accent")}>
            Get Started
          </Link>
        </div>
      </div>
      <aside className="mt-10 border border-accent bg-accent-soft p-6">
        <h2 className="font-mono text-lg font-bold">Make concepts from your own photos</h2>
        <p className="mt-2 text-sm">
          Sign up to upload a product photo, describe your business and get ready-to-post ads for {platforms.length}{" "}
          platforms, Instagram, TikTok and X among them, in up to 20 languages — with ZIP and PDF download packages.
        </p>
        <Link to={paths.plans} className={buttonClasses("accent", "md", "mt-4")}>
          See plans
        </Link>
      </aside>
      <ExampleConcepts />
    </div>
  );
});

function OwnerDashboard() {
  const subscription = useSubscription();
  // SPEC §2 sends a user who may not generate to /plans; a running trial may.
  const free = subscription.data !== undefined && !isEntitled(subscription.data);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageMeta {...routeMeta.ownerDashboard} />
      <SubscriptionBanner />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="font-mono text-xs tracking-[0.3em] text-accent-text">WORKSPACE</p>
          <h1 className="mt-2 font-mono text-3xl font-bold sm:text-4xl">Ad Concepts Dashboard</h1>
        </div>
        <Link to={free ? paths.plans : paths.aiGenerator} className={buttonClasses("accent")}>
          <Plus aria-hidden className="h-4 w-4" />
          Create new concept
        </Link>
      </div>
      <OwnerConcepts />
    </div>
  );
}
