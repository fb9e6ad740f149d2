import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fullTitle, PRERENDER_ORIGIN, PRERENDER_VERSION, routeMeta } from "@common/route-meta";
import { openApiDocument, prerenderOpenApiDocument } from "../../routes/v1/contract";
import { createApp } from "../../app";
import { createV1 } from "../../routes/v1";
import { ROUTE_PRELOADS_FILE } from "@common/page-data";
import { renderPage } from "../../services/pages/pages";
import { ConceptShare, SharedConcept } from "@common/concepts";
import { SHARE_FRAME_DOCUMENT, shareFrame, shareFramePlaceholders } from "@common/share-frame";
import { call, callWith, expectBody, jsonInit } from "../helpers";
import { createUser, shoeConcept, testContext } from "../factories";

/** An assets binding that hands out `html` for every document, noting the paths it was asked for. */
function assetsServing(html: string, asked: string[] = []): Fetcher {
  const fetch = async (req: Request) => {
    asked.push(new URL(req.url).pathname);
    return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  };
  return { fetch } as unknown as Fetcher;
}

/** The built index.html as the assets binding hands it out (the real one is tested in e2e/pages.spec.ts). */
const assets = assetsServing(
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>ReachGen — AI ad concepts for every platform</title></head><body><div id="root"></div></body></html>',
);

const page = (path: string) => renderPage(testContext(), assets, new Request(`https://reachgen.example${path}`));

