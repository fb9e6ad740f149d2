import { useId } from "react";
import { ChevronDown, Sparkles, Undo2 } from "lucide-react";
import type { ConceptSummary } from "@common/concepts";
import { Button } from "@web/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@web/components/ui/collapsible";
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
import { Input, Textarea } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { COPY_FIELDS, type CopyFieldFacts, useEditConcept, type Improvement } from "../hooks/use-edit-concept";
import { conceptNumber } from "../share";

/** Edit a concept's four texts, optionally asking AI to improve them first (SPEC §2, §5, §8). */
export function EditConceptDialog({
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
      {concept ? <EditBody key={concept.id} concept={concept} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function EditBody({ concept, onDone }: { concept: ConceptSummary; onDone: () => void }) {
  const baseId = useId();
  const {
    fields,
    values,
    errors,
    setField,
    fieldRefs,
    aiOpen,
    setAiOpen,
    request,
    setRequest,
    summary,
    improvement,
    undo,
    askAi,
    improving,
    save,
    saving,
  } = useEditConcept(concept, onDone);

  return (
    <DialogContent size="lg">
      <DialogHeader>
        <DialogEyebrow>Concept #{conceptNumber(concept)}</DialogEyebrow>
        <DialogTitle>Edit concept</DialogTitle>
        <DialogDescription>
          {fields.some((f) => f.post)
            ? "The concept's headline and text, as its first platform says them. Every platform in every language is edited on its post: Preview, then AI-Generated Copy, then Edit."
            : "All four texts are required. Ask AI to improve them, review, then save."}
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={save} className="mt-5 grid gap-4">
        {fields.map((field) => {
          const id = `${baseId}-${field.key}`;
          const error = errors[field.key];
          const common = {
            id,
            value: values[field.key],
            lang: field.lang,
            required: true,
            maxLength: field.max,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${id}-error` : field.post ? `${id}-post` : undefined,
          } as const;
          return (
            <div key={field.key} className="grid gap-1.5">
              <Label htmlFor={id}>{field.label}</Label>
              {field.multiline ? (
                <Textarea
                  {...common}
                  rows={4}
                  ref={(el) => void (fieldRefs.current[field.key] = el)}
                  onChange={(e) => setField(field.key, e.target.value)}
                />
              ) : (
                <Input
                  {...common}
                  ref={(el) => void (fieldRefs.current[field.key] = el)}
                  onChange={(e) => setField(field.key, e.target.value)}
                />
              )}
              {error ? (
                <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                  {error}
                </p>
              ) : field.post ? (
                <p id={`${id}-post`} className="text-[11px] text-muted-foreground">
                  {`The ${field.post}, up to ${field.max} characters`}
                </p>
              ) : null}
            </div>
          );
        })}

        {/* The improvement edits English and Spanish cards; a concept in neither is improved post by post instead. */}
        {fields.some((f) => f.lang === "en" || f.lang === "es") ? (
          <Collapsible open={aiOpen} onOpenChange={setAiOpen} className="border border-border bg-background">
            <CollapsibleTrigger className="group flex min-h-11 w-full items-center justify-between gap-2 px-4 py-2 text-left font-mono text-sm font-bold hover:bg-surface-2">
              <span className="flex items-center gap-2">
                <Sparkles aria-hidden className="h-4 w-4 text-accent-text" />
                Ask AI to Improve
              </span>
              <ChevronDown aria-hidden className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180" />
            </CollapsibleTrigger>
            <CollapsibleContent className="grid gap-3 border-t border-border p-4">
              <div className="grid gap-1.5">
                <Label htmlFor={`${baseId}-request`}>What should AI improve?</Label>
                <Textarea
                  id={`${baseId}-request`}
                  value={request}
                  maxLength={500}
                  rows={3}
                  placeholder="e.g. Make the titles more urgent and the body shorter"
                  onChange={(e) => setRequest(e.target.value)}
                />
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <Button type="button" variant="outline" onClick={askAi} disabled={improving}>
                  {improving ? <Spinner /> : <Sparkles aria-hidden className="h-4 w-4" />}
                  {improving ? "Improving…" : "Improve with AI"}
                </Button>
              </div>
              {summary ? (
                <p role="status" className="border border-accent bg-accent-soft p-3 text-sm text-foreground">
                  {summary}
                </p>
              ) : null}
              {improvement ? <ImprovementReport improvement={improvement} fields={fields} onUndo={undo} /> : null}
            </CollapsibleContent>
          </Collapsible>
        ) : (
          <p className="border border-border bg-background p-3 text-sm text-muted-foreground">
            Ask AI to Improve works on English and Spanish copy. This concept is in neither: edit each post in the
            preview (AI-Generated Copy, then Edit), or regenerate a post there.
          </p>
        )}

        <DialogFooter className="mt-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={saving}>
            {saving ? <Spinner /> : null}
            {saving ? "Saving…" : "Save changes"}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

/**
 * What the last improvement did, field by field (before struck through, after below), with an Undo that puts the four
 * texts back before anything is saved; what it could not do, in its own words; and the engine's notice.
 */
function ImprovementReport({
  improvement,
  fields,
  onUndo,
}: {
  improvement: Improvement;
  fields: CopyFieldFacts[];
  onUndo: () => void;
}) {
  const { changes, couldNot, notice } = improvement;
  const id = useId();
  return (
    <div className="grid gap-3">
      {changes.length ? (
        <section aria-labelledby={`${id}-changes`} className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`${id}-changes`} className="font-mono text-sm font-bold">
              What changed
            </h3>
            <Button type="button" variant="outline" size="sm" onClick={onUndo}>
              <Undo2 aria-hidden className="h-4 w-4" />
              Undo
            </Button>
          </div>
          <ul className="grid gap-2">
            {changes.map((change) => {
              const field =
                fields.find((f) => f.key === change.field) ?? COPY_FIELDS.find((f) => f.key === change.field)!;
              return (
                <li key={change.field} className="grid gap-1 border border-border p-3 text-sm">
                  <span className="font-medium">{field.label}</span>
                  <del lang={field.lang} className="text-muted-foreground">
                    <span className="sr-only">Before: </span>
                    {change.before}
                  </del>
                  <ins lang={field.lang} className="no-underline">
                    <span className="sr-only">After: </span>
                    {change.after}
                  </ins>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {couldNot.length ? (
        <section aria-labelledby={`${id}-could-not`} className="border border-warning bg-warning-soft p-3 text-sm">
          <h3 id={`${id}-could-not`} className="font-mono text-sm font-bold">
            What it could not do
          </h3>
          <ul className="mt-1 grid list-disc gap-1 pl-5">
            {couldNot.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {notice ? <p className="text-sm text-muted-foreground">{notice}</p> : null}
    </div>
  );
}
