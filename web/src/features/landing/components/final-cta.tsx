import { Link } from "react-router";
import { ArrowRight, WandSparkles } from "lucide-react";
import { paths } from "@common/paths";
import { buttonClasses } from "@web/components/ui/button";

export function FinalCta({ isAuthenticated }: { isAuthenticated: boolean }) {
  return (
    <section aria-labelledby="final-cta-title" className="border-t border-border bg-accent-soft">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-8 px-4 py-16 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:py-20">
        <div className="max-w-2xl">
          <p className="font-mono text-sm font-bold text-accent-text">
            <span aria-hidden>&gt; </span>ready_
          </p>
          <h2 id="final-cta-title" className="mt-3 text-3xl font-bold leading-tight sm:text-4xl">
            Your next campaign is one photo away.
          </h2>
          <p className="mt-3 text-lg text-foreground/80">
            Upload it, describe your business, and post the same day — on every platform, in every language you sell in.
          </p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {isAuthenticated ? (
            <Link to={paths.aiGenerator} className={buttonClasses("accent", "display-lg")}>
              <WandSparkles aria-hidden className="h-4 w-4" />
              Create concept
            </Link>
          ) : (
            <Link to={`${paths.register}?plan=free`} className={buttonClasses("accent", "display-lg")}>
              CREATE ACCOUNT
              <ArrowRight aria-hidden className="h-4 w-4" />
            </Link>
          )}
          <Link to={paths.plans} className={buttonClasses("outline", "display-lg")}>
            GET STARTED
          </Link>
        </div>
      </div>
    </section>
  );
}
