/** The operations a path item of an OpenAPI document may hold, in the order the page lists them. */
export const httpMethods = ["get", "post", "put", "patch", "delete", "head", "options", "trace"] as const;
export type HttpMethod = (typeof httpMethods)[number];
