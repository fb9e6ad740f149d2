import { Fragment } from "react";
import { clsx } from "clsx";
import {
  type ApiModel,
  type ApiOperation,
  type ApiResponse,
  exampleAnchor,
  formatCallPrice,
  schemaRefName,
} from "../api-model";
import type { HttpMethod } from "../http-methods";
import { constraintsOf, typeLabel } from "../schema-fields";
import { C, DocTable, DocText } from "./doc-primitives";
import { FieldDetails, SchemaLink, SchemaView } from "./schema-table";
import { useNearViewport } from "@web/lib/render-near";

const methodClasses: Partial<Record<HttpMethod, string>> = {
  get: "border-accent bg-accent-soft text-accent-text",
  post: "border-warning bg-warning-soft text-warning",
  patch: "border-border-strong bg-surface-2 text-foreground",
  put: "border-border-strong bg-surface-2 text-foreground",
  delete: "border-destructive bg-surface text-destructive",
};

export function MethodBadge({ method, className }: { method: HttpMethod; className?: string }) {
  return (
    <span
      className={clsx(
        "inline-flex min-w-16 justify-center border px-1.5 py-0.5 font-mono text-xs font-bold",
        methodClasses[method] ?? "border-border bg-surface text-foreground",
        className,
      )}
    >
      {method.toUpperCase()}
    </span>
  );
}

/** Who may call an operation, in words: the key and its permission, the signed-in session, or anyone. */
export function authText(op: Pick<ApiOperation, "auth" | "permission">): string {
  const key = op.permission ? `Secret key with ${op.permission}` : "Any secret key";
  switch (op.auth) {
    case "key":
      return key;
    case "session":
      return "Signed-in session only";
    case "either":
      return `${key}, or the signed-in session`;
    case "none":
      return "None";
  }
}

function ParametersTable({ op, model }: { op: ApiOperation; model: ApiModel }) {
  return (
    <DocTable
      label={`Parameters of ${op.method.toUpperCase()} ${op.path}`}
      head={["Name", "In", "Type", "Required", "Description"]}
      rows={op.parameters.map((p) => [
        p.name,
        p.in,
        <span key="t" className="font-mono text-xs">
          {typeLabel(p.schema)}
        </span>,
        p.required ? "Yes" : "No",
        <ParameterDetails key="d" param={p} model={model} />,
      ])}
    />
  );
}

function ParameterDetails({ param, model }: { param: ApiOperation["parameters"][number]; model: ApiModel }) {
  const refName = schemaRefName(param.schema.$ref);
  const schema = param.schema;
  return (
    <>
      <FieldDetails description={param.description} constraints={constraintsOfParam(param)} enumValues={schema.enum} />
      {refName ? (
        <p className="mt-1 text-xs">
          See <SchemaLink name={refName} model={model} />
        </p>
      ) : null}
    </>
  );
}

function constraintsOfParam(param: ApiOperation["parameters"][number]): string[] {
  const out = constraintsOf(param.schema);
  const example = param.example ?? param.schema.example;
  if (example !== undefined) out.push(`example ${JSON.stringify(example)}`);
  return out;
}

/** How an answer's body reads: a linked schema, a file type, or nothing. */
function ResponseBody({ response, model }: { response: ApiResponse; model: ApiModel }) {
  if (response.content.length === 0) return <span className="text-muted-foreground">No body</span>;
  return (
    <ul className="space-y-1">
      {response.content.map((c) => {
        const name = schemaRefName(c.schema?.$ref);
        const binary = c.schema?.format === "binary";
        return (
          <li key={c.mediaType} className="font-mono text-xs">
            {name ? <SchemaLink name={name} model={model} /> : binary ? "File" : c.schema ? typeLabel(c.schema) : "—"}
            {" · "}
            <span className="text-muted-foreground">{c.mediaType}</span>
          </li>
        );
      })}
    </ul>
  );
}

const isLimitHeader = (name: string) => /^(X-)?RateLimit-/i.test(name);

/**
 * The headers of an answer. The six rate-limit headers most answers carry are one link to the table that explains
 * them (Authentication › Rate limits), not six names on every row; any other header is named.
 */
function ResponseHeaders({ headers }: { headers: ApiResponse["headers"] }) {
  if (headers.length === 0) return null;
  const others = headers.filter((h) => !isLimitHeader(h.name));
  const limits = headers.length > others.length;
  return (
    <p className="text-xs">
      Headers:{" "}
      {limits ? (
        <a href="#rate-limits" className="text-accent-text underline underline-offset-4">
          rate limit
        </a>
      ) : null}
      {others.map((h, i) => (
        <Fragment key={h.name}>
          {i > 0 || limits ? ", " : null}
          <C>{h.name}</C>
        </Fragment>
      ))}
    </p>
  );
}

