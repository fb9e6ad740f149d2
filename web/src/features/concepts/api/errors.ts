/**
 * The server's message out of a failed call. apiRequest fails with Error('{status}: {body}') (SPEC §8) and the body is
 * the JSON envelope {error: {message}}; anything else (no body, HTML, a network error) gives the fallback.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return fallback;
  try {
    const body = JSON.parse(match[1]!) as { error?: { message?: unknown } | string; message?: unknown };
    const message = typeof body.error === "object" && body.error ? body.error.message : body.message;
    return typeof message === "string" && message.trim() ? message : fallback;
  } catch {
    return fallback;
  }
}

/** The HTTP status of an apiRequest failure, when there was a response. */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : undefined;
}
