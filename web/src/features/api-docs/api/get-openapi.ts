import { queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { requestJson } from "@web/lib/api-request";
import { openApiDocumentKey } from "@web/lib/query-keys";
import { type ApiModel, buildApiModel } from "../api-model";
import type { OpenApiDocument } from "../openapi-schema";

/** Where the Worker serves the document; the docs page links to it as the raw, machine-readable contract. */
export const OPENAPI_URL = "/api/v1/openapi.json";

/**
 * GET /api/v1/openapi.json, checked (leniently) against the parts the page reads. Only a page the app opens itself
 * fetches it; a prerendered /api-docs carries the document the build checked (decision 017), so the checker loads here.
 */
export async function getOpenApiDocument(): Promise<OpenApiDocument> {
  const { OpenApiDocument } = await import("../openapi-schema");
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

/** The same object while nothing changes, so the parts of the page that take it re-render only when it does. */
export function useApiDocState(): ApiDocState {
  const { status, data, error, refetch, isFetching } = useApiModel();
  return useMemo((): ApiDocState => {
    if (status === "success") return { status: "success", model: data };
    if (status === "error") return { status: "error", error, retry: () => void refetch(), retrying: isFetching };
    return { status: "pending" };
  }, [status, data, error, refetch, isFetching]);
}
