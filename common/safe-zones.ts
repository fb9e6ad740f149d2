/**
 * The safe zones of PLATFORMS.md as rectangles, in fractions of the rendition (0–1 from the top-left), for the post
 * preview's overlay. Only sizes whose platform documents a zone have one; the others show none rather than a guess.
 */
export interface SafeZone {
  /** What the platform puts there, as the overlay labels it. */
  label: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

export const safeZones: Record<string, { note: string; zones: SafeZone[] }> = {
  snapchat_story: {
    note: "Snap: keep the top and bottom 150 px free of logos and text.",
    zones: [
      { label: "Top 150 px: keep clear", left: 0, top: 0, width: 1, height: 150 / 1920 },
      { label: "Bottom 150 px: keep clear", left: 0, top: 1 - 150 / 1920, width: 1, height: 150 / 1920 },
    ],
  },
  youtube_thumbnail: {
    note: "YouTube: the duration badge covers the bottom-right corner.",
    // The badge sits about 8 px from the corner and is about 60 × 36 px on a 320 × 180 thumbnail.
    zones: [{ label: "Duration badge", left: 1 - 76 / 320, top: 1 - 44 / 180, width: 76 / 320, height: 44 / 180 }],
  },
};

/** The safe zones of one rendition size (e.g. "snapchat_story"), or undefined when its platform documents none. */
export function safeZonesFor(sizeKey: string) {
  return safeZones[sizeKey];
}
