import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ApiConcept } from "@common/api";
import { CopyFieldSet, CopyRegeneration } from "@common/concept-copy";
import { ConceptShare, ConceptSummary, SharedConcept } from "@common/concepts";
import type { CopyByLanguage } from "@common/copy";
import type { GenerationInput } from "@common/generation";
import { generateConcept } from "../../services/concepts/generation";
import { keyHolder } from "../api-support";
import { createUser, testContext, testPhoto } from "../factories";
import { call, expectBody, expectError, jsonInit } from "../helpers";
import { unzip } from "../unzip";

const brief = (platforms: GenerationInput["platforms"], languages: GenerationInput["languages"]): GenerationInput => ({
  businessType: "Retail/E-commerce",
  targetAudience: "home cooks",
  tone: "Friendly & Casual",
  productDescription: "Hand-thrown stoneware bowls",
  brandName: "Kiln & Co",
  platforms,
  languages,
});

async function made(
  platforms: GenerationInput["platforms"],
  languages: GenerationInput["languages"],
  who?: Awaited<ReturnType<typeof createUser>>,
) {
  const u = who ?? (await createUser({ plan: "pro", conceptsLimit: 100 }));
  const result = await generateConcept(testContext(), u.user, brief(platforms, languages), testPhoto());
  return { ...u, id: result.concept.id };
}

async function storedCopy(id: number): Promise<CopyByLanguage> {
  const row = await env.DB.prepare("SELECT ai_generated_copy AS c FROM ad_concepts WHERE id = ?")
    .bind(id)
    .first<{ c: string }>();
  return JSON.parse(row!.c) as CopyByLanguage;
}

async function versionRows(id: number, platform: string, language: string) {
  const { results } = await env.DB.prepare(
    "SELECT source, copy FROM copy_versions WHERE concept_id = ? AND platform = ? AND language = ? ORDER BY id",
  )
    .bind(id, platform, language)
    .all<{ source: string; copy: string }>();
  return results.map((r) => ({ source: r.source, copy: JSON.parse(r.copy) as { title: string; body: string } }));
}

