import { useState, type ReactNode } from "react";
import { Check, Download, Eye, FlaskConical, Link2, Pencil, Share2, Trash2, WandSparkles } from "lucide-react";
import type { ConceptSummary } from "@common/concepts";
import { isRtl, languageByCode } from "@common/languages";
import { allImageSizes, type ImageSize } from "@common/platforms";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Spinner } from "@web/components/ui/spinner";
import { Tooltip } from "@web/components/ui/tooltip";
import { cn } from "@web/lib/cn";
import { creativeAlt } from "@common/creatives";
import { creativeSrc, findCreative } from "@web/lib/creatives";
import { platformName } from "@web/lib/platforms";
import { useClipboard } from "@web/lib/use-clipboard";
import { downloadConceptOrToast } from "@web/lib/download-concept";
import { useConceptImage } from "../api/get-concept-image";
import { cardCopy, cardLanguages } from "../card-copy";
import { relativeDate } from "../relative-date";
import { conceptLink, conceptNumber, publicImageUrl } from "../share";
import { PublishMenu } from "./publish-menu";

/** The image shapes the concept lists can show. */
export const aspects = ["1:1", "4:5", "16:9", "9:16"] as const;
export type Aspect = (typeof aspects)[number];
export type ConceptAction = "preview" | "edit" | "share" | "delete" | "generate";

const ASPECT_RATIO: Record<Aspect, number> = { "1:1": 1, "4:5": 4 / 5, "16:9": 16 / 9, "9:16": 9 / 16 };
/** How far a size's shape is from an aspect's (0 when equal; 2:3 is nearer 9:16 than 4:5 is). */
const distance = (s: ImageSize, a: Aspect) => Math.abs(Math.log(s.width / s.height / ASPECT_RATIO[a]));
/**
 * Each rendition size of the platform table under the aspect nearest its own (1.91:1 feeds under 16:9, Pinterest's 2:3
 * under 9:16), the closest first, so a concept shows its truest shape for the chosen aspect.
 */
export const aspectSizes = Object.fromEntries(
  aspects.map((a) => [
    a,
    allImageSizes
      .filter((s) => aspects.every((b) => distance(s, a) <= distance(s, b)))
      .sort((x, y) => distance(x, a) - distance(y, a))
      .map((s) => s.key),
  ]),
) as Record<Aspect, string[]>;
const ASPECT_CLASS: Record<Aspect, string> = {
  "1:1": "aspect-square",
  "4:5": "aspect-[4/5]",
  "16:9": "aspect-video",
  "9:16": "aspect-[9/16]",
};

/** The rendition that matches the chosen aspect, if the concept has one; otherwise the original. */
function sizeFor(concept: ConceptSummary, aspect: Aspect): string | undefined {
  const have = new Set(Object.values(concept.renditions).flat());
  return aspectSizes[aspect].find((s) => have.has(s));
}

