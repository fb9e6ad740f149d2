import { useState } from "react";
import { z } from "zod";
import { Loader2 } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/field";
import { toast } from "@web/components/ui/toast";

const Email = z.email();

async function messageOf(res: Response, fallback: string) {
  try {
    const body = (await res.json()) as { message?: string; error?: { message?: string } };
    return body.error?.message ?? body.message ?? fallback;
  } catch {
    return fallback;
  }
}

/** Landing-page newsletter signup (SPEC §4 states, §5 rules, §8 messages). */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [firstName, setFirstName] = useState("");
  const [pending, setPending] = useState(false);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!Email.safeParse(email.trim()).success) {
      toast({ title: "VALIDATION ERROR", description: "Please enter a valid email address.", variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      const res = await fetch("/api/newsletter/subscribe", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        credentials: "include",
        body: JSON.stringify({ email: email.trim(), ...(firstName.trim() ? { firstName: firstName.trim() } : {}), source: "landing_page" }),
      });
      if (res.ok) {
        toast({ title: "SUBSCRIPTION ACTIVATED", description: await messageOf(res, "You are subscribed."), duration: 5000 });
        setEmail("");
        setFirstName("");
      } else {
        toast({ title: "SUBSCRIPTION FAILED", description: await messageOf(res, "Subscription failed."), variant: "destructive" });
      }
    } catch {
      toast({ title: "SYSTEM ERROR", description: "Failed to process subscription. Please try again.", variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto]" noValidate>
      <label className="sr-only" htmlFor="newsletter-first-name">First name (optional)</label>
      <Input id="newsletter-first-name" placeholder="First name (optional)" value={firstName} onChange={(e) => setFirstName(e.target.value)} autoComplete="given-name" />
      <label className="sr-only" htmlFor="newsletter-email">Email</label>
      <Input id="newsletter-email" type="email" placeholder="you@business.com" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" required />
      <Button type="submit" disabled={pending || email.trim() === ""}>
        {pending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : null}
        {pending ? "INITIALIZING CONNECTION..." : "SUBSCRIBE"}
      </Button>
    </form>
  );
}
