import { Link } from "react-router";
import { ArrowRight, Camera, FileArchive, Globe2, Layers, MessageSquareText, Rocket, Sparkles, Timer, Upload, Wand2 } from "lucide-react";
import { paths } from "@common/paths";
import { platforms } from "@common/platforms";
import { formatLimit, formatPrice } from "@common/plans";
import { PageMeta } from "@web/components/seo/page-meta";
import { Button, buttonClasses } from "@web/components/ui/button";
import { useAuth } from "@web/features/auth/api/use-auth";
import { ShareDialog } from "@web/features/landing/share-dialog";
import { NewsletterForm } from "@web/features/newsletter/newsletter-form";
import { usePlans } from "@web/features/subscription/api/plans";
import { useSubscription } from "@web/features/subscription/api/subscription";

const steps = [
  { icon: Upload, title: "Upload image", text: "One product or storefront photo. JPEG, PNG or WebP." },
  { icon: MessageSquareText, title: "Describe business", text: "Business type, audience, tone, and the message you want to land." },
  { icon: Rocket, title: "Get ads", text: "Titles, copy and hashtags per platform and language, plus every image size." },
];

const features = [
  { icon: Sparkles, title: "Large language model copy", text: "A large language model writes titles, body copy and hashtags in your tone, within each platform's limits." },
  { icon: Globe2, title: "20+ languages", text: "Native phrasing from English to Arabic, Hindi, Japanese and Hebrew — right-to-left where it should be." },
  { icon: Layers, title: "7 platforms, 9 sizes", text: "Facebook, Reddit, Pinterest, LinkedIn, Snapchat, YouTube and Quora, each in its own sizes." },
  { icon: Camera, title: "Smart resizing", text: "Your subject stays whole: saliency-aware crops, or the full photo over a blurred fill of itself." },
  { icon: Timer, title: "Under 2 minutes", text: "From upload to a ready-to-post concept faster than writing a single caption by hand." },
  { icon: FileArchive, title: "ZIP and PDF packages", text: "Folders per platform with images and copy files, or a contact sheet to share with your team." },
];

