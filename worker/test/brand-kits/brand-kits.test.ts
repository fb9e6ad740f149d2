import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ApiConcept, apiPermissions } from "@common/api";
import { BRAND_KIT_LIMITS, BrandKit, BrandKitList, brandKitLimits } from "@common/brand-kits";
import { SubscriptionPlanList } from "@common/plans";
import { decodePng } from "../../imaging/png";
import { probeImage } from "../../imaging/probe";
import { toBase64 } from "../../lib/base64";
import { createUser, testPhoto } from "../factories";
import { call, expectBody, expectError, jsonInit } from "../helpers";
import { brief, keyHolder, photoDataUrl } from "../api-support";
import { pngOf } from "../images";

const colors = { primary: "#1f2a44", accent: "#f97316", text: "#111827", background: "#f8f5f0" };
const kitBody = (extra: Record<string, unknown> = {}) => ({ name: "Brewhaus", colors, ...extra });
const dataUrl = (bytes: Uint8Array, type = "image/png") => `data:${type};base64,${toBase64(bytes)}`;

/** A 1024×600 RGBA logo: an opaque orange disc on a transparent ground. */
function logoPng(w = 1024, h = 600): Uint8Array {
  const data = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const o = (y * w + x) * 4;
      const inside = (x - w / 2) ** 2 + (y - h / 2) ** 2 < (h / 3) ** 2;
      data.set(inside ? [249, 115, 22, 255] : [0, 0, 0, 0], o);
    }
  return pngOf(data, w, h);
}

/** A well-formed PNG whose header says 30000×30000 over a few bytes of image data: a decompression bomb. */
function bombPng(): Uint8Array {
  const png = pngOf(new Uint8Array(16 * 16 * 4), 16, 16);
  const view = new DataView(png.buffer, png.byteOffset);
  view.setUint32(16, 30000);
  view.setUint32(20, 30000);
  // The IHDR's CRC is not checked by the probe; the size is what is refused.
  return png;
}

const post = (auth: Record<string, string>, body: unknown, base = "/api/brand-kits") =>
  call(base, jsonInit("POST", body, auth));
const patch = (auth: Record<string, string>, id: number, body: unknown, base = "/api/brand-kits") =>
  call(`${base}/${id}`, jsonInit("PATCH", body, auth));

async function rowOf(id: number) {
  return env.DB.prepare("SELECT * FROM brand_kits WHERE id = ?").bind(id).first<Record<string, unknown>>();
}

