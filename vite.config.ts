import { build, defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";
import { FONT_FILES } from "./worker/packaging/pdf-fonts-files.ts";
import { paths } from "./common/paths.ts";
import { paintFirst, ROUTE_PRELOADS_FILE, SIGNED_IN_PRELOADS } from "./common/page-data.ts";

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
 * Writes /route-preloads.json: per route of the app (its path pattern, `/s/:token`), the scripts its own chunk needs
 * beyond the main entry's, and under `signed-in` those a signed-in visitor's first screen loads (the session check's
 * schema, the account menu). The Worker names them as `modulepreload` links in the page's head (decision 043), so they
 * download with the main script instead of after it. Which route opens which chunk is read from the route table
 * (web/src/app/router.tsx: `const XPage = lazy(() => import("./routes/x"))` and `path: paths.y, element: … <XPage`).
 */
function routePreloads(): Plugin {
  const webDir = fileURLToPath(new URL("./web", import.meta.url));
  return {
    name: "reachgen-route-preloads",
    apply: (config, env) => env.command === "build" && !config.build?.ssr,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error("route preloads: the build has no entry chunk");
      // Everything the main entry loads statically is in index.html already.
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const dep of byFile.get(fileName)?.imports ?? []) closure(dep, into);
        return into;
      };
      const inEntry = closure(entry.fileName);
      const scriptsOf = (modules: string[]) => {
        const files = new Set<string>();
        for (const m of modules) {
          // A module imported on demand that shares its chunk with others is found among the chunk's modules.
          const chunk = byModule.get(m) ?? chunks.find((c) => c.moduleIds.includes(m));
          if (!chunk) throw new Error(`route preloads: no chunk for ${m}`);
          closure(chunk.fileName, files);
        }
        return [...files].filter((f) => !inEntry.has(f)).map((f) => `/${f}`);
      };
      const router = readFileSync(join(webDir, "src/app/router.tsx"), "utf8");
      const lazyFile = new Map(
        [...router.matchAll(/const (\w+) = lazy\(\(\) => import\("\.\/routes\/([\w-]+)"\)\)/g)].map((m) => [
          m[1]!,
          join(webDir, "src/app/routes", `${m[2]}.tsx`),
        ]),
      );
      const preloads: Record<string, string[]> = {};
      for (const m of router.matchAll(/path: paths\.(\w+),\s*element:[\s\S]*?<(\w+Page)\b/g)) {
        const path = paths[m[1] as keyof typeof paths];
        const file = lazyFile.get(m[2]!);
        if (path && file && !(path in preloads)) preloads[path] = scriptsOf([file]);
      }
      if (!preloads[paths.sharedConcept] || !preloads[paths.brand])
        throw new Error("route preloads: the route table no longer reads as expected");
      preloads[SIGNED_IN_PRELOADS] = scriptsOf(
        ["common/auth.ts", "web/src/components/layout/account-menu.tsx"].map((f) =>
          fileURLToPath(new URL(`./${f}`, import.meta.url)),
        ),
      );
      this.emitFile({ type: "asset", fileName: ROUTE_PRELOADS_FILE.slice(1), source: JSON.stringify(preloads) });
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
 * React Router's package maps every import to its development build (remix-run/react-router#14102, #14753: its dev
 * warnings and checks in production); the built app takes its production build, from the same package version.
 */
function productionRouter(): Plugin {
  const file = fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url));
  return {
    name: "reachgen-production-router",
    config: (_config, env) =>
      env.command === "build" ? { resolve: { alias: [{ find: /^react-router$/, replacement: file }] } } : undefined,
  };
}

/** The font files (fontsource names, before the build's hash) that every prerendered page's first screen uses. */
const FIRST_SCREEN_FONTS = [
  "ibm-plex-sans-latin-400-normal",
  "jetbrains-mono-latin-400-normal",
  "jetbrains-mono-latin-700-normal",
];

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
      // The three faces every page's first screen sets text in load with the HTML, so the first layout already has them
      // instead of laying the page out again as each arrives (decision 047). Latin only: other scripts load when used.
      const fonts = FIRST_SCREEN_FONTS.map((face) => {
        const href = new RegExp(`/assets/${face}-[\\w-]+\\.woff2`).exec(shell)?.[0];
        if (!href) throw new Error(`the stylesheet has no ${face} font file`);
        return `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`;
      });
      shell = shell.replace("<style>", `${fonts.join("")}<style>`);
      // The page is whole without its scripts: they are named as data and load once it has painted (decision 047).
      shell = paintFirst(shell);
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
  plugins: [react(), tailwindcss(), productionRouter(), pdfFonts(), lexicon(), routePreloads(), prerenderPages()],
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
