/**
 * A small hand-made OpenAPI 3.1 document in the Worker's conventions (x-auth, x-permission, x-price, $refs into
 * components, an Error envelope, rate-limit headers on key routes), for the docs page tests. Not a copy of the real one:
 * names, paths and prices are made up so a test cannot pass by accident on what the page used to hard-code.
 */

const error = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const limitHeaders = {
  "RateLimit-Limit": { schema: { type: "string" }, description: "Requests this key may make in the current hour" },
  "RateLimit-Remaining": { schema: { type: "string", description: "Requests left in the current hour" } },
};

export const fixtureOperations = [
  { id: "ping", method: "GET", path: "/ping", price: "Free" },
  { id: "makeWidget", method: "POST", path: "/widgets", price: "$0.25" },
  { id: "readWidget", method: "GET", path: "/widgets/{widgetId}", price: "$0.02" },
  { id: "fetchWidgetFile", method: "GET", path: "/widgets/{widgetId}/file", price: "$0.02" },
  { id: "uploadWidgets", method: "POST", path: "/widgets/upload", price: "$0.25" },
  { id: "widgetTemplate", method: "GET", path: "/widgets/template.csv", price: "Free" },
  { id: "listTokens", method: "GET", path: "/tokens", price: "Free" },
] as const;

export function fixtureDocument() {
  return {
    openapi: "3.1.0",
    info: { title: "Fixture API", version: "9.9.9", description: "A made-up API for the docs page tests." },
    servers: [{ url: "https://api.example.test/api/v1" }],
    paths: {
      "/ping": {
        get: {
          operationId: "ping",
          tags: ["Health"],
          summary: "Are you there",
          security: [],
          "x-auth": "none",
          "x-permission": null,
          "x-price": 0,
          responses: {
            "200": {
              description: "Still here",
              content: { "application/json": { schema: { type: "object", properties: { ok: { type: "boolean" } } } } },
            },
          },
        },
      },
      "/widgets": {
        post: {
          operationId: "makeWidget",
          tags: ["Widgets"],
          summary: "Make a widget",
          description: "Builds one widget from its parts.",
          security: [{ ApiKey: [] }],
          "x-auth": "key",
          "x-permission": "widget:make",
          "x-price": 0.25,
          parameters: [
            {
              name: "idempotency-key",
              in: "header",
              required: false,
              description: "A retry with the same key returns the first widget.",
              schema: { type: "string", maxLength: 64 },
            },
          ],
          requestBody: {
            required: true,
            content: { "application/json": { schema: { $ref: "#/components/schemas/WidgetNew" } } },
          },
          responses: {
            "201": {
              description: "The new widget",
              headers: limitHeaders,
              content: { "application/json": { schema: { $ref: "#/components/schemas/Widget" } } },
            },
            "400": error("Bad widget"),
            "429": error("Too many widgets; wait `Retry-After` seconds"),
          },
        },
      },
      "/widgets/{widgetId}": {
        parameters: [{ $ref: "#/components/parameters/WidgetId" }],
        get: {
          operationId: "readWidget",
          tags: ["Widgets"],
          summary: "Read a widget",
          security: [{ ApiKey: [] }],
          "x-auth": "key",
          "x-permission": "widget:see",
          "x-price": 0.02,
          parameters: [
            {
              name: "detail",
              in: "query",
              required: false,
              description: "How much to include",
              schema: { type: "string", enum: ["brief", "full"], default: "brief" },
            },
          ],
          responses: {
            "200": {
              description: "The widget",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Widget" } } },
            },
            "404": error("No such widget"),
          },
        },
      },
      "/widgets/{widgetId}/file": {
        get: {
          operationId: "fetchWidgetFile",
          tags: ["Widgets"],
          summary: "Download a widget",
          security: [{ ApiKey: [] }],
          "x-auth": "key",
          "x-permission": "widget:see",
          "x-price": 0.02,
          parameters: [{ $ref: "#/components/parameters/WidgetId" }],
          responses: {
            "200": {
              description: "The widget as a ZIP",
              content: { "application/zip": { schema: { type: "string", format: "binary" } } },
            },
          },
        },
      },
      "/widgets/upload": {
        post: {
          operationId: "uploadWidgets",
          tags: ["Widgets"],
          summary: "Upload widgets",
          security: [{ ApiKey: [] }],
          "x-auth": "key",
          "x-permission": "widget:make",
          "x-price": 0.25,
          parameters: [
            {
              name: "idempotency-key",
              in: "header",
              required: false,
              schema: { type: "string", maxLength: 64 },
            },
          ],
          requestBody: {
            required: true,
            content: { "multipart/form-data": { schema: { $ref: "#/components/schemas/WidgetUpload" } } },
          },
          responses: {
            "202": {
              description: "Being made",
              content: { "application/json": { schema: { type: "object" } } },
            },
          },
        },
      },
      "/widgets/template.csv": {
        get: {
          operationId: "widgetTemplate",
          tags: ["Widgets"],
          summary: "The upload's template",
          security: [],
          "x-auth": "none",
          "x-permission": null,
          "x-price": 0,
          responses: {
            "200": { description: "The template", content: { "text/csv": { schema: { type: "string" } } } },
          },
        },
      },
      "/tokens": {
        get: {
          operationId: "listTokens",
          tags: ["Tokens"],
          summary: "List your tokens",
          security: [{ Session: [] }],
          "x-auth": "session",
          "x-permission": null,
          "x-price": 0,
          responses: { "200": { description: "Your tokens", content: { "application/json": { schema: {} } } } },
        },
      },
    },
    components: {
      parameters: {
        WidgetId: {
          name: "widgetId",
          in: "path",
          required: true,
          description: "The widget's number",
          schema: { type: "integer", exclusiveMinimum: 0, example: 77 },
        },
      },
      schemas: {
        Error: {
          type: "object",
          properties: {
            error: {
              type: "object",
              properties: { code: { type: "string" }, message: { type: "string" }, requestId: { type: "string" } },
              required: ["code", "message", "requestId"],
            },
          },
          required: ["error"],
        },
        Part: {
          type: "object",
          properties: {
            name: { type: "string", minLength: 2, maxLength: 40, description: "What the part is called" },
            grams: { type: ["integer", "null"], minimum: 1, maximum: 500 },
          },
          required: ["name"],
        },
        WidgetNew: {
          type: "object",
          properties: {
            label: { type: "string", minLength: 1, maxLength: 80, description: "Shown on the widget" },
            size: { type: "string", enum: ["small", "large"] },
            parts: { type: "array", items: { $ref: "#/components/schemas/Part" }, minItems: 1, maxItems: 9 },
            finish: {
              type: "object",
              properties: { gloss: { type: "boolean", default: false } },
            },
          },
          required: ["label", "parts"],
          example: { label: "Desk lamp", size: "small", parts: [{ name: "bulb", grams: 30 }], finish: { gloss: true } },
        },
        WidgetUpload: {
          type: "object",
          properties: {
            sheet: {
              type: "string",
              format: "binary",
              contentMediaType: "text/csv",
              example: "widgets.csv",
              description: "One widget a row",
            },
            photos: { type: "string", format: "binary", contentMediaType: "application/zip" },
            note: { type: "string", example: "spring run" },
            mode: { type: "string", enum: ["draft", "final"] },
            comment: { type: "string" },
          },
          required: ["sheet", "mode"],
        },
        Widget: {
          type: "object",
          properties: {
            id: { type: "integer" },
            label: { type: "string" },
            parts: { type: "array", items: { $ref: "#/components/schemas/Part" } },
          },
          required: ["id", "label", "parts"],
        },
      },
      securitySchemes: {
        ApiKey: { type: "http", scheme: "bearer", bearerFormat: "rgs_…" },
        Session: { type: "http", scheme: "bearer" },
      },
    },
  };
}
