import { Link } from "react-router";
import { ArrowRight, Swords, TerminalSquare, WandSparkles, Zap } from "lucide-react";
import { paths } from "@common/paths";
import { platforms, allImageSizes } from "@common/platforms";
import { languages } from "@common/languages";
import { buttonClasses } from "@web/components/ui/button";
import { ShareDialog } from "./share-dialog";
import { TerminalPreview } from "./terminal-preview";

interface HeroProps {
  isAuthenticated: boolean;
  /** The signed-in user's plan, once known; 'free' adds the Upgrade Plan link. */
  plan: string | undefined;
  shareUrl: string;
}

const stats = [
  { value: String(platforms.length), label: "Social platforms" },
  { value: String(allImageSizes.length), label: "Image sizes" },
  { value: String(languages.length), label: "Languages" },
  { value: "<2 min", label: "Photo to package" },
];

export function Hero({ isAuthenticated, plan, shareUrl }: HeroProps) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden border-b border-border">
      {/* A faint dot grid: the terminal's graph paper. Decorative only. */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 opacity-70 [background-image:radial-gradient(var(--border)_1px,transparent_1px)] [background-size:22px_22px] [mask-image:linear-gradient(to_bottom,black,transparent_85%)]"
      />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 pb-14 pt-12 sm:px-6 sm:pt-16 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:items-center lg:gap-12 lg:pb-20 lg:pt-20">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 border border-border bg-surface px-2.5 py-1 font-mono text-[11px] font-bold uppercase tracking-[0.2em] text-accent-text">
            <span aria-hidden className="relative flex h-2 w-2">
              <span className="absolute inline-flex h-full w-full animate-ping bg-accent opacity-60 motion-reduce:hidden" />
              <span className="relative inline-flex h-2 w-2 bg-accent" />
            </span>
            Ad concept engine · online
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-[2rem] font-bold leading-[1.08] tracking-tight sm:text-5xl lg:text-[2.75rem] xl:text-5xl"
          >
            <span className="block">One photo in.</span>{" "}
            <span className="block text-accent-text">Ready-to-post ads for {platforms.length} platforms out.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">
            Upload one product photo and describe your business. ReachGen writes titles, body copy and hashtags for
            every platform in up to {languages.length} languages, re-frames the photo for {allImageSizes.length} sizes,
            and packs it all as a ZIP or PDF — in under 2 minutes.
          </p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-2.5">
            {isAuthenticated ? (
              <>
                <Link to={paths.aiGenerator} className={buttonClasses("accent", "display-lg")}>
                  <WandSparkles aria-hidden className="h-4 w-4" />
                  Create concept
                </Link>
                {plan === "free" ? (
                  <Link to={paths.subscription} className={buttonClasses("outline", "display-lg")}>
                    <Zap aria-hidden className="h-4 w-4" />
                    Upgrade Plan
                  </Link>
                ) : null}
              </>
            ) : (
              <>
                <Link to={`${paths.register}?plan=free`} className={buttonClasses("accent", "display-lg")}>
                  CREATE ACCOUNT
                  <ArrowRight aria-hidden className="h-4 w-4" />
                </Link>
                <Link to={paths.login} className={buttonClasses("outline", "display-lg")}>
                  <TerminalSquare aria-hidden className="h-4 w-4" />
                  ACCESS SYSTEM
                </Link>
              </>
            )}
            <Link to={paths.dashboard} className={buttonClasses("ghost", "display-lg", "sm:px-3!")}>
              <Swords aria-hidden className="h-4 w-4" />
              VIEW BATTLE RESULTS
            </Link>
          </div>

          <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-4">
            <ShareDialog url={shareUrl} triggerClassName={buttonClasses("ghost", "display-md", "px-2")} />
          </div>
        </div>

        <TerminalPreview />
      </div>

      <div className="relative border-t border-border bg-surface">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 px-4 sm:px-6 md:grid-cols-4">
          {stats.map((s, i) => (
            <div
              key={s.label}
              className={`flex flex-col-reverse gap-1 py-5 ${i % 2 === 1 ? "pl-4 sm:pl-6" : ""} ${i > 0 ? "md:border-l md:border-border md:pl-6" : ""} ${i >= 2 ? "border-t border-border md:border-t-0" : ""}`}
            >
              <dt className="font-mono text-[11px] font-bold uppercase tracking-widest text-muted-foreground">
                {s.label}
              </dt>
              <dd className="font-mono text-2xl font-bold sm:text-3xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