export default function HomePage() {
  const { isAuthenticated } = useAuth();
  const subscription = useSubscription(isAuthenticated);
  const plans = usePlans();
  const paidPlans = (plans.data ?? []).filter((p) => p.price > 0);
  const origin = typeof window === "undefined" ? "" : window.location.origin;

  return (
    <>
      <PageMeta
        title="ReachGen — AI ad concepts for every platform"
        description="Upload one product photo, describe your business and get ready-to-post ad copy in 20 languages with images sized for 7 social platforms."
        keywords="AI ad generator, multilingual ad copy, social media ads, ad image resizer, small business marketing"
        path={paths.home}
        structuredData={[
          {
            "@context": "https://schema.org",
            "@type": "SoftwareApplication",
            name: "ReachGen",
            applicationCategory: "BusinessApplication",
            operatingSystem: "Web",
            description: "AI-powered multilingual ad concepts from one product photo.",
            offers: { "@type": "Offer", price: "9.00", priceCurrency: "USD" },
          },
          { "@context": "https://schema.org", "@type": "Organization", name: "ReachGen", url: origin },
        ]}
      />
      <section className="border-b border-border">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:py-24">
          <div>
            <p className="font-mono text-xs tracking-[0.3em] text-accent-text">AI AD CONCEPT ENGINE</p>
            <h1 className="mt-4 font-mono text-4xl font-bold leading-tight sm:text-5xl">
              One photo in.
              <br />
              Ads for every platform out.
            </h1>
            <p className="mt-6 max-w-xl text-lg text-muted-foreground">
              Upload a product photo, describe your business, and ReachGen writes titles, body copy and hashtags in up to 20
              languages — with your photo re-framed for 7 social platforms.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              {isAuthenticated ? (
                <Link to={paths.aiGenerator} className={buttonClasses("accent", "lg")}>
                  <Wand2 aria-hidden className="h-4 w-4" /> Create concept
                </Link>
              ) : (
                <Link to={paths.register} className={buttonClasses("accent", "lg")}>
                  CREATE ACCOUNT <ArrowRight aria-hidden className="h-4 w-4" />
                </Link>
              )}
              {isAuthenticated ? null : (
                <Link to={paths.login} className={buttonClasses("outline", "lg")}>
                  ACCESS SYSTEM
                </Link>
              )}
              <Link to={paths.dashboard} className={buttonClasses("ghost", "lg")}>
                VIEW BATTLE RESULTS
              </Link>
              {subscription.data?.plan === "free" ? (
                <Link to={paths.subscription} className={buttonClasses("outline", "lg")}>
                  Upgrade Plan
                </Link>
              ) : null}
              <ShareDialog url={origin || "https://reachgen.app"} />
            </div>
            <a
              href="https://www.producthunt.com/"
              target="_blank"
              rel="noopener noreferrer"
              className="mt-8 inline-flex items-center gap-3 border border-border bg-surface px-4 py-2"
              aria-label="ReachGen on the launch listing (opens in a new tab)"
            >
              <img src="/launch-badge.svg" alt="" width={36} height={36} />
              <span className="text-left">
                <span className="block font-mono text-[10px] tracking-widest text-muted-foreground">FEATURED ON</span>
                <span className="block font-mono text-sm font-bold">Launch day listing</span>
              </span>
            </a>
          </div>
          <div className="self-start border border-border-strong bg-surface p-5 font-mono text-sm" aria-label="Example output">
            <p className="text-muted-foreground">$ reachgen generate --photo espresso.jpg</p>
            <p className="mt-3 text-accent-text">✓ image analysed · warm palette · subject centred</p>
            <p className="text-accent-text">✓ copy written · 3 platforms × 4 languages</p>
            <p className="text-accent-text">✓ rendered · facebook_feed 1200×628 · pinterest_pin 1000×1500 · snapchat_story 1080×1920</p>
            <div className="mt-4 border-t border-border pt-4 font-sans">
              <p className="font-mono text-xs text-muted-foreground">FACEBOOK · EN</p>
              <p className="mt-1 font-bold">Your morning, perfected.</p>
              <p className="mt-1 text-muted-foreground">Small-batch espresso roasted this week. Order by noon, sip tomorrow.</p>
              <p className="mt-3 font-mono text-xs text-muted-foreground">FACEBOOK · ES</p>
              <p className="mt-1 font-bold">Tu mañana, perfecta.</p>
            </div>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="how">
        <h2 id="how" className="font-mono text-2xl font-bold">How it works</h2>
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {steps.map((s, i) => (
            <li key={s.title} className="border border-border bg-surface p-6">
              <s.icon aria-hidden className="h-6 w-6 text-accent-text" />
              <h3 className="mt-4 font-mono font-bold">
                {String(i + 1).padStart(2, "0")} · {s.title}
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="border-y border-border bg-surface-2" aria-labelledby="features">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="features" className="font-mono text-2xl font-bold">What the engine does</h2>
          <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {features.map((f) => (
              <article key={f.title} className="border border-border bg-surface p-6">
                <f.icon aria-hidden className="h-6 w-6 text-accent-text" />
                <h3 className="mt-4 font-mono font-bold">{f.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{f.text}</p>
              </article>
            ))}
          </div>
          <ul className="mt-10 flex flex-wrap gap-2" aria-label="Supported platforms">
            {platforms.map((p) => (
              <li key={p.id} className="border border-border-strong bg-surface px-3 py-1.5 font-mono text-sm">
                {p.name}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="pricing">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="pricing" className="font-mono text-2xl font-bold">Pricing</h2>
          <Link to={paths.plans} className={buttonClasses("outline")}>GET STARTED</Link>
        </div>
        {plans.isError ? (
          <div role="alert" className="mt-6 border border-destructive p-4 text-sm">
            Plans could not be loaded. <Button variant="ghost" size="sm" onClick={() => void plans.refetch()}>Retry</Button>
          </div>
        ) : (
          <div className="mt-8 grid gap-4 md:grid-cols-3">
            {(plans.isLoading ? [null, null, null] : paidPlans).map((p, i) =>
              p ? (
                <article key={p.id} className={`border bg-surface p-6 ${p.name === "pro" ? "border-accent" : "border-border"}`}>
                  <h3 className="font-mono font-bold">{p.displayName}{p.name === "pro" ? <span className="ml-2 bg-accent px-1.5 py-0.5 text-xs text-accent-foreground">MOST POPULAR</span> : null}</h3>
                  <p className="mt-3 font-mono text-3xl font-bold">${formatPrice(p.price)}<span className="text-sm font-normal text-muted-foreground">/month</span></p>
                  <p className="mt-1 font-mono text-sm text-accent-text">{formatLimit(p.conceptsLimit)} concepts / month</p>
                  <Link to={paths.plans} className={buttonClasses(p.name === "pro" ? "accent" : "outline", "md", "mt-6 w-full")}>Choose {p.displayName}</Link>
                </article>
              ) : (
                <div key={i} className="h-52 animate-pulse border border-border bg-surface-2" />
              ),
            )}
          </div>
        )}
      </section>

      <section className="border-t border-border bg-surface-2" aria-labelledby="newsletter">
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
          <h2 id="newsletter" className="font-mono text-2xl font-bold">Field notes for marketers</h2>
          <p className="mt-2 text-muted-foreground">Occasional emails on ad copy that converts, platform changes and new features.</p>
          <div className="mt-6"><NewsletterForm /></div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6">
        <h2 className="font-mono text-3xl font-bold">Your next campaign is one photo away.</h2>
        <div className="mt-6 flex justify-center gap-3">
          <Link to={isAuthenticated ? paths.aiGenerator : paths.register} className={buttonClasses("accent", "lg")}>
            {isAuthenticated ? "Create concept" : "CREATE ACCOUNT"}
          </Link>
          <Link to={paths.plans} className={buttonClasses("outline", "lg")}>See plans</Link>
        </div>
      </section>
    </>
  );
}
