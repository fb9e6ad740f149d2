import type { ReactNode } from "react";
import {
  Bookmark,
  ChartNoAxesColumn,
  ChevronRight,
  ChevronUp,
  Globe,
  Heart,
  MessageCircle,
  MoreHorizontal,
  Music,
  Plus,
  Repeat2,
  Search,
  Send,
  Share2,
  ThumbsUp,
} from "lucide-react";
import { type CopyVariant, graphemeCount, type PlatformCopy, takeGraphemes } from "@common/copy";
import { type ImageSize, platformById, type PlatformId } from "@common/platforms";
import { zonesFor } from "@common/safe-zones";
import { cn } from "@web/lib/cn";

export interface PreviewCopy {
  platform: PlatformId;
  language: string;
  title: string;
  body: string;
  hashtags: string[];
  cta?: string;
  /** The B of an A/B test, where the engine wrote one. */
  variant?: CopyVariant;
}

/** One platform's stored copy in one language as a preview draws it. */
export function previewCopyOf(platform: PlatformId, language: string, copy: PlatformCopy): PreviewCopy {
  return {
    platform,
    language,
    title: copy.title,
    body: copy.body,
    hashtags: copy.hashtags ?? [],
    cta: copy.cta,
    ...(copy.variant ? { variant: copy.variant } : {}),
  };
}

/** Graphemes of an Instagram caption shown before "more". */
export const INSTAGRAM_CAPTION_SHOWN = 125;

/**
 * The sizes a platform's copy is previewed on: its first rendition, and for Instagram its story as well (a feed post
 * and a story are two different placements of the same copy).
 */
export function previewSizes(platform: PlatformId): ImageSize[] {
  const sizes = platformById(platform).sizes;
  const story = platform === "instagram" ? sizes.find((s) => s.key === "instagram_story") : undefined;
  return story ? [sizes[0]!, story] : [sizes[0]!];
}

/** What a preview of one size is called: "Instagram story preview", "TikTok post preview". */
export function previewLabel(platform: PlatformId, sizeKey: string): string {
  const name = platformById(platform).name;
  return sizeKey === "instagram_story" ? `${name} story preview` : `${name} post preview`;
}

/** Instagram's account row over a post or a story: the ringed avatar, the handle, "Sponsored" and the menu. */
function InstagramHeader({ brand, story = false }: { brand: string; story?: boolean }) {
  return (
    <div className={cn("flex items-center gap-2", story ? "mt-2" : "p-2.5")}>
      <Avatar name={brand} small={story} ring />
      <div className="min-w-0">
        <p className={cn("truncate font-bold", story ? "text-xs" : "text-sm")} dir="auto">
          {handleOf(brand)}
        </p>
        <p className={story ? "text-[10px]" : "text-[11px] text-muted-foreground"}>Sponsored</p>
      </div>
      <MoreHorizontal aria-hidden className={cn("ms-auto h-4 w-4", story ? null : "text-muted-foreground")} />
    </div>
  );
}

/** A full-screen vertical placement (a story, a TikTok, a Snap): the rendition edge to edge, the platform's own
 * interface drawn over it as `children`, the safe zones on top. */
function VerticalFrame({
  label,
  dir,
  lang,
  size,
  image,
  overlay,
  width = "max-w-[220px]",
  className,
  children,
}: {
  label: string;
  dir: "ltr" | "rtl";
  lang: string;
  size: ImageSize;
  image: (className: string) => ReactNode;
  overlay: ReactNode;
  width?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <figure aria-label={label} dir={dir} lang={lang} className={cn("mx-auto w-full", width)}>
      <div
        className={cn("relative overflow-hidden rounded-xl bg-black", className)}
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
      >
        {image("absolute inset-0 h-full w-full object-cover")}
        {children}
        {overlay}
      </div>
    </figure>
  );
}

/** The advertiser's name as a handle (Instagram, X): lower case, letters and digits only. */
function handleOf(brand: string): string {
  return brand.toLocaleLowerCase().replace(/[^\p{L}\p{N}._]+/gu, "") || "yourbusiness";
}

/**
 * The ad as it will look on its platform, drawn from the copy and one rendition: a feed card (Facebook, LinkedIn,
 * Reddit, Quora), an Instagram feed post or story, a TikTok in-feed ad, an X post, a pin (Pinterest), a story frame
 * (Snapchat) or a video card (YouTube). It is a likeness, not the platform's pixels; `safeZones` lays the size's
 * keep-clear rectangles (common/safe-zones.ts) over the image, the right-to-left set for right-to-left copy.
 */
