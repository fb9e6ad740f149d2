import { useState } from "react";
import { Check, Link2 } from "lucide-react";
import type { ConceptSummary } from "@common/concepts";
import { platformById, type PlatformId } from "@common/platforms";
import { toast } from "@web/components/ui/toast";
import { useTransientFlag } from "@web/lib/use-transient-flag";
import { cn } from "@web/lib/cn";
import { useConceptImage } from "../api/concepts";
import { relativeDate } from "../relative-date";

export type Aspect = "1:1" | "16:9" | "9:16";
const ASPECT_SIZES: Record<Aspect, string[]> = {
  "1:1": ["facebook_square"],
  "16:9": ["youtube_thumbnail", "facebook_feed", "reddit_post", "linkedin_post", "quora_post"],
  "9:16": ["snapchat_story", "youtube_story", "pinterest_pin"],
};
const ASPECT_CLASS: Record<Aspect, string> = { "1:1": "aspect-square", "16:9": "aspect-video", "9:16": "aspect-[9/16]" };

/** The rendition that matches the chosen aspect, if the concept has one; otherwise the original. */
function sizeFor(concept: ConceptSummary, aspect: Aspect): string | undefined {
  const have = new Set(Object.values(concept.renditions).flat());
  return ASPECT_SIZES[aspect].find((s) => have.has(s));
}

function ConceptImage({ concept, aspect }: { concept: ConceptSummary; aspect: Aspect }) {
  const image = useConceptImage(concept.id, sizeFor(concept, aspect));
  return (
    <div className={cn("relative overflow-hidden bg-surface-2", ASPECT_CLASS[aspect])}>
      {image.data ? (
        <img src={image.data} alt={concept.title_en} className="h-full w-full object-cover" />
      ) : image.isError ? (
        <div className="grid h-full place-items-center text-sm text-muted-foreground">Failed to load image</div>
      ) : (
        <div className="h-full w-full animate-pulse" />
      )}
      <ul className="absolute left-2 top-2 flex flex-wrap gap-1" aria-label="Platforms">
        {concept.platforms.slice(0, 3).map((p) => (
          <li key={p} className="bg-black/70 px-1.5 py-0.5 font-mono text-[11px] text-white">{platformById(p as PlatformId).name}</li>
        ))}
      </ul>
    </div>
  );
}

export function ConceptCard({ concept, aspect, layout }: { concept: ConceptSummary; aspect: Aspect; layout: "grid" | "list" }) {
  const [lang, setLang] = useState<"en" | "es">("en");
  const [copied, markCopied] = useTransientFlag(2000);
  const number = String(concept.userConceptNumber ?? concept.id).padStart(3, "0");
  const title = lang === "en" ? concept.title_en : concept.title_es;
  const body = lang === "en" ? concept.body_en : concept.body_es;
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}/dashboard#concept-${concept.id}`);
      markCopied();
    } catch {
      toast({ title: "Copy failed", description: "Failed to copy link to clipboard", variant: "destructive" });
    }
  };
  return (
    <article id={`concept-${concept.id}`} aria-label={`Concept #${number}`} className={cn("border border-border bg-surface", layout === "list" && "grid gap-4 sm:grid-cols-[220px_1fr]")}>
      <ConceptImage concept={concept} aspect={aspect} />
      <div className="p-4">
        <div className="flex items-center justify-between gap-2">
          <span className="bg-foreground px-2 py-0.5 font-mono text-xs font-bold text-background">#{number}</span>
          <div className="flex items-center gap-1">
            <div role="group" aria-label="Copy language" className="flex border border-border font-mono text-xs">
              {(["en", "es"] as const).map((l) => (
                <button key={l} type="button" aria-pressed={lang === l} onClick={() => setLang(l)} className={cn("px-2 py-0.5", lang === l && "bg-accent text-accent-foreground")}>
                  {l.toUpperCase()}
                </button>
              ))}
            </div>
            <button type="button" onClick={() => void copyLink()} aria-label={copied ? "Link copied" : "Copy link"} className="p-1 hover:bg-surface-2">
              {copied ? <Check aria-hidden className="h-4 w-4 text-accent-text" /> : <Link2 aria-hidden className="h-4 w-4" />}
            </button>
          </div>
        </div>
        <h3 className="mt-3 font-bold" lang={lang}>{title}</h3>
        <p className="mt-1 line-clamp-3 text-sm text-muted-foreground" lang={lang}>{body}</p>
        <div className="mt-3 flex flex-wrap items-center gap-1.5">
          {concept.platforms.slice(0, 2).map((p) => (
            <span key={p} className="border border-border px-1.5 py-0.5 font-mono text-[11px]">{platformById(p as PlatformId).name}</span>
          ))}
          {concept.platforms.length > 2 ? <span className="font-mono text-[11px] text-muted-foreground">+{concept.platforms.length - 2} more</span> : null}
          <span className="ml-auto font-mono text-[11px] text-muted-foreground">{relativeDate(concept.createdAt)}</span>
        </div>
      </div>
    </article>
  );
}
