import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "./button";
import { DialogClose, DialogFooter } from "./dialog";
import { Spinner } from "./spinner";

/**
 * The footer of a dialog that confirms a step: Cancel, and the step's button with its busy state (red for a step that
 * destroys or refuses something, the accent for one that grants or sends).
 */
export function ConfirmFooter({
  busy,
  onConfirm,
  icon,
  label,
  busyLabel,
  variant = "destructive",
}: {
  busy: boolean;
  onConfirm: () => void;
  icon: ReactNode;
  label: string;
  busyLabel: string;
  variant?: Extract<ButtonVariant, "destructive" | "accent">;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={busy}>
          Cancel
        </Button>
      </DialogClose>
      <Button variant={variant} onClick={onConfirm} disabled={busy}>
        {busy ? <Spinner /> : icon}
        {busy ? busyLabel : label}
      </Button>
    </DialogFooter>
  );
}
