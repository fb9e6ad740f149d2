import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ConceptList, ConceptShare, SHARE_NOT_FOUND, SharedConcept } from "@common/concepts";
import { leadCreative } from "@common/creatives";
import { sharedConceptQueryKey } from "@common/page-data";
import { fullTitle } from "@common/route-meta";
import { generateConcept } from "../../services/concepts/generation";
import { renderPage } from "../../services/pages/pages";
import { call, expectBody, expectError } from "../helpers";
import { createUser, testContext, testPhoto } from "../factories";

async function seed() {
  const owner = await createUser({ plan: "pro", conceptsLimit: 100 });
  const other = await createUser({ plan: "pro", conceptsLimit: 100 });
  const made = await generateConcept(
    testContext(),
    owner.user,
    {
      businessType: "Retail/E-commerce",
      targetAudience: "gift shoppers",
      tone: "Professional",
      productDescription: "Hand-poured soy candles in amber jars",
      brandName: "Wick & Co",
      keyMessage: "Secret launch plan for March",
      callToAction: undefined,
      platforms: ["facebook", "snapchat"],
      languages: ["en", "ja"],
    },
    testPhoto(240, 180, 5),
  );
  return { owner, other, id: made.concept.id };
}

const shareRow = (conceptId: number) =>
  env.DB.prepare("SELECT token FROM concept_shares WHERE concept_id = ?").bind(conceptId).first<{ token: string }>();

const assets = {
  fetch: async () =>
    new Response("<!doctype html><html><head><title>ReachGen</title></head><body></body></html>", {
      headers: { "Content-Type": "text/html" },
    }),
} as unknown as Fetcher;
const page = (path: string) => renderPage(testContext(), assets, new Request(`https://reachgen.example${path}`));

