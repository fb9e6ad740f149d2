import type { LanguageCode } from "@common/languages";

/**
 * Opening hours typed as a bare range ("7–22", "11:00–21:00", "9.30-18") written as each language writes a time range
 * in an ad ("7am–10pm", "de 7 h à 22 h", "von 7 bis 22 Uhr", "klo 7–22", "7:00〜22:00"). Anything else (days, words, several
 * ranges) is the user's text and stays as typed.
 */
export function formatHours(hours: string, language: LanguageCode): string {
  const m =
    /^\s*(\d{1,2})(?:[:.h](\d{2}))?\s*(?:[–—-]|to|bis|à|a)\s*(\d{1,2})(?:[:.h](\d{2}))?\s*(?:h|uhr)?\s*$/iu.exec(hours);
  if (!m) return hours;
  const [h1, m1, h2, m2] = [Number(m[1]), m[2] ?? "00", Number(m[3]), m[4] ?? "00"];
  if (h1 > 24 || h2 > 24 || Number(m1) > 59 || Number(m2) > 59) return hours;
  const range = rangeFormats[language] ?? rangeFormats.en!;
  return range({ h: h1, m: m1 }, { h: h2, m: m2 });
}

interface Time {
  h: number;
  m: string;
}

const plain = (t: Time) => (t.m === "00" ? String(t.h) : `${t.h}:${t.m}`);
const clock = (t: Time) => `${t.h}:${t.m}`;
const padded = (t: Time) => `${String(t.h).padStart(2, "0")}:${t.m}`;
const twelve = (t: Time) => {
  const h = t.h % 12 === 0 ? 12 : t.h % 12;
  return `${h}${t.m === "00" ? "" : `:${t.m}`}${t.h < 12 || t.h === 24 ? "am" : "pm"}`;
};
const french = (t: Time) => (t.m === "00" ? `${t.h} h` : `${t.h} h ${t.m}`);

const rangeFormats: Partial<Record<LanguageCode, (a: Time, b: Time) => string>> = {
  en: (a, b) => `${twelve(a)}–${twelve(b)}`,
  fr: (a, b) => `de ${french(a)} à ${french(b)}`,
  de: (a, b) => `von ${plain(a)} bis ${plain(b)} Uhr`,
  nl: (a, b) => `van ${plain(a)} tot ${plain(b)} uur`,
  es: (a, b) => `de ${clock(a)} a ${clock(b)}`,
  it: (a, b) => `dalle ${clock(a)} alle ${clock(b)}`,
  pt: (a, b) => `das ${plain(a)}h às ${plain(b)}h`,
  pl: (a, b) => `${clock(a)}–${clock(b)}`,
  ru: (a, b) => `с ${clock(a)} до ${clock(b)}`,
  tr: (a, b) => `${padded(a)}–${padded(b)}`,
  sv: (a, b) => `kl. ${plain(a)}–${plain(b)}`,
  da: (a, b) => `kl. ${plain(a)}–${plain(b)}`,
  no: (a, b) => `kl. ${plain(a)}–${plain(b)}`,
  fi: (a, b) => `klo ${plain(a)}–${plain(b)}`,
  ja: (a, b) => `${clock(a)}〜${clock(b)}`,
  ko: (a, b) => `${clock(a)}~${clock(b)}`,
  zh: (a, b) => `${clock(a)}–${clock(b)}`,
  ar: (a, b) => `${clock(a)}–${clock(b)}`,
  he: (a, b) => `${clock(a)}–${clock(b)}`,
  hi: (a, b) => `${clock(a)}–${clock(b)}`,
};
