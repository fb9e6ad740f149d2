import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../app-env";
import { z } from "zod";
import {
  ApiBatchRequest,
  ApiConcept,
  ApiConceptCreate,
  ApiConceptList,
  ApiConceptListQuery,
  ApiConceptUpdate,
  IDEMPOTENCY_HEADER,
} from "@common/api";
import { attachmentResponse } from "../../lib/attachment";
import { badRequest } from "../../lib/errors";
import { REPLAYED_HEADER } from "../../middleware/api-access";
import { requireUser } from "../../middleware/session";
import { apiImageBodyLimit } from "../../middleware/validate";
import { apiConcept, createApiConcept, listApiConcepts, updateApiConcept } from "../../services/api-concepts";
import { batchDownload } from "../../services/batch";
import { conceptImageFile, deleteConcept, downloadOwnConcept } from "../../services/concepts";
import { error, IdParams, json, jsonBody, v1App, v1Route } from "./define";

const binary = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string().meta({ format: "binary" }) } },
});

const IdempotencyHeaders = z.object({
  [IDEMPOTENCY_HEADER.toLowerCase()]: z
    .string()
    .trim()
    .min(1)
    .max(255, "Idempotency-Key must be at most 255 characters")
    .optional()
    .meta({
      description: "Any unique string (a UUID): a retry with the same key and body returns the first concept, free.",
    }),
});

const create = v1Route(
  { auth: "key", permission: "concept:create", price: "generation", middleware: [apiImageBodyLimit] },
  {
    method: "post",
    path: "/concepts",
    operationId: "createConcept",
    tags: ["Concepts"],
    summary: "Generate a concept",
    description:
      "A photo (data URL, JPEG, PNG or WebP, at most 12 MB; a JPEG up to 50 megapixels, 20 if progressive; PNG and WebP up to 7.5) and a brief become a stored concept: copy for every platform and language, and the photo framed for each platform's sizes. Counts one concept of the plan's monthly allowance.",
    request: { body: jsonBody(ApiConceptCreate), headers: IdempotencyHeaders },
    responses: {
      201: json(ApiConcept, "The new concept"),
      200: json(
        ApiConcept,
        `A retry with the same Idempotency-Key: the first concept again (header ${REPLAYED_HEADER}: true), not charged`,
      ),
      409: error("The first request with this Idempotency-Key is still running"),
      413: error(
        "The photo is over 12 MB or over its pixel limit (JPEG 50 MP, progressive JPEG 20 MP, PNG and WebP 7.5 MP)",
      ),
      415: error("The photo is not a JPEG, PNG or WebP"),
    },
  },
);

const list = v1Route(
  { auth: "key", permission: "concept:read", price: "read" },
  {
    method: "get",
    path: "/concepts",
    operationId: "listConcepts",
    tags: ["Concepts"],
    summary: "List your concepts",
    description: "Newest first, 50 per page by default (at most 100).",
    request: { query: ApiConceptListQuery },
    responses: { 200: json(ApiConceptList, "A page of concepts") },
  },
);

const read = v1Route(
  { auth: "key", permission: "concept:read", price: "read" },
  {
    method: "get",
    path: "/concepts/{id}",
    operationId: "getConcept",
    tags: ["Concepts"],
    summary: "Read a concept",
    description: "One of your concepts: its copy in every language and platform, and the URLs of its images.",
    request: { params: IdParams },
    responses: { 200: json(ApiConcept, "The concept") },
  },
);

const update = v1Route(
  { auth: "key", permission: "concept:update", price: "update" },
  {
    method: "patch",
    path: "/concepts/{id}",
    operationId: "updateConcept",
    tags: ["Concepts"],
    summary: "Edit a concept's copy",
    description: "Any of the four fields; the others keep their value.",
    request: { params: IdParams, body: jsonBody(ApiConceptUpdate) },
    responses: { 200: json(ApiConcept, "The edited concept") },
  },
);

