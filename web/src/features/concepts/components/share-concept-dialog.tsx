import { useEffect, useId, useState } from "react";
import { Check, Copy, ExternalLink, Share2 } from "lucide-react";
import type { ConceptSummary } from "@common/concepts";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogEyebrow, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { toast } from "@web/components/ui/toast";
import { canNativeShare, isShareAbort, openShareWindow, shareTargets } from "@web/features/landing/share";
import { useTransientFlag } from "@web/lib/use-transient-flag";
import { CONCEPT_SHARE_TEXT, CONCEPT_SHARE_TITLE, conceptLink, conceptNumber } from "../share";

/**
 * Share one concept: the seven networks in a 600x400 window with a fixed title and description, the device's share
 * sheet where there is one, or a copied link (SPEC §2). Closing the share sheet is not a failure (SPEC §8).
 */
export function ShareConceptDialog({ concept, open, onOpenChange }: { concept: ConceptSummary | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open && concept !== null} onOpenChange={onOpenChange}>
      {concept ? <ShareBody concept={concept} /> : null}
    </Dialog>
  );
}

function ShareBody({ concept }: { concept: ConceptSummary }) {
  const url = conceptLink(concept.id);
  const inputId = useId();
  const [copied, markCopied] = useTransientFlag(2000);
  const [native, setNative] = useState(false);
  useEffect(() => setNative(canNativeShare()), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      markCopied();
    } catch {
      toast({ title: "Copy failed", description: "Failed to copy link to clipboard", variant: "destructive" });
    }
  };

  const nativeShare = async () => {
    try {
      await navigator.share({ title: CONCEPT_SHARE_TITLE, text: CONCEPT_SHARE_TEXT, url });
    } catch (error) {
      if (!isShareAbort(error)) toast({ title: "Share failed", description: "Failed to open native share dialog", variant: "destructive" });
    }
  };

  return (
    <DialogContent>
      <DialogHeader>
        <DialogEyebrow>Concept #{conceptNumber(concept)}</DialogEyebrow>
        <DialogTitle>Share this concept</DialogTitle>
        <DialogDescription>{CONCEPT_SHARE_TEXT}</DialogDescription>
      </DialogHeader>

      <ul className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Share to a network">
        {shareTargets(url, CONCEPT_SHARE_TITLE, CONCEPT_SHARE_TEXT).map((target) => (
          <li key={target.id}>
            <button
              type="button"
              onClick={() => openShareWindow(target.href)}
              aria-label={`Share on ${target.name} (opens a new window)`}
              className="flex min-h-11 w-full items-center justify-between gap-2 border border-border bg-background px-3 py-2 text-left font-mono text-sm font-bold hover:border-accent hover:bg-accent-soft"
            >
              {target.name}
              <ExternalLink aria-hidden className="h-3.5 w-3.5 shrink-0 text-muted-foreground" />
            </button>
          </li>
        ))}
      </ul>

      {native ? (
        <Button variant="accent" className="mt-3 w-full" onClick={() => void nativeShare()}>
          <Share2 aria-hidden className="h-4 w-4" />
          Share…
        </Button>
      ) : null}

      <div className="mt-5 grid gap-1.5 border-t border-border pt-5">
        <Label htmlFor={inputId}>Link</Label>
        <div className="flex gap-2">
          <Input id={inputId} readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="min-w-0 flex-1 font-mono text-sm" />
          <Button variant="outline" className="h-auto" onClick={() => void copy()}>
            {copied ? <Check aria-hidden className="h-4 w-4 text-accent-text" /> : <Copy aria-hidden className="h-4 w-4" />}
            {copied ? "Copied" : "Copy"}
          </Button>
        </div>
      </div>
    </DialogContent>
  );
}
