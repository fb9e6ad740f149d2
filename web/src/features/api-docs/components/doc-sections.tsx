import { Link } from "react-router";
import * as Tabs from "@radix-ui/react-tabs";
import { ArrowRight, BookOpen, CircleCheck, Info, Swords } from "lucide-react";
import { paths } from "@common/paths";
import { formatPrice } from "@common/plans";
import { usePlans } from "@web/lib/plans/get-plans";
import { buttonClasses } from "@web/components/ui/button";
import curlExample from "../examples/curl.sh.txt?raw";
import fetchExample from "../examples/fetch.js.txt?raw";
import requestsExample from "../examples/requests.py.txt?raw";
import {
  apiPlans,
  endpoints,
  ERROR_EXAMPLE,
  errorStatuses,
  KEY_ID_EXAMPLE,
  permissions,
  rateLimitHeaders,
  SECRET_KEY_EXAMPLE,
  usagePrices,
} from "../content";
import { CodeBlock } from "./code-block";
import { C, Callout, DocSection, DocTable, Prose, SubHeading } from "./doc-primitives";
import { EndpointCard, MethodBadge } from "./endpoint-card";

const withBase = (code: string, baseUrl: string) => code.replaceAll("{{BASE_URL}}", baseUrl).trimEnd();

export function OverviewSection({ baseUrl }: { baseUrl: string }) {
  return (
    <DocSection id="overview" eyebrow="01 // Overview" title="Overview">
      <Prose>
        The ReachGen API puts the same engine as the web app behind plain HTTPS: send a product photo and a short brief,
        get back titles, body copy and hashtags for up to 7 platforms in up to 20 languages, with the photo framed for
        every platform size. Use it to generate ads from your shop's catalogue, your CMS or your own tools.
      </Prose>
      <dl className="mt-6 grid gap-px overflow-hidden border border-border bg-border sm:grid-cols-2">
        {[
          ["Base URL", <C key="b">{baseUrl}</C>],
          ["Format", "JSON request and response bodies, UTF-8"],
          [
            "Authentication",
            <span key="a">
              Bearer secret key (<C>rgs_…</C>)
            </span>,
          ],
          ["Access", "Pro and Enterprise plans"],
        ].map(([term, value]) => (
          <div key={String(term)} className="bg-surface p-4">
            <dt className="font-mono text-[11px] font-bold uppercase tracking-widest text-muted-foreground">{term}</dt>
            <dd className="mt-1 break-words text-sm">{value}</dd>
          </div>
        ))}
      </dl>

      <SubHeading>Conventions</SubHeading>
      <ul className="mt-3 max-w-3xl list-disc space-y-2 pl-5 leading-relaxed marker:text-accent-text">
        <li>
          Successful responses carry their payload in <C>data</C>; lists add <C>pagination</C> (<C>limit</C>,{" "}
          <C>offset</C>, <C>total</C>) or a <C>count</C> beside it. <C>GET /health</C> is the one bare object.
        </li>
        <li>Timestamps are ISO 8601 in UTC; ids are integers; money is in US dollars.</li>
        <li>
          Platforms are named by id (<C>facebook</C>, <C>pinterest</C>…) and languages by ISO 639-1 code (<C>en</C>,{" "}
          <C>ja</C>…). <C>GET /platforms</C> lists every platform and size.
        </li>
        <li>
          Send <C>Content-Type: application/json</C> with every request that has a body.
        </li>
      </ul>

      <SubHeading>Errors</SubHeading>
      <Prose>
        Every error, on every route, has one shape. The <C>requestId</C> matches the <C>X-Request-Id</C> response header
        — quote it when you contact support.
      </Prose>
      <CodeBlock code={ERROR_EXAMPLE} language="json" title="Error envelope" />
      <DocTable
        label="Error status codes"
        head={["Status", "code", "Meaning"]}
        rows={errorStatuses.map((e) => [e.status, <C key="c">{e.code}</C>, e.meaning])}
      />

      <SubHeading>Rate limits</SubHeading>
      <Prose>
        Each key has an hourly allowance. Every authenticated response reports where you stand; past the limit you get{" "}
        <C>429 RATE_LIMITED</C> until the window resets.
      </Prose>
      <DocTable
        label="Response headers"
        head={["Header", "Meaning"]}
        rows={rateLimitHeaders.map((h) => [h.name, h.meaning])}
      />
    </DocSection>
  );
}

