import { DecodeBudgetError } from "../imaging/pipeline";
import { ProbeError } from "../imaging/probe";
import { AppError } from "../lib/errors";

/**
 * The image rules' refusal as an answer: a decoding budget 413, not an image we read (or an animation) 415, a damaged
 * or lying file 400, a well-formed image outside the rules (size, aspect, scans) 422; null for any other error.
 */
export function imageRefusal(err: unknown): AppError | null {
  if (err instanceof DecodeBudgetError) return new AppError("PAYLOAD_TOO_LARGE", err.message);
  if (err instanceof ProbeError)
    return new AppError(
      err.kind === "unsupported"
        ? "UNSUPPORTED_MEDIA_TYPE"
        : err.kind === "unprocessable"
          ? "UNPROCESSABLE_CONTENT"
          : "BAD_REQUEST",
      err.message,
    );
  return null;
}
