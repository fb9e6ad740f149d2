import { type ReactNode, useId, useState } from "react";
import {
  type ConceptCreative,
  creativeAlt,
  creativeLanguages,
  creativeLayoutNames,
  creativeSizeKeys,
} from "@common/creatives";
import { languageByCode } from "@common/languages";
import { platformOfSize } from "@common/platforms";
import { inputClasses } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import {
  automaticLayout,
  creativeSize,
  creativeSrc,
  findCreative,
  type LayoutChoice,
  layoutOptions,
} from "@web/lib/creatives";
import { useScriptFonts } from "@web/lib/script-fonts";
import { CreativeImage } from "./creative-image";

/**
 * How a size's layout can be changed here: `save` switches it for the concept (the owner; `onLayoutChange` sends it),
 * `preview` shows another layout without saving (a visitor on an example), `none` only names it (a shared page).
 */
export type LayoutMode = "save" | "preview" | "none";

/**
 * A concept's creatives, one per rendition size, in one language at a time: a language picker (the concept's
 * languages), per size the picture and its layout switcher; with `photo`, a Creatives / Photos switch shows the plain
 * renditions in the same places instead.
 */
export function CreativeGallery({
  creatives,
  versionOf,
  photo,
  layoutMode = "none",
  onLayoutChange,
  label = "Creatives",
}: {
  creatives: readonly ConceptCreative[];
  /** A size's version (web/src/lib/use-creative-versions.ts): when it changes, the browser asks for the picture again. */
  versionOf?: (sizeKey: string) => string | null;
  /** Draws one plain rendition with the given classes; without it only creatives are shown. */
  photo?: (sizeKey: string, className: string) => ReactNode;
  layoutMode?: LayoutMode;
  /** Saves a size's layout; resolves once the concept with its new creatives is back (rejects on failure). */
  onLayoutChange?: (sizeKey: string, layout: LayoutChoice) => Promise<unknown>;
  /** The accessible name of the list. */
  label?: string;
}) {
  const languages = creativeLanguages(creatives);
  const sizeKeys = creativeSizeKeys(creatives);
  useScriptFonts(languages);
  const [language, setLanguage] = useState(languages[0] ?? "en");
  const [view, setView] = useState<"creatives" | "photos">("creatives");
  // What the owner picked, so a layout chosen on purpose is not shown as "Automatic" when they coincide.
  const [picked, setPicked] = useState<Record<string, LayoutChoice>>({});
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const languageId = useId();
  const lang = languages.includes(language) ? language : (languages[0] ?? "en");

  if (!creatives.length)
    return (
      <p className="border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        This concept has no renditions to set a creative on.
      </p>
    );

  const choose = async (sizeKey: string, layout: LayoutChoice) => {
    if (layoutMode === "preview" || !onLayoutChange) {
      setPicked((p) => ({ ...p, [sizeKey]: layout }));
      return;
    }
    setPending((p) => ({ ...p, [sizeKey]: true }));
    try {
      await onLayoutChange(sizeKey, layout);
      setPicked((p) => ({ ...p, [sizeKey]: layout }));
    } catch {
      // The caller says what went wrong; the switcher keeps showing the layout that is still saved.
    } finally {
      setPending((p) => ({ ...p, [sizeKey]: false }));
    }
  };

  return (
    <div className="@container grid min-w-0 gap-4">
      <div className={cn("flex flex-wrap items-end gap-3", photo ? "justify-between" : "justify-start")}>
        {photo ? (
          <fieldset aria-label="Show" className="flex min-w-0 border border-border font-mono text-xs">
            {(["creatives", "photos"] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => setView(v)}
                className={cn("min-h-10 px-3", view === v ? "bg-accent text-accent-foreground" : "hover:bg-surface-2")}
              >
                {v === "creatives" ? "Creatives" : "Photos"}
              </button>
            ))}
          </fieldset>
        ) : null}
        {languages.length > 1 ? (
          // Kept in place (hidden) while the photos show, so the row does not jump.
          <div className={cn("grid gap-1", view === "photos" && "invisible")}>
            <label htmlFor={languageId} className="font-mono text-xs text-muted-foreground">
              Language
            </label>
            <select
              id={languageId}
              value={lang}
              onChange={(e) => setLanguage(e.target.value)}
              className={cn(inputClasses, "w-auto py-2 text-sm")}
            >
              {languages.map((code) => {
                const facts = languageByCode(code);
                return (
                  <option key={code} value={code}>
                    {facts ? `${facts.name}${facts.nativeName !== facts.name ? ` · ${facts.nativeName}` : ""}` : code}
                  </option>
                );
              })}
            </select>
          </div>
        ) : null}
      </div>
      <ul aria-label={label} className="columns-1 gap-4 @xl:columns-2 @4xl:columns-3">
        {sizeKeys.map((sizeKey, index) => {
          const size = creativeSize(sizeKey);
          const platform = platformOfSize(sizeKey);
          const creative = findCreative(creatives, sizeKey, lang);
          if (!size || !platform) return null;
          const chosen = picked[sizeKey];
          const listed = creative?.layout ?? automaticLayout(sizeKey);
          // The layout the concept lists; "auto" while it is the one Automatic picks and no other was chosen here.
          const saved: LayoutChoice =
            chosen === listed ? listed : listed === automaticLayout(sizeKey) ? "auto" : listed;
          const value = layoutMode === "preview" ? (chosen ?? "auto") : saved;
          const previewed = layoutMode === "preview" && chosen && chosen !== "auto";
          return (
            <li
              key={sizeKey}
              className="mb-4 break-inside-avoid border border-border bg-surface"
              data-testid={`creative-${sizeKey}`}
            >
              <figure>
                {view === "photos" && photo ? (
                  <div className="relative bg-surface-2" style={{ aspectRatio: `${size.width} / ${size.height}` }}>
                    {photo(sizeKey, "absolute inset-0 h-full w-full object-cover")}
                  </div>
                ) : creative ? (
                  <CreativeImage
                    src={previewed ? `${creative.url}&layout=${chosen}` : creativeSrc(creative, versionOf?.(sizeKey))}
                    alt={creativeAlt(sizeKey, lang)}
                    width={size.width}
                    height={size.height}
                    priority={index === 0}
                  />
                ) : null}
                <figcaption className="grid gap-2 px-3 py-2 font-mono text-xs">
                  <span className="flex justify-between gap-2">
                    <span className="font-bold">
                      {platform.name} · {size.label}
                    </span>
                    <span className="text-muted-foreground">
                      {size.width}×{size.height}
                    </span>
                  </span>
                  {view === "creatives" && creative ? (
                    layoutMode === "none" ? (
                      <span className="text-muted-foreground">Layout: {creativeLayoutNames[creative.layout]}</span>
                    ) : (
                      <LayoutSwitcher
                        sizeKey={sizeKey}
                        value={value}
                        pending={pending[sizeKey] === true}
                        onChange={(layout) => void choose(sizeKey, layout)}
                        hint={layoutMode === "preview" ? "Preview only: examples cannot be changed" : undefined}
                      />
                    )
                  ) : null}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function LayoutSwitcher({
  sizeKey,
  value,
  pending,
  onChange,
  hint,
}: {
  sizeKey: string;
  value: LayoutChoice;
  pending: boolean;
  onChange: (layout: LayoutChoice) => void;
  hint?: string;
}) {
  const id = useId();
  const platform = platformOfSize(sizeKey);
  const size = creativeSize(sizeKey);
  return (
    <span className="grid gap-1">
      <span className="flex items-center gap-2">
        <label htmlFor={id} className="shrink-0 text-muted-foreground">
          Layout
        </label>
        <select
          id={id}
          value={value}
          disabled={pending}
          aria-label={`Layout of the ${platform?.name ?? ""} ${size?.label ?? sizeKey} creative`.replace(/\s+/g, " ")}
          onChange={(e) => onChange(e.target.value as LayoutChoice)}
          className={cn(inputClasses, "min-w-0 flex-1 px-2 py-1.5 font-sans text-sm")}
        >
          {layoutOptions(sizeKey).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {pending ? <Spinner label="Saving the layout" /> : null}
      </span>
      {hint ? <span className="text-[11px] text-muted-foreground">{hint}</span> : null}
    </span>
  );
}
