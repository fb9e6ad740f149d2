/**
 * Per-page head tags: title, description, keywords, canonical, share cards and structured data.
 * React 19 hoists <title>, <meta> and <link> into <head>; the JSON-LD script stays in place, which search engines accept.
 */
export interface PageMetaProps {
  title: string;
  description: string;
  keywords: string;
  /** Path of the canonical URL, e.g. "/about". */
  path: string;
  /** Extra schema.org object(s); the site-wide SoftwareApplication is added by the home page. */
  structuredData?: Record<string, unknown> | Record<string, unknown>[];
  /** Pages only a mail's link leads to (with a token): kept out of search results. */
  noIndex?: boolean;
}

const SITE_NAME = "ReachGen";

export function PageMeta({ title, description, keywords, path, structuredData, noIndex }: PageMetaProps) {
  const origin = typeof window === "undefined" ? "http://localhost:8787" : window.location.origin;
  const url = `${origin}${path}`;
  const fullTitle = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  const image = `${origin}/og-card.png`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      <link rel="canonical" href={url} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {structuredData ? (
        <script
          type="application/ld+json"
          data-testid="structured-data"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON.stringify output with "<" escaped cannot break out of the script element
          dangerouslySetInnerHTML={{ __html: JSON.stringify(structuredData).replace(/</g, "\\u003c") }}
        />
      ) : null}
    </>
  );
}
