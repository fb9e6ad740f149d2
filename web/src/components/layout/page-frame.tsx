import type { ReactNode } from "react";
import type { RouteMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";

/** What a framed page shows before its own code and data arrive: its head tags, eyebrow, title and lead. */
export interface PageFrameContent {
  meta: RouteMeta;
  eyebrow: string;
  title: string;
  lead: string;
}

/**
 * A signed-in page's frame (decision 045): the page's heading and what it is for, in the HTML the build prerenders and
 * outside the session check and the page's chunk, so the same elements stay on screen from the first paint while the
 * page fills in below them.
 */
export function PageFrame({ frame, children }: { frame: PageFrameContent; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageMeta {...frame.meta} />
      <p className="font-mono text-xs tracking-[0.3em] text-accent-text">{frame.eyebrow}</p>
      <h1 className="mt-2 font-mono text-3xl font-bold sm:text-4xl">{frame.title}</h1>
      <p className="mt-3 mb-8 max-w-3xl text-muted-foreground">{frame.lead}</p>
      {children}
    </div>
  );
}
