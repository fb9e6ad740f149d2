import { Hono } from "hono";
import { GenerationInput, MAX_UPLOAD_BYTES, uploadTooLarge } from "@common/generation";
import { ImproveCopyRequest } from "@common/concepts";
import { DetectLanguageInput } from "@common/brief-language";
import type { AppEnv } from "../app-env";
import { AppError } from "../lib/errors";
import { progressStream, wantsStream } from "../lib/sse";
import { requireEntitlement } from "../middleware/plan";
import { requireSignedIn, requireUser } from "../middleware/session";
import { uploadSource } from "../middleware/throttle";
import { type FormBody, uploadBodyLimit, validate, validateForm, validationError } from "../middleware/validate";
import { detectBriefLanguageOf } from "../services/briefs/language";
import { improveConceptCopy } from "../services/concepts/improve";
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

type Field = FormBody[string] | undefined;
const text = (v: Field) => (typeof v === "string" ? v : undefined);

/** A list field: a JSON array, or comma-separated values. */
function jsonList(value: Field): unknown {
  if (typeof value !== "string") return value ?? undefined;
  return jsonOr(value, (t) =>
    t
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/** The form's kit: left out (or empty) for the default kit, "none" for no kit, else its id. */
function kitOf(v: Field): unknown {
  const t = text(v)?.trim();
  if (!t) return undefined;
  if (t === "none" || t === "null") return null;
  return /^\d+$/.test(t) ? Number(t) : t;
}

/** The form's offer: a JSON object `{ kind, value? }`, or nothing when empty. */
function offerOf(v: Field): unknown {
  const t = text(v)?.trim();
  return t ? jsonOr(t, (raw) => raw) : undefined;
}

/** The multipart form of SPEC §7 as GenerationInput reads it. */
const briefOfForm = (form: FormBody) => ({
  businessType: text(form.businessType),
  targetAudience: text(form.targetAudience),
  tone: text(form.tone),
  productDescription: text(form.productDescription),
  brandName: text(form.brandName),
  keyMessage: text(form.keyMessage),
  callToAction: text(form.callToAction),
  productName: text(form.productName),
  category: text(form.category) || undefined,
  place: text(form.place),
  price: text(form.price),
  hours: text(form.hours),
  offer: offerOf(form.offer),
  briefLanguage: text(form.briefLanguage) || undefined,
  interfaceLanguage: text(form.interfaceLanguage) || undefined,
  platforms: jsonList(form.platforms),
  languages: jsonList(form.languages),
  brandKitId: kitOf(form.brandKitId),
});

/** The brief with its lists made unique, and the photo, which is checked by its bytes later, not its name or type. */
function withPhoto(brief: GenerationInput, form: FormBody) {
  const image = form.image;
  if (!(image instanceof File) || image.size === 0) {
    throw validationError({ issues: [{ path: ["image"], message: generationMessages.imageRequired }] });
  }
  // The photo's own bytes, held to the one limit the API holds its photo to.
  if (image.size > MAX_UPLOAD_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", uploadTooLarge);
  const input = { ...brief, languages: [...new Set(brief.languages)], platforms: [...new Set(brief.platforms)] };
  return { input, image };
}

/** /api/ai */
export const aiRoutes = new Hono<AppEnv>()
  /**
   * The SPEC's single JSON answer is the default; with `Accept: text/event-stream` the same work streams its real
   * phases (analysing, rendering each platform, writing, saving) and ends with the result.
   */
  .post(
    "/generate-copy",
    requireSignedIn,
    requireEntitlement,
    uploadBodyLimit,
    validateForm(GenerationInput, briefOfForm, withPhoto),
    async (c) => {
      const { input, image: file } = c.req.valid("form");
      const image = new Uint8Array(await file.arrayBuffer());
      const user = requireUser(c);
      const run = (onPhase?: Parameters<typeof generateConcept>[4]) =>
        generateConcept(extend(c.var.ctx, { upload: uploadSource(c) }), user, input, image, onPhase).then((made) => {
          emitAppConceptCreated(c.var.ctx, user.id, made.concept);
          return webGenerationResult(made);
        });
      return wantsStream(c) ? progressStream(c, c.var.requestId, run) : c.json(await run(), 200);
    },
  )
  .post("/improve-copy", requireSignedIn, requireEntitlement, validate("json", ImproveCopyRequest), async (c) =>
    c.json(await improveConceptCopy(c.var.ctx, requireUser(c).id, c.req.valid("json")), 200),
  )
  /** The language the generator form's brief reads as, so the form can show it and let the user change it. */
  .post("/detect-language", requireSignedIn, validate("json", DetectLanguageInput), async (c) =>
    c.json(await detectBriefLanguageOf(c.var.ctx.lexicon, c.req.valid("json")), 200),
  );
