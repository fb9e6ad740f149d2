import { env } from "cloudflare:workers";
import { portugueseLocale } from "../../copywriting/locale";
import { templateEngine } from "../../copywriting/template-engine";
import type { CopyBrief } from "../../copywriting/types";
import { lexiconSource, withWords } from "../../services/assets/lexicon";

const source = lexiconSource(env);

type Copy = { brief: Awaited<ReturnType<typeof withWords>> & { locale: ReturnType<typeof portugueseLocale> } } & {
  items: Awaited<ReturnType<typeof templateEngine.generate>>["items"];
};

/**
 * The copies a test file has written: the engine is pure, so one brief and seed always give the same copy, and a
 * file's tests that read the audit's briefs write each once (all twenty languages: about a second each).
 */
const written = new Map<string, Promise<Copy>>();

/** A brief's copy from the phrase library as the service writes it: the lexicon's words and its Portuguese variety. */
export function copyOf(brief: CopyBrief, seed: string): Promise<Copy> {
  const key = `${seed}\n${JSON.stringify(brief)}`;
  let copy = written.get(key);
  if (!copy) {
    copy = (async () => {
      const full = { ...(await withWords(source, brief)), locale: portugueseLocale(brief) };
      return { brief: full, items: (await templateEngine.generate(full, null, seed)).items };
    })();
    written.set(key, copy);
  }
  return copy;
}
