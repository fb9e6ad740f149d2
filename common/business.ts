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
/** Its schema is `BusinessType` in common/enums.ts: the landing page reads these lists without zod. */
export type BusinessType = (typeof businessTypes)[number];

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
/** Its schema is `Tone` in common/enums.ts. */
export type Tone = (typeof tones)[number];