const remove = v1Route(
  { auth: "key", permission: "concept:delete", price: "update" },
  {
    method: "delete",
    path: "/concepts/{id}",
    operationId: "deleteConcept",
    tags: ["Concepts"],
    summary: "Delete a concept",
    description: "The concept and its images are gone for good.",
    request: { params: IdParams },
    responses: { 204: { description: "Deleted" } },
  },
);

const pkg = v1Route(
  { auth: "key", permission: "concept:read", price: "read" },
  {
    method: "get",
    path: "/concepts/{id}/package",
    operationId: "downloadConceptPackage",
    tags: ["Concepts"],
    summary: "Download the concept's ZIP",
    description: "The same package the app downloads: every image, the copy as text and a manifest.",
    request: { params: IdParams },
    responses: { 200: binary("application/zip", "The ZIP package") },
  },
);

const ImageParams = IdParams.extend({
  size: z
    .string()
    .regex(/^(original|[a-z]+_[a-z]+)$/, "Unknown image size")
    .meta({ description: "A size name from the concept's smartResizedImages, or original", example: "facebook_feed" }),
});

const image = v1Route(
  { auth: "key", permission: "concept:read", price: "read" },
  {
    method: "get",
    path: "/concepts/{id}/images/{size}",
    operationId: "getConceptImage",
    tags: ["Concepts"],
    summary: "Download one image",
    description: "A size name from the concept's smartResizedImages (e.g. facebook_feed), or `original`.",
    request: { params: ImageParams },
    responses: { 200: binary("image/jpeg", "The image") },
  },
);

const batch = v1Route(
  { auth: "key", permission: "batch:create", price: "read" },
  {
    method: "post",
    path: "/concepts/batch",
    operationId: "downloadConceptBatch",
    tags: ["Concepts"],
    summary: "Download several concepts",
    description: "Up to 50 concepts in one ZIP (or one PDF contact sheet), with the app's batch options.",
    request: { body: jsonBody(ApiBatchRequest) },
    responses: {
      200: {
        description: "The package",
        content: {
          "application/zip": { schema: z.string().meta({ format: "binary" }) },
          "application/pdf": { schema: z.string().meta({ format: "binary" }) },
        },
      },
    },
  },
);

/** /api/v1/concepts: the app's concept verbs for key holders. */
export const conceptsV1: OpenAPIHono<AppEnv> = v1App()
  .openapi(create, async (c) => {
    const key = c.req.valid("header")[IDEMPOTENCY_HEADER.toLowerCase()];
    const input = c.req.valid("json");
    const idempotency = key ? { key, body: JSON.stringify(input) } : null;
    const { concept, replayed } = await createApiConcept(c.var.ctx, requireUser(c), input, idempotency);
    if (replayed) c.header(REPLAYED_HEADER, "true");
    return c.json(concept, replayed ? 200 : 201);
  })
  .openapi(list, async (c) => c.json(await listApiConcepts(c.var.ctx, requireUser(c).id, c.req.valid("query")), 200))
  .openapi(batch, async (c) => {
    const { conceptIds, options } = c.req.valid("json");
    return attachmentResponse(await batchDownload(c.var.ctx, requireUser(c).id, conceptIds, options));
  })
  .openapi(read, async (c) => c.json(await apiConcept(c.var.ctx, requireUser(c).id, c.req.valid("param").id), 200))
  .openapi(update, async (c) =>
    c.json(await updateApiConcept(c.var.ctx, requireUser(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(remove, async (c) => {
    await deleteConcept(c.var.ctx, requireUser(c).id, c.req.valid("param").id);
    return c.body(null, 204);
  })
  .openapi(pkg, async (c) =>
    attachmentResponse(await downloadOwnConcept(c.var.ctx, requireUser(c).id, c.req.valid("param").id)),
  )
  .openapi(image, async (c) => {
    const { id, size } = c.req.valid("param");
    const file = await conceptImageFile(c.var.ctx, requireUser(c).id, id, size);
    if (!file.type.startsWith("image/")) throw badRequest("Not an image");
    return new Response(file.bytes, {
      headers: { "Content-Type": file.type, "Cache-Control": "private, max-age=300" },
    });
  });
