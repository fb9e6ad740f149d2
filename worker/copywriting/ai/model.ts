import type { CopyProvider } from "@common/copy";

/** One request for a JSON answer: the adapters turn it into their provider's wire format. */
export interface JsonRequest {
  system: string;
  user: string;
  /** A small JPEG of the photo for providers that see images (long edge ≤ 512). */
  image?: Uint8Array;
  /** The answer's JSON Schema (strict: every property required, no extras) and a name for it. */
  schemaName: string;
  schema: Record<string, unknown>;
  temperature: number;
  maxTokens: number;
}

/**
 * A language model that answers a request with parsed JSON (not yet validated). It throws a ModelError whose
 * message is a reason a user can read ("the AI provider did not answer in time").
 */
export interface JsonModel {
  readonly provider: Exclude<CopyProvider, "template">;
  complete(request: JsonRequest): Promise<unknown>;
}

export class ModelError extends Error {}

export const MODEL_TIMEOUT_MS = 45_000;

/** The promise's value, or a ModelError once `ms` have passed; `onTimeout` lets the caller abort what it started. */
export async function withTimeout<T>(work: Promise<T>, ms: number, onTimeout?: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new ModelError("the AI provider did not answer in time"));
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A JSON text parsed, or a ModelError that says the answer was not JSON. */
export function parseJson(text: string | null | undefined): unknown {
  if (!text?.trim()) throw new ModelError("the model returned no content");
  try {
    return JSON.parse(text);
  } catch {
    throw new ModelError("the model's answer was not valid JSON");
  }
}
