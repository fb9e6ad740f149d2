import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import type { ApiModel, ApiOperation } from "../api-model";
import { codeSamples, type SampleLanguage, sampleLanguages } from "../code-samples";
import { CodeBlock } from "./code-block";

type LanguageChoice = readonly [SampleLanguage, (language: SampleLanguage) => void];

const LanguageContext = createContext<LanguageChoice | null>(null);

/** One language choice for every sample on the page: switching one set of tabs switches them all. */
export function CodeLanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<SampleLanguage>("curl");
  const value = useMemo(() => [language, setLanguage] as const, [language]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

function useLanguageChoice(): LanguageChoice {
  const shared = useContext(LanguageContext);
  const [own, setOwn] = useState<SampleLanguage>("curl");
  return shared ?? [own, setOwn];
}

const isSampleLanguage = (value: string): value is SampleLanguage => sampleLanguages.some((l) => l.id === value);

/** Hand-written samples in the page's three languages (one or more blocks each), following the page's one choice. */
export function LanguageSamples({
  label,
  samples,
  maxLines = 30,
}: {
  label: string;
  samples: Record<SampleLanguage, { title: string; code: string }[]>;
  maxLines?: number;
}) {
  const [language, setLanguage] = useLanguageChoice();
  return (
    <Tabs value={language} onValueChange={(value) => isSampleLanguage(value) && setLanguage(value)} className="mt-3">
      <TabsList aria-label={`Language of the ${label} example`}>
        {sampleLanguages.map((l) => (
          <TabsTrigger key={l.id} value={l.id}>
            {l.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {sampleLanguages.map((l) => (
        <TabsContent key={l.id} value={l.id} className="mt-0">
          {samples[l.id].map((sample, i) => (
            <CodeBlock
              key={sample.title}
              code={sample.code}
              language={l.code}
              title={sample.title}
              className={i === 0 ? "mt-0" : undefined}
              maxLines={maxLines}
            />
          ))}
        </TabsContent>
      ))}
    </Tabs>
  );
}

/**
 * An operation's request in curl, JavaScript (fetch) and Python (requests), made from the document. `context` names
 * where it is shown when the same operation has samples in two places (its code blocks need distinct names).
 */
export function OperationSamples({
  operation,
  model,
  context,
}: {
  operation: ApiOperation;
  model: ApiModel;
  context?: string;
}) {
  const title = `${context ? `${context}: ` : ""}${operation.method.toUpperCase()} ${operation.path}`;
  const samples = useMemo(() => {
    const code = codeSamples(operation, model);
    return Object.fromEntries(sampleLanguages.map((l) => [l.id, [{ title, code: code[l.id] }]])) as Record<
      SampleLanguage,
      { title: string; code: string }[]
    >;
  }, [operation, model, title]);
  return <LanguageSamples label={title} samples={samples} maxLines={24} />;
}
