import { useId, useMemo, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ImageOff } from "lucide-react";
import type { ConceptSummary } from "@common/concepts";
import { languageByCode } from "@common/languages";
import { type PlatformId, platformIds } from "@common/platforms";
import { AdCopyView, copyItemsOf } from "@web/components/ad-copy/ad-copy-view";
import { CreativeGallery } from "@web/components/creatives/creative-gallery";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogEyebrow,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { inputClasses } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api-error";
import { cn } from "@web/lib/cn";
import { creativeRef, type LayoutChoice } from "@web/lib/creatives";
import { useCreativeVersions } from "@web/lib/use-creative-versions";
import { findPlatform, platformName } from "@web/lib/platforms";
import { copyEditorApi } from "@web/lib/concept-copy";
import { invalidateConceptLists } from "../api/get-concepts";
import { useConceptImage } from "../api/get-concept-image";
import { useUpdateCreatives } from "../api/update-creatives";
import { relativeDate } from "../relative-date";
import { conceptNumber } from "../share";

/** The concept preview (SPEC §2): tabs Creatives, Image Preview, Basic Content and AI-Generated Copy. */
export function PreviewDialog({
  concept,
  open,
  onOpenChange,
}: {
  concept: ConceptSummary | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open && concept !== null} onOpenChange={onOpenChange}>
      {concept ? <PreviewBody concept={concept} /> : null}
    </Dialog>
  );
}

function PreviewBody({ concept }: { concept: ConceptSummary }) {
  const versions = useCreativeVersions(concept.updatedAt);
  return (
    <DialogContent size="xl">
      <DialogHeader>
        <DialogEyebrow>Concept #{conceptNumber(concept)}</DialogEyebrow>
        <DialogTitle className="break-words">{concept.title_en}</DialogTitle>
        <DialogDescription>
          {concept.platforms.map(platformName).join(", ") || "No platforms"} · {concept.selectedLanguages.length || 1}{" "}
          language
          {concept.selectedLanguages.length === 1 ? "" : "s"} · created {relativeDate(concept.createdAt).toLowerCase()}
        </DialogDescription>
      </DialogHeader>
      <Tabs defaultValue="creatives" className="mt-4">
        <TabsList aria-label="Preview sections" className="grid grid-cols-4 sm:flex">
          {/* Four equal columns on a phone (labels wrap), a plain row from sm up. */}
          <TabsTrigger value="creatives">Creatives</TabsTrigger>
          <TabsTrigger value="image">Image Preview</TabsTrigger>
          <TabsTrigger value="basic">Basic Content</TabsTrigger>
          <TabsTrigger value="ai">AI-Generated Copy</TabsTrigger>
        </TabsList>
        <TabsContent value="creatives">
          <Creatives concept={concept} versions={versions} />
        </TabsContent>
        <TabsContent value="image">
          <ImagePreview concept={concept} />
        </TabsContent>
        <TabsContent value="basic">
          <BasicContent concept={concept} />
        </TabsContent>
        <TabsContent value="ai">
          <AiCopy concept={concept} versionOf={versions.of} />
        </TabsContent>
      </Tabs>
    </DialogContent>
  );
}

/**
 * Every creative of the concept, per size in one language at a time. The owner switches a size's layout (saved, the
 * picture drawn again); a visitor on an example previews the other layouts without saving.
 */
function Creatives({
  concept,
  versions,
}: {
  concept: ConceptSummary;
  versions: ReturnType<typeof useCreativeVersions>;
}) {
  const update = useUpdateCreatives();
  const changeLayout = (sizeKey: string, layout: LayoutChoice) =>
    versions
      .save(sizeKey, () => update.mutateAsync({ id: concept.id, patch: { layouts: { [sizeKey]: layout } } }))
      .catch((error: unknown) => {
        toast({
          title: "Layout Not Changed",
          description: errorMessage(error, "The layout could not be changed. Please try again."),
          variant: "destructive",
        });
        throw error;
      });
  return (
    <CreativeGallery
      creatives={concept.creatives}
      versionOf={versions.of}
      layoutMode={concept.isExample ? "preview" : "save"}
      onLayoutChange={concept.isExample ? undefined : changeLayout}
    />
  );
}

interface SizeOption {
  value: string;
  label: string;
  width?: number;
  height?: number;
}

/** 'Original photo' plus every stored rendition, by platform, in the platform table's order. */
function sizeOptions(concept: ConceptSummary): SizeOption[] {
  const out: SizeOption[] = [{ value: "", label: "Original photo" }];
  const stored = Object.entries(concept.renditions);
  const order = (p: string) => {
    const i = (platformIds as readonly string[]).indexOf(p);
    return i < 0 ? platformIds.length : i;
  };
  for (const [platform, keys] of stored.sort(([a], [b]) => order(a) - order(b))) {
    const facts = findPlatform(platform);
    for (const key of keys) {
      const size = facts?.sizes.find((s) => s.key === key);
      out.push({
        value: key,
        label: size
          ? `${facts!.name} · ${size.label} ${size.width}×${size.height}`
          : `${platformName(platform)} · ${key}`,
        width: size?.width,
        height: size?.height,
      });
    }
  }
  return out;
}

