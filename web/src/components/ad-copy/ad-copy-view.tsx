import { useId, useState, type ReactNode } from "react";
import { type CopyByLanguage, copyProviderNames, limitsFor, type CopyProvider } from "@common/copy";
import { isRtl, languageByCode, languages } from "@common/languages";
import { platformById, platformIds, type PlatformId } from "@common/platforms";
import { safeZonesFor } from "@common/safe-zones";
import { Checkbox } from "@web/components/ui/checkbox";
import { Label } from "@web/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useScriptFonts } from "@web/lib/script-fonts";
import { CopyButton } from "./copy-button";
import { CopyField } from "./copy-field";
import { Hashtags, PostPreview, type PreviewCopy, previewSizes } from "./post-preview";

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
        ? [
            {
              platform: platform as PlatformId,
              language,
              title: fields.title,
              body: fields.body,
              hashtags: fields.hashtags ?? [],
              cta: fields.cta,
            },
          ]
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
  briefLanguage,
}: {
  items: PreviewCopy[];
  provider: CopyProvider;
  /** The language the brief was read as (given or detected): only copy in it uses the user's own words. */
  briefLanguage?: string | null;
  notice?: string;
  brand: string;
  /** Draws one rendition of a platform (its size key) with the given classes. */
  image: (platform: PlatformId, sizeKey: string, className: string) => ReactNode;
}) {
  const codes = [...new Set(items.map((i) => i.language))].sort(
    (a, b) => order(languageOrder, a) - order(languageOrder, b),
  );
  useScriptFonts(codes);
  const [language, setLanguage] = useState(codes[0] ?? "en");
  const [safeZones, setSafeZones] = useState(false);
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
                <PlatformCopy key={item.platform} item={item} brand={brand} image={image} safeZones={safeZones} />
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
  safeZones,
}: {
  item: PreviewCopy;
  brand: string;
  image: (platform: PlatformId, sizeKey: string, className: string) => ReactNode;
  safeZones: boolean;
}) {
  const facts = platformById(item.platform);
  const limits = limitsFor(item.platform, item.language);
  const language = languageByCode(item.language)?.name ?? item.language;
  const dir = isRtl(item.language) ? "rtl" : "ltr";
  return (
    <article
      aria-label={`${facts.name} · ${language}`}
      // Fields and preview side by side where the view is wide enough for both (the preview dialog), else stacked.
      className="grid gap-4 border border-border bg-surface p-4 @2xl:grid-cols-[minmax(0,1fr)_300px]"
    >
      <div className="grid content-start gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-mono text-sm font-bold">{facts.name}</h3>
          <CopyButton text={allForPlatform(item)} label={`Copy all for ${facts.name}`}>
            {`Copy all for ${facts.name}`}
          </CopyButton>
        </div>
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
      </div>
      <div className="grid w-full max-w-[340px] content-start gap-2 justify-self-center @2xl:max-w-none">
        {previewSizes(item.platform).map((size) => (
          <div key={size.key} className="grid content-start gap-2">
            <PostPreview
              copy={item}
              brand={brand}
              dir={dir}
              sizeKey={size.key}
              image={(className) => image(item.platform, size.key, className)}
              safeZones={safeZones}
            />
            {safeZones ? (
              <p className="font-mono text-[11px] text-muted-foreground">{safeZonesFor(size.key)?.note}</p>
            ) : null}
          </div>
        ))}
      </div>
    </article>
  );
}
