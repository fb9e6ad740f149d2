import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SAVED_BRIEF_LIMITS, SavedBrief, SavedBriefList, savedBriefMessages } from "@common/briefs";
import { createUser } from "../factories";
import { call, expectBody, expectError, jsonInit } from "../helpers";

const brief = {
  businessType: "Restaurant/Food Service",
  tone: "Friendly & Casual",
  targetAudience: "morning commuters",
  productDescription: "Small-batch espresso roasted every Monday",
  brandName: "Kafé Nord",
  productName: "Nord Espresso",
  keyMessage: "Roasted this week",
  callToAction: "Order today",
  category: "cafe",
  place: "Alfama, Lisbon",
  price: "from €3",
  hours: "Tue–Sun 8–18",
  offer: { kind: "discount", value: 20 },
  locale: "pt-PT",
  briefLanguage: "en",
  platforms: ["facebook", "instagram"],
  languages: ["en", "pt"],
  brandKitId: null,
};

const save = (auth: Record<string, string>, body: unknown) => call("/api/briefs", jsonInit("POST", body, auth));
const rowsOf = async (userId: number) =>
  (
    await env.DB.prepare("SELECT * FROM saved_briefs WHERE user_id = ? ORDER BY id")
      .bind(userId)
      .all<Record<string, unknown>>()
  ).results;

describe("saved briefs (/api/briefs)", () => {
  it("saves a brief as a row of its owner, lists it, replaces it by name and deletes it", async () => {
    const owner = await createUser({ plan: "pro", conceptsLimit: 100 });
    const saved = await expectBody(await save(owner.auth, { name: "  Espresso launch ", brief }), 201, SavedBrief);
    expect(saved.name).toBe("Espresso launch");
    expect(saved.brief).toEqual(brief);

    const rows = await rowsOf(owner.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: saved.id, user_id: owner.user.id, name: "Espresso launch" });
    expect(JSON.parse(rows[0]!.brief as string)).toEqual(brief);

    // A half-filled form can be kept: only what is there is checked.
    const draft = await expectBody(
      await save(owner.auth, { name: "Draft", brief: { targetAudience: "students", platforms: ["tiktok"] } }),
      201,
      SavedBrief,
    );
    const list = await expectBody(await call("/api/briefs", { headers: owner.auth }), 200, SavedBriefList);
    expect(list.limit).toBe(SAVED_BRIEF_LIMITS.perAccount);
    expect(list.data.map((b) => b.name)).toEqual(["Draft", "Espresso launch"]);

    // The same name again replaces that brief instead of adding one.
    const replaced = await expectBody(
      await save(owner.auth, { name: "Espresso launch", brief: { ...brief, tone: "Professional" } }),
      200,
      SavedBrief,
    );
    expect(replaced.id).toBe(saved.id);
    expect(await rowsOf(owner.user.id)).toHaveLength(2);
    expect(JSON.parse((await rowsOf(owner.user.id))[0]!.brief as string).tone).toBe("Professional");

    const gone = await call(`/api/briefs/${draft.id}`, { method: "DELETE", headers: owner.auth });
    expect(gone.status).toBe(204);
    expect((await rowsOf(owner.user.id)).map((r) => r.id)).toEqual([saved.id]);
    await expectError(
      await call(`/api/briefs/${draft.id}`, { method: "DELETE", headers: owner.auth }),
      404,
      "NOT_FOUND",
      savedBriefMessages.notFound,
    );
  });

  it("keeps each account's briefs to itself: another account's id is 404 and its list is its own", async () => {
    const owner = await createUser({ plan: "pro", conceptsLimit: 100 });
    const other = await createUser({ plan: "pro", conceptsLimit: 100 });
    const saved = await expectBody(await save(owner.auth, { name: "Mine", brief }), 201, SavedBrief);
    await expectError(
      await call(`/api/briefs/${saved.id}`, { method: "DELETE", headers: other.auth }),
      404,
      "NOT_FOUND",
      savedBriefMessages.notFound,
    );
    expect(await rowsOf(owner.user.id)).toHaveLength(1);
    const theirs = await expectBody(await call("/api/briefs", { headers: other.auth }), 200, SavedBriefList);
    expect(theirs.data).toEqual([]);
    // Same name in another account: a brief of its own, not a replacement of the owner's.
    await expectBody(await save(other.auth, { name: "Mine", brief: { tone: "Fun & Playful" } }), 201, SavedBrief);
    expect(JSON.parse((await rowsOf(owner.user.id))[0]!.brief as string)).toEqual(brief);
    await expectError(await call("/api/briefs"), 401, "UNAUTHORIZED");
  });

  it("holds the name, the brief's fields and the count to their bounds", async () => {
    const owner = await createUser({ plan: "pro", conceptsLimit: 100 });
    await expectError(
      await save(owner.auth, { name: "   ", brief }),
      400,
      "VALIDATION_FAILED",
      savedBriefMessages.name,
    );
    await expectError(
      await save(owner.auth, { name: "x".repeat(SAVED_BRIEF_LIMITS.nameLength + 1), brief }),
      400,
      "VALIDATION_FAILED",
      savedBriefMessages.name,
    );
    await expectBody(
      await save(owner.auth, { name: "x".repeat(SAVED_BRIEF_LIMITS.nameLength), brief }),
      201,
      SavedBrief,
    );
    await expectError(
      await save(owner.auth, { name: "Long", brief: { ...brief, productDescription: "a".repeat(1001) } }),
      400,
      "VALIDATION_FAILED",
      "Keep the product description under 1000 characters",
    );
    await expectError(
      await save(owner.auth, { name: "Tone", brief: { ...brief, tone: "Sarcastic" } }),
      400,
      "VALIDATION_FAILED",
    );
    await expectError(
      await save(owner.auth, { name: "Platforms", brief: { ...brief, platforms: ["myspace"] } }),
      400,
      "VALIDATION_FAILED",
    );
    await expectError(
      await save(owner.auth, { name: "Extra", brief: { ...brief, image: "data:image/png;base64,AAAA" } }),
      400,
      "VALIDATION_FAILED",
    );
    await expectError(
      await call("/api/briefs/abc", { method: "DELETE", headers: owner.auth }),
      400,
      "VALIDATION_FAILED",
    );
    expect(await rowsOf(owner.user.id)).toHaveLength(1);

    // Up to the limit, then a clear 400 naming it; replacing an existing name still works at the limit.
    for (let i = 1; i < SAVED_BRIEF_LIMITS.perAccount; i++)
      expect((await save(owner.auth, { name: `Brief ${i}`, brief: { tone: "Professional" } })).status).toBe(201);
    expect(await rowsOf(owner.user.id)).toHaveLength(SAVED_BRIEF_LIMITS.perAccount);
    const over = await expectError(
      await save(owner.auth, { name: "One too many", brief }),
      400,
      "BAD_REQUEST",
      savedBriefMessages.limit,
    );
    expect(over.error.message).toContain(String(SAVED_BRIEF_LIMITS.perAccount));
    expect(await rowsOf(owner.user.id)).toHaveLength(SAVED_BRIEF_LIMITS.perAccount);
    expect((await save(owner.auth, { name: "Brief 1", brief })).status).toBe(200);
  });
});
