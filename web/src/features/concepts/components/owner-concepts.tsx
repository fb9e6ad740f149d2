import { useEffect, useMemo, useState } from "react";
import { FileStack, Images, Languages, LayoutPanelTop } from "lucide-react";
import { toast } from "@web/components/ui/toast";
import { clearSessionToken, getSessionToken } from "@web/lib/api-request";
import { useConcepts } from "../api/get-concepts";
import { useStats } from "../api/get-stats";
import { BatchDownloadDialog } from "./batch-download-dialog";
import {
  ConceptDialogs,
  ConceptGrid,
  ConceptGridSkeleton,
  ConceptToolbar,
  ResultsFooter,
  useConceptDialogs,
  type Layout,
} from "./concept-browser";
import type { Aspect } from "./concept-card";
import { SelectionBar } from "./selection-bar";

/** How long the 'Authentication failed' toast shows before the session is cleared and the page reloads. */
const AUTH_FAILURE_RELOAD_MS = 1500;

const STAT_ITEMS = [
  { key: "total", label: "Concepts", Icon: FileStack },
  { key: "platforms", label: "Platforms", Icon: LayoutPanelTop },
  { key: "assets", label: "Assets", Icon: Images },
  { key: "languages", label: "Languages", Icon: Languages },
] as const;

/** The signed-in dashboard body: stats, search and filters, selection, the owner's concept cards and their dialogs. */
const reloadPage = () => window.location.reload();

export function OwnerConcepts({ reload = reloadPage }: { reload?: () => void } = {}) {
  const [platform, setPlatform] = useState("");
  const [search, setSearch] = useState("");
  const [layout, setLayout] = useState<Layout>("grid");
  const [aspect, setAspect] = useState<Aspect>("1:1");
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [batchOpen, setBatchOpen] = useState(false);
  const concepts = useConcepts(platform || undefined);
  const stats = useStats();
  const dialogs = useConceptDialogs(concepts.data);

  // SPEC §4/§8: a failed concept read with a session means the session is bad: say so, drop it, reload.
  useEffect(() => {
    if (!concepts.isError || getSessionToken() === null) return;
    toast({ title: "Authentication failed", description: "Please sign in again.", variant: "destructive" });
    const timer = setTimeout(() => {
      clearSessionToken();
      reload();
    }, AUTH_FAILURE_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [concepts.isError, reload]);

  const list = useMemo(() => concepts.data ?? [], [concepts.data]);
  const visible = useMemo(() => {
    const q = search.trim().toLowerCase();
    return list.filter(
      (c) => !q || [c.title_en, c.title_es, c.body_en, c.body_es].some((t) => t.toLowerCase().includes(q)),
    );
  }, [list, search]);
  // The selection only ever holds concepts of the current list (a deleted or filtered-out one drops out).
  const selected = useMemo(() => new Set(list.filter((c) => chosen.has(c.id)).map((c) => c.id)), [list, chosen]);
  const selectedConcepts = useMemo(() => list.filter((c) => selected.has(c.id)), [list, selected]);

  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <dl className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Statistics">
        {STAT_ITEMS.map(({ key, label, Icon }) => (
          <div key={key} className="border border-border bg-surface p-4">
            <dt className="flex items-center gap-2 font-mono text-xs tracking-widest text-muted-foreground">
              <Icon aria-hidden className="h-4 w-4" />
              {label.toUpperCase()}
            </dt>
            <dd className="mt-1 font-mono text-3xl font-bold" data-testid={`stat-${label.toLowerCase()}`}>
              {stats.isError ? "—" : (stats.data?.[key] ?? "…")}
            </dd>
          </div>
        ))}
      </dl>
      {stats.isError ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          Failed to fetch stats
        </p>
      ) : null}

      <div className="mt-8 grid gap-3">
        <ConceptToolbar
          platform={platform}
          onPlatformChange={setPlatform}
          aspect={aspect}
          onAspectChange={setAspect}
          layout={layout}
          onLayoutChange={setLayout}
          search={search}
          onSearchChange={setSearch}
        />
        <SelectionBar
          selectedCount={selected.size}
          total={visible.length}
          onSelectAll={() => setChosen(new Set(visible.map((c) => c.id)))}
          onClear={() => setChosen(new Set())}
          onDownload={() => setBatchOpen(true)}
        />
      </div>

      {concepts.isLoading ? (
        <ConceptGridSkeleton />
      ) : concepts.isError ? (
        <p role="alert" className="mt-6 border border-destructive p-4 text-destructive">
          Authentication failed
        </p>
      ) : visible.length === 0 ? (
        <div className="mt-6 border border-dashed border-border p-10 text-center">
          <p className="font-mono font-bold">{list.length ? "No concepts match" : "No concepts yet"}</p>
          <p className="mt-2 text-sm text-muted-foreground">
            {list.length
              ? "Try another search or platform."
              : "Concepts you generate appear here, ready to preview, edit and download."}
          </p>
        </div>
      ) : (
        <ConceptGrid
          concepts={visible}
          stale={concepts.isPlaceholderData}
          layout={layout}
          aspect={aspect}
          mode="owner"
          selected={selected}
          onSelectedChange={toggle}
          onAction={dialogs.open}
        />
      )}
      <ResultsFooter count={visible.length} />

      <ConceptDialogs dialogs={dialogs} mode="owner" onDeleted={(id) => toggle(id, false)} />
      <BatchDownloadDialog concepts={selectedConcepts} open={batchOpen} onOpenChange={setBatchOpen} />
    </>
  );
}
