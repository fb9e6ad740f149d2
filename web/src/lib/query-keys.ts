/**
 * Root of every cached concept read (the owner's lists, their stats, concept images). The concepts feature builds its
 * keys under it; the generator refreshes them all after making a concept, without importing that feature.
 */
export const conceptsQueryRoot = ["concepts"] as const;

/**
 * Root of the signed-in user's developer API reads (their keys, their usage). The api-keys feature builds its keys under
 * it; another screen can refresh them without importing that feature.
 */
export const developerApiQueryRoot = ["developer-api"] as const;

/** The public API's OpenAPI document (GET /api/v1/openapi.json), which the API docs page renders. */
export const openApiDocumentKey = ["openapi", "v1"] as const;
