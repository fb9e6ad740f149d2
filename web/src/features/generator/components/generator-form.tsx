import { type ChangeEvent, useState } from "react";
import { Check, ImagePlus, Loader2, RotateCcw, X } from "lucide-react";
import { businessTypes, tones } from "@common/business";
import { languages } from "@common/languages";
import { platforms } from "@common/platforms";
import { Button } from "@web/components/ui/button";
import { Field, inputClasses } from "@web/components/ui/field";
import { cn } from "@web/lib/cn";
import type { TextField } from "../brief-state";
import type { useGenerator } from "../hooks/use-generator";
import { BrandKitPicker } from "./brand-kit-picker";
import { BriefLanguageField } from "./brief-language-field";
import { CategoryField } from "./category-field";
import { LIMIT_REASON_ID, LimitBanner } from "./limit-banner";
import { OfferFields } from "./offer-fields";
import { SavedBriefs } from "./saved-briefs";

const sectionTitle = "flex items-center gap-3 font-mono text-lg font-bold";
const step = "grid h-7 w-7 place-items-center bg-foreground font-mono text-sm text-background";

type GeneratorFormProps = Pick<
  ReturnType<typeof useGenerator>,
  | "formRef"
  | "inputRef"
  | "file"
  | "previewUrl"
  | "choose"
  | "remove"
  | "brief"
  | "setField"
  | "formVersion"
  | "block"
  | "loadBrief"
  | "briefToSave"
  | "startOver"
  | "selectedPlatforms"
  | "togglePlatform"
  | "selectedLanguages"
  | "toggleLanguage"
  | "pending"
  | "submit"
>;

/**
 * The generator's three steps (photo, brief, platforms and languages), under the limit banner and the saved briefs;
 * every field is controlled: the brief and the request live in useGenerator.
 */
