import { useState } from "react";
import { ImageOff, Loader2, RotateCcw } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";

/**
 * One creative as an image: a pulsing placeholder of its exact shape while it is drawn (the first request renders it,
 * a few hundred milliseconds), then the picture; if it cannot be loaded (the renderer is busy or down, 503) a message
 * and a Retry button that asks again. Width and height are given so nothing moves as it loads.
 *
 * `fill`: the image covers a box its parent sizes (a post preview's frame) instead of keeping its own aspect.
 */
export function CreativeImage({
  src,
  alt,
  width,
  height,
  className,
  fill = false,
  priority = false,
  onFailed,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  fill?: boolean;
  /** The page's main picture (the first of a gallery): fetched at once and first, not when scrolled near (LCP). */
  priority?: boolean;
  /** Called when the image fails; a caller with a fallback (the plain photo) shows it instead of the retry. */
  onFailed?: () => void;
}) {
  const [retries, setRetries] = useState({ of: src, n: 0 });
  const attempt = retries.of === src ? retries.n : 0;
  const shown = attempt ? `${src}${src.includes("?") ? "&" : "?"}retry=${attempt}` : src;
  // The state belongs to one URL: another language or layout starts over at "loading".
  const [status, setStatus] = useState<{ of: string; state: "loading" | "loaded" | "failed" }>({
    of: shown,
    state: "loading",
  });
  const state = status.of === shown ? status.state : "loading";
  const set = (next: "loading" | "loaded" | "failed") => setStatus({ of: shown, state: next });
  // The last picture shown stays in place while the next one (another layout or language) is drawn: no flash.
  const [previous, setPrevious] = useState<string | null>(null);
  const keep = state === "loading" && previous !== null && previous !== shown ? previous : null;

  return (
    <div
      className={cn("relative overflow-hidden bg-surface-2", className)}
      style={fill ? undefined : { aspectRatio: `${width} / ${height}` }}
      data-state={state}
    >
      {keep ? <img src={keep} alt="" aria-hidden className="absolute inset-0 h-full w-full object-cover" /> : null}
      {state === "failed" ? null : (
        <img
          // A picture the browser already had may be complete before React listens for its load event.
          ref={(img) => {
            if (img?.complete && img.naturalWidth > 0 && state !== "loaded") set("loaded");
          }}
          key={shown}
          src={shown}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          onLoad={() => {
            set("loaded");
            setPrevious(shown);
          }}
          onError={() => {
            set("failed");
            onFailed?.();
          }}
          className={cn(
            "absolute inset-0 h-full w-full object-cover transition-opacity duration-300 motion-reduce:transition-none",
            state === "loaded" ? "opacity-100" : "opacity-0",
          )}
        />
      )}
      {state === "loading" && keep ? (
        <span
          aria-hidden
          className="absolute end-2 top-2 inline-flex items-center gap-1.5 bg-black/75 px-2 py-1 font-mono text-[11px] text-white"
        >
          <Loader2 className="h-3 w-3 animate-spin motion-reduce:animate-none" /> Drawing…
        </span>
      ) : state === "loading" ? (
        // The spinner turns, the words hold still: text faded by a pulse falls below the contrast it needs (WCAG AA).
        <div aria-hidden className="absolute inset-0 grid place-items-center bg-surface-2">
          <span className="inline-flex items-center gap-1.5 font-mono text-[11px] text-muted-foreground">
            <Loader2 className="h-3 w-3 animate-spin motion-reduce:animate-none" /> Drawing…
          </span>
        </div>
      ) : null}
      {state === "failed" && !onFailed ? (
        <div
          role="alert"
          className="absolute inset-0 grid place-content-center justify-items-center gap-2 p-3 text-center text-muted-foreground"
        >
          <ImageOff aria-hidden className="h-6 w-6" />
          <p className="max-w-[28ch] text-xs">
            <span className="font-mono font-bold text-foreground">{alt}</span> could not be drawn right now.
          </p>
          <Button size="sm" variant="outline" onClick={() => setRetries({ of: src, n: attempt + 1 })}>
            <RotateCcw aria-hidden className="h-3.5 w-3.5" /> Retry
          </Button>
        </div>
      ) : null}
    </div>
  );
}
