import { useGenerator } from "../hooks/use-generator";
import { GenerationProgress } from "./generation-progress";
import { GenerationResultView } from "./generation-result";
import { GeneratorForm } from "./generator-form";

/**
 * The AI generator: the form, then the streamed progress, then the result. The brief lives in useGenerator, so the
 * form comes back filled after a refusal, and after "Generate Another" (which asks only for a new photo).
 */
export function Generator() {
  const generator = useGenerator();
  if (generator.result) return <GenerationResultView result={generator.result} onAnother={generator.another} />;
  if (generator.pending)
    return <GenerationProgress phases={generator.phases} platforms={generator.selectedPlatforms} />;
  return <GeneratorForm {...generator} />;
}
