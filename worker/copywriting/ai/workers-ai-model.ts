import { MODEL_TIMEOUT_MS, ModelError, parseJson, withTimeout, type JsonModel } from "./model";

/** A text model on Workers AI that follows a JSON Schema (JSON mode) and writes the 20 languages well enough. */
export const WORKERS_AI_DEFAULT_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

/** What the adapter needs of the `AI` binding: `run` for a text-generation model (JSON mode). */
export interface TextAiBinding {
  run(
    model: string,
    input: {
      messages: { role: "system" | "user"; content: string }[];
      response_format: { type: "json_schema"; json_schema: Record<string, unknown> };
      max_tokens: number;
      temperature: number;
    },
  ): Promise<unknown>;
}

export interface WorkersAiConfig {
  binding: TextAiBinding;
  model?: string;
  timeoutMs?: number;
}

/**
 * Cloudflare Workers AI through the `AI` binding (no key: the binding is the credential). JSON mode returns the answer
 * as an object in `response`, or as text some models wrap; both are accepted. The photo is not sent: the default model
 * reads text only, so the prompt describes the photo in words.
 */
export function workersAiModel(config: WorkersAiConfig): JsonModel {
  const model = config.model || WORKERS_AI_DEFAULT_MODEL;
  return {
    provider: "workers-ai",
    async complete(request) {
      let answer: unknown;
      try {
        answer = await withTimeout(
          config.binding.run(model, {
            messages: [
              { role: "system", content: request.system },
              { role: "user", content: request.user },
            ],
            response_format: { type: "json_schema", json_schema: request.schema },
            max_tokens: request.maxTokens,
            temperature: request.temperature,
          }),
          config.timeoutMs ?? MODEL_TIMEOUT_MS,
        );
      } catch (err) {
        if (err instanceof ModelError) throw err;
        const message = err instanceof Error ? err.message : String(err);
        throw new ModelError(`Workers AI refused the request (${message.slice(0, 120)})`);
      }
      const response = (answer as { response?: unknown } | null)?.response;
      if (response && typeof response === "object") return response;
      if (typeof response === "string") return parseJson(response);
      throw new ModelError("the model returned no content");
    },
  };
}
