import { Hono, type Context } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { BatchDownloadRequest, ConceptCopyUpdate, ConceptListQuery, ID_MESSAGE, ImageQuery, ImproveCopyRequest } from "@common/concepts";
import { platformIds } from "@common/platforms";
import { briefOf, improveCopy } from "../copywriting/improve";
import { copyEngineFor } from "../copywriting/openai-engine";
import { createDb } from "../db/client";
import { errorBody } from "../lib/error-response";
import { notFound, unauthorized } from "../lib/http-error";
import { requireSignedIn, requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { conceptFiles, packageName, zipResponse } from "../packaging/concept-package";
import { fontSource } from "../packaging/pdf-fonts";
import { ownedBatch, runBatch } from "../services/batch";
import { conceptImage, conceptStats, deleteConcept, listConcepts, ownedConcept, recordDownload, regenerateAssets, toSummary, updateConceptCopy } from "../services/concepts";
import { createDownloadLink, verifyDownloadLink } from "../services/download-links";
import { conceptById, listExamples } from "../services/examples";
import type { AppEnv } from "../types";

const IdParam = z.object({ id: z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE) });
const AssetParams = IdParam.extend({ platform: z.enum(platformIds, { error: "Unknown platform" }) });
/** Link parameters; malformed ones are no link at all (the request then needs a session), never a different error. */
const linkNumber = z.string().regex(/^\d{1,16}$/).transform(Number).optional().catch(undefined);
const LinkQuery = z.object({ u: linkNumber, exp: linkNumber, sig: z.string().max(128).optional().catch(undefined) });

/**
 * A concept anyone may read (an example), or one the caller owns. Images and downloads are opened by <img>, hidden
 * frames and new tabs, which send the session cookie but no bearer header; the signed link covers a session without
 * the cookie.
 */
async function readableConcept(c: Context<AppEnv>, id: number, link?: z.infer<typeof LinkQuery>) {
  const db = createDb(c.env.DB);
  const found = await conceptById(db, id);
  if (found?.isExample) return { db, row: found.row };
  const linkUser = link?.sig && link.u && link.exp ? await verifyDownloadLink(db, id, link.u, link.exp, link.sig) : undefined;
  if (!linkUser && !c.get("user")) throw unauthorized();
  const userId = linkUser ?? requireUser(c).id;
  if (!found || found.row.userId !== userId) throw notFound("Concept not found");
  return { db, row: found.row };
}

export const conceptRoutes = new Hono<AppEnv>()
  .get("/examples", validate("query", ConceptListQuery), async (c) =>
    c.json(await listExamples(createDb(c.env.DB), c.env.MEDIA, c.req.valid("query").platform), 200),
  )
  .get("/concepts/:id/image", validate("param", IdParam), validate("query", ImageQuery), async (c) => {
    const { row } = await readableConcept(c, c.req.valid("param").id);
    return c.json({ dataUrl: await conceptImage(c.env.MEDIA, row, c.req.valid("query").size) }, 200);
  })
  .get("/concepts/:id/download", validate("param", IdParam), validate("query", LinkQuery), async (c) => {
    const { db, row } = await readableConcept(c, c.req.valid("param").id, c.req.valid("query"));
    const files = await conceptFiles(c.env.MEDIA, row);
    await recordDownload(db, row.id);
    return zipResponse(files, packageName(row));
  })
  .use("/concepts", requireSignedIn)
  .use("/concepts/*", requireSignedIn)
  .use("/stats", requireSignedIn)
  .use("/batch-download", requireSignedIn)
  .use("/ai/improve-copy", requireSignedIn)
  .get("/concepts", validate("query", ConceptListQuery), async (c) =>
    c.json(await listConcepts(createDb(c.env.DB), requireUser(c).id, c.req.valid("query").platform), 200),
  )
  .get("/stats", async (c) => c.json(await conceptStats(createDb(c.env.DB), requireUser(c).id), 200))
  .post("/concepts/:id/download-link", validate("param", IdParam), async (c) => {
    const user = requireUser(c);
    const row = await ownedConcept(createDb(c.env.DB), user.id, c.req.valid("param").id);
    return c.json(await createDownloadLink(c.get("sessionToken")!, user.id, row.id), 200);
  })
  .patch("/concepts/:id", validate("param", IdParam), validate("json", ConceptCopyUpdate), async (c) => {
    const db = createDb(c.env.DB);
    const row = await ownedConcept(db, requireUser(c).id, c.req.valid("param").id);
    return c.json(toSummary(await updateConceptCopy(db, row.id, c.req.valid("json"))), 200);
  })
  .delete("/concepts/:id", validate("param", IdParam), async (c) => {
    const db = createDb(c.env.DB);
    const row = await ownedConcept(db, requireUser(c).id, c.req.valid("param").id);
    await deleteConcept(db, c.env.MEDIA, row);
    return c.body(null, 204);
  })
  .post("/concepts/:id/generate/:platform", validate("param", AssetParams), async (c) => {
    const db = createDb(c.env.DB);
    const { id, platform } = c.req.valid("param");
    const row = await ownedConcept(db, requireUser(c).id, id);
    const deps = { db, media: c.env.MEDIA, engine: copyEngineFor(c.env) };
    if (!c.req.header("Accept")?.includes("text/event-stream")) return c.json(await regenerateAssets(deps, row, platform), 200);
    return streamSSE(c, async (stream) => {
      const send = (event: string, data: unknown) => stream.writeSSE({ event, data: JSON.stringify(data) });
      try {
        const result = await regenerateAssets(deps, row, platform, (p) => void send("phase", p));
        await send("result", result);
      } catch (err) {
        const { status, body } = errorBody(err, c.get("requestId"));
        await send("error", { status, ...body });
      }
    });
  })
  .post("/ai/improve-copy", validate("json", ImproveCopyRequest), async (c) => {
    const body = c.req.valid("json");
    const db = createDb(c.env.DB);
    const row = await ownedConcept(db, requireUser(c).id, body.conceptId);
    const current = body.currentCopy;
    const result = await improveCopy(c.env, briefOf(row.businessContext, current), current, body.improvementRequest);
    return c.json(result, 200);
  })
  .post("/batch-download", validate("json", BatchDownloadRequest), async (c) => {
    const db = createDb(c.env.DB);
    const user = requireUser(c);
    const { conceptIds, options } = c.req.valid("json");
    const rows = await ownedBatch(db, user.id, conceptIds);
    const result = await runBatch(db, c.env.MEDIA, fontSource(c.env), user.id, rows, options);
    return new Response(result.body, {
      status: 200,
      headers: {
        "Content-Type": result.contentType,
        "Content-Disposition": `attachment; filename="${result.filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  });
