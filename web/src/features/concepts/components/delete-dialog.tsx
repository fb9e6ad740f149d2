import { AlertTriangle, Trash2 } from "lucide-react";
import type { ConceptSummary } from "@common/concepts";
import { ConfirmFooter } from "@web/components/ui/confirm-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { ApiError } from "@web/lib/api-error";
import { useDeleteConcept } from "../api/delete-concept";
import { conceptNumber } from "../share";

/** The error text after 'Failed to delete concept: ' (the server's message when the body is the JSON envelope). */
function deleteFailure(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * 'DELETION PROTOCOL' (SPEC §2/§4): open → deleting → on success, or a 404 (already gone), the list and stats are
 * refetched and the dialog closes. Any other failure raises an alert 'Failed to delete concept: …' (SPEC §8).
 */
export function DeleteConceptDialog({
  concept,
  open,
  onOpenChange,
  onDeleted,
}: {
  concept: ConceptSummary | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: (id: number) => void;
}) {
  const remove = useDeleteConcept();
  const deleting = remove.isPending;
  const confirm = () => {
    if (!concept) return;
    remove.mutate(concept.id, {
      onSuccess: () => {
        onDeleted?.(concept.id);
        onOpenChange(false);
      },
      onError: (error) => window.alert(`Failed to delete concept: ${deleteFailure(error)}`),
    });
  };
  return (
    <Dialog
      open={open && concept !== null}
      onOpenChange={(next) => (deleting && !next ? undefined : onOpenChange(next))}
    >
      {concept ? (
        <DialogContent size="sm" busy={deleting}>
          <DialogHeader>
            <p className="flex items-center gap-2 font-mono text-xs font-bold uppercase tracking-[0.25em] text-destructive">
              <AlertTriangle aria-hidden className="h-4 w-4" />
              Concept #{conceptNumber(concept)}
            </p>
            <DialogTitle>DELETION PROTOCOL</DialogTitle>
            <DialogDescription>
              Concept #{conceptNumber(concept)}, “{concept.title_en}”, its copy and every image will be permanently
              deleted. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <ConfirmFooter
            busy={deleting}
            onConfirm={confirm}
            icon={<Trash2 aria-hidden className="h-4 w-4" />}
            label="Delete concept"
            busyLabel="Deleting…"
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
