import { Fragment, type ReactNode } from "react";
import firstConceptExample from "../../../../../sdk/examples/first-concept.mjs?raw";
import { Link } from "react-router";
import { BookOpen, Swords } from "lucide-react";
import { type ApiPlan, apiPermissions, DEFAULT_PERMISSIONS, permissionLabels, planApiBudget } from "@common/api-terms";
import { errorStatus, REQUEST_ID_HEADER } from "@common/errors";
import { paths } from "@common/paths";
import { buttonClasses } from "@web/components/ui/button";
import { type ApiDocState, OPENAPI_URL } from "../api/get-openapi";
import { type ApiModel, type ApiOperation, exampleAnchor, findOperation, schemaAnchor } from "../api-model";
import { SECRET_KEY_PLACEHOLDER } from "../code-samples";
import { CodeBlock } from "./code-block";
import { OperationSamples } from "./code-language";
import { C, DocSection, DocTable, DocText, Prose, SubHeading } from "./doc-primitives";
import { WithModel } from "./doc-state";

const apiPlans = Object.keys(planApiBudget) as ApiPlan[];
const planLabel = (plan: string) => plan.charAt(0).toUpperCase() + plan.slice(1);
const link = "font-bold text-accent-text underline underline-offset-4";

const opTitle = (op: ApiOperation) => `${op.method.toUpperCase()} ${op.path}`;

function OperationLink({ op }: { op: ApiOperation }) {
  return (
    <a href={`#${op.id}`} className={link}>
      <C>{opTitle(op)}</C>
    </a>
  );
}

/** The media types of answers that are files rather than JSON (ZIP, JPEG, PDF…), from the document. */
const fileTypesOf = (model: ApiModel) => [
  ...new Set(
    model.operations.flatMap((op) =>
      op.responses.flatMap((r) => r.content.map((c) => c.mediaType).filter((t) => !t.includes("json"))),
    ),
  ),
];

export function OverviewSection({ state }: { state: ApiDocState }) {
  return (
    <DocSection id="overview" eyebrow="01 // Overview" title="Overview">
      <Prose>
        The ReachGen API is available on the {apiPlans.map(planLabel).join(" and ")} plans. This reference is rendered
        from the API's own{" "}
        <a href={OPENAPI_URL} className={link}>
          OpenAPI 3.1 document
        </a>
        , so it lists what the API does and nothing else.
      </Prose>
      <WithModel state={state} heights={["h-32"]}>
        {(model) => {
          const files = fileTypesOf(model);
          const facts: [string, ReactNode][] = [
            ["Base URL", <C key="b">{model.baseUrl}</C>],
            ["Version", model.version],
            [
              "Authentication",
              <span key="a">
                Bearer secret key (<C>{SECRET_KEY_PLACEHOLDER}</C>)
              </span>,
            ],
            [
              "Format",
              files.length > 0 ? `JSON; downloads as ${files.join(", ")}` : "JSON request and response bodies",
            ],
          ];
          return (
            <>
              {model.description ? (
                <Prose>
                  <DocText text={model.description} />
                </Prose>
              ) : null}
              <dl className="mt-6 grid gap-px overflow-hidden border border-border bg-border sm:grid-cols-2">
                {facts.map(([term, value]) => (
                  <div key={term} className="bg-surface p-4">
                    <dt className="font-mono text-[11px] font-bold uppercase tracking-widest text-muted-foreground">
                      {term}
                    </dt>
                    <dd className="mt-1 break-words text-sm">{value}</dd>
                  </div>
                ))}
              </dl>
            </>
          );
        }}
      </WithModel>
    </DocSection>
  );
}

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <li className="grid gap-3 sm:grid-cols-[2.5rem_minmax(0,1fr)]">
      <span
        aria-hidden
        className="grid h-9 w-9 place-items-center border border-border-strong font-mono text-sm font-bold"
      >
        {n}
      </span>
      <div className="min-w-0">
        <h3 className="text-lg font-bold">
          <span className="sr-only">Step {n}: </span>
          {title}
        </h3>
        <div className="mt-1 leading-relaxed text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

