import { Globe, Link2Off } from "lucide-react";
import type { ConceptSummary } from "@common/concepts";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogEyebrow,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { SharePanel } from "@web/components/ui/share-panel";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api-error";
import { useClipboard } from "@web/lib/use-clipboard";
import { useConceptSharing } from "../api/share-concept";
import { CONCEPT_SHARE_TEXT, CONCEPT_SHARE_TITLE, conceptLink, conceptNumber } from "../share";

/**
 * Share one concept (SPEC §2): the seven networks with a fixed title and description, the share sheet, or its link.
 * The link is the concept's public page: an example has one; the owner makes one here on purpose, and can end it.
 */
export function ShareConceptDialog({
  concept,
  open,
  onOpenChange,
}: {
  concept: ConceptSummary | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open && concept !== null} onOpenChange={onOpenChange}>
      {concept ? (
        <DialogContent>
          <DialogHeader>
            <DialogEyebrow>Concept #{conceptNumber(concept)}</DialogEyebrow>
            <DialogTitle>Share this concept</DialogTitle>
            <DialogDescription>{CONCEPT_SHARE_TEXT}</DialogDescription>
          </DialogHeader>
          {concept.isExample ? (
            <SharePanel url={conceptLink(concept)!} title={CONCEPT_SHARE_TITLE} text={CONCEPT_SHARE_TEXT} />
          ) : (
            <OwnerSharing concept={concept} />
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function OwnerSharing({ concept }: { concept: ConceptSummary }) {
  const { share, unshare } = useConceptSharing(concept.id);
  const { copy } = useClipboard();
  const link = conceptLink(concept);

  const create = () =>
    share.mutate(undefined, {
      onSuccess: async (made) => {
        const url = `${window.location.origin}${made.sharePath}`;
        if (await copy(url)) toast({ title: "Public link created and copied", description: url });
      },
      onError: (error) =>
        toast({
          title: "Sharing failed",
          description: errorMessage(error, "Please try again."),
          variant: "destructive",
        }),
    });
  const stop = () =>
    unshare.mutate(undefined, {
      onSuccess: () => toast({ title: "Sharing stopped", description: "The public link no longer works." }),
      onError: (error) =>
        toast({
          title: "Could not stop sharing",
          description: errorMessage(error, "Please try again."),
          variant: "destructive",
        }),
    });

  if (!link)
    return (
      <div className="mt-5 grid gap-4 border-t border-border pt-5">
        <p className="text-sm">
          Sharing makes a public page for this concept: its images and ad copy, for anyone with the link, no account
          needed. Your brief and your other concepts stay private. You can stop sharing at any time.
        </p>
        <Button variant="accent" onClick={create} disabled={share.isPending} className="justify-self-start">
          <Globe aria-hidden className="h-4 w-4" />
          {share.isPending ? "Creating link…" : "Create public link"}
        </Button>
      </div>
    );

  return (
    <>
      <p className="mt-4 flex items-center gap-2 font-mono text-xs text-accent-text">
        <Globe aria-hidden className="h-3.5 w-3.5" />
        Public: anyone with the link sees the images and the copy.
      </p>
      <SharePanel url={link} title={CONCEPT_SHARE_TITLE} text={CONCEPT_SHARE_TEXT} />
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
        <a href={link} target="_blank" rel="noreferrer" className="font-mono text-sm underline underline-offset-4">
          Open the public page
        </a>
        <Button variant="outline" onClick={stop} disabled={unshare.isPending}>
          <Link2Off aria-hidden className="h-4 w-4" />
          {unshare.isPending ? "Stopping…" : "Stop sharing"}
        </Button>
      </div>
    </>
  );
}
