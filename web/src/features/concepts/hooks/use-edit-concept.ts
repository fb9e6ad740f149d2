import { useRef, useState, type FormEvent } from "react";
import { compatSource } from "@common/concept-copy";
import { ConceptCopyUpdate, IMPROVE_REQUIRED, type ConceptSummary, type CopyChange } from "@common/concepts";
import { graphemeCount, limitsFor } from "@common/copy";
import { languageName } from "@common/languages";
import { platformById, type PlatformId, platformIds } from "@common/platforms";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api-error";
import { useImproveCopy } from "../api/improve-copy";
import { useUpdateConcept } from "../api/update-concept";
import { conceptNumber } from "../share";

type CopyField = keyof ConceptCopyUpdate;
type CopyValues = Record<CopyField, string>;

export interface CopyFieldFacts {
  key: CopyField;
  label: string;
  lang: string;
  multiline: boolean;
  max: number;
  /** The post the field stands for (decision 028), e.g. "Facebook headline", or null for a concept without per-platform copy. */
  post: string | null;
}

export const COPY_FIELDS: CopyFieldFacts[] = [
  { key: "title_en", label: "English title", lang: "en", multiline: false, max: 200, post: null },
  { key: "title_es", label: "Spanish title", lang: "es", multiline: false, max: 200, post: null },
  { key: "body_en", label: "English body", lang: "en", multiline: true, max: 2000, post: null },
  { key: "body_es", label: "Spanish body", lang: "es", multiline: true, max: 2000, post: null },
];

/**
 * The fields the dialog shows for a concept: each labelled with the language of the post it stands for and that
 * post's own limit; when the English and Spanish fields stand for the same post (a concept in neither language, or in
 * one of them), that post is shown once.
 */
export function copyFieldsOf(concept: ConceptSummary): CopyFieldFacts[] {
  const sources = {
    en: compatSource(concept.aiGeneratedCopy, concept.platforms, concept.selectedLanguages, "en"),
    es: compatSource(concept.aiGeneratedCopy, concept.platforms, concept.selectedLanguages, "es"),
  };
  const same =
    sources.en &&
    sources.es &&
    sources.en.language === sources.es.language &&
    sources.en.platform === sources.es.platform;
  return COPY_FIELDS.flatMap((f) => {
    const lang = f.key.endsWith("_en") ? "en" : "es";
    const source = sources[lang];
    if (!source) return [f];
    if (same && lang === "es") return [];
    const platform = platformIds.includes(source.platform as PlatformId)
      ? platformById(source.platform as PlatformId)
      : null;
    if (!platform) return [f];
    const limits = limitsFor(platform.id, source.language);
    const title = f.key.startsWith("title");
    return [
      {
        ...f,
        label: `${languageName(source.language)} ${title ? "title" : "body"}`,
        lang: source.language,
        max: title ? limits.title : limits.body,
        post: `${platform.name} ${(title ? platform.fieldNames.title : platform.fieldNames.body).toLowerCase()}`,
      },
    ];
  });
}

/** Per-field messages from the shared schema: '{label} is required' for an empty field (SPEC §5), named as shown. */
function validateCopy(
  values: CopyValues,
  fields: readonly CopyFieldFacts[] = COPY_FIELDS,
): Partial<Record<CopyField, string>> {
  const parsed = ConceptCopyUpdate.safeParse(values);
  const errors: Partial<Record<CopyField, string>> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const key = issue.path[0] as CopyField;
    const shown = fields.find((f) => f.key === key);
    const spec = COPY_FIELDS.find((f) => f.key === key)!;
    errors[key] ??= shown ? issue.message.replace(spec.label, shown.label) : issue.message;
  }
  // Each post's own limit, counted as the platform counts (graphemes).
  for (const f of fields)
    if (!errors[f.key] && f.post && graphemeCount(values[f.key].trim()) > f.max)
      errors[f.key] =
        `${f.label} is ${graphemeCount(values[f.key].trim())} characters; the ${f.post} takes at most ${f.max}`;
  return errors;
}

