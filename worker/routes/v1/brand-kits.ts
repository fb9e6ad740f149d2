import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../app-env";
import { requireUser } from "../../middleware/session";
import { uploadSource } from "../../middleware/throttle";
import { brandKitBodyLimit } from "../../middleware/validate";
import {
  brandKitLogo,
  createBrandKit,
  deleteBrandKit,
  listBrandKits,
  readBrandKit,
  updateBrandKit,
} from "../../services/brand-kits/brand-kits";
import { served, v1App } from "./define";
import * as op from "./contract/brand-kits";
import { extend } from "../../services/context";

const BASE = "/api/v1/brand-kits";

/** /api/v1/brand-kits: the brand kit verbs for key holders (brand:read, brand:write). */
export const brandKitsV1: OpenAPIHono<AppEnv> = v1App()
  .openapi(served(op.list), async (c) => c.json(await listBrandKits(c.var.ctx, requireUser(c).id, BASE), 200))
  .openapi(served(op.create, brandKitBodyLimit), async (c) =>
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
  .openapi(served(op.read), async (c) =>
    c.json(await readBrandKit(c.var.ctx, requireUser(c).id, c.req.valid("param").id, BASE), 200),
  )
  .openapi(served(op.update, brandKitBodyLimit), async (c) =>
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
  .openapi(served(op.remove), async (c) => {
    await deleteBrandKit(c.var.ctx, requireUser(c).id, c.req.valid("param").id);
    return c.body(null, 204);
  })
  .openapi(served(op.logo), async (c) => {
    const file = await brandKitLogo(c.var.ctx, requireUser(c).id, c.req.valid("param").id);
    return new Response(file.bytes, {
      headers: { "Content-Type": file.type, "Cache-Control": "private, max-age=300" },
    });
  });
