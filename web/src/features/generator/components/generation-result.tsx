import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Download, RotateCcw } from "lucide-react";
import { creativeEntries } from "@common/creatives";
import type { GenerationResult } from "@common/generation";
import { isRtl, languageByCode } from "@common/languages";
import { AdCopyView } from "@web/components/ad-copy/ad-copy-view";
import { CreativeGallery } from "@web/components/creatives/creative-gallery";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api-error";
import { copyEditorApi } from "@web/lib/concept-copy";
import { creativeRef, type LayoutChoice, updateCreativeSettings } from "@web/lib/creatives";
import { downloadConceptOrToast } from "@web/lib/download-concept";
import { platformName } from "@web/lib/platforms";
import { conceptsQueryRoot } from "@web/lib/query-keys";
import { useCreativeVersions } from "@web/lib/use-creative-versions";

/**
 * The new concept's creatives (one per rendition size and language, listed as the API lists them) and the layout
 * switch: the PATCH answers the concept with its creatives, whose updatedAt makes the browser ask for the new pictures.
 */
function useResultCreatives(concept: GenerationResult["concept"]) {
  const queryClient = useQueryClient();
  const [state, setState] = useState(() => ({
    creatives: creativeEntries(
      Object.fromEntries(Object.entries(concept.smartResizedImagesData).map(([p, sizes]) => [p, Object.keys(sizes)])),
      concept.selectedLanguages,
      null,
      `/api/concepts/${concept.id}/creatives`,
    ),
    version: concept.createdAt,
  }));
  const versions = useCreativeVersions(state.version);
  const changeLayout = async (sizeKey: string, layout: LayoutChoice) => {
    try {
      const updated = await versions.save(sizeKey, () =>
        updateCreativeSettings(concept.id, { layouts: { [sizeKey]: layout } }),
      );
      setState({ creatives: updated.creatives, version: updated.updatedAt });
      void queryClient.invalidateQueries({ queryKey: conceptsQueryRoot });
    } catch (error) {
      toast({
        title: "Layout Not Changed",
        description: errorMessage(error, "The layout could not be changed. Please try again."),
        variant: "destructive",
      });
      throw error;
    }
  };
  /** After the copy changed: every creative is asked for again (its headline may be new), and the lists refetch. */
  const copyChanged = useCallback(async () => {
    setState((prev) => ({ ...prev, version: new Date().toISOString() }));
    await queryClient.invalidateQueries({ queryKey: conceptsQueryRoot });
  }, [queryClient]);
  return { creatives: state.creatives, versionOf: versions.of, changeLayout, copyChanged };
}

/**
 * The result view of SPEC §2: copy per platform and language, image analysis, and the created concept card. It opens
 * with its heading at the top of the screen (focused, so a screen reader starts there too) and says it is ready
 * inline: no toast sits over Download All Assets and Generate Another.
 */
