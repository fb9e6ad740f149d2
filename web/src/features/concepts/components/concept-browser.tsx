import { useState } from "react";
import { LayoutGrid, List, Search } from "lucide-react";
import type { ConceptSummary } from "@common/concepts";
import { platforms } from "@common/platforms";
import { Button } from "@web/components/ui/button";
import { inputClasses } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";
import { aspects, ConceptCard, type Aspect, type ConceptAction } from "./concept-card";
import { DeleteConceptDialog } from "./delete-dialog";
import { EditConceptDialog } from "./edit-dialog";
import { GenerateAssetsDialog } from "./generate-assets-dialog";
import { PreviewDialog } from "./preview-dialog";
import { ShareConceptDialog } from "./share-concept-dialog";

export type Layout = "grid" | "list";

interface ToolbarProps {
  platform: string;
  onPlatformChange: (platform: string) => void;
  aspect: Aspect;
  onAspectChange: (aspect: Aspect) => void;
  layout: Layout;
  onLayoutChange: (layout: Layout) => void;
  /** Omitted: no search box (the visitor's examples). */
  search?: string;
  onSearchChange?: (search: string) => void;
}

/** Search, platform filter, image aspect and grid/list toggle. Wraps onto several rows on a phone. */
export function ConceptToolbar({
  platform,
  onPlatformChange,
  aspect,
  onAspectChange,
  layout,
  onLayoutChange,
  search,
  onSearchChange,
}: ToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {onSearchChange ? (
        <label className="relative min-w-0 basis-full sm:basis-64 sm:flex-1">
          <span className="sr-only">Search concepts</span>
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            type="search"
            name="search"
            value={search ?? ""}
            onChange={(e) => onSearchChange(e.target.value)}
            placeholder="Search titles and copy"
            className={cn(inputClasses, "pl-9")}
          />
        </label>
      ) : null}
      <label className="min-w-0 basis-full sm:basis-auto">
        <span className="sr-only">Platform filter</span>
        <select
          name="platform"
          value={platform}
          onChange={(e) => onPlatformChange(e.target.value)}
          className={cn(inputClasses, "sm:w-48")}
        >
          <option value="">All platforms</option>
          {platforms.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <fieldset aria-label="Image aspect" className="min-w-0 flex border border-border font-mono text-xs">
        {aspects.map((a) => (
          <button
            key={a}
            type="button"
            aria-pressed={aspect === a}
            onClick={() => onAspectChange(a)}
            className={cn("min-h-11 px-3", aspect === a ? "bg-accent text-accent-foreground" : "hover:bg-surface-2")}
          >
            {a}
          </button>
        ))}
      </fieldset>
      <fieldset aria-label="View" className="min-w-0 flex">
        <Button
          variant={layout === "grid" ? "accent" : "outline"}
          size="icon"
          aria-label="Grid view"
          aria-pressed={layout === "grid"}
          onClick={() => onLayoutChange("grid")}
        >
          <LayoutGrid aria-hidden className="h-4 w-4" />
        </Button>
        <Button
          variant={layout === "list" ? "accent" : "outline"}
          size="icon"
          aria-label="List view"
          aria-pressed={layout === "list"}
          onClick={() => onLayoutChange("list")}
          className="-ml-px"
        >
          <List aria-hidden className="h-4 w-4" />
        </Button>
      </fieldset>
    </div>
  );
}

export function ConceptGridSkeleton() {
  return (
    <div className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
      <span role="status" className="sr-only">
        Loading concepts…
      </span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="border border-border bg-surface">
          <Skeleton className="aspect-square" />
          <div className="grid gap-2 p-4">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-3 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

interface ConceptGridProps {
  concepts: ConceptSummary[];
  /** The cards are the previous filter's while the new list loads. */
  stale?: boolean;
  layout: Layout;
  aspect: Aspect;
  mode: "owner" | "example";
  selected?: ReadonlySet<number>;
  onSelectedChange?: (id: number, selected: boolean) => void;
  onAction: (action: ConceptAction, concept: ConceptSummary) => void;
}

export function ConceptGrid({
  concepts,
  stale,
  layout,
  aspect,
  mode,
  selected,
  onSelectedChange,
  onAction,
}: ConceptGridProps) {
  return (
    <div
      aria-busy={stale || undefined}
      className={cn(
        "mt-6 grid gap-4 transition-opacity",
        layout === "grid" ? "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3" : "grid-cols-1",
        stale && "opacity-60",
      )}
    >
      {concepts.map((c) => (
        <ConceptCard
          key={c.id}
          concept={c}
          aspect={aspect}
          layout={layout}
          mode={mode}
          selected={selected?.has(c.id) ?? false}
          onSelectedChange={onSelectedChange ? (on) => onSelectedChange(c.id, on) : undefined}
          onAction={onAction}
        />
      ))}
    </div>
  );
}

/** 'Showing 1 to N of N results' (SPEC §2). */
export function ResultsFooter({ count }: { count: number }) {
  return (
    <p className="mt-6 font-mono text-sm text-muted-foreground" data-testid="results-footer">
      {count ? `Showing 1 to ${count} of ${count} results` : "Showing 0 results"}
    </p>
  );
}

interface ActiveDialog {
  action: ConceptAction;
  concept: ConceptSummary;
}

/** Which card dialog is open, for which concept. The concept shown is the freshest copy from the current list. */
export function useConceptDialogs(list: ConceptSummary[] | undefined) {
  const [active, setActive] = useState<ActiveDialog | null>(null);
  const fresh = active ? (list?.find((c) => c.id === active.concept.id) ?? active.concept) : null;
  return {
    open: (action: ConceptAction, concept: ConceptSummary) => setActive({ action, concept }),
    close: () => setActive(null),
    action: active?.action ?? null,
    concept: fresh,
  };
}

/** The card dialogs, one instance each for the whole list. Examples only get preview and share. */
export function ConceptDialogs({
  dialogs,
  mode,
  onDeleted,
}: {
  dialogs: ReturnType<typeof useConceptDialogs>;
  mode: "owner" | "example";
  onDeleted?: (id: number) => void;
}) {
  const { action, concept, close } = dialogs;
  const onOpenChange = (open: boolean) => !open && close();
  return (
    <>
      <PreviewDialog concept={concept} open={action === "preview"} onOpenChange={onOpenChange} />
      <ShareConceptDialog concept={concept} open={action === "share"} onOpenChange={onOpenChange} />
      {mode === "owner" ? (
        <>
          <EditConceptDialog concept={concept} open={action === "edit"} onOpenChange={onOpenChange} />
          <DeleteConceptDialog
            concept={concept}
            open={action === "delete"}
            onOpenChange={onOpenChange}
            onDeleted={onDeleted}
          />
          <GenerateAssetsDialog concept={concept} open={action === "generate"} onOpenChange={onOpenChange} />
        </>
      ) : null}
    </>
  );
}
