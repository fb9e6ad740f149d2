import { type ApiModel, schemaRefName } from "./api-model";
import type { JsonSchema } from "./openapi-schema";

/** One row of a field table: a property, possibly nested (`options.format`, `data[].id`, `copy.*.*.title`). */
export interface FieldRow {
  path: string;
  depth: number;
  type: string;
  /** The named schema the type is (or is an array or map of), for a link to it. */
  typeRef?: string;
  required: boolean;
  description?: string;
  constraints: string[];
  /** Allowed values; `enumOfItems` when they apply to each item of an array. */
  enumValues?: unknown[];
  enumOfItems?: boolean;
}

const MAX_DEPTH = 6;

const isSchema = (v: unknown): v is JsonSchema => typeof v === "object" && v !== null && !Array.isArray(v);

/** Follows a schema's $ref to the component (several hops at most); undefined when it points at nothing. */
export function resolveSchema(model: ApiModel, schema: JsonSchema): JsonSchema | undefined {
  let current: JsonSchema | undefined = schema;
  for (let hops = 0; current?.$ref && hops < 10; hops++) {
    const name = schemaRefName(current.$ref);
    current = name === undefined ? undefined : model.schemas[name];
  }
  return current?.$ref ? undefined : current;
}

/** `allOf` members folded into one object schema (properties and required lists merged). */
function flatten(model: ApiModel, schema: JsonSchema): JsonSchema {
  if (!schema.allOf?.length) return schema;
  const parts = [schema, ...schema.allOf.map((s) => flatten(model, resolveSchema(model, s) ?? {}))];
  return {
    ...schema,
    allOf: undefined,
    type: schema.type ?? parts.find((p) => p.type)?.type,
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
    required: parts.flatMap((p) => p.required ?? []),
  };
}

const typesOf = (s: JsonSchema): string[] => {
  if (Array.isArray(s.type)) return s.type;
  if (s.type) return [s.type];
  if (s.properties || isSchema(s.additionalProperties)) return ["object"];
  if (s.items) return ["array"];
  return [];
};

/** A short type: `string (date-time)`, `integer | null`, `Concept[]`, `map<string, object>`, `"ok"`. */
export function typeLabel(s: JsonSchema): string {
  if (s.$ref) return schemaRefName(s.$ref) ?? s.$ref;
  if (s.const !== undefined) return JSON.stringify(s.const);
  const union = s.oneOf ?? s.anyOf;
  if (union?.length) return union.map(typeLabel).join(" | ");
  if (s.allOf?.length === 1 && !s.type) return typeLabel(s.allOf[0]!);
  const labels = typesOf(s).map((t) => {
    if (t === "array") {
      const item = s.items ? typeLabel(s.items) : "any";
      return item.includes(" | ") ? `(${item})[]` : `${item}[]`;
    }
    if (t === "object" && !s.properties && isSchema(s.additionalProperties)) {
      return `map<string, ${typeLabel(s.additionalProperties)}>`;
    }
    if (s.format && t !== "null") return `${t} (${s.format})`;
    return t;
  });
  if (s.nullable && !labels.includes("null")) labels.push("null");
  return labels.join(" | ") || (s.enum ? "enum" : "any");
}

/** The schema name a type refers to, directly or as an array item or map value. */
function typeRefOf(s: JsonSchema): string | undefined {
  if (s.$ref) return schemaRefName(s.$ref);
  if (s.items) return typeRefOf(s.items);
  if (isSchema(s.additionalProperties)) return typeRefOf(s.additionalProperties);
  return undefined;
}

const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

function range(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  if (min !== undefined && max !== undefined) {
    return min === max ? `exactly ${plural(max, unit)}` : `${min.toLocaleString("en-US")}–${plural(max, unit)}`;
  }
  if (min !== undefined) return `at least ${plural(min, unit)}`;
  if (max !== undefined) return `at most ${plural(max, unit)}`;
  return undefined;
}

