import { Link } from "react-router";
import { paths } from "@common/paths";
import { TopBar } from "@web/components/layout/top-bar";
import { PageMeta } from "@web/components/seo/page-meta";
import { buttonClasses } from "@web/components/ui/button";

const values = [
  { title: "Native, not translated", text: "Copy reads as if written in each language, with each platform's conventions." },
  { title: "Your subject stays whole", text: "Crops follow what matters in the photo; when a crop would cut it, we fit it instead." },
  { title: "Honest numbers", text: "Character limits are counted the way readers see them, per platform and per language." },
  { title: "Your data is yours", text: "Every concept is private to its owner; exports carry everything you need, nothing you don't." },
];
const team = [
  { role: "Product & design", text: "Shapes the flows small business owners use every day." },
  { role: "Engineering", text: "Builds the image pipeline, the copy engine and the API on Cloudflare's network." },
  { role: "Language quality", text: "Reviews phrasing across the 20 supported languages." },
];
const timeline = [
  { when: "Step 1", what: "One photo, one brief: the generator and its 9 platform sizes." },
  { when: "Step 2", what: "20 languages with right-to-left support, and ZIP and PDF packages." },
  { when: "Step 3", what: "The developer API with per-key rate limits and usage billing." },
];
const stack = ["Cloudflare Workers", "D1", "R2", "Durable Objects", "Queues", "React", "TypeScript"];

export default function AboutPage() {
  return (
    <>
      <PageMeta
        title="About ReachGen"
        description="ReachGen helps small businesses, agencies and creators turn one photo into multilingual ads for 7 social platforms."
        keywords="about ReachGen, AI marketing tool, multilingual advertising"
        path={paths.about}
      />
      <TopBar>
        <Link to={paths.dashboard} className={buttonClasses("ghost", "sm")}>Examples</Link>
        <Link to={paths.apiDocs} className={buttonClasses("ghost", "sm", "hidden sm:inline-flex")}>API Docs</Link>
      </TopBar>
      <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
        <p className="font-mono text-xs tracking-[0.3em] text-accent-text">ABOUT</p>
        <h1 className="mt-2 font-mono text-4xl font-bold">Ads that speak every customer's language</h1>
        <p className="mt-5 max-w-3xl text-lg text-muted-foreground">
          ReachGen is a multilingual marketing tool for small businesses, agencies and content creators. Upload one product
          photo, describe your business, and get ad copy and platform-sized images ready to post — in minutes, not days.
        </p>
        <dl className="mt-10 grid grid-cols-2 gap-4 sm:max-w-md">
          <div className="border border-border bg-surface p-5"><dt className="text-sm text-muted-foreground">Languages</dt><dd className="font-mono text-4xl font-bold text-accent-text">20+</dd></div>
          <div className="border border-border bg-surface p-5"><dt className="text-sm text-muted-foreground">Platforms</dt><dd className="font-mono text-4xl font-bold text-accent-text">7</dd></div>
        </dl>

        <section className="mt-14" aria-labelledby="values">
          <h2 id="values" className="font-mono text-2xl font-bold">Values</h2>
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            {values.map((v) => (
              <article key={v.title} className="border border-border bg-surface p-5">
                <h3 className="font-mono font-bold">{v.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{v.text}</p>
              </article>
            ))}
          </div>
        </section>

        <section className="mt-14" aria-labelledby="team">
          <h2 id="team" className="font-mono text-2xl font-bold">Team</h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {team.map((t) => (
              <li key={t.role} className="border border-border bg-surface p-5">
                <h3 className="font-mono font-bold">{t.role}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{t.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="mt-14" aria-labelledby="timeline">
          <h2 id="timeline" className="font-mono text-2xl font-bold">Timeline</h2>
          <ol className="mt-6 border-l-2 border-accent pl-6">
            {timeline.map((t) => (
              <li key={t.when} className="mb-6">
                <p className="font-mono text-sm font-bold text-accent-text">{t.when}</p>
                <p className="mt-1">{t.what}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className="mt-14" aria-labelledby="stack">
          <h2 id="stack" className="font-mono text-2xl font-bold">Tech stack</h2>
          <ul className="mt-6 flex flex-wrap gap-2">
            {stack.map((s) => (
              <li key={s} className="border border-border-strong px-3 py-1.5 font-mono text-sm">{s}</li>
            ))}
          </ul>
        </section>

        <div className="mt-16 flex flex-wrap gap-3">
          <Link to={paths.plans} className={buttonClasses("accent", "lg")}>Get Started</Link>
          <Link to={paths.home} className={buttonClasses("outline", "lg")}>Launch Platform</Link>
          <Link to={paths.apiDocs} className={buttonClasses("ghost", "lg")}>Read the API docs</Link>
        </div>
      </div>
    </>
  );
}
