import { useId, useMemo, useState } from "react";
import { inputClasses } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { interfaceLanguage } from "../api/detect-language";
import { useCategories } from "../api/categories";
import { useBriefReading } from "./brief-language-field";

/**
 * "What you sell": the lexicon category the copy names the business and its products with in every language. Left
 * empty it shows what the server reads from the brief (the reading generation makes); the user may type to search the
 * list and pick another, which is sent as `category` and stands.
 */
export function CategoryField({ value, onChange }: { value?: string; onChange?: (text: string) => void } = {}) {
  const id = useId();
  const [own, setOwn] = useState("");
  // Controlled by the generator (its brief outlives this field); on its own state elsewhere.
  const text = value ?? own;
  const setText = onChange ?? setOwn;
  const { ref, reading } = useBriefReading(() => setText(""));
  const list = useCategories(interfaceLanguage());
  const byName = useMemo(
    () => new Map((list.data?.categories ?? []).map((c) => [c.name.toLocaleLowerCase(), c])),
    [list.data],
  );
  const nameOf = (cid: string | null | undefined) => list.data?.categories.find((c) => c.id === cid)?.name;
  const chosen = byName.get(text.trim().toLocaleLowerCase());
  const detected = nameOf(reading?.category);
  const unknown = text.trim() !== "" && !chosen;

  return (
    <div ref={ref} className="grid gap-1.5">
      <Label htmlFor={id}>What you sell</Label>
      <input
        id={id}
        type="search"
        list={`${id}-list`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={detected ? `${detected} (read from your words)` : "Type to search, e.g. bakery, yoga studio"}
        aria-describedby={`${id}-read`}
        aria-invalid={unknown || undefined}
        autoComplete="off"
        className={inputClasses}
      />
      <datalist id={`${id}-list`}>
        {(list.data?.categories ?? []).map((c) => (
          <option key={c.id} value={c.name} />
        ))}
      </datalist>
      <input type="hidden" name="category" value={chosen?.id ?? ""} />
      <p id={`${id}-read`} role="status" className="text-sm">
        {chosen ? (
          <>
            The copy names it as <strong>{chosen.name}</strong>, as you chose —{" "}
            <button type="button" className="underline" onClick={() => setText("")}>
              read it from my words
            </button>
          </>
        ) : unknown ? (
          <span className="text-destructive">Pick one of the list, or clear the field to let us read it.</span>
        ) : detected ? (
          <>
            We read it as <strong>{detected}</strong>: every language names it with its own words. Wrong? Type to pick
            another.
          </>
        ) : (
          <span className="text-muted-foreground">
            Describe your product and we pick the category; until then the copy uses your business type's words.
          </span>
        )}
      </p>
    </div>
  );
}