export function GeneratorForm({
  formRef,
  inputRef,
  file,
  previewUrl,
  choose,
  remove,
  brief,
  setField,
  formVersion,
  block,
  loadBrief,
  briefToSave,
  startOver,
  selectedPlatforms,
  togglePlatform,
  selectedLanguages,
  toggleLanguage,
  pending,
  submit,
}: GeneratorFormProps) {
  const [dragOver, setDragOver] = useState(false);
  const bind = (name: TextField) => ({
    name,
    value: brief[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setField(name, e.target.value),
  });

  return (
    <>
      {block ? <LimitBanner block={block} /> : null}
      <SavedBriefs onLoad={loadBrief} briefToSave={briefToSave} />
      <form
        key={formVersion}
        ref={formRef}
        onSubmit={(e) => void submit(e)}
        className="mt-6 grid gap-8"
        noValidate
        aria-label="Brief"
      >
        <section aria-labelledby="s1" className="border border-border bg-surface p-6">
          <h2 id="s1" className={sectionTitle}>
            <span className={step}>1</span> Upload image
          </h2>
          {file && previewUrl ? (
            <div className="mt-5 flex flex-wrap items-start gap-5">
              <img src={previewUrl} alt="Selected product" className="h-40 w-40 border border-border object-cover" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-mono text-sm font-bold" data-testid="file-name">
                  {file.name}
                </p>
                <p className="mt-1 font-mono text-sm text-muted-foreground" data-testid="file-size">
                  {(file.size / (1024 * 1024)).toFixed(2)} MB
                </p>
                <Button variant="outline" size="sm" className="mt-4" onClick={remove}>
                  <X aria-hidden className="h-4 w-4" /> Remove
                </Button>
              </div>
            </div>
          ) : (
            // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the Browse button inside it is the keyboard path
            <div
              onDragOver={(e) => {
                e.preventDefault();
                setDragOver(true);
              }}
              onDragLeave={() => setDragOver(false)}
              onDrop={(e) => {
                e.preventDefault();
                setDragOver(false);
                choose(e.dataTransfer.files[0]);
              }}
              data-testid="drop-zone"
              data-drag-over={dragOver || undefined}
              className={cn(
                "mt-5 flex flex-col items-center justify-center gap-3 border-2 border-dashed p-10 text-center transition",
                dragOver ? "border-accent bg-accent-soft" : "border-border",
              )}
            >
              <ImagePlus aria-hidden className="h-10 w-10 text-accent-text" />
              <p className="font-medium">Drag and drop a product photo here</p>
              <p className="text-sm text-muted-foreground">
                JPEG, PNG or WebP. Large photos are resized in your browser before upload.
              </p>
              <Button variant="outline" onClick={() => inputRef.current?.click()}>
                Browse files
              </Button>
            </div>
          )}
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label="Product image"
            onChange={(e) => choose(e.target.files?.[0])}
          />
        </section>

        <section aria-labelledby="s2" className="border border-border bg-surface p-6">
          <h2 id="s2" className={sectionTitle}>
            <span className={step}>2</span> Business information
          </h2>
          <div className="mt-5 grid gap-5 md:grid-cols-2">
            <label className="grid gap-1.5">
              <span className="font-mono text-xs font-bold tracking-widest">Business type</span>
              <select {...bind("businessType")} required className={inputClasses}>
                <option value="" disabled>
                  Select a business type
                </option>
                {businessTypes.map((b) => (
                  <option key={b}>{b}</option>
                ))}
              </select>
            </label>
            <label className="grid gap-1.5">
              <span className="font-mono text-xs font-bold tracking-widest">Tone</span>
              <select {...bind("tone")} required className={inputClasses}>
                <option value="" disabled>
                  Select a tone
                </option>
                {tones.map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </select>
            </label>
            <Field
              label="Target audience"
              {...bind("targetAudience")}
              placeholder="e.g. busy commuters in the city"
              required
            />
            <Field label="Brand name (optional)" {...bind("brandName")} placeholder="e.g. Kafé Nord" />
            <Field
              label="Product name (optional)"
              {...bind("productName")}
              placeholder="e.g. Nord Espresso"
              hint="A name, kept as written in every language."
            />
            <BriefLanguageField value={brief.briefLanguage} onChange={(v) => setField("briefLanguage", v)} />
            <BrandKitPicker value={brief.brandKitId} onChange={(v) => setField("brandKitId", v)} />
            <label className="grid gap-1.5 md:col-span-2">
              <span className="font-mono text-xs font-bold tracking-widest">Product description</span>
              <textarea
                {...bind("productDescription")}
                required
                rows={3}
                className={inputClasses}
                placeholder="What are you selling? e.g. small-batch espresso roasted every Monday"
              />
            </label>
            <Field
              label="Key message (optional)"
              {...bind("keyMessage")}
              placeholder="e.g. Roasted this week, delivered tomorrow"
            />
            <Field label="Call to action (optional)" {...bind("callToAction")} placeholder="e.g. Order today" />
            <CategoryField value={brief.categoryText} onChange={(v) => setField("categoryText", v)} />
            <OfferFields
              kind={brief.offerKind}
              value={brief.offerValue}
              onKindChange={(v) => setField("offerKind", v)}
              onValueChange={(v) => setField("offerValue", v)}
            />
            <Field
              label="Place (optional)"
              {...bind("place")}
              maxLength={80}
              placeholder="e.g. Alfama, Lisbon"
              hint="Where you are, kept as written in every language."
            />
            <Field label="Price (optional)" {...bind("price")} maxLength={40} placeholder="e.g. from €12" />
            <Field label="Opening hours (optional)" {...bind("hours")} maxLength={80} placeholder="e.g. Tue–Sun 8–18" />
          </div>
        </section>

        <section aria-labelledby="s3" className="border border-border bg-surface p-6">
          <h2 id="s3" className={sectionTitle}>
            <span className={step}>3</span> Platforms and languages
          </h2>
          <fieldset className="mt-5">
            <legend className="font-mono text-xs font-bold tracking-widest">PLATFORMS</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {platforms.map((p) => {
                const on = selectedPlatforms.includes(p.id);
                return (
                  <label
                    key={p.id}
                    className={cn(
                      // The checkbox is visually hidden, so its keyboard focus is drawn on the chip.
                      "flex cursor-pointer items-center gap-2 border px-3 py-2 font-mono text-sm",
                      "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--ring)]",
                      on ? "border-accent bg-accent-soft font-bold" : "border-border",
                    )}
                  >
                    <input type="checkbox" className="sr-only" checked={on} onChange={() => togglePlatform(p.id)} />
                    {on ? <Check aria-hidden className="h-4 w-4 text-accent-text" /> : null}
                    {p.name}
                  </label>
                );
              })}
            </div>
          </fieldset>
          <fieldset className="mt-6">
            <legend className="font-mono text-xs font-bold tracking-widest">LANGUAGES</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-5">
              {languages.map((l) => (
                <label key={l.code} className="flex cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={selectedLanguages.includes(l.code)}
                    onChange={() => toggleLanguage(l.code)}
                    className="h-4 w-4 accent-[var(--accent)]"
                  />
                  {l.name}
                </label>
              ))}
            </div>
          </fieldset>
        </section>

        <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
          <Button
            type="submit"
            size="lg"
            disabled={pending || !file || block !== null}
            aria-describedby={block ? LIMIT_REASON_ID : undefined}
          >
            {pending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : null}
            Generate AI Ad Copy
          </Button>
          <Button type="button" variant="outline" size="lg" onClick={startOver}>
            <RotateCcw aria-hidden className="h-4 w-4" /> Start over
          </Button>
        </div>
      </form>
    </>
  );
}
