import { describe, expect, it } from "vitest";
import { type ApiModel, buildApiModel } from "./api-model";
import { codeSamples } from "./code-samples";
import { OpenApiDocument } from "./openapi-schema";
import { schemaFields } from "./schema-fields";
import { fixtureDocument } from "./test-utils";

const model: ApiModel = buildApiModel(OpenApiDocument.parse(fixtureDocument()));
const op = (id: string) => model.operations.find((o) => o.id === id)!;
const example = fixtureDocument().components.schemas.WidgetNew.example;

describe("the model read from the document", () => {
  it("has every operation in document order, grouped by tag, with refs resolved", () => {
    expect(model.baseUrl).toBe("https://api.example.test/api/v1");
    expect(model.operations.map((o) => `${o.method} ${o.path} ${o.id}`)).toEqual([
      "get /ping ping",
      "post /widgets makeWidget",
      "get /widgets/{widgetId} readWidget",
      "get /widgets/{widgetId}/file fetchWidgetFile",
      "post /widgets/upload uploadWidgets",
      "get /widgets/template.csv widgetTemplate",
      "get /tokens listTokens",
    ]);
    expect(model.groups.map((g) => [g.tag, g.id, g.operations.length])).toEqual([
      ["Health", "tag-health", 1],
      ["Widgets", "tag-widgets", 5],
      ["Tokens", "tag-tokens", 1],
    ]);
    // A path-level parameter given as a $ref, merged with the operation's own.
    expect(op("readWidget").parameters.map((p) => [p.name, p.in, p.required, p.description])).toEqual([
      ["widgetId", "path", true, "The widget's number"],
      ["detail", "query", false, "How much to include"],
    ]);
    expect(op("makeWidget")).toMatchObject({ auth: "key", permission: "widget:make", price: 0.25 });
    expect(op("listTokens")).toMatchObject({ auth: "session", permission: null, price: 0 });
  });

  it("expands a request body's $refs into nested field rows with their limits and values", () => {
    const rows = schemaFields(model, { $ref: "#/components/schemas/WidgetNew" }, { inlineRefs: true });
    expect(rows.map((r) => r.path)).toEqual([
      "label",
      "size",
      "parts",
      "parts[].name",
      "parts[].grams",
      "finish",
      "finish.gloss",
    ]);
    const row = (path: string) => rows.find((r) => r.path === path)!;
    expect(row("label")).toMatchObject({ type: "string", required: true, constraints: ["1–80 characters"] });
    expect(row("size")).toMatchObject({ required: false, enumValues: ["small", "large"] });
    expect(row("parts")).toMatchObject({ type: "Part[]", typeRef: "Part", required: true, constraints: ["1–9 items"] });
    expect(row("parts[].name")).toMatchObject({
      depth: 1,
      required: true,
      description: "What the part is called",
      constraints: ["2–40 characters"],
    });
    expect(row("parts[].grams")).toMatchObject({ type: "integer | null", constraints: ["1–500"] });
    expect(row("finish.gloss")).toMatchObject({ type: "boolean", constraints: ["default false"] });
  });

  it("links named schemas instead of repeating them in the Schemas list", () => {
    const rows = schemaFields(model, { $ref: "#/components/schemas/Widget" }, { inlineRefs: false });
    expect(rows.map((r) => `${r.path}: ${r.type}`)).toEqual(["id: integer", "label: string", "parts: Part[]"]);
  });

  it("fails on a reference that points at nothing, so the page shows its error panel", () => {
    const doc = fixtureDocument();
    doc.paths["/widgets/{widgetId}"].parameters = [{ $ref: "#/components/parameters/Missing" }];
    expect(() => buildApiModel(OpenApiDocument.parse(doc))).toThrow(/Missing points at nothing/);
  });
});

