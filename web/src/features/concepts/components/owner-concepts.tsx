import { useMemo, useState } from "react";
import { LayoutGrid, List, Search } from "lucide-react";
import { platforms } from "@common/platforms";
import { Button } from "@web/components/ui/button";
import { inputClasses } from "@web/components/ui/field";
import { cn } from "@web/lib/cn";
import { useConcepts, useStats } from "../api/concepts";
import { ConceptCard, type Aspect } from "./concept-card";

/** The signed-in dashboard body: stats, search and filters, and the owner's concept cards. */
export function OwnerConcepts() {
  const [platform, setPlatform] = useState("");
  const [search, setSearch] = useState("");
  const [layout, setLayout] = useState<"grid" | "list">("grid");
  const [aspect, setAspect] = useState<Aspect>("1:1");
  const concepts = useConcepts(platform || undefined);
  const stats = useStats();
  const visible = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (concepts.data ?? []).filter((c) => !q || [c.title_en, c.title_es, c.body_en, c.body_es].some((t) => t.toLowerCase().includes(q)));
  }, [concepts.data, search]);

  return (
    <>
      <dl className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Statistics">
        {([
          ["Concepts", stats.data?.total],
          ["Platforms", stats.data?.platforms],
          ["Assets", stats.data?.assets],
          ["Languages", stats.data?.languages],
        ] as const).map(([label, value]) => (
          <div key={label} className="border border-border bg-surface p-4">
            <dt className="font-mono text-xs tracking-widest text-muted-foreground">{label.toUpperCase()}</dt>
            <dd className="mt-1 font-mono text-3xl font-bold" data-testid={`stat-${label.toLowerCase()}`}>{stats.isError ? "—" : (value ?? "…")}</dd>
          </div>
        ))}
      </dl>
      {stats.isError ? <p role="alert" className="mt-2 text-sm text-destructive">Failed to fetch stats</p> : null}

      <div className="mt-8 flex flex-wrap items-center gap-3">
        <label className="relative min-w-56 flex-1">
          <span className="sr-only">Search concepts</span>
          <Search aria-hidden className="absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" />
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search titles and copy" className={cn(inputClasses, "pl-9")} />
        </label>
        <label>
          <span className="sr-only">Platform filter</span>
          <select value={platform} onChange={(e) => setPlatform(e.target.value)} className={inputClasses}>
            <option value="">All platforms</option>
            {platforms.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
          </select>
        </label>
        <div role="group" aria-label="Image aspect" className="flex border border-border font-mono text-xs">
          {(["1:1", "16:9", "9:16"] as const).map((a) => (
            <button key={a} type="button" aria-pressed={aspect === a} onClick={() => setAspect(a)} className={cn("px-3 py-2.5", aspect === a && "bg-accent text-accent-foreground")}>{a}</button>
          ))}
        </div>
        <div role="group" aria-label="View" className="flex">
          <Button variant={layout === "grid" ? "accent" : "outline"} size="icon" aria-label="Grid view" aria-pressed={layout === "grid"} onClick={() => setLayout("grid")}><LayoutGrid aria-hidden className="h-4 w-4" /></Button>
          <Button variant={layout === "list" ? "accent" : "outline"} size="icon" aria-label="List view" aria-pressed={layout === "list"} onClick={() => setLayout("list")}><List aria-hidden className="h-4 w-4" /></Button>
        </div>
      </div>

      {concepts.isLoading ? (
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => <div key={i} className="aspect-square animate-pulse border border-border bg-surface-2" />)}
        </div>
      ) : concepts.isError ? (
        <p role="alert" className="mt-6 text-destructive">Your concepts could not be loaded. Reload to try again.</p>
      ) : visible.length === 0 ? (
        <div className="mt-6 border border-dashed border-border p-10 text-center">
          <p className="font-mono font-bold">{concepts.data?.length ? "No concepts match" : "No concepts yet"}</p>
          <p className="mt-2 text-sm text-muted-foreground">
            {concepts.data?.length ? "Try another search or platform." : "Concepts you generate appear here, ready to preview, edit and download."}
          </p>
        </div>
      ) : (
        <div className={cn("mt-6 grid gap-4", layout === "grid" ? "sm:grid-cols-2 lg:grid-cols-3" : "grid-cols-1")}>
          {visible.map((c) => <ConceptCard key={c.id} concept={c} aspect={aspect} layout={layout} />)}
        </div>
      )}
      <p className="mt-6 font-mono text-sm text-muted-foreground" data-testid="results-footer">
        {visible.length ? `Showing 1 to ${visible.length} of ${visible.length} results` : "Showing 0 results"}
      </p>
    </>
  );
}
