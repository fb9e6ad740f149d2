import { Check, Loader2 } from "lucide-react";
import { platformName } from "@web/lib/platforms";
import type { GeneratorPhase, UploadPhase } from "../api/generate-concept";

const ORDER: GeneratorPhase["phase"][] = ["uploading", "analysing", "rendering", "writing", "saving"];
const LABEL: Record<GeneratorPhase["phase"], string> = {
  uploading: "Uploading the photo",
  analysing: "Analysing the image",
  rendering: "Rendering platform images",
  writing: "Writing copy",
  saving: "Saving the concept",
};

/** The skeleton page while generating, with the server's real phases as they arrive. */
export function GenerationProgress({ phases, platforms }: { phases: GeneratorPhase[]; platforms: string[] }) {
  const latest = phases.at(-1)?.phase ?? "uploading";
  const reached = ORDER.indexOf(latest);
  const upload = phases.find((p): p is UploadPhase => p.phase === "uploading");
  const rendered = phases.filter((p) => p.phase === "rendering");
  const lastRender = rendered.at(-1);
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_320px]" aria-busy="true">
      <div className="space-y-4" aria-hidden>
        {[0, 1, 2].map((i) => (
          <div key={i} className="animate-pulse border border-border bg-surface p-6">
            <div className="h-4 w-1/3 bg-surface-2" />
            <div className="mt-4 h-3 w-full bg-surface-2" />
            <div className="mt-2 h-3 w-5/6 bg-surface-2" />
            <div className="mt-2 h-3 w-2/3 bg-surface-2" />
          </div>
        ))}
      </div>
      <ol
        className="h-fit border border-border-strong bg-surface p-5 font-mono text-sm"
        aria-label="Generation progress"
        aria-live="polite"
      >
        {ORDER.map((phase, i) => {
          const state = i < reached ? "done" : i === reached ? "active" : "waiting";
          let detail = "";
          if (phase === "uploading" && upload?.progress !== undefined) detail = `${Math.round(upload.progress * 100)}%`;
          if (phase === "rendering" && lastRender?.total)
            detail = `${lastRender.done}/${lastRender.total}${state === "active" && lastRender.platform ? ` · ${platformName(lastRender.platform)}` : ""}`;
          return (
            <li
              key={phase}
              data-state={state}
              className={`flex items-center gap-2 py-1.5 ${state === "waiting" ? "text-muted-foreground" : ""}`}
            >
              {state === "done" ? (
                <Check aria-hidden className="h-4 w-4 text-accent-text" />
              ) : state === "active" ? (
                <Loader2 aria-hidden className="h-4 w-4 animate-spin text-accent-text" />
              ) : (
                <span className="inline-block h-4 w-4" />
              )}
              <span>{LABEL[phase]}</span>
              {detail ? <span className="ml-auto text-xs text-muted-foreground">{detail}</span> : null}
            </li>
          );
        })}
        <li className="mt-3 border-t border-border pt-3 text-xs text-muted-foreground">
          {platforms.length} platform{platforms.length === 1 ? "" : "s"} selected
        </li>
      </ol>
    </div>
  );
}
