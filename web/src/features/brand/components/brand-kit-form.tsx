import { useId } from "react";
import { FieldError } from "@web/components/ui/field";
import {
  BRAND_KIT_LIMITS,
  type BrandColors,
  type BrandKit,
  fontPairingIds,
  fontPairings,
  MIN_CONTRAST,
} from "@common/brand-kits";
import { tones } from "@common/business";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Input, inputClasses, Textarea } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { useKitForm } from "../hooks/use-kit-form";
import { contrastOf, listOf, LOGO_TYPES } from "../kit-form";
import { BrandPreview } from "./brand-preview";

const colorFields: { key: keyof BrandColors; label: string; hint: string }[] = [
  { key: "primary", label: "Primary colour", hint: "Bands and panels behind the headline" },
  { key: "accent", label: "Accent colour", hint: "The call-to-action button" },
  { key: "text", label: "Text colour", hint: "Text on the background colour" },
  { key: "background", label: "Background colour", hint: "The ground of card and split layouts" },
];

/**
 * A kit's editor beside its live preview: name, logo (PNG, JPEG or WebP, previewed), the four colours with the
 * text-on-background contrast read out as they change, the font pairing and the voice.
 */
export function BrandKitForm({
  kit,
  onSaved,
  onCancel,
}: {
  kit: BrandKit | null;
  onSaved: (kit: BrandKit) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { values, errors, serverError, set, setColor, chooseLogo, submit, pending } = useKitForm(kit, onSaved);
  const contrast = contrastOf(values.colors);
  const logoUrl =
    values.logo.kind === "new" ? values.logo.dataUrl : values.logo.kind === "keep" ? values.logo.url : null;
  const listHint = "Separate entries with commas or new lines.";

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form noValidate onSubmit={submit} aria-label={kit ? `Edit ${kit.name}` : "New brand kit"} className="grid gap-5">
        {serverError ? <Alert title="KIT NOT SAVED">{serverError}</Alert> : null}

        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            id={`${id}-name`}
            value={values.name}
            maxLength={BRAND_KIT_LIMITS.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            onChange={(e) => set("name", e.target.value)}
          />
          <FieldError id={`${id}-name-error`} error={errors.name} />
        </div>

        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-logo`}>Logo</Label>
          <div className="flex flex-wrap items-center gap-4">
            {logoUrl ? (
              <img src={logoUrl} alt="Logo preview" className="h-16 max-w-40 border border-border object-contain p-1" />
            ) : (
              <span className="font-mono text-xs text-muted-foreground">No logo</span>
            )}
            <input
              id={`${id}-logo`}
              type="file"
              accept={LOGO_TYPES.join(",")}
              aria-describedby={`${id}-logo-hint${errors.logoData ? ` ${id}-logo-error` : ""}`}
              onChange={(e) => void chooseLogo(e.target.files?.[0])}
              className="text-sm"
            />
            {logoUrl ? (
              <Button type="button" variant="outline" size="sm" onClick={() => set("logo", { kind: "remove" })}>
                Remove logo
              </Button>
            ) : null}
          </div>
          <p id={`${id}-logo-hint`} className="text-xs text-muted-foreground">
            PNG, JPEG or WebP, at most {BRAND_KIT_LIMITS.logoBytes / 1024 / 1024} MB; stored at up to{" "}
            {BRAND_KIT_LIMITS.logoStoredSide} px with its transparency. SVG is not accepted.
          </p>
          <FieldError id={`${id}-logo-error`} error={errors.logoData} />
        </div>

        <fieldset className="grid gap-3">
          <legend className="mb-2 font-mono text-sm font-semibold">Colours</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {colorFields.map((f) => (
              <div key={f.key} className="grid gap-1.5">
                <Label htmlFor={`${id}-${f.key}`}>{f.label}</Label>
                <div className="flex items-center gap-2">
                  <input
                    id={`${id}-${f.key}`}
                    type="color"
                    value={values.colors[f.key]}
                    onChange={(e) => setColor(f.key, e.target.value)}
                    className="h-10 w-14 cursor-pointer border border-border bg-surface"
                  />
                  <Input
                    aria-label={`${f.label} (hex)`}
                    value={values.colors[f.key]}
                    onChange={(e) => setColor(f.key, e.target.value)}
                    className="font-mono"
                  />
                </div>
                <p className="text-xs text-muted-foreground">{f.hint}</p>
              </div>
            ))}
          </div>
          <p
            role="status"
            data-testid="contrast-readout"
            className={contrast.ok ? "text-sm text-muted-foreground" : "text-sm font-medium text-destructive"}
          >
            Text on background: {contrast.shown}{" "}
            {contrast.ok ? "— readable" : `— needs at least ${MIN_CONTRAST}:1 to be readable`}
          </p>
          <FieldError id={`${id}-colors-error`} error={errors.colors} />
        </fieldset>

        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-fonts`}>Font pairing</Label>
          <select
            id={`${id}-fonts`}
            value={values.fontPairing}
            onChange={(e) => set("fontPairing", e.target.value as typeof values.fontPairing)}
            className={inputClasses}
          >
            {fontPairingIds.map((p) => (
              <option key={p} value={p}>
                {fontPairings[p].label}
              </option>
            ))}
          </select>
          <p className="text-xs text-muted-foreground">
            Arabic, Hebrew, Devanagari, Japanese, Korean and Chinese are set in the Noto face of their script.
          </p>
        </div>

        <fieldset className="grid gap-4">
          <legend className="mb-2 font-mono text-sm font-semibold">Voice</legend>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-tone`}>Default tone</Label>
            <select
              id={`${id}-tone`}
              value={values.tone}
              onChange={(e) => set("tone", e.target.value as typeof values.tone)}
              className={inputClasses}
            >
              <option value="">The brief's tone</option>
              {tones.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          {(
            [
              ["bannedWords", "Words never to use", BRAND_KIT_LIMITS.words, BRAND_KIT_LIMITS.wordLength],
              ["neverTranslate", "Terms never to translate", BRAND_KIT_LIMITS.terms, BRAND_KIT_LIMITS.termLength],
              ["hashtags", "Preferred hashtags", BRAND_KIT_LIMITS.hashtags, BRAND_KIT_LIMITS.hashtagLength],
            ] as const
          ).map(([key, label, max, length]) => (
            <div key={key} className="grid gap-1.5">
              <Label htmlFor={`${id}-${key}`}>{label}</Label>
              <Textarea
                id={`${id}-${key}`}
                value={values[key]}
                rows={2}
                onChange={(e) => set(key, e.target.value)}
                className="min-h-16"
              />
              <p className="text-xs text-muted-foreground">
                {listHint} Up to {max} entries of {length} characters ({listOf(values[key]).length} now).
              </p>
            </div>
          ))}
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-cta`}>Default call to action</Label>
              <Input
                id={`${id}-cta`}
                value={values.callToAction}
                maxLength={BRAND_KIT_LIMITS.callToAction}
                placeholder="e.g. Shop now"
                onChange={(e) => set("callToAction", e.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-website`}>Website or handle</Label>
              <Input
                id={`${id}-website`}
                value={values.website}
                maxLength={BRAND_KIT_LIMITS.website}
                placeholder="e.g. brewhaus.example or @brewhaus"
                onChange={(e) => set("website", e.target.value)}
              />
            </div>
          </div>
          <FieldError id={`${id}-voice-error`} error={errors.voice} />
        </fieldset>

        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner /> : null}
            {kit ? "Save changes" : "Create brand kit"}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>

      <div className="grid content-start gap-2">
        <p className="font-mono text-xs tracking-[0.2em] text-muted-foreground">PREVIEW</p>
        <BrandPreview
          colors={values.colors}
          fontPairing={values.fontPairing}
          logoKitId={kit && values.logo.kind === "keep" ? kit.id : null}
          headline={
            values.name.trim() ? `${values.name.trim()}: your headline, your colours` : "Your headline, your colours"
          }
          callToAction={values.callToAction.trim() || "Shop now"}
          caption={values.website.trim() || null}
        />
      </div>
    </div>
  );
}
