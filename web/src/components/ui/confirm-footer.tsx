import type { ReactNode } from "react";
import { Button } from "./button";
import { DialogClose, DialogFooter } from "./dialog";
import { Spinner } from "./spinner";

/** The footer of a dialog that confirms a destructive step: Cancel, and the step's button with its busy state. */
export function ConfirmFooter({
  busy,
  onConfirm,
  icon,
  label,
  busyLabel,
}: {
  busy: boolean;
  onConfirm: () => void;
  icon: ReactNode;
  label: string;
  busyLabel: string;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={busy}>
          Cancel
        </Button>
      </DialogClose>
      <Button variant="destructive" onClick={onConfirm} disabled={busy}>
        {busy ? <Spinner /> : icon}
        {busy ? busyLabel : label}
      </Button>
    </DialogFooter>
  );
}
