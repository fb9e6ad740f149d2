import { ConceptSummary } from "@common/concepts";
import {
  type ConceptCreative,
  type CreativeLayout,
  type CreativeSettingsUpdate,
  creativeAlt,
  creativeLayoutNames,
  layoutOrder,
} from "@common/creatives";
import { allImageSizes, type ImageSize } from "@common/platforms";
import { requestJson } from "./api-request";

/** A size's layout as the switcher offers it: one of the four, or "auto" (the renderer picks what fits). */
export type LayoutChoice = CreativeLayout | "auto";

const sizes = new Map(allImageSizes.map((s) => [s.key, s]));

/** The size facts of a creative (its pixels), undefined for a size the platform table no longer has. */
export function creativeSize(sizeKey: string): ImageSize | undefined {
  return sizes.get(sizeKey);
}

/** The layout "Automatic" draws first for a size (what suits its shape). */
export function automaticLayout(sizeKey: string): CreativeLayout {
  const size = sizes.get(sizeKey);
  return size ? (layoutOrder(size.width, size.height)[0] ?? "band") : "band";
}

/** The switcher's options: Automatic (naming the layout it picks), then the four layouts. */
export function layoutOptions(sizeKey: string): { value: LayoutChoice; label: string }[] {
  return [
    { value: "auto", label: `Automatic (${creativeLayoutNames[automaticLayout(sizeKey)]})` },
    ...(Object.keys(creativeLayoutNames) as CreativeLayout[]).map((value) => ({
      value,
      label: creativeLayoutNames[value],
    })),
  ];
}

/**
 * A creative's URL with a version, so the browser asks again after the picture changed (a layout switched, a text
 * edited) instead of showing the copy it cached: the concept's updatedAt and the layout listed for it.
 */
export function creativeSrc(creative: Pick<ConceptCreative, "url" | "layout">, version?: string | null): string {
  if (!version) return creative.url;
  const sep = creative.url.includes("?") ? "&" : "?";
  return `${creative.url}${sep}v=${encodeURIComponent(`${version}.${creative.layout}`)}`;
}

/** The creative of one size in one language, if the concept has it. */
export function findCreative(
  creatives: readonly ConceptCreative[],
  sizeKey: string,
  language: string,
): ConceptCreative | undefined {
  return creatives.find((c) => c.sizeKey === sizeKey && c.language === language);
}

/** PATCH /api/concepts/{id}/creatives: a size's layout switched (or back to automatic); answers the updated concept. */
export function updateCreativeSettings(id: number, patch: CreativeSettingsUpdate): Promise<ConceptSummary> {
  return requestJson(ConceptSummary, "PATCH", `/api/concepts/${id}/creatives`, patch);
}

/** A creative as a post preview draws it: its URL, what it is, and its pixels. */
export interface CreativeRef {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** The creative of one size and language as a post preview draws it, or null where the concept has none. */
export function creativeRef(
  creatives: readonly ConceptCreative[],
  sizeKey: string,
  language: string,
  version?: string | null,
): CreativeRef | null {
  const creative = findCreative(creatives, sizeKey, language);
  const size = sizes.get(sizeKey);
  if (!creative || !size) return null;
  return {
    src: creativeSrc(creative, version),
    alt: creativeAlt(sizeKey, language),
    width: size.width,
    height: size.height,
  };
}
