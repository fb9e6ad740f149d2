import { useDeferredValue, useState } from "react";
import { NoScriptFill } from "@web/components/no-script-fill";
import { useExamples } from "../api/get-examples";
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

/** The visitor's examples (GET /api/examples): filter by platform, preview, download and share; nothing else. */
export function ExampleConcepts() {
  const [platform, setPlatform] = useState("");
  const [layout, setLayout] = useState<Layout>("grid");
  const [aspect, setAspect] = useState<Aspect>("1:1");
  const examples = useExamples(platform || undefined);
  const dialogs = useConceptDialogs(examples.data);
  // The grid renders as a deferred update: React draws it in short slices, not in the one long task that the data's
  // arrival would otherwise start (a phone's main thread stays free for input; issue 15's speed budget).
  const shown = useDeferredValue(examples.data);
  const list = shown ?? [];

  return (
    <section aria-labelledby="examples-title" className="mt-10">
      <h2 id="examples-title" className="font-mono text-xl font-bold">
        Examples
      </h2>
      <div className="mt-4">
        <ConceptToolbar
          platform={platform}
          onPlatformChange={setPlatform}
          aspect={aspect}
          onAspectChange={setAspect}
          layout={layout}
          onLayoutChange={setLayout}
        />
      </div>
      {shown === undefined && !examples.isError ? (
        <NoScriptFill name="examples" loading={<ConceptGridSkeleton />} />
      ) : examples.isError ? (
        <p role="alert" className="mt-6 border border-destructive p-4 text-destructive">
          Failed to fetch examples
        </p>
      ) : list.length === 0 ? (
        <div className="mt-6 border border-dashed border-border p-10 text-center">
          <p className="font-mono font-bold">No examples for this platform</p>
          <p className="mt-2 text-sm text-muted-foreground">Choose another platform to see more.</p>
        </div>
      ) : (
        <ConceptGrid
          concepts={list}
          stale={examples.isPlaceholderData || shown !== examples.data}
          layout={layout}
          aspect={aspect}
          mode="example"
          onAction={dialogs.open}
        />
      )}
      {/* Counted once there is something to count: never "Showing 0 results" while the examples load. */}
      {examples.isError || shown === undefined ? null : <ResultsFooter count={list.length} />}
      <ConceptDialogs dialogs={dialogs} mode="example" />
    </section>
  );
}
