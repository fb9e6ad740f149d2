import { useLayoutEffect } from "react";
import { headTags, type RouteMeta } from "@common/route-meta";
import { useHydrated } from "@web/lib/use-hydrated";

/**
 * Per-page head tags from the shared route-meta table (common/route-meta.ts): title, description, keywords,
 * canonical, share cards and structured data. React 19 hoists <title>, <meta> and <link> into <head>; the JSON-LD
 * script stays in place, which search engines accept. The Worker writes the same tags into the served HTML (marked
 * data-head); the first page that renders its own removes those, so no tag is there twice and the page always has
 * a title, also while a page's code is still loading.
 */
export type PageMetaProps = RouteMeta & {
  /** schema.org object(s) of the page. */
  structuredData?: unknown;
};

export function PageMeta({ structuredData, ...meta }: PageMetaProps) {
  // A prerendered page keeps the Worker's tags until it is hydrated: the build machine knows no origin.
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (hydrated) for (const el of document.head.querySelectorAll("[data-head]")) el.remove();
  }, [hydrated]);
  if (!hydrated) return null;
  const origin = window.location.origin;
  return (
    <>
      {headTags(meta, origin, structuredData).map((t) => {
        const key = `${t.tag}:${t.attrs.name ?? t.attrs.property ?? t.attrs.rel ?? t.attrs.type ?? ""}`;
        if (t.tag === "title") return <title key={key}>{t.text}</title>;
        if (t.tag === "meta") return <meta key={key} {...t.attrs} />;
        if (t.tag === "link") return <link key={key} {...t.attrs} />;
        return (
          <script
            key={key}
            {...t.attrs}
            data-testid="structured-data"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON.stringify output with "<" escaped cannot break out of the script element
            dangerouslySetInnerHTML={{ __html: t.text ?? "" }}
          />
        );
      })}
    </>
  );
}
