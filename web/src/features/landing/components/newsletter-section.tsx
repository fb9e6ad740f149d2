import type { ReactNode } from "react";
import { Radio } from "lucide-react";
import { eyebrowClasses } from "@web/components/ui/eyebrow";

/** The signup band of the landing page; the page puts the newsletter form in it. */
export function NewsletterSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="newsletter-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
      <div className="grid gap-10 border border-border-strong bg-surface p-6 sm:p-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-center">
        <div>
          <p className={`${eyebrowClasses} flex items-center gap-2`}>
            <Radio aria-hidden className="h-4 w-4" />
            Transmission
          </p>
          <h2 id="newsletter-title" className="mt-3 text-2xl font-bold leading-tight sm:text-3xl">
            Field notes for small-business marketers
          </h2>
          <p className="mt-3 leading-relaxed text-muted-foreground">
            Occasional emails: ad copy that works, platform spec changes worth knowing, and new ReachGen features. We
            ask you to confirm your address first, and every email has a one-click unsubscribe link.
          </p>
        </div>
        {children}
      </div>
    </section>
  );
}