/** What the last 'Ask AI to Improve' did: the fields it changed, what it could not do, and the four texts before it. */
export interface Improvement {
  changes: CopyChange[];
  couldNot: string[];
  notice?: string;
  /** The four texts as they were before the answer was applied: Undo puts them back. */
  previous: CopyValues;
}

/**
 * The edit dialog's state and requests: the four texts with their errors, 'Ask AI to Improve' (a field the answer
 * leaves out keeps its value), and save (PATCH, then `onDone`). Failures toast the server's message (SPEC §8).
 */
export function useEditConcept(concept: ConceptSummary, onDone: () => void) {
  const fields = copyFieldsOf(concept);
  const [values, setValues] = useState<CopyValues>({
    title_en: concept.title_en,
    title_es: concept.title_es,
    body_en: concept.body_en,
    body_es: concept.body_es,
  });
  const [errors, setErrors] = useState<Partial<Record<CopyField, string>>>({});
  const [aiOpen, setAiOpen] = useState(false);
  const [request, setRequest] = useState("");
  const [summary, setSummary] = useState<string | null>(null);
  const [improvement, setImprovement] = useState<Improvement | null>(null);
  const fieldRefs = useRef<Partial<Record<CopyField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const update = useUpdateConcept();
  const improve = useImproveCopy();

  const setField = (key: CopyField, value: string) => {
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
    setImprovement(null);
    improve.mutate(
      { conceptId: concept.id, currentCopy: values, improvementRequest },
      {
        onSuccess: (answer) => {
          // A field the answer leaves out (or leaves blank) keeps what the form has.
          const next = { ...values };
          // Only the fields the dialog shows: a hidden one stands for the same post as a shown one.
          for (const { key } of fields) {
            const value = answer[key];
            if (typeof value === "string" && value.trim()) next[key] = value;
          }
          setValues(next);
          setErrors(validateCopy(next, fields));
          setSummary(answer.summary?.trim() || "AI suggestions are in the fields above. Review them, then save.");
          // What changed is what the form now shows against what it had (the answer's own list, when it agrees).
          const changes = fields.flatMap(({ key }) =>
            next[key] !== values[key] ? [{ field: key, before: values[key], after: next[key] }] : [],
          );
          setImprovement({
            changes,
            couldNot: answer.couldNot ?? [],
            ...(answer.notice ? { notice: answer.notice } : {}),
            previous: values,
          });
        },
        onError: (error) =>
          toast({
            title: "AI Enhancement Failed",
            description: errorMessage(error, "Failed to improve copy. Please try again."),
            variant: "destructive",
          }),
      },
    );
  };

  /** Puts back the four texts the last improvement replaced (nothing is saved until Save). */
  const undo = () => {
    if (!improvement) return;
    setValues(improvement.previous);
    setErrors(validateCopy(improvement.previous, fields));
    setImprovement(null);
    setSummary("The AI's changes were undone.");
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCopy(values, fields);
    setErrors(found);
    const firstInvalid = fields.find((f) => found[f.key]);
    if (firstInvalid) {
      fieldRefs.current[firstInvalid.key]?.focus();
      return;
    }
    // A field the dialog does not show goes back as the concept has it (unchanged, so the server leaves it).
    const shown = new Set(fields.map((f) => f.key));
    const copy = Object.fromEntries(
      COPY_FIELDS.map(({ key }) => [key, shown.has(key) ? values[key].trim() : concept[key]]),
    ) as ConceptCopyUpdate;
    update.mutate(
      { id: concept.id, copy },
      {
        onSuccess: () => {
          toast({ title: "Concept Updated", description: `Concept #${conceptNumber(concept)} is saved.` });
          onDone();
        },
        onError: (error) =>
          toast({
            title: "Update Failed",
            description: errorMessage(error, "Failed to update concept. Please try again."),
            variant: "destructive",
          }),
      },
    );
  };

  return {
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
    improving: improve.isPending,
    save,
    saving: update.isPending,
  };
}
