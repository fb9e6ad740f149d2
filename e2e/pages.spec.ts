import { expect, test } from "@playwright/test";
import { paths } from "../common/paths";
import { PAINT_FIRST_LOADER } from "../common/page-data";
import { fullTitle, routeMeta, sitemapPaths } from "../common/route-meta";
import { holdMainScript, signIn } from "./support";

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

// The public pages are prerendered at build time (decision 016): what a slow phone paints before any JavaScript.
test("the public pages arrive whole in their HTML, with no inline script but the theme's and the loader's", async ({
  request,
}) => {
  const firstHeading: Record<string, RegExp> = {
    [paths.home]: /One photo in/,
    [paths.about]: /Ads that speak/,
    [paths.apiDocs]: /API Documentation/,
    [paths.plans]: /Choose your plan/,
    [paths.dashboard]: /Example Ad Concepts/,
    [paths.login]: /ACCESS SYSTEM/,
  };
  for (const [path, heading] of Object.entries(firstHeading)) {
    const html = await (await request.get(path)).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(attr(root, /<h1[^>]*>(.*?)<\/h1>/)?.replace(/<[^>]+>/g, ""), path).toMatch(heading);
    // The theme's, and the loader that asks for the app's scripts once the page has painted (decision 047).
    expect(html.match(/<script>/g), path).toHaveLength(2);
    expect(html, path).toContain(`<script>${PAINT_FIRST_LOADER}</script></body>`);
    expect(html, path).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(html, path).not.toContain('rel="stylesheet"');
    expect(html, path).toMatch(/<style>[^<]*--background/);
  }
  // The rest come as the app's shell: /register first sends a visitor without a plan to /plans.
  expect(await (await request.get(paths.register)).text()).toContain('<div id="root"></div>');
});

test("a slow phone sees the landing page whole before JavaScript, and the app takes it over without redrawing it", async ({
  browser,
  page,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(paths.home);
  await expect(bare.getByRole("heading", { level: 1 })).toContainText("One photo in");
  await expect(bare.getByRole("heading", { name: "What one photo becomes" })).toBeVisible();
  await expect(bare.getByRole("heading", { name: "Pick your monthly output." })).toBeVisible();
  await noScript.close();

  const { errors, release } = await holdMainScript(page);
  // Module scripts run before DOMContentLoaded: wait for the served heading instead.
  await page.goto(paths.home, { waitUntil: "commit" });
  await page.waitForSelector("h1");
  await page.evaluate(() => {
    (window as unknown as { servedHeading: Element | null }).servedHeading = document.querySelector("h1");
  });
  // A click on a served button before the app has loaded: nothing opens yet.
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await page.waitForTimeout(300);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The visitor reads on before the app has taken over: the takeover leaves the page where they scrolled it.
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  const scrolled = await page.evaluate(() => window.scrollY);
  release();
  // The app has loaded and taken the page over (its routes' scripts and the session check have settled).
  await page.waitForLoadState("networkidle");
  await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById("root")!).length)).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // The Share button clicked before the app loaded (the loader held the click) opens its dialog once the app has taken
  // the page over, and the heading is the very element the server sent.
  await expect(page.getByRole("dialog", { name: "Share ReachGen" })).toBeVisible({ timeout: 15_000 });
  expect(
    await page.evaluate(
      () => (window as unknown as { servedHeading: Element | null }).servedHeading === document.querySelector("h1"),
    ),
  ).toBe(true);
  expect(errors).toEqual([]);
});

test("a prerendered page asks for the app's scripts only once it has painted, and the app then takes it over (decision 047)", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  for (const [path, link, to, heading] of [
    [paths.about, "API Docs", paths.apiDocs, /API Documentation/],
    [paths.apiDocs, "About", paths.about, /Ads that speak/],
  ] as const) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const when = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      main: performance.getEntriesByType("resource").find((e) => /\/assets\/index-[^/]+\.js$/.test(e.name))?.startTime,
    }));
    expect(when.paint, path).toBeGreaterThan(0);
    expect(when.main, path).toBeGreaterThan(when.paint ?? Number.POSITIVE_INFINITY);
    // Taken over: a link in the header navigates inside the app, without a new document.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole("link", { name: link, exact: true }).first().click();
    await expect(page).toHaveURL(to);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  }
  expect(errors).toEqual([]);
});