/** The calls of the quick start, when the document has them. */
function CallSteps({ model }: { model: ApiModel }) {
  const steps = [
    { op: findOperation(model, "get", "/platforms"), title: "Make a first call", verb: "lists" },
    { op: findOperation(model, "post", "/concepts"), title: "Create a concept", verb: "generates" },
  ].filter((s): s is typeof s & { op: ApiOperation } => s.op !== undefined);
  return steps.map((step, i) => (
    <Step key={step.op.id} n={i + 3} title={step.title}>
      <p>
        <OperationLink op={step.op} />: {step.op.summary}.
      </p>
      <OperationSamples operation={step.op} model={model} context="Quick Start" />
    </Step>
  ));
}

export function QuickStartSection({ state }: { state: ApiDocState }) {
  return (
    <DocSection id="quick-start" eyebrow="02 // Quick Start" title="Quick Start">
      <ol className="mt-2 space-y-8">
        <Step n={1} title="Choose a plan with the API">
          <p>
            The API comes with {apiPlans.map(planLabel).join(" and ")}.{" "}
            <Link to={paths.plans} className={link}>
              Compare plans
            </Link>
            .
          </p>
        </Step>
        <Step n={2} title="Create a secret key">
          <p>
            Sign in and open the{" "}
            <Link to={paths.apiKeys} className={link}>
              API Keys page
            </Link>
            . Give the key the permissions it needs. Its secret (<C>{SECRET_KEY_PLACEHOLDER}</C>) is shown once: store
            it in your server's environment or secret manager.
          </p>
        </Step>
        {state.status === "success" ? (
          <CallSteps model={state.model} />
        ) : (
          <li>
            <WithModel state={state} heights={["h-56", "h-72"]}>
              {() => null}
            </WithModel>
          </li>
        )}
      </ol>
      <SubHeading id="bulk">Many concepts from a CSV</SubHeading>
      <Prose>
        <C>POST /bulk</C> takes a CSV of briefs (one per row, the columns named as the concept fields;{" "}
        <a href="/api/v1/bulk/template.csv" className={link}>
          download the template
        </a>
        ) and a ZIP of their photos as the multipart parts <C>csv</C> and <C>images</C> (
        <a href={`#${exampleAnchor("createBulkJob")}`} className={link}>
          the request in curl, JavaScript and Python
        </a>
        ), checks every row first and makes the good ones as a job: <C>GET /jobs/{"{id}"}</C> lists each row's concept,
        or its error with the column at fault, and <C>GET /jobs/{"{id}"}/package</C> downloads the concepts it made as
        one ZIP once it has succeeded (<C>409</C> while it runs). Send an <C>Idempotency-Key</C> and a retried upload
        gets the same job back; the same key with another CSV or ZIP is a <C>400</C>. The{" "}
        <Link to={paths.bulk} className={link}>
          Bulk Generate page
        </Link>{" "}
        does the same in the browser.
      </Prose>
    </DocSection>
  );
}

const ERROR_EXAMPLE = `{
  "error": {
    "code": "VALIDATION_FAILED",
    "message": "…",
    "requestId": "…",
    "issues": [{ "path": "…", "message": "…" }]
  }
}`;

function PermissionsTable({ model }: { model: ApiModel }) {
  const open = model.operations.filter((op) => (op.auth === "key" || op.auth === "either") && !op.permission);
  return (
    <>
      <DocTable
        label="Key permissions"
        head={["Permission", "Allows", "Operations"]}
        rows={apiPermissions.map((p) => {
          const ops = model.operations.filter((op) => op.permission === p);
          return [
            p,
            permissionLabels[p],
            ops.length ? (
              <ul key="o" className="space-y-1">
                {ops.map((op) => (
                  <li key={op.id}>
                    <OperationLink op={op} />
                  </li>
                ))}
              </ul>
            ) : (
              "—"
            ),
          ];
        })}
      />
      {open.length > 0 ? (
        <Prose className="text-sm text-muted-foreground">
          Any live key may call{" "}
          {open.map((op, i) => (
            <Fragment key={op.id}>
              {i > 0 ? ", " : null}
              <OperationLink op={op} />
            </Fragment>
          ))}
          .
        </Prose>
      ) : null}
    </>
  );
}

