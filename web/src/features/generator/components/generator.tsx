import { useGenerator } from "../hooks/use-generator";
import { GenerationProgress } from "./generation-progress";
import { GenerationResultView } from "./generation-result";
import { GeneratorForm } from "./generator-form";

/** The AI generator: the form, then the streamed progress, then the result. */
export function Generator() {
  const generator = useGenerator();
  if (generator.result) return <GenerationResultView result={generator.result} onAnother={generator.reset} />;
  if (generator.pending)
    return <GenerationProgress phases={generator.phases} platforms={generator.selectedPlatforms} />;
  return <GeneratorForm {...generator} />;
}
