import { toast } from "@web/components/ui/toast";
import { useTransientFlag } from "./use-transient-flag";

/** SPEC §8's description when the clipboard refuses a link. */
const COPY_LINK_FAILED = "Failed to copy link to clipboard";

/**
 * Copies text to the clipboard. `copied` is true for 2 s after a copy (the check mark, SPEC §9); a refusal toasts
 * 'Copy failed' with `failure`. `copy` resolves whether it copied, so a caller can announce success its own way.
 */
export function useClipboard(failure = COPY_LINK_FAILED): {
  copied: boolean;
  copy: (text: string) => Promise<boolean>;
} {
  const [copied, markCopied] = useTransientFlag(2000);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      markCopied();
      return true;
    } catch {
      toast({ title: "Copy failed", description: failure, variant: "destructive" });
      return false;
    }
  };
  return { copied, copy };
}
