import type { ConceptSummary } from "@common/concepts";
import type { PlatformId } from "@common/platforms";
import type { AdCopyItem } from "@web/components/ad-copy/ad-copy-view";
import { findPlatform } from "@web/lib/platforms";

type CardConcept = Pick<
  ConceptSummary,
  "selectedLanguages" | "aiGeneratedCopy" | "platforms" | "title_en" | "title_es" | "body_en" | "body_es"
>;

/** The SPEC's pair, for concepts made before the per-platform copy (issue 28: they keep the EN/ES toggle). */
const LEGACY = ["en", "es"] as const;

/**
 * The languages a card switches through: the concept's own (issue 28), those its copy has, in the order they were
 * chosen; a concept with no per-platform copy keeps the SPEC's English and Spanish.
 */
export function cardLanguages(concept: CardConcept): string[] {
  const copy = concept.aiGeneratedCopy ?? {};
  const chosen = concept.selectedLanguages.length ? concept.selectedLanguages : Object.keys(copy);
  const own = chosen.filter((l) => Object.keys(copy[l] ?? {}).length > 0);
  return own.length ? own : [...LEGACY];
}

/**
 * The headline and body a card shows in a language: the first of the concept's platforms that has copy in it (in the
 * concept's platform order); the SPEC's title_en/title_es pair where there is none.
 */
export function cardCopy(concept: CardConcept, language: string): { title: string; body: string } {
  const byPlatform = concept.aiGeneratedCopy?.[language] ?? {};
  const platform = concept.platforms.find((p) => byPlatform[p]) ?? Object.keys(byPlatform)[0];
  const c = platform ? byPlatform[platform] : undefined;
  if (c) return { title: c.title, body: c.body };
  return language === "es"
    ? { title: concept.title_es, body: concept.body_es }
    : { title: concept.title_en, body: concept.body_en };
}

/**
 * One platform's copy for Publish: in the card's language, else the first of the concept's languages that has it,
 * else the card's own headline and body (a concept from before the per-platform copy).
 */
export function publishCopy(concept: CardConcept, platform: PlatformId, language: string): AdCopyItem {
  const languages = [language, ...cardLanguages(concept).filter((l) => l !== language)];
  for (const l of languages) {
    const c = concept.aiGeneratedCopy?.[l]?.[platform];
    if (c) return { platform, language: l, title: c.title, body: c.body, hashtags: c.hashtags ?? [], cta: c.cta };
  }
  return { platform, language, ...cardCopy(concept, language), hashtags: [] };
}

/** The concept's platforms the app knows (a stored id the table dropped is not offered). */
export function publishPlatforms(concept: Pick<ConceptSummary, "platforms">): PlatformId[] {
  return concept.platforms.filter((p) => findPlatform(p) !== undefined) as PlatformId[];
}
