import { clsx } from "clsx";
import type { EndpointDoc, FieldDoc, HttpMethod } from "../content";
import { CodeBlock } from "./code-block";

const methodClasses: Record<HttpMethod, string> = {
  GET: "border-accent bg-accent-soft text-accent-text",
  POST: "border-warning bg-warning-soft text-warning",
  DELETE: "border-destructive bg-surface text-destructive",
};

export function MethodBadge({ method, className }: { method: HttpMethod; className?: string }) {
  return (
    <span
      className={clsx(
        "inline-flex min-w-16 justify-center border px-1.5 py-0.5 font-mono text-xs font-bold",
        methodClasses[method],
        className,
      )}
    >
      {method}
    </span>
  );
}

function FieldList({ title, fields }: { title: string; fields: FieldDoc[] }) {
  return (
    <div className="mt-6">
      <h4 className="font-mono text-xs font-bold uppercase tracking-widest text-muted-foreground">{title}</h4>
      <dl className="mt-2 divide-y divide-border border-y border-border">
        {fields.map((f) => (
          <div key={f.name} className="grid gap-1 py-3 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)] sm:gap-4">
            <dt className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 sm:flex-col">
              <code className="font-mono text-sm font-bold">{f.name}</code>
              <span className="flex items-baseline gap-2">
                <span className="font-mono text-xs text-muted-foreground">{f.type}</span>
                {f.required ? (
                  <span className="font-mono text-[10px] font-bold uppercase tracking-wider text-destructive">
                    required
                  </span>
                ) : null}
              </span>
            </dt>
            <dd className="text-sm leading-relaxed text-muted-foreground">{f.description}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** One endpoint: method and path, who may call it, what it costs, its inputs and an example response. */
export function EndpointCard({ endpoint, baseUrl }: { endpoint: EndpointDoc; baseUrl: string }) {
  return (
    <article
      id={endpoint.id}
      aria-labelledby={`${endpoint.id}-title`}
      className="scroll-mt-24 border border-border bg-surface p-5 sm:p-6"
    >
      <h3 id={`${endpoint.id}-title`} className="flex flex-wrap items-center gap-3">
        <MethodBadge method={endpoint.method} />
        <code className="break-all font-mono text-lg font-bold">{endpoint.path}</code>
      </h3>
      <p className="mt-3 leading-relaxed">{endpoint.summary}</p>
      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 font-mono text-xs">
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">AUTH</dt>
          <dd className="font-bold">{endpoint.auth}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">BILLED</dt>
          <dd className="font-bold">{endpoint.billing ?? "Free"}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">SUCCESS</dt>
          <dd className="font-bold">{endpoint.status}</dd>
        </div>
      </dl>
      <p className="mt-3 break-all font-mono text-xs text-muted-foreground">
        {endpoint.method} {baseUrl}
        {endpoint.path}
      </p>
      {endpoint.pathParams ? <FieldList title="Path parameters" fields={endpoint.pathParams} /> : null}
      {endpoint.query ? <FieldList title="Query parameters" fields={endpoint.query} /> : null}
      {endpoint.body ? <FieldList title="JSON body" fields={endpoint.body} /> : null}
      {endpoint.notes?.map((note) => (
        <p key={note} className="mt-4 border-l-2 border-accent pl-3 text-sm text-muted-foreground">
          {note}
        </p>
      ))}
      {endpoint.response ? (
        <div className="mt-6">
          <h4 className="font-mono text-xs font-bold uppercase tracking-widest text-muted-foreground">
            Example response · {endpoint.status}
          </h4>
          <CodeBlock code={endpoint.response} language="json" className="mb-0 mt-2" maxLines={14} />
        </div>
      ) : (
        <p className="mt-6 font-mono text-xs font-bold uppercase tracking-widest text-muted-foreground">
          Response · {endpoint.status} · empty body
        </p>
      )}
    </article>
  );
}
