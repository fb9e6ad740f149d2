import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { AssetGeneration, AssetPhase, ConceptSummary } from "@common/concepts";
import { platforms, type PlatformId } from "@common/platforms";
import { toast } from "@web/components/ui/toast";
import { ConnectionError, errorMessage } from "@web/lib/api-error";
import { generateAssets, refreshAfterAssets } from "../api/generate-assets";
import { conceptNumber } from "../share";

const ASSETS_FAILED = "Failed to generate platform assets. Please try again.";

type GenerateAssetsState =
  | { step: "choose" }
  | { step: "running"; phase?: AssetPhase }
  | { step: "done"; result: AssetGeneration }
  | { step: "failed"; message: string };

/**
 * Generate Assets' state and request: the chosen platform (the concept's own first), the run with live progress,
 * then the lists, stats and images refreshed. Failure toasts 'Generation Failed' and keeps the server's message.
 */
export function useGenerateAssets(concept: ConceptSummary) {
  const queryClient = useQueryClient();
  const own = platforms.filter((p) => concept.platforms.includes(p.id));
  const others = platforms.filter((p) => !concept.platforms.includes(p.id));
  const [platform, setPlatform] = useState<PlatformId>(own[0]?.id ?? platforms[0]!.id);
  const [state, setState] = useState<GenerateAssetsState>({ step: "choose" });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const facts = platforms.find((p) => p.id === platform)!;

  const run = async () => {
    setState({ step: "running" });
    try {
      const result = await generateAssets(
        concept.id,
        platform,
        (phase) => mounted.current && setState({ step: "running", phase }),
      );
      await refreshAfterAssets(queryClient, concept.id);
      toast({
        title: "Assets Generated",
        description: `${result.sizes.length} ${facts.name} size${result.sizes.length === 1 ? "" : "s"} rendered for concept #${conceptNumber(concept)}.`,
      });
      if (mounted.current) setState({ step: "done", result });
    } catch (error) {
      toast({ title: "Generation Failed", description: ASSETS_FAILED, variant: "destructive" });
      const message = error instanceof ConnectionError ? error.message : errorMessage(error, ASSETS_FAILED);
      if (mounted.current) setState({ step: "failed", message });
    }
  };

  return { own, others, platform, setPlatform, facts, state, running: state.step === "running", run };
}
