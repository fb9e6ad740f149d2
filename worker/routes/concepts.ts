import { Hono } from "hono";
import { z } from "zod";
import { BatchDownloadRequest, ConceptCopyUpdate, ConceptListQuery, ID_MESSAGE, ImageQuery } from "@common/concepts";
import { CreativeDraft, CreativeQuery, CreativeSettingsUpdate } from "@common/creatives";
import { CopyEdit, RegenerateCopyRequest } from "@common/concept-copy";
import { languageCodes } from "@common/languages";
import { platformIds } from "@common/platforms";
import type { AppEnv } from "../app-env";
import { attachmentResponse } from "../lib/attachment";
import { afterAnswer } from "../middleware/after-answer";
import { progressStream, wantsStream } from "../lib/sse";
import { requireEntitlement } from "../middleware/plan";
import { requireSignedIn, requireUser, startedByAnotherSite } from "../middleware/session";
import { uploadSource } from "../middleware/throttle";
import { validate } from "../middleware/validate";
import { batchDownload } from "../services/concepts/batch";
import { conceptDownloadLink, conceptImage, regenerateAssets } from "../services/concepts/images";
import { conceptStats, listConcepts } from "../services/concepts/read";
import { deleteConcept } from "../services/concepts/delete";
import { copyFieldSet } from "../services/concepts/copy";
import { editCopy, regenerateCopy, restoreCopyVersion, updateConcept } from "../services/concepts/copy-edits";
import { downloadConcept } from "../services/concepts/downloads";
import { type CreativeFile, draftCreative, readableCreative, sharedCreative } from "../services/creatives/files";
import { updateCreativeSettings } from "../services/creatives/settings";
import { cachedExamples } from "../services/pages/examples";
import { X_CACHE } from "../lib/edge-cache";
import { saysCacheOutcome } from "../middleware/edge-cache";
import {
  conceptShare,
  preparePublicPhoto,
  cachedSharedConcept,
  sharedConceptImage,
  shareConcept,
  unshareConcept,
} from "../services/shares/shares";
import { extend } from "../services/context";

const IdParam = z.object({ id: z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE) });
const CreativeParams = IdParam.extend({
  sizeKey: z.string().regex(/^[a-z]+_[a-z]+$/, "Unknown image size"),
});
const TokenCreativeParams = z.object({
  token: z.string(),
  sizeKey: z.string().regex(/^[a-z]+_[a-z]+$/, "Unknown image size"),
});

/**
 * A creative's bytes, with the layout it was drawn in and (X-Creative) where each text and the logo landed, private or
 * public caching as its page allows.
 */
function creativeResponse(file: CreativeFile, cache: string): Response {
  const headers: Record<string, string> = {
    "Content-Type": file.type,
    "Cache-Control": cache,
    "X-Creative-Layout": file.layout,
  };
  if (file.result) headers["X-Creative"] = JSON.stringify(file.result);
  return new Response(file.bytes, { headers });
}
/** One platform's copy in one language of a concept (the editor's field set). */
const CopyParams = IdParam.extend({
  platform: z.enum(platformIds, { error: "Unknown platform" }),
  language: z.enum(languageCodes, { error: "Unknown language" }),
});
const VersionParams = CopyParams.extend({
  versionId: z.coerce
    .number({ error: "Version ids are positive whole numbers" })
    .int()
    .positive()
    .max(2 ** 53),
});
const AssetParams = IdParam.extend({ platform: z.enum(platformIds, { error: "Unknown platform" }) });
/** Link parameters; malformed ones are no link at all (the request then needs a session), never a different error. */
const linkNumber = z
  .string()
  .regex(/^\d{1,16}$/)
  .transform(Number)
  .optional()
  .catch(undefined);
const LinkQuery = z.object({ u: linkNumber, exp: linkNumber, sig: z.string().max(128).optional().catch(undefined) });

/** /api/examples: the public example concepts. */
export const exampleRoutes = new Hono<AppEnv>().get(
  "/",
  saysCacheOutcome,
  validate("query", ConceptListQuery),
  async (c) => {
    // The same for everyone (the signed-in user is not read), so through the edge cache (decision 035).
    const { value, cache } = await cachedExamples(c.var.ctx, new URL(c.req.url).origin, c.req.valid("query").platform);
    return c.json(value, 200, { [X_CACHE]: cache });
  },
);

