import { paths } from "@common/paths";
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

const DESCRIPTION =
  "Upload one product photo, describe your business, and get ready-to-post ad copy in up to 20 languages with the photo re-framed for 7 social platforms. ZIP and PDF downloads.";

function structuredData(origin: string) {
  return [
    {
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: "ReachGen",
      url: `${origin}/`,
      applicationCategory: "BusinessApplication",
      operatingSystem: "Web",
      description: DESCRIPTION,
      inLanguage: "en",
      offers: {
        "@type": "Offer",
        name: "Basic",
        price: "9.00",
        priceCurrency: "USD",
        url: `${origin}${paths.plans}`,
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "ReachGen",
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
    },
  ];
}

export default function HomePage() {
  const { isAuthenticated } = useAuth();
  const subscription = useSubscription(isAuthenticated);
  const origin = typeof window === "undefined" ? "" : window.location.origin;

  return (
    <>
      <PageMeta
        title="ReachGen — AI ad concepts for every platform"
        description={DESCRIPTION}
        keywords="AI ad generator, multilingual ad copy, social media ad images, ad resizer, small business marketing, Facebook ads, Pinterest pins"
        path={paths.home}
        structuredData={structuredData(origin)}
      />
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
