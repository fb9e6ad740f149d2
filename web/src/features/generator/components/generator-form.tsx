import { useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { Check, ImagePlus, Loader2, X } from "lucide-react";
import { businessTypes, tones } from "@common/business";
import { GenerationInput, type GenerationResult } from "@common/generation";
import { languages } from "@common/languages";
import { paths } from "@common/paths";
import { platforms } from "@common/platforms";
import { Button } from "@web/components/ui/button";
import { Field, inputClasses } from "@web/components/ui/field";
import { toast } from "@web/components/ui/toast";
import { ApiError, ConnectionError } from "@web/lib/api-error";
import { cn } from "@web/lib/cn";
import { generateConcept, type GeneratorPhase } from "../api/generate-concept";
import { shrinkForUpload } from "../shrink-for-upload";
import { GenerationProgress } from "./generation-progress";
import { GenerationResultView } from "./generation-result";

const sectionTitle = "flex items-center gap-3 font-mono text-lg font-bold";
const step = "grid h-7 w-7 place-items-center bg-foreground font-mono text-sm text-background";

const GENERATION_FAILED = "Failed to generate AI copy. Please try again.";

/** The server's message and flags of a refusal; a dropped connection says so; anything else is the standard failure. */
function failure(err: unknown): { message: string; paymentRequired: boolean; limitExceeded: boolean } {
  if (err instanceof ApiError) return { message: err.serverMessage ?? "Unknown error", paymentRequired: err.paymentRequired, limitExceeded: err.limitExceeded };
  return { message: err instanceof ConnectionError ? err.message : GENERATION_FAILED, paymentRequired: false, limitExceeded: false };
}

function showFailure(err: unknown, navigate: (to: string) => void) {
  const e = failure(err);
  if (e.paymentRequired) {
    toast({ title: "Subscription Required", description: e.message || "Complete your subscription payment to start creating AI-powered ad concepts." });
    setTimeout(() => toast({ title: "Ready to subscribe?", action: { label: "Subscribe Now", onClick: () => navigate(paths.subscription) } }), 2000);
  } else if (e.limitExceeded) {
    toast({ title: "Monthly Limit Reached", description: e.message || "Upgrade your subscription to create more concepts." });
    setTimeout(() => toast({ title: "Need more concepts?", action: { label: "Upgrade", onClick: () => navigate(paths.subscription) } }), 2000);
  } else {
    toast({ title: "Generation Failed", description: e.message || GENERATION_FAILED, variant: "destructive" });
  }
}

export function GeneratorForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [dragOver, setDragOver] = useState(false);
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

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!file) {
      toast({ title: "Image Required", description: "Please upload an image to generate ad copy", variant: "destructive" });
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
      platforms: selectedPlatforms,
      languages: selectedLanguages,
    };
    const parsed = GenerationInput.safeParse(fields);
    if (!parsed.success) {
      toast({ title: "Generation Failed", description: parsed.error.issues[0]?.message ?? "Check the form", variant: "destructive" });
      return;
    }
    setPending(true);
    setPhases([{ phase: "uploading", message: "Preparing the photo", progress: 0 }]);
    try {
      const upload = await shrinkForUpload(file);
      const body = new FormData();
      body.set("image", upload, file.name.replace(/\.\w+$/, "") + ".jpg");
      for (const [k, v] of Object.entries(parsed.data)) if (v !== undefined) body.set(k, Array.isArray(v) ? JSON.stringify(v) : String(v));
      const r = await generateConcept(body, (p) => setPhases((prev) => [...prev.filter((x) => x.phase !== p.phase || p.phase === "rendering"), p]));
      setResult(r);
      toast({ title: "AI Copy Generated!", description: "Your copy and platform images are ready." });
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/concepts") || q.queryKey[0] === "/api/stats" });
      void queryClient.invalidateQueries({ queryKey: ["/api/user/subscription"] });
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

  if (result) return <GenerationResultView result={result} onAnother={reset} />;
  if (pending) return <GenerationProgress phases={phases} platforms={selectedPlatforms} />;

  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} className="mt-8 grid gap-8" noValidate>
      <section aria-labelledby="s1" className="border border-border bg-surface p-6">
        <h2 id="s1" className={sectionTitle}><span className={step}>1</span> Upload image</h2>
        {file && previewUrl ? (
          <div className="mt-5 flex flex-wrap items-start gap-5">
            <img src={previewUrl} alt="Selected product" className="h-40 w-40 border border-border object-cover" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-mono text-sm font-bold" data-testid="file-name">{file.name}</p>
              <p className="mt-1 font-mono text-sm text-muted-foreground" data-testid="file-size">{(file.size / (1024 * 1024)).toFixed(2)} MB</p>
              <Button variant="outline" size="sm" className="mt-4" onClick={remove}><X aria-hidden className="h-4 w-4" /> Remove</Button>
            </div>
          </div>
        ) : (
          <div
            onDragOver={(e) => { e.preventDefault(); setDragOver(true); }}
            onDragLeave={() => setDragOver(false)}
            onDrop={(e) => { e.preventDefault(); setDragOver(false); choose(e.dataTransfer.files[0]); }}
            data-testid="drop-zone"
            data-drag-over={dragOver || undefined}
            className={cn("mt-5 flex flex-col items-center justify-center gap-3 border-2 border-dashed p-10 text-center transition", dragOver ? "border-accent bg-accent-soft" : "border-border")}
          >
            <ImagePlus aria-hidden className="h-10 w-10 text-accent-text" />
            <p className="font-medium">Drag and drop a product photo here</p>
            <p className="text-sm text-muted-foreground">JPEG, PNG or WebP. Large photos are resized in your browser before upload.</p>
            <Button variant="outline" onClick={() => inputRef.current?.click()}>Browse files</Button>
          </div>
        )}
        <input ref={inputRef} type="file" accept="image/*" className="sr-only" aria-label="Product image" onChange={(e) => choose(e.target.files?.[0])} />
      </section>

      <section aria-labelledby="s2" className="border border-border bg-surface p-6">
        <h2 id="s2" className={sectionTitle}><span className={step}>2</span> Business information</h2>
        <div className="mt-5 grid gap-5 md:grid-cols-2">
          <label className="grid gap-1.5">
            <span className="font-mono text-xs font-bold tracking-widest">Business type</span>
            <select name="businessType" required defaultValue="" className={inputClasses}>
              <option value="" disabled>Select a business type</option>
              {businessTypes.map((b) => <option key={b}>{b}</option>)}
            </select>
          </label>
          <label className="grid gap-1.5">
            <span className="font-mono text-xs font-bold tracking-widest">Tone</span>
            <select name="tone" required defaultValue="" className={inputClasses}>
              <option value="" disabled>Select a tone</option>
              {tones.map((t) => <option key={t}>{t}</option>)}
            </select>
          </label>
          <Field label="Target audience" name="targetAudience" placeholder="e.g. busy commuters in the city" required />
          <Field label="Brand name (optional)" name="brandName" placeholder="e.g. Kafé Nord" />
          <label className="grid gap-1.5 md:col-span-2">
            <span className="font-mono text-xs font-bold tracking-widest">Product description</span>
            <textarea name="productDescription" required rows={3} className={inputClasses} placeholder="What are you selling? e.g. small-batch espresso roasted every Monday" />
          </label>
          <Field label="Key message (optional)" name="keyMessage" placeholder="e.g. Roasted this week, delivered tomorrow" />
          <Field label="Call to action (optional)" name="callToAction" placeholder="e.g. Order today" />
        </div>
      </section>

      <section aria-labelledby="s3" className="border border-border bg-surface p-6">
        <h2 id="s3" className={sectionTitle}><span className={step}>3</span> Platforms and languages</h2>
        <fieldset className="mt-5">
          <legend className="font-mono text-xs font-bold tracking-widest">PLATFORMS</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {platforms.map((p) => {
              const on = selectedPlatforms.includes(p.id);
              return (
                <label key={p.id} className={cn("flex cursor-pointer items-center gap-2 border px-3 py-2 font-mono text-sm", on ? "border-accent bg-accent-soft font-bold" : "border-border")}>
                  <input type="checkbox" className="sr-only" checked={on} onChange={() => toggle(selectedPlatforms, setSelectedPlatforms, p.id)} />
                  {on ? <Check aria-hidden className="h-4 w-4 text-accent-text" /> : null}
                  {p.name}
                </label>
              );
            })}
          </div>
        </fieldset>
        <fieldset className="mt-6">
          <legend className="font-mono text-xs font-bold tracking-widest">LANGUAGES</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-5">
            {languages.map((l) => (
              <label key={l.code} className="flex cursor-pointer items-center gap-2 text-sm">
                <input type="checkbox" checked={selectedLanguages.includes(l.code)} onChange={() => toggle(selectedLanguages, setSelectedLanguages, l.code)} className="h-4 w-4 accent-[var(--accent)]" />
                {l.name}
              </label>
            ))}
          </div>
        </fieldset>
      </section>

      <Button type="submit" size="lg" disabled={pending || !file}>
        {pending ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : null}
        Generate AI Ad Copy
      </Button>
    </form>
  );
}
