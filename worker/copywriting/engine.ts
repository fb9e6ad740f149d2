import { openAiEngine } from "./openai-engine";
import { templateEngine } from "./template-engine";
import type { CopyEngine } from "./types";

export type { CopyEngine };

/** The configured engine: an OpenAI-compatible provider when a key is set, the template engine otherwise. */
export function copyEngineFor(config: {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
}): CopyEngine {
  return config.OPENAI_API_KEY
    ? openAiEngine({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL })
    : templateEngine;
}

/** The built-in phrase library, which needs no provider: what `generateAiCopy: false` asks for. */
export const offlineCopyEngine: CopyEngine = templateEngine;
