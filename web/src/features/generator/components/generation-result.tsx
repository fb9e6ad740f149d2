import { Download, RotateCcw } from "lucide-react";
import { isRtl, languageByCode } from "@common/languages";
import { platformById } from "@common/platforms";
import { Button } from "@web/components/ui/button";
import { platformName } from "@web/lib/platforms";
import type { GenerationResult } from "@common/generation";

/** The result view of SPEC §2: copy per platform and language, image analysis, and the created concept card. */
export function GenerationResultView({ result, onAnother }: { result: GenerationResult; onAnother: () => void }) {
  const { concept } = result;
  const byLanguage = new Map<string, typeof result.generatedCopy>();
  for (const item of result.generatedCopy)
    byLanguage.set(item.language, [...(byLanguage.get(item.language) ?? []), item]);
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_340px]">
      <div className="space-y-8">
        {result.notice ? (
          <p role="status" className="border border-warning bg-warning-soft p-3 text-sm text-warning">
            {result.notice}
          </p>
        ) : null}
        <section aria-labelledby="copy-title">
          <h2 id="copy-title" className="font-mono text-xl font-bold">
            Generated Ad Copy
          </h2>
          {[...byLanguage.entries()].map(([code, items]) => (
            <div key={code} className="mt-5">
              <h3 className="font-mono text-sm font-bold tracking-widest text-accent-text">
                {(languageByCode(code)?.name ?? code).toUpperCase()}
              </h3>
              <div className="mt-2 grid gap-3 md:grid-cols-2">
                {items.map((item) => (
                  <article
                    key={`${code}-${item.platform}`}
                    className="border border-border bg-surface p-4"
                    aria-label={`${platformById(item.platform).name} · ${languageByCode(code)?.name ?? code}`}
                  >
                    <p className="font-mono text-xs text-muted-foreground">
                      {platformById(item.platform).name.toUpperCase()}
                    </p>
                    <div dir={isRtl(code) ? "rtl" : "ltr"} lang={code}>
                      <p className="mt-2 font-mono text-[11px] text-muted-foreground">
                        {platformById(item.platform).fieldNames.title}
                      </p>
                      <p className="font-bold">{item.title}</p>
                      <p className="mt-2 font-mono text-[11px] text-muted-foreground">
                        {platformById(item.platform).fieldNames.body}
                      </p>
                      <p className="whitespace-pre-line text-sm">{item.body}</p>
                      {item.hashtags.length ? (
                        <p className="mt-2 flex flex-wrap gap-x-2 text-sm text-accent-text">
                          {item.hashtags.map((h) => (
                            <bdi key={h}>{h}</bdi>
                          ))}
                        </p>
                      ) : null}
                    </div>
                  </article>
                ))}
              </div>
            </div>
          ))}
        </section>
        {result.imageAnalysis ? (
          <section aria-labelledby="analysis-title" className="border border-border bg-surface p-5">
            <h2 id="analysis-title" className="font-mono text-base font-bold">
              Image Analysis
            </h2>
            <p className="mt-2 text-sm text-muted-foreground">{result.imageAnalysis}</p>
          </section>
        ) : null}
      </div>
      <aside aria-labelledby="concept-title" className="h-fit border border-border-strong bg-surface">
        <img
          src={`data:image/jpeg;base64,${concept.imageData}`}
          alt="Concept preview"
          className="aspect-video w-full object-cover"
        />
        <div className="p-5">
          <p className="font-mono text-xs text-muted-foreground">CREATED AD CONCEPT</p>
          <h2 id="concept-title" className="font-mono text-lg font-bold">
            #{String(concept.userConceptNumber).padStart(3, "0")}
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div>
              <dt className="font-mono text-xs text-muted-foreground">EN</dt>
              <dd className="font-medium">{concept.title_en}</dd>
            </div>
            <div>
              <dt className="font-mono text-xs text-muted-foreground">ES</dt>
              <dd className="font-medium" lang="es">
                {concept.title_es}
              </dd>
            </div>
          </dl>
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Platforms">
            {concept.platforms.map((p) => (
              <li key={p} className="border border-border px-2 py-0.5 font-mono text-xs">
                {platformName(p)}
              </li>
            ))}
          </ul>
          <div className="mt-5 grid gap-2">
            <Button onClick={() => window.open(`/api/concepts/${concept.id}/download`, "_blank", "noopener")}>
              <Download aria-hidden className="h-4 w-4" /> Download All Assets
            </Button>
            <Button variant="outline" onClick={onAnother}>
              <RotateCcw aria-hidden className="h-4 w-4" /> Generate Another
            </Button>
          </div>
        </div>
      </aside>
    </div>
  );
}
