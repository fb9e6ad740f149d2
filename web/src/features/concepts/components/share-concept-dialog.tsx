import type { ConceptSummary } from "@common/concepts";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogEyebrow,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { SharePanel } from "@web/components/ui/share-panel";
import { CONCEPT_SHARE_TEXT, CONCEPT_SHARE_TITLE, conceptLink, conceptNumber } from "../share";

/** Share one concept: the seven networks with a fixed title and description, the share sheet, or its link (SPEC §2). */
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
          <SharePanel url={conceptLink(concept.id)} title={CONCEPT_SHARE_TITLE} text={CONCEPT_SHARE_TEXT} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
