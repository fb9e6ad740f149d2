import type { ReactNode } from "react";
import { Globe, Heart, MessageCircle, MoreHorizontal, Share2, ThumbsUp } from "lucide-react";
import { platformById, type PlatformId } from "@common/platforms";
import { safeZonesFor } from "@common/safe-zones";
import { cn } from "@web/lib/cn";

export interface PreviewCopy {
  platform: PlatformId;
  language: string;
  title: string;
  body: string;
  hashtags: string[];
  cta?: string;
}

/**
 * The ad as it will look on its platform, drawn from the copy and the platform's first rendition: a feed card
 * (Facebook, LinkedIn, Reddit, Quora), a pin (Pinterest), a story frame (Snapchat) or a video card (YouTube). It is a
 * likeness, not the platform's pixels; `safeZones` lays PLATFORMS.md's zones over the image.
 */
export function PostPreview({
  copy,
  brand,
  dir,
  image,
  safeZones,
}: {
  copy: PreviewCopy;
  /** The advertiser's name as the platform shows it above the post. */
  brand: string;
  dir: "ltr" | "rtl";
  /** The rendition, drawn by the caller (it knows where the bytes are). */
  image: (className: string) => ReactNode;
  safeZones: boolean;
}) {
  const size = platformById(copy.platform).sizes[0]!;
  const frame = (className: string) => (
    <div className="relative overflow-hidden bg-surface-2" style={{ aspectRatio: `${size.width} / ${size.height}` }}>
      {image(cn("absolute inset-0 h-full w-full object-cover", className))}
      {safeZones ? <SafeZoneOverlay sizeKey={size.key} /> : null}
    </div>
  );
  const tags = copy.hashtags.length ? <span className="text-accent-text"> {copy.hashtags.join(" ")}</span> : null;
  const cta = copy.cta ? (
    <span className="shrink-0 border border-border-strong bg-surface-2 px-2.5 py-1 font-mono text-[11px] font-bold">
      {copy.cta}
    </span>
  ) : null;
  const label = `${platformById(copy.platform).name} post preview`;

  if (copy.platform === "snapchat")
    return (
      <figure aria-label={label} dir={dir} lang={copy.language} className="mx-auto w-full max-w-[220px]">
        <div className="relative overflow-hidden rounded-xl bg-black" style={{ aspectRatio: "1080 / 1920" }}>
          {image("absolute inset-0 h-full w-full object-cover")}
          <div className="absolute inset-x-0 top-0 flex items-center gap-2 bg-gradient-to-b from-black/60 to-transparent p-3 text-white">
            <Avatar name={copy.body || brand} />
            <div className="min-w-0">
              <p className="truncate text-xs font-bold">{copy.body || brand}</p>
              <p className="truncate text-[11px]">{copy.title}</p>
            </div>
          </div>
          {copy.cta ? (
            <div className="absolute inset-x-3 bottom-[9%] rounded-full bg-white/90 py-1.5 text-center text-xs font-bold text-black">
              {copy.cta}
            </div>
          ) : null}
          {safeZones ? <SafeZoneOverlay sizeKey={size.key} /> : null}
        </div>
      </figure>
    );

  if (copy.platform === "pinterest")
    return (
      <figure aria-label={label} dir={dir} lang={copy.language} className="mx-auto w-full max-w-[240px]">
        <div className="overflow-hidden rounded-2xl">{frame("")}</div>
        <p className="mt-2 line-clamp-2 text-sm font-bold">{copy.title}</p>
        <p className="mt-1 line-clamp-3 text-xs text-muted-foreground">
          {copy.body}
          {tags}
        </p>
        <div className="mt-2 flex items-center gap-2 text-xs">
          <Avatar name={brand} small />
          <span className="truncate">{brand}</span>
        </div>
        {cta ? <div className="mt-2">{cta}</div> : null}
      </figure>
    );

  if (copy.platform === "youtube")
    return (
      <figure aria-label={label} dir={dir} lang={copy.language} className="w-full">
        <div className="relative overflow-hidden rounded-lg">
          {frame("")}
          <span
            dir="ltr"
            className="absolute bottom-1.5 right-1.5 rounded bg-black/80 px-1 font-mono text-[11px] text-white"
          >
            0:30
          </span>
        </div>
        <div className="mt-2 flex gap-2">
          <Avatar name={brand} />
          <div className="min-w-0">
            <p className="line-clamp-2 text-sm font-bold">{copy.title}</p>
            <p className="text-xs text-muted-foreground">{brand} · Sponsored</p>
            <p className="mt-1 line-clamp-2 text-xs text-muted-foreground">{copy.body}</p>
          </div>
        </div>
        {cta ? <div className="mt-2 flex justify-end">{cta}</div> : null}
      </figure>
    );

  // The feed card: Facebook, LinkedIn, Reddit, Quora.
  const headlineUnderImage = copy.platform === "facebook" || copy.platform === "linkedin";
  return (
    <figure aria-label={label} dir={dir} lang={copy.language} className="w-full border border-border bg-surface">
      <div className="flex items-center gap-2 p-3">
        <Avatar name={brand} />
        <div className="min-w-0">
          <p className="truncate text-sm font-bold">{brand}</p>
          <p className="flex items-center gap-1 text-[11px] text-muted-foreground">
            {copy.platform === "reddit" ? "Promoted" : "Sponsored"}
            <Globe aria-hidden className="h-3 w-3" />
          </p>
        </div>
        <MoreHorizontal aria-hidden className="ms-auto h-4 w-4 text-muted-foreground" />
      </div>
      {headlineUnderImage ? (
        // Facebook shows 125 characters and LinkedIn 150 before "See more": the limits the copy keeps, so all of it.
        <p className="whitespace-pre-line break-words px-3 pb-2 text-sm">
          {copy.body}
          {tags}
        </p>
      ) : (
        <p className="px-3 pb-2 text-sm font-bold">{copy.title}</p>
      )}
      {frame("")}
      <div className="flex items-center gap-3 bg-surface-2 px-3 py-2">
        <div className="min-w-0 flex-1">
          {headlineUnderImage ? (
            <p className="line-clamp-2 text-sm font-bold">{copy.title}</p>
          ) : (
            <p className="line-clamp-2 text-xs text-muted-foreground">{copy.body}</p>
          )}
        </div>
        {cta}
      </div>
      <div className="flex justify-around border-t border-border py-1.5 text-muted-foreground" aria-hidden>
        {copy.platform === "reddit" ? <MessageCircle className="h-4 w-4" /> : <ThumbsUp className="h-4 w-4" />}
        {copy.platform === "reddit" ? <Heart className="h-4 w-4" /> : <MessageCircle className="h-4 w-4" />}
        <Share2 className="h-4 w-4" />
      </div>
    </figure>
  );
}

