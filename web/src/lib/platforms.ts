import { platformById, platformIds, platforms, type PlatformFacts, type PlatformId } from "@common/platforms";

/** The platform table's row for an id read from a stored concept; undefined for an id the table does not know. */
export function findPlatform(id: string): PlatformFacts | undefined {
  return (platformIds as readonly string[]).includes(id) ? platformById(id as PlatformId) : undefined;
}

/** A platform id the app knows, by name; an unknown id is shown as it is. */
export function platformName(id: string): string {
  return findPlatform(id)?.name ?? id;
}

/** Names in reading order, the last two joined by "and": "Facebook, Instagram and X". */
export function namesList(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** Every platform of the table by name, for text that promises them: "Facebook, Instagram, TikTok, … and Quora". */
export const platformNames = namesList(platforms.map((p) => p.name));
