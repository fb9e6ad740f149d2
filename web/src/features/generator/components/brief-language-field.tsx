import { useEffect, useId, useRef, useState } from "react";
import type { DetectLanguageInput } from "@common/brief-language";
import { languageName, languages } from "@common/languages";
import { inputClasses } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { interfaceLanguage, useDetectedBriefLanguage } from "../api/detect-language";

/** How long the brief rests before its language is read again. */
export const BRIEF_LANGUAGE_DEBOUNCE_MS = 400;

/** The fields whose words the server reads the brief's language and category from. */
const fields = [
  "productDescription",
  "targetAudience",
  "keyMessage",
  "callToAction",
  "brandName",
  "productName",
  "businessType",
] as const;

/** The brief's words as the (uncontrolled) form holds them now. */
function briefOf(form: HTMLFormElement | null | undefined): DetectLanguageInput {
  const out: DetectLanguageInput = { interfaceLanguage: interfaceLanguage() };
  for (const name of fields) {
    const el = form?.elements.namedItem(name);
    const value =
      el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement
        ? el.value.trim()
        : "";
    if (value) out[name] = value;
  }
  return out;
}

/**
 * What the server reads the surrounding form's brief as (its language and category), read again once the words have
 * rested; `onReset` runs when the form is reset. Put `ref` on an element inside the form.
 */
export function useBriefReading(onReset?: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const [brief, setBrief] = useState<DetectLanguageInput>({ interfaceLanguage: interfaceLanguage() });
  const detected = useDetectedBriefLanguage(brief);
  const resetRef = useRef(onReset);
  resetRef.current = onReset;

  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onInput = (e: Event) => {
      const name = (e.target as HTMLInputElement | null)?.name;
      if (!fields.includes(name as (typeof fields)[number])) return;
      clearTimeout(timer);
      timer = setTimeout(() => setBrief(briefOf(form)), BRIEF_LANGUAGE_DEBOUNCE_MS);
    };
    const reset = () => {
      clearTimeout(timer);
      resetRef.current?.();
      setBrief({ interfaceLanguage: interfaceLanguage() });
    };
    // A form mounted again (after a refused request, or filled from a saved brief) is read at once.
    const initial = briefOf(form);
    if (Object.keys(initial).length > 1) setBrief(initial);
    form.addEventListener("input", onInput);
    form.addEventListener("change", onInput);
    form.addEventListener("reset", reset);
    return () => {
      clearTimeout(timer);
      form.removeEventListener("input", onInput);
      form.removeEventListener("change", onInput);
      form.removeEventListener("reset", reset);
    };
  }, []);

  const hasWords = [brief.productDescription, brief.targetAudience, brief.keyMessage, brief.callToAction].some(Boolean);
  return { ref, reading: hasWords ? detected.data : undefined };
}

/**
 * "Language of your brief": left on "Detect from my words", it says what language the server reads the brief as while
 * the user types (the reading generation makes) and lets the user change it before generating; a language chosen here
 * is sent as `briefLanguage` and stands.
 */
export function BriefLanguageField({ value, onChange }: { value?: string; onChange?: (code: string) => void } = {}) {
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const [own, setOwn] = useState("");
  // Controlled by the generator (its brief outlives this field); on its own state elsewhere.
  const choice = value ?? own;
  const setChoice = onChange ?? setOwn;
  const { ref, reading } = useBriefReading(() => setChoice(""));

  const change = () => {
    const select = selectRef.current;
    if (!select) return;
    select.focus();
    try {
      select.showPicker();
    } catch {
      // Browsers without showPicker (or without a user gesture) leave the focused list for the keyboard.
    }
  };

  return (
    <div ref={ref} className="grid gap-1.5">
      <Label htmlFor={id}>Language of your brief</Label>
      <select
        ref={selectRef}
        id={id}
        name="briefLanguage"
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        aria-describedby={`${id}-read ${id}-hint`}
        className={inputClasses}
      >
        <option value="">
          {reading && !choice ? `Detect from my words (${languageName(reading.language)})` : "Detect from my words"}
        </option>
        {languages.map((l) => (
          <option key={l.code} value={l.code}>
            {l.name}
          </option>
        ))}
      </select>
      <p id={`${id}-read`} role="status" className="text-sm">
        {choice ? (
          <>
            Your brief is in <strong>{languageName(choice)}</strong>, as you chose —{" "}
            <button type="button" className="underline" onClick={() => setChoice("")}>
              detect from my words
            </button>
          </>
        ) : reading ? (
          <>
            We read your brief as <strong>{languageName(reading.language)}</strong> —{" "}
            <button type="button" className="underline" onClick={change}>
              change
            </button>
            {reading.confident ? null : (
              <span className="text-muted-foreground">
                {" "}
                (your words do not show a language clearly, so we use the interface's)
              </span>
            )}
          </>
        ) : null}
      </p>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Your own words appear only in copy of this language; the other languages get copy written in their own words.
      </p>
    </div>
  );
}
