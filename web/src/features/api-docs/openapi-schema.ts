import { z } from "@common/zod";

/**
 * The parts of an OpenAPI 3.1 document this page reads, checked leniently: unknown keys pass through, and anything the
 * page does not read is not checked. A document that fails here shows the error panel instead of breaking the page.
 */

/** A JSON Schema as OpenAPI 3.1 writes it (the subset the field tables show). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  /** The media type of a binary string's bytes (a multipart file part's type). */
  contentMediaType?: string;
  title?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export const JsonSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.looseObject({
    $ref: z.string().optional(),
    type: z.union([z.string(), z.array(z.string())]).optional(),
    format: z.string().optional(),
    contentMediaType: z.string().optional(),
    title: z.string().optional(),
    description: z.string().optional(),
    enum: z.array(z.unknown()).optional(),
    const: z.unknown().optional(),
    default: z.unknown().optional(),
    example: z.unknown().optional(),
    examples: z.array(z.unknown()).optional(),
    nullable: z.boolean().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    exclusiveMinimum: z.union([z.number(), z.boolean()]).optional(),
    exclusiveMaximum: z.union([z.number(), z.boolean()]).optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    minItems: z.number().optional(),
    maxItems: z.number().optional(),
    pattern: z.string().optional(),
    properties: z.record(z.string(), JsonSchema).optional(),
    required: z.array(z.string()).optional(),
    items: JsonSchema.optional(),
    additionalProperties: z.union([z.boolean(), JsonSchema]).optional(),
    oneOf: z.array(JsonSchema).optional(),
    anyOf: z.array(JsonSchema).optional(),
    allOf: z.array(JsonSchema).optional(),
  }),
);

const Reference = z.looseObject({ $ref: z.string() });
export type Reference = z.infer<typeof Reference>;

const Parameter = z.looseObject({
  name: z.string().min(1),
  in: z.enum(["path", "query", "header", "cookie"]),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: JsonSchema.optional(),
  example: z.unknown().optional(),
});
export type Parameter = z.infer<typeof Parameter>;

const MediaType = z.looseObject({ schema: JsonSchema.optional(), example: z.unknown().optional() });
export type MediaType = z.infer<typeof MediaType>;

const Header = z.looseObject({
  description: z.string().optional(),
  required: z.boolean().optional(),
  schema: JsonSchema.optional(),
});

const RequestBody = z.looseObject({
  required: z.boolean().optional(),
  description: z.string().optional(),
  content: z.record(z.string(), MediaType),
});
export type RequestBody = z.infer<typeof RequestBody>;

const Response = z.looseObject({
  description: z.string(),
  headers: z.record(z.string(), z.union([Header, Reference])).optional(),
  content: z.record(z.string(), MediaType).optional(),
});
export type Response = z.infer<typeof Response>;

export const authModes = ["key", "session", "either", "none"] as const;
export type AuthMode = (typeof authModes)[number];

const Operation = z.looseObject({
  operationId: z.string().min(1),
  tags: z.array(z.string()).optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  deprecated: z.boolean().optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  "x-auth": z.enum(authModes).optional(),
  "x-permission": z.string().nullable().optional(),
  "x-price": z.number().nonnegative().optional(),
  parameters: z.array(z.union([Parameter, Reference])).optional(),
  requestBody: z.union([RequestBody, Reference]).optional(),
  responses: z.record(z.string(), z.union([Response, Reference])),
});
export type Operation = z.infer<typeof Operation>;

const PathItem = z.looseObject({
  parameters: z.array(z.union([Parameter, Reference])).optional(),
  get: Operation.optional(),
  put: Operation.optional(),
  post: Operation.optional(),
  patch: Operation.optional(),
  delete: Operation.optional(),
  head: Operation.optional(),
  options: Operation.optional(),
  trace: Operation.optional(),
});

const SecurityScheme = z.looseObject({
  type: z.string(),
  scheme: z.string().optional(),
  bearerFormat: z.string().optional(),
  description: z.string().optional(),
});

export const OpenApiDocument = z.looseObject({
  openapi: z.string().regex(/^3\./, "Not an OpenAPI 3 document"),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.string().optional() }),
  servers: z.array(z.looseObject({ url: z.string().min(1) })).min(1),
  tags: z.array(z.looseObject({ name: z.string(), description: z.string().optional() })).optional(),
  paths: z.record(z.string(), PathItem),
  components: z
    .looseObject({
      schemas: z.record(z.string(), JsonSchema).optional(),
      parameters: z.record(z.string(), Parameter).optional(),
      requestBodies: z.record(z.string(), RequestBody).optional(),
      responses: z.record(z.string(), Response).optional(),
      headers: z.record(z.string(), Header).optional(),
      securitySchemes: z.record(z.string(), SecurityScheme).optional(),
    })
    .optional(),
});
export type OpenApiDocument = z.infer<typeof OpenApiDocument>;