/** `1–100`, `> 0`, `≥ 0`, `≤ 10`, or `> 0, ≤ 10` (OpenAPI 3.0's boolean exclusive bounds read too). */
function numericRange(s: JsonSchema): string | undefined {
  const { minimum: min, maximum: max, exclusiveMinimum: exMin, exclusiveMaximum: exMax } = s;
  if (min !== undefined && max !== undefined && exMin === undefined && exMax === undefined) return `${min}–${max}`;
  const parts: string[] = [];
  if (typeof exMin === "number") parts.push(`> ${exMin}`);
  else if (min !== undefined) parts.push(`${exMin === true ? ">" : "≥"} ${min}`);
  if (typeof exMax === "number") parts.push(`< ${exMax}`);
  else if (max !== undefined) parts.push(`${exMax === true ? "<" : "≤"} ${max}`);
  return parts.length ? parts.join(", ") : undefined;
}

/** Limits in words: `1–500 characters`, `≥ 1`, `> 0`, `1–7 items`, `pattern …`, `default 50`. */
export function constraintsOf(s: JsonSchema): string[] {
  const out: string[] = [];
  const text = range(s.minLength, s.maxLength, "character");
  if (text) out.push(text);
  const numeric = numericRange(s);
  if (numeric) out.push(numeric);
  const items = range(s.minItems, s.maxItems, "item");
  if (items) out.push(items);
  if (s.pattern) out.push(`pattern ${s.pattern}`);
  if (s.default !== undefined) {
    const shown = JSON.stringify(s.default);
    if (shown.length <= 40) out.push(`default ${shown}`);
  }
  return out;
}

interface Walk {
  model: ApiModel;
  /** Expand named schemas in place (request bodies) rather than link to them (the Schemas list). */
  inlineRefs: boolean;
  rows: FieldRow[];
}

/** The rows under a value: an object's properties, an array's item, a map's value; named schemas per `inlineRefs`. */
function expand(walk: Walk, schema: JsonSchema, path: string, depth: number, seen: ReadonlySet<string>) {
  if (depth > MAX_DEPTH) return;
  let s = schema;
  let seenHere = seen;
  if (s.$ref) {
    const name = schemaRefName(s.$ref);
    const target = resolveSchema(walk.model, s);
    if (!walk.inlineRefs || !name || !target || seen.has(name)) return;
    s = target;
    seenHere = new Set([...seen, name]);
  }
  s = flatten(walk.model, s);
  if (s.properties) {
    const required = new Set(s.required ?? []);
    for (const [name, prop] of Object.entries(s.properties)) {
      const childPath = path ? `${path}.${name}` : name;
      walk.rows.push(rowOf(walk, prop, childPath, depth, required.has(name)));
      expand(walk, prop, childPath, depth + 1, seenHere);
    }
  } else if (s.items) {
    expand(walk, s.items, `${path}[]`, depth, seenHere);
  } else if (isSchema(s.additionalProperties)) {
    expand(walk, s.additionalProperties, `${path}.*`, depth, seenHere);
  }
}

function rowOf(walk: Walk, prop: JsonSchema, path: string, depth: number, required: boolean): FieldRow {
  // With inlined refs, a property that names a schema shows that schema's limits and values.
  const info = (prop.$ref && walk.inlineRefs ? resolveSchema(walk.model, prop) : undefined) ?? prop;
  const item = info.items && (info.items.$ref && walk.inlineRefs ? resolveSchema(walk.model, info.items) : info.items);
  const itemEnum = item?.enum ?? (item?.const !== undefined ? [item.const] : undefined);
  return {
    path,
    depth,
    type: typeLabel(prop),
    typeRef: typeRefOf(prop),
    required,
    description: prop.description ?? info.description ?? item?.description,
    constraints: [...constraintsOf(info), ...(item ? constraintsOf(item).map((c) => `each: ${c}`) : [])],
    enumValues: info.enum ?? itemEnum,
    enumOfItems: !info.enum && itemEnum !== undefined,
  };
}

/**
 * Every field of a schema as table rows, nested fields after their parent. The schema itself may be a $ref (a request
 * body); it is always resolved. An array's item fields read `[].name`; a map's values read `*.name`.
 */
export function schemaFields(model: ApiModel, schema: JsonSchema, options: { inlineRefs: boolean }): FieldRow[] {
  const walk: Walk = { model, inlineRefs: options.inlineRefs, rows: [] };
  const root = resolveSchema(model, schema);
  if (!root) return [];
  const name = schemaRefName(schema.$ref);
  expand(walk, root, "", 0, new Set(name ? [name] : []));
  return walk.rows;
}