/** The rate-limit headers the document lists on its answers, with its descriptions. */
function LimitHeaders({ model }: { model: ApiModel }) {
  const headers = new Map<string, string | undefined>();
  for (const op of model.operations) {
    for (const r of op.responses)
      for (const h of r.headers) if (!headers.has(h.name)) headers.set(h.name, h.description);
  }
  if (headers.size === 0) return null;
  return (
    <DocTable
      label="Rate-limit headers"
      head={["Header", "Meaning"]}
      rows={[...headers].map(([name, description]) => [
        name,
        description ? <DocText key="d" text={description} /> : "—",
      ])}
    />
  );
}

export function AuthenticationSection({ state }: { state: ApiDocState }) {
  const budgets = apiPlans.map((p) => `${planLabel(p)} ${planApiBudget[p].toLocaleString("en-US")}`).join(", ");
  return (
    <DocSection id="authentication" eyebrow="03 // Authentication" title="Authentication">
      <Prose>Send your secret key as a bearer token:</Prose>
      <CodeBlock code={`Authorization: Bearer ${SECRET_KEY_PLACEHOLDER}`} language="http" title="Request header" />
      <Prose>
        Keys are created, listed and revoked only with your signed-in session: on the{" "}
        <Link to={paths.apiKeys} className={link}>
          API Keys page
        </Link>
        , or with your session token as the bearer. A key cannot manage keys.
      </Prose>

      <SubHeading id="permissions">Permissions</SubHeading>
      <Prose>
        A key may call only what its permissions allow; anything else is refused with <C>403</C>. A new key gets{" "}
        {DEFAULT_PERMISSIONS.map((p, i) => (
          <Fragment key={p}>
            {i > 0 ? " and " : null}
            <C>{p}</C>
          </Fragment>
        ))}{" "}
        unless you choose others.
      </Prose>
      <WithModel state={state} heights={["h-72"]}>
        {(model) => <PermissionsTable model={model} />}
      </WithModel>

      <SubHeading id="rate-limits">Rate limits</SubHeading>
      <Prose>
        Your plan's hourly budget ({budgets} requests per hour) is your account's, shared by all its keys; a key's own
        limit is a smaller budget within it (a key made without one may use the whole). A request needs room in both.{" "}
        <C>RateLimit-Policy</C> names both budgets; the other headers are those of the one with fewer requests left.
        When one is spent, the answer is <C>429</C> with a <C>Retry-After</C> header: the seconds to wait.
      </Prose>
      <WithModel state={state} heights={["h-48"]}>
        {(model) => <LimitHeaders model={model} />}
      </WithModel>

      <SubHeading id="cors">Browser calls</SubHeading>
      <Prose>
        A browser on another origin may call with a key only if that origin is one of the key's allowed origins; any
        other origin is refused with <C>403</C> and gets no CORS headers. Keep keys on your server when you can.
      </Prose>

      <SubHeading id="errors">Errors</SubHeading>
      <Prose>
        Every error has the same envelope. <C>issues</C> lists each invalid field of a <C>400</C>; <C>requestId</C> is
        also in the <C>{REQUEST_ID_HEADER}</C> header; quote it when you contact support.
      </Prose>
      <CodeBlock code={ERROR_EXAMPLE} language="json" title="Error envelope" />
      <DocTable
        label="Error codes"
        head={["code", "HTTP status"]}
        rows={Object.entries(errorStatus).map(([code, status]) => [code, String(status)])}
      />
      <WithModel state={state} heights={[]}>
        {(model) =>
          Object.hasOwn(model.schemas, "Error") ? (
            <Prose className="text-sm text-muted-foreground">
              The envelope's schema:{" "}
              <a href={`#${schemaAnchor("Error")}`} className={link}>
                Error
              </a>
              .
            </Prose>
          ) : null
        }
      </WithModel>
    </DocSection>
  );
}

const SDK_INSTALL = `# in a clone of the ReachGen repository: installs, generates and builds sdk/
npm install
# then, in your project
npm install /path/to/reachgen/sdk`;

