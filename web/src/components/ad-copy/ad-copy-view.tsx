import { type ReactNode, useEffect, useId, useState } from "react";
import { type CopyByLanguage, copyProviderNames, limitsFor, type CopyProvider, type CopyVariant } from "@common/copy";
import { isRtl, languageByCode, languages } from "@common/languages";
import { platformById, platformIds, type PlatformId } from "@common/platforms";
import { safeZonesFor } from "@common/safe-zones";
import { Undo2 } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Label } from "@web/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import type { CreativeRef } from "@web/lib/creatives";
import { cn } from "@web/lib/cn";
import { useScriptFonts } from "@web/lib/script-fonts";
import { CreativeImage } from "@web/components/creatives/creative-image";
import { CopyButton } from "./copy-button";
import { CopyField } from "./copy-field";
import type { CopyEditorApi } from "@web/lib/concept-copy";
import {
  type CopyDraft,
  CopyEditForm,
  draftItem,
  draftOf,
  EditButton,
  itemOf,
  RegeneratePanel,
  VersionsPanel,
} from "./copy-editor";
import { Hashtags, PostPreview, type PreviewCopy, previewCopyOf, previewLabel, previewSizes } from "./post-preview";

export type { PreviewCopy as AdCopyItem };

const languageOrder: readonly string[] = languages.map((l) => l.code);

const order = <T,>(list: readonly T[], x: T) => {
  const i = list.indexOf(x);
  return i < 0 ? list.length : i;
};

/** A stored concept's copy (language → platform → fields) as the view's items; a platform the app does not know is left out. */
export function copyItemsOf(copy: CopyByLanguage): PreviewCopy[] {
  return Object.entries(copy).flatMap(([language, byPlatform]) =>
    Object.entries(byPlatform).flatMap(([platform, fields]) =>
      (platformIds as readonly string[]).includes(platform)
        ? [previewCopyOf(platform as PlatformId, language, fields)]
        : [],
    ),
  );
}

