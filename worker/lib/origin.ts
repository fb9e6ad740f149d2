/**
 * The origin every absolute URL the product writes starts with (links in mails, canonical and Open Graph URLs, the
 * sitemap, the OpenAPI `servers`): `PUBLIC_ORIGIN` when it is set; the request's own origin only under
 * `ENVIRONMENT=development` (`npm start`, the tests) or, in a deployment that was not given one, as a last resort
 * (`npm run deploy` refuses to deploy without it). A Host header never picks where a mail's link points (issue 29).
 */
export function publicOrigin(env: { PUBLIC_ORIGIN?: string; ENVIRONMENT?: string }, requestUrl: string): string {
  const configured = env.PUBLIC_ORIGIN?.trim();
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === "https:" || url.protocol === "http:") return url.origin;
    } catch {
      // An unreadable setting is treated as none.
    }
  }
  return new URL(requestUrl).origin;
}