function ImagePreview({ concept }: { concept: ConceptSummary }) {
  const options = sizeOptions(concept);
  const selectId = useId();
  // Start on the first rendition (small, usually cached by the card); the original can be large.
  const [size, setSize] = useState(options[1]?.value ?? "");
  const [brokenFor, setBrokenFor] = useState<string | null>(null);
  const image = useConceptImage(concept.id, size || undefined, concept.imageUrl);
  const chosen = options.find((o) => o.value === size);
  const notFound = image.isError || brokenFor === size;

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5 sm:max-w-sm">
        <Label htmlFor={selectId}>Image size</Label>
        <select id={selectId} value={size} onChange={(e) => setSize(e.target.value)} className={inputClasses}>
          {options.map((o) => (
            <option key={o.value || "original"} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <figure className="grid gap-2">
        <div className="grid min-h-48 place-items-center border border-border bg-surface-2 p-2">
          {notFound ? (
            <div className="grid place-items-center gap-2 py-12 text-center text-muted-foreground">
              <ImageOff aria-hidden className="h-10 w-10" />
              <p className="font-mono text-sm font-bold">Image Not Found</p>
            </div>
          ) : image.data ? (
            <img
              src={image.data}
              alt={`${concept.title_en}: ${chosen?.label ?? "original photo"}`}
              className="max-h-[55vh] w-auto max-w-full object-contain"
              onError={() => setBrokenFor(size)}
            />
          ) : (
            <div className="py-12">
              <Spinner label="Loading image" />
            </div>
          )}
        </div>
        <figcaption className="font-mono text-xs text-muted-foreground">
          {chosen?.width ? `${chosen.label} px` : "The uploaded photo, as stored"}
        </figcaption>
      </figure>
    </div>
  );
}

function Copy({ label, title, body, lang }: { label: string; title: string; body: string; lang: string }) {
  return (
    <section aria-label={label} className="border border-border p-4">
      <h3 className="font-mono text-xs font-bold tracking-widest text-accent-text">{label.toUpperCase()}</h3>
      <div lang={lang}>
        <p className="mt-2 font-mono text-[11px] text-muted-foreground">Title</p>
        <p className="break-words font-bold">{title}</p>
        <p className="mt-2 font-mono text-[11px] text-muted-foreground">Body</p>
        <p className="whitespace-pre-line break-words text-sm">{body}</p>
      </div>
    </section>
  );
}

function BasicContent({ concept }: { concept: ConceptSummary }) {
  const brief: [string, string | null][] = [
    ["Business type", concept.brief.businessType],
    ["Target audience", concept.brief.targetAudience],
    ["Tone", concept.brief.tone],
    ["Product description", concept.brief.productDescription],
    ["Brand name", concept.brief.brandName],
    ["Product name", concept.brief.productName],
    ["Key message", concept.brief.keyMessage],
    ["Call to action", concept.brief.callToAction],
    [
      "Language of the brief",
      concept.brief.briefLanguage ? (languageByCode(concept.brief.briefLanguage)?.name ?? null) : null,
    ],
  ];
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 md:grid-cols-2">
        <Copy label="English" title={concept.title_en} body={concept.body_en} lang="en" />
        <Copy label="Spanish" title={concept.title_es} body={concept.body_es} lang="es" />
      </div>
      <section aria-label="Brief" className="border border-border p-4">
        <h3 className="font-mono text-xs font-bold tracking-widest text-accent-text">BRIEF</h3>
        <dl className="mt-2 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {brief.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="font-mono text-[11px] text-muted-foreground">{label}</dt>
              <dd className={cn("break-words text-sm", !value && "text-muted-foreground")}>{value ?? "Not given"}</dd>
            </div>
          ))}
          <div>
            <dt className="font-mono text-[11px] text-muted-foreground">Platforms</dt>
            <dd className="text-sm">{concept.platforms.map(platformName).join(", ") || "None"}</dd>
          </div>
          <div>
            <dt className="font-mono text-[11px] text-muted-foreground">Languages</dt>
            <dd className="text-sm">
              {concept.selectedLanguages.map((c) => languageByCode(c)?.name ?? c).join(", ") || "English"}
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

function AiCopy({ concept, versionOf }: { concept: ConceptSummary; versionOf: (sizeKey: string) => string }) {
  const queryClient = useQueryClient();
  // The owner edits every post in place (decision 028); each write refreshes the lists, so the creatives follow.
  const editor = useMemo(
    () => (concept.isExample ? undefined : copyEditorApi(concept.id, () => invalidateConceptLists(queryClient))),
    [concept.id, concept.isExample, queryClient],
  );
  return (
    <AdCopyView
      editor={editor}
      items={copyItemsOf(concept.aiGeneratedCopy)}
      provider={concept.copyProvider}
      brand={concept.brief.brandName || "Your business"}
      briefLanguage={concept.brief.briefLanguage}
      creative={(sizeKey, language) => creativeRef(concept.creatives, sizeKey, language, versionOf(sizeKey))}
      image={(platform, sizeKey, className) => (
        <Rendition concept={concept} platform={platform} sizeKey={sizeKey} className={className} />
      )}
    />
  );
}

/** One rendition of the concept, fetched like the Image Preview tab fetches it. */
function Rendition({
  concept,
  platform,
  sizeKey,
  className,
}: {
  concept: ConceptSummary;
  platform: PlatformId;
  sizeKey: string;
  className: string;
}) {
  const stored = concept.renditions[platform]?.includes(sizeKey);
  const image = useConceptImage(concept.id, stored ? sizeKey : undefined, concept.imageUrl);
  return image.data ? <img src={image.data} alt="" className={className} /> : null;
}
