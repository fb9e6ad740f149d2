import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { paths } from "@common/paths";
import {
  metaForPath,
  PRERENDER_ORIGIN,
  PRERENDER_VERSION,
  PRERENDERED_DIR,
  prerenderedName,
  prerenderedPaths,
  framedPaths,
} from "@common/route-meta";
import { SHARE_FRAME_DOCUMENT, shareFramePlaceholders } from "@common/share-frame";
import { Providers } from "./app/providers";
import { ShareFrameTemplate } from "./features/concepts/share-frame-template";
import { routes } from "./app/router";
import { OpenApiDocument } from "./features/api-docs/openapi-schema";
import { createQueryClient } from "./lib/api-request";
import { prerenderedQueriesScript } from "./lib/prerendered-queries";
import { openApiDocumentKey } from "./lib/query-keys";

/** The share page rendered as the frame's template: any token does, the page shows the placeholders. */
const SHARE_FRAME_PATH = "/s/frame";

/** The pages to prerender and the file each is written to under the static assets. */
export const pages = [
  ...[...prerenderedPaths, ...framedPaths].map((path) => ({
    path,
    file: `${PRERENDERED_DIR}/${prerenderedName(path)}.html`,
  })),
  // The share pages' frame, with placeholders the Worker fills per concept (decision 045).
  { path: SHARE_FRAME_PATH, file: SHARE_FRAME_DOCUMENT.slice(1) },
];

/** What the build knows that a page renders: the public API's OpenAPI document, which /api-docs shows whole. */
export interface PrerenderData {
  openApiDocument: unknown;
}

/**
 * The HTML of one public page as a first-time visitor sees it, rendered at build time (vite.config.ts, decisions 016
 * and 017) so the page paints before its JavaScript runs; main.tsx hydrates it. Lazy pages are awaited, so their
 * content is in the HTML too. Data the build has (the API reference) is rendered in and returned as `queries`, the
 * script block main.tsx restores it from; data only a visitor's request brings is left to load as usual.
 */
export async function render(path: string, data: PrerenderData): Promise<{ html: string; queries: string }> {
  const client = createQueryClient();
  // Checked as the page checks what it fetches: a document the page cannot show fails the build.
  if (path === paths.apiDocs) client.setQueryData(openApiDocumentKey, OpenApiDocument.parse(data.openApiDocument));
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`prerendering ${path}: the route answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = () => (
    <StrictMode>
      <Providers client={client}>
        <ShareFrameTemplate value={path === SHARE_FRAME_PATH ? shareFramePlaceholders : null}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ShareFrameTemplate>
      </Providers>
    </StrictMode>
  );
  // Every boundary written in place, however large: no hidden segments with inline scripts that move them (the CSP
  // forbids inline scripts, and the page must read whole without JavaScript).
  const { prelude } = await prerenderToNodeStream(page(), { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  const html = Buffer.concat(chunks).toString("utf8");
  const queries = prerenderedQueriesScript(client);
  // The Worker fills the placeholders only in pages the route-meta table says hold them.
  const placeholders = [PRERENDER_ORIGIN, PRERENDER_VERSION].some((p) => html.includes(p) || queries.includes(p));
  if (placeholders && !metaForPath(path)?.requestValues)
    throw new Error(`prerendering ${path}: it holds request values, but its route meta lacks requestValues`);
  return { html, queries };
}
