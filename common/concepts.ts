import { z } from "zod";
import { PlatformId } from "./platforms";

/** A concept as the dashboard lists it (SPEC §3 ad_concepts, without the heavy image data). */
export const ConceptSummary = z.object({
  id: z.number().int(),
  userConceptNumber: z.number().int().nullable(),
  title_en: z.string(),
  title_es: z.string(),
  body_en: z.string(),
  body_es: z.string(),
  platforms: z.array(z.string()),
  selectedLanguages: z.array(z.string()),
  /** Size names stored for this concept, by platform (e.g. facebook → [facebook_feed, facebook_square]). */
  renditions: z.record(z.string(), z.array(z.string())),
  imageUrl: z.string(),
  downloadCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConceptSummary = z.infer<typeof ConceptSummary>;
export const ConceptList = z.array(ConceptSummary);

export const ConceptListQuery = z.object({ platform: PlatformId.optional().or(z.literal("all").transform(() => undefined)) });

export const Stats = z.object({
  total: z.number().int(),
  platforms: z.number().int(),
  assets: z.number().int(),
  languages: z.number().int(),
});
export type Stats = z.infer<typeof Stats>;

export const ImageQuery = z.object({ size: z.string().regex(/^[a-z]+_[a-z]+$/, "Unknown image size").optional() });
export const ImageData = z.object({ dataUrl: z.string().startsWith("data:image/") });