export function PostPreview({
  copy,
  brand,
  dir,
  image,
  safeZones,
  sizeKey,
}: {
  copy: PreviewCopy;
  /** The advertiser's name as the platform shows it above the post. */
  brand: string;
  dir: "ltr" | "rtl";
  /** The rendition, drawn by the caller (it knows where the bytes are). */
  image: (className: string) => ReactNode;
  safeZones: boolean;
  /** The rendition previewed; the platform's first size when not given. */
  sizeKey?: string;
}) {
  const facts = platformById(copy.platform);
  const size = facts.sizes.find((s) => s.key === sizeKey) ?? facts.sizes[0]!;
  const overlay = safeZones ? <SafeZoneOverlay sizeKey={size.key} dir={dir} /> : null;
  const frame = (className: string) => (
    <div className="relative overflow-hidden bg-surface-2" style={{ aspectRatio: `${size.width} / ${size.height}` }}>
      {image(cn("absolute inset-0 h-full w-full object-cover", className))}
      {overlay}
    </div>
  );
  const tags = copy.hashtags.length ? (
    <span className="text-accent-text">
      {" "}
      <Hashtags tags={copy.hashtags} />
    </span>
  ) : null;
  const cta = copy.cta ? (
    <span className="shrink-0 border border-border-strong bg-surface-2 px-2.5 py-1 font-mono text-[11px] font-bold">
      {copy.cta}
    </span>
  ) : null;
  const label = previewLabel(copy.platform, size.key);

  if (copy.platform === "tiktok")
    return <TikTokAd copy={copy} brand={brand} dir={dir} label={label} image={image} overlay={overlay} size={size} />;

  if (copy.platform === "instagram" && size.key === "instagram_story")
    return (
      <VerticalFrame label={label} dir={dir} lang={copy.language} size={size} image={image} overlay={overlay}>
        <div className="absolute inset-x-0 top-0 bg-gradient-to-b from-black/60 to-transparent px-2 pb-4 pt-2 text-white">
          <div aria-hidden className="h-0.5 rounded-full bg-white/80" />
          <InstagramHeader brand={brand} story />
        </div>
        <div className="absolute inset-x-0 bottom-0 grid justify-items-center gap-1 bg-gradient-to-t from-black/60 to-transparent px-3 pb-4 pt-8 text-white">
          <p className="line-clamp-2 text-center text-xs font-bold">{copy.title}</p>
          {copy.cta ? (
            <span className="mt-1 grid justify-items-center text-xs font-bold">
              <ChevronUp aria-hidden className="h-4 w-4" />
              <span className="rounded-full bg-white px-3 py-1 text-black">{copy.cta}</span>
            </span>
          ) : null}
        </div>
      </VerticalFrame>
    );

  if (copy.platform === "instagram")
    return (
      <figure aria-label={label} dir={dir} lang={copy.language} className="w-full border border-border bg-surface">
        <InstagramHeader brand={brand} />
        {frame("")}
        {copy.cta ? (
          <div className="flex items-center gap-3 border-b border-border bg-surface-2 px-3 py-2">
            <p className="line-clamp-1 min-w-0 flex-1 text-sm font-bold">{copy.cta}</p>
            <ChevronRight aria-hidden className="h-4 w-4 shrink-0 rtl:rotate-180" />
          </div>
        ) : null}
        <div className="flex items-center gap-3 px-3 pt-2" aria-hidden>
          <Heart className="h-5 w-5" />
          <MessageCircle className="h-5 w-5" />
          <Send className="h-5 w-5" />
          <Bookmark className="ms-auto h-5 w-5" />
        </div>
        <InstagramCaption handle={handleOf(brand)} body={copy.body} hashtags={copy.hashtags} />
      </figure>
    );

  if (copy.platform === "x")
    return (
      <figure aria-label={label} dir={dir} lang={copy.language} className="w-full border border-border bg-surface p-3">
        <div className="flex gap-2">
          <Avatar name={brand} />
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-1 text-sm">
              <span className="truncate font-bold">{brand}</span>
              <bdi className="truncate text-muted-foreground">@{handleOf(brand)}</bdi>
              <span className="ms-auto shrink-0 text-[11px] text-muted-foreground">Ad</span>
            </p>
            <p className="mt-0.5 whitespace-pre-line break-words text-sm">
              {copy.body}
              {tags}
            </p>
            <div className="mt-2 overflow-hidden rounded-2xl border border-border">
              {frame("")}
              <div className="border-t border-border px-3 py-2">
                <p className="line-clamp-2 text-sm">{copy.title}</p>
                {copy.cta ? <p className="mt-0.5 text-xs text-muted-foreground">{copy.cta}</p> : null}
              </div>
            </div>
            <div className="mt-2 flex justify-between pe-4 text-muted-foreground" aria-hidden>
              <MessageCircle className="h-4 w-4" />
              <Repeat2 className="h-4 w-4" />
              <Heart className="h-4 w-4" />
              <ChartNoAxesColumn className="h-4 w-4" />
              <Share2 className="h-4 w-4" />
            </div>
          </div>
        </div>
      </figure>
    );

  if (copy.platform === "snapchat")
    return (
      <VerticalFrame label={label} dir={dir} lang={copy.language} size={size} image={image} overlay={overlay}>
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
      </VerticalFrame>
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

function Avatar({ name, small, ring }: { name: string; small?: boolean; ring?: boolean }) {
  return (
    <span
      aria-hidden
      className={cn(
        "grid shrink-0 place-items-center rounded-full bg-accent font-mono font-bold text-accent-foreground",
        small ? "h-5 w-5 text-[10px]" : "h-8 w-8 text-xs",
        // Instagram rings the advertiser's picture.
        ring && "outline-2 outline-offset-1 outline-pink-500",
      )}
    >
      {[...name.trim()][0]?.toLocaleUpperCase() ?? "·"}
    </span>
  );
}

/**
 * An Instagram caption as the feed shows it: the handle, then the caption and its hashtags up to
 * INSTAGRAM_CAPTION_SHOWN graphemes (back to the last whole word), then "… more" when there is more.
 */
function InstagramCaption({ handle, body, hashtags }: { handle: string; body: string; hashtags: string[] }) {
  const parts = [{ text: body, tag: false }, ...hashtags.map((t) => ({ text: ` ${t}`, tag: true }))].filter(
    (p) => p.text,
  );
  const full = parts.map((p) => p.text).join("");
  const more = graphemeCount(full) > INSTAGRAM_CAPTION_SHOWN;
  let cut = full;
  if (more) {
    cut = takeGraphemes(full, INSTAGRAM_CAPTION_SHOWN);
    // A word cut in the middle goes whole, as the feed does it.
    if (/\S/u.test(full.charAt(cut.length)) && /\s/u.test(cut)) cut = cut.replace(/\s+\S*$/u, "");
    cut = cut.trimEnd();
  }
  // `cut` is a prefix of `full` ending on a grapheme boundary, so the parts can be cut by code units.
  let left = cut.length;
  const shown = parts.flatMap((p) => {
    const text = p.text.slice(0, Math.max(0, left));
    left -= p.text.length;
    return text ? [{ text, tag: p.tag }] : [];
  });
  return (
    <p className="break-words px-3 pb-3 pt-1.5 text-sm" data-testid="instagram-caption">
      <bdi className="font-bold">{handle}</bdi>{" "}
      {shown.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one caption, in a fixed order.
        <span key={i} className={p.tag ? "text-accent-text" : undefined}>
          {/* Each hashtag isolated, so "#" stays at its start in right-to-left text. */}
          {p.tag ? (
            <>
              {" "}
              <bdi>{p.text.trimStart()}</bdi>
            </>
          ) : (
            p.text
          )}
        </span>
      ))}
      {more ? <span className="text-muted-foreground">… more</span> : null}
    </p>
  );
}