export function QuickStartSection({ baseUrl }: { baseUrl: string }) {
  const steps = [
    {
      title: "Choose a plan with API access",
      body: (
        <>
          The API comes with <strong>Pro</strong> and <strong>Enterprise</strong>.{" "}
          <Link to={paths.plans} className="font-bold text-accent-text underline underline-offset-4">
            Compare plans
          </Link>
          .
        </>
      ),
    },
    {
      title: "Create a secret key",
      body: (
        <>
          Keys are created with your account session, never with another key. The secret comes back once — store it in
          your secret manager or environment.
        </>
      ),
      code: {
        language: "bash" as const,
        code: `curl -X POST "${baseUrl}/keys" \\
  -H "Authorization: Bearer $REACHGEN_SESSION_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{ "name": "Shop backend", "permissions": ["concept:create", "concept:read"], "rateLimit": 1000 }'`,
      },
    },
    {
      title: "Check the connection",
      body: <>No key needed for the health check.</>,
      code: {
        language: "bash" as const,
        code: `curl "${baseUrl}/health"
# {"status":"ok","version":"1.4.0","timestamp":"2026-11-22T10:14:03.000Z"}`,
      },
    },
    {
      title: "Generate your first copy",
      body: <>Copy for two platforms in two languages, in one call.</>,
      code: {
        language: "bash" as const,
        code: `curl -X POST "${baseUrl}/ai/generate-copy" \\
  -H "Authorization: Bearer $REACHGEN_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"businessType":"Retail/E-commerce","targetAudience":"Gift shoppers","tone":"Fun & Playful",
       "productDescription":"Hand-poured soy candles","platforms":["pinterest","facebook"],"languages":["en","fr"]}'`,
      },
    },
  ];
  return (
    <DocSection id="quick-start" eyebrow="02 // Quick Start" title="Quick Start">
      <Prose>From nothing to generated ad copy in four steps.</Prose>
      <ol className="mt-6 space-y-8">
        {steps.map((step, i) => (
          <li key={step.title} className="grid gap-3 sm:grid-cols-[2.5rem_minmax(0,1fr)]">
            <span
              aria-hidden
              className="grid h-9 w-9 place-items-center border border-border-strong font-mono text-sm font-bold"
            >
              {i + 1}
            </span>
            <div className="min-w-0">
              <h3 className="text-lg font-bold">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-1 leading-relaxed text-muted-foreground">{step.body}</p>
              {step.code ? <CodeBlock code={step.code.code} language={step.code.language} /> : null}
            </div>
          </li>
        ))}
      </ol>
    </DocSection>
  );
}

export function AuthenticationSection() {
  return (
    <DocSection id="authentication" eyebrow="03 // Authentication" title="Authentication">
      <Prose>
        Send your secret key as a bearer token on every request except <C>GET /health</C>:
      </Prose>
      <CodeBlock code={`Authorization: Bearer ${SECRET_KEY_EXAMPLE}`} language="http" title="Request header" />
      <DocTable
        label="Key anatomy"
        head={["Part", "Format", "What it is"]}
        rows={[
          [
            "Secret key",
            <C key="s">rgs_ + 32 characters</C>,
            "The credential. Shown once at creation; we keep only a hash of it, so a lost key cannot be recovered — revoke it and create another.",
          ],
          [
            "Key id",
            <C key="i">{KEY_ID_EXAMPLE}</C>,
            "Public identifier (prefix rg_). Safe to log; it names the key in GET /keys and in usage records.",
          ],
        ]}
      />

      <SubHeading>Permissions</SubHeading>
      <Prose>
        A key can do only what its permissions allow; anything else answers <C>403 FORBIDDEN</C>. New keys get{" "}
        <C>concept:create</C> and <C>concept:read</C> unless you choose otherwise.
      </Prose>
      <DocTable label="Permissions" head={["Permission", "Allows"]} rows={permissions.map((p) => [p.name, p.grants])} />

      <SubHeading>Per-key rate limits</SubHeading>
      <Prose>
        Each key has its own hourly limit, <C>rateLimit</C>, from 100 to 10,000 requests (default 1,000). Your plan sets
        the ceiling: 1,000 requests per hour on Pro, 10,000 on Enterprise. Separate keys per integration keep one busy
        job from starving another.
      </Prose>

      <Callout title="Keep keys secret">
        <ul className="list-disc space-y-1 pl-5">
          <li>Call the API from your server. A key in browser or mobile code is a key anyone can copy.</li>
          <li>One key per integration, with only the permissions it needs.</li>
          <li>
            To rotate: create the new key, deploy it, then <C>DELETE /keys/{"{id}"}</C> the old one. Revocation is
            immediate.
          </li>
        </ul>
      </Callout>
    </DocSection>
  );
}

