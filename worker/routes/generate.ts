import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { GenerationInput } from "@common/generation";
import { copyEngineFor } from "../copywriting/openai-engine";
import { createDb } from "../db/client";
import { errorBody } from "../lib/error-response";
import { HttpError } from "../lib/http-error";
import { requireSignedIn, requireUser } from "../middleware/session";
import { assertMayGenerate, generateConcept, generationMessages } from "../services/generation";
import type { AppEnv } from "../types";

export const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

function jsonList(value: string | File | null): unknown {
  if (typeof value !== "string") return value ?? undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value.split(",").map((s) => s.trim()).filter(Boolean);
  }
}

const text = (v: string | File | null) => (typeof v === "string" ? v : undefined);

/** Reads and validates the multipart form of SPEC §7; the image is checked by its bytes later, not by its name or type. */
async function readForm(req: Request) {
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new HttpError(400, "BAD_REQUEST", "Send the form as multipart/form-data with an image file");
  }
  const parsed = GenerationInput.safeParse({
    businessType: text(form.get("businessType")),
    targetAudience: text(form.get("targetAudience")),
    tone: text(form.get("tone")),
    productDescription: text(form.get("productDescription")),
    brandName: text(form.get("brandName")),
    keyMessage: text(form.get("keyMessage")),
    callToAction: text(form.get("callToAction")),
    platforms: jsonList(form.get("platforms")),
    languages: jsonList(form.get("languages")),
  });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    throw new HttpError(400, "VALIDATION_FAILED", issues[0]?.message ?? "Invalid input", {}, issues);
  }
  const image = form.get("image");
  if (!image || typeof image === "string" || image.size === 0) {
    throw new HttpError(400, "VALIDATION_FAILED", generationMessages.imageRequired, {}, [{ path: "image", message: generationMessages.imageRequired }]);
  }
  return { input: { ...parsed.data, languages: [...new Set(parsed.data.languages)], platforms: [...new Set(parsed.data.platforms)] }, image: new Uint8Array(await image.arrayBuffer()) };
}

/**
 * POST /api/ai/generate-copy. The SPEC's single JSON answer is the default; with `Accept: text/event-stream` the same
 * work streams its real phases (analysing, rendering each platform, writing, saving) and ends with the result.
 */
export const generateRoutes = new Hono<AppEnv>().post("/ai/generate-copy", requireSignedIn, async (c) => {
  const user = requireUser(c);
  const db = createDb(c.env.DB);
  await assertMayGenerate(db, user.id);
  const { input, image } = await readForm(c.req.raw);
  const deps = { db, media: c.env.MEDIA, engine: copyEngineFor(c.env) };

  if (!c.req.header("Accept")?.includes("text/event-stream")) {
    return c.json(await generateConcept(deps, user, input, image), 200);
  }
  return streamSSE(c, async (stream) => {
    const send = (event: string, data: unknown) => stream.writeSSE({ event, data: JSON.stringify(data) });
    try {
      const result = await generateConcept(deps, user, input, image, (p) => void send("phase", p));
      await send("result", result);
    } catch (err) {
      const { status, body } = errorBody(err, c.get("requestId"));
      await send("error", { status, ...body });
    }
  });
});
