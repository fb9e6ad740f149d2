import { useQuery } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ConceptList, type ConceptSummary } from "@common/concepts";
import { isRtl } from "@common/languages";
import { paths, sharedImageUrl, shareTokenOf } from "@common/paths";
import { type ImageSize, type PlatformId, platformById, platformIds } from "@common/platforms";
import { PostPreview, type PreviewCopy, previewCopyOf } from "@web/components/ad-copy/post-preview";
import { buttonClasses } from "@web/components/ui/button";
import { eyebrowClasses } from "@web/components/ui/eyebrow";
import { Skeleton } from "@web/components/ui/skeleton";
import { requestJson } from "@web/lib/api-request";
import { useScriptFonts } from "@web/lib/script-fonts";

/** How many examples the section shows. */
const COUNT = 3;

/**
 * The platforms to show, best first: a feed post, a pin and a vertical frame before the other feed cards; any platform
 * the table adds later comes last rather than never.
 */
const firstChoices: readonly PlatformId[] = [
  "facebook",
  "instagram",
  "pinterest",
  "tiktok",
  "snapchat",
  "x",
  "youtube",
  "linkedin",
  "reddit",
  "quora",
];
const preferred: readonly PlatformId[] = [...firstChoices, ...platformIds.filter((p) => !firstChoices.includes(p))];

interface Showcased {
  concept: ConceptSummary;
  sharePath: string;
  brand: string;
  platform: PlatformId;
  size: ImageSize;
  copy: PreviewCopy;
  src: string;
}

/**
 * One example as a post on one of its platforms, or null when it cannot be shown there: no public page, no stored
 * rendition for the platform, or no copy for it. English copy first, else the first of the concept's languages.
 */
function showcaseOf(concept: ConceptSummary, platform: PlatformId): Showcased | null {
  if (!concept.sharePath || !concept.platforms.includes(platform)) return null;
  const size = platformById(platform).sizes.find((s) => concept.renditions[platform]?.includes(s.key));
  if (!size) return null;
  const language = ["en", ...concept.selectedLanguages].find((code) => concept.aiGeneratedCopy[code]?.[platform]);
  const copy = language ? concept.aiGeneratedCopy[language]?.[platform] : undefined;
  if (!language || !copy) return null;
  return {
    concept,
    sharePath: concept.sharePath,
    brand: concept.brief.brandName || "Your business",
    platform,
    size,
    copy: previewCopyOf(platform, language, copy),
    src: sharedImageUrl(shareTokenOf(concept.sharePath), size.key),
  };
}

/**
 * Up to three examples, each on a different platform where the list allows: for each platform in the preferred order,
 * the first example (in list order) not yet chosen that can be shown there; then, if fewer than three, the remaining
 * examples on their first showable platform.
 */
function pickShowcase(examples: readonly ConceptSummary[]): Showcased[] {
  const picks: Showcased[] = [];
  const used = new Set<number>();
  const take = (pick: Showcased) => {
    picks.push(pick);
    used.add(pick.concept.id);
  };
  for (const platform of preferred) {
    if (picks.length >= COUNT) break;
    for (const concept of examples) {
      if (used.has(concept.id)) continue;
      const pick = showcaseOf(concept, platform);
      if (pick) {
        take(pick);
        break;
      }
    }
  }
  for (const concept of examples) {
    if (picks.length >= COUNT) break;
    if (used.has(concept.id)) continue;
    const pick = preferred.map((platform) => showcaseOf(concept, platform)).find((p) => p !== null);
    if (pick) take(pick);
  }
  return picks;
}

// The preview area and the caption have fixed heights, so the placeholder grid is as tall as the loaded one.
const gridClasses = "mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3";
const cellClasses = "flex min-w-0 flex-col border border-border bg-surface";
const previewAreaClasses = "flex min-h-[36rem] items-center justify-center bg-surface-2 p-4 sm:p-6";
const captionClasses = "flex h-20 items-center justify-between gap-3 border-t border-border px-4";

/**
 * The landing page's real output: three of the example concepts, each as its post looks on one of its platforms (the
 * stored rendition and the generated copy), with a link to the concept's public page and one to all the examples.
 */
export function ExampleShowcase() {
  const examples = useQuery({
    // The examples page's key, so the two share one request and one cache entry.
    queryKey: ["examples", "list", { platform: undefined }],
    queryFn: () => requestJson(ConceptList, "GET", "/api/examples"),
  });
  const picks = examples.data ? pickShowcase(examples.data) : [];
  useScriptFonts(picks.map((p) => p.copy.language).filter((code) => code !== "en"));

  if (examples.isSuccess && !picks.length) return null;

  return (
    <section aria-labelledby="showcase-title" className="border-t border-border">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <p className={eyebrowClasses}>Real output</p>
        <div className="mt-3 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <h2 id="showcase-title" className="max-w-2xl text-3xl font-bold leading-tight sm:text-4xl">
            What one photo becomes
          </h2>
          <p className="max-w-md text-muted-foreground">
            These are the example concepts ReachGen's own pipeline made from six photos, each shown as its post appears
            on its platform.
          </p>
        </div>

        {examples.isError ? (
          <p className="mt-10 text-sm text-muted-foreground">
            The examples could not be loaded right now.{" "}
            <Link to={paths.dashboard} className="font-bold text-foreground underline underline-offset-4">
              See them on the examples page
            </Link>
            .
          </p>
        ) : (
          <>
            {examples.isPending ? (
              <>
                <p role="status" className="sr-only">
                  Loading the examples
                </p>
                <ul aria-hidden className={gridClasses}>
                  {Array.from({ length: COUNT }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder.
                    <li key={i} className={cellClasses}>
                      <div className={previewAreaClasses}>
                        <div className="h-80 w-full max-w-[340px] animate-pulse border border-border bg-surface motion-reduce:animate-none" />
                      </div>
                      <div className={captionClasses}>
                        <div className="grid flex-1 gap-2">
                          <Skeleton className="h-4 w-32" />
                          <Skeleton className="h-3 w-20" />
                        </div>
                        <Skeleton className="h-10 w-36" />
                      </div>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <ul className={gridClasses}>
                {picks.map((pick) => (
                  <ShowcaseCell key={pick.concept.id} pick={pick} />
                ))}
              </ul>
            )}
            <div className="mt-8">
              <Link to={paths.dashboard} className={buttonClasses("outline", "lg")}>
                See all examples
                <ArrowRight aria-hidden className="h-4 w-4" />
              </Link>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

function ShowcaseCell({ pick }: { pick: Showcased }) {
  const { concept, copy, size, brand } = pick;
  const platformName = platformById(pick.platform).name;
  return (
    <li className={cellClasses}>
      <div className={previewAreaClasses}>
        <div className="w-full max-w-[340px]">
          <PostPreview
            copy={copy}
            brand={brand}
            dir={isRtl(copy.language) ? "rtl" : "ltr"}
            safeZones={false}
            sizeKey={size.key}
            image={(className) => (
              <img
                src={pick.src}
                width={size.width}
                height={size.height}
                loading="lazy"
                decoding="async"
                alt={`${concept.title_en} as a ${platformName} post`}
                className={className}
              />
            )}
          />
        </div>
      </div>
      <div className={captionClasses}>
        <div className="min-w-0">
          <p className="truncate font-bold">{brand}</p>
          <p className="font-mono text-xs text-muted-foreground">{platformName}</p>
        </div>
        <Link to={pick.sharePath} className={buttonClasses("outline", "md", "shrink-0")}>
          Open the concept <span className="sr-only">by {brand}</span>
        </Link>
      </div>
    </li>
  );
}
