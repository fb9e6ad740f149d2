import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { CheckCircle2, CircleAlert, LoaderCircle } from "lucide-react";
import { newsletterMessages } from "@common/newsletter";
import { paths } from "@common/paths";
import { buttonClasses } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-error";
import { type NewsletterLinkAction, useNewsletterLink } from "../api/links";
import { NewsletterForm } from "./newsletter-form";

const copy = {
  confirm: { busy: "Confirming your subscription…", again: "Subscribe again", source: "confirm_link" },
  unsubscribe: { busy: "Unsubscribing…", again: "Changed your mind? Subscribe again", source: "unsubscribe_page" },
} as const;

/**
 * The page a newsletter mail's link opens (decision 012): it follows the link once, as soon as it opens (no sign-in),
 * then shows the server's answer. A dead link, or an unsubscribed reader, gets the signup form right there.
 */
export function NewsletterLink({ action, token }: { action: NewsletterLinkAction; token: string | null }) {
  const follow = useNewsletterLink(action);
  const started = useRef(false);
  const text = copy[action];

  useEffect(() => {
    // Once per page, also under StrictMode's double effects: the second call would only answer "already".
    if (started.current || !token) return;
    started.current = true;
    follow.mutate(token);
  }, [follow, token]);

  const failure = !token
    ? newsletterMessages.linkDamaged
    : follow.error
      ? errorMessage(follow.error, "The server could not be reached. Check your connection and open the link again.")
      : null;

  return (
    <div className="grid gap-8" aria-live="polite">
      {failure ? (
        <p role="alert" className="flex items-start gap-3 border border-destructive/60 bg-destructive/10 p-4">
          <CircleAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-destructive" />
          <span>{failure}</span>
        </p>
      ) : follow.isSuccess ? (
        <p role="status" className="flex items-start gap-3 border border-accent bg-accent-soft p-4">
          <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-accent-text" />
          <span>{follow.data.message}</span>
        </p>
      ) : (
        <p role="status" className="flex items-center gap-3 text-muted-foreground">
          <LoaderCircle aria-hidden className="h-5 w-5 animate-spin" />
          {text.busy}
        </p>
      )}
      {failure || (action === "unsubscribe" && follow.isSuccess) ? (
        <section aria-labelledby="newsletter-again" className="grid gap-4">
          <h2 id="newsletter-again" className="font-mono text-lg font-bold">
            {text.again}
          </h2>
          <NewsletterForm source={text.source} />
        </section>
      ) : null}
      <Link to={paths.home} className={buttonClasses("outline", "md", "justify-self-start")}>
        Go to the home page
      </Link>
    </div>
  );
}