/** Everything a platform's ad manager asks for, as one text to paste: headline, text, hashtags, call to action. */
export function allForPlatform(item: PreviewCopy): string {
  const facts = platformById(item.platform);
  return [
    `${facts.fieldNames.title}: ${item.title}`,
    `${facts.fieldNames.body}: ${item.body}`,
    item.hashtags.length ? `Hashtags: ${item.hashtags.join(" ")}` : "",
    item.cta ? `Call to action: ${item.cta}` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * The copy of one concept as a marketer uses it (decision 013): a tab per language, and per platform the fields with
 * their length against the platform's limit and a copy button each, "Copy all", and a preview of the post on the
 * platform with its safe zones on request.
 */
export function AdCopyView({
  items,
  provider,
  notice,
  brand,
  image,
  creative,
  briefLanguage,
  editor,
}: {
  items: PreviewCopy[];
  /** The concept's editor: each post is then edited in place, versioned and regenerated (decision 028). */
  editor?: CopyEditorApi;
  provider: CopyProvider;
  /** The language the brief was read as (given or detected): only copy in it uses the user's own words. */
  briefLanguage?: string | null;
  notice?: string;
  brand: string;
  /** Draws one rendition of a platform (its size key) with the given classes. */
  image: (platform: PlatformId, sizeKey: string, className: string) => ReactNode;
  /** The creative of a size in a language where the concept has one: the post previews show it by default. */
  creative?: (sizeKey: string, language: string) => CreativeRef | null;
}) {
  const codes = [...new Set(items.map((i) => i.language))].sort(
    (a, b) => order(languageOrder, a) - order(languageOrder, b),
  );
  useScriptFonts(codes);
  const [language, setLanguage] = useState(codes[0] ?? "en");
  const [safeZones, setSafeZones] = useState(false);
  // Posts saved, restored or regenerated here, shown at once while the concept is fetched again.
  const [changed, setChanged] = useState<Record<string, PreviewCopy>>({});
  const keyOf = (i: Pick<PreviewCopy, "platform" | "language">) => `${i.language}/${i.platform}`;
  const current = (i: PreviewCopy) => changed[keyOf(i)] ?? i;
  const update = (next: PreviewCopy[]) =>
    setChanged((prev) => ({ ...prev, ...Object.fromEntries(next.map((i) => [keyOf(i), i])) }));
  const safeId = useId();
  if (!items.length)
    return (
      <p className="border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        No ad copy for this concept.
      </p>
    );
  return (
    // min-w-0 all the way down: the language tabs scroll sideways instead of widening the page on a phone.
    <div className="grid min-w-0 gap-4 [&>*]:min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-mono text-xs text-muted-foreground">
          Written by the {copyProviderNames[provider]}
          {briefLanguage && languageByCode(briefLanguage)
            ? ` · brief read as ${languageByCode(briefLanguage)!.name}`
            : ""}
        </p>
        <div className="flex items-center gap-2">
          <Checkbox id={safeId} checked={safeZones} onCheckedChange={(v) => setSafeZones(v === true)} />
          <Label htmlFor={safeId} className="text-xs">
            Show safe zones
          </Label>
        </div>
      </div>
      {notice ? (
        <p role="status" className="border border-warning bg-warning-soft p-3 text-sm text-warning">
          {notice}
        </p>
      ) : null}
      <Tabs value={codes.includes(language) ? language : codes[0]} onValueChange={setLanguage} className="min-w-0">
        {codes.length > 1 ? (
          <TabsList aria-label="Languages">
            {codes.map((code) => (
              <TabsTrigger key={code} value={code}>
                <span lang={code}>{languageByCode(code)?.nativeName ?? code}</span>
              </TabsTrigger>
            ))}
          </TabsList>
        ) : null}
        {codes.map((code) => (
          <TabsContent key={code} value={code} className="@container grid min-w-0 gap-4">
            {items
              .filter((i) => i.language === code)
              .sort((a, b) => order(platformIds, a.platform) - order(platformIds, b.platform))
              .map((item) => (
                <PlatformCopy
                  key={item.platform}
                  item={current(item)}
                  editor={editor}
                  onChanged={update}
                  brand={brand}
                  image={image}
                  creative={creative}
                  safeZones={safeZones}
                />
              ))}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function PlatformCopy({
  item,
  brand,
  image,
  creative,
  safeZones,
  editor,
  onChanged,
}: {
  item: PreviewCopy;
  editor?: CopyEditorApi | undefined;
  onChanged: (items: PreviewCopy[]) => void;
  brand: string;
  image: (platform: PlatformId, sizeKey: string, className: string) => ReactNode;
  creative?: (sizeKey: string, language: string) => CreativeRef | null;
  safeZones: boolean;
}) {
  const facts = platformById(item.platform);
  const language = languageByCode(item.language)?.name ?? item.language;
  const dir = isRtl(item.language) ? "rtl" : "ltr";
  const [draft, setDraft] = useState<CopyDraft | null>(null);
  const [saved, setSaved] = useState<{ undoId: number | null; text: string } | null>(null);
  const [undoing, setUndoing] = useState(false);
  // While editing, the preview draws the draft as it is typed.
  const shown = draft ? draftItem(item, draft) : item;
  const undo = async () => {
    if (!editor || !saved?.undoId) return;
    setUndoing(true);
    try {
      const answer = await editor.restore(item.platform, item.language, saved.undoId);
      onChanged([itemOf(item.platform, item.language, answer.copy)]);
      setSaved({ undoId: null, text: "Undone: the text before your change is back." });
    } catch {
      setSaved({
        undoId: saved.undoId,
        text: "The change could not be undone. Try again, or restore it under Versions.",
      });
    } finally {
      setUndoing(false);
    }
  };
  return (
    <article
      aria-label={`${facts.name} · ${language}`}
      // Fields and preview side by side where the view is wide enough for both (the preview dialog), else stacked.
      className="grid gap-4 border border-border bg-surface p-4 @2xl:grid-cols-[minmax(0,1fr)_300px]"
    >
      <div className="grid content-start gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-mono text-sm font-bold">{facts.name}</h3>
          <div className="flex flex-wrap items-center gap-2">
            {editor && !draft ? (
              <EditButton
                label={`Edit ${facts.name} copy in ${language}`}
                onClick={() => {
                  setSaved(null);
                  setDraft(draftOf(item));
                }}
              />
            ) : null}
            <CopyButton text={allForPlatform(item)} label={`Copy all for ${facts.name}`}>
              {`Copy all for ${facts.name}`}
            </CopyButton>
          </div>
        </div>
        {saved ? (
          <div
            role="status"
            className="flex flex-wrap items-center gap-2 border border-accent bg-accent-soft p-2 text-sm"
          >
            <span>{saved.text}</span>
            {saved.undoId ? (
              <Button type="button" size="sm" variant="outline" onClick={() => void undo()} disabled={undoing}>
                <Undo2 aria-hidden className="h-4 w-4" />
                Undo
              </Button>
            ) : null}
          </div>
        ) : null}
        {editor && draft ? (
          <CopyEditForm
            item={item}
            draft={draft}
            onDraft={setDraft}
            editor={editor}
            onCancel={() => setDraft(null)}
            onSaved={(answer) => {
              onChanged([itemOf(item.platform, item.language, answer.copy)]);
              setDraft(null);
              setSaved({
                undoId: answer.versions[1]?.id || null,
                text: "Saved. The share page, downloads and creatives use it now.",
              });
            }}
          />
        ) : (
          <ReadFields item={item} dir={dir} />
        )}
        {editor ? (
          <>
            <VersionsPanel
              key={`${item.title}|${item.body}`}
              item={item}
              editor={editor}
              onRestored={(answer) => onChanged([itemOf(item.platform, item.language, answer.copy)])}
            />
            <RegeneratePanel
              item={item}
              editor={editor}
              onRegenerated={(sets) => onChanged(sets.map((s) => itemOf(s.platform, s.language, s.copy)))}
            />
          </>
        ) : null}
      </div>
      <div className="grid w-full max-w-[340px] content-start gap-2 justify-self-center @2xl:max-w-none">
        {previewSizes(item.platform).map((size) => (
          <SizePreview
            key={size.key}
            item={shown}
            draft={editor && draft ? editor : null}
            brand={brand}
            dir={dir}
            sizeKey={size.key}
            photo={(className) => image(item.platform, size.key, className)}
            creative={creative?.(size.key, item.language) ?? null}
            safeZones={safeZones}
          />
        ))}
      </div>
    </article>
  );
}

/** A post's fields as they read, each with its count against the limit and a copy button, and its B variant. */
function ReadFields({ item, dir }: { item: PreviewCopy; dir: "ltr" | "rtl" }) {
  const facts = platformById(item.platform);
  const limits = limitsFor(item.platform, item.language);
  return (
    <>
      <CopyField
        label={facts.fieldNames.title}
        value={item.title}
        limit={limits.title}
        lang={item.language}
        dir={dir}
        emphasis
      />
      <CopyField label={facts.fieldNames.body} value={item.body} limit={limits.body} lang={item.language} dir={dir} />
      {item.hashtags.length ? (
        <CopyField label="Hashtags" value={item.hashtags.join(" ")} lang={item.language} dir={dir}>
          <Hashtags tags={item.hashtags} />
        </CopyField>
      ) : null}
      {item.cta ? <CopyField label="Call to action" value={item.cta} lang={item.language} dir={dir} /> : null}
      {item.variant ? <VariantB item={item} variant={item.variant} dir={dir} /> : null}
    </>
  );
}

const angleNames: Record<CopyVariant["angle"], string> = {
  offer: "leads with the offer",
  audience: "leads with the audience",
  place: "leads with the place",
  product: "leads with the product",
};

/** The B of an A/B test: another angle in other words, each field ready to copy into the ad manager's second ad. */
function VariantB({ item, variant, dir }: { item: PreviewCopy; variant: CopyVariant; dir: "ltr" | "rtl" }) {
  const facts = platformById(item.platform);
  const limits = limitsFor(item.platform, item.language);
  return (
    <details className="border border-dashed border-border p-3">
      <summary className="cursor-pointer font-mono text-xs font-bold tracking-widest">
        A/B VARIANT B · {angleNames[variant.angle]}
      </summary>
      <div className="mt-3 grid gap-3">
        <CopyField
          label={`${facts.fieldNames.title} (B)`}
          value={variant.title}
          limit={limits.title}
          lang={item.language}
          dir={dir}
        />
        <CopyField
          label={`${facts.fieldNames.body} (B)`}
          value={variant.body}
          limit={limits.body}
          lang={item.language}
          dir={dir}
        />
        {variant.cta ? (
          <CopyField label="Call to action (B)" value={variant.cta} lang={item.language} dir={dir} />
        ) : null}
      </div>
    </details>
  );
}

/**
 * The creative of a size drawn with the headline and call to action being typed (700 ms after the typing stops), as
 * an object URL; null when not editing or until the first draft arrives. A failed draft keeps the last picture.
 */
function useDraftCreative(editor: CopyEditorApi | null, sizeKey: string, item: PreviewCopy): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const headline = item.title.trim();
  const cta = item.cta?.trim() ?? "";
  useEffect(() => {
    if (!editor || !headline) {
      setUrl(null);
      return;
    }
    let live = true;
    let made: string | null = null;
    const timer = setTimeout(() => {
      editor
        .draftCreative(sizeKey, { language: item.language, headline, ...(cta ? { cta } : {}) })
        .then((blob) => {
          if (!live) return;
          made = URL.createObjectURL(blob);
          setUrl(made);
        })
        .catch(() => {});
    }, 700);
    return () => {
      live = false;
      clearTimeout(timer);
      if (made) URL.revokeObjectURL(made);
    };
  }, [editor, sizeKey, item.language, headline, cta]);
  return editor ? url : null;
}

/**
 * One post preview with the concept's creative for its size and language as the picture (the photo where there is no
 * creative, or it cannot be drawn), and a switch to the plain photo.
 */
function SizePreview({
  item,
  brand,
  dir,
  sizeKey,
  photo,
  creative,
  safeZones,
  draft,
}: {
  item: PreviewCopy;
  /** While the post is edited: the editor that draws the creative with the typed headline. */
  draft: CopyEditorApi | null;
  brand: string;
  dir: "ltr" | "rtl";
  sizeKey: string;
  photo: (className: string) => ReactNode;
  creative: CreativeRef | null;
  safeZones: boolean;
}) {
  const [showPhoto, setShowPhoto] = useState(false);
  const [failed, setFailed] = useState(false);
  const drawn = creative !== null && !showPhoto && !failed;
  const drafted = useDraftCreative(drawn ? draft : null, sizeKey, item);
  const label = previewLabel(item.platform, sizeKey);
  return (
    <div className="grid content-start gap-2">
      <PostPreview
        copy={item}
        brand={brand}
        dir={dir}
        sizeKey={sizeKey}
        image={(className) =>
          drawn ? (
            <CreativeImage
              fill
              src={drafted ?? creative.src}
              alt={creative.alt}
              width={creative.width}
              height={creative.height}
              className={className}
              onFailed={() => setFailed(true)}
            />
          ) : (
            photo(className)
          )
        }
        safeZones={safeZones}
      />
      {creative ? (
        <div className="flex flex-wrap items-center gap-2">
          <fieldset aria-label={`Picture of the ${label}`} className="flex border border-border font-mono text-[11px]">
            {([false, true] as const).map((photoView) => (
              <button
                key={String(photoView)}
                type="button"
                aria-pressed={photoView ? !drawn : drawn}
                onClick={() => {
                  setShowPhoto(photoView);
                  if (!photoView) setFailed(false);
                }}
                className={cn(
                  "min-h-8 px-2.5",
                  (photoView ? !drawn : drawn) ? "bg-accent text-accent-foreground" : "hover:bg-surface-2",
                )}
              >
                {photoView ? "Photo" : "Creative"}
              </button>
            ))}
          </fieldset>
          {failed && !showPhoto ? (
            <p className="text-[11px] text-muted-foreground">The creative could not be drawn; the photo is shown.</p>
          ) : null}
        </div>
      ) : null}
      {safeZones ? <p className="font-mono text-[11px] text-muted-foreground">{safeZonesFor(sizeKey)?.note}</p> : null}
    </div>
  );
}
