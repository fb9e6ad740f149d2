import { type HttpMethod, httpMethods } from "./http-methods";
import type { AuthMode, JsonSchema, OpenApiDocument, Operation, Parameter, Reference } from "./openapi-schema";

/**
 * The OpenAPI document turned into what the page shows: operations in document order, grouped by their first tag,
 * with every parameter, request body, response and header $ref resolved. Schema $refs inside bodies stay as they are;
 * the field tables resolve them (schema-fields.ts) so a named schema can be linked rather than repeated.
 */

export interface ApiParameter {
  name: string;
  in: Parameter["in"];
  required: boolean;
  description?: string;
  schema: JsonSchema;
  example?: unknown;
}

export interface ApiContent {
  mediaType: string;
  schema?: JsonSchema;
  example?: unknown;
}

export interface ApiResponse {
  status: string;
  description: string;
  headers: { name: string; description?: string }[];
  content: ApiContent[];
}

export interface ApiOperation {
  id: string;
  method: HttpMethod;
  path: string;
  tag: string;
  summary: string;
  description?: string;
  deprecated: boolean;
  /** Who may call it: a secret key, the signed-in session, either, or anyone. */
  auth: AuthMode;
  /** The key permission it needs, null when any live key may call it. */
  permission: string | null;
  /** Dollars per successful call; null when the document does not say. */
  price: number | null;
  parameters: ApiParameter[];
  requestBody?: { required: boolean; description?: string; content: ApiContent[] };
  responses: ApiResponse[];
}

export interface ApiTagGroup {
  tag: string;
  /** The anchor of the group's heading. */
  id: string;
  description?: string;
  operations: ApiOperation[];
}

export interface ApiModel {
  title: string;
  version: string;
  description?: string;
  /** `servers[0].url`, absolute, without a trailing slash: every path is relative to it. */
  baseUrl: string;
  operations: ApiOperation[];
  groups: ApiTagGroup[];
  schemas: Record<string, JsonSchema>;
  securitySchemes: Record<string, { bearerFormat?: string; description?: string }>;
}

const UNTAGGED = "Other";
export const SCHEMA_REF_PREFIX = "#/components/schemas/";

/** A readable, stable anchor fragment. */
export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const tagAnchor = (tag: string) => `tag-${slug(tag)}`;
export const schemaAnchor = (name: string) => `schema-${name}`;
export const exampleAnchor = (operationId: string) => `${operationId}-example`;

/** The component name a `#/components/schemas/Name` reference points at. */
export function schemaRefName(ref: string | undefined): string | undefined {
  if (!ref?.startsWith(SCHEMA_REF_PREFIX)) return undefined;
  return decodePointer(ref.slice(SCHEMA_REF_PREFIX.length));
}

const decodePointer = (segment: string) => decodeURIComponent(segment).replaceAll("~1", "/").replaceAll("~0", "~");