describe("code samples made from an operation", () => {
  it("POST with a key, an Idempotency-Key and the component's example as body, in curl, fetch and requests", () => {
    const { curl, javascript, python } = codeSamples(op("makeWidget"), model);

    expect(curl.split("\n")[0]).toBe('curl -X POST "https://api.example.test/api/v1/widgets" \\');
    expect(curl).toContain('-H "Authorization: Bearer rgs_…"');
    expect(curl).toContain('-H "Content-Type: application/json"');
    expect(curl).toContain('-H "Idempotency-Key: $(uuidgen)"');
    expect(JSON.parse(/-d '([\s\S]*)'$/.exec(curl)![1]!)).toEqual(example);

    expect(javascript).toContain('const res = await fetch("https://api.example.test/api/v1/widgets", {');
    expect(javascript).toContain('method: "POST",');
    expect(javascript).toContain('Authorization: "Bearer rgs_…",');
    expect(javascript).toContain('"Content-Type": "application/json",');
    expect(javascript).toContain('"Idempotency-Key": crypto.randomUUID(),');
    expect(javascript).toContain('label: "Desk lamp",');
    expect(javascript).toContain('parts: [\n      {\n        name: "bulb",\n        grams: 30,\n      },\n    ],');
    expect(javascript).toContain("console.log(await res.json());");
    // The sample is valid JavaScript.
    expect(() => new Function(`return async () => {\n${javascript}\n}`)).not.toThrow();

    expect(python).toMatch(/^import uuid\nimport requests\n/);
    expect(python).toContain('res = requests.post(\n    "https://api.example.test/api/v1/widgets",');
    expect(python).toContain('"Authorization": "Bearer rgs_…",');
    expect(python).toContain('"Idempotency-Key": str(uuid.uuid4()),');
    expect(python).not.toContain("Content-Type"); // requests sets it for json=
    expect(python).toContain('    json={\n        "label": "Desk lamp",');
    expect(python).toContain('"gloss": True,');
  });

  it("puts example path values in the URL, leaves optional query parameters out and saves files", () => {
    const read = codeSamples(op("readWidget"), model);
    expect(read.curl).toBe('curl "https://api.example.test/api/v1/widgets/77" \\\n  -H "Authorization: Bearer rgs_…"');
    expect(read.javascript).not.toContain("method:");
    expect(read.python).toContain("requests.get(");

    const file = codeSamples(op("fetchWidgetFile"), model);
    expect(file.curl).toContain("-o widgets-77-file.zip");
    expect(file.javascript).toContain('await writeFile("widgets-77-file.zip", Buffer.from(await res.arrayBuffer()));');
    expect(file.python).toContain('with open("widgets-77-file.zip", "wb") as f:');
  });

  it("uses a session token for session routes and nothing for open ones", () => {
    expect(codeSamples(op("listTokens"), model).curl).toContain('-H "Authorization: Bearer YOUR_SESSION_TOKEN"');
    const ping = codeSamples(op("ping"), model);
    expect(ping.curl).toBe('curl "https://api.example.test/api/v1/ping"');
    expect(ping.javascript).toContain('const res = await fetch("https://api.example.test/api/v1/ping");');
    expect(ping.python).not.toContain("headers=");
  });

  it("a multipart body: its binary properties are files from disk and its other values text parts, in every language", () => {
    const { curl, javascript, python } = codeSamples(op("uploadWidgets"), model);

    // The file named by the part's example (else the part's name and its media type's extension), typed.
    expect(curl).toBe(
      [
        'curl -X POST "https://api.example.test/api/v1/widgets/upload"',
        '-H "Authorization: Bearer rgs_…"',
        '-H "Idempotency-Key: $(uuidgen)"',
        '-F "sheet=@widgets.csv;type=text/csv"',
        '-F "photos=@photos.zip;type=application/zip"',
        "-F 'note=spring run'",
        "-F 'mode=draft'",
      ].join(" \\\n  "),
    );
    expect(curl).not.toContain("Content-Type"); // curl writes the multipart type and boundary

    expect(javascript).toMatch(/^import \{ openAsBlob \} from "node:fs";\n\nconst form = new FormData\(\);\n/);
    expect(javascript).toContain(
      'form.append("sheet", await openAsBlob("widgets.csv", { type: "text/csv" }), "widgets.csv");',
    );
    expect(javascript).toContain(
      'form.append("photos", await openAsBlob("photos.zip", { type: "application/zip" }), "photos.zip");',
    );
    expect(javascript).toContain('form.append("note", "spring run");');
    expect(javascript).toContain('form.append("mode", "draft");');
    expect(javascript).not.toContain("comment"); // optional, no example
    expect(javascript).toContain("  body: form,");
    expect(javascript).not.toContain("Content-Type");
    expect(() => new Function(`return async () => {\n${javascript.replace(/^import .*$/m, "")}\n}`)).not.toThrow();

    expect(python).toContain('    data={\n        "note": "spring run",\n        "mode": "draft",\n    },');
    expect(python).toContain(
      '    files={\n        "sheet": ("widgets.csv", open("widgets.csv", "rb"), "text/csv"),\n        "photos": ("photos.zip", open("photos.zip", "rb"), "application/zip"),\n    },',
    );
    expect(python).not.toContain("json=");
    expect(python).not.toContain("Content-Type");
  });

  it("a download's file takes its path's own extension once: template.csv as text/csv is saved as a .csv", () => {
    const { curl, javascript, python } = codeSamples(op("widgetTemplate"), model);
    expect(curl).toBe('curl "https://api.example.test/api/v1/widgets/template.csv" \\\n  -o widgets-template.csv');
    expect(javascript).toContain('await writeFile("widgets-template.csv", Buffer.from(await res.arrayBuffer()));');
    expect(python).toContain('with open("widgets-template.csv", "wb") as f:');
  });
});