export function GenerationResultView({ result, onAnother }: { result: GenerationResult; onAnother: () => void }) {
  const { concept } = result;
  const creatives = useResultCreatives(concept);
  // Every post is edited in place, versioned and regenerated right here (decision 028).
  const editor = useMemo(() => copyEditorApi(concept.id, creatives.copyChanged), [concept.id, creatives.copyChanged]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView?.({ block: "start" });
  }, []);
  const photo = (platform: string, sizeKey: string, className: string) => {
    const data = concept.smartResizedImagesData[platform]?.[sizeKey];
    return data ? <img src={`data:image/jpeg;base64,${data}`} alt="" className={className} /> : null;
  };
  // Through a signed, short-lived link: the download works with the bearer session alone, no cookie needed.
  const download = () => downloadConceptOrToast({ id: concept.id, isExample: false });
  const number = String(concept.userConceptNumber).padStart(3, "0");
  const headlines = concept.selectedLanguages.flatMap((language) => {
    const byPlatform = concept.aiGeneratedCopy[language] ?? {};
    const platform = concept.platforms.find((p) => byPlatform[p]);
    return platform ? [{ language, title: byPlatform[platform]!.title }] : [];
  });
  return (
    <>
      <div className="mt-8 flex gap-3 border border-accent bg-accent-soft p-4">
        <CheckCircle2 aria-hidden className="mt-1 h-5 w-5 shrink-0 text-accent-text" />
        <div className="min-w-0">
          <h2
            ref={headingRef}
            tabIndex={-1}
            id="result-title"
            // Below the sticky header when scrolled to the top.
            className="scroll-mt-24 font-mono text-xl font-bold outline-none"
          >
            AI Copy Generated! Concept #{number} is ready
          </h2>
          <p className="mt-1 text-sm">
            Your copy and platform images are ready: edit and copy them below, download all assets, or generate another
            from the same brief.
          </p>
          {/* The actions sit with the message, in view as the result opens, on a phone too. */}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={() => void download()}>
              <Download aria-hidden className="h-4 w-4" /> Download All Assets
            </Button>
            <Button variant="outline" onClick={onAnother}>
              <RotateCcw aria-hidden className="h-4 w-4" /> Generate Another
            </Button>
          </div>
        </div>
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_340px]">
        <div className="min-w-0 space-y-8">
          <section aria-labelledby="creatives-title" className="grid gap-3">
            <div>
              <h2 id="creatives-title" className="font-mono text-xl font-bold">
                Creatives
              </h2>
              <p className="text-sm text-muted-foreground">
                Each size with its headline, call to action and logo set on the photo. Switch a size's layout, or show
                the plain photos.
              </p>
            </div>
            <CreativeGallery
              creatives={creatives.creatives}
              versionOf={creatives.versionOf}
              layoutMode="save"
              onLayoutChange={creatives.changeLayout}
              photo={(sizeKey, className) => {
                const platform = Object.keys(concept.smartResizedImagesData).find(
                  (p) => concept.smartResizedImagesData[p]?.[sizeKey],
                );
                return platform ? photo(platform, sizeKey, className) : null;
              }}
            />
          </section>
          <section aria-labelledby="copy-title" className="grid gap-3">
            <h2 id="copy-title" className="font-mono text-xl font-bold">
              Generated Ad Copy
            </h2>
            <AdCopyView
              editor={editor}
              items={result.generatedCopy}
              provider={result.copyProvider}
              notice={result.notice}
              brand={brandOf(result)}
              briefLanguage={
                typeof concept.businessContext.briefLanguage === "string" ? concept.businessContext.briefLanguage : null
              }
              image={photo}
              creative={(sizeKey, language) =>
                creativeRef(creatives.creatives, sizeKey, language, creatives.versionOf(sizeKey))
              }
            />
          </section>
          {result.imageAnalysis ? (
            <section aria-labelledby="analysis-title" className="border border-border bg-surface p-5">
              <h2 id="analysis-title" className="font-mono text-base font-bold">
                Image Analysis
              </h2>
              <p className="mt-2 text-sm text-muted-foreground">{result.imageAnalysis}</p>
            </section>
          ) : null}
        </div>
        <aside aria-labelledby="concept-title" className="h-fit border border-border-strong bg-surface">
          <img
            src={`data:image/jpeg;base64,${concept.imageData}`}
            alt="Concept preview"
            className="aspect-video w-full object-cover"
          />
          <div className="p-5">
            <p className="font-mono text-xs text-muted-foreground">CREATED AD CONCEPT</p>
            <h2 id="concept-title" className="font-mono text-lg font-bold">
              #{number}
            </h2>
            {/* The concept's headline in each of its own languages (its first platform's), not the SPEC's EN/ES pair. */}
            <dl className="mt-3 space-y-2 text-sm">
              {headlines.slice(0, 4).map((h) => (
                <div key={h.language}>
                  <dt className="font-mono text-xs text-muted-foreground" title={languageByCode(h.language)?.name}>
                    {h.language.toUpperCase()}
                  </dt>
                  <dd className="font-medium" lang={h.language} dir={isRtl(h.language) ? "rtl" : "ltr"}>
                    {h.title}
                  </dd>
                </div>
              ))}
            </dl>
            {headlines.length > 4 ? (
              <p className="mt-1 text-xs text-muted-foreground">and {headlines.length - 4} more languages</p>
            ) : null}
            <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Platforms">
              {concept.platforms.map((p) => (
                <li key={p} className="border border-border px-2 py-0.5 font-mono text-xs">
                  {platformName(p)}
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </>
  );
}

/** The advertiser's name as the post previews show it: the brand from the brief, or a neutral stand-in. */
function brandOf(result: GenerationResult): string {
  const brand = result.concept.businessContext.brandName;
  return typeof brand === "string" && brand.trim() ? brand : "Your business";
}
