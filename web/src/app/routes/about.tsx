import { Link } from "react-router";
import { ArrowRight, BookOpen, Rocket, Swords } from "lucide-react";
import { paths } from "@common/paths";
import { allImageSizes, platforms } from "@common/platforms";
import { TopBar, TopBarLink } from "@web/components/layout/top-bar";
import { routeMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";
import { audiences, stack, stats, team, timeline, values } from "@web/features/about/content";
import { buttonClasses } from "@web/components/ui/button";
import { eyebrowClasses } from "@web/components/ui/eyebrow";
import { platformNames } from "@web/lib/platforms";
import { useYear } from "@web/lib/use-year";

export default function AboutPage() {
  const year = useYear();
  return (
    <>
      <PageMeta {...routeMeta.about} />
      <TopBar
        section="About"
        links={
          <>
            <TopBarLink to={paths.dashboard}>Examples</TopBarLink>
            <TopBarLink to={paths.apiDocs} hideOnPhone>
              API Docs
            </TopBarLink>
            <TopBarLink to={paths.plans} hideOnPhone>
              Plans
            </TopBarLink>
          </>
        }
      />

      <section aria-labelledby="about-title" className="relative overflow-hidden border-b border-border">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 opacity-70 [background-image:radial-gradient(var(--border)_1px,transparent_1px)] [background-size:22px_22px] [mask-image:linear-gradient(to_bottom,black,transparent_90%)]"
        />
        <div className="relative mx-auto max-w-7xl px-4 pb-14 pt-12 sm:px-6 sm:pt-16 lg:pb-20 lg:pt-20">
          <p className={eyebrowClasses}>{/* About ReachGen */}</p>
          <h1
            id="about-title"
            className="mt-4 max-w-4xl text-[2rem] font-bold leading-[1.1] tracking-tight sm:text-5xl"
          >
            Ads that speak every customer's language
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">
            ReachGen is a multilingual marketing tool for small businesses, agencies and content creators. Upload one
            product photo, describe your business, and get ad copy and platform-sized images ready to post — in minutes,
            not days.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.plans} className={buttonClasses("accent", "display-lg")}>
              Get Started
              <ArrowRight aria-hidden className="h-4 w-4" />
            </Link>
            <Link to={paths.dashboard} className={buttonClasses("outline", "display-lg")}>
              <Swords aria-hidden className="h-4 w-4" />
              See examples
            </Link>
          </div>

          <dl className="mt-12 grid grid-cols-2 border border-border-strong bg-surface md:grid-cols-4">
            {stats.map((s, i) => (
              <div
                key={s.label}
                className={`flex flex-col-reverse gap-1 p-5 sm:p-6 ${i % 2 === 1 ? "border-l border-border" : ""} ${i >= 2 ? "border-t border-border md:border-t-0" : ""} ${i === 2 ? "md:border-l" : ""}`}
              >
                <dt className="font-mono text-[11px] font-bold uppercase tracking-widest text-muted-foreground">
                  {s.label}
                </dt>
                <dd className="font-mono text-3xl font-bold text-accent-text sm:text-4xl">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <section
          aria-labelledby="why-title"
          className="grid gap-10 py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:py-24"
        >
          <div>
            <p className={eyebrowClasses}>{/* Why */}</p>
            <h2 id="why-title" className="mt-3 text-3xl font-bold leading-tight">
              Great products deserve more than one caption.
            </h2>
          </div>
          <div className="space-y-4 text-lg leading-relaxed text-muted-foreground">
            <p>
              A small business owner knows their product better than anyone. What they rarely have is the time to write
              a headline, body copy and hashtags for {platforms.length} platforms ({platformNames}), in every language
              their customers speak — and then crop the same photo {allImageSizes.length} different ways.
            </p>
            <p>
              ReachGen does that part. You bring one photo and a few sentences about your business; it brings back a
              complete ad concept you can review, tweak and post. The decisions stay yours.
            </p>
          </div>
        </section>

        <section aria-labelledby="who-title" className="border-t border-border py-16 lg:py-20">
          <p className={eyebrowClasses}>{/* Who it's for */}</p>
          <h2 id="who-title" className="mt-3 text-3xl font-bold">
            Built for people with more products than time
          </h2>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {audiences.map((a) => (
              <li key={a.title} className="border border-border bg-surface p-6">
                <a.icon aria-hidden className="h-6 w-6 text-accent-text" />
                <h3 className="mt-4 text-lg font-bold">{a.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{a.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="values-title" className="border-t border-border py-16 lg:py-20">
          <p className={eyebrowClasses}>{/* Values */}</p>
          <h2 id="values-title" className="mt-3 text-3xl font-bold">
            What we hold ourselves to
          </h2>
          <ol className="mt-10 grid gap-px overflow-hidden border border-border bg-border sm:grid-cols-2">
            {values.map((v, i) => (
              <li key={v.title} className="bg-surface p-6 sm:p-8">
                <span aria-hidden className="font-mono text-sm font-bold text-accent-text">
                  0{i + 1}
                </span>
                <h3 className="mt-2 text-xl font-bold">{v.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{v.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="team-title" className="border-t border-border py-16 lg:py-20">
          <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <div>
              <p className={eyebrowClasses}>{/* Team */}</p>
              <h2 id="team-title" className="mt-3 text-3xl font-bold">
                Who does what
              </h2>
              <p className="mt-3 leading-relaxed text-muted-foreground">
                We would rather show you who does what than a wall of headshots.
              </p>
            </div>
            <ul className="divide-y divide-border border-y border-border">
              {team.map((t) => (
                <li key={t.role} className="grid gap-1 py-5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-6">
                  <h3 className="font-mono text-sm font-bold uppercase tracking-wider">{t.role}</h3>
                  <p className="text-muted-foreground">{t.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="timeline-title" className="border-t border-border py-16 lg:py-20">
          <p className={eyebrowClasses}>{/* Timeline */}</p>
          <h2 id="timeline-title" className="mt-3 text-3xl font-bold">
            How the product came together
          </h2>
          <ol className="relative mt-10 grid gap-8 lg:grid-cols-5 lg:gap-6">
            <span
              aria-hidden
              className="absolute bottom-2 left-[7px] top-2 w-0.5 bg-border lg:bottom-auto lg:left-2 lg:right-2 lg:top-[7px] lg:h-0.5 lg:w-auto"
            />
            {timeline.map((t) => (
              <li key={t.phase} className="relative pl-8 lg:pl-0 lg:pt-9">
                <span
                  aria-hidden
                  className="absolute left-0 top-1 h-4 w-4 border-2 border-accent bg-background lg:top-0"
                />
                <p className="font-mono text-xs font-bold uppercase tracking-widest text-accent-text">
                  Phase {t.phase}
                </p>
                <h3 className="mt-1 text-lg font-bold">{t.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{t.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="stack-title" className="border-t border-border py-16 lg:py-20">
          <p className={eyebrowClasses}>{/* Tech stack */}</p>
          <h2 id="stack-title" className="mt-3 text-3xl font-bold">
            What it runs on
          </h2>
          <p className="mt-3 max-w-2xl leading-relaxed text-muted-foreground">
            One Cloudflare Worker serves the app and the API; storage, rate limits and email delivery each use the piece
            of the platform built for the job.
          </p>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {stack.map((s) => (
              <li key={s.name} className="flex gap-4 border border-border bg-surface p-5">
                <s.icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-accent-text" />
                <div>
                  <h3 className="font-mono font-bold">{s.name}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{s.role}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="about-cta-title" className="border-t border-border bg-accent-soft">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-8 px-4 py-16 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="about-cta-title" className="text-3xl font-bold leading-tight">
              See it with your own product.
            </h2>
            <p className="mt-3 text-lg text-foreground/80">
              Pick a plan, upload a photo, and have your first concept in minutes.
            </p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link to={paths.plans} className={buttonClasses("accent", "display-lg")}>
              <Rocket aria-hidden className="h-4 w-4" />
              Launch Platform
            </Link>
            <Link to={paths.apiDocs} className={buttonClasses("outline", "display-lg")}>
              <BookOpen aria-hidden className="h-4 w-4" />
              API docs
            </Link>
          </div>
        </div>
      </section>

      <footer className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2 font-mono text-sm">
            <Link to={paths.home} className="hover:text-accent-text">
              Home
            </Link>
            <Link to={paths.dashboard} className="hover:text-accent-text">
              Examples
            </Link>
            <Link to={paths.apiDocs} className="hover:text-accent-text">
              API Docs
            </Link>
            <Link to={paths.plans} className="hover:text-accent-text">
              Plans
            </Link>
          </nav>
          <p className="font-mono text-xs text-muted-foreground">© {year ? `${year} ` : ""}ReachGen</p>
        </div>
      </footer>
    </>
  );
}
