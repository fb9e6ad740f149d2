import { useEffect, useState } from "react";
import { Link } from "react-router";
import * as Tabs from "@radix-ui/react-tabs";
import { paths } from "@common/paths";
import { TopBar } from "@web/components/layout/top-bar";
import { PageMeta } from "@web/components/seo/page-meta";
import { buttonClasses } from "@web/components/ui/button";
import { CodeBlock } from "@web/features/api-docs/code-block";
import { cn } from "@web/lib/cn";

const sections = [
  { id: "overview", label: "Overview" },
  { id: "quick-start", label: "Quick Start" },
  { id: "authentication", label: "Authentication" },
  { id: "endpoints", label: "API Endpoints" },
  { id: "pricing", label: "Pricing" },
  { id: "code-examples", label: "Code Examples" },
  { id: "sdks", label: "SDKs & Libraries" },
] as const;

const endpoints = [
  { method: "GET", path: "/health", auth: "none", text: "Liveness: { status, version, timestamp }." },
  { method: "GET", path: "/platforms", auth: "concept:read", text: "Platforms and their image dimensions: { platforms, dimensions, totalPlatforms }." },
  { method: "POST", path: "/concepts", auth: "concept:create", text: "Generate a concept: businessType, targetAudience, tone, productDescription, brandName, keyMessage, callToAction, platforms, languages, imageData (data URL), generateAiCopy. Returns the concept." },
  { method: "GET", path: "/concepts", auth: "concept:read", text: "Your concepts: { data, pagination: { limit (default 50), offset, total } }." },
  { method: "POST", path: "/ai/generate-copy", auth: "concept:create", text: "Copy without an image; returns data.generatedCopy by language, then platform." },
  { method: "POST", path: "/images/smart-resize", auth: "concept:create", text: "imageData, platforms, outputFormat (base64). Returns resizedImages, imageCount, originalImageSize, format." },
  { method: "POST", path: "/keys", auth: "session", text: "Create a key: name (≤ 100 characters), permissions, rateLimit (100–10,000, default 1,000). The secretKey is returned once." },
  { method: "GET", path: "/keys", auth: "session", text: "Your keys: { data, count }." },
  { method: "DELETE", path: "/keys/{id}", auth: "session", text: "Revoke a key." },
  { method: "GET", path: "/usage", auth: "analytics:read", text: "Usage records: { data, pagination } with limit 100 by default, at most 1,000; filter by startDate, endDate, endpoint." },
  { method: "GET", path: "/usage/summary", auth: "analytics:read", text: "Totals for the current billing period." },
];

function useActiveSection() {
  const [active, setActive] = useState<string>(sections[0].id);
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((e) => e.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (visible[0]) setActive(visible[0].target.id);
      },
      { rootMargin: "-20% 0px -70% 0px" },
    );
    sections.forEach((s) => {
      const el = document.getElementById(s.id);
      if (el) observer.observe(el);
    });
    return () => observer.disconnect();
  }, []);
  return active;
}

