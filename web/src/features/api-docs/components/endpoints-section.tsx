import type { ApiDocState } from "../api/get-openapi";
import { type ApiModel, formatCallPrice } from "../api-model";
import { SCHEMAS_ANCHOR } from "../sections";
import { C, DocSection, DocTable, Prose, SubHeading } from "./doc-primitives";
import { LoadErrorPanel, LoadingBlocks } from "./doc-state";
import { authText, EndpointCard, MethodBadge } from "./endpoint-card";
import { SchemaEntry } from "./schema-table";
import { HydrationSlice } from "@web/lib/hydration-slice";

function EndpointIndex({ model }: { model: ApiModel }) {
  return (
    <DocTable
      label="Endpoint index"
      head={["Endpoint", "What it does", "Auth", "Price"]}
      rows={model.operations.map((op) => [
        <a key="e" href={`#${op.id}`} className="group inline-flex items-center gap-3 hover:text-accent-text">
          <MethodBadge method={op.method} />{" "}
          <span className="underline decoration-border underline-offset-4 group-hover:decoration-accent">
            {op.path}
          </span>
        </a>,
        op.summary,
        authText(op),
        formatCallPrice(op.price),
      ])}
    />
  );
}

function Endpoints({ model }: { model: ApiModel }) {
  const schemas = Object.entries(model.schemas);
  return (
    <>
      <Prose>
        {model.operations.length} operations. Paths are relative to <C>{model.baseUrl}</C>. Prices are per successful
        call.
      </Prose>
      <HydrationSlice>
        <EndpointIndex model={model} />
      </HydrationSlice>
      {model.groups.map((group) => (
        <div key={group.id}>
          <SubHeading id={group.id}>{group.tag}</SubHeading>
          {group.description ? <Prose className="text-muted-foreground">{group.description}</Prose> : null}
          <div className="mt-4 space-y-6">
            {group.operations.map((op) => (
              <HydrationSlice key={op.id}>
                <EndpointCard op={op} model={model} />
              </HydrationSlice>
            ))}
          </div>
        </div>
      ))}
      {schemas.length > 0 ? (
        <>
          <SubHeading id={SCHEMAS_ANCHOR}>Schemas</SubHeading>
          <Prose className="text-muted-foreground">
            The named shapes the operations send and receive, as the document defines them.
          </Prose>
          <div className="mt-4 space-y-6">
            {schemas.map(([name, schema]) => (
              <HydrationSlice key={name}>
                <SchemaEntry name={name} schema={schema} model={model} />
              </HydrationSlice>
            ))}
          </div>
        </>
      ) : null}
    </>
  );
}

/** Every operation of the OpenAPI document, by tag, then the document's named schemas. */
export function EndpointsSection({ state }: { state: ApiDocState }) {
  return (
    <DocSection id="endpoints" eyebrow="04 // API Endpoints" title="API Endpoints">
      {state.status === "success" ? <Endpoints model={state.model} /> : null}
      {state.status === "pending" ? (
        <LoadingBlocks label="Loading the API reference…" heights={["h-6 max-w-md", "h-72", "h-96", "h-96", "h-96"]} />
      ) : null}
      {state.status === "error" ? <LoadErrorPanel state={state} /> : null}
    </DocSection>
  );
}