/** /api/concepts: reads open to examples and signed links first, then the owner's own verbs. */
export const conceptRoutes = new Hono<AppEnv>()
  .get("/:id/image", validate("param", IdParam), validate("query", ImageQuery), async (c) =>
    c.json(await conceptImage(c.var.ctx, c.req.valid("param").id, c.get("user")?.id, c.req.valid("query").size), 200),
  )
  .get("/:id/creatives/:sizeKey", validate("param", CreativeParams), validate("query", CreativeQuery), async (c) => {
    const { id, sizeKey } = c.req.valid("param");
    const file = await readableCreative(c.var.ctx, id, c.get("user")?.id, sizeKey, c.req.valid("query"));
    return creativeResponse(file, "private, max-age=60");
  })
  .post(
    "/:id/creatives/:sizeKey/draft",
    requireSignedIn,
    validate("param", CreativeParams),
    validate("json", CreativeDraft),
    async (c) => {
      const { id, sizeKey } = c.req.valid("param");
      const file = await draftCreative(c.var.ctx, requireUser(c).id, id, sizeKey, c.req.valid("json"));
      return creativeResponse(file, "no-store");
    },
  )
  .patch(
    "/:id/creatives",
    requireSignedIn,
    validate("param", IdParam),
    validate("json", CreativeSettingsUpdate),
    async (c) =>
      c.json(
        await updateCreativeSettings(c.var.ctx, requireUser(c).id, c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  )
  .get("/:id/download", validate("param", IdParam), validate("query", LinkQuery), async (c) => {
    const { id } = c.req.valid("param");
    const file = await downloadConcept(
      c.var.ctx,
      id,
      c.get("user")?.id,
      c.req.valid("query"),
      !startedByAnotherSite(c),
    );
    return attachmentResponse(file);
  })
  .get("/", requireSignedIn, validate("query", ConceptListQuery), async (c) =>
    c.json(await listConcepts(c.var.ctx, requireUser(c).id, c.req.valid("query").platform), 200),
  )
  .post("/:id/download-link", requireSignedIn, validate("param", IdParam), async (c) =>
    c.json(await conceptDownloadLink(c.var.ctx, requireUser(c).id, c.var.sessionToken!, c.req.valid("param").id), 200),
  )
  .get("/:id/share", requireSignedIn, validate("param", IdParam), async (c) =>
    c.json({ share: await conceptShare(c.var.ctx, requireUser(c).id, c.req.valid("param").id) }, 200),
  )
  .post("/:id/share", requireSignedIn, validate("param", IdParam), async (c) => {
    const { id } = c.req.valid("param");
    const { share, created } = await shareConcept(c.var.ctx, requireUser(c).id, id);
    if (created) afterAnswer(c, preparePublicPhoto(c.var.ctx, requireUser(c).id, id), "making the public photo failed");
    return c.json(share, created ? 201 : 200);
  })
  .delete("/:id/share", requireSignedIn, validate("param", IdParam), async (c) => {
    await unshareConcept(c.var.ctx, requireUser(c).id, c.req.valid("param").id);
    return c.body(null, 204);
  })
  .get("/:id/copy/:platform/:language", requireSignedIn, validate("param", CopyParams), async (c) => {
    const { id, platform, language } = c.req.valid("param");
    return c.json(await copyFieldSet(c.var.ctx, requireUser(c).id, id, platform, language), 200);
  })
  .patch(
    "/:id/copy/:platform/:language",
    requireSignedIn,
    validate("param", CopyParams),
    validate("json", CopyEdit),
    async (c) => {
      const { id, platform, language } = c.req.valid("param");
      return c.json(await editCopy(c.var.ctx, requireUser(c).id, id, platform, language, c.req.valid("json")), 200);
    },
  )
  .post(
    "/:id/copy/:platform/:language/versions/:versionId/restore",
    requireSignedIn,
    validate("param", VersionParams),
    async (c) => {
      const { id, platform, language, versionId } = c.req.valid("param");
      return c.json(await restoreCopyVersion(c.var.ctx, requireUser(c).id, id, platform, language, versionId), 200);
    },
  )
  .post(
    "/:id/copy/regenerate",
    requireSignedIn,
    requireEntitlement,
    validate("param", IdParam),
    validate("json", RegenerateCopyRequest),
    async (c) =>
      c.json(await regenerateCopy(c.var.ctx, requireUser(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .patch("/:id", requireSignedIn, validate("param", IdParam), validate("json", ConceptCopyUpdate), async (c) =>
    c.json(await updateConcept(c.var.ctx, requireUser(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .delete("/:id", requireSignedIn, validate("param", IdParam), async (c) => {
    await deleteConcept(c.var.ctx, requireUser(c).id, c.req.valid("param").id);
    return c.body(null, 204);
  })
  .post("/:id/generate/:platform", requireSignedIn, requireEntitlement, validate("param", AssetParams), async (c) => {
    const { id, platform } = c.req.valid("param");
    const userId = requireUser(c).id;
    const run = (onPhase?: Parameters<typeof regenerateAssets>[4]) =>
      regenerateAssets(extend(c.var.ctx, { upload: uploadSource(c) }), userId, id, platform, onPhase);
    return wantsStream(c) ? progressStream(c, c.var.requestId, run) : c.json(await run(), 200);
  });

/** /api/shared: a concept's public page data and images, for anyone with its link. */
export const sharedRoutes = new Hono<AppEnv>()
  .get("/:token", saysCacheOutcome, async (c) => {
    const { value, cache } = await cachedSharedConcept(c.var.ctx, new URL(c.req.url).origin, c.req.param("token"));
    return c.json(value, 200, { [X_CACHE]: cache });
  })
  .get("/:token/image", validate("query", ImageQuery), async (c) => {
    const file = await sharedConceptImage(c.var.ctx, c.req.param("token"), c.req.valid("query").size);
    // Short-lived in caches: a revoked link stops showing its images within minutes, even where they were cached.
    return new Response(file.bytes, { headers: { "Content-Type": file.type, "Cache-Control": "public, max-age=300" } });
  })
  .get(
    "/:token/creatives/:sizeKey",
    validate("param", TokenCreativeParams),
    validate("query", CreativeQuery),
    async (c) => {
      const { token, sizeKey } = c.req.valid("param");
      const file = await sharedCreative(c.var.ctx, token, sizeKey, c.req.valid("query").language);
      return creativeResponse(file, "public, max-age=300");
    },
  );

/** /api/stats */
export const statsRoutes = new Hono<AppEnv>().get("/", requireSignedIn, async (c) =>
  c.json(await conceptStats(c.var.ctx, requireUser(c).id), 200),
);

/** /api/batch-download */
export const batchRoutes = new Hono<AppEnv>().post(
  "/",
  requireSignedIn,
  validate("json", BatchDownloadRequest),
  async (c) => {
    const { conceptIds, options } = c.req.valid("json");
    return attachmentResponse(await batchDownload(c.var.ctx, requireUser(c).id, conceptIds, options));
  },
);
