import type { ApiModel, ApiOperation, ApiParameter } from "./api-model";
import type { JsonSchema } from "./openapi-schema";
import { resolveSchema } from "./schema-fields";

/**
 * Request samples made from an operation of the document: its method, the server URL plus its path with example
 * path values, the bearer credential it takes, its header parameters and its request body: a JSON body's `example`,
 * or a multipart body's parts (a binary property is a file sent from disk, named by its `example` and typed by its
 * `contentMediaType`). Nothing in a sample is written by hand for one endpoint.
 */

export const sampleLanguages = [
  { id: "curl", label: "curl", code: "bash" },
  { id: "javascript", label: "JavaScript", code: "javascript" },
  { id: "python", label: "Python", code: "python" },
] as const;
export type SampleLanguage = (typeof sampleLanguages)[number]["id"];

export const SECRET_KEY_PLACEHOLDER = "rgs_…";
export const SESSION_TOKEN_PLACEHOLDER = "YOUR_SESSION_TOKEN";

type HeaderValue = { kind: "text"; text: string } | { kind: "uuid" };

/** A multipart part: a file read from disk (its name on disk and its media type), or a text value. */
type FormPart =
  | { kind: "file"; name: string; filename: string; contentType: string | null }
  | { kind: "text"; name: string; value: string };

export interface RequestSample {
  method: string;
  url: string;
  headers: { name: string; value: HeaderValue }[];
  /** The JSON body, when the operation takes one. */
  body?: unknown;
  /** The parts of a multipart/form-data body, when the operation takes one. */
  form?: FormPart[];
  /** What a successful answer is: JSON, nothing (204), or a file saved under `filename`. */
  result: { kind: "json" } | { kind: "empty" } | { kind: "file"; filename: string };
}

const fileExtensions: Record<string, string> = {
  "application/zip": "zip",
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "text/csv": "csv",
  "text/plain": "txt",
};

/** `idempotency-key` → `Idempotency-Key`, as headers are usually written. */
const headerCase = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());

/** A value the document gives for a parameter: its example, else a default or the first allowed value. */
function exampleOf(param: ApiParameter, model: ApiModel): unknown {
  const schema: JsonSchema = resolveSchema(model, param.schema) ?? {};
  const candidates = [param.example, schema.example, schema.examples?.[0], schema.default, schema.enum?.[0]];
  return candidates.find((v) => v !== undefined);
}

