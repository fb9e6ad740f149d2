import { useSearchParams } from "react-router";
import { paths } from "@common/paths";
import { PageMeta } from "@web/components/seo/page-meta";
import { NewsletterLink } from "@web/features/newsletter/components/newsletter-link";

export default function NewsletterUnsubscribePage() {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <PageMeta
        title="Unsubscribe from the newsletter"
        description="Stop receiving the ReachGen newsletter."
        keywords="ReachGen newsletter, unsubscribe"
        path={paths.newsletterUnsubscribe}
        noIndex
      />
      <p className="font-mono text-xs tracking-[0.3em] text-accent-text">NEWSLETTER</p>
      <h1 className="mt-2 mb-8 font-mono text-3xl font-bold">UNSUBSCRIBE</h1>
      <NewsletterLink action="unsubscribe" token={params.get("token")} />
    </div>
  );
}
