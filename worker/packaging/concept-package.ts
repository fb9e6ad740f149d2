import { downloadZip } from "client-zip";
import { ctaApartPlatforms } from "@common/copy";
import { languageByCode } from "@common/languages";
import { PLATFORM_FACTS_VERSION, platformById, type PlatformId } from "@common/platforms";
import { toHex } from "../lib/crypto";
import type { PackagedConcept, PackagedCreativeRef, PackagedCreatives } from "./types";

export interface PackageFile {
  path: string;
  bytes: Uint8Array;
}

const text = (s: string) => new TextEncoder().encode(s);

/** The copy file of one platform, in the platform's own field names, for every language of the concept. */
function copyFile(concept: PackagedConcept, platform: PlatformId): string {
  const facts = platformById(platform);
  const button = ctaApartPlatforms.has(facts.id);
  const business = concept.businessContext ?? {};
  const sections = Object.entries(concept.aiGeneratedCopy ?? {})
    .filter(([, byPlatform]) => byPlatform[platform])
    .map(([lang, byPlatform]) => {
      const c = byPlatform[platform]!;
      return [
        `## ${languageByCode(lang)?.name ?? lang} (${lang})`,
        `${facts.fieldNames.title}: ${c.title}`,
        `${facts.fieldNames.body}: ${c.body}`,
        c.hashtags?.length ? `Hashtags: ${c.hashtags.join(" ")}` : "",
        // Where the text does not say it: the name fields, and the ads that show it as their button.
        c.cta && button ? `Call to action: ${c.cta}` : "",
        // The B of an A/B test, under its own heading so the second ad is pasted from it whole.
        c.variant
          ? [
              `### Variant B (${c.variant.angle})`,
              `${facts.fieldNames.title}: ${c.variant.title}`,
              `${facts.fieldNames.body}: ${c.variant.body}`,
              c.variant.cta && button ? `Call to action: ${c.variant.cta}` : "",
            ]
              .filter(Boolean)
              .join("\n")
          : "",
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
  return concept.platforms.filter((p) => !only.length || only.includes(p));
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
 * The sizes whose creatives a package holds, per platform: those whose renditions it holds (every size, the first
 * per platform for `optimized`, none for the photo alone or text only).
 */
export function creativeSizes(
  concept: PackagedConcept,
  options: PackageOptions = FULL_PACKAGE,
): { platform: PlatformId; sizeKeys: string[] }[] {
  return platformsOf(concept, options.platforms)
    .map((platform) => ({ platform, sizeKeys: wantedSizes(concept, platform, options).map(([sizeKey]) => sizeKey) }))
    .filter((p) => p.sizeKeys.length > 0);
}

/** Where a creative goes in the package. */
export const creativePath = (c: PackagedCreativeRef) => `creatives/${c.platform}/${c.sizeKey}-${c.language}.jpg`;

/** "instagram_story (ar, ja); x_post (en)": creatives named compactly, size by size. */
function creativeList(refs: readonly PackagedCreativeRef[]): string {
  const bySize = new Map<string, string[]>();
  for (const r of refs) bySize.set(r.sizeKey, [...(bySize.get(r.sizeKey) ?? []), r.language]);
  return [...bySize].map(([size, langs]) => `${size} (${langs.join(", ")})`).join("; ");
}

/** What the package says about its creatives when some are missing, or null when all are there. */
export function creativesNote(creatives: PackagedCreatives): string | null {
  const notes: string[] = [];
  if (creatives.pending.length)
    notes.push(
      `${creatives.pending.length} creative${creatives.pending.length === 1 ? " is" : "s are"} still being prepared: ` +
        `${creativeList(creatives.pending)}. Download the package again in a minute to get ${creatives.pending.length === 1 ? "it" : "them"}.`,
    );
  if (creatives.unavailable.length)
    notes.push(
      `${creatives.unavailable.length} creative${creatives.unavailable.length === 1 ? "" : "s"} could not be drawn right now ` +
        `(the creatives renderer did not answer): ${creativeList(creatives.unavailable)}. The plain renditions are in ` +
        "the platform folders; download the package again in a few minutes to get the creatives.",
    );
  return notes.length ? notes.join("\n\n") : null;
}

/** README.txt: what each file and folder of the package is, and which creatives are still to come. */
function readmeFile(concept: PackagedConcept, paths: readonly string[], creatives: PackagedCreatives | undefined) {
  const has = (prefix: string) => paths.some((p) => p.startsWith(prefix));
  const platforms = [
    ...new Set(paths.filter((p) => /^[a-z]+\//.test(p) && !p.startsWith("creatives/")).map((p) => p.split("/")[0]!)),
  ];
  const lines = [
    `ReachGen concept #${String(concept.userConceptNumber ?? concept.id).padStart(3, "0")}: ${concept.titleEn}`,
    "",
    "What is in this package:",
  ];
  const original = paths.find((p) => p.startsWith("original."));
  if (original) lines.push(`- ${original}: the photo as it was uploaded.`);
  if (platforms.length)
    lines.push(
      `- ${platforms.map((p) => `${p}/`).join(", ")}: one folder per platform with its renditions (<size>.jpg, the ` +
        "photo framed for each placement) and/or copy.txt (the copy of every language in the platform's own field names).",
    );
  if (has("creatives/"))
    lines.push(
      "- creatives/<platform>/<size>-<language>.jpg: the finished ad of each size and language: the rendition with " +
        "the headline, the call to action and the logo set on it in the brand's colours.",
    );
  if (has("variants.txt")) lines.push("- variants.txt: the A/B titles and bodies.");
  if (has("manifest.json"))
    lines.push("- manifest.json: the concept, its languages and every file with its size and SHA-256.");
  const note = creatives ? creativesNote(creatives) : null;
  if (note) lines.push("", "Creatives still to come:", note);
  return lines.join("\n").concat("\n");
}

/**
 * The files of a concept's package, one at a time, by options: the original and renditions (from `images`, bytes by
 * storage key, as listed by packageImageKeys; a missing one is left out), copy per platform, variants, the creatives
 * (each read when reached and let go once written), README.txt, and last the manifest of them all.
 */
export async function* conceptEntries(
  concept: PackagedConcept,
  images: ReadonlyMap<string, Uint8Array>,
  options: PackageOptions = FULL_PACKAGE,
  creatives?: PackagedCreatives,
): AsyncGenerator<PackageFile> {
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

  const listed: { path: string; size: number; sha256: string }[] = [];
  const record = async (f: PackageFile) => {
    if (options.manifest)
      listed.push({
        path: f.path,
        size: f.bytes.length,
        sha256: toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", f.bytes))),
      });
    return f;
  };
  for (const f of files) yield await record(f);
  const paths = files.map((f) => f.path);
  let included = 0;
  for (const c of creatives?.files ?? []) {
    const bytes = await c.read();
    if (!bytes) continue;
    included++;
    paths.push(creativePath(c));
    yield await record({ path: creativePath(c), bytes });
  }
  if (options.manifest) paths.push("manifest.json");
  yield await record({ path: "README.txt", bytes: text(readmeFile(concept, paths, creatives)) });
  if (!options.manifest) return;
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
    ...(creatives && {
      creatives: {
        included,
        pending: creatives.pending,
        unavailable: creatives.unavailable,
        note: creativesNote(creatives),
      },
    }),
  };
  yield { path: "manifest.json", bytes: text(JSON.stringify(manifest, null, 2)) };
}

/** Every file of a package at once (the copy-only checks); the downloads stream conceptEntries. */
export async function conceptFiles(...args: Parameters<typeof conceptEntries>): Promise<PackageFile[]> {
  const files: PackageFile[] = [];
  for await (const f of conceptEntries(...args)) files.push(f);
  return files;
}

/** One concept's files as a streamed ZIP (no Content-Length: the creatives are read as the stream reaches them). */
export function zipOf(
  entries: AsyncIterable<PackageFile>,
  lastModified = new Date(),
): { body: ReadableStream; headers: Headers } {
  async function* zipEntries() {
    for await (const f of entries) yield { name: f.path, input: f.bytes, lastModified };
  }
  const zip = downloadZip(zipEntries());
  return { body: zip.body!, headers: new Headers() };
}

export function packageName(concept: PackagedConcept): string {
  return `reachgen-concept-${String(concept.userConceptNumber ?? concept.id).padStart(3, "0")}.zip`;
}