const SDK_RUN = `REACHGEN_BASE_URL=http://localhost:8787 REACHGEN_API_KEY=${SECRET_KEY_PLACEHOLDER} \\
  node sdk/examples/first-concept.mjs photo.jpg`;

/** The example as it runs (sdk/examples/first-concept.mjs), not a copy that could drift from it. */
const SDK_EXAMPLE = firstConceptExample;

const SDK_FEATURES: [string, ReactNode][] = [
  [
    "Typed calls",
    <>
      <C>client.GET</C>, <C>POST</C>, <C>PATCH</C>, <C>DELETE</C> for every operation, typed by path from this document;
      helpers <C>createConcept</C>, <C>getConcept</C>, <C>listConcepts</C>, <C>updateConcept</C>, <C>editCopy</C>,{" "}
      <C>deleteConcept</C>, <C>listPlatforms</C>.
    </>,
  ],
  [
    "Retries",
    <>
      <C>429</C> and <C>503</C> are retried after <C>Retry-After</C>, at most 3 times; a longer wait than 60 s (a spent
      hourly budget) is thrown at once.
    </>,
  ],
  [
    "Idempotency",
    <>
      Every POST that takes an <C>Idempotency-Key</C> gets one (a UUID, or yours), the same on each retry.
    </>,
  ],
  [
    "Pagination",
    <>
      <C>conceptPages(query)</C> walks <C>GET /concepts</C> page by page; <C>allConcepts(query)</C> yields each concept.
    </>,
  ],
  [
    "Errors",
    <>
      A non-2xx answer throws <C>ReachGenError</C>: <C>status</C>, <C>code</C>, <C>message</C>, <C>requestId</C>,{" "}
      <C>issues</C>, <C>retryAfter</C>.
    </>,
  ],
  [
    "Webhooks",
    <>
      <C>verifyWebhook({"{ secret, headers, body }"})</C> checks a delivery's Standard Webhooks signature (your
      endpoint's <C>whsec_</C> secret, HMAC-SHA256, timestamp within 5 minutes) with Web Crypto and returns the event;
      see{" "}
      <a href="#webhook-signatures" className={link}>
        Webhooks
      </a>
      .
    </>,
  ],
];

export function SdksSection() {
  return (
    <DocSection id="sdks" eyebrow="08 // SDKs & Libraries" title="SDKs & Libraries">
      <Prose>
        <C>@reachgen/sdk</C> is a TypeScript client made from this page's{" "}
        <a href={OPENAPI_URL} className={link}>
          OpenAPI document
        </a>
        : its types are generated from the same contract at every install and check, so they cannot drift. ES modules
        with types, for Node 20 or newer and any runtime with <C>fetch</C> and Web Crypto.
      </Prose>
      <SubHeading id="sdk-install">Install</SubHeading>
      <Prose>It is not on npm yet: install it from a clone of the ReachGen repository.</Prose>
      <CodeBlock code={SDK_INSTALL} language="bash" title="Install the SDK" />
      <SubHeading id="sdk-first-concept">Your first concept</SubHeading>
      <Prose>
        The repository's example makes a concept from a photo and prints its id (<C>REACHGEN_BASE_URL</C> defaults to{" "}
        <C>http://localhost:8787</C>):
      </Prose>
      <CodeBlock code={SDK_RUN} language="bash" title="Run the example" />
      <CodeBlock code={SDK_EXAMPLE} language="javascript" title="sdk/examples/first-concept.mjs" maxLines={14} />
      <SubHeading id="sdk-features">What it does</SubHeading>
      <DocTable label="What the SDK does" head={["feature", "what it does"]} rows={SDK_FEATURES} />
      <Prose className="text-sm text-muted-foreground">
        Other languages: the OpenAPI document works with generators such as openapi-generator.
      </Prose>
    </DocSection>
  );
}

/** The page's way on: examples, plans, about (SPEC §2). */
export function NextSteps() {
  return (
    <nav
      aria-label="Next steps"
      className="flex flex-col gap-3 border border-border-strong bg-surface p-5 sm:flex-row sm:flex-wrap sm:items-center sm:p-6"
    >
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
    </nav>
  );
}
