import { homeStructuredData, routeMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";
import { Hero } from "@web/features/landing/components/hero";
import { HowItWorks } from "@web/features/landing/components/how-it-works";
import { Deferred, deferredPart } from "@web/lib/deferred";
import { useSubscription } from "@web/lib/session/get-subscription";
import { useAuth } from "@web/lib/session/use-auth";
import { useHydrated } from "@web/lib/use-hydrated";

const belowFold = deferredPart(() => import("./home-below-fold"));

export default function HomePage() {
  const { isAuthenticated } = useAuth();
  const subscription = useSubscription(isAuthenticated);
  const origin = useHydrated() ? window.location.origin : "";

  return (
    <>
      <PageMeta {...routeMeta.home} structuredData={homeStructuredData(origin)} />
      <Hero isAuthenticated={isAuthenticated} plan={subscription.data?.plan} shareUrl={`${origin}/`} />
      <HowItWorks />
      <Deferred part={belowFold} margin="200px 0px" />
    </>
  );
}