const groups = [...new Set(endpoints.map((e) => e.group))];

export function EndpointsSection({ baseUrl }: { baseUrl: string }) {
  return (
    <DocSection id="endpoints" eyebrow="04 // API Endpoints" title="API Endpoints">
      <Prose>
        All paths are relative to <C>{baseUrl}</C>.
      </Prose>
      {/* biome-ignore lint/a11y/useSemanticElements: a named scrollable region, not a page section */}
      <div
        role="region"
        aria-label="Endpoint index"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (axe scrollable-region-focusable)
        tabIndex={0}
        className="mt-4 overflow-x-auto border border-border bg-surface"
      >
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption className="sr-only">Endpoint index</caption>
          <thead className="bg-surface-2">
            <tr>
              {["Endpoint", "Auth", "Billed"].map((h) => (
                <th key={h} scope="col" className="px-4 py-2.5 font-mono text-xs font-bold uppercase tracking-wider">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {endpoints.map((e) => (
              <tr key={e.id}>
                <td className="px-4 py-2.5">
                  <a
                    href={`#${e.id}`}
                    className="group inline-flex items-center gap-3 whitespace-nowrap font-mono text-[13px] font-bold hover:text-accent-text"
                  >
                    <MethodBadge method={e.method} />
                    <span className="underline decoration-border underline-offset-4 group-hover:decoration-accent">
                      {e.path}
                    </span>
                  </a>
                </td>
                <td className="px-4 py-2.5 font-mono text-xs text-muted-foreground">{e.auth}</td>
                <td className="px-4 py-2.5 font-mono text-xs text-muted-foreground">
                  {e.billing?.split(" · ")[1] ?? "Free"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {groups.map((group) => (
        <div key={group}>
          <SubHeading>{group}</SubHeading>
          {group === "API keys" ? (
            <Prose className="text-muted-foreground">
              Key management runs on your account session — sign in to ReachGen and send the session token as the bearer
              (or call from the signed-in browser) — so a leaked API key cannot create or revoke keys.
            </Prose>
          ) : null}
          <div className="mt-4 space-y-6">
            {endpoints
              .filter((e) => e.group === group)
              .map((e) => (
                <EndpointCard key={e.id} endpoint={e} baseUrl={baseUrl} />
              ))}
          </div>
        </div>
      ))}
    </DocSection>
  );
}

export function PricingSection() {
  const plans = usePlans();
  const priceOf = (name: string) => {
    const plan = plans.data?.find((p) => p.name === name);
    return plan ? `$${formatPrice(plan.price)} / ${plan.interval}` : null;
  };
  return (
    <DocSection id="pricing" eyebrow="05 // Pricing" title="Pricing">
      <Prose>
        API access comes with the <strong>Pro</strong> and <strong>Enterprise</strong> plans; calls from Free trial and
        Basic accounts answer <C>403 FORBIDDEN</C>. On top of the plan, each call is billed by what it does.
      </Prose>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {apiPlans.map((plan) => {
          const price = priceOf(plan.name.toLowerCase());
          return (
            <li
              key={plan.name}
              className={`border bg-surface p-5 ${plan.name === "Enterprise" ? "border-2 border-accent" : "border-border"}`}
            >
              <div className="flex items-baseline justify-between gap-3">
                <h3 className="font-mono text-lg font-bold uppercase tracking-wider">{plan.name}</h3>
                {price ? <span className="font-mono text-sm text-muted-foreground">{price}</span> : null}
              </div>
              <ul className="mt-4 space-y-2 text-sm">
                {[plan.rate, plan.credit, plan.support].map((item) => (
                  <li key={item} className="flex gap-2">
                    <CircleCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-accent-text" />
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>

      <SubHeading>Usage prices</SubHeading>
      <DocTable
        label="Usage prices per call"
        head={["Call", "Price", "Applies to"]}
        rows={usagePrices.map((p) => [
          p.kind,
          <span key="p" className="font-mono font-bold text-foreground">
            {p.price}
          </span>,
          p.calls,
        ])}
      />
      <Prose className="text-sm text-muted-foreground">
        <C>GET /health</C>, <C>GET /platforms</C> and key management are free. Only successful calls are billed.
        Included credit is used first.
      </Prose>

      <Callout title="Worked example · Enterprise">
        300 concept generations and 2,000 concept reads in a month: 300 × $0.50 + 2,000 × $0.01 ={" "}
        <strong>$170.00</strong> of usage. The $100 monthly credit covers the first $100, so <strong>$70.00</strong> is
        billed on top of the plan. <C>GET /usage/summary</C> shows these figures as the month goes.
      </Callout>
      <div className="mt-6">
        <Link to={paths.plans} className={buttonClasses("accent", "display-md")}>
          See plans
          <ArrowRight aria-hidden className="h-4 w-4" />
        </Link>
      </div>
    </DocSection>
  );
}

const exampleTabs = [
  { value: "curl", label: "curl", language: "bash" as const, code: curlExample, title: "generate.sh" },
  {
    value: "javascript",
    label: "JavaScript",
    language: "javascript" as const,
    code: fetchExample,
    title: "generate.mjs",
  },
  { value: "python", label: "Python", language: "python" as const, code: requestsExample, title: "generate.py" },
];

export function CodeExamplesSection({ baseUrl }: { baseUrl: string }) {
  return (
    <DocSection id="code-examples" eyebrow="06 // Code Examples" title="Code Examples">
      <Prose>
        Complete, runnable programs: generate copy, create a concept from a photo, and read your usage. Each checks the
        error envelope and reports the request id.
      </Prose>
      <Tabs.Root defaultValue="curl" className="mt-6">
        <Tabs.List aria-label="Example language" className="flex overflow-x-auto border-b border-border">
          {exampleTabs.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="-mb-px min-h-11 shrink-0 border-b-2 border-transparent px-4 font-mono text-sm font-bold text-muted-foreground hover:text-foreground data-[state=active]:border-accent data-[state=active]:text-foreground"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {exampleTabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} className="focus-visible:outline-offset-4">
            <CodeBlock code={withBase(tab.code, baseUrl)} language={tab.language} title={tab.title} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </DocSection>
  );
}

export function SdksSection({ baseUrl }: { baseUrl: string }) {
  const host = (() => {
    try {
      return new URL(baseUrl).host;
    } catch {
      return "reachgen.app";
    }
  })();
  return (
    <DocSection id="sdks" eyebrow="07 // SDKs & Libraries" title="SDKs & Libraries">
      <Callout title="No official SDK yet" tone="warning">
        <p className="flex gap-2">
          <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            We have not published official client libraries. You do not need one: the API is JSON over HTTPS with a
            single header, so the HTTP client you already use — curl, <C>fetch</C>, Python's requests, Go's net/http —
            is enough.
          </span>
        </p>
      </Callout>
      <Prose>This is the whole protocol, as it travels over the wire:</Prose>
      <CodeBlock
        language="http"
        title="Raw request"
        code={`POST /api/v1/ai/generate-copy HTTP/1.1
Host: ${host}
Authorization: Bearer rgs_your_32_character_secret_key
Content-Type: application/json
Accept: application/json

{"businessType":"Retail/E-commerce","targetAudience":"Gift shoppers","tone":"Fun & Playful",
 "productDescription":"Hand-poured soy candles","platforms":["pinterest"],"languages":["en"]}`}
      />
      <SubHeading>What a good client does</SubHeading>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {[
          "Reads the key from the environment or a secret manager.",
          "Allows at least 120 seconds for generation calls.",
          "On 429, waits until X-RateLimit-Reset before retrying.",
          "Logs error.requestId with every failure.",
          "Retries reads on 5xx with backoff; checks GET /concepts before repeating a generation.",
          "Keeps the key on the server, away from browsers.",
        ].map((item) => (
          <li key={item} className="flex gap-2.5 border border-border bg-surface p-3 text-sm">
            <CircleCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-accent-text" />
            {item}
          </li>
        ))}
      </ul>
      <Prose>
        The <C>reachgen()</C> helpers in the JavaScript and Python examples above cover the basics — key from the
        environment, a generous timeout, the error envelope and the rate-limit reset — in about twenty lines. Copy one
        into your project and add the retry policy your jobs need.
      </Prose>

      <div className="mt-10 flex flex-col gap-3 border border-border-strong bg-surface p-5 sm:flex-row sm:flex-wrap sm:items-center sm:p-6">
        <p className="font-mono text-sm font-bold sm:mr-auto">Next steps</p>
        <Link to={paths.dashboard} className={buttonClasses("outline", "display-md")}>
          <Swords aria-hidden className="h-4 w-4" />
          Browse examples
        </Link>
        <Link to={paths.plans} className={buttonClasses("accent", "display-md")}>
          See plans
        </Link>
        <Link to={paths.about} className={buttonClasses("ghost", "display-md")}>
          <BookOpen aria-hidden className="h-4 w-4" />
          About ReachGen
        </Link>
      </div>
    </DocSection>
  );
}