describe("brand kits in the app (/api/brand-kits)", () => {
  it("create, list, read, edit and delete: rows in D1, the logo as a small PNG with its alpha in R2", async () => {
    const owner = await createUser({ plan: "pro", conceptsLimit: 100 });
    const created = await expectBody(
      await post(
        owner.auth,
        kitBody({
          logoData: dataUrl(logoPng()),
          fontPairing: "serif",
          voice: {
            tone: "Friendly & Casual",
            bannedWords: ["cheap"],
            neverTranslate: ["Brewhaus"],
            hashtags: ["coldbrew", "#brewhaus"],
            callToAction: "Start your subscription",
            website: "brewhaus.example",
          },
        }),
      ),
      201,
      BrandKit,
    );
    expect(created.voice.hashtags).toEqual(["#coldbrew", "#brewhaus"]);
    expect(created.fontPairing).toBe("serif");
    expect(created.logoUrl).toMatch(new RegExp(`^/api/brand-kits/${created.id}/logo\\?v=`));

    const row = await rowOf(created.id);
    expect(row).toMatchObject({ user_id: owner.user.id, name: "Brewhaus", font_pairing: "serif" });
    expect(JSON.parse(row!.colors as string)).toEqual(colors);
    const logoKey = row!.logo_key as string;
    expect(logoKey).toMatch(new RegExp(`^brand-kits/${owner.user.id}/[0-9a-f-]{36}\\.png$`));

    const stored = await env.MEDIA.get(logoKey);
    const bytes = new Uint8Array(await stored!.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const probe = probeImage(bytes);
    expect([probe.width, probe.height]).toEqual([512, 300]);
    expect(probe.detail).toMatchObject({ kind: "png", colorType: 6 });
    const pixels = decodePng(bytes, probe.width, probe.height, probe.detail as never).data;
    const at = (x: number, y: number) => [...pixels.subarray((y * 512 + x) * 4, (y * 512 + x) * 4 + 4)];
    expect(at(0, 0)[3]).toBe(0); // the transparent corner stays transparent
    expect(at(256, 150)).toEqual([249, 115, 22, 255]); // the disc keeps its colour
    // Only IHDR, IDAT and IEND: no text, time or profile chunk.
    const text = new TextDecoder("latin1").decode(bytes);
    for (const chunk of ["tEXt", "zTXt", "iTXt", "eXIf", "tIME", "iCCP"]) expect(text).not.toContain(chunk);

    const logo = await call(created.logoUrl!, { headers: owner.auth });
    expect(logo.status).toBe(200);
    expect(logo.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(bytes);

    const list = await expectBody(await call("/api/brand-kits", { headers: owner.auth }), 200, BrandKitList);
    expect(list.data.map((k) => k.id)).toEqual([created.id]);
    const read = await expectBody(await call(`/api/brand-kits/${created.id}`, { headers: owner.auth }), 200, BrandKit);
    expect(read).toEqual(created);

    // A PATCH changes only what it sends; colours and voice merge field by field.
    const edited = await expectBody(
      await patch(owner.auth, created.id, {
        name: "Brewhaus Coffee",
        colors: { accent: "#0f766e" },
        voice: { bannedWords: ["deal"] },
      }),
      200,
      BrandKit,
    );
    expect(edited.name).toBe("Brewhaus Coffee");
    expect(edited.colors).toEqual({ ...colors, accent: "#0f766e" });
    expect(edited.voice).toEqual({ ...created.voice, bannedWords: ["deal"] });
    expect(edited.fontPairing).toBe("serif");
    expect(edited.logoUrl).toBe(created.logoUrl);

    // A new logo replaces the old object; removing it deletes the object.
    const replaced = await expectBody(
      await patch(owner.auth, created.id, { logoData: dataUrl(testPhoto(300, 200), "image/jpeg") }),
      200,
      BrandKit,
    );
    expect(replaced.logoUrl).not.toBe(created.logoUrl);
    expect(await env.MEDIA.head(logoKey)).toBeNull();
    const newKey = (await rowOf(created.id))!.logo_key as string;
    const jpegLogo = probeImage(new Uint8Array(await (await env.MEDIA.get(newKey))!.arrayBuffer()));
    expect(jpegLogo).toMatchObject({ type: "png", width: 300, height: 200, detail: { colorType: 2 } });
    const removed = await expectBody(await patch(owner.auth, created.id, { logoData: null }), 200, BrandKit);
    expect(removed.logoUrl).toBeNull();
    expect(await env.MEDIA.head(newKey)).toBeNull();
    await expectError(await call(`/api/brand-kits/${created.id}/logo`, { headers: owner.auth }), 404, "NOT_FOUND");

    // Deleting a kit deletes its logo.
    const withLogo = await expectBody(
      await patch(owner.auth, created.id, { logoData: dataUrl(logoPng(64, 64)) }),
      200,
      BrandKit,
    );
    expect(withLogo.logoUrl).not.toBeNull();
    const lastKey = (await rowOf(created.id))!.logo_key as string;
    const del = await call(`/api/brand-kits/${created.id}`, { method: "DELETE", headers: owner.auth });
    expect(del.status).toBe(204);
    expect(await rowOf(created.id)).toBeNull();
    expect(await env.MEDIA.head(lastKey)).toBeNull();
  });

  it("another account's kit is 404 on every verb, and nothing of it changes", async () => {
    const owner = await createUser();
    const other = await createUser();
    const kit = await expectBody(
      await post(owner.auth, kitBody({ logoData: dataUrl(logoPng(64, 64)) })),
      201,
      BrandKit,
    );
    const before = await rowOf(kit.id);
    for (const [method, path, body] of [
      ["GET", `/api/brand-kits/${kit.id}`],
      ["GET", `/api/brand-kits/${kit.id}/logo`],
      ["PATCH", `/api/brand-kits/${kit.id}`, { name: "Mine now" }],
      ["DELETE", `/api/brand-kits/${kit.id}`],
    ] as const) {
      const init = body ? jsonInit(method, body, other.auth) : { method, headers: other.auth };
      await expectError(await call(path, init), 404, "NOT_FOUND", /Brand kit not found|no logo/);
    }
    expect(await rowOf(kit.id)).toEqual(before);
    const list = await expectBody(await call("/api/brand-kits", { headers: other.auth }), 200, BrandKitList);
    expect(list.data).toEqual([]);
    await expectError(await call("/api/brand-kits"), 401, "UNAUTHORIZED");
  });

  it("each plan keeps its number of kits, as its plan card says", async () => {
    const trial = await createUser();
    await expectBody(await post(trial.auth, kitBody()), 201, BrandKit);
    await expectError(
      await post(trial.auth, kitBody({ name: "Second" })),
      403,
      "LIMIT_EXCEEDED",
      "Your Free Trial plan keeps 1 brand kit, and you have it. Delete one, or upgrade your subscription to keep more.",
    );
    const pro = await createUser({ plan: "pro" });
    for (let i = 0; i < brandKitLimits.pro; i++)
      await expectBody(await post(pro.auth, kitBody({ name: `Kit ${i}` })), 201, BrandKit);
    await expectError(await post(pro.auth, kitBody()), 403, "LIMIT_EXCEEDED", /Pro plan keeps 5 brand kits/);
    const enterprise = await createUser({ plan: "enterprise" });
    for (let i = 0; i < 7; i++)
      await expectBody(await post(enterprise.auth, kitBody({ name: `Kit ${i}` })), 201, BrandKit);

    const plans = await expectBody(await call("/api/subscription-plans"), 200, SubscriptionPlanList);
    for (const plan of plans) {
      const limit = brandKitLimits[plan.name];
      const claim = limit === -1 ? "Unlimited brand kits" : limit === 1 ? "1 brand kit" : `${limit} brand kits`;
      expect(plan.featuresJson.join(" · "), plan.name).toContain(claim);
    }
  });

  it("hostile kits are refused with clear 4xx answers and leave nothing behind", async () => {
    const owner = await createUser({ plan: "enterprise" });
    const refuse = async (body: unknown, status: number, code: string, message?: RegExp | string) =>
      expectError(await post(owner.auth, body), status, code, message);

    // Over 2 MB: refused by size (the body limit, or the decoded bytes), before any decoding.
    const big = new Uint8Array(BRAND_KIT_LIMITS.logoBytes + 1024).map((_, i) => (i * 7919) & 255);
    big.set(logoPng(16, 16).subarray(0, 8));
    await refuse(
      kitBody({ logoData: dataUrl(big) }),
      413,
      "PAYLOAD_TOO_LARGE",
      /logo is too large \(the limit is 2 MB\)/,
    );
    const huge = new Uint8Array(3 * 1024 * 1024);
    await refuse(kitBody({ logoData: dataUrl(huge) }), 413, "PAYLOAD_TOO_LARGE", /logo is too large/);

    // A 30000×30000 PNG header over 100 bytes: refused from the header, never inflated.
    await refuse(kitBody({ logoData: dataUrl(bombPng()) }), 413, "PAYLOAD_TOO_LARGE", /30000×30000.*4096 pixels/);
    // A PNG inside the side limit but over the PNG pixel limit (4000×4000 = 16 MP > 7.5 MP).
    const wide = bombPng();
    new DataView(wide.buffer, wide.byteOffset).setUint32(16, 4000);
    new DataView(wide.buffer, wide.byteOffset).setUint32(20, 4000);
    await refuse(kitBody({ logoData: dataUrl(wide) }), 413, "PAYLOAD_TOO_LARGE", /megapixels/);

    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await refuse(
      kitBody({ logoData: dataUrl(svg, "image/svg+xml") }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      /SVG .*not accepted.*PNG, JPEG or WebP/,
    );
    // An SVG sent as if it were a PNG is told by its bytes.
    await refuse(kitBody({ logoData: dataUrl(svg, "image/png") }), 415, "UNSUPPORTED_MEDIA_TYPE", /SVG .*not accepted/);
    await refuse(
      kitBody({ logoData: `data:image/svg+xml,${encodeURIComponent("<svg/>")}` }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      /SVG/,
    );
    // A truncated PNG is damaged: 400.
    await refuse(kitBody({ logoData: dataUrl(logoPng(64, 64).subarray(0, 60)) }), 400, "BAD_REQUEST");

    // Invisible colours: the message names both and the ratio.
    await refuse(
      kitBody({ colors: { ...colors, text: "#777777", background: "#888888" } }),
      422,
      "UNPROCESSABLE_CONTENT",
      "Text #777777 on background #888888 has a contrast of 1.3:1; it needs at least 4.5:1 to be readable",
    );
    await refuse(
      kitBody({ colors: { ...colors, text: "#FFFFFF", background: "#ffffff" } }),
      422,
      "UNPROCESSABLE_CONTENT",
      /contrast of 1:1/,
    );
    // Just under the rule reads as under it (4.47 is shown as 4.4, not 4.5).
    await refuse(
      kitBody({ colors: { ...colors, text: "#777777", background: "#ffffff" } }),
      422,
      "UNPROCESSABLE_CONTENT",
      /contrast of 4\.4:1/,
    );
    await refuse(
      kitBody({ colors: { ...colors, text: "black" } }),
      400,
      "VALIDATION_FAILED",
      "Text colour must be a colour written #RRGGBB",
    );

    // 10,000-character fields are refused, naming the field, never cut short.
    const long = "x".repeat(10_000);
    await refuse(kitBody({ name: long }), 400, "VALIDATION_FAILED", /name must be at most 60 characters/);
    await refuse(
      kitBody({ voice: { bannedWords: [long] } }),
      400,
      "VALIDATION_FAILED",
      /words never to use must be at most 40/,
    );
    await refuse(
      kitBody({ voice: { callToAction: long } }),
      400,
      "VALIDATION_FAILED",
      /call to action must be at most 40/,
    );
    await refuse(
      kitBody({ voice: { website: long } }),
      400,
      "VALIDATION_FAILED",
      /website or handle must be at most 200/,
    );
    await refuse(
      kitBody({ voice: { neverTranslate: Array(31).fill("Brewhaus") } }),
      400,
      "VALIDATION_FAILED",
      /at most 30 entries/,
    );
    await refuse(kitBody({ voice: { hashtags: ["two words"] } }), 400, "VALIDATION_FAILED", /one word/);
    await refuse(
      kitBody({ fontPairing: "comic" }),
      400,
      "VALIDATION_FAILED",
      /font pairing is one of plex, serif, mono/,
    );

    const kit = await expectBody(await post(owner.auth, kitBody()), 201, BrandKit);
    await expectError(
      await patch(owner.auth, kit.id, { colors: { text: "#f8f5f0" } }),
      422,
      "UNPROCESSABLE_CONTENT",
      /Text #f8f5f0 on background #f8f5f0 has a contrast of 1:1/,
    );
    await expectError(
      await patch(owner.auth, kit.id, { name: long }),
      400,
      "VALIDATION_FAILED",
      /name must be at most 60/,
    );
    expect(await rowOf(kit.id)).toMatchObject({ name: "Brewhaus" });
    const count = await env.DB.prepare("SELECT count(*) AS n FROM brand_kits WHERE user_id = ?")
      .bind(owner.user.id)
      .first<{ n: number }>();
    expect(count!.n).toBe(1);
    expect((await env.MEDIA.list({ prefix: `brand-kits/${owner.user.id}/` })).objects).toEqual([]);
  });
});

describe("refused logos count against the refused-upload budget (decision 018)", () => {
  it("after 10 refused logos in an hour every logo is 429, a valid one too; a kit without a logo is still saved", async () => {
    const owner = await createUser({ plan: "enterprise" });
    const damaged = dataUrl(logoPng(64, 64).subarray(0, 60));
    for (let i = 0; i < 10; i++)
      await expectError(await post(owner.auth, kitBody({ logoData: damaged })), 400, "BAD_REQUEST");
    const limited = await post(owner.auth, kitBody({ logoData: dataUrl(logoPng(64, 64)) }));
    await expectError(limited, 429, "RATE_LIMITED", /Too many of your images were refused/);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    await expectBody(await post(owner.auth, kitBody()), 201, BrandKit);
  });
});

describe("brand kits in the public API (/api/v1/brand-kits)", () => {
  it("brand:read and brand:write are enforced; the verbs answer the documented shapes", async () => {
    const writer = await keyHolder({ key: { permissions: ["brand:read", "brand:write", "concept:create"] } });
    const reader = await keyHolder({ key: { permissions: ["brand:read"] } });
    const none = await keyHolder({ key: { permissions: ["concept:read"] } });
    const v1 = "/api/v1/brand-kits";

    const kit = await expectBody(
      await post(writer.keyAuth, kitBody({ logoData: dataUrl(logoPng(64, 64)) }), v1),
      201,
      BrandKit,
    );
    expect(kit.logoUrl).toMatch(new RegExp(`^/api/v1/brand-kits/${kit.id}/logo\\?v=`));
    const logo = await call(kit.logoUrl!, { headers: writer.keyAuth });
    expect(logo.status).toBe(200);
    expect(logo.headers.get("Content-Type")).toBe("image/png");

    // The reader's key on the writer's kit is another account: 404; on its own account it may read but not write.
    await expectError(await call(`${v1}/${kit.id}`, { headers: reader.keyAuth }), 404, "NOT_FOUND");
    await expectError(
      await post(reader.keyAuth, kitBody(), v1),
      403,
      "FORBIDDEN",
      "This API key lacks the brand:write permission",
    );
    await expectBody(await call(v1, { headers: reader.keyAuth }), 200, BrandKitList);
    await expectError(
      await call(v1, { headers: none.keyAuth }),
      403,
      "FORBIDDEN",
      "This API key lacks the brand:read permission",
    );
    await expectError(
      await call(`${v1}/${kit.id}`, { method: "DELETE", headers: reader.keyAuth }),
      403,
      "FORBIDDEN",
      "This API key lacks the brand:write permission",
    );

    const edited = await expectBody(await patch(writer.keyAuth, kit.id, { fontPairing: "mono" }, v1), 200, BrandKit);
    expect(edited.fontPairing).toBe("mono");
    await expectError(
      await patch(writer.keyAuth, kit.id, { colors: { text: "#ffffff", background: "#fefefe" } }, v1),
      422,
      "UNPROCESSABLE_CONTENT",
    );
    const del = await call(`${v1}/${kit.id}`, { method: "DELETE", headers: writer.keyAuth });
    expect(del.status).toBe(204);
    await expectError(await call(`${v1}/${kit.id}`, { headers: writer.keyAuth }), 404, "NOT_FOUND");
    expect(apiPermissions).toEqual(expect.arrayContaining(["brand:read", "brand:write"]));
  });

  it("the OpenAPI document lists the brand kit routes with their permissions and prices", async () => {
    const doc = (await (await call("/api/v1/openapi.json")).json()) as {
      paths: Record<string, Record<string, { operationId: string; "x-permission": string; "x-price": number }>>;
    };
    const ops = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith("/brand-kits"))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(
          ([m, op]) => `${m.toUpperCase()} ${path} ${op.operationId} ${op["x-permission"]} ${op["x-price"]}`,
        ),
      );
    expect(ops.sort()).toEqual(
      [
        "GET /brand-kits listBrandKits brand:read 0.01",
        "POST /brand-kits createBrandKit brand:write 0.01",
        "GET /brand-kits/{id} getBrandKit brand:read 0.01",
        "PATCH /brand-kits/{id} updateBrandKit brand:write 0.01",
        "DELETE /brand-kits/{id} deleteBrandKit brand:write 0.01",
        "GET /brand-kits/{id}/logo getBrandKitLogo brand:read 0.01",
      ].sort(),
    );
  });
});

describe("generation takes a kit", () => {
  it("stores brandKitId; when left out the last used kit is the default; null means none; another's kit is 404", async () => {
    const holder = await keyHolder({
      plan: "enterprise",
      conceptsLimit: -1,
      key: { permissions: ["concept:create", "concept:read", "brand:write"] },
    });
    const make = (extra: Record<string, unknown>) =>
      call(
        "/api/v1/concepts",
        jsonInit(
          "POST",
          { ...brief, platforms: ["facebook"], languages: ["en"], imageData: photoDataUrl(), ...extra },
          holder.keyAuth,
        ),
      );
    const a = await expectBody(await post(holder.keyAuth, kitBody({ name: "A" }), "/api/v1/brand-kits"), 201, BrandKit);
    const b = await expectBody(await post(holder.keyAuth, kitBody({ name: "B" }), "/api/v1/brand-kits"), 201, BrandKit);

    // No kit used yet: the newest is the default.
    const first = await expectBody(await make({}), 201, ApiConcept);
    expect(first.brandKitId).toBe(b.id);
    const withA = await expectBody(await make({ brandKitId: a.id }), 201, ApiConcept);
    expect(withA.brandKitId).toBe(a.id);
    const row = await env.DB.prepare("SELECT brand_kit_id FROM ad_concepts WHERE id = ?").bind(withA.id).first();
    expect(row).toEqual({ brand_kit_id: a.id });
    expect((await rowOf(a.id))!.last_used_at).toBeGreaterThan(0);
    // Left out: the last one used (A), not the newest (B).
    expect((await expectBody(await make({}), 201, ApiConcept)).brandKitId).toBe(a.id);
    expect((await expectBody(await make({ brandKitId: null }), 201, ApiConcept)).brandKitId).toBeNull();

    const stranger = await createUser({ plan: "pro" });
    const theirs = await expectBody(await post(stranger.auth, kitBody()), 201, BrandKit);
    await expectError(await make({ brandKitId: theirs.id }), 404, "NOT_FOUND", "Brand kit not found");
    await expectError(await make({ brandKitId: "one" }), 400, "VALIDATION_FAILED", /brandKitId/);

    // The app's form: "none" for no kit, an id, or left out.
    const form = (kit?: string) => {
      const fd = new FormData();
      for (const [k, v] of Object.entries({ ...brief, platforms: "facebook", languages: "en" })) fd.set(k, String(v));
      if (kit !== undefined) fd.set("brandKitId", kit);
      fd.set("image", new File([testPhoto()], "p.jpg", { type: "image/jpeg" }));
      return fd;
    };
    const viaForm = async (kit?: string) => {
      const res = await call("/api/ai/generate-copy", { method: "POST", headers: holder.auth, body: form(kit) });
      const body = (await res.json()) as { concept: { id: number } };
      expect(res.status, JSON.stringify(body)).toBe(200);
      return (await env.DB.prepare("SELECT brand_kit_id AS k FROM ad_concepts WHERE id = ?")
        .bind(body.concept.id)
        .first<{ k: number | null }>())!.k;
    };
    expect(await viaForm(String(b.id))).toBe(b.id);
    expect(await viaForm()).toBe(b.id);
    expect(await viaForm("none")).toBeNull();

    // Deleting the kit leaves the concepts, naming no kit.
    await call(`/api/brand-kits/${a.id}`, { method: "DELETE", headers: holder.auth });
    const after = await env.DB.prepare("SELECT brand_kit_id FROM ad_concepts WHERE id = ?").bind(withA.id).first();
    expect(after).toEqual({ brand_kit_id: null });
  });
});
