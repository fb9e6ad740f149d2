import { z } from "zod";
import {
  ApiBatchRequest,
  ApiConcept,
  ApiConceptCreate,
  ApiConceptList,
  ApiConceptListQuery,
  ApiConceptUpdate,
  IDEMPOTENCY_HEADER,
  REPLAYED_HEADER,
} from "@common/api";
import { CopyEdit, CopyFieldSet } from "@common/concept-copy";
import { languageCodes } from "@common/languages";
import { platformIds } from "@common/platforms";
import { error, IdParams, json, jsonBody, photoRefusals, v1Route } from "./define";
import { acceptedAsJob, PreferHeaders } from "./jobs";

export const ImageParams = IdParams.extend({
  size: z
    .string()
    .regex(/^(original|[a-z]+_[a-z]+)$/, "Unknown image size")
    .meta({ description: "A size name from the concept's smartResizedImages, or original", example: "facebook_feed" }),
});

export const binary = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string().meta({ format: "binary" }) } },
});

export const IdempotencyHeaders = z.object({
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

export const create = v1Route(
  { auth: "key", permission: "concept:create", price: "generation" },
  {
    method: "post",
    path: "/concepts",
    operationId: "createConcept",
    tags: ["Concepts"],
    summary: "Generate a concept",
    description:
      "A photo (data URL, JPEG, PNG or WebP, at most 12 MB; a JPEG up to 50 megapixels, 20 if progressive; PNG and WebP up to 7.5; each side at least 16 pixels, at most 20:1) and a brief become a stored concept: copy for every platform and language, and the photo framed for each platform's sizes. Counts one concept of the plan's monthly allowance. With `Prefer: respond-async` the brief is checked at once (400) and the rest runs as a job (202; GET /jobs/{id}); a photo the rules refuse then fails the job with the code named here.",
    request: { body: jsonBody(ApiConceptCreate), headers: IdempotencyHeaders.extend(PreferHeaders.shape) },
    responses: {
      201: json(ApiConcept, "The new concept"),
      ...acceptedAsJob("the concept"),
      200: json(
        ApiConcept,
        `A retry with the same Idempotency-Key: the first concept again (header ${REPLAYED_HEADER}: true), not charged`,
      ),
      409: error("The first request with this Idempotency-Key is still running"),
      ...photoRefusals,
    },
  },
);

export const list = v1Route(
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

export const read = v1Route(
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

export const update = v1Route(
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

export const CopyParams = IdParams.extend({
  platform: z
    .enum(platformIds, { error: "Unknown platform" })
    .meta({ description: "A platform id", example: "facebook" }),
  language: z
    .enum(languageCodes, { error: "Unknown language" })
    .meta({ description: "A language code of the concept", example: "ja" }),
});

export const editCopy = v1Route(
  { auth: "key", permission: "concept:update", price: "update" },
  {
    method: "patch",
    path: "/concepts/{id}/copy/{platform}/{language}",
    operationId: "editConceptCopy",
    tags: ["Concepts"],
    summary: "Edit one platform's copy in one language",
    description:
      "Any of title, body, hashtags and cta; the others keep their value. The result is held to the platform's limits " +
      "(a 400 names the limit it breaks) and becomes a new version; the SPEC's titleEn/titleEs/bodyEn/bodyEs, the " +
      "share page, the package, the PDF and the creatives all follow it.",
    request: { params: CopyParams, body: jsonBody(CopyEdit) },
    responses: { 200: json(CopyFieldSet, "The copy as it is now, with its versions (newest first)") },
  },
);

export const remove = v1Route(
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

export const pkg = v1Route(
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

export const image = v1Route(
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

export const CreativeParams = IdParams.extend({
  sizeKey: z
    .string()
    .regex(/^[a-z]+_[a-z]+$/, "Unknown image size")
    .meta({ description: "A size name from the concept's smartResizedImages", example: "instagram_story" }),
});
export const CreativeLanguageQuery = z.object({
  language: z
    .string()
    .regex(/^[a-z]{2}$/, "language is a two-letter code")
    .optional()
    .meta({ description: "One of the concept's languages; its first language when left out", example: "ar" }),
});

export const creative = v1Route(
  { auth: "key", permission: "concept:read", price: "read" },
  {
    method: "get",
    path: "/concepts/{id}/creatives/{sizeKey}",
    operationId: "getConceptCreative",
    tags: ["Concepts"],
    summary: "Download one creative",
    description:
      "The rendition of that size with the concept's headline, call to action and brand kit logo set on it, in one of the concept's languages (JPEG). Drawn the first time it is asked for (about a tenth of a second), then kept. The layout it was drawn in is in the X-Creative-Layout header; the concept's `creatives` list names them all.",
    request: { params: CreativeParams, query: CreativeLanguageQuery },
    responses: {
      200: binary("image/jpeg", "The creative"),
      404: error("No such concept, size or language for this account"),
      503: error("The renderer is not reachable right now; retry later"),
    },
  },
);

export const batch = v1Route(
  { auth: "key", permission: "batch:create", price: "read" },
  {
    method: "post",
    path: "/concepts/batch",
    operationId: "downloadConceptBatch",
    tags: ["Concepts"],
    summary: "Download several concepts",
    description:
      "Up to 50 concepts in one ZIP (or one PDF contact sheet), with the app's batch options. With `Prefer: respond-async` the package is made by a job (202; GET /jobs/{id}) and kept for 24 hours at its `result.downloadUrl`.",
    request: { body: jsonBody(ApiBatchRequest), headers: PreferHeaders },
    responses: {
      ...acceptedAsJob("the package"),
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
