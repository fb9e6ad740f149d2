import {
  BRAND_KIT_LIMITS,
  type BrandColors,
  type BrandKit,
  BrandKitCreate,
  contrastRatio,
  DEFAULT_BRAND_COLORS,
  type FontPairing,
  MIN_CONTRAST,
} from "@common/brand-kits";
import type { Tone } from "@common/enums";

/** The logo as the form holds it: the kit's stored one, a new file read as a data URL, or removed. */
export type LogoChoice = { kind: "keep"; url: string | null } | { kind: "new"; dataUrl: string } | { kind: "remove" };

export interface KitFormValues {
  name: string;
  logo: LogoChoice;
  colors: BrandColors;
  fontPairing: FontPairing;
  tone: Tone | "";
  /** Comma- or newline-separated lists, as typed. */
  bannedWords: string;
  neverTranslate: string;
  hashtags: string;
  callToAction: string;
  website: string;
}

export type KitField = "name" | "logoData" | "colors" | "fontPairing" | "voice";
export type KitFieldErrors = Partial<Record<KitField, string>>;

export const emptyKit = (): KitFormValues => ({
  name: "",
  logo: { kind: "keep", url: null },
  colors: { ...DEFAULT_BRAND_COLORS },
  fontPairing: "plex",
  tone: "",
  bannedWords: "",
  neverTranslate: "",
  hashtags: "",
  callToAction: "",
  website: "",
});

export const valuesOf = (kit: BrandKit): KitFormValues => ({
  name: kit.name,
  logo: { kind: "keep", url: kit.logoUrl },
  colors: { ...kit.colors },
  fontPairing: kit.fontPairing,
  tone: kit.voice.tone ?? "",
  bannedWords: kit.voice.bannedWords.join(", "),
  neverTranslate: kit.voice.neverTranslate.join(", "),
  hashtags: kit.voice.hashtags.join(", "),
  callToAction: kit.voice.callToAction ?? "",
  website: kit.voice.website ?? "",
});

/** A list as typed: split on commas and new lines, each entry trimmed, empty ones dropped. */
export const listOf = (text: string) =>
  text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The text-on-background contrast, as the readout and the server's check see it. */
export function contrastOf(colors: BrandColors): { ratio: number; shown: string; ok: boolean } {
  const ratio = contrastRatio(colors.text, colors.background);
  const rounded = Math.round(ratio * 10) / 10;
  const shown = rounded >= MIN_CONTRAST && ratio < MIN_CONTRAST ? Math.floor(ratio * 10) / 10 : rounded;
  return { ratio, shown: `${shown}:1`, ok: ratio >= MIN_CONTRAST };
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The form as a request body, checked with the shared schema (BrandKitCreate: every kit field, both for a new kit and
 * an edit, which sends them all), or the first message of each field that fails. The logo goes only when it changed.
 */
export function toKitBody(
  values: KitFormValues,
): { body: BrandKitCreate; errors: null } | { body: null; errors: KitFieldErrors } {
  const body = {
    name: values.name,
    colors: values.colors,
    fontPairing: values.fontPairing,
    voice: {
      tone: values.tone || null,
      bannedWords: listOf(values.bannedWords),
      neverTranslate: listOf(values.neverTranslate),
      hashtags: listOf(values.hashtags),
      callToAction: values.callToAction.trim() || null,
      website: values.website.trim() || null,
    },
    ...(values.logo.kind === "new" ? { logoData: values.logo.dataUrl } : {}),
    ...(values.logo.kind === "remove" ? { logoData: null } : {}),
  };
  const errors: KitFieldErrors = {};
  const parsed = BrandKitCreate.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "") as KitField;
      errors[field] ??= issue.message;
    }
  if (Object.values(values.colors).every((c) => HEX.test(c)) && !errors.colors) {
    const c = contrastOf(values.colors);
    if (!c.ok)
      errors.colors = `Text ${values.colors.text.toLowerCase()} on background ${values.colors.background.toLowerCase()} has a contrast of ${c.shown}; it needs at least ${MIN_CONTRAST}:1 to be readable`;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { body: null, errors };
  const { logoData, ...rest } = parsed.data;
  return { body: { ...rest, ...("logoData" in body ? { logoData } : {}) }, errors: null };
}

export const LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

/** What is wrong with a chosen logo file before it is read, or null. */
export function logoFileProblem(file: Pick<File, "type" | "size">): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type))
    return "The logo must be a PNG, JPEG or WebP image. SVG and other formats are not accepted: export the logo as a PNG and upload that.";
  if (file.size > BRAND_KIT_LIMITS.logoBytes)
    return `The logo is too large (the limit is ${BRAND_KIT_LIMITS.logoBytes / 1024 / 1024} MB)`;
  return null;
}
