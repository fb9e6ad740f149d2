import type { Brief } from "@common/briefs";
import type { OfferKind } from "@common/generation";
import { NO_BRAND_KIT } from "./components/brand-kit-picker";

/**
 * The brief as the generator's form holds it (every field controlled, so it survives the form being unmounted while a
 * request is pending, a refusal and "Generate Another"): text as typed, and the choices as the selects hold them.
 */
export interface BriefState {
  businessType: string;
  tone: string;
  targetAudience: string;
  productDescription: string;
  brandName: string;
  productName: string;
  keyMessage: string;
  callToAction: string;
  /** "" = detect from the words. */
  briefLanguage: string;
  /** What the user typed in "What you sell"; a category's name picks it. */
  categoryText: string;
  place: string;
  price: string;
  hours: string;
  /** "" = no offer. */
  offerKind: string;
  offerValue: string;
  /** "" = the server reads it from the brief. */
  locale: string;
  /** "" = the picker's default (the kit used last), NO_BRAND_KIT, or a kit's id. */
  brandKitId: string;
  platforms: string[];
  languages: string[];
}

export type TextField = Exclude<keyof BriefState, "platforms" | "languages">;

export const emptyBrief = (): BriefState => ({
  businessType: "",
  tone: "",
  targetAudience: "",
  productDescription: "",
  brandName: "",
  productName: "",
  keyMessage: "",
  callToAction: "",
  briefLanguage: "",
  categoryText: "",
  place: "",
  price: "",
  hours: "",
  offerKind: "",
  offerValue: "",
  locale: "",
  brandKitId: "",
  platforms: ["facebook"],
  languages: ["en"],
});

const text = (v: string) => (v.trim() ? v : undefined);

/** The offer as the schema takes it: its kind, with the per cent off for a discount; nothing when no kind is chosen. */
function offerOf(kind: string, value: string) {
  if (!kind) return undefined;
  const n = value.trim() ? Number(value) : undefined;
  return kind === "discount" ? { kind: kind as OfferKind, value: n } : { kind: kind as OfferKind };
}

/** The picker's choice: a kit's id, null for "No brand kit", left out (the server's default) when none is chosen. */
function kitOf(value: string): number | null | undefined {
  if (!value) return undefined;
  return value === NO_BRAND_KIT ? null : Number(value);
}

/**
 * The brief's fields as GenerationInput and the saved-brief schema read them (before parsing): empty text left out.
 * `category`: the lexicon id the typed "What you sell" names, if any.
 */
export function briefFields(state: BriefState, category: string | undefined) {
  return {
    businessType: state.businessType,
    targetAudience: state.targetAudience,
    tone: state.tone,
    productDescription: state.productDescription,
    brandName: text(state.brandName),
    keyMessage: text(state.keyMessage),
    callToAction: text(state.callToAction),
    productName: text(state.productName),
    briefLanguage: text(state.briefLanguage),
    category,
    place: text(state.place),
    price: text(state.price),
    hours: text(state.hours),
    offer: offerOf(state.offerKind, state.offerValue),
    locale: text(state.locale),
    brandKitId: kitOf(state.brandKitId),
    platforms: state.platforms,
    languages: state.languages,
  };
}

/** What a saved brief keeps of the form: what is filled in (a half-filled form too). */
export function toSavedBrief(state: BriefState, category: string | undefined): Record<string, unknown> {
  const fields: Record<string, unknown> = briefFields(state, category);
  for (const k of ["businessType", "tone", "targetAudience", "productDescription"])
    if (!String(fields[k]).trim()) delete fields[k];
  if (state.platforms.length === 0) delete fields.platforms;
  if (state.languages.length === 0) delete fields.languages;
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/** The form filled from a saved brief; `categoryName` names its category as the "What you sell" list does. */
export function fromSavedBrief(brief: Brief, categoryName: string | undefined): BriefState {
  const empty = emptyBrief();
  return {
    ...empty,
    businessType: brief.businessType ?? "",
    tone: brief.tone ?? "",
    targetAudience: brief.targetAudience ?? "",
    productDescription: brief.productDescription ?? "",
    brandName: brief.brandName ?? "",
    productName: brief.productName ?? "",
    keyMessage: brief.keyMessage ?? "",
    callToAction: brief.callToAction ?? "",
    briefLanguage: brief.briefLanguage ?? "",
    categoryText: categoryName ?? "",
    place: brief.place ?? "",
    price: brief.price ?? "",
    hours: brief.hours ?? "",
    offerKind: brief.offer?.kind ?? "",
    offerValue: brief.offer?.value !== undefined ? String(brief.offer.value) : "",
    locale: brief.locale ?? "",
    brandKitId: brief.brandKitId === null ? NO_BRAND_KIT : brief.brandKitId ? String(brief.brandKitId) : "",
    platforms: brief.platforms ?? empty.platforms,
    languages: brief.languages ?? empty.languages,
  };
}