/**
 * A TikTok in-feed ad: the rendition full-bleed, the tabs at the top, the display name, the ad text and the call to
 * action at the bottom on the reading side, and the button column on the other side (on the left for right-to-left
 * copy, as TikTok's right-to-left safe zone has it).
 */
function TikTokAd({
  copy,
  brand,
  dir,
  label,
  image,
  overlay,
  size,
}: {
  copy: PreviewCopy;
  brand: string;
  dir: "ltr" | "rtl";
  label: string;
  image: (className: string) => ReactNode;
  overlay: ReactNode;
  size: ImageSize;
}) {
  const name = copy.body || brand;
  const button = "grid justify-items-center gap-0.5 text-[10px] font-bold";
  // The buttons stand in the column TikTok's safe zone keeps for them: on the right, or on the left in right-to-left.
  const column = zonesFor(size.key, dir).find((z) => z.label.startsWith("Button column"));
  return (
    <VerticalFrame
      label={label}
      dir={dir}
      lang={copy.language}
      size={size}
      image={image}
      overlay={overlay}
      width="max-w-[240px]"
      className="text-white"
    >
      <div className="absolute inset-x-0 top-0 flex items-center justify-center gap-3 bg-gradient-to-b from-black/50 to-transparent px-3 pb-5 pt-2.5 text-[11px] font-bold">
        <span className="opacity-70">Following</span>
        <span className="border-b-2 border-white pb-0.5">For You</span>
        <Search aria-hidden className="absolute end-3 h-4 w-4" />
      </div>
      <div
        className={cn(
          "absolute bottom-[25%] flex flex-col items-center gap-3 drop-shadow",
          column ? null : "end-1.5 w-10",
        )}
        style={column ? { left: `${column.left * 100}%`, width: `${column.width * 100}%` } : undefined}
        data-testid="tiktok-buttons"
        aria-hidden
      >
        <span className="relative mb-1">
          <Avatar name={name} />
          <Plus className="absolute -bottom-1.5 left-1/2 h-3.5 w-3.5 -translate-x-1/2 rounded-full bg-rose-500 p-0.5" />
        </span>
        <span className={button}>
          <Heart className="h-5 w-5 fill-white" />
          12.4K
        </span>
        <span className={button}>
          <MessageCircle className="h-5 w-5 fill-white" />
          318
        </span>
        <span className={button}>
          <Bookmark className="h-5 w-5 fill-white" />
          1,024
        </span>
        <span className={button}>
          <Share2 className="h-5 w-5" />
          Share
        </span>
      </div>
      {/* The name, the ad text and the call to action, inside the bottom 440 px TikTok keeps for them. */}
      <div className="absolute inset-x-0 bottom-0 grid gap-1 bg-gradient-to-t from-black/75 via-black/45 to-transparent px-2.5 pb-2 pt-6">
        <p className="flex items-center gap-1.5 pe-8 text-xs font-bold">
          <span className="truncate">{name}</span>
          <span className="shrink-0 rounded-sm bg-white/25 px-1 text-[9px] font-normal">Sponsored</span>
        </p>
        <p className="line-clamp-2 pe-8 text-[11px] leading-snug">{copy.title}</p>
        <p className="flex items-center gap-1 pe-8 text-[9px] opacity-90">
          <Music aria-hidden className="h-2.5 w-2.5 shrink-0" />
          <span className="truncate">Promoted music</span>
        </p>
        {copy.cta ? (
          <span className="flex items-center justify-between rounded-sm bg-rose-500 px-2 py-1 text-[11px] font-bold">
            {copy.cta}
            <ChevronRight aria-hidden className="h-3 w-3 rtl:rotate-180" />
          </span>
        ) : null}
      </div>
    </VerticalFrame>
  );
}

