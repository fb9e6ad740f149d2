import { useId } from "react";
import { Download } from "lucide-react";
import { BATCH_MAX, batchFormats, batchPlatforms, imageFormats, type ConceptSummary } from "@common/concepts";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogEyebrow,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { ScrollArea } from "@web/components/ui/scroll-area";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { platformName } from "@web/lib/platforms";
import { useBatchDownload } from "../hooks/use-batch-download";
import { conceptNumber } from "../share";

type Format = (typeof batchFormats)[number];
type ImageFormat = (typeof imageFormats)[number];

const FORMAT_TEXT: Record<Format, { label: string; hint: string }> = {
  zip: { label: "ZIP package", hint: "Images, copy for every language and platform, one folder per concept." },
  "images-only": { label: "Images only", hint: "Just the images, in a ZIP." },
  "text-only": { label: "Text only", hint: "Just the copy as text files, in a ZIP." },
  pdf: {
    label: "PDF contact sheet",
    hint: "Printable A4: each concept starts on a new page, then each platform with its images (the finished ads where drawn) and its copy, running onto more pages as needed.",
  },
};

const IMAGE_FORMAT_TEXT: Record<ImageFormat, { label: string; hint: string }> = {
  original: { label: "Original", hint: "The uploaded photo only, as it was: no platform-sized images." },
  optimized: { label: "Optimized", hint: "One web-ready rendition per platform." },
  "all-sizes": {
    label: "All sizes",
    hint: "The photo, every platform size and its creatives (the finished ad in each language).",
  },
};

/**
 * The batch download (SPEC §2): the selected concepts, the options with their defaults (all sizes and creatives
 * preselected, issue 28), and one file back.
 */
export function BatchDownloadDialog({
  concepts,
  open,
  onOpenChange,
}: {
  concepts: ConceptSummary[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <BatchBody concepts={concepts} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function OptionRow({
  id,
  name,
  checked,
  onChange,
  label,
  hint,
  disabled,
}: {
  id: string;
  name: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  hint: string;
  disabled?: boolean;
}) {
  return (
    <div
      className={cn(
        "flex items-start gap-3 border p-3",
        checked ? "border-accent bg-accent-soft" : "border-border",
        disabled && "opacity-60",
      )}
    >
      <input
        type="radio"
        id={id}
        name={name}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--accent)]"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="block font-mono text-sm font-bold">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

function CheckRow({
  id,
  checked,
  onChange,
  label,
  hint,
}: {
  id: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  label: string;
  hint?: string;
}) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(v) => onChange(v === true)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

const legendClasses = "font-mono text-xs font-bold uppercase tracking-widest";

function BatchBody({ concepts, onDone }: { concepts: ConceptSummary[]; onDone: () => void }) {
  const id = useId();
  const {
    format,
    setFormat,
    imageFormat,
    setImageFormat,
    platforms,
    togglePlatform,
    includeVariants,
    setIncludeVariants,
    includeMetadata,
    setIncludeMetadata,
    pending,
    download,
    tooMany,
    noImages,
  } = useBatchDownload(concepts, onDone);
  const count = concepts.length;

  return (
    <DialogContent size="lg" aria-busy={pending || undefined}>
      <DialogHeader>
        <DialogEyebrow>Batch download</DialogEyebrow>
        <DialogTitle>
          Download {count} concept{count === 1 ? "" : "s"}
        </DialogTitle>
        <DialogDescription>Choose what goes in the package; it downloads as one file.</DialogDescription>
      </DialogHeader>

      <div className="mt-5 grid grid-cols-1 gap-6">
        <section aria-labelledby={`${id}-selected`}>
          <h3 id={`${id}-selected`} className={legendClasses}>
            Selected concepts ({count})
          </h3>
          <ScrollArea label="Selected concepts" className="mt-2 border border-border" viewportClassName="max-h-40">
            <ul className="divide-y divide-border">
              {concepts.map((c) => (
                <li key={c.id} className="flex min-w-0 items-center gap-3 px-3 py-2 text-sm">
                  <span className="shrink-0 bg-foreground px-1.5 py-0.5 font-mono text-[11px] font-bold text-background">
                    #{conceptNumber(c)}
                  </span>
                  <span className="min-w-0 flex-1 truncate">{c.title_en}</span>
                  <span className="hidden shrink-0 font-mono text-[11px] text-muted-foreground sm:inline">
                    {c.platforms.map(platformName).join(", ")}
                  </span>
                </li>
              ))}
            </ul>
          </ScrollArea>
          {tooMany ? (
            <p role="alert" className="mt-2 text-sm font-medium text-destructive">
              A batch holds at most {BATCH_MAX} concepts. Clear some of the selection first.
            </p>
          ) : null}
        </section>

        <fieldset className="grid min-w-0 gap-2">
          <legend className={cn(legendClasses, "mb-2")}>Format</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {batchFormats.map((f) => (
              <OptionRow
                key={f}
                id={`${id}-format-${f}`}
                name={`${id}-format`}
                checked={format === f}
                onChange={() => setFormat(f)}
                {...FORMAT_TEXT[f]}
              />
            ))}
          </div>
        </fieldset>

        <fieldset className="grid min-w-0 gap-2" disabled={noImages}>
          <legend className={cn(legendClasses, "mb-2")}>Images</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {imageFormats.map((f) => (
              <OptionRow
                key={f}
                id={`${id}-image-${f}`}
                name={`${id}-image`}
                checked={imageFormat === f}
                onChange={() => setImageFormat(f)}
                disabled={noImages}
                {...IMAGE_FORMAT_TEXT[f]}
              />
            ))}
          </div>
          {noImages ? <p className="text-xs text-muted-foreground">Text only packages carry no images.</p> : null}
        </fieldset>

        <fieldset className="grid min-w-0 gap-2" aria-describedby={`${id}-platforms-hint`}>
          <legend className={cn(legendClasses, "mb-1")}>Platforms</legend>
          <p id={`${id}-platforms-hint`} className="text-xs text-muted-foreground">
            None checked means every platform of each concept.
          </p>
          <div className="mt-1 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
            {batchPlatforms.map((p) => (
              <CheckRow
                key={p}
                id={`${id}-platform-${p}`}
                checked={platforms.includes(p)}
                onChange={(on) => togglePlatform(p, on)}
                label={platformName(p)}
              />
            ))}
          </div>
        </fieldset>

        <fieldset className="grid min-w-0 gap-3">
          <legend className={cn(legendClasses, "mb-2")}>Extras</legend>
          <CheckRow
            id={`${id}-variants`}
            checked={includeVariants}
            onChange={setIncludeVariants}
            label="Include A/B variants"
            hint="Adds each concept's variant titles and bodies."
          />
          <CheckRow
            id={`${id}-metadata`}
            checked={includeMetadata}
            onChange={setIncludeMetadata}
            label="Include metadata"
            hint="Adds manifest files with sizes and checksums, or the brief on each sheet."
          />
        </fieldset>
      </div>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button onClick={() => void download()} disabled={pending || tooMany || count === 0}>
          {pending ? <Spinner /> : <Download aria-hidden className="h-4 w-4" />}
          {pending ? "Preparing download…" : "Download"}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