describe("editing one platform's copy in one language", () => {
  it("saves a Japanese headline and an Arabic text, versions them, and every output follows", async () => {
    const a = await made(["facebook", "instagram"], ["ja", "ar"]);
    const before = await storedCopy(a.id);
    const title = "手びねりの器、毎日の食卓に";
    const edit = await expectBody(
      await call(`/api/concepts/${a.id}/copy/facebook/ja`, jsonInit("PATCH", { title }, a.auth)),
      200,
      CopyFieldSet,
    );
    expect(edit.copy).toEqual({ ...before.ja!.facebook!, title });
    expect(edit.versions.map((v) => v.source)).toEqual(["edit", "generated"]);
    expect(edit.versions[1]!.copy.title).toBe(before.ja!.facebook!.title);

    const arBody = "أوعية من الحجر الرملي مصنوعة يدويًا لمطبخك. اطلبها الآن.";
    await expectBody(
      await call(`/api/concepts/${a.id}/copy/instagram/ar`, jsonInit("PATCH", { body: arBody }, a.auth)),
      200,
      CopyFieldSet,
    );
    // Both edits are in the row, and nothing else changed.
    const after = await storedCopy(a.id);
    expect(after.ja!.facebook!.title).toBe(title);
    expect(after.ar!.instagram!.body).toBe(arBody);
    expect(after.ja!.instagram).toEqual(before.ja!.instagram);
    expect(after.ar!.facebook).toEqual(before.ar!.facebook);
    expect(await versionRows(a.id, "facebook", "ja")).toHaveLength(2);

    // The dashboard's concept: its copy, and the SPEC's fields as the view of the first platform in its first language.
    const summary = (
      await expectBody(await call("/api/concepts", { headers: a.auth }), 200, ConceptSummary.array())
    ).find((c) => c.id === a.id)!;
    expect(summary.aiGeneratedCopy.ja!.facebook!.title).toBe(title);
    expect(summary.title_en).toBe(title);
    expect(summary.title_es).toBe(title);

    // The share page.
    const share = await expectBody(
      await call(`/api/concepts/${a.id}/share`, jsonInit("POST", {}, a.auth)),
      201,
      ConceptShare,
    );
    const shared = await expectBody(await call(`/api/shared/${share.sharePath.slice(3)}`), 200, SharedConcept);
    expect(shared.aiGeneratedCopy.ja!.facebook!.title).toBe(title);
    expect(shared.aiGeneratedCopy.ar!.instagram!.body).toBe(arBody);

    // The ZIP's copy files and manifest.
    const zip = unzip(
      new Uint8Array(await (await call(`/api/concepts/${a.id}/download`, { headers: a.auth })).arrayBuffer()),
    );
    const text = (path: string) => new TextDecoder().decode(zip.get(path)!);
    expect(text("facebook/copy.txt")).toContain(title);
    expect(text("instagram/copy.txt")).toContain(arBody);
    expect(text("README.txt")).toContain(title);
    expect(JSON.parse(text("manifest.json")).concept.title_en).toBe(title);
  }, 60_000);

  it("refuses what breaks the platform's limits, another account's concept, and a language the concept lacks", async () => {
    const a = await made(["facebook"], ["en"]);
    const b = await createUser();
    const before = await storedCopy(a.id);
    const long = "A headline that runs well past forty characters";
    await expectError(
      await call(`/api/concepts/${a.id}/copy/facebook/en`, jsonInit("PATCH", { title: long }, a.auth)),
      400,
      "BAD_REQUEST",
      /headline of Facebook \(English\) is 47 characters; the limit is 40/,
    );
    await expectError(
      await call(
        `/api/concepts/${a.id}/copy/facebook/en`,
        jsonInit("PATCH", { hashtags: ["#a", "#b", "#c", "#d"] }, a.auth),
      ),
      400,
      "BAD_REQUEST",
      /at most 3 hashtags/,
    );
    await expectError(
      await call(`/api/concepts/${a.id}/copy/facebook/en`, jsonInit("PATCH", { title: "Bowls" }, b.auth)),
      404,
      "NOT_FOUND",
    );
    await expectError(
      await call(`/api/concepts/${a.id}/copy/facebook/ja`, jsonInit("PATCH", { title: "器" }, a.auth)),
      404,
      "NOT_FOUND",
      "This concept has no Facebook copy in Japanese",
    );
    await expectError(
      await call(`/api/concepts/${a.id}/copy/myspace/en`, jsonInit("PATCH", { title: "x" }, a.auth)),
      400,
      "VALIDATION_FAILED",
      "Unknown platform",
    );
    for (const body of [{}, { title: "" }, { title: 42 }, { colour: "red" }, { hashtags: ["no hash"] }])
      await expectError(
        await call(`/api/concepts/${a.id}/copy/facebook/en`, jsonInit("PATCH", body, a.auth)),
        400,
        "VALIDATION_FAILED",
      );
    expect(await storedCopy(a.id)).toEqual(before);
    expect(await versionRows(a.id, "facebook", "en")).toHaveLength(0);
  }, 60_000);

  it("restores any earlier version exactly, as a new version", async () => {
    const a = await made(["facebook"], ["en"]);
    const generated = (await storedCopy(a.id)).en!.facebook!;
    const url = `/api/concepts/${a.id}/copy/facebook/en`;
    await call(url, jsonInit("PATCH", { title: "Bowls for every table" }, a.auth));
    const second = await expectBody(
      await call(url, jsonInit("PATCH", { body: "Thrown by hand. Order yours." }, a.auth)),
      200,
      CopyFieldSet,
    );
    expect(second.versions.map((v) => v.source)).toEqual(["edit", "edit", "generated"]);
    // Undo of the last edit: back to the version before it.
    const undone = await expectBody(
      await call(`${url}/versions/${second.versions[1]!.id}/restore`, jsonInit("POST", {}, a.auth)),
      200,
      CopyFieldSet,
    );
    expect(undone.copy).toEqual({ ...generated, title: "Bowls for every table" });
    const original = await expectBody(
      await call(`${url}/versions/${second.versions[2]!.id}/restore`, jsonInit("POST", {}, a.auth)),
      200,
      CopyFieldSet,
    );
    expect(original.copy).toEqual(generated);
    expect((await storedCopy(a.id)).en!.facebook).toEqual(generated);
    expect(original.versions.map((v) => v.source)).toEqual(["restore", "restore", "edit", "edit", "generated"]);
    const other = await made(["facebook"], ["en"]);
    await expectError(
      await call(
        `/api/concepts/${other.id}/copy/facebook/en/versions/${second.versions[2]!.id}/restore`,
        jsonInit("POST", {}, other.auth),
      ),
      404,
      "NOT_FOUND",
      "This version was not found for this copy",
    );
  }, 60_000);

  it("maps the SPEC's four fields onto the per-platform copy behind them", async () => {
    const a = await made(["reddit", "facebook"], ["en", "es"]);
    const before = await storedCopy(a.id);
    const summary = await expectBody(
      await call(
        `/api/concepts/${a.id}`,
        jsonInit(
          "PATCH",
          {
            title_en: "Bowls for slow dinners",
            title_es: "Cuencos para cenas lentas",
            body_en: before.en!.reddit!.body,
            body_es: before.es!.reddit!.body,
          },
          a.auth,
        ),
      ),
      200,
      ConceptSummary,
    );
    const after = await storedCopy(a.id);
    // The concept's first platform stands behind the fields; its other platform is untouched.
    expect(after.en!.reddit!.title).toBe("Bowls for slow dinners");
    expect(after.es!.reddit!.title).toBe("Cuencos para cenas lentas");
    expect(after.en!.facebook).toEqual(before.en!.facebook);
    expect(summary).toMatchObject({ title_en: "Bowls for slow dinners", title_es: "Cuencos para cenas lentas" });
    const row = await env.DB.prepare("SELECT title_en, title_es FROM ad_concepts WHERE id = ?").bind(a.id).first();
    expect(row).toEqual({ title_en: "Bowls for slow dinners", title_es: "Cuencos para cenas lentas" });
    // A field over the platform's limit is refused with the limit named.
    await expectError(
      await call(`/api/concepts/${a.id}`, jsonInit("PATCH", { ...summary, title_en: "x".repeat(151) }, a.auth)),
      400,
      "BAD_REQUEST",
      /Reddit \(English\) is 151 characters; the limit is 150/,
    );
  }, 60_000);

  it("regenerates one field, one platform or one language and leaves the rest as it was", async () => {
    const a = await made(["facebook", "linkedin"], ["en", "de"]);
    const before = await storedCopy(a.id);
    const field = await expectBody(
      await call(
        `/api/concepts/${a.id}/copy/regenerate`,
        jsonInit("POST", { platform: "linkedin", language: "de", field: "hashtags" }, a.auth),
      ),
      200,
      CopyRegeneration,
    );
    expect(field.changed.map((c) => `${c.platform}/${c.language}`)).toEqual(["linkedin/de"]);
    let after = await storedCopy(a.id);
    expect({ ...after.de!.linkedin!, hashtags: [] }).toEqual({ ...before.de!.linkedin!, hashtags: [] });
    expect(after.en).toEqual(before.en);
    expect(after.de!.facebook).toEqual(before.de!.facebook);

    const language = await expectBody(
      await call(`/api/concepts/${a.id}/copy/regenerate`, jsonInit("POST", { language: "en" }, a.auth)),
      200,
      CopyRegeneration,
    );
    expect(language.changed.map((c) => `${c.platform}/${c.language}`).sort()).toEqual(["facebook/en", "linkedin/en"]);
    after = await storedCopy(a.id);
    expect(after.de!.facebook).toEqual(before.de!.facebook);
    expect((await versionRows(a.id, "facebook", "en")).map((v) => v.source)).toEqual(["generated", "regenerate"]);
    // Regenerating does not use up a concept.
    const count = await env.DB.prepare("SELECT concepts_generated AS n FROM users WHERE id = ?")
      .bind(a.user.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);

    await expectError(
      await call(`/api/concepts/${a.id}/copy/regenerate`, jsonInit("POST", { field: "title" }, a.auth)),
      400,
      "VALIDATION_FAILED",
    );
    await expectError(
      await call(`/api/concepts/${a.id}/copy/regenerate`, jsonInit("POST", { language: "ja" }, a.auth)),
      404,
      "NOT_FOUND",
      "This concept has no copy in Japanese",
    );
  }, 90_000);
});