/**
 * A size's keep-clear rectangles (common/safe-zones.ts), hatched over the image with their labels: the right-to-left
 * set for right-to-left copy where the platform has one. Nothing is drawn for a size without documented zones.
 */
function SafeZoneOverlay({ sizeKey, dir }: { sizeKey: string; dir: "ltr" | "rtl" }) {
  const zones = zonesFor(sizeKey, dir);
  if (!zones.length) return null;
  return (
    <div className="pointer-events-none absolute inset-0" dir="ltr" data-testid="safe-zones">
      {zones.map((z) => (
        <div
          key={z.label}
          data-zone={z.label}
          className="absolute grid place-items-center border border-dashed border-white bg-[repeating-linear-gradient(45deg,rgba(220,38,38,0.45)_0_6px,rgba(220,38,38,0.2)_6px_12px)]"
          style={{
            left: `${z.left * 100}%`,
            top: `${z.top * 100}%`,
            width: `${z.width * 100}%`,
            height: `${z.height * 100}%`,
          }}
        >
          <span
            className={cn(
              "bg-black/70 px-1 text-center font-mono text-[9px] leading-tight text-white",
              // A narrow strip at a side reads its label downwards rather than cutting it.
              z.width < 0.2 &&
                z.height > z.width * 2 &&
                "max-h-full overflow-hidden px-0 py-1 [writing-mode:vertical-rl]",
            )}
          >
            {z.label}
          </span>
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