describe("a concept's public page", () => {
  it("is made once by its owner, read by anyone with the link, and dead once revoked", async () => {
    const { owner, id } = await seed();
    expect(await (await call(`/api/concepts/${id}/share`, { headers: owner.auth })).json()).toEqual({ share: null });

    const made = await expectBody(
      await call(`/api/concepts/${id}/share`, { method: "POST", headers: owner.auth }),
      201,
      ConceptShare,
    );
    const token = (await shareRow(id))!.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(made.sharePath).toBe(`/s/${token}`);
    // Sharing again is the same page.
    const again = await expectBody(
      await call(`/api/concepts/${id}/share`, { method: "POST", headers: owner.auth }),
      200,
      ConceptShare,
    );
    expect(again.sharePath).toBe(made.sharePath);
    const listed = await expectBody(await call("/api/concepts", { headers: owner.auth }), 200, ConceptList);
    expect(listed.find((c) => c.id === id)!.sharePath).toBe(made.sharePath);

    // Anyone, signed out: the copy and the images, but nothing of the private brief.
    const shared = await expectBody(await call(`/api/shared/${token}`), 200, SharedConcept);
    expect(shared).toMatchObject({ brandName: "Wick & Co", platforms: ["facebook", "snapchat"], isExample: false });
    expect(Object.keys(shared.aiGeneratedCopy).sort()).toEqual(["en", "ja"]);
    expect(shared.aiGeneratedCopy.ja!.facebook!.title.length).toBeGreaterThan(0);
    // The brief is not sent: only what the copy itself says.
    expect(Object.keys(await (await call(`/api/shared/${token}`)).json())).not.toEqual(
      expect.arrayContaining(["brief"]),
    );
    expect(JSON.stringify(shared)).not.toMatch(/targetAudience|productDescription|keyMessage/);
    const image = await call(`${shared.imageUrl}?size=snapchat_story`);
    expect(image.status, await image.clone().text()).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/jpeg");
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);

    // The page itself carries the concept's own tags, its image as the card, and stays out of search results.
    const html = await (await page(`/s/${token}`)).text();
    expect(html).toContain(`<title data-head="">${fullTitle(shared.title).replace(/&/g, "&amp;")}</title>`);
    expect(html).toContain(
      `<meta property="og:image" content="https://reachgen.example/api/shared/${token}/image?size=facebook_feed" data-head>`,
    );
    expect(html).toMatch(/<meta name="description" content="Wick &amp; Co: [^"]+" data-head>/);
    expect(html).toContain('<meta name="robots" content="noindex" data-head>');
    // Its first screen comes with the HTML (decision 043): the first creative the gallery shows, fetched at once, and
    // the concept itself as the app's query for it, so the page draws without asking the API again.
    const lead = leadCreative(shared.creatives)!;
    expect(lead).toMatchObject({ sizeKey: "facebook_feed", language: "en" });
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${lead.url.replace(/&/g, "&amp;")}">`,
    );
    const block = /<script type="application\/json" id="prerendered-queries">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(block!).queries).toEqual([
      expect.objectContaining({
        queryKey: sharedConceptQueryKey(token),
        state: expect.objectContaining({ data: shared, status: "success" }),
      }),
    ]);

    // Revoked: the API, the images and the page all refuse, and the row is gone.
    const revoked = await call(`/api/concepts/${id}/share`, { method: "DELETE", headers: owner.auth });
    expect(revoked.status).toBe(204);
    expect(await shareRow(id)).toBeNull();
    await expectError(await call(`/api/shared/${token}`), 404, "NOT_FOUND", SHARE_NOT_FOUND);
    await expectError(await call(`/api/shared/${token}/image`), 404, "NOT_FOUND", SHARE_NOT_FOUND);
    expect((await page(`/s/${token}`)).status).toBe(404);

    // Sharing after a revocation makes a new address: the old link stays dead.
    const fresh = await expectBody(
      await call(`/api/concepts/${id}/share`, { method: "POST", headers: owner.auth }),
      201,
      ConceptShare,
    );
    expect(fresh.sharePath).not.toBe(made.sharePath);
  });

  it("refuses other people, visitors and forged links", async () => {
    const { owner, other, id } = await seed();
    await call(`/api/concepts/${id}/share`, { method: "POST", headers: owner.auth });
    for (const method of ["GET", "POST", "DELETE"]) {
      await expectError(await call(`/api/concepts/${id}/share`, { method, headers: other.auth }), 404, "NOT_FOUND");
      await expectError(await call(`/api/concepts/${id}/share`, { method }), 401, "UNAUTHORIZED");
    }
    expect(await shareRow(id)).not.toBeNull();
    for (const forged of ["AAAAAAAAAAAAAAAAAAAAAA", "short", "x".repeat(5000), "..%2F..%2Fetc"])
      await expectError(await call(`/api/shared/${forged}`), 404, "NOT_FOUND", SHARE_NOT_FOUND);
    expect((await page("/s/AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    await expectError(
      await call("/api/concepts/abc/share", { method: "POST", headers: owner.auth }),
      400,
      "VALIDATION_FAILED",
    );
  });

  it("goes with its concept: deleting the concept ends the page", async () => {
    const { owner, id } = await seed();
    await call(`/api/concepts/${id}/share`, { method: "POST", headers: owner.auth });
    const token = (await shareRow(id))!.token;
    expect((await call(`/api/concepts/${id}`, { method: "DELETE", headers: owner.auth })).status).toBe(204);
    await expectError(await call(`/api/shared/${token}`), 404, "NOT_FOUND", SHARE_NOT_FOUND);
  });

  it("exists for every example, read by visitors", async () => {
    const examples = await expectBody(await call("/api/examples"), 200, ConceptList);
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      expect(example.sharePath).toMatch(/^\/s\/[A-Za-z0-9_-]{22}$/);
      const shared = await expectBody(await call(`/api/shared/${example.sharePath!.slice(3)}`), 200, SharedConcept);
      expect(shared).toMatchObject({ title: example.title_en, isExample: true });
    }
    // The second read finds them: the same addresses.
    const again = await expectBody(await call("/api/examples"), 200, ConceptList);
    expect(again.map((e) => e.sharePath)).toEqual(examples.map((e) => e.sharePath));
  }, 60_000); // the first read makes the six examples with the real pipeline
});
