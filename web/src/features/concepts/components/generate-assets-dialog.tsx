import { useId } from "react";
import { Check, WandSparkles } from "lucide-react";
import type { ConceptSummary } from "@common/concepts";
import type { PlatformFacts } from "@common/platforms";
import { Button } from "@web/components/ui/button";
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
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { useGenerateAssets } from "../hooks/use-generate-assets";
import { conceptNumber } from "../share";

/**
 * 'Generate Assets': pick one platform (the concept's own first, or any of the 7), render its sizes again from the
 * original photo with live progress, then refresh the lists, stats and images. Failure: 'Generation Failed' (SPEC §8).
 */
export function GenerateAssetsDialog({
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
      {concept ? <GenerateBody key={concept.id} concept={concept} /> : null}
    </Dialog>
  );
}

function kb(bytes: number) {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function GenerateBody({ concept }: { concept: ConceptSummary }) {
  const id = useId();
  const { own, others, platform, setPlatform, facts, state, running, run } = useGenerateAssets(concept);

  const option = (p: PlatformFacts, onConcept: boolean) => {
    const optionId = `${id}-${p.id}`;
    const checked = platform === p.id;
    return (
      <div
        key={p.id}
        className={cn("flex items-start gap-3 border p-3", checked ? "border-accent bg-accent-soft" : "border-border")}
      >
        <input
          type="radio"
          id={optionId}
          name={`${id}-platform`}
          checked={checked}
          onChange={() => setPlatform(p.id)}
          disabled={running}
          aria-describedby={`${optionId}-hint`}
          className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--accent)]"
        />
        <div className="min-w-0">
          <label htmlFor={optionId} className="block font-mono text-sm font-bold">
            {p.name}
          </label>
          <p id={`${optionId}-hint`} className="text-xs text-muted-foreground">
            {p.sizes.map((s) => `${s.label} ${s.width}×${s.height}`).join(" · ")}
            {onConcept ? "" : " · adds the platform with copy"}
          </p>
        </div>
      </div>
    );
  };

  const phase = state.step === "running" ? state.phase : undefined;
  const total = phase?.total ?? facts.sizes.length;
  const done = phase?.done ?? 0;

  return (
    <DialogContent size="lg" busy={running}>
      <DialogHeader>
        <DialogEyebrow>Concept #{conceptNumber(concept)}</DialogEyebrow>
        <DialogTitle>Generate Assets</DialogTitle>
        <DialogDescription>
          Render a platform's image sizes again from the original photo. A platform the concept does not have yet is
          added, with copy in each of its languages.
        </DialogDescription>
      </DialogHeader>

      <fieldset className="mt-5 grid min-w-0 gap-2" disabled={running}>
        <legend className="mb-2 font-mono text-xs font-bold uppercase tracking-widest">Platform</legend>
        {own.length ? <p className="font-mono text-[11px] text-muted-foreground">On this concept</p> : null}
        <div className="grid gap-2 sm:grid-cols-2">{own.map((p) => option(p, true))}</div>
        {others.length ? <p className="mt-2 font-mono text-[11px] text-muted-foreground">Other platforms</p> : null}
        <div className="grid gap-2 sm:grid-cols-2">{others.map((p) => option(p, false))}</div>
      </fieldset>

      <div className="mt-5" aria-live="polite">
        {state.step === "running" ? (
          <div className="grid gap-2">
            <div className="flex items-center justify-between font-mono text-xs">
              <span className="flex items-center gap-2">
                <Spinner />
                {phase?.message ?? `Rendering ${facts.name}`}
              </span>
              <span>
                {done}/{total} sizes
              </span>
            </div>
            <div
              role="progressbar"
              aria-label="Rendering progress"
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={done}
              aria-valuetext={`${done} of ${total} sizes`}
              className="h-2 border border-border bg-surface-2"
            >
              <div
                className="h-full bg-accent transition-[width]"
                style={{ width: `${total ? (done / total) * 100 : 0}%` }}
              />
            </div>
          </div>
        ) : state.step === "done" ? (
          <div className="border border-accent bg-accent-soft p-3">
            <p className="flex items-center gap-2 font-mono text-sm font-bold">
              <Check aria-hidden className="h-4 w-4 text-accent-text" />
              {state.result.sizes.length} size{state.result.sizes.length === 1 ? "" : "s"} rendered
            </p>
            <ul className="mt-2 grid gap-1 font-mono text-xs">
              {state.result.sizes.map((s) => (
                <li key={s.key}>
                  {s.key} · {s.width}×{s.height} · {s.mode} · {kb(s.bytes)}
                </li>
              ))}
            </ul>
          </div>
        ) : state.step === "failed" ? (
          <p role="alert" className="border border-destructive p-3 text-sm text-destructive">
            {state.message}
          </p>
        ) : null}
      </div>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={running}>
            {state.step === "done" ? "Done" : "Cancel"}
          </Button>
        </DialogClose>
        <Button onClick={() => void run()} disabled={running}>
          {running ? <Spinner /> : <WandSparkles aria-hidden className="h-4 w-4" />}
          {running ? "Generating…" : state.step === "done" ? "Generate again" : "Generate"}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
