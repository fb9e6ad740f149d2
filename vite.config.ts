import { build, defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
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
 * Copies the category lexicon's files (worker/copywriting/lexicon/<language>.json) into the static assets
 * (/lexicon/), where the Worker reads them (decision 027): data, never in the Worker's bundle.
 */
function lexicon(): Plugin {
  const dir = fileURLToPath(new URL("./worker/copywriting/lexicon", import.meta.url));
  return {
    name: "reachgen-lexicon",
    apply: "build",
    generateBundle() {
      for (const file of readdirSync(dir).filter((f) => /^[a-z]{2}(?:-[A-Z]{2})?\.json$/.test(f)))
        this.emitFile({
          type: "asset",
          fileName: `lexicon/${file}`,
          // Minified: the source files are indented for review, the Worker only parses them.
          source: JSON.stringify(JSON.parse(readFileSync(join(dir, file), "utf8"))),
        });
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

/**
 * After the client build: builds web/src/entry-prerender.tsx for Node, renders every public page (the sitemap's) as
 * a first-time visitor sees it, and writes each into a copy of index.html under /prerendered/, where the Worker takes
 * it instead of the empty shell (decision 016).
 */
function prerenderPages(): Plugin {
  let outDir = "";
  return {
    name: "reachgen-prerender",
    apply: (config, env) => env.command === "build" && !config.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const serverDir = fileURLToPath(new URL("./node_modules/.cache/reachgen-prerender", import.meta.url));
      await build({
        configFile: fileURLToPath(import.meta.url),
        logLevel: "warn",
        build: {
          ssr: true,
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          rollupOptions: {
            // The pages, and the public API's contract they show in /api-docs (decision 017).
            input: {
              "entry-prerender": "src/entry-prerender.tsx",
              "api-contract": "../worker/routes/v1/contract/index.ts",
            },
            output: { entryFileNames: "[name].mjs" },
          },
        },
      });
      const entry = pathToFileURL(join(serverDir, "entry-prerender.mjs")).href;
      // Imported by its plain URL: the lazy pages' chunks import the entry back, and must find this same instance.
      const { pages, render } = await import(entry);
      let shell = readFileSync(join(outDir, "index.html"), "utf8");
      if (!shell.includes('<div id="root"></div>')) throw new Error("index.html has no empty #root to fill");
      // The stylesheet goes inline: the page paints with its first response, no render-blocking request (the CSP
      // allows inline styles). Pages the app opens later load the same rules from the file as usual.
      shell = shell.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/, (_tag, href: string) => {
        const css = readFileSync(join(outDir, href), "utf8");
        return `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`;
      });
      // The scripts go to the end of the body: the page is whole without them, so its HTML and styles come first.
      const scripts = shell.match(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g) ?? [];
      for (const tag of scripts) shell = shell.replace(tag, "");
      shell = shell.replace("</body>", `${scripts.join("")}</body>`);
      const contract = await import(pathToFileURL(join(serverDir, "api-contract.mjs")).href);
      const data = { openApiDocument: contract.prerenderOpenApiDocument() };
      for (const { path, file } of pages as { path: string; file: string }[]) {
        const { html, queries } = await render(path, data);
        mkdirSync(dirname(join(outDir, file)), { recursive: true });
        writeFileSync(
          join(outDir, file),
          shell.replace('<div id="root"></div>', `<div id="root">${html}</div>${queries}`),
        );
      }
    },
  };
}

// The single-page app lives in web/ and builds into dist/client, which wrangler.toml serves as static assets.
export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), pdfFonts(), lexicon(), prerenderPages()],
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
    // Fonts stay files, however small: inlined as base64 they filled the stylesheet every prerendered page carries
    // inline (a third of its bytes) with slices of scripts the page may never draw. Other small assets inline as usual.
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
  },
  server: {
    port: 5173,
    // A regex key: the plain prefix "/api" would also proxy the /api-docs page to the Worker.
    proxy: { "^/api/": "http://localhost:8787" },
  },
});
