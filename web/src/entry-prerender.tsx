import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { PRERENDERED_DIR, prerenderedName, prerenderedPaths } from "@common/route-meta";
import { Providers } from "./app/providers";
import { routes } from "./app/router";

/** The pages to prerender and the file each is written to under the static assets. */
export const pages = prerenderedPaths.map((path) => ({
  path,
  file: `${PRERENDERED_DIR}/${prerenderedName(path)}.html`,
}));

/**
 * The HTML of one public page as a first-time visitor sees it before any data arrives, rendered at build time
 * (vite.config.ts, decision 016) so the page paints before its JavaScript runs; main.tsx hydrates it. Lazy pages are
 * awaited, so their content is in the HTML too.
 */
export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`prerendering ${path}: the route answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = () => (
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>
  );
  // Every boundary written in place, however large: no hidden segments with inline scripts that move them (the CSP
  // forbids inline scripts, and the page must read whole without JavaScript).
  const { prelude } = await prerenderToNodeStream(page(), { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