describe("the public API's copy edit", () => {
  it("PATCH /api/v1/concepts/{id}/copy/{platform}/{language} edits, is refused for another account and over the limit", async () => {
    const permissions = ["concept:read" as const, "concept:update" as const];
    const holder = await keyHolder({ key: { permissions } });
    const other = await keyHolder({ key: { permissions } });
    const a = await made(["x", "pinterest"], ["ja", "en"], holder);
    const url = `/api/v1/concepts/${a.id}/copy/x/ja`;
    const res = await call(url, jsonInit("PATCH", { title: "土の器を食卓へ", hashtags: ["#器"] }, holder.keyAuth));
    const body = await expectBody(res, 200, CopyFieldSet);
    expect(body.copy).toMatchObject({ title: "土の器を食卓へ", hashtags: ["#器"] });
    const concept = await expectBody(
      await call(`/api/v1/concepts/${a.id}`, { headers: holder.keyAuth }),
      200,
      ApiConcept,
    );
    expect(concept.aiGeneratedCopy.ja!.x!.title).toBe("土の器を食卓へ");
    await expectError(await call(url, jsonInit("PATCH", { title: "器" }, other.keyAuth)), 404, "NOT_FOUND");
    await expectError(
      await call(
        `/api/v1/concepts/${a.id}/copy/pinterest/en`,
        jsonInit("PATCH", { title: "P".repeat(41) }, holder.keyAuth),
      ),
      400,
      "BAD_REQUEST",
      /Pinterest \(English\) is 41 characters; the limit is 40/,
    );
  }, 60_000);
});