describe("pages as crawlers see them", () => {
  it("writes the page's own tags into the HTML: title, description, canonical, Open Graph, noindex where private", async () => {
    const about = await page("/about");
    expect(about.status).toBe(200);
    const html = await about.text();
    expect(html).toContain(`<title data-head="">${fullTitle(routeMeta.about.title)}</title>`);
    expect(html).toContain(`<meta name="description" content="${routeMeta.about.description}" data-head>`);
    expect(html).toContain('<link rel="canonical" href="https://reachgen.example/about" data-head>');
    expect(html).toContain('<meta property="og:image" content="https://reachgen.example/og-card.png" data-head>');
    expect(html).not.toContain("noindex");
    expect(await (await page("/api-keys")).text()).toContain('<meta name="robots" content="noindex" data-head>');
  });

  it("gives the plans page its offers from the database, and an unknown path a 404 with the Not Found tags", async () => {
    const plans = await (await page("/plans")).text();
    const ld = JSON.parse(/<script type="application\/ld\+json" data-head>([^<]*)<\/script>/.exec(plans)![1]!);
    const rows = await env.DB.prepare("SELECT display_name AS name FROM subscription_plans WHERE is_active = 1").all();
    expect(ld.offers.map((o: { name: string }) => o.name).sort()).toEqual(
      rows.results.map((r) => (r as { name: string }).name).sort(),
    );
    const missing = await page("/no/such/page");
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain(`<title data-head="">${fullTitle("Page Not Found")}</title>`);
    expect(html).toContain('<link rel="canonical" href="https://reachgen.example/no/such/page" data-head>');
  });

  it("answers robots.txt and sitemap.xml", async () => {
    const robots = await call("/robots.txt");
    expect(await robots.text()).toMatch(/Disallow: \/api\/\nDisallow: \/admin\nSitemap: http:\/\/[^/]+\/sitemap\.xml/);
    const sitemap = await call("/sitemap.xml");
    expect(sitemap.headers.get("Content-Type")).toContain("application/xml");
    const locs = [...(await sitemap.text()).matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(["/", "/about", "/api-docs", "/plans", "/dashboard", "/login", "/register"]);
  });
});

describe("the API reference the build prerenders (decision 017)", () => {
  const served = async () =>
    (await (await call("/api/v1/openapi.json")).json()) as {
      servers: { url: string }[];
      paths: Record<string, object>;
    };

  it("is made from the contract the Worker serves: the same document, every operation answered by a route", async () => {
    const doc = await served();
    const origin = new URL(doc.servers[0]!.url).origin;
    expect(doc).toEqual(openApiDocument({ origin, version: env.APP_VERSION }));
    // The app's own registry (its mounted routes) documents exactly the contract's operations.
    const mounted = createV1().getOpenAPI31Document({ openapi: "3.1.0", info: { title: "t", version: "v" } });
    expect(Object.keys(mounted.paths ?? {}).sort()).toEqual(Object.keys(doc.paths).sort());
    for (const [path, item] of Object.entries(doc.paths as Record<string, object>))
      expect(Object.keys(mounted.paths?.[path] ?? {}).sort()).toEqual(Object.keys(item).sort());
  });

  it("leaves placeholders only where the Worker fills in the request's origin and its version", async () => {
    const doc = await served();
    const origin = new URL(doc.servers[0]!.url).origin;
    const built = JSON.stringify(prerenderOpenApiDocument());
    expect(built).toContain(PRERENDER_ORIGIN);
    expect(built).toContain(PRERENDER_VERSION);
    // The prerendered page holds the document and HTML made from it; the Worker's answer holds neither placeholder.
    const prerendered = `<!doctype html><html><head><title>x</title></head><body><div id="root"><p>${PRERENDER_ORIGIN}/api/v1 · ${PRERENDER_VERSION}</p></div><script type="application/json">${built}</script></body></html>`;
    const res = await renderPage(testContext(), assetsServing(prerendered), new Request(`${origin}/api-docs`));
    const html = await res.text();
    expect(html).not.toContain("prerender.invalid");
    expect(html).toContain(`<p>${origin}/api/v1 · ${env.APP_VERSION}</p>`);
    const embedded = JSON.parse(/<script type="application\/json">(.*)<\/script>/s.exec(html)![1]!);
    expect(embedded).toEqual(doc);

    // A Host header that makes the origin odd gets the empty shell, never its text inside the page or its JSON.
    const asked: string[] = [];
    const recording = assetsServing(prerendered, asked);
    await renderPage(testContext(), recording, new Request("http://x.example/api-docs"));
    await renderPage(testContext(), recording, new Request('http://a"b&c/api-docs'));
    expect(asked.filter((p) => p !== ROUTE_PRELOADS_FILE)).toEqual(["/prerendered/api-docs", "/"]);

    // A page whose route meta does not say it holds request values streams through untouched.
    const about = await renderPage(testContext(), assetsServing(prerendered), new Request(`${origin}/about`));
    expect(await about.text()).toContain(PRERENDER_ORIGIN);
  });
});

describe("a page's scripts named in its head (decision 043)", () => {
  it("preloads the route's scripts from the build's list, and a signed-in screen's for a visitor with a session", async () => {
    const list = {
      "/brand": ["/assets/brand-1.js", "/assets/zod-1.js"],
      "/s/:token": ["/assets/shared-concept-1.js"],
      "signed-in": ["/assets/auth-1.js", "/assets/zod-1.js"],
    };
    const shell = '<!doctype html><html><head><title>ReachGen</title></head><body><div id="root"></div></body></html>';
    const built = {
      fetch: async (req: Request) =>
        new URL(req.url).pathname === ROUTE_PRELOADS_FILE
          ? Response.json(list)
          : new Response(shell, { headers: { "Content-Type": "text/html" } }),
    } as unknown as Fetcher;
    const preloaded = async (path: string, signedIn = false) => {
      const req = new Request(`https://reachgen.example${path}`);
      const html = await (await renderPage(testContext(), built, req, signedIn)).text();
      const links = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
      // A page that paints from its frame names them as data for its loader instead (decision 047).
      const named = [...html.matchAll(/<script type="application\/json" data-boot="preload">([^<]*)<\/script>/g)];
      return [...links, ...named.flatMap((m) => JSON.parse(m[1] ?? "[]") as string[])];
    };
    expect(await preloaded("/brand", true)).toEqual(["/assets/brand-1.js", "/assets/zod-1.js", "/assets/auth-1.js"]);
    expect(await preloaded("/brand")).toEqual(["/assets/brand-1.js", "/assets/zod-1.js"]);
    expect(await preloaded("/about")).toEqual([]);
    // A signed-in visitor's /api-keys starts from the shell: nothing to paint first, the scripts load with the HTML.
    const shellPage = await (
      await renderPage(testContext(), built, new Request("https://reachgen.example/api-keys"), true)
    ).text();
    expect(shellPage).toContain('<link rel="modulepreload" href="/assets/auth-1.js">');
    expect(shellPage).not.toContain("data-boot");
    // A path that is no page gets none; assets without the list (a build before it) cost the page nothing else.
    expect(await preloaded("/no-such-page")).toEqual([]);
    expect((await page("/brand")).status).toBe(200);
  });
});

describe("addresses an attacker writes (issue 29)", () => {
  const withAssets = { ...env, ASSETS: assets } as Env;
  it("a page POST redirects only to a path of this site", async () => {
    for (const [path, location] of [
      ["//evil.example/", "/evil.example/"],
      ["/\\evil.example/", "/evil.example/"],
      ["/about", "/about"],
    ] as const) {
      const res = await callWith(withAssets, path, { method: "POST", redirect: "manual" });
      expect(res.status, path).toBe(303);
      expect(res.headers.get("Location"), path).toBe(location);
    }
  });

  it("control characters or broken escapes in a path are a 400 in the error envelope, never a 500", async () => {
    for (const path of ["/foo%0d%0aX:1", "/foo%00", "/api/concepts%0a", "/s/%7f", "/foo%E0%A4%A"]) {
      for (const method of ["GET", "POST"]) {
        const res = await callWith(withAssets, path, { method });
        expect(res.status, `${method} ${path}`).toBe(400);
        const body = (await res.json()) as { error: { code: string; message: string; requestId: string } };
        expect(body.error.code).toBe("BAD_REQUEST");
        expect(body.error.message).toMatch(/control characters|not valid/);
        expect(body.error.requestId).toBe(res.headers.get("X-Request-Id"));
      }
    }
  });
});

describe("absolute URLs come from PUBLIC_ORIGIN, never from the Host header (issue 29)", () => {
  const deployed = { ...env, ENVIRONMENT: "production", PUBLIC_ORIGIN: "https://reachgen.example" } as Env;
  const fromEvilHost = (path: string, init: RequestInit = {}, e: Env = deployed) =>
    Promise.resolve(createApp().request(`http://evil.example${path}`, init, e));

  it("robots.txt, the sitemap, the OpenAPI servers and a page's canonical and Open Graph URLs", async () => {
    expect(await (await fromEvilHost("/robots.txt")).text()).toContain("Sitemap: https://reachgen.example/sitemap.xml");
    const sitemap = await (await fromEvilHost("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://reachgen.example/</loc>");
    expect(sitemap).not.toContain("evil.example");
    const doc = (await (await fromEvilHost("/api/v1/openapi.json")).json()) as { servers: { url: string }[] };
    expect(doc.servers.map((s) => s.url).join(" ")).toContain("https://reachgen.example");
    expect(JSON.stringify(doc.servers)).not.toContain("evil.example");
    const html = await (
      await renderPage({ ...testContext(), env: deployed }, assets, new Request("http://evil.example/about"))
    ).text();
    expect(html).toContain('<link rel="canonical" href="https://reachgen.example/about"');
    expect(html).not.toContain("evil.example");
  });

  it("a reset mail's link, whatever Host the request named", async () => {
    const { user } = await createUser();
    const res = await fromEvilHost("/api/auth/forgot-password", jsonInit("POST", { email: user.email }));
    expect(res.status).toBe(200);
    // The mail goes out after the answer: wait for its outbox row.
    let text = "";
    for (let i = 0; i < 40 && !text; i++) {
      const row = await env.DB.prepare("SELECT text FROM mail_outbox WHERE to_address = ? ORDER BY id DESC")
        .bind(user.email)
        .first<{ text: string }>();
      text = row?.text ?? "";
      if (!text) await new Promise((r) => setTimeout(r, 50));
    }
    expect(text).toContain("https://reachgen.example/reset-password?token=");
    expect(text).not.toContain("evil.example");
  });

  it("in development, without PUBLIC_ORIGIN, the request's own origin", async () => {
    const local = { ...env, ENVIRONMENT: "development", PUBLIC_ORIGIN: "" } as Env;
    expect(await (await fromEvilHost("/robots.txt", {}, local)).text()).toContain("Sitemap: http://evil.example/");
  });
});

describe("public pages read whole without JavaScript (issue 29)", () => {
  const shellWith = (fill: string) =>
    assetsServing(
      `<!doctype html><html lang="en"><head><title>x</title></head><body><main><noscript data-fill="${fill}"></noscript></main></body></html>`,
    );

  it("/plans carries every plan's name, price and concepts in the served HTML", async () => {
    const html = await (
      await renderPage(testContext(), shellWith("plans"), new Request("https://reachgen.example/plans"))
    ).text();
    const plans = (
      await env.DB.prepare("SELECT display_name, price FROM subscription_plans WHERE is_active = 1").all<{
        display_name: string;
        price: number;
      }>()
    ).results;
    expect(plans.length).toBeGreaterThan(2);
    for (const p of plans) {
      expect(html).toContain(p.display_name);
      if (p.price > 0) expect(html).toContain(`$${(p.price / 100).toFixed(p.price % 100 ? 2 : 0)}`);
    }
    expect(html).toContain('href="/register?plan=pro"');
  });

  it("/dashboard for a visitor carries the example concepts and a true count", async () => {
    const html = await (
      await renderPage(testContext(), shellWith("examples"), new Request("https://reachgen.example/dashboard"))
    ).text();
    const { results } = await env.DB.prepare(
      "SELECT json_extract(business_context, '$.brandName') AS brand FROM ad_concepts WHERE user_id = (SELECT id FROM users WHERE email = 'examples@reachgen.invalid')",
    ).all<{ brand: string }>();
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) expect(html).toContain(r.brand.toUpperCase().replaceAll("&", "&amp;"));
    expect(html).toContain(`Showing 1 to ${results.length} of ${results.length} results`);
    expect(html).toMatch(/<img src="\/api\/shared\/[A-Za-z0-9_-]{22}\/image"/);
  }, 120_000);
});

describe("pages that paint from their HTML before their scripts run (decision 045)", () => {
  it("a share page is the frame's template with the concept's heading and first creative written in, escaped", async () => {
    const { owner, id } = await shoeConcept(["facebook", "instagram"], ["en", "es"]);
    // A title with markup in it: it must reach the page as text.
    const title = `Trailblazer 2 <b>"grip"</b> & more`;
    const edit = { title_en: title, body_en: "Light on the trail.", title_es: "Trailblazer 2", body_es: "Ligera." };
    const edited = await call(`/api/concepts/${id}`, jsonInit("PATCH", edit, owner.auth));
    expect(edited.status, await edited.clone().text()).toBe(200);
    const share = await expectBody(
      await call(`/api/concepts/${id}/share`, { method: "POST", headers: owner.auth }),
      201,
      ConceptShare,
    );
    const token = share.sharePath.slice(3);
    const concept = await expectBody(await call(`/api/shared/${token}`), 200, SharedConcept);
    const frame = shareFrame(concept);
    if (!frame) return expect.fail("a concept with creatives has a frame");
    expect(frame.title).toBe(title);
    expect(Object.values(concept.renditions).flat()).toHaveLength(6);
    expect(frame.subline).toBe("Northpeak · 6 images for Facebook, Instagram · copy in English, Spanish");
    expect(frame.lead).toEqual({
      url: `/api/shared/${token}/creatives/facebook_feed?language=en`,
      alt: "Facebook Feed creative in English",
      width: "1200",
      height: "628",
    });

    const p = shareFramePlaceholders;
    const template = `<!doctype html><html><head><title>ReachGen</title></head><body><div id="root"><p>${p.eyebrow}</p><h1>${p.title}</h1><p>${p.subline}</p><img src="${p.lead.url}" alt="${p.lead.alt}" width="${p.lead.width}" height="${p.lead.height}"/></div></body></html>`;
    const asked: string[] = [];
    const res = await renderPage(
      testContext(),
      assetsServing(template, asked),
      new Request(`https://reachgen.example/s/${token}`),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(asked).toContain(SHARE_FRAME_DOCUMENT);
    expect(html).not.toContain("%%RG_");
    expect(html).toContain(
      "<h1>Trailblazer 2 &lt;b&gt;&quot;grip&quot;&lt;/b&gt; &amp; more</h1><p>Northpeak · 6 images for Facebook, Instagram · copy in English, Spanish</p>",
    );
    expect(html).toContain(
      `<img src="/api/shared/${token}/creatives/facebook_feed?language=en" alt="Facebook Feed creative in English" width="1200" height="628"/>`,
    );
    // The same creative is preloaded first, with a high priority, and the concept rides along as the page's query.
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="/api/shared/${token}/creatives/facebook_feed?language=en">`,
    );
    // The frame's image is the creative the page serves.
    const creative = await call(frame.lead.url);
    expect(creative.status).toBe(200);
    expect(creative.headers.get("Content-Type")).toMatch(/^image\//);
  }, 120_000);

  it("/brand and /bulk start from their prerendered frame, their scripts named for after the first paint; other private pages from the shell", async () => {
    for (const path of ["/brand", "/bulk"]) {
      const asked: string[] = [];
      const res = await renderPage(
        testContext(),
        assetsServing("<html><head></head><body></body></html>", asked),
        new Request(`https://reachgen.example${path}`),
        true,
      );
      expect(res.status).toBe(200);
      expect(asked).toContain(`/prerendered${path}`);
      expect(asked).toContain(ROUTE_PRELOADS_FILE);
      expect(await res.text()).not.toContain('<link rel="modulepreload"');
    }
    const asked: string[] = [];
    await renderPage(
      testContext(),
      assetsServing("<html><head></head><body></body></html>", asked),
      new Request("https://reachgen.example/api-keys"),
      true,
    );
    expect(asked[0]).toBe("/");
  });
});
