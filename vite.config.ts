import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { FONT_FILES } from "./worker/packaging/pdf-fonts-files.ts";

/** Copies the PDF fonts from their npm packages into the static assets (/fonts/), where the Worker reads them. */
function pdfFonts(): Plugin {
  return {
    name: "reachgen-pdf-fonts",
    apply: "build",
    generateBundle() {
      for (const { file, from } of Object.values(FONT_FILES)) {
        this.emitFile({
          type: "asset",
          fileName: `fonts/${file}`,
          source: readFileSync(fileURLToPath(new URL(`./node_modules/${from}`, import.meta.url))),
        });
      }
    },
  };
}

/**
 * Every browser the app supports reads WOFF2: the @fontsource stylesheets' WOFF fallbacks are dropped from each
 * @font-face (a PostCSS step, after the imports are inlined and before Vite resolves URLs), so the build neither
 * emits nor links them.
 */
const woff2Only = {
  postcssPlugin: "reachgen-woff2-only",
  AtRule: {
    "font-face": (rule: { walkDecls: (prop: string, fn: (decl: { value: string }) => void) => void }) => {
      rule.walkDecls("src", (decl) => {
        decl.value = decl.value.replace(/,\s*url\([^)]*\.woff\)\s*format\(['"]woff['"]\)/g, "");
      });
    },
  },
};

// The single-page app lives in web/ and builds into dist/client, which wrangler.toml serves as static assets.
export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), pdfFonts()],
  css: { postcss: { plugins: [woff2Only] } },
  resolve: {
    alias: {
      "@web": fileURLToPath(new URL("./web/src", import.meta.url)),
      "@common": fileURLToPath(new URL("./common", import.meta.url)),
    },
  },
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
  server: {
    port: 5173,
    // A regex key: the plain prefix "/api" would also proxy the /api-docs page to the Worker.
    proxy: { "^/api/": "http://localhost:8787" },
  },
});
