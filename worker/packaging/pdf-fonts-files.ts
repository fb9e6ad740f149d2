/**
 * The fonts the PDF embeds, all Noto (SIL OFL 1.1) from npm packages: Noto Sans covers Latin, Greek, Cyrillic and
 * Devanagari; CJK, Arabic and Hebrew have their own faces. The build copies them into the static assets under
 * /fonts/ (vite.config.ts); the Worker reads them from there, so they never weigh on the Worker bundle.
 */
export const FONT_FILES = {
  latin: { file: "NotoSans-Regular.ttf", from: "@embedpdf/fonts-latin/fonts/NotoSans-Regular.ttf" },
  latinBold: { file: "NotoSans-Bold.ttf", from: "@embedpdf/fonts-latin/fonts/NotoSans-Bold.ttf" },
  sc: { file: "NotoSansHans-Regular.otf", from: "@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf" },
  jp: { file: "NotoSansJP-Regular.otf", from: "@embedpdf/fonts-jp/fonts/NotoSansJP-Regular.otf" },
  kr: { file: "NotoSansKR-Regular.otf", from: "@embedpdf/fonts-kr/fonts/NotoSansKR-Regular.otf" },
  arabic: { file: "NotoNaskhArabic-Regular.ttf", from: "@embedpdf/fonts-arabic/fonts/NotoNaskhArabic-Regular.ttf" },
  hebrew: { file: "NotoSansHebrew-Regular.ttf", from: "@embedpdf/fonts-hebrew/fonts/NotoSansHebrew-Regular.ttf" },
} as const;
