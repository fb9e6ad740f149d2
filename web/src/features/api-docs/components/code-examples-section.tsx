import type { ApiDocState } from "../api/get-openapi";
import { type ApiModel, type ApiOperation, exampleAnchor } from "../api-model";
import { useNearViewport } from "@web/lib/render-near";
import { SECRET_KEY_PLACEHOLDER, SESSION_TOKEN_PLACEHOLDER } from "../code-samples";
import { C, DocSection, Prose, SubHeading } from "./doc-primitives";
import { WithModel } from "./doc-state";
import { OperationSamples } from "./code-language";
import { MethodBadge } from "./endpoint-card";
import { HydrationSlice } from "@web/lib/hydration-slice";

/** A request for every operation, in curl, JavaScript and Python, all made from the document. */
export function CodeExamplesSection({ state }: { state: ApiDocState }) {
  return (
    <DocSection id="code-examples" eyebrow="06 // Code Examples" title="Code Examples">
      <Prose>
        One request per operation, built from the OpenAPI document: its URL with example path values, its headers and
        its example body. Replace <C>{SECRET_KEY_PLACEHOLDER}</C> with your secret key, or{" "}
        <C>{SESSION_TOKEN_PLACEHOLDER}</C> with your session token for key management. The language you pick applies to
        every example on the page.
      </Prose>
      <WithModel state={state} heights={["h-64", "h-64", "h-64"]}>
        {(model) => <Examples model={model} />}
      </WithModel>
    </DocSection>
  );
}

/** Every operation's example, each one's samples rendered as the reader nears it (render-near.ts). */
function Examples({ model }: { model: ApiModel }) {
  return model.groups.map((group) => (
    <div key={group.id}>
      <SubHeading>{group.tag}</SubHeading>
      <div className="mt-4 space-y-8">
        {group.operations.map((op) => (
          <HydrationSlice key={op.id}>
            <OperationExample op={op} model={model} />
          </HydrationSlice>
        ))}
      </div>
    </div>
  ));
}

function OperationExample({ op, model }: { op: ApiOperation; model: ApiModel }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <section
      ref={ref}
      id={exampleAnchor(op.id)}
      aria-labelledby={`${exampleAnchor(op.id)}-title`}
      className="scroll-mt-24"
    >
      <h4 id={`${exampleAnchor(op.id)}-title`} className="flex flex-wrap items-center gap-3">
        <MethodBadge method={op.method} /> <code className="break-all font-mono font-bold">{op.path}</code>{" "}
        <span className="text-sm font-normal text-muted-foreground">{op.summary}</span>
      </h4>
      {near ? <OperationSamples operation={op} model={model} /> : <div className="h-56" />}
      <a href={`#${op.id}`} className="font-mono text-xs font-bold text-accent-text underline underline-offset-4">
        Reference<span className="sr-only"> for {`${op.method.toUpperCase()} ${op.path}`}</span>
      </a>
    </section>
  );
}
