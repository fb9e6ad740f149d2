import { GenerationInput } from "./generation";
import { z } from "./zod";

/** How many briefs an account keeps, and how long a brief's name may be. */
export const SAVED_BRIEF_LIMITS = { perAccount: 50, nameLength: 80 } as const;

export const savedBriefMessages = {
  notFound: "Saved brief not found",
  limit: `You keep at most ${SAVED_BRIEF_LIMITS.perAccount} saved briefs. Delete one to save another.`,
  name: `A brief's name is 1 to ${SAVED_BRIEF_LIMITS.nameLength} characters`,
} as const;

/**
 * A saved brief: the generation input without the photo and the interface's language, each field held to the same
 * bounds as generation. Every field is optional, so a half-filled form can be kept and finished later; the
 * generation schema checks it whole when it is sent.
 */
export const Brief = /* @__PURE__ */ GenerationInput.omit({ interfaceLanguage: true }).partial().strict();
export type Brief = z.infer<typeof Brief>;

const name = /* @__PURE__ */ z
  .string({ error: savedBriefMessages.name })
  .trim()
  .min(1, savedBriefMessages.name)
  .max(SAVED_BRIEF_LIMITS.nameLength, savedBriefMessages.name);

/** POST /api/briefs: save the brief under a name (a name the account already uses is replaced). */
export const SavedBriefCreate = /* @__PURE__ */ z.object({ name, brief: Brief });
export type SavedBriefCreate = z.infer<typeof SavedBriefCreate>;

export const SavedBrief = /* @__PURE__ */ z.object({
  id: z.number().int(),
  name: z.string(),
  brief: Brief,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedBrief = z.infer<typeof SavedBrief>;

/** GET /api/briefs: the account's briefs, the most recently saved first, with how many it may keep. */
export const SavedBriefList = /* @__PURE__ */ z.object({ data: z.array(SavedBrief), limit: z.number().int() });
export type SavedBriefList = z.infer<typeof SavedBriefList>;