/** What a local reference (`#/a/b/c`) points at in the document, or undefined. */
export function resolvePointer(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = doc;
  for (const segment of ref.slice(2).split("/").map(decodePointer)) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

const isReference = (value: object): value is Reference => "$ref" in value && typeof value.$ref === "string";

/** Follows a chain of references; a broken one is a malformed document (the error panel says which). */
function deref<T extends object>(doc: OpenApiDocument, value: T | Reference, what: string): T {
  let current: unknown = value;
  for (let hops = 0; hops < 10 && current && typeof current === "object" && isReference(current); hops++) {
    const ref = current.$ref;
    current = resolvePointer(doc, ref);
    if (current === undefined) throw new Error(`The ${what} reference ${ref} points at nothing`);
  }
  if (!current || typeof current !== "object" || isReference(current)) throw new Error(`A ${what} reference loops`);
  return current as T;
}

function authOf(op: Operation): AuthMode {
  if (op["x-auth"]) return op["x-auth"];
  const schemes = new Set((op.security ?? []).flatMap((s) => Object.keys(s)));
  if (schemes.size === 0) return "none";
  const session = schemes.has("Session");
  const key = [...schemes].some((s) => s !== "Session");
  return session && key ? "either" : session ? "session" : "key";
}

function contentOf(content: Record<string, { schema?: JsonSchema; example?: unknown }> | undefined): ApiContent[] {
  return Object.entries(content ?? {}).map(([mediaType, media]) => ({
    mediaType,
    schema: media.schema,
    example: media.example,
  }));
}

function operationOf(
  doc: OpenApiDocument,
  method: HttpMethod,
  path: string,
  op: Operation,
  shared: (Parameter | Reference)[],
): ApiOperation {
  // Operation parameters override path-level ones with the same name and location.
  const byKey = new Map<string, Parameter>();
  for (const p of [...shared, ...(op.parameters ?? [])]) {
    const param = deref<Parameter>(doc, p, "parameter");
    byKey.set(`${param.in}:${param.name}`, param);
  }
  const parameters = [...byKey.values()].map(
    (p): ApiParameter => ({
      name: p.name,
      in: p.in,
      required: p.in === "path" ? true : (p.required ?? false),
      description: p.description ?? p.schema?.description,
      schema: p.schema ?? {},
      example: p.example,
    }),
  );
  const body = op.requestBody ? deref(doc, op.requestBody, "request body") : undefined;
  const responses = Object.entries(op.responses).map(([status, r]): ApiResponse => {
    const response = deref(doc, r, "response");
    return {
      status,
      description: response.description,
      headers: Object.entries(response.headers ?? {}).map(([name, h]) => {
        const header = deref(doc, h, "header");
        return { name, description: header.description ?? header.schema?.description };
      }),
      content: contentOf(response.content),
    };
  });
  return {
    id: op.operationId,
    method,
    path,
    tag: op.tags?.[0] ?? UNTAGGED,
    summary: op.summary ?? op.operationId,
    description: op.description,
    deprecated: op.deprecated ?? false,
    auth: authOf(op),
    permission: op["x-permission"] ?? null,
    price: op["x-price"] ?? null,
    parameters,
    requestBody: body
      ? { required: body.required ?? false, description: body.description, content: contentOf(body.content) }
      : undefined,
    responses,
  };
}

/** An absolute base URL: `servers[0].url`, resolved against this page when the document gives a relative one. */
function baseUrlOf(doc: OpenApiDocument): string {
  const url = doc.servers[0]!.url;
  const here = typeof window === "undefined" ? "http://localhost/" : window.location.href;
  return new URL(url, here).href.replace(/\/+$/, "");
}

export function buildApiModel(doc: OpenApiDocument): ApiModel {
  const operations: ApiOperation[] = [];
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of httpMethods) {
      const op = item[method];
      if (!op) continue;
      if (ids.has(op.operationId)) throw new Error(`Two operations are named ${op.operationId}`);
      ids.add(op.operationId);
      operations.push(operationOf(doc, method, path, op, item.parameters ?? []));
    }
  }

  // Groups follow the document's tag list, then the order tags first appear in.
  const declared = doc.tags ?? [];
  const order = [...new Set([...declared.map((t) => t.name), ...operations.map((o) => o.tag)])];
  const groups = order
    .map(
      (tag): ApiTagGroup => ({
        tag,
        id: tagAnchor(tag),
        description: declared.find((t) => t.name === tag)?.description,
        operations: operations.filter((o) => o.tag === tag),
      }),
    )
    .filter((g) => g.operations.length > 0);

  return {
    title: doc.info.title,
    version: doc.info.version,
    description: doc.info.description,
    baseUrl: baseUrlOf(doc),
    operations,
    groups,
    schemas: doc.components?.schemas ?? {},
    securitySchemes: doc.components?.securitySchemes ?? {},
  };
}

/** The operation behind a method and path, if the document has it. */
export function findOperation(model: ApiModel, method: HttpMethod, path: string): ApiOperation | undefined {
  return model.operations.find((o) => o.method === method && o.path === path);
}

/** Dollars per call as a reader expects them: Free, $0.50, $0.01. */
export function formatCallPrice(price: number | null): string {
  if (price === null) return "Not stated";
  if (price === 0) return "Free";
  return price.toLocaleString("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
}