/** A schema's example: its own, or one assembled from its properties' examples (undefined when none give one). */
function exampleBody(model: ApiModel, schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  const resolved = resolveSchema(model, schema);
  if (!resolved) return undefined;
  const own = schema.example ?? resolved.example ?? resolved.examples?.[0];
  if (own !== undefined) return own;
  if (!resolved.properties) return undefined;
  const required = new Set(resolved.required ?? []);
  const entries = Object.entries(resolved.properties)
    .filter(([name]) => required.has(name))
    .map(([name, prop]) => [name, exampleBody(model, prop, depth + 1) ?? prop.default ?? prop.enum?.[0]] as const);
  return entries.every(([, v]) => v !== undefined) && entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** What the first 2xx answer with a body carries; none with a body means an empty answer (204). */
function successOf(op: ApiOperation): RequestSample["result"] {
  const response = op.responses.find((r) => /^2\d\d$/.test(r.status) && r.content.length > 0);
  if (!response) return { kind: "empty" };
  if (response.content.some((c) => c.mediaType.includes("json"))) return { kind: "json" };
  const mediaType = response.content[0]!.mediaType;
  return { kind: "file", filename: `${op.id}.${fileExtensions[mediaType] ?? "bin"}` };
}

const extensionOf = (mediaType: string | undefined) => (mediaType && fileExtensions[mediaType]) || "bin";

/**
 * The parts of a multipart body from its schema's properties, in document order: a binary string is a file (named by
 * its example when that is a file name, else `<part>.<extension of its contentMediaType>`); any other property is a
 * text part when it is required or has an example.
 */
function formParts(model: ApiModel, schema: JsonSchema | undefined): FormPart[] {
  const resolved = schema ? resolveSchema(model, schema) : undefined;
  const required = new Set(resolved?.required ?? []);
  return Object.entries(resolved?.properties ?? {}).flatMap(([name, raw]): FormPart[] => {
    const prop = resolveSchema(model, raw) ?? {};
    if (prop.format === "binary" || prop.contentMediaType) {
      const example = prop.example ?? prop.examples?.[0];
      const filename =
        typeof example === "string" && /^[\w.-]+\.\w+$/.test(example)
          ? example
          : `${name}.${extensionOf(prop.contentMediaType)}`;
      return [{ kind: "file", name, filename, contentType: prop.contentMediaType ?? null }];
    }
    const value = exampleBody(model, prop) ?? prop.default ?? prop.enum?.[0];
    if (value === undefined && !required.has(name)) return [];
    return [{ kind: "text", name, value: value === undefined ? "…" : String(value) }];
  });
}

export function requestSample(op: ApiOperation, model: ApiModel): RequestSample {
  const json = op.requestBody?.content.find((c) => c.mediaType.includes("json"));
  const multipart = json ? undefined : op.requestBody?.content.find((c) => c.mediaType === "multipart/form-data");
  const body = json ? (json.example ?? exampleBody(model, json.schema) ?? {}) : undefined;
  const form = multipart ? formParts(model, multipart.schema) : undefined;
  const headers: RequestSample["headers"] = [];
  if (op.auth !== "none") {
    const token = op.auth === "session" ? SESSION_TOKEN_PLACEHOLDER : SECRET_KEY_PLACEHOLDER;
    headers.push({ name: "Authorization", value: { kind: "text", text: `Bearer ${token}` } });
  }
  if (body !== undefined) headers.push({ name: "Content-Type", value: { kind: "text", text: "application/json" } });

  let path = op.path;
  const query = new URLSearchParams();
  for (const param of op.parameters) {
    const example = exampleOf(param, model);
    if (param.in === "path") {
      const value = example === undefined ? `{${param.name}}` : encodeURIComponent(String(example));
      path = path.replaceAll(`{${param.name}}`, value);
    } else if (param.in === "query") {
      // Optional query parameters appear only when the document gives them an example.
      if (
        example !== undefined &&
        (param.required || param.example !== undefined || param.schema.example !== undefined)
      ) {
        query.set(param.name, String(example));
      }
    } else if (param.in === "header") {
      const name = headerCase(param.name);
      if (name === "Idempotency-Key") headers.push({ name, value: { kind: "uuid" } });
      else if (example !== undefined || param.required) {
        headers.push({ name, value: { kind: "text", text: example === undefined ? "…" : String(example) } });
      }
    }
  }
  const search = query.toString();
  const result = successOf(op);
  return {
    method: op.method.toUpperCase(),
    url: `${model.baseUrl}${path}${search ? `?${search}` : ""}`,
    headers,
    body,
    ...(form ? { form } : {}),
    result: result.kind === "file" ? { kind: "file", filename: fileNameOf(path, result.filename) } : result,
  };
}

/** `/concepts/12/package` with a ZIP → `concepts-12-package.zip`; `/bulk/template.csv` as CSV → `bulk-template.csv`. */
function fileNameOf(path: string, fallback: string): string {
  const stem = path
    .split("/")
    .filter(Boolean)
    .join("-")
    .replace(/[^A-Za-z0-9._-]+/g, "");
  const extension = fallback.slice(fallback.lastIndexOf("."));
  if (!stem) return fallback;
  return stem.toLowerCase().endsWith(extension.toLowerCase()) ? stem : `${stem}${extension}`;
}

// ---- printing values in each language ----

type Style = "json" | "javascript" | "python";

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function printPrimitive(value: unknown, style: Style): string {
  if (style === "python") {
    if (value === true) return "True";
    if (value === false) return "False";
    if (value === null || value === undefined) return "None";
  }
  return JSON.stringify(value ?? null);
}

const isPrimitive = (v: unknown) => v === null || typeof v !== "object";

/** A value as source code: objects one key a line, short arrays of plain values on one line. */
export function printValue(value: unknown, style: Style, indent: string, level = 0): string {
  if (isPrimitive(value)) return printPrimitive(value, style);
  const pad = indent.repeat(level + 1);
  const end = indent.repeat(level);
  // JavaScript and Python take a trailing comma after the last item; JSON does not.
  const trail = style === "json" ? "" : ",";
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const items = value.map((v) => printValue(v, style, indent, level + 1));
    const inline = `[${items.join(", ")}]`;
    if (value.every(isPrimitive) && pad.length + inline.length <= 80) return inline;
    return `[\n${items.map((item) => pad + item).join(",\n")}${trail}\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return "{}";
  const key = (k: string) => (style === "javascript" && IDENTIFIER.test(k) ? k : JSON.stringify(k));
  const lines = entries.map(([k, v]) => `${pad}${key(k)}: ${printValue(v, style, indent, level + 1)}`);
  return `{\n${lines.join(",\n")}${trail}\n${end}}`;
}

const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

export function curlSample(s: RequestSample): string {
  const lines = [s.method === "GET" ? `curl "${s.url}"` : `curl -X ${s.method} "${s.url}"`];
  for (const h of s.headers) {
    lines.push(h.value.kind === "uuid" ? `-H "${h.name}: $(uuidgen)"` : `-H "${h.name}: ${h.value.text}"`);
  }
  if (s.body !== undefined) lines.push(`-d ${shellQuote(printValue(s.body, "json", "  "))}`);
  // curl sets the multipart Content-Type and boundary itself.
  for (const part of s.form ?? []) {
    lines.push(
      part.kind === "file"
        ? `-F "${part.name}=@${part.filename}${part.contentType ? `;type=${part.contentType}` : ""}"`
        : `-F ${shellQuote(`${part.name}=${part.value}`)}`,
    );
  }
  if (s.result.kind === "file") lines.push(`-o ${s.result.filename}`);
  return lines.join(" \\\n  ");
}

export function fetchSample(s: RequestSample): string {
  const options: string[] = [];
  if (s.method !== "GET") options.push(`  method: "${s.method}",`);
  if (s.headers.length > 0) {
    const headers = s.headers.map((h) => {
      const name = IDENTIFIER.test(h.name) ? h.name : JSON.stringify(h.name);
      const value = h.value.kind === "uuid" ? "crypto.randomUUID()" : JSON.stringify(h.value.text);
      return `    ${name}: ${value},`;
    });
    options.push(`  headers: {\n${headers.join("\n")}\n  },`);
  }
  if (s.body !== undefined) options.push(`  body: JSON.stringify(${printValue(s.body, "javascript", "  ", 1)}),`);
  // fetch sets the multipart Content-Type and boundary itself; files are read with Node's openAsBlob (Node 20).
  const formLines: string[] = [];
  if (s.form) {
    formLines.push("const form = new FormData();");
    for (const part of s.form) {
      if (part.kind === "text") formLines.push(`form.append("${part.name}", ${JSON.stringify(part.value)});`);
      else {
        const type = part.contentType ? `, { type: "${part.contentType}" }` : "";
        formLines.push(`form.append("${part.name}", await openAsBlob("${part.filename}"${type}), "${part.filename}");`);
      }
    }
    options.push("  body: form,");
  }
  const call = options.length
    ? `const res = await fetch("${s.url}", {\n${options.join("\n")}\n});`
    : `const res = await fetch("${s.url}");`;
  const imports: string[] = [];
  if (s.form?.some((p) => p.kind === "file")) imports.push('import { openAsBlob } from "node:fs";');
  if (s.result.kind === "file") imports.push('import { writeFile } from "node:fs/promises";');
  const lines = [...(imports.length ? [...imports, ""] : []), ...(formLines.length ? [...formLines, ""] : []), call];
  lines.push(
    "if (!res.ok) {",
    "  const { error } = await res.json();",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's own template literal
    "  throw new Error(`${res.status} ${error.code}: ${error.message} (request ${error.requestId})`);",
    "}",
  );
  if (s.result.kind === "json") lines.push("console.log(await res.json());");
  else if (s.result.kind === "file") {
    lines.push(`await writeFile("${s.result.filename}", Buffer.from(await res.arrayBuffer()));`);
  } else lines.push("console.log(res.status);");
  return lines.join("\n");
}

export function requestsSample(s: RequestSample): string {
  const imports = ["import requests"];
  if (s.headers.some((h) => h.value.kind === "uuid")) imports.unshift("import uuid");
  const args = [`    "${s.url}",`];
  // requests sets Content-Type itself when given json=.
  const headers = s.headers.filter((h) => !(s.body !== undefined && h.name === "Content-Type"));
  if (headers.length > 0) {
    const entries = headers.map(
      (h) => `        "${h.name}": ${h.value.kind === "uuid" ? "str(uuid.uuid4())" : JSON.stringify(h.value.text)},`,
    );
    args.push(`    headers={\n${entries.join("\n")}\n    },`);
  }
  if (s.body !== undefined) args.push(`    json=${printValue(s.body, "python", "    ", 1)},`);
  // requests builds the multipart body (and its Content-Type) from files= and data=.
  const texts = (s.form ?? []).filter((p): p is Extract<FormPart, { kind: "text" }> => p.kind === "text");
  const files = (s.form ?? []).filter((p): p is Extract<FormPart, { kind: "file" }> => p.kind === "file");
  if (texts.length > 0) {
    const entries = texts.map((p) => `        "${p.name}": ${JSON.stringify(p.value)},`);
    args.push(`    data={\n${entries.join("\n")}\n    },`);
  }
  if (files.length > 0) {
    const entries = files.map((p) => {
      const type = p.contentType ? `, "${p.contentType}"` : "";
      return `        "${p.name}": ("${p.filename}", open("${p.filename}", "rb")${type}),`;
    });
    args.push(`    files={\n${entries.join("\n")}\n    },`);
  }
  args.push("    timeout=120,");
  const lines = [
    ...imports,
    "",
    `res = requests.${s.method.toLowerCase()}(\n${args.join("\n")}\n)`,
    "if not res.ok:",
    '    error = res.json()["error"]',
    `    raise RuntimeError(f"{res.status_code} {error['code']}: {error['message']} (request {error['requestId']})")`,
  ];
  if (s.result.kind === "json") lines.push("print(res.json())");
  else if (s.result.kind === "file") {
    lines.push(`with open("${s.result.filename}", "wb") as f:`, "    f.write(res.content)");
  } else lines.push("print(res.status_code)");
  return lines.join("\n");
}

export function codeSamples(op: ApiOperation, model: ApiModel): Record<SampleLanguage, string> {
  const sample = requestSample(op, model);
  return { curl: curlSample(sample), javascript: fetchSample(sample), python: requestsSample(sample) };
}
