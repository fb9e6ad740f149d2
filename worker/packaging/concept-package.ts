import { downloadZip } from "client-zip";
import { nameBodyPlatforms } from "@common/copy";
import { languageByCode } from "@common/languages";
import { PLATFORM_FACTS_VERSION, platformById, type PlatformId } from "@common/platforms";
import { toHex } from "../lib/crypto";
import type { PackagedConcept } from "./types";

export interface PackageFile {
  path: string;
  bytes: Uint8Array;
}

const text = (s: string) => new TextEncoder().encode(s);

/** The copy file of one platform, in the platform's own field names, for every language of the concept. */
function copyFile(concept: PackagedConcept, platform: PlatformId): string {
  const facts = platformById(platform);
  const business = (concept.businessContext ?? {}) as Record<string, unknown>;
  const sections = Object.entries(concept.aiGeneratedCopy ?? {})
    .filter(([, byPlatform]) => byPlatform[platform])
    .map(([lang, byPlatform]) => {
      const c = byPlatform[platform]!;
      return [
        `## ${languageByCode(lang)?.name ?? lang} (${lang})`,
        `${facts.fieldNames.title}: ${c.title}`,
        `${facts.fieldNames.body}: ${c.body}`,
        c.hashtags?.length ? `Hashtags: ${c.hashtags.join(" ")}` : "",
        c.cta && nameBodyPlatforms.has(facts.id) ? `Call to action: ${c.cta}` : "",
      ]
        .filter(Boolean)
        .join("\n");
    });
  return [
    `${facts.name} — ReachGen concept #${String(concept.userConceptNumber ?? concept.id).padStart(3, "0")}`,
    business.brandName ? `Brand: ${String(business.brandName)}` : "",
    `Limits: ${facts.fieldNames.title} ${facts.limits.title}, ${facts.fieldNames.body} ${facts.limits.body} characters (${facts.source}, checked ${facts.checked}).`,
    ...sections,
  ]
    .filter(Boolean)
    .join("\n\n")
    .concat("\n");
}

export interface PackageOptions {
  /** none, the uploaded photo, one rendition per platform, or the photo and every rendition. */
  images: "none" | "original" | "optimized" | "all-sizes";
  copy: boolean;
  variants: boolean;
  manifest: boolean;
  /** Only these platforms; empty means all of the concept's. */
  platforms: readonly string[];
}

/** The single-concept download: everything. */
export const FULL_PACKAGE: PackageOptions = {
  images: "all-sizes",
  copy: true,
  variants: false,
  manifest: true,
  platforms: [],
};

/** The concept's platforms, narrowed to a requested set when one is given. */
export function platformsOf(concept: PackagedConcept, only: readonly string[]): PlatformId[] {
  return (concept.platforms as PlatformId[]).filter((p) => !only.length || only.includes(p));
}

function variantsFile(concept: PackagedConcept): string {
  return [
    `A/B variants — ReachGen concept #${String(concept.userConceptNumber ?? concept.id).padStart(3, "0")}`,
    `Title (English) A: ${concept.titleEn}`,
    `Title (English) B: ${concept.titleEnVariant ?? "—"}`,
    `Body (English) A: ${concept.bodyEn}`,
    `Body (English) B: ${concept.bodyEnVariant ?? "—"}`,
    `Title (Spanish) A: ${concept.titleEs}`,
    `Title (Spanish) B: ${concept.titleEsVariant ?? "—"}`,
    `Body (Spanish) A: ${concept.bodyEs}`,
    `Body (Spanish) B: ${concept.bodyEsVariant ?? "—"}`,
  ]
    .join("\n\n")
    .concat("\n");
}

/** The storage keys of the images a package holds, by options: the original and/or renditions per platform. */
export function packageImageKeys(concept: PackagedConcept, options: PackageOptions = FULL_PACKAGE): string[] {
  const keys: string[] = [];
  if (options.images === "original" || options.images === "all-sizes") keys.push(concept.imageUrl);
  for (const platform of platformsOf(concept, options.platforms))
    keys.push(...wantedSizes(concept, platform, options).map(([, key]) => key));
  return keys;
}

function wantedSizes(concept: PackagedConcept, platform: PlatformId, options: PackageOptions): [string, string][] {
  const sizes = Object.entries(concept.smartResizedImages?.[platform] ?? {});
  return options.images === "all-sizes" ? sizes : options.images === "optimized" ? sizes.slice(0, 1) : [];
}

/**
 * The files of a concept's package, by options: the original and renditions (from `images`, bytes by storage key, as
 * listed by packageImageKeys; a missing one is left out), copy per platform, manifest.
 */
export async function conceptFiles(
  concept: PackagedConcept,
  images: ReadonlyMap<string, Uint8Array>,
  options: PackageOptions = FULL_PACKAGE,
): Promise<PackageFile[]> {
  const files: PackageFile[] = [];
  if (options.images === "original" || options.images === "all-sizes") {
    const bytes = images.get(concept.imageUrl);
    if (bytes) files.push({ path: `original.${concept.imageUrl.split(".").pop() ?? "jpg"}`, bytes });
  }
  const platforms = platformsOf(concept, options.platforms);
  for (const platform of platforms) {
    for (const [sizeKey, key] of wantedSizes(concept, platform, options)) {
      const bytes = images.get(key);
      if (bytes) files.push({ path: `${platform}/${sizeKey}.jpg`, bytes });
    }
    if (options.copy) files.push({ path: `${platform}/copy.txt`, bytes: text(copyFile(concept, platform)) });
  }
  if (options.variants) files.push({ path: "variants.txt", bytes: text(variantsFile(concept)) });
  if (!options.manifest) return files;
  const listed = await Promise.all(
    files.map(async (f) => ({
      path: f.path,
      size: f.bytes.length,
      sha256: toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", f.bytes))),
    })),
  );
  const manifest = {
    generator: "ReachGen",
    concept: {
      id: concept.id,
      number: concept.userConceptNumber,
      title_en: concept.titleEn,
      title_es: concept.titleEs,
      body_en: concept.bodyEn,
      body_es: concept.bodyEs,
      platforms,
      createdAt: concept.createdAt.toISOString(),
    },
    languages: concept.selectedLanguages ?? [],
    platformFactsVersion: PLATFORM_FACTS_VERSION,
    files: listed,
  };
  files.push({ path: "manifest.json", bytes: text(JSON.stringify(manifest, null, 2)) });
  return files;
}

/** One concept's files as a streamed ZIP, with the Content-Length client-zip can predict. */
export function zipOf(files: PackageFile[]): { body: ReadableStream; headers: Headers } {
  const zip = downloadZip(files.map((f) => ({ name: f.path, input: f.bytes, lastModified: new Date() })));
  return { body: zip.body!, headers: new Headers(zip.headers) };
}

export function packageName(concept: PackagedConcept): string {
  return `reachgen-concept-${String(concept.userConceptNumber ?? concept.id).padStart(3, "0")}.zip`;
}
