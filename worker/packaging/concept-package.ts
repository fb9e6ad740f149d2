import { downloadZip } from "client-zip";
import { languageByCode } from "@common/languages";
import { PLATFORM_FACTS_VERSION, platformById, type PlatformId } from "@common/platforms";
import type { adConcepts } from "../db/schema";
import { toHex } from "../lib/crypto";

type ConceptRow = typeof adConcepts.$inferSelect;

export interface PackageFile {
  path: string;
  bytes: Uint8Array;
}

const text = (s: string) => new TextEncoder().encode(s);

/** The copy file of one platform, in the platform's own field names, for every language of the concept. */
function copyFile(concept: ConceptRow, platform: PlatformId): string {
  const facts = platformById(platform);
  const business = (concept.businessContext ?? {}) as Record<string, unknown>;
  const sections = Object.entries(concept.aiGeneratedCopy ?? {})
    .filter(([, byPlatform]) => byPlatform[platform])
    .map(([lang, byPlatform]) => {
      const c = byPlatform[platform]!;
      return [`## ${languageByCode(lang)?.name ?? lang} (${lang})`, `${facts.fieldNames.title}: ${c.title}`, `${facts.fieldNames.body}: ${c.body}`].join("\n");
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

/** Every file of a concept's package: originals and renditions from R2, copy per platform, and the manifest. */
export async function conceptFiles(media: R2Bucket, concept: ConceptRow): Promise<PackageFile[]> {
  const files: PackageFile[] = [];
  const original = await media.get(concept.imageUrl);
  if (original) {
    const ext = concept.imageUrl.split(".").pop() ?? "jpg";
    files.push({ path: `original.${ext}`, bytes: new Uint8Array(await original.arrayBuffer()) });
  }
  for (const platform of concept.platforms as PlatformId[]) {
    for (const [sizeKey, key] of Object.entries(concept.smartResizedImages?.[platform] ?? {})) {
      const obj = await media.get(key);
      if (obj) files.push({ path: `${platform}/${sizeKey}.jpg`, bytes: new Uint8Array(await obj.arrayBuffer()) });
    }
    files.push({ path: `${platform}/copy.txt`, bytes: text(copyFile(concept, platform)) });
  }
  const listed = await Promise.all(
    files.map(async (f) => ({ path: f.path, size: f.bytes.length, sha256: toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", f.bytes))) })),
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
      platforms: concept.platforms,
      createdAt: concept.createdAt.toISOString(),
    },
    languages: concept.selectedLanguages ?? [],
    platformFactsVersion: PLATFORM_FACTS_VERSION,
    files: listed,
  };
  files.push({ path: "manifest.json", bytes: text(JSON.stringify(manifest, null, 2)) });
  return files;
}

export function zipResponse(files: PackageFile[], filename: string): Response {
  const zip = downloadZip(files.map((f) => ({ name: f.path, input: f.bytes, lastModified: new Date() })));
  const headers = new Headers(zip.headers);
  headers.set("Content-Type", "application/zip");
  headers.set("Content-Disposition", `attachment; filename="${filename}"`);
  headers.set("Cache-Control", "private, no-store");
  return new Response(zip.body, { status: 200, headers });
}

export function packageName(concept: ConceptRow): string {
  return `reachgen-concept-${String(concept.userConceptNumber ?? concept.id).padStart(3, "0")}.zip`;
}
