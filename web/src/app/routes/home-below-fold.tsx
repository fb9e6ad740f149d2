import { ExampleShowcase } from "@web/features/landing/components/example-showcase";
import { FeaturesGrid } from "@web/features/landing/components/features-grid";
import { FinalCta } from "@web/features/landing/components/final-cta";
import { NewsletterSection } from "@web/features/landing/components/newsletter-section";
import { PlatformRow } from "@web/features/landing/components/platform-row";
import { PricingSection } from "@web/features/landing/components/pricing-section";
import { NewsletterForm } from "@web/features/newsletter/components/newsletter-form";
import { useAuth } from "@web/lib/session/use-auth";

/**
 * The landing page below the hero and how it works: real output, features, platforms, pricing, the newsletter and the
 * final call to action. Its code (and the examples and plans it fetches) loads as the visitor scrolls towards it.
 */
export default function HomeBelowFold() {
  const { isAuthenticated } = useAuth();
  return (
    <>
      <ExampleShowcase />
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
