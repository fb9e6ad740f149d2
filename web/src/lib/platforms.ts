import { platformById, platformIds, type PlatformFacts, type PlatformId } from "@common/platforms";

/** The platform table's row for an id read from a stored concept; undefined for an id the table does not know. */
export function findPlatform(id: string): PlatformFacts | undefined {
  return (platformIds as readonly string[]).includes(id) ? platformById(id as PlatformId) : undefined;
}

/** A platform id the app knows, by name; an unknown id is shown as it is. */
export function platformName(id: string): string {
  return findPlatform(id)?.name ?? id;
}