function Avatar({ name, small }: { name: string; small?: boolean }) {
  return (
    <span
      aria-hidden
      className={cn(
        "grid shrink-0 place-items-center rounded-full bg-accent font-mono font-bold text-accent-foreground",
        small ? "h-5 w-5 text-[10px]" : "h-8 w-8 text-xs",
      )}
    >
      {[...name.trim()][0]?.toLocaleUpperCase() ?? "·"}
    </span>
  );
}

/** PLATFORMS.md's safe zones for one size, hatched over the image with their labels. */
function SafeZoneOverlay({ sizeKey }: { sizeKey: string }) {
  const zones = safeZonesFor(sizeKey)?.zones ?? [];
  return (
    <div className="pointer-events-none absolute inset-0" dir="ltr" data-testid="safe-zones">
      {zones.map((z) => (
        <div
          key={z.label}
          className="absolute grid place-items-center border border-dashed border-white bg-[repeating-linear-gradient(45deg,rgba(220,38,38,0.45)_0_6px,rgba(220,38,38,0.2)_6px_12px)]"
          style={{
            left: `${z.left * 100}%`,
            top: `${z.top * 100}%`,
            width: `${z.width * 100}%`,
            height: `${z.height * 100}%`,
          }}
        >
          <span className="bg-black/70 px-1 text-center font-mono text-[9px] leading-tight text-white">{z.label}</span>
        </div>
      ))}
    </div>
  );
}

/** Hashtags one by one, each isolated so "#" stays at its tag's start in right-to-left text. */
export function Hashtags({ tags }: { tags: string[] }) {
  return tags.map((t, i) => (
    <span key={t}>
      {i > 0 ? " " : null}
      <bdi>{t}</bdi>
    </span>
  ));
}
