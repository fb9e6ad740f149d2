import { routeMeta } from "@common/route-meta";
import type { PageFrameContent } from "@web/components/layout/page-frame";

/**
 * The signed-in pages the build prerenders as their frame (common/route-meta.ts `framedPaths`, decision 045): what
 * each says before its code, session check and data arrive. The page renders the same frame around its content.
 */
export const frames = {
  brand: {
    meta: routeMeta.brand,
    eyebrow: "BRAND",
    title: "Brand Kits",
    lead: "A brand kit keeps your logo, colours, fonts and voice in one place. Choose it when you make a concept, and the concept's creatives and copy follow it.",
  },
  bulk: {
    meta: routeMeta.bulk,
    eyebrow: "GENERATE",
    title: "Bulk Generate",
    lead: "Make a concept for every product in one go: upload a CSV with one brief per row and the photos in a ZIP. Every row is checked first; the good rows are made in the background, and the rest are listed with what to fix.",
  },
} satisfies Record<string, PageFrameContent>;
