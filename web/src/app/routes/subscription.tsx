import { routeMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";
import { SubscriptionPanel } from "@web/features/subscription/components/subscription-panel";

export default function SubscriptionPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageMeta {...routeMeta.subscription} />
      <p className="font-mono text-xs tracking-[0.3em] text-accent-text">ACCOUNT</p>
      <h1 className="mt-2 mb-8 font-mono text-3xl font-bold sm:text-4xl">Subscription</h1>
      <SubscriptionPanel />
    </div>
  );
}
