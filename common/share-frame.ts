import type { SharedConcept } from "./concepts";
import { creativeAlt, leadCreative } from "./creatives";
import { languageByCode } from "./languages";
import { allImageSizes, isPlatformId, platformById, platformIds, platformOfSize } from "./platforms";

/**
 * What a share page shows first (decision 045): its heading and its first creative, the same in the HTML the Worker
 * writes from the build's template and in the browser's first render of the page, which takes that HTML over. Every
 * value is a string, so the template can hold a placeholder in its place.
 */
export interface ShareFrame {
  eyebrow: string;
  title: string;
  subline: string;
  lead: { url: string; alt: string; width: string; height: string };
}

/** Where the build writes the share page's frame template, under the static assets. */
export const SHARE_FRAME_DOCUMENT = "/prerendered/share-frame.html";

/** The template's placeholders, one per value; the Worker writes the values in, escaped as HTML. */
export const shareFramePlaceholders: ShareFrame = {
  eyebrow: "%%RG_EYEBROW%%",
  title: "%%RG_TITLE%%",
  subline: "%%RG_SUBLINE%%",
  lead: { url: "%%RG_LEAD_URL%%", alt: "%%RG_LEAD_ALT%%", width: "%%RG_LEAD_W%%", height: "%%RG_LEAD_H%%" },
};

const sizes = new Map(allImageSizes.map((s) => [s.key, s]));

/** The sizes a concept has images of, in the platform table's order. */
export function sharedImageCount(concept: SharedConcept): number {
  return platformIds.reduce(
    (n, p) => n + platformById(p).sizes.filter((s) => concept.renditions[p]?.includes(s.key)).length,
    0,
  );
}

/** "Nata Nova · 7 images for Facebook, Instagram, TikTok · copy in English, Portuguese". */
export function sharedSubline(concept: SharedConcept): string {
  const images = sharedImageCount(concept);
  const names = concept.platforms.map((p) => (isPlatformId(p) ? platformById(p).name : p));
  const languages = concept.selectedLanguages.map((c) => languageByCode(c)?.name ?? c);
  const brand = concept.brandName ? `${concept.brandName} · ` : "";
  return `${brand}${images} image${images === 1 ? "" : "s"} for ${names.join(", ")} · copy in ${languages.join(", ")}`;
}

/** The frame of a concept's share page; undefined when it has no creative of a known size to show first. */
export function shareFrame(concept: SharedConcept): ShareFrame | undefined {
  const lead = leadCreative(concept.creatives);
  const size = lead && sizes.get(lead.sizeKey);
  const platform = lead && platformOfSize(lead.sizeKey);
  if (!lead || !size || !platform) return undefined;
  return {
    eyebrow: concept.isExample ? "Example ad concept" : "Shared ad concept",
    title: concept.title,
    subline: sharedSubline(concept),
    lead: {
      url: lead.url,
      alt: creativeAlt(lead.sizeKey, lead.language),
      width: String(size.width),
      height: String(size.height),
    },
  };
}

/** The template with a concept's frame written in (the values escaped as HTML text and attribute values). */
export function fillShareFrame(template: string, frame: ShareFrame, escapeHtml: (s: string) => string): string {
  const values: [string, string][] = [
    [shareFramePlaceholders.eyebrow, frame.eyebrow],
    [shareFramePlaceholders.title, frame.title],
    [shareFramePlaceholders.subline, frame.subline],
    [shareFramePlaceholders.lead.url, frame.lead.url],
    [shareFramePlaceholders.lead.alt, frame.lead.alt],
    [shareFramePlaceholders.lead.width, frame.lead.width],
    [shareFramePlaceholders.lead.height, frame.lead.height],
  ];
  return values.reduce((html, [placeholder, value]) => html.replaceAll(placeholder, escapeHtml(value)), template);
}
