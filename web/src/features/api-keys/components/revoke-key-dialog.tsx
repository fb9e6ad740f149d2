import { AlertTriangle, Ban } from "lucide-react";
import type { ApiKey } from "@common/api";
import { Alert } from "@web/components/ui/alert";
import { ConfirmFooter } from "@web/components/ui/confirm-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { toast } from "@web/components/ui/toast";
import { ApiError, errorMessage } from "@web/lib/api-error";
import { useRevokeApiKey } from "../api/revoke-api-key";

/**
 * Confirms revoking one key, by name. On success (or a 404: it is already gone) the list is refetched, a toast says so
 * and the dialog closes; any other failure stays in the dialog with the server's message.
 */
export function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  const revoking = revoke.isPending;
  const failed =
    revoke.isError && !(revoke.error instanceof ApiError && revoke.error.status === 404) ? revoke.error : null;

  const close = () => {
    revoke.reset();
    onClose();
  };
  const confirm = () => {
    if (!apiKey) return;
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        toast({ title: "API key revoked", description: `“${apiKey.name}” no longer works.` });
        close();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) close();
      },
    });
  };

  return (
    <Dialog open={apiKey !== null} onOpenChange={(open) => (revoking || open ? undefined : close())}>
      {apiKey ? (
        <DialogContent size="sm" busy={revoking}>
          <DialogHeader>
            <p className="flex items-center gap-2 font-mono text-xs font-bold uppercase tracking-[0.25em] text-destructive">
              <AlertTriangle aria-hidden className="h-4 w-4" />
              {apiKey.keyId}
            </p>
            <DialogTitle>Revoke “{apiKey.name}”?</DialogTitle>
            <DialogDescription>
              Every request made with this key is refused from now on. The key stays in your list as revoked, and this
              cannot be undone.
            </DialogDescription>
          </DialogHeader>
          {failed ? (
            <Alert title="NOT REVOKED" className="mt-4">
              {errorMessage(failed, failed.message)}
            </Alert>
          ) : null}
          <ConfirmFooter
            busy={revoking}
            onConfirm={confirm}
            icon={<Ban aria-hidden className="h-4 w-4" />}
            label="Revoke key"
            busyLabel="Revoking…"
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
