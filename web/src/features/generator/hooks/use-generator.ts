import { useCallback, useRef, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { Brief } from "@common/briefs";
import { GenerationInput, type GenerationResult } from "@common/generation";
import { paths } from "@common/paths";
import { toast } from "@web/components/ui/toast";
import { ApiError, ConnectionError } from "@web/lib/api-error";
import { conceptsQueryRoot } from "@web/lib/query-keys";
import { useBrandKits } from "@web/lib/brand-kits";
import { subscriptionQueryOptions, useSubscription } from "@web/lib/session/get-subscription";
import { useCategories } from "../api/categories";
import { interfaceLanguage } from "../api/detect-language";
import { generateConcept, type GeneratorPhase } from "../api/generate-concept";
import { type BriefState, briefFields, emptyBrief, fromSavedBrief, type TextField, toSavedBrief } from "../brief-state";
import { generationBlock } from "../limit";
import { shrinkForUpload } from "../shrink-for-upload";

const GENERATION_FAILED = "Failed to generate AI copy. Please try again.";

/** The server's message and flags of a refusal; a dropped connection says so; anything else is the standard failure. */
function failure(err: unknown): { message: string; paymentRequired: boolean; limitExceeded: boolean } {
  if (err instanceof ApiError)
    return {
      message: err.serverMessage ?? "Unknown error",
      paymentRequired: err.paymentRequired,
      limitExceeded: err.limitExceeded,
    };
  return {
    message: err instanceof ConnectionError ? err.message : GENERATION_FAILED,
    paymentRequired: false,
    limitExceeded: false,
  };
}

function showFailure(err: unknown, navigate: (to: string) => void) {
  const e = failure(err);
  if (e.paymentRequired) {
    toast({
      title: "Subscription Required",
      description: e.message || "Complete your subscription payment to start creating AI-powered ad concepts.",
    });
    setTimeout(
      () =>
        toast({
          title: "Ready to subscribe?",
          action: { label: "Subscribe Now", onClick: () => navigate(paths.subscription) },
        }),
      2000,
    );
  } else if (e.limitExceeded) {
    toast({
      title: "Monthly Limit Reached",
      description: e.message || "Upgrade your subscription to create more concepts.",
    });
    setTimeout(
      () =>
        toast({
          title: "Need more concepts?",
          action: { label: "Upgrade", onClick: () => navigate(paths.subscription) },
        }),
      2000,
    );
  } else {
    toast({ title: "Generation Failed", description: e.message || GENERATION_FAILED, variant: "destructive" });
  }
}

/**
 * The generator's state and request: the photo (previewed, shrunk before upload), the brief (every field held here,
 * so it outlives the form while a request is pending, a refusal and "Generate Another"), checked against the shared
 * schema, then the streamed phases and the result. A new concept refreshes the concept reads and the subscription's
 * usage; a refusal toasts by its SPEC §6 flags and refreshes the usage, so the limit banner shows why.
 */
export function useGenerator() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  /** The toast that said what was wrong with the form, dismissed by the next attempt. */
  const formWarning = useRef<{ dismiss: () => void } | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [brief, setBrief] = useState<BriefState>(emptyBrief);
  /** Changes when the form is filled anew (a saved brief, Start over): the form mounts again and reads its words. */
  const [formVersion, setFormVersion] = useState(0);
  const [pending, setPending] = useState(false);
  const [phases, setPhases] = useState<GeneratorPhase[]>([]);
  const [result, setResult] = useState<GenerationResult | null>(null);
  const categories = useCategories(interfaceLanguage());
  const kits = useBrandKits();
  const block = generationBlock(useSubscription().data);

  const setField = useCallback(
    (name: TextField, value: string) => setBrief((b) => (b[name] === value ? b : { ...b, [name]: value })),
    [],
  );
  /** The lexicon id "What you sell" names, if it names one of the list. */
  const categoryId = (text: string) => {
    const wanted = text.trim().toLocaleLowerCase();
    return wanted ? categories.data?.categories.find((c) => c.name.toLocaleLowerCase() === wanted)?.id : undefined;
  };
  /** The brief with the kit the picker shows (the default is the kit used last). */
  const resolved = (): BriefState =>
    brief.brandKitId || !kits.data?.[0] ? brief : { ...brief, brandKitId: String(kits.data[0].id) };

  const choose = (f: File | undefined | null) => {
    if (!f) return;
    if (!f.type.startsWith("image/")) {
      toast({ title: "Invalid File", description: "Please upload an image file", variant: "destructive" });
      return;
    }
    if (previewUrl) URL.revokeObjectURL(previewUrl);
    setFile(f);
    setPreviewUrl(URL.createObjectURL(f));
  };
  const remove = () => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
    setFile(null);
    setPreviewUrl(null);
    if (inputRef.current) inputRef.current.value = "";
  };
  const toggle = (key: "platforms" | "languages", value: string) =>
    setBrief((b) => ({
      ...b,
      [key]: b[key].includes(value) ? b[key].filter((v) => v !== value) : [...b[key], value],
    }));
  const togglePlatform = (id: string) => toggle("platforms", id);
  const toggleLanguage = (code: string) => toggle("languages", code);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // A warning about the last attempt is stale once the user tries again.
    formWarning.current?.dismiss();
    formWarning.current = null;
    if (block) return;
    if (!file) {
      formWarning.current = toast({
        title: "Image Required",
        description: "Please upload an image to generate ad copy",
        variant: "destructive",
      });
      return;
    }
    const current = resolved();
    const parsed = GenerationInput.safeParse({
      ...briefFields(current, categoryId(current.categoryText)),
      interfaceLanguage: interfaceLanguage(),
    });
    if (!parsed.success) {
      formWarning.current = toast({
        title: "Generation Failed",
        description: parsed.error.issues[0]?.message ?? "Check the form",
        variant: "destructive",
      });
      return;
    }
    setPending(true);
    setPhases([{ phase: "uploading", message: "Preparing the photo", progress: 0 }]);
    try {
      const upload = await shrinkForUpload(file);
      const body = new FormData();
      body.set("image", upload, `${file.name.replace(/\.\w+$/, "")}.jpg`);
      for (const [k, v] of Object.entries(parsed.data))
        if (v !== undefined) body.set(k, typeof v === "object" && v !== null ? JSON.stringify(v) : String(v));
      const r = await generateConcept(body, (p) =>
        setPhases((prev) => [...prev.filter((x) => x.phase !== p.phase || p.phase === "rendering"), p]),
      );
      setResult(r);
      void queryClient.invalidateQueries({ queryKey: conceptsQueryRoot });
    } catch (err) {
      showFailure(err, (to) => void navigate(to));
    } finally {
      setPending(false);
      // The month's count changed, or the refusal said why: the banner reads the usage again.
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryOptions.queryKey });
    }
  };

  /** Fills the form from a saved brief (the photo stays). */
  const loadBrief = (saved: Brief) => {
    const name = categories.data?.categories.find((c) => c.id === saved.category)?.name;
    setBrief(fromSavedBrief(saved, name));
    setFormVersion((v) => v + 1);
  };
  /** The brief as a saved brief keeps it. */
  const briefToSave = () => {
    const current = resolved();
    return toSavedBrief(current, categoryId(current.categoryText));
  };

  /** "Generate Another": the result goes, the brief stays, and a new photo is asked for. */
  const another = () => {
    setResult(null);
    setPhases([]);
    remove();
  };
  /** "Start over": the brief and the photo both go. */
  const startOver = () => {
    another();
    setBrief(emptyBrief());
    setFormVersion((v) => v + 1);
  };

  return {
    formRef,
    inputRef,
    file,
    previewUrl,
    choose,
    remove,
    brief,
    setField,
    formVersion,
    selectedPlatforms: brief.platforms,
    togglePlatform,
    selectedLanguages: brief.languages,
    toggleLanguage,
    block,
    pending,
    phases,
    result,
    submit,
    loadBrief,
    briefToSave,
    another,
    startOver,
  };
}
