import { z } from "zod";
import { BusinessType, Tone } from "./business";
import { LanguageCode } from "./languages";
import { PlatformId } from "./platforms";

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(500, "Keep this under 500 characters");
const optional = z.string().trim().max(300, "Keep this under 300 characters").optional().transform((v) => (v ? v : undefined));

/** The shared generation schema (SPEC §5): the form and the server validate the same rules. */
export const GenerationInput = z.object({
  businessType: z.string({ error: "Business type is required" }).trim().min(1, "Business type is required").pipe(BusinessType),
  targetAudience: required("Target audience is required"),
  tone: z.string({ error: "Tone is required" }).trim().min(1, "Tone is required").pipe(Tone),
  productDescription: z
    .string({ error: "Product description is required" })
    .trim()
    .min(1, "Product description is required")
    .max(1000, "Keep the product description under 1000 characters"),
  brandName: optional,
  keyMessage: optional,
  callToAction: optional,
  platforms: z.array(PlatformId, { error: "At least one platform is required" }).min(1, "At least one platform is required").max(7),
  languages: z.array(LanguageCode, { error: "At least one language is required" }).min(1, "At least one language is required").max(20),
});
export type GenerationInput = z.infer<typeof GenerationInput>;
