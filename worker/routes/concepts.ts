import { Hono } from "hono";
import { z } from "zod";
import { ConceptListQuery, ImageQuery } from "@common/concepts";
import { createDb } from "../db/client";
import { requireSignedIn, requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { conceptImage, conceptStats, listConcepts, ownedConcept } from "../services/concepts";
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
  });
