import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestJson } from "@web/lib/api-request";
import { openApiDocumentKey } from "@web/lib/query-keys";
import { type ApiModel, buildApiModel } from "../api-model";
import { OpenApiDocument } from "../openapi-schema";

/** Where the Worker serves the document; the docs page links to it as the raw, machine-readable contract. */
export const OPENAPI_URL = "/api/v1/openapi.json";

/** GET /api/v1/openapi.json, checked (leniently) against the parts the page reads. */
export async function getOpenApiDocument(): Promise<OpenApiDocument> {
  return requestJson(OpenApiDocument, "GET", OPENAPI_URL);
}

export const openApiQueryOptions = queryOptions({ queryKey: openApiDocumentKey, queryFn: getOpenApiDocument });

/**
 * The document as the page shows it (operations grouped by tag, references resolved). A document that fails the
 * check, or whose references point at nothing, ends in the error state like a failed request.
 */
export function useApiModel() {
  return useQuery({ ...openApiQueryOptions, select: buildApiModel });
}

/** Where the page's copy of the OpenAPI document stands. */
export type ApiDocState =
  | { status: "pending" }
  | { status: "error"; error: Error; retry: () => void; retrying: boolean }
  | { status: "success"; model: ApiModel };

export function useApiDocState(): ApiDocState {
  const query = useApiModel();
  if (query.status === "success") return { status: "success", model: query.data };
  if (query.status === "error") {
    return { status: "error", error: query.error, retry: () => void query.refetch(), retrying: query.isFetching };
  }
  return { status: "pending" };
}
