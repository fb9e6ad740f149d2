import { useRef, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { GenerationInput, type GenerationResult } from "@common/generation";
import { paths } from "@common/paths";
import { toast } from "@web/components/ui/toast";
import { ApiError, ConnectionError } from "@web/lib/api-error";
import { conceptsQueryRoot } from "@web/lib/query-keys";
import { subscriptionQueryOptions } from "@web/lib/session/get-subscription";
import { interfaceLanguage } from "../api/detect-language";
import { generateConcept, type GeneratorPhase } from "../api/generate-concept";
import { NO_BRAND_KIT } from "../components/brand-kit-picker";
import { shrinkForUpload } from "../shrink-for-upload";

/** The picker's choice: a kit's id, null for "No brand kit", left out (the server's default) without a picker. */
function kitOf(value: FormDataEntryValue | null): number | null | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  return value === NO_BRAND_KIT ? null : Number(value);
}

/** The form's offer: its kind, with the per cent off for a discount; nothing when no kind is chosen. */
function offerOf(kind: FormDataEntryValue | null, value: FormDataEntryValue | null) {
  if (typeof kind !== "string" || !kind) return undefined;
  const n = typeof value === "string" && value.trim() ? Number(value) : undefined;
  return kind === "discount" ? { kind, value: n } : { kind };
}

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
 * The generator's state and request: the photo (previewed, shrunk before upload), the chosen platforms and languages,
 * the brief checked against the shared schema, then the streamed phases and the result. A new concept refreshes the
 * concept reads and the subscription's usage; a refusal toasts by its SPEC §6 flags.
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
  const [selectedPlatforms, setSelectedPlatforms] = useState<string[]>(["facebook"]);
  const [selectedLanguages, setSelectedLanguages] = useState<string[]>(["en"]);
  const [pending, setPending] = useState(false);
  const [phases, setPhases] = useState<GeneratorPhase[]>([]);
  const [result, setResult] = useState<GenerationResult | null>(null);

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
  const toggle = (list: string[], set: (v: string[]) => void, value: string) =>
    set(list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
  const togglePlatform = (id: string) => toggle(selectedPlatforms, setSelectedPlatforms, id);
  const toggleLanguage = (code: string) => toggle(selectedLanguages, setSelectedLanguages, code);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // A warning about the last attempt is stale once the user tries again.
    formWarning.current?.dismiss();
    formWarning.current = null;
    if (!file) {
      formWarning.current = toast({
        title: "Image Required",
        description: "Please upload an image to generate ad copy",
        variant: "destructive",
      });
      return;
    }
    const data = new FormData(e.currentTarget);
    const fields = {
      businessType: data.get("businessType"),
      targetAudience: data.get("targetAudience"),
      tone: data.get("tone"),
      productDescription: data.get("productDescription"),
      brandName: data.get("brandName") || undefined,
      keyMessage: data.get("keyMessage") || undefined,
      callToAction: data.get("callToAction") || undefined,
      productName: data.get("productName") || undefined,
      briefLanguage: data.get("briefLanguage") || undefined,
      category: data.get("category") || undefined,
      place: data.get("place") || undefined,
      price: data.get("price") || undefined,
      hours: data.get("hours") || undefined,
      offer: offerOf(data.get("offerKind"), data.get("offerValue")),
      interfaceLanguage: interfaceLanguage(),
      brandKitId: kitOf(data.get("brandKitId")),
      platforms: selectedPlatforms,
      languages: selectedLanguages,
    };
    const parsed = GenerationInput.safeParse(fields);
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
      toast({ title: "AI Copy Generated!", description: "Your copy and platform images are ready." });
      void queryClient.invalidateQueries({ queryKey: conceptsQueryRoot });
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryOptions.queryKey });
    } catch (err) {
      showFailure(err, (to) => void navigate(to));
    } finally {
      setPending(false);
    }
  };

  const reset = () => {
    setResult(null);
    setPhases([]);
    remove();
    setSelectedPlatforms(["facebook"]);
    setSelectedLanguages(["en"]);
    formRef.current?.reset();
  };

  return {
    formRef,
    inputRef,
    file,
    previewUrl,
    choose,
    remove,
    selectedPlatforms,
    togglePlatform,
    selectedLanguages,
    toggleLanguage,
    pending,
    phases,
    result,
    submit,
    reset,
  };
}
