import { Fragment, type ReactNode } from "react";
import { type ApiModel, schemaAnchor } from "../api-model";
import type { JsonSchema } from "../openapi-schema";
import { constraintsOf, type FieldRow, resolveSchema, schemaFields, typeLabel } from "../schema-fields";
import { CodeBlock } from "./code-block";
import { C, DocTable, DocText } from "./doc-primitives";
import { useNearViewport } from "@web/lib/render-near";

/** A link to a named schema in the Schemas list, when the document has it. */
export function SchemaLink({ name, model, children }: { name: string; model: ApiModel; children?: ReactNode }) {
  if (!Object.hasOwn(model.schemas, name)) return <>{children ?? name}</>;
  return (
    <a href={`#${schemaAnchor(name)}`} className="text-accent-text underline underline-offset-4 hover:decoration-2">
      {children ?? name}
    </a>
  );
}

const valueText = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));

/** Allowed values, limits and the description of a field or parameter. */
export function FieldDetails({
  description,
  constraints,
  enumValues,
  enumOfItems,
}: {
  description?: string;
  constraints: string[];
  enumValues?: unknown[];
  enumOfItems?: boolean;
}) {
  return (
    <div className="space-y-1.5">
      {description ? (
        <p className="text-foreground/90">
          <DocText text={description} />
        </p>
      ) : null}
      {enumValues?.length ? (
        <p>
          {enumValues.length === 1 ? (enumOfItems ? "Each is " : "Always ") : enumOfItems ? "Each one of " : "One of "}
          {enumValues.map((v, i) => (
            <Fragment key={JSON.stringify(v)}>
              {i > 0 ? " " : null}
              <C>{valueText(v)}</C>
            </Fragment>
          ))}
        </p>
      ) : null}
      {constraints.length ? <p className="font-mono text-xs">{constraints.join(" · ")}</p> : null}
      {!description && !enumValues?.length && !constraints.length ? <span aria-hidden>—</span> : null}
    </div>
  );
}

function TypeCell({ row, model }: { row: Pick<FieldRow, "type" | "typeRef">; model: ApiModel }) {
  const { type, typeRef } = row;
  if (!typeRef || !type.includes(typeRef)) return <span className="font-mono text-xs">{type}</span>;
  const at = type.indexOf(typeRef);
  return (
    <span className="font-mono text-xs">
      {type.slice(0, at)}
      <SchemaLink name={typeRef} model={model} />
      {type.slice(at + typeRef.length)}
    </span>
  );
}

function FieldName({ row }: { row: FieldRow }) {
  // `options.format` shows `options.` dimmed; `data[].id` shows `data[].`.
  const cut = Math.max(row.path.lastIndexOf("."), row.path.lastIndexOf("]") + 1, 0);
  const parent = row.path.slice(0, cut);
  const own = row.path.slice(cut).replace(/^\./, "");
  return (
    <span style={{ paddingLeft: `${row.depth * 0.75}rem` }} className="inline-block">
      {parent ? <span className="font-normal text-muted-foreground">{`${parent}.`}</span> : null}
      {own}
    </span>
  );
}

/** Every field of a schema, nested ones indented under their parent. */
export function FieldTable({ rows, model, label }: { rows: FieldRow[]; model: ApiModel; label: string }) {
  return (
    <DocTable
      label={label}
      head={["Field", "Type", "Required", "Description"]}
      rows={rows.map((row) => [
        <FieldName key="n" row={row} />,
        <TypeCell key="t" row={row} model={model} />,
        row.required ? "Yes" : "No",
        <FieldDetails
          key="d"
          description={row.description}
          constraints={row.constraints}
          enumValues={row.enumValues}
          enumOfItems={row.enumOfItems}
        />,
      ])}
    />
  );
}

/**
 * A schema as a field table (objects), or as its type, values and limits (a string enum, an array). With `inlineRefs`
 * the named schemas it uses are expanded in place; without, they are linked.
 */
export function SchemaView({
  schema,
  model,
  label,
  inlineRefs,
}: {
  schema: JsonSchema;
  model: ApiModel;
  label: string;
  inlineRefs: boolean;
}) {
  const rows = schemaFields(model, schema, { inlineRefs });
  if (rows.length > 0) return <FieldTable rows={rows} model={model} label={label} />;
  const resolved = resolveSchema(model, schema) ?? schema;
  return (
    <div className="mt-3 border border-border bg-surface p-4 text-sm">
      <p>
        Type <C>{typeLabel(resolved)}</C>
      </p>
      <div className="mt-2 text-muted-foreground">
        <FieldDetails
          description={resolved.description}
          constraints={constraintsOf(resolved)}
          enumValues={resolved.enum ?? resolved.items?.enum}
          enumOfItems={!resolved.enum && !!resolved.items?.enum}
        />
      </div>
    </div>
  );
}

/** One entry of the Schemas list: its fields, and its example when the document gives one. */
export function SchemaEntry({ name, schema, model }: { name: string; schema: JsonSchema; model: ApiModel }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  const example = schema.example ?? schema.examples?.[0];
  return (
    <article
      ref={ref}
      id={schemaAnchor(name)}
      aria-labelledby={`${schemaAnchor(name)}-title`}
      className="scroll-mt-24 border-t border-border pt-6"
    >
      <h4 id={`${schemaAnchor(name)}-title`} className="font-mono text-base font-bold">
        {name}
      </h4>
      {schema.description && (schema.properties || schema.items) ? (
        <p className="mt-1 text-sm text-muted-foreground">
          <DocText text={schema.description} />
        </p>
      ) : null}
      {near ? (
        <>
          <SchemaView schema={schema} model={model} label={`Fields of ${name}`} inlineRefs={false} />
          {example !== undefined ? (
            <CodeBlock
              code={JSON.stringify(example, null, 2)}
              language="json"
              title={`${name} example`}
              maxLines={16}
            />
          ) : null}
        </>
      ) : (
        <div className="h-64" />
      )}
    </article>
  );
}