function ResponsesTable({ op, model }: { op: ApiOperation; model: ApiModel }) {
  return (
    <DocTable
      label={`Responses of ${op.method.toUpperCase()} ${op.path}`}
      head={["Status", "Description", "Body"]}
      rows={op.responses.map((r) => [
        <span key="s" className={clsx(/^2/.test(r.status) ? "text-accent-text" : "text-foreground")}>
          {r.status}
        </span>,
        <div key="d" className="space-y-1.5">
          <p className="text-foreground/90">
            <DocText text={r.description} />
          </p>
          <ResponseHeaders headers={r.headers} />
        </div>,
        <ResponseBody key="b" response={r} model={model} />,
      ])}
    />
  );
}

const subheading = "mt-6 font-mono text-xs font-bold uppercase tracking-widest text-muted-foreground";

/**
 * One operation of the document: method and path, what it does, who may call it, what a successful call costs, its
 * parameters, its request body's fields and every answer it documents. The card's id is the operationId.
 */
export function EndpointCard({ op, model }: { op: ApiOperation; model: ApiModel }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <article
      ref={ref}
      id={op.id}
      data-operation-id={op.id}
      aria-labelledby={`${op.id}-title`}
      className="scroll-mt-24 border border-border bg-surface p-5 [contain-intrinsic-size:auto_720px] [content-visibility:auto] sm:p-6"
    >
      <h4 id={`${op.id}-title`} className="flex flex-wrap items-center gap-3">
        <MethodBadge method={op.method} /> <code className="break-all font-mono text-lg font-bold">{op.path}</code>
      </h4>
      <p className="mt-3 font-bold leading-relaxed">
        {op.summary}
        {op.deprecated ? <span className="ml-2 font-mono text-xs text-warning">DEPRECATED</span> : null}
      </p>
      {op.description ? (
        <p className="mt-1 leading-relaxed text-muted-foreground">
          <DocText text={op.description} />
        </p>
      ) : null}
      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 font-mono text-xs">
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">AUTH</dt>
          <dd className="font-bold">{authText(op)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">PRICE</dt>
          <dd className="font-bold">
            {formatCallPrice(op.price)}
            {op.price ? " per successful call" : null}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">OPERATION</dt>
          <dd className="font-bold">{op.id}</dd>
        </div>
      </dl>
      <p className="mt-3 break-all font-mono text-xs text-muted-foreground">
        {op.method.toUpperCase()} {model.baseUrl}
        {op.path}
      </p>
      {near ? <EndpointDetails op={op} model={model} /> : <div className="h-72" />}
    </article>
  );
}

/** The bulk of a card, rendered as the reader nears it (render-near.ts): parameters, request body and answers. */
function EndpointDetails({ op, model }: { op: ApiOperation; model: ApiModel }) {
  const title = `${op.method.toUpperCase()} ${op.path}`;
  const json = op.requestBody?.content.find((c) => c.mediaType.includes("json")) ?? op.requestBody?.content[0];
  const bodyName = schemaRefName(json?.schema?.$ref);
  return (
    <>
      {op.parameters.length > 0 ? (
        <>
          <h5 className={subheading}>Parameters</h5>
          <ParametersTable op={op} model={model} />
        </>
      ) : null}

      {json ? (
        <>
          <h5 className={subheading}>
            Request body · {json.mediaType}
            {op.requestBody?.required ? " · required" : ""}
          </h5>
          {op.requestBody?.description ? (
            <p className="mt-2 text-sm">
              <DocText text={op.requestBody.description} />
            </p>
          ) : null}
          {bodyName ? (
            <p className="mt-2 text-sm text-muted-foreground">
              Schema <SchemaLink name={bodyName} model={model} />
            </p>
          ) : null}
          {json.schema ? (
            <SchemaView schema={json.schema} model={model} label={`Request body of ${title}`} inlineRefs />
          ) : null}
        </>
      ) : null}

      <h5 className={subheading}>Responses</h5>
      <ResponsesTable op={op} model={model} />

      <p className="mt-4 text-sm">
        <a
          href={`#${exampleAnchor(op.id)}`}
          className="font-mono font-bold text-accent-text underline underline-offset-4"
        >
          Code example<span className="sr-only"> for {title}</span>
        </a>
      </p>
    </>
  );
}
