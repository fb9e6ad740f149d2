import { Hono } from "hono";
import { CategoryListQuery } from "@common/categories";
import type { AppEnv } from "../app-env";
import { validate } from "../middleware/validate";
import { categoryList } from "../services/assets/lexicon";

/** /api/categories: the lexicon's categories named in a language, for the generator form's searchable choice. */
export const categoryRoutes = new Hono<AppEnv>().get("/", validate("query", CategoryListQuery), async (c) =>
  c.json(await categoryList(c.var.ctx.lexicon, c.req.valid("query").language ?? "en"), 200, {
    "Cache-Control": "public, max-age=3600",
  }),
);
