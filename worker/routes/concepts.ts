import { Hono } from "hono";
import { z } from "zod";
import { ConceptListQuery, ImageQuery } from "@common/concepts";
import { createDb } from "../db/client";
import { requireSignedIn, requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { conceptFiles, packageName, zipResponse } from "../packaging/concept-package";
import { conceptImage, conceptStats, listConcepts, ownedConcept, recordDownload } from "../services/concepts";
import type { AppEnv } from "../types";

const IdParam = z.object({ id: z.coerce.number().int().positive("Concept not found") });

export const conceptRoutes = new Hono<AppEnv>()
  .use("/concepts/*", requireSignedIn)
  .use("/concepts", requireSignedIn)
  .use("/stats", requireSignedIn)
  .get("/concepts", validate("query", ConceptListQuery), async (c) =>
    c.json(await listConcepts(createDb(c.env.DB), requireUser(c).id, c.req.valid("query").platform), 200),
  )
  .get("/stats", async (c) => c.json(await conceptStats(createDb(c.env.DB), requireUser(c).id), 200))
  .get("/concepts/:id/image", validate("param", IdParam), validate("query", ImageQuery), async (c) => {
    const row = await ownedConcept(createDb(c.env.DB), requireUser(c).id, c.req.valid("param").id);
    return c.json({ dataUrl: await conceptImage(c.env.MEDIA, row, c.req.valid("query").size) }, 200);
  })
  // Opened in a new tab or hidden frame, which sends the session cookie but no bearer header.
  .get("/concepts/:id/download", validate("param", IdParam), async (c) => {
    const db = createDb(c.env.DB);
    const row = await ownedConcept(db, requireUser(c).id, c.req.valid("param").id);
    const files = await conceptFiles(c.env.MEDIA, row);
    await recordDownload(db, row.id);
    return zipResponse(files, packageName(row));
  });
