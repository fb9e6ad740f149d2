import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode } from "@common/errors";

export interface HttpErrorFlags {
  paymentRequired?: boolean;
  limitExceeded?: boolean;
}

/** A failure with a status, a code and a message safe to show the user; turned into the envelope by app.onError. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly flags: HttpErrorFlags = {},
    readonly issues?: { path: string; message: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string) => new HttpError(400, "BAD_REQUEST", message);
export const unauthorized = (message = "Authentication required") => new HttpError(401, "UNAUTHORIZED", message);
export const forbidden = (message = "Forbidden", flags: HttpErrorFlags = {}) =>
  new HttpError(403, "FORBIDDEN", message, flags);
export const notFound = (message = "Not found") => new HttpError(404, "NOT_FOUND", message);
export const conflict = (message: string) => new HttpError(409, "CONFLICT", message);
