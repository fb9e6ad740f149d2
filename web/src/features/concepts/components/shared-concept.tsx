import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import type { SharedConcept } from "@common/concepts";
import { sizeName } from "@common/creatives";
import { type ShareFrame, sharedSubline } from "@common/share-frame";
import { paths, sharedImageUrl } from "@common/paths";
import { platforms } from "@common/platforms";
import { AdCopyView, copyItemsOf } from "@web/components/ad-copy/ad-copy-view";
import { CreativeGallery } from "@web/components/creatives/creative-gallery";
import { buttonClasses } from "@web/components/ui/button";
import { eyebrowClasses } from "@web/components/ui/eyebrow";
import { creativeRef } from "@web/lib/creatives";

function SharedConceptHeader({ eyebrow, title, subline }: Pick<ShareFrame, "eyebrow" | "title" | "subline">) {
  return (
    <header className="grid gap-3">
      <p className={eyebrowClasses}>{eyebrow}</p>
      <h1 id="shared-title" className="break-words font-mono text-3xl font-bold sm:text-4xl">
        {title}
      </h1>
      <p className="text-muted-foreground">{subline}</p>
    </header>
  );
}

/**
 * A share page's frame (decision 045): its heading and first creative, as the Worker writes them into the build's
 * template and as the browser's first render takes them over; the whole page follows at once. The creative is at
 * least as large as in the gallery, so the page's largest paint is this one; the Worker's head preloads it with a high
 * priority.
 */
export function SharedConceptFrame({ frame }: { frame: ShareFrame }) {
  return (
    <article aria-labelledby="shared-title" className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6">
      <SharedConceptHeader {...frame} />
      <section aria-labelledby="shared-images" className="grid gap-4">
        <h2 id="shared-images" className="font-mono text-xl font-bold">
          Creatives
        </h2>
        <img
          src={frame.lead.url}
          alt={frame.lead.alt}
          width={frame.lead.width}
          height={frame.lead.height}
          className="h-auto w-full max-w-3xl border border-border"
        />
      </section>
    </article>
  );
}

/**
 * A concept's public page (issue 15): what its owner chose to show anyone with the link. The creatives per size in the
 * concept's languages (the plain photos a switch away), each at its platform's size (width and height given, so
 * nothing moves as they load), then the copy per language and platform with the creatives in the post previews.
 */
export function SharedConceptView({ concept, token }: { concept: SharedConcept; token: string }) {
  const src = (size: string) => sharedImageUrl(token, size);
  return (
    <article aria-labelledby="shared-title" className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6">
      <SharedConceptHeader
        eyebrow={concept.isExample ? "Example ad concept" : "Shared ad concept"}
        title={concept.title}
        subline={sharedSubline(concept)}
      />

      <section aria-labelledby="shared-images" className="grid gap-4">
        <h2 id="shared-images" className="font-mono text-xl font-bold">
          {concept.creatives.length ? "Creatives" : "Images"}
        </h2>
        {/* A concept lists a creative for every rendition it has (common/creatives.ts creativeEntries). */}
        {concept.creatives.length ? (
          <CreativeGallery
            creatives={concept.creatives}
            label="Images by size"
            photo={(sizeKey, className) => (
              <img
                src={src(sizeKey)}
                loading="lazy"
                alt={`${concept.title}: ${sizeName(sizeKey)}`}
                className={className}
              />
            )}
          />
        ) : (
          <img src={concept.imageUrl} alt={concept.title} className="max-h-[60vh] w-auto border border-border" />
        )}
      </section>

      <section aria-labelledby="shared-copy" className="grid min-w-0 gap-4">
        <h2 id="shared-copy" className="font-mono text-xl font-bold">
          Ad copy
        </h2>
        <AdCopyView
          items={copyItemsOf(concept.aiGeneratedCopy)}
          provider={concept.copyProvider}
          brand={concept.brandName || "Your business"}
          briefLanguage={concept.briefLanguage}
          creative={(sizeKey, language) => creativeRef(concept.creatives, sizeKey, language)}
          image={(platform, sizeKey, className) =>
            concept.renditions[platform]?.includes(sizeKey) ? (
              <img src={src(sizeKey)} alt="" className={className} />
            ) : null
          }
        />
      </section>

      <aside className="flex flex-wrap items-center justify-between gap-4 border border-border bg-surface-2 p-6">
        <p className="max-w-2xl">
          Made with ReachGen: one product photo and a short description become ad copy in up to 20 languages and images
          framed for {platforms.length} social platforms.
        </p>
        <Link to={`${paths.register}?plan=free`} className={buttonClasses("accent", "lg")}>
          Make your own, free
          <ArrowRight aria-hidden className="h-4 w-4" />
        </Link>
      </aside>
    </article>
  );
}
