import { AlertTriangle, Trash2 } from "lucide-react";
import type { WebhookEndpoint } from "@common/webhooks";
import { Alert } from "@web/components/ui/alert";
import { ConfirmFooter } from "@web/components/ui/confirm-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { toast } from "@web/components/ui/toast";
import { ApiError, errorMessage } from "@web/lib/api-error";
import { useDeleteWebhook } from "../api/manage-webhooks";

/**
 * Confirms deleting one endpoint, by URL. On success (or a 404: it is already gone) the list is refetched, a toast says
 * so and the dialog closes; any other failure stays in the dialog with the server's message.
 */
export function WebhookDeleteDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const remove = useDeleteWebhook();
  const busy = remove.isPending;
  const failed =
    remove.isError && !(remove.error instanceof ApiError && remove.error.status === 404) ? remove.error : null;

  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!endpoint) return;
    remove.mutate(endpoint.id, {
      onSuccess: () => {
        toast({ title: "Endpoint deleted", description: `${endpoint.url} gets no more events.` });
        close();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) close();
      },
    });
  };

  return (
    <Dialog open={endpoint !== null} onOpenChange={(open) => (busy || open ? undefined : close())}>
      {endpoint ? (
        <DialogContent size="sm" busy={busy}>
          <DialogHeader>
            <p className="flex items-center gap-2 font-mono text-xs font-bold uppercase tracking-[0.25em] text-destructive">
              <AlertTriangle aria-hidden className="h-4 w-4" />
              {endpoint.id}
            </p>
            <DialogTitle className="break-all">Delete the endpoint {endpoint.url}?</DialogTitle>
            <DialogDescription>
              ReachGen stops sending it events at once, including retries still pending, and its delivery log is deleted
              with it. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          {failed ? (
            <Alert title="NOT DELETED" className="mt-4">
              {errorMessage(failed, failed.message)}
            </Alert>
          ) : null}
          <ConfirmFooter
            busy={busy}
            onConfirm={confirm}
            icon={<Trash2 aria-hidden className="h-4 w-4" />}
            label="Delete endpoint"
            busyLabel="Deleting…"
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
