import { useId } from "react";
import { Link } from "react-router";
import { paths } from "@common/paths";
import { inputClasses } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { useBrandKits } from "@web/lib/brand-kits";

/** The form's value for "no brand kit" (the server reads it as `brandKitId: null`). */
export const NO_BRAND_KIT = "none";

/**
 * The brand kit a concept follows: the account's kits, the most recently used first and chosen by default, or none.
 * Hidden while the account has no kit (a link to /brand says where to make one).
 */
export function BrandKitPicker({ value, onChange }: { value?: string; onChange?: (value: string) => void } = {}) {
  const id = useId();
  const kits = useBrandKits();
  if (!kits.data) return null;
  if (kits.data.length === 0)
    return (
      <p className="text-xs text-muted-foreground md:col-span-2">
        Keep your logo, colours and voice in a{" "}
        <Link to={paths.brand} className="underline">
          brand kit
        </Link>{" "}
        and every concept follows it.
      </p>
    );
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Brand kit</Label>
      <select
        key={kits.data.map((k) => k.id).join(",")}
        id={id}
        name="brandKitId"
        {...(value !== undefined
          ? // "" is the default: the kit used last, first in the list.
            { value: value || String(kits.data[0]!.id), onChange: (e) => onChange?.(e.target.value) }
          : { defaultValue: String(kits.data[0]!.id) })}
        className={inputClasses}
      >
        {kits.data.map((k) => (
          <option key={k.id} value={String(k.id)}>
            {k.name}
          </option>
        ))}
        <option value={NO_BRAND_KIT}>No brand kit</option>
      </select>
    </div>
  );
}
