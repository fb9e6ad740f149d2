import { useId, useState, type FormEvent } from "react";
import { LoaderCircle, Send } from "lucide-react";
import { toast } from "@web/components/ui/toast";
import { NewsletterSubscribeInput } from "@common/newsletter";
import { ApiError } from "@web/lib/api-error";
import { buttonClasses } from "@web/components/ui/button";
import { useNewsletterSubscribe } from "../api/subscribe";

const inputClasses =
  "min-h-11 w-full border border-border-strong bg-surface px-3 py-2 text-base text-foreground placeholder:text-muted-foreground read-only:opacity-70";

/**
 * Newsletter signup (SPEC §4 idle → pending → success | failure, §5 rules, §8 messages).
 * The button stays disabled while a request is pending or while the email is empty.
 */
export function NewsletterForm({ source = "landing_page" }: { source?: string }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [firstName, setFirstName] = useState("");
  const subscribe = useNewsletterSubscribe();
  const pending = subscribe.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const name = firstName.trim();
    const parsed = NewsletterSubscribeInput.safeParse({
      email: email.trim(),
      ...(name ? { firstName: name } : {}),
      source,
    });
    if (!parsed.success) {
      toast({ title: "VALIDATION ERROR", description: "Please enter a valid email address.", variant: "destructive" });
      return;
    }
    subscribe.mutate(parsed.data, {
      onSuccess: (answer) => {
        // The shell's default toast duration is the SPEC's 5 s.
        toast({
          title: "CHECK YOUR INBOX",
          description: answer.message.trim() || "Open the link we sent you to confirm your subscription.",
        });
        setEmail("");
        setFirstName("");
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          toast({
            title: "SUBSCRIPTION FAILED",
            description: error.serverMessage ?? `The server refused the request (${error.status}).`,
            variant: "destructive",
          });
        } else {
          toast({
            title: "SYSTEM ERROR",
            description: "Failed to process subscription. Please try again.",
            variant: "destructive",
          });
        }
      },
    });
  };

  return (
    // Prerendered on the landing page: a native submission before the app takes over is a POST (the address never in
    // the URL), which the Worker answers by sending the browser back to the page.
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-busy={pending}
      className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end"
    >
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-email`} className="font-mono text-xs font-bold uppercase tracking-widest">
          Email
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@yourbusiness.com"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          readOnly={pending}
          className={inputClasses}
        />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-first-name`} className="font-mono text-xs font-bold uppercase tracking-widest">
          First name <span className="font-normal normal-case tracking-normal text-muted-foreground">(optional)</span>
        </label>
        <input
          id={`${id}-first-name`}
          name="firstName"
          type="text"
          autoComplete="given-name"
          placeholder="Ada"
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          readOnly={pending}
          className={inputClasses}
        />
      </div>
      <button
        type="submit"
        disabled={pending || email.trim() === ""}
        className={buttonClasses("accent", "display-md", "w-full md:w-auto")}
      >
        {pending ? (
          <LoaderCircle aria-hidden className="h-4 w-4 animate-spin" />
        ) : (
          <Send aria-hidden className="h-4 w-4" />
        )}
        {pending ? "INITIALIZING CONNECTION..." : "SUBSCRIBE"}
      </button>
    </form>
  );
}
