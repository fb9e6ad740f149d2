import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import type { SharedConcept } from "@common/concepts";
import { languageByCode } from "@common/languages";
import { paths, sharedImageUrl } from "@common/paths";
import { platformById, platformIds, platforms } from "@common/platforms";
import { AdCopyView, copyItemsOf } from "@web/components/ad-copy/ad-copy-view";
import { CreativeGallery } from "@web/components/creatives/creative-gallery";
import { buttonClasses } from "@web/components/ui/button";
import { eyebrowClasses } from "@web/components/ui/eyebrow";
import { creativeRef, sizeName } from "@web/lib/creatives";
import { platformName } from "@web/lib/platforms";

/** Every stored rendition, in the platform table's order, with its size facts. */
function renditionsOf(concept: SharedConcept) {
  return platformIds.flatMap((platform) =>
    platformById(platform)
      .sizes.filter((s) => concept.renditions[platform]?.includes(s.key))
      .map((size) => ({ platform: platformById(platform), size })),
  );
}

/**
 * A concept's public page (issue 15): what its owner chose to show anyone with the link. The creatives per size in the
 * concept's languages (the plain photos a switch away), each at its platform's size (width and height given, so
 * nothing moves as they load), then the copy per language and platform with the creatives in the post previews.
 */
export function SharedConceptView({ concept, token }: { concept: SharedConcept; token: string }) {
  const images = renditionsOf(concept);
  const languages = concept.selectedLanguages.map((c) => languageByCode(c)?.name ?? c);
  const src = (size: string) => sharedImageUrl(token, size);
  return (
    <article aria-labelledby="shared-title" className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6">
      <header className="grid gap-3">
        <p className={eyebrowClasses}>{concept.isExample ? "Example ad concept" : "Shared ad concept"}</p>
        <h1 id="shared-title" className="break-words font-mono text-3xl font-bold sm:text-4xl">
          {concept.title}
        </h1>
        <p className="text-muted-foreground">
          {concept.brandName ? `${concept.brandName} · ` : ""}
          {images.length} image{images.length === 1 ? "" : "s"} for {concept.platforms.map(platformName).join(", ")} ·
          copy in {languages.join(", ")}
        </p>
      </header>

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
