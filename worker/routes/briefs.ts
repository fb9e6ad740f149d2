import { Hono } from "hono";
import { z } from "zod";
import { SavedBriefCreate } from "@common/briefs";
import type { AppEnv } from "../app-env";
import { requireSignedIn, requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { deleteSavedBrief, listSavedBriefs, saveBrief } from "../services/briefs/briefs";

const ID_MESSAGE = "Ids are positive whole numbers";
const IdParam = z.object({ id: z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE) });

/** /api/briefs: the signed-in account's saved generator briefs (issue 28). */
export const briefRoutes = new Hono<AppEnv>()
  .use(requireSignedIn)
  .get("/", async (c) => c.json(await listSavedBriefs(c.var.ctx, requireUser(c).id), 200))
  .post("/", validate("json", SavedBriefCreate), async (c) => {
    const { brief, created } = await saveBrief(c.var.ctx, requireUser(c).id, c.req.valid("json"));
    return c.json(brief, created ? 201 : 200);
  })
  .delete("/:id", validate("param", IdParam), async (c) => {
    await deleteSavedBrief(c.var.ctx, requireUser(c).id, c.req.valid("param").id);
    return c.body(null, 204);
  });
