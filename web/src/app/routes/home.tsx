import { homeStructuredData, routeMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";
import { FeaturesGrid } from "@web/features/landing/components/features-grid";
import { FinalCta } from "@web/features/landing/components/final-cta";
import { Hero } from "@web/features/landing/components/hero";
import { HowItWorks } from "@web/features/landing/components/how-it-works";
import { NewsletterSection } from "@web/features/landing/components/newsletter-section";
import { PlatformRow } from "@web/features/landing/components/platform-row";
import { PricingSection } from "@web/features/landing/components/pricing-section";
import { NewsletterForm } from "@web/features/newsletter/components/newsletter-form";
import { useSubscription } from "@web/lib/session/get-subscription";
import { useAuth } from "@web/lib/session/use-auth";

export default function HomePage() {
  const { isAuthenticated } = useAuth();
  const subscription = useSubscription(isAuthenticated);
  const origin = typeof window === "undefined" ? "" : window.location.origin;

  return (
    <>
      <PageMeta {...routeMeta.home} structuredData={homeStructuredData(origin)} />
      <Hero isAuthenticated={isAuthenticated} plan={subscription.data?.plan} shareUrl={`${origin}/`} />
      <HowItWorks />
      <FeaturesGrid />
      <PlatformRow />
      <PricingSection />
      <NewsletterSection>
        <NewsletterForm source="landing_page" />
      </NewsletterSection>
      <FinalCta isAuthenticated={isAuthenticated} />
    </>
  );
}
