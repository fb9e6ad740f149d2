import { useId, useState } from "react";
import type { OfferKind } from "@common/generation";
import { inputClasses } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";

/** The offers a brief may state, as the form names them; each language says the chosen one in its own words. */
export const offerLabels: Record<OfferKind, string> = {
  firstFree: "First visit or class free",
  freeConsultation: "Free consultation",
  discount: "A discount (per cent off)",
  freeDelivery: "Free delivery",
  sameDay: "Same-day service",
  madeToOrder: "Made to order",
  limitedTime: "For a limited time",
  new: "New (just launched)",
};

/** "Offer": none, or one kind from the closed list; a discount asks for its per cent. */
export function OfferFields({
  kind: kindValue,
  value,
  onKindChange,
  onValueChange,
}: {
  kind?: string;
  value?: string;
  onKindChange?: (kind: string) => void;
  onValueChange?: (value: string) => void;
} = {}) {
  const id = useId();
  const [own, setOwn] = useState("");
  // Controlled by the generator (its brief outlives this field); on its own state elsewhere.
  const kind = kindValue ?? own;
  const setKind = onKindChange ?? setOwn;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Offer (optional)</Label>
      <div className="flex gap-2">
        <select
          id={id}
          name="offerKind"
          value={kind}
          onChange={(e) => setKind(e.target.value)}
          className={inputClasses}
          aria-describedby={`${id}-hint`}
        >
          <option value="">No offer</option>
          {Object.entries(offerLabels).map(([k, label]) => (
            <option key={k} value={k}>
              {label}
            </option>
          ))}
        </select>
        {kind === "discount" ? (
          <label className="flex items-center gap-1 font-mono text-sm">
            <input
              name="offerValue"
              type="number"
              {...(value !== undefined ? { value, onChange: (e) => onValueChange?.(e.target.value) } : {})}
              min={1}
              max={90}
              step={1}
              required
              aria-label="Per cent off"
              className={`${inputClasses} w-20`}
            />
            %
          </label>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Stated in every language, and the call to action carries it ("Book a free consultation"). The copy never says
        free, new or a discount you did not choose.
      </p>
    </div>
  );
}
