import { modelEngine } from "./ai/engine";
import { openAiModel } from "./ai/openai-model";
import { workersAiModel, type TextAiBinding } from "./ai/workers-ai-model";
import { templateEngine } from "./template-engine";
import type { CopyEngine } from "./types";

export type { CopyEngine };

/** The values of COPY_ENGINE (README 'Configuration'). */
export const copyEngineChoices = ["auto", "phrase-library", "openai", "workers-ai"] as const;
export type CopyEngineChoice = (typeof copyEngineChoices)[number];

export interface CopyEngineConfig {
  COPY_ENGINE?: string;
  ENVIRONMENT?: string;
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
  WORKERS_AI_MODEL?: string;
  AI?: unknown;
}

/** What COPY_ENGINE asks for; an unknown value is treated as "auto" and logged once per isolate. */
function choiceOf(config: CopyEngineConfig): CopyEngineChoice {
  const v = (config.COPY_ENGINE ?? "auto").trim().toLowerCase() || "auto";
  if ((copyEngineChoices as readonly string[]).includes(v)) return v as CopyEngineChoice;
  if (!warned)
    console.warn(`COPY_ENGINE="${config.COPY_ENGINE}" is not one of ${copyEngineChoices.join(", ")}; using auto`);
  warned = true;
  return "auto";
}
let warned = false;

/**
 * The engine that writes copy (decision 013):
 * - "openai": an OpenAI-compatible provider (needs OPENAI_API_KEY; OPENAI_BASE_URL and OPENAI_MODEL optional);
 * - "workers-ai": Cloudflare Workers AI through the `AI` binding (no secret; WORKERS_AI_MODEL optional);
 * - "phrase-library": the built-in phrase banks, offline;
 * - "auto" (the default): OpenAI when a key is set, else Workers AI when the binding is there outside local
 *   development (a deployed Worker), else the phrase library. So `npm start` and the tests stay offline.
 * A provider that is asked for but cannot be built (no key, no binding) gives the phrase library.
 */
export function copyEngineFor(config: CopyEngineConfig): CopyEngine {
  const choice = choiceOf(config);
  const openai = () =>
    config.OPENAI_API_KEY
      ? modelEngine(
          openAiModel({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL }),
        )
      : null;
  const workersAi = () =>
    config.AI
      ? modelEngine(workersAiModel({ binding: config.AI as TextAiBinding, model: config.WORKERS_AI_MODEL }))
      : null;
  switch (choice) {
    case "openai":
      return openai() ?? templateEngine;
    case "workers-ai":
      return workersAi() ?? templateEngine;
    case "phrase-library":
      return templateEngine;
    default:
      return openai() ?? (config.ENVIRONMENT === "development" ? null : workersAi()) ?? templateEngine;
  }
}

/** The built-in phrase library, which needs no provider: what `generateAiCopy: false` asks for. */
export const offlineCopyEngine: CopyEngine = templateEngine;
