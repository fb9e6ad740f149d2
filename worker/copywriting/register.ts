import type { Tone } from "@common/business";
import type { FormalTone, LanguageBank } from "./banks/types";

/**
 * The register a campaign is written in (issue 27, deliverable 3): one per campaign, chosen by its tone. A
 * Professional, Trustworthy or Luxury campaign addresses the reader formally (Sie, usted, Lei, u, Państwo, o senhor,
 * 您) in the languages whose bank has a formal register; every other tone, and every other language, keeps the bank's
 * own (which in French, Russian, Turkish or Japanese is already the polite one).
 */
const formalTones: Record<Tone, FormalTone | null> = {
  Professional: "professional",
  "Trustworthy & Reliable": "trustworthy",
  "Luxury & Sophisticated": "luxury",
  "Friendly & Casual": null,
  "Energetic & Bold": null,
  "Creative & Artistic": null,
  "Fun & Playful": null,
  "Urgent & Action-Oriented": null,
};

/** Whether a campaign in this tone is written in the formal register where the language has one. */
export function formalTone(tone: Tone): boolean {
  return formalTones[tone] !== null;
}

const formalBanks = new WeakMap<LanguageBank, LanguageBank>();

/**
 * The bank in the formal register: its formal fields in place of its own, the formal tones beside its others (only
 * the formal tones are ever used with it). A bank without one is returned as it is.
 */
export function inRegister(bank: LanguageBank, formal: boolean): LanguageBank {
  if (!formal || !bank.formal) return bank;
  let out = formalBanks.get(bank);
  if (!out) {
    const { cta, titles, conceptTitles, angles, tones, ...rest } = bank.formal;
    out = {
      ...bank,
      ...rest,
      cta,
      titles: { ...bank.titles, ...titles },
      conceptTitles: { ...bank.conceptTitles, ...conceptTitles },
      angles: { ...bank.angles, ...angles },
      tones: { ...bank.tones, ...tones },
    };
    formalBanks.set(bank, out);
  }
  return out;
}
