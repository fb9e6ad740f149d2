import { useSearchParams } from "react-router";
import { routeMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";
import type { NewsletterLinkAction } from "@web/features/newsletter/api/links";
import { NewsletterLink } from "@web/features/newsletter/components/newsletter-link";

const pages = {
  confirm: { meta: routeMeta.newsletterConfirm, heading: "CONFIRM SUBSCRIPTION" },
  unsubscribe: { meta: routeMeta.newsletterUnsubscribe, heading: "UNSUBSCRIBE" },
} as const;

/** /newsletter/confirm and /newsletter/unsubscribe: the pages the newsletter mails' links open. */
export default function NewsletterLinkPage({ action }: { action: NewsletterLinkAction }) {
  const [params] = useSearchParams();
  const page = pages[action];
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <PageMeta {...page.meta} />
      <p className="font-mono text-xs tracking-[0.3em] text-accent-text">NEWSLETTER</p>
      <h1 className="mt-2 mb-8 font-mono text-3xl font-bold">{page.heading}</h1>
      <NewsletterLink action={action} token={params.get("token")} />
    </div>
  );
}
