import { expect, test } from "@playwright/test";
import { paths } from "../common/paths";
import { fullTitle, routeMeta, sitemapPaths } from "../common/route-meta";

// Requests without a browser: what a crawler or a link preview gets (decision 015).
/** A captured attribute or text, with the entities the Worker writes decoded. */
const attr = (html: string, re: RegExp) =>
  re
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

test("every page answers with its own head tags in the HTML itself", async ({ request, baseURL }) => {
  for (const meta of Object.values(routeMeta)) {
    if (meta === routeMeta.notFound || meta === routeMeta.ownerDashboard) continue;
    const res = await request.get(meta.path);
    expect(res.status(), meta.path).toBe(200);
    const html = await res.text();
    expect(attr(html, /<title[^>]*>([^<]*)<\/title>/), meta.path).toBe(fullTitle(meta.title));
    expect(attr(html, /<meta name="description" content="([^"]*)"/), meta.path).toBe(meta.description);
    expect(attr(html, /<meta name="keywords" content="([^"]*)"/), meta.path).toBe(meta.keywords);
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/), meta.path).toBe(`${baseURL}${meta.path}`);
    expect(attr(html, /<meta property="og:title" content="([^"]*)"/), meta.path).toBe(fullTitle(meta.title));
    expect(attr(html, /<meta name="twitter:card" content="([^"]*)"/), meta.path).toBe("summary_large_image");
    expect(html.includes('<meta name="robots" content="noindex"'), meta.path).toBe(
      Boolean("noIndex" in meta && meta.noIndex),
    );
    expect(html.match(/<title/g), meta.path).toHaveLength(1);
  }
});

test("the home and plans pages carry their structured data; unknown paths are 404 with the Not Found page", async ({
  request,
  page,
}) => {
  const ld = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const home = ld(await (await request.get(paths.home)).text());
  expect(home.flat().map((x: { "@type": string }) => x["@type"])).toEqual(["SoftwareApplication", "Organization"]);
  const plans = ld(await (await request.get(paths.plans)).text())[0];
  expect(plans["@type"]).toBe("Product");
  expect(plans.offers.map((o: { name: string; price: string }) => `${o.name} ${o.price}`)).toEqual([
    "Free Trial 0.00",
    "Basic 9.00",
    "Pro 29.00",
    "Enterprise 99.00",
  ]);

  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain(`<title data-head="">${fullTitle("Page Not Found")}</title>`);
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  // The app renders its own head tags and the served ones are gone: one title, one description.
  await expect(page).toHaveTitle(fullTitle("Page Not Found"));
  expect(await page.locator('head meta[name="description"]').count()).toBe(1);
});

test("robots.txt names the sitemap, which lists the public pages", async ({ request, baseURL }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /api/");
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(sitemapPaths.map((p) => `${baseURL}${p}`));
  expect(locs).not.toContain(`${baseURL}${paths.admin}`);
});
