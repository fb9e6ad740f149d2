import { env } from "cloudflare:workers";
import { portugueseLocale } from "../../copywriting/locale";
import { templateEngine } from "../../copywriting/template-engine";
import type { CopyBrief } from "../../copywriting/types";
import { lexiconSource, withWords } from "../../services/assets/lexicon";

const source = lexiconSource(env);

/** A brief's copy from the phrase library as the service writes it: the lexicon's words and its Portuguese variety. */
export async function copyOf(brief: CopyBrief, seed: string) {
  const full = { ...(await withWords(source, brief)), locale: portugueseLocale(brief) };
  return { brief: full, items: (await templateEngine.generate(full, null, seed)).items };
}
