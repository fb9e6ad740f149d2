import { z } from "zod";

/** Generator option lists, exactly as SPEC §2 names them. */
export const businessTypes = [
  "Restaurant/Food Service",
  "Retail/E-commerce",
  "Professional Services",
  "Healthcare",
  "Beauty/Wellness",
  "Technology/Software",
  "Real Estate",
  "Education/Training",
  "Fitness/Sports",
  "Travel/Hospitality",
  "Non-profit",
  "Other",
] as const;
export const BusinessType = z.enum(businessTypes);
export type BusinessType = z.infer<typeof BusinessType>;

export const tones = [
  "Professional",
  "Friendly & Casual",
  "Energetic & Bold",
  "Trustworthy & Reliable",
  "Creative & Artistic",
  "Luxury & Sophisticated",
  "Fun & Playful",
  "Urgent & Action-Oriented",
] as const;
export const Tone = z.enum(tones);
export type Tone = z.infer<typeof Tone>;
