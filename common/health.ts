import { z } from "./zod";

export const Health = /* @__PURE__ */ z.object({
  status: z.literal("ok"),
  version: z.string(),
  timestamp: z.iso.datetime(),
});
export type Health = z.infer<typeof Health>;