export default function ApiDocsPage() {
  const active = useActiveSection();
  const base = `${typeof window === "undefined" ? "" : window.location.origin}/api/v1`;
  const curl = `curl -X POST ${base}/ai/generate-copy \\
  -H "Authorization: Bearer rgs_YOUR_SECRET_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"businessType":"Restaurant/Food Service","targetAudience":"Commuters","tone":"Friendly & Casual",
       "productDescription":"Small-batch espresso","platforms":["facebook","linkedin"],"languages":["en","es"]}'`;
  const js = `const res = await fetch("${base}/ai/generate-copy", {
  method: "POST",
  headers: { Authorization: "Bearer " + process.env.REACHGEN_KEY, "Content-Type": "application/json" },
  body: JSON.stringify({
    businessType: "Retail/E-commerce", targetAudience: "Gift shoppers", tone: "Fun & Playful",
    productDescription: "Hand-poured soy candles", platforms: ["pinterest"], languages: ["en", "fr"],
  }),
});
if (!res.ok) throw new Error((await res.json()).error.message);
const { data } = await res.json();
console.log(data.generatedCopy.fr.pinterest.title);`;
  const py = `import os, requests

res = requests.post(
    "${base}/concepts",
    headers={"Authorization": f"Bearer {os.environ['REACHGEN_KEY']}"},
    json={
        "businessType": "Beauty/Wellness", "targetAudience": "Busy parents", "tone": "Trustworthy & Reliable",
        "productDescription": "Organic face cream", "platforms": ["facebook", "snapchat"], "languages": ["en", "de"],
        "imageData": "data:image/jpeg;base64,...",
    },
    timeout=120,
)
res.raise_for_status()
print(res.json()["id"])`;

  return (
    <>
      <PageMeta
        title="API Documentation"
        description="The ReachGen developer API: generate multilingual ad concepts and platform-sized images over HTTP with API keys."
        keywords="ReachGen API, ad copy API, image resize API, developer documentation"
        path={paths.apiDocs}
      />
      <TopBar>
        <Link to={paths.dashboard} className={buttonClasses("ghost", "sm")}>Examples</Link>
        <Link to={paths.plans} className={buttonClasses("ghost", "sm", "hidden sm:inline-flex")}>Plans</Link>
      </TopBar>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:grid lg:grid-cols-[220px_1fr] lg:gap-10">
        <nav aria-label="API documentation" className="top-6 mb-8 self-start overflow-x-auto lg:sticky lg:mb-0">
          <ul className="flex gap-1 lg:flex-col">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  aria-current={active === s.id ? "true" : undefined}
                  className={cn(
                    "block whitespace-nowrap border-l-2 px-3 py-2 font-mono text-sm",
                    active === s.id ? "border-accent bg-accent-soft font-bold text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
                  )}
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <article className="min-w-0 max-w-3xl [&_h2]:mt-14 [&_h2]:scroll-mt-6 [&_h2]:font-mono [&_h2]:text-2xl [&_h2]:font-bold [&_p]:mt-3 [&_p]:leading-relaxed">
          <p className="font-mono text-xs tracking-[0.3em] text-accent-text">DEVELOPERS</p>
          <h1 className="mt-2 font-mono text-4xl font-bold">API Documentation</h1>

          <section id="overview" aria-labelledby="overview-h">
            <h2 id="overview-h">Overview</h2>
            <p>
              The ReachGen API generates the same ad concepts as the app — copy for 7 platforms in 20 languages and images in 9
              sizes — from your own systems. It is JSON over HTTPS at <code className="font-mono">{base}</code>. Every error
              has one shape, with a request id that matches the <code className="font-mono">X-Request-Id</code> header:
            </p>
            <CodeBlock code={`{ "error": { "code": "VALIDATION_FAILED", "message": "Business type is required", "requestId": "6f1c…" } }`} />
            <p>Status codes: 400 invalid input, 401 missing or wrong key, 403 missing permission or plan, 404 not found, 429 rate limited (see the X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset headers).</p>
          </section>

          <section id="quick-start" aria-labelledby="quick-start-h">
            <h2 id="quick-start-h">Quick Start</h2>
            <p>1. Subscribe to Pro or Enterprise. 2. Create a key with <code className="font-mono">POST /keys</code> while signed in; copy the secret, it is shown once. 3. Call the API:</p>
            <CodeBlock label="Check the service" code={`curl ${base}/health`} />
          </section>

          <section id="authentication" aria-labelledby="authentication-h">
            <h2 id="authentication-h">Authentication</h2>
            <p>
              Send your secret key as a bearer token. Secret keys look like <code className="font-mono">rgs_</code> followed by 32
              characters; each key also has a public id starting with <code className="font-mono">rg_</code>. Keys carry
              permissions — <code className="font-mono">concept:create</code>, <code className="font-mono">concept:read</code>,{" "}
              <code className="font-mono">concept:update</code>, <code className="font-mono">analytics:read</code> and{" "}
              <code className="font-mono">batch:create</code> — and a per-key hourly rate limit.
            </p>
            <CodeBlock code={`Authorization: Bearer rgs_0123456789abcdefghijklmnopqrstuv`} />
          </section>

          <section id="endpoints" aria-labelledby="endpoints-h">
            <h2 id="endpoints-h">API Endpoints</h2>
            <ul className="mt-4 divide-y divide-border border border-border">
              {endpoints.map((e) => (
                <li key={`${e.method} ${e.path}`} className="p-4">
                  <p className="!mt-0 font-mono text-sm">
                    <span className="mr-2 inline-block min-w-16 font-bold text-accent-text">{e.method}</span>
                    {e.path}
                    <span className="ml-2 text-xs text-muted-foreground">[{e.auth}]</span>
                  </p>
                  <p className="!mt-1 text-sm text-muted-foreground">{e.text}</p>
                </li>
              ))}
            </ul>
          </section>

          <section id="pricing" aria-labelledby="pricing-h">
            <h2 id="pricing-h">Pricing</h2>
            <p>API access needs a Pro or Enterprise plan.</p>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <div className="border border-border bg-surface p-4"><p className="!mt-0 font-mono font-bold">Pro</p><p className="text-sm">1,000 requests per hour · no included credit</p></div>
              <div className="border border-border bg-surface p-4"><p className="!mt-0 font-mono font-bold">Enterprise</p><p className="text-sm">10,000 requests per hour · $100 monthly API credit · priority support</p></div>
            </div>
            <table className="mt-6 w-full border border-border text-sm">
              <caption className="sr-only">Usage prices</caption>
              <thead className="bg-surface-2 font-mono"><tr><th className="p-2 text-left">Call</th><th className="p-2 text-right">Price</th></tr></thead>
              <tbody className="divide-y divide-border">
                <tr><td className="p-2">Concept generation</td><td className="p-2 text-right font-mono">$0.50</td></tr>
                <tr><td className="p-2">Concept read</td><td className="p-2 text-right font-mono">$0.01</td></tr>
                <tr><td className="p-2">Concept update</td><td className="p-2 text-right font-mono">$0.10</td></tr>
                <tr><td className="p-2">Analytics read</td><td className="p-2 text-right font-mono">$0.05</td></tr>
              </tbody>
            </table>
          </section>

          <section id="code-examples" aria-labelledby="code-examples-h">
            <h2 id="code-examples-h">Code Examples</h2>
            <Tabs.Root defaultValue="curl" className="mt-4">
              <Tabs.List aria-label="Language" className="flex gap-1 border-b border-border">
                {[["curl", "curl"], ["js", "JavaScript"], ["py", "Python"]].map(([v, l]) => (
                  <Tabs.Trigger key={v} value={v!} className="border-b-2 border-transparent px-4 py-2 font-mono text-sm data-[state=active]:border-accent data-[state=active]:font-bold">
                    {l}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <Tabs.Content value="curl"><CodeBlock code={curl} /></Tabs.Content>
              <Tabs.Content value="js"><CodeBlock code={js} /></Tabs.Content>
              <Tabs.Content value="py"><CodeBlock code={py} /></Tabs.Content>
            </Tabs.Root>
          </section>

          <section id="sdks" aria-labelledby="sdks-h">
            <h2 id="sdks-h">SDKs &amp; Libraries</h2>
            <p>
              There is no official SDK package yet. The API is plain JSON over HTTPS, so any HTTP client works — the examples above
              use curl, the built-in fetch and Python's requests.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={paths.plans} className={buttonClasses("accent")}>See plans</Link>
              <Link to={paths.dashboard} className={buttonClasses("outline")}>Browse examples</Link>
              <Link to={paths.about} className={buttonClasses("ghost")}>About ReachGen</Link>
            </div>
          </section>
        </article>
      </div>
    </>
  );
}
