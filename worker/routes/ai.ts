import { Hono } from "hono";
import { GenerationInput, MAX_UPLOAD_BYTES, uploadTooLarge } from "@common/generation";
import { ImproveCopyRequest } from "@common/concepts";
import { DetectLanguageInput } from "@common/brief-language";
import type { AppEnv } from "../app-env";
import { AppError, badRequest } from "../lib/errors";
import { progressStream, wantsStream } from "../lib/sse";
import { requireEntitlement } from "../middleware/plan";
import { requireSignedIn, requireUser } from "../middleware/session";
import { uploadSource } from "../middleware/throttle";
import { uploadBodyLimit, validate, validationError } from "../middleware/validate";
import { detectBriefLanguageOf } from "../services/briefs/language";
import { improveConceptCopy } from "../services/concepts/concepts";
import { generateConcept, generationMessages, webGenerationResult } from "../services/concepts/generation";
import { emitAppConceptCreated } from "../services/webhooks";
import { extend } from "../services/context";

/** A form field sent as JSON, else `fallback` of its text (a field that is not JSON is still read). */
function jsonOr(value: string, fallback: (text: string) => unknown): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return fallback(value);
  }
}

/** A list field: a JSON array, or comma-separated values. */
function jsonList(value: string | File | null): unknown {
  if (typeof value !== "string") return value ?? undefined;
  return jsonOr(value, (t) =>
    t
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

const text = (v: string | File | null) => (typeof v === "string" ? v : undefined);

/** The form's kit: left out (or empty) for the default kit, "none" for no kit, else its id. */
function kitOf(v: string | File | null): unknown {
  const t = text(v)?.trim();
  if (!t) return undefined;
  if (t === "none" || t === "null") return null;
  return /^\d+$/.test(t) ? Number(t) : t;
}

/** The form's offer: a JSON object `{ kind, value? }`, or nothing when empty. */
function offerOf(v: string | File | null): unknown {
  const t = text(v)?.trim();
  return t ? jsonOr(t, (raw) => raw) : undefined;
}

/** Reads and validates the multipart form of SPEC §7; the image is checked by its bytes later, not by its name or type. */
async function readForm(req: Request) {
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw badRequest("Send the form as multipart/form-data with an image file");
  }
  const parsed = GenerationInput.safeParse({
    businessType: text(form.get("businessType")),
    targetAudience: text(form.get("targetAudience")),
    tone: text(form.get("tone")),
    productDescription: text(form.get("productDescription")),
    brandName: text(form.get("brandName")),
    keyMessage: text(form.get("keyMessage")),
    callToAction: text(form.get("callToAction")),
    productName: text(form.get("productName")),
    category: text(form.get("category")) || undefined,
    place: text(form.get("place")),
    price: text(form.get("price")),
    hours: text(form.get("hours")),
    offer: offerOf(form.get("offer")),
    briefLanguage: text(form.get("briefLanguage")) || undefined,
    interfaceLanguage: text(form.get("interfaceLanguage")) || undefined,
    platforms: jsonList(form.get("platforms")),
    languages: jsonList(form.get("languages")),
    brandKitId: kitOf(form.get("brandKitId")),
  });
  if (!parsed.success) throw validationError(parsed.error);
  const image = form.get("image");
  if (!image || typeof image === "string" || image.size === 0) {
    throw validationError({ issues: [{ path: ["image"], message: generationMessages.imageRequired }] });
  }
  const input = {
    ...parsed.data,
    languages: [...new Set(parsed.data.languages)],
    platforms: [...new Set(parsed.data.platforms)],
  };
  // The photo's own bytes, held to the one limit the API holds its photo to.
  if (image.size > MAX_UPLOAD_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", uploadTooLarge);
  return { input, image: new Uint8Array(await image.arrayBuffer()) };
}

/** /api/ai */
export const aiRoutes = new Hono<AppEnv>()
  /**
   * The SPEC's single JSON answer is the default; with `Accept: text/event-stream` the same work streams its real
   * phases (analysing, rendering each platform, writing, saving) and ends with the result.
   */
  .post("/generate-copy", requireSignedIn, requireEntitlement, uploadBodyLimit, async (c) => {
    const { input, image } = await readForm(c.req.raw);
    const user = requireUser(c);
    const run = (onPhase?: Parameters<typeof generateConcept>[4]) =>
      generateConcept(extend(c.var.ctx, { upload: uploadSource(c) }), user, input, image, onPhase).then((made) => {
        emitAppConceptCreated(c.var.ctx, user.id, made.concept);
        return webGenerationResult(made);
      });
    return wantsStream(c) ? progressStream(c, c.var.requestId, run) : c.json(await run(), 200);
  })
  .post("/improve-copy", requireSignedIn, requireEntitlement, validate("json", ImproveCopyRequest), async (c) =>
    c.json(await improveConceptCopy(c.var.ctx, requireUser(c).id, c.req.valid("json")), 200),
  )
  /** The language the generator form's brief reads as, so the form can show it and let the user change it. */
  .post("/detect-language", requireSignedIn, validate("json", DetectLanguageInput), async (c) =>
    c.json(await detectBriefLanguageOf(c.var.ctx.lexicon, c.req.valid("json")), 200),
  );
