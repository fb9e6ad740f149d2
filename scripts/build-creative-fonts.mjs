// The creatives Worker's fonts (decision 023): the @fontsource WOFF2 slices the product depends on, copied into
// dist/creatives/fonts/ with an index of each slice's family, weight and unicode-range. The Worker reads them as
// static assets, only the slices a text needs, and never bundles them. Run by `npm start`, the tests, `npm run check`
// and `npm run deploy`; idempotent (a slice already copied is left alone).
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { root } from "./lib.mjs";

/** Package, weights the layouts use. Latin, Greek and Cyrillic faces first; then one Noto face per other script. */
const FACES = [
  { pkg: "ibm-plex-sans", weights: [400, 700] },
  { pkg: "noto-serif", weights: [700] },
  { pkg: "jetbrains-mono", weights: [700] },
  { pkg: "noto-sans-arabic", weights: [400, 700] },
  { pkg: "noto-sans-hebrew", weights: [400, 700] },
  { pkg: "noto-sans-devanagari", weights: [400, 700] },
  { pkg: "noto-sans-jp", weights: [400, 700] },
  { pkg: "noto-sans-kr", weights: [400, 700] },
  { pkg: "noto-sans-sc", weights: [400, 700] },
];

/** @param {string} range "U+0-ff,U+131,U+2000-206f" → [[0,255],[305,305],[8192,8303]] */
function parseRange(range) {
  return range.split(",").map((part) => {
    const [a = "", b] = part.trim().replace(/^U\+/i, "").split("-");
    const lo = Number.parseInt(a.replace(/\?/g, "0"), 16);
    const hi = b ? Number.parseInt(b, 16) : a.includes("?") ? Number.parseInt(a.replace(/\?/g, "f"), 16) : lo;
    return [lo, hi];
  });
}

export function buildCreativeFonts(outDir = join(root, "dist", "creatives")) {
  const fontsDir = join(outDir, "fonts");
  mkdirSync(fontsDir, { recursive: true });
  const slices = [];
  let bytes = 0;
  for (const { pkg, weights } of FACES) {
    const base = join(root, "node_modules", "@fontsource", pkg);
    for (const weight of weights) {
      const css = readFileSync(join(base, `${weight}.css`), "utf8");
      for (const block of css.split("@font-face").slice(1)) {
        const family = /font-family:\s*'([^']+)'/.exec(block)?.[1];
        const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(block)?.[1];
        const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
        if (!family || !file || !range) throw new Error(`unreadable @font-face in @fontsource/${pkg}/${weight}.css`);
        const target = join(fontsDir, file);
        if (!existsSync(target)) copyFileSync(join(base, "files", file), target);
        bytes += statSync(target).size;
        slices.push({ family, weight, file, ranges: parseRange(range) });
      }
    }
  }
  mkdirSync(dirname(join(outDir, "fonts.json")), { recursive: true });
  writeFileSync(join(outDir, "fonts.json"), JSON.stringify({ slices }));
  return { slices: slices.length, bytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { slices, bytes } = buildCreativeFonts();
  console.log(`creative fonts: ${slices} slices, ${(bytes / 1024 / 1024).toFixed(1)} MiB in dist/creatives/fonts`);
}