function ConceptImage({
  concept,
  aspect,
  layout,
  language,
}: {
  concept: ConceptSummary;
  aspect: Aspect;
  layout: "grid" | "list";
  /** The card's language: its creative is shown where there is one. */
  language: string;
}) {
  const size = sizeFor(concept, aspect);
  // The creative of that size in the card's language, else the concept's first; the plain photo where there is none
  // or it fails.
  const creative = size
    ? (findCreative(concept.creatives, size, language) ??
      findCreative(concept.creatives, size, concept.selectedLanguages[0] ?? "en") ??
      concept.creatives.find((c) => c.sizeKey === size))
    : undefined;
  const creativeUrl = creative ? creativeSrc(creative, concept.updatedAt) : null;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const showCreative = creative !== undefined && creativeUrl !== null && failedUrl !== creativeUrl;
  const publicSrc = publicImageUrl(concept, size);
  const image = useConceptImage(concept.id, size, concept.imageUrl, !showCreative && publicSrc === null);
  const src = publicSrc ?? image.data;
  const [broken, setBroken] = useState(false);
  return (
    <div
      className={cn("relative overflow-hidden bg-surface-2", ASPECT_CLASS[aspect], layout === "list" && "sm:max-h-80")}
    >
      {showCreative ? (
        <>
          {loadedUrl === creativeUrl ? null : (
            <div className="absolute inset-0 animate-pulse bg-surface-2 motion-reduce:animate-none" aria-hidden />
          )}
          <img
            src={creativeUrl}
            loading="lazy"
            decoding="async"
            alt={`${concept.title_en}: ${creativeAlt(creative.sizeKey, creative.language)}`}
            className="relative h-full w-full object-cover"
            onLoad={() => setLoadedUrl(creativeUrl)}
            onError={() => setFailedUrl(creativeUrl)}
          />
        </>
      ) : src && !broken ? (
        <img
          src={src}
          loading={publicSrc ? "lazy" : undefined}
          decoding="async"
          alt={concept.title_en}
          className="h-full w-full object-cover"
          onError={() => setBroken(true)}
        />
      ) : image.isError || broken ? (
        <div className="grid h-full place-items-center p-4 text-center font-mono text-sm text-muted-foreground">
          Failed to load image
        </div>
      ) : (
        <div className="h-full w-full animate-pulse motion-reduce:animate-none" aria-hidden />
      )}
      <ul className="absolute left-2 top-2 flex flex-wrap gap-1" aria-label="Platforms">
        {concept.platforms.slice(0, 3).map((p) => (
          <li key={p} className="bg-black/75 px-1.5 py-0.5 font-mono text-[11px] text-white">
            {platformName(p)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A card action: named by aria-label, labelled visibly by a tooltip on hover and focus, or by `text` beside the icon
 * where the card has room (the visitor's three actions). It fills its cell of the action row.
 */
function IconAction({
  label,
  tip,
  text,
  onClick,
  children,
  busy,
  removed,
  danger,
}: {
  label: string;
  tip: string;
  text?: string;
  onClick?: () => void;
  children: ReactNode;
  busy?: boolean;
  /** A feature that no longer exists: focusable so its tooltip can be read, but inert (aria-disabled). */
  removed?: boolean;
  danger?: boolean;
}) {
  return (
    <Tooltip content={tip}>
      <button
        type="button"
        aria-label={label}
        aria-disabled={removed || busy ? true : undefined}
        onClick={removed || busy ? undefined : onClick}
        className={cn(
          "flex h-10 min-w-0 items-center justify-center gap-1.5 border border-border font-mono text-xs font-bold text-foreground transition-colors",
          removed
            ? "cursor-not-allowed border-dashed text-muted-foreground"
            : danger
              ? "hover:border-destructive hover:text-destructive"
              : "hover:border-accent hover:bg-accent-soft",
        )}
      >
        {busy ? <Spinner /> : children}
        {text ? <span className="truncate">{text}</span> : null}
      </button>
    </Tooltip>
  );
}

interface ConceptCardProps {
  concept: ConceptSummary;
  aspect: Aspect;
  layout: "grid" | "list";
  /** 'example': a visitor's card (preview, download, share only); 'owner': every action and a selection checkbox. */
  mode: "owner" | "example";
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
  onAction: (action: ConceptAction, concept: ConceptSummary) => void;
}

export function ConceptCard({
  concept,
  aspect,
  layout,
  mode,
  selected = false,
  onSelectedChange,
  onAction,
}: ConceptCardProps) {
  const languages = cardLanguages(concept);
  const [chosen, setLang] = useState(languages[0]!);
  // The chosen language, or the first when an edit took it away.
  const lang = languages.includes(chosen) ? chosen : languages[0]!;
  const dir = isRtl(lang) ? "rtl" : "ltr";
  const { copied, copy } = useClipboard();
  const [downloading, setDownloading] = useState(false);
  const number = conceptNumber(concept);
  const owner = mode === "owner";
  const { title, body } = cardCopy(concept, lang);
  const link = conceptLink(concept);

  const download = async () => {
    setDownloading(true);
    await downloadConceptOrToast(concept);
    setDownloading(false);
  };

  return (
    <article
      id={`concept-${concept.id}`}
      aria-label={`Concept #${number}`}
      className={cn(
        "flex min-w-0 flex-col border bg-surface",
        selected ? "border-accent outline outline-1 outline-accent" : "border-border",
        layout === "list" && "sm:grid sm:grid-cols-[220px_minmax(0,1fr)] md:grid-cols-[260px_minmax(0,1fr)]",
      )}
    >
      <ConceptImage concept={concept} aspect={aspect} layout={layout} language={lang} />
      <div className="flex min-w-0 flex-1 flex-col p-4">
        <div className="flex items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            {owner ? (
              <Checkbox
                checked={selected}
                onCheckedChange={(v) => onSelectedChange?.(v === true)}
                aria-label={`Select concept #${number}`}
              />
            ) : null}
            <span className="bg-foreground px-2 py-0.5 font-mono text-xs font-bold text-background">#{number}</span>
          </div>
          <div className="flex items-center gap-1">
            <fieldset
              aria-label="Copy language"
              className="flex min-w-0 flex-wrap justify-end border border-border font-mono text-xs"
            >
              {languages.map((l) => (
                <button
                  key={l}
                  type="button"
                  aria-pressed={lang === l}
                  title={languageByCode(l)?.nativeName ?? l}
                  onClick={() => setLang(l)}
                  className={cn(
                    "min-h-8 px-2.5",
                    lang === l ? "bg-accent text-accent-foreground" : "hover:bg-surface-2",
                  )}
                >
                  {l.toUpperCase()}
                </button>
              ))}
            </fieldset>
            <Tooltip content={copied ? "Copied" : link ? "Copy public link" : "Make a public link"}>
              <button
                type="button"
                // No public page yet: the share dialog makes one, on purpose, before anything is copied.
                onClick={() => (link ? void copy(link) : onAction("share", concept))}
                aria-label={copied ? "Link copied" : link ? "Copy public link" : "Make a public link"}
                className="grid h-8 w-8 place-items-center hover:bg-surface-2"
              >
                {copied ? (
                  <Check aria-hidden className="h-4 w-4 text-accent-text" />
                ) : (
                  <Link2 aria-hidden className="h-4 w-4" />
                )}
              </button>
            </Tooltip>
          </div>
        </div>
        {concept.brief.brandName ? (
          <p className="mt-3 truncate font-mono text-[11px] font-bold uppercase tracking-widest text-accent-text">
            {concept.brief.brandName}
          </p>
        ) : null}
        <h3 className={cn("break-words font-bold", concept.brief.brandName ? "mt-1" : "mt-3")} lang={lang} dir={dir}>
          {title}
        </h3>
        <p className="mt-1 line-clamp-3 break-words text-sm text-muted-foreground" lang={lang} dir={dir}>
          {body}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-1.5">
          {concept.platforms.slice(0, 2).map((p) => (
            <span key={p} className="border border-border px-1.5 py-0.5 font-mono text-[11px]">
              {platformName(p)}
            </span>
          ))}
          {concept.platforms.length > 2 ? (
            <span className="font-mono text-[11px] text-muted-foreground">+{concept.platforms.length - 2} more</span>
          ) : null}
          <span className="ml-auto font-mono text-[11px] text-muted-foreground">{relativeDate(concept.createdAt)}</span>
        </div>

        <div className="mt-auto pt-4">
          <fieldset
            aria-label={`Actions for concept #${number}`}
            className={cn(
              "grid min-w-0 items-center gap-1 border-t border-border pt-3",
              owner ? "grid-cols-[repeat(5,minmax(0,1fr))_1px_repeat(2,minmax(0,1fr))]" : "grid-cols-3",
            )}
          >
            <IconAction
              label={`Preview concept #${number}`}
              tip="Preview"
              text={owner ? undefined : "Preview"}
              onClick={() => onAction("preview", concept)}
            >
              <Eye aria-hidden className="h-4 w-4" />
            </IconAction>
            {owner ? (
              <IconAction label={`Edit concept #${number}`} tip="Edit copy" onClick={() => onAction("edit", concept)}>
                <Pencil aria-hidden className="h-4 w-4" />
              </IconAction>
            ) : null}
            <IconAction
              label={`Share concept #${number}`}
              tip="Share"
              text={owner ? undefined : "Share"}
              onClick={() => onAction("share", concept)}
            >
              <Share2 aria-hidden className="h-4 w-4" />
            </IconAction>
            <IconAction
              label={`Download concept #${number}`}
              tip="Download ZIP"
              text={owner ? undefined : "Download"}
              busy={downloading}
              onClick={() => void download()}
            >
              <Download aria-hidden className="h-4 w-4" />
            </IconAction>
            {owner ? (
              <>
                <IconAction
                  label={`Delete concept #${number}`}
                  tip="Delete"
                  danger
                  onClick={() => onAction("delete", concept)}
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                </IconAction>
                <span aria-hidden className="h-6 w-px bg-border" />
                <IconAction label="A/B variants (feature removed)" tip="A/B testing: feature removed" removed>
                  <FlaskConical aria-hidden className="h-4 w-4" />
                </IconAction>
                <PublishMenu concept={concept} number={number} language={lang} />
              </>
            ) : null}
          </fieldset>
          {owner ? (
            <Button variant="outline" size="md" className="mt-3 w-full" onClick={() => onAction("generate", concept)}>
              <WandSparkles aria-hidden className="h-4 w-4" />
              Generate Assets
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
