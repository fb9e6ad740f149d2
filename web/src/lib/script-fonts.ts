import { useEffect } from "react";

/**
 * The Chinese, Japanese and Korean fonts' stylesheets (about 60 KB gzipped each, for hundreds of unicode-range
 * slices), fetched only when a page shows text in that language. The browser then downloads just the slices holding
 * the characters on the page. Arabic, Hebrew and Devanagari are small and always declared (styles.css).
 */
const stylesheets: Record<string, () => Promise<unknown>> = {
  ja: () => import("../styles/fonts-ja.css"),
  ko: () => import("../styles/fonts-ko.css"),
  zh: () => import("../styles/fonts-zh.css"),
};

const requested = new Set<string>();

/** Declares the fonts of these languages (codes like 'ja' or 'zh-CN'), once per page load. */
export function loadScriptFonts(codes: readonly string[]): void {
  for (const code of codes) {
    const base = code.toLowerCase().split("-")[0]!;
    if (requested.has(base) || !stylesheets[base]) continue;
    requested.add(base);
    // A stylesheet that fails to load leaves the system fonts in place; a later call may try again.
    stylesheets[base]().catch(() => requested.delete(base));
  }
}

/** loadScriptFonts for the languages a component shows. */
export function useScriptFonts(codes: readonly string[]): void {
  const key = codes.join(",");
  useEffect(() => loadScriptFonts(key ? key.split(",") : []), [key]);
}
