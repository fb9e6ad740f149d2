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

/** '#001': userConceptNumber (preferred) or id, zero-padded to 3 digits (SPEC §2). */
export function conceptNumber(concept: { id: number; userConceptNumber: number | null }): string {
  return String(concept.userConceptNumber ?? concept.id).padStart(3, "0");
}
