import { useId, useRef, useState, type FormEvent } from "react";
import { ChevronDown, Sparkles } from "lucide-react";
import { ConceptCopyUpdate, IMPROVE_REQUIRED, type ConceptSummary } from "@common/concepts";
import { Button } from "@web/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@web/components/ui/collapsible";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogEyebrow, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Input, Textarea } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/toast";
import { useImproveCopy, useUpdateConcept } from "../api/concepts";
import { errorMessage } from "@web/lib/api-error";
import { conceptNumber } from "../share";

type FieldKey = keyof ConceptCopyUpdate;
type Values = Record<FieldKey, string>;

const FIELDS: { key: FieldKey; label: string; lang: "en" | "es"; multiline: boolean; max: number }[] = [
  { key: "title_en", label: "English title", lang: "en", multiline: false, max: 200 },
  { key: "title_es", label: "Spanish title", lang: "es", multiline: false, max: 200 },
  { key: "body_en", label: "English body", lang: "en", multiline: true, max: 2000 },
  { key: "body_es", label: "Spanish body", lang: "es", multiline: true, max: 2000 },
];

/** Per-field messages from the shared schema: '{label} is required' for an empty field (SPEC §5). */
export function validateCopy(values: Values): Partial<Record<FieldKey, string>> {
  const parsed = ConceptCopyUpdate.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<FieldKey, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as FieldKey;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Edit a concept's four texts, optionally asking AI to improve them first (SPEC §2, §5, §8). */
export function EditConceptDialog({ concept, open, onOpenChange }: { concept: ConceptSummary | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open && concept !== null} onOpenChange={onOpenChange}>
      {concept ? <EditBody key={concept.id} concept={concept} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function EditBody({ concept, onDone }: { concept: ConceptSummary; onDone: () => void }) {
  const baseId = useId();
  const [values, setValues] = useState<Values>({
    title_en: concept.title_en,
    title_es: concept.title_es,
    body_en: concept.body_en,
    body_es: concept.body_es,
  });
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>({});
  const [aiOpen, setAiOpen] = useState(false);
  const [request, setRequest] = useState("");
  const [summary, setSummary] = useState<string | null>(null);
  const fieldRefs = useRef<Partial<Record<FieldKey, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const update = useUpdateConcept();
  const improve = useImproveCopy();

  const setField = (key: FieldKey, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key] && value.trim()) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const askAi = () => {
    const improvementRequest = request.trim();
    if (!improvementRequest) {
      toast({ title: "Request Required", description: IMPROVE_REQUIRED, variant: "destructive" });
      return;
    }
    setSummary(null);
    improve.mutate(
      { conceptId: concept.id, currentCopy: values, improvementRequest },
      {
        onSuccess: (answer) => {
          // A field the answer leaves out (or leaves blank) keeps what the form has.
          const next = { ...values };
          for (const { key } of FIELDS) {
            const value = answer[key];
            if (typeof value === "string" && value.trim()) next[key] = value;
          }
          setValues(next);
          setErrors(validateCopy(next));
          setSummary(answer.summary?.trim() || "AI suggestions are in the fields above. Review them, then save.");
        },
        onError: (error) =>
          toast({ title: "AI Enhancement Failed", description: errorMessage(error, "Failed to improve copy. Please try again."), variant: "destructive" }),
      },
    );
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCopy(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((f) => found[f.key]);
    if (firstInvalid) {
      fieldRefs.current[firstInvalid.key]?.focus();
      return;
    }
    const copy = Object.fromEntries(FIELDS.map(({ key }) => [key, values[key].trim()])) as ConceptCopyUpdate;
    update.mutate(
      { id: concept.id, copy },
      {
        onSuccess: () => {
          toast({ title: "Concept Updated", description: `Concept #${conceptNumber(concept)} is saved.` });
          onDone();
        },
        onError: (error) =>
          toast({ title: "Update Failed", description: errorMessage(error, "Failed to update concept. Please try again."), variant: "destructive" }),
      },
    );
  };

  return (
    <DialogContent size="lg">
      <DialogHeader>
        <DialogEyebrow>Concept #{conceptNumber(concept)}</DialogEyebrow>
        <DialogTitle>Edit concept</DialogTitle>
        <DialogDescription>All four texts are required. Ask AI to improve them, review, then save.</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={save} className="mt-5 grid gap-4">
        {FIELDS.map((field) => {
          const id = `${baseId}-${field.key}`;
          const error = errors[field.key];
          const common = {
            id,
            value: values[field.key],
            lang: field.lang,
            required: true,
            maxLength: field.max,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${id}-error` : undefined,
          } as const;
          return (
            <div key={field.key} className="grid gap-1.5">
              <Label htmlFor={id}>{field.label}</Label>
              {field.multiline ? (
                <Textarea {...common} rows={4} ref={(el) => void (fieldRefs.current[field.key] = el)} onChange={(e) => setField(field.key, e.target.value)} />
              ) : (
                <Input {...common} ref={(el) => void (fieldRefs.current[field.key] = el)} onChange={(e) => setField(field.key, e.target.value)} />
              )}
              {error ? (
                <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}

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
              <Button type="button" variant="outline" onClick={askAi} disabled={improve.isPending}>
                {improve.isPending ? <Spinner /> : <Sparkles aria-hidden className="h-4 w-4" />}
                {improve.isPending ? "Improving…" : "Improve with AI"}
              </Button>
            </div>
            {summary ? (
              <p role="status" className="border border-accent bg-accent-soft p-3 text-sm text-foreground">
                {summary}
              </p>
            ) : null}
          </CollapsibleContent>
        </Collapsible>

        <DialogFooter className="mt-2">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? <Spinner /> : null}
            {update.isPending ? "Saving…" : "Save changes"}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
