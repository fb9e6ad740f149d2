import { sharedImageUrl, shareTokenOf } from "@common/paths";
/** What a concept's share dialog posts: a fixed title and description (SPEC §2) with the concept's link. */
export const CONCEPT_SHARE_TITLE = "An AI ad concept made with ReachGen";
export const CONCEPT_SHARE_TEXT =
  "Ad copy in many languages and one product photo framed for every social platform, made in under 2 minutes.";

/** The link a card copies and shares: the concept's public page, or null while it has none. */
export function conceptLink(
  concept: { sharePath: string | null },
  origin: string = window.location.origin,
): string | null {
  return concept.sharePath ? `${origin}${concept.sharePath}` : null;
}

/**
 * A concept's image as a plain URL on its public page (every example has one), or null for a private concept: the
 * browser loads it lazily and caches it, with no JSON or base64 on the way.
 */
export function publicImageUrl(concept: { sharePath: string | null }, size?: string): string | null {
  if (!concept.sharePath) return null;
  return sharedImageUrl(shareTokenOf(concept.sharePath), size);
}

/** '#001': userConceptNumber (preferred) or id, zero-padded to 3 digits (SPEC §2). */
export function conceptNumber(concept: { id: number; userConceptNumber: number | null }): string {
  return String(concept.userConceptNumber ?? concept.id).padStart(3, "0");
}
