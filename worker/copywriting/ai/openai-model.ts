import OpenAI from "openai";
import { toBase64 } from "../../lib/base64";
import { MODEL_TIMEOUT_MS, ModelError, parseJson, type JsonModel } from "./model";

export interface OpenAiConfig {
  apiKey: string;
  /** Any OpenAI-compatible chat-completions server (default OpenAI's own). */
  baseURL?: string;
  model?: string;
  timeoutMs?: number;
}

export const OPENAI_DEFAULT_MODEL = "gpt-4o-mini";

/** An OpenAI-compatible chat-completions server through the official SDK: structured output by JSON Schema. */
export function openAiModel(config: OpenAiConfig): JsonModel {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL || undefined,
    timeout: config.timeoutMs ?? MODEL_TIMEOUT_MS,
    maxRetries: 0,
  });
  const model = config.model || OPENAI_DEFAULT_MODEL;
  return {
    provider: "openai",
    async complete(request) {
      try {
        const completion = await client.chat.completions.create({
          model,
          temperature: request.temperature,
          max_tokens: request.maxTokens,
          response_format: {
            type: "json_schema",
            json_schema: { name: request.schemaName, strict: true, schema: request.schema },
          },
          messages: [
            { role: "system", content: request.system },
            {
              role: "user",
              content: [
                { type: "text", text: request.user },
                ...(request.image
                  ? [
                      {
                        type: "image_url" as const,
                        image_url: { url: `data:image/jpeg;base64,${toBase64(request.image)}`, detail: "low" as const },
                      },
                    ]
                  : []),
              ],
            },
          ],
        });
        return parseJson(completion.choices[0]?.message?.content);
      } catch (err) {
        if (err instanceof ModelError) throw err;
        if (err instanceof OpenAI.APIConnectionTimeoutError)
          throw new ModelError("the AI provider did not answer in time");
        if (err instanceof OpenAI.APIConnectionError) throw new ModelError("the AI provider could not be reached");
        if (err instanceof OpenAI.APIError)
          throw new ModelError(`the AI provider answered ${err.status ?? "with an error"}`);
        throw new ModelError(err instanceof Error ? err.message : "an unknown error");
      }
    },
  };
}