test("a signed-in page arrives as its frame, which the app keeps while the session and the page fill in (decision 045)", async ({
  page,
}) => {
  await signIn(page, "pro@reachgen.local");
  const { errors, release } = await holdMainScript(page);
  await page.goto(paths.brand, { waitUntil: "commit" });
  // Before any script: the heading, the lead and the wait are on screen.
  await expect(page.getByRole("heading", { level: 1, name: "Brand Kits" })).toBeVisible();
  await expect(page.getByText("A brand kit keeps your logo, colours, fonts and voice in one place.")).toBeVisible();
  await expect(page.getByText("AUTHENTICATING")).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { servedHeading: Element | null }).servedHeading = document.querySelector("h1");
  });
  // The visitor reads on before the app has taken over: the takeover leaves the page where they scrolled it.
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const scrolled = await page.evaluate(() => window.scrollY);
  release();
  // The app has loaded and taken the page over (its routes' scripts and the session check have settled).
  await page.waitForLoadState("networkidle");
  await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById("root")!).length)).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(page.getByRole("button", { name: "New brand kit" })).toBeVisible({ timeout: 15_000 });
  // The heading is the very element the server sent: taken over, not drawn again.
  expect(
    await page.evaluate(
      () => (window as unknown as { servedHeading: Element | null }).servedHeading === document.querySelector("h1"),
    ),
  ).toBe(true);
  expect(errors).toEqual([]);
});

test("without JavaScript the plans page shows every plan's price and the examples page the examples", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const plans = (await (await request.get("/api/subscription-plans")).json()) as {
    displayName: string;
    price: number;
  }[];
  const examples = (await (await request.get("/api/examples")).json()) as { brief: { brandName: string | null } }[];
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(paths.plans);
  for (const p of plans) {
    await expect(bare.getByRole("heading", { name: p.displayName, exact: true }).first()).toBeVisible();
    if (p.price > 0)
      await expect(
        bare.locator("p", { hasText: `$${(p.price / 100).toFixed(p.price % 100 ? 2 : 0)} / month` }).first(),
      ).toBeVisible();
  }
  await expect(bare.getByRole("link", { name: "Choose Pro" })).toHaveAttribute("href", "/register?plan=pro");
  await bare.screenshot({ path: "test-results/screenshots/plans-no-js.png" });
  await bare.goto(paths.dashboard);
  // (Playwright's getByText does not look inside <noscript>; locators with hasText do.)
  for (const ex of examples)
    await expect(bare.locator("p", { hasText: ex.brief.brandName!.toUpperCase() }).first()).toBeVisible();
  await expect(
    bare.locator("p", { hasText: `Showing 1 to ${examples.length} of ${examples.length} results` }),
  ).toBeVisible();
  await expect(bare.locator("p", { hasText: "Showing 0 results" })).toHaveCount(0);
  await bare.screenshot({ path: "test-results/screenshots/examples-no-js.png" });
  await noScript.close();
});

test("the landing page loads at most 150 KiB of JavaScript for a visitor, and the rest as they scroll", async ({
  page,
}) => {
  await page.goto(paths.home);
  await page.waitForLoadState("networkidle");
  const scripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((e) => e.name.endsWith(".js"))
        .map((e) => ({
          name: e.name.replace(/^.*\/assets\//, ""),
          bytes: (e as PerformanceResourceTiming).encodedBodySize,
        })),
    );
  const first = await scripts();
  const kib = first.reduce((sum, s) => sum + s.bytes, 0) / 1024;
  expect(kib, first.map((s) => `${s.name} ${s.bytes}`).join("\n")).toBeLessThanOrEqual(150);
  expect(first.filter((s) => /^(admin|api-docs|dashboard|ai-generator|home-below-fold)-/.test(s.name))).toEqual([]);

  // Scrolling brings the rest: the real examples as posts, and the plans.
  await page.getByRole("heading", { name: "What one photo becomes" }).scrollIntoViewIfNeeded();
  const preview = page.getByRole("img", { name: / as a Facebook post$/ });
  await preview.scrollIntoViewIfNeeded();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole("heading", { name: "Pick your monthly output." }).scrollIntoViewIfNeeded();
  await expect(page.getByText("$29")).toBeVisible();
  expect((await scripts()).some((s) => s.name.startsWith("home-below-fold-"))).toBe(true);
});

test("a prerendered login form sent before the app takes it over never puts the password in the URL", async ({
  page,
  request,
}) => {
  const html = await (await request.get(paths.login)).text();
  expect(html).toMatch(/<form [^>]*method="post"/);
  // Until the app takes the page over its button is disabled, so neither a click nor Enter sends the form.
  expect(html).toMatch(/<button [^>]*type="submit" disabled="" style="opacity:1"/);
  // Sent natively, it is a POST that the Worker answers by sending the browser back to the page, reading nothing.
  const native = await request.post(paths.login, {
    form: { email: "pro@reachgen.local", password: "reachgen-demo" },
    maxRedirects: 0,
  });
  expect(native.status()).toBe(303);
  expect(native.headers().location).toBe(paths.login);
  expect(native.headers()["set-cookie"]).toBeUndefined();
  await page.goto(paths.login);
  await page.getByLabel("Email", { exact: true }).fill("pro@reachgen.local");
  await page.getByLabel("Password", { exact: true }).fill("reachgen-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
