import { Hono } from "hono";
import { z } from "zod";
import { BrandKitCreate, BrandKitUpdate } from "@common/brand-kits";
import { BrandKitPreviewRequest } from "@common/creatives";
import type { AppEnv } from "../app-env";
import { requireSignedIn, requireUser } from "../middleware/session";
import { uploadSource } from "../middleware/throttle";
import { brandKitBodyLimit, validate } from "../middleware/validate";
import {
  brandKitLogo,
  createBrandKit,
  deleteBrandKit,
  listBrandKits,
  readBrandKit,
  updateBrandKit,
} from "../services/brand-kits/brand-kits";
import { previewCreative } from "../services/creatives/preview";
import { extend } from "../services/context";

const ID_MESSAGE = "Ids are positive whole numbers";
const IdParam = z.object({ id: z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE) });
const BASE = "/api/brand-kits";

/** /api/brand-kits: the signed-in account's brand kits, for the /brand page and the generator's kit picker. */
export const brandKitRoutes = new Hono<AppEnv>()
  .use(requireSignedIn)
  .get("/", async (c) => c.json(await listBrandKits(c.var.ctx, requireUser(c).id, BASE), 200))
  .post("/", validate("json", BrandKitCreate, brandKitBodyLimit), async (c) =>
    c.json(
      await createBrandKit(
        extend(c.var.ctx, { upload: uploadSource(c) }),
        requireUser(c).id,
        c.req.valid("json"),
        BASE,
      ),
      201,
    ),
  )
  .post("/preview", validate("json", BrandKitPreviewRequest), async (c) => {
    const file = await previewCreative(c.var.ctx, requireUser(c).id, c.req.valid("json"));
    return new Response(file.bytes, {
      headers: { "Content-Type": file.type, "Cache-Control": "no-store", "X-Creative-Layout": file.layout },
    });
  })
  .get("/:id", validate("param", IdParam), async (c) =>
    c.json(await readBrandKit(c.var.ctx, requireUser(c).id, c.req.valid("param").id, BASE), 200),
  )
  .patch("/:id", validate("param", IdParam), validate("json", BrandKitUpdate, brandKitBodyLimit), async (c) =>
    c.json(
      await updateBrandKit(
        extend(c.var.ctx, { upload: uploadSource(c) }),
        requireUser(c).id,
        c.req.valid("param").id,
        c.req.valid("json"),
        BASE,
      ),
      200,
    ),
  )
  .delete("/:id", validate("param", IdParam), async (c) => {
    await deleteBrandKit(c.var.ctx, requireUser(c).id, c.req.valid("param").id);
    return c.body(null, 204);
  })
  .get("/:id/logo", validate("param", IdParam), async (c) => {
    const file = await brandKitLogo(c.var.ctx, requireUser(c).id, c.req.valid("param").id);
    return new Response(file.bytes, {
      headers: { "Content-Type": file.type, "Cache-Control": "private, max-age=300" },
    });
  });
