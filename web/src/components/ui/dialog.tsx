import { forwardRef, useRef, type ComponentPropsWithoutRef, type ElementRef, type HTMLAttributes } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { cn } from "@web/lib/cn";
import { eyebrowClasses } from "./eyebrow";

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

const widths = { sm: "max-w-md", md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl" } as const;

export interface DialogContentProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Content> {
  size?: keyof typeof widths;
  /** Accessible name of the corner close button. */
  closeLabel?: string;
  /** While an action that must not be interrupted runs: no corner close button, and Escape and clicks outside do nothing. */
  busy?: boolean;
}

/**
 * A modal dialog in the product's look: a bordered surface over a dimmed page, focus trapped inside and returned to the
 * trigger on close, Escape closes. Give it a DialogTitle (its accessible name) and a DialogDescription.
 * A dialog opened from state rather than a DialogTrigger returns focus to whatever had it when the dialog opened.
 * Phone-safe: never wider than the viewport minus 1 rem each side, scrolls inside when taller than the screen.
 */
export const DialogContent = forwardRef<ElementRef<typeof DialogPrimitive.Content>, DialogContentProps>(
  function DialogContent(
    {
      className,
      children,
      size = "md",
      closeLabel = "Close",
      busy = false,
      onOpenAutoFocus,
      onCloseAutoFocus,
      onEscapeKeyDown,
      onInteractOutside,
      ...props
    },
    ref,
  ) {
    const opener = useRef<HTMLElement | null>(null);
    return (
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <DialogPrimitive.Content
          ref={ref}
          className={cn(
            "fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto",
            "border border-border-strong bg-surface p-5 text-foreground shadow-xl outline-none sm:p-6",
            widths[size],
            className,
          )}
          {...props}
          onEscapeKeyDown={(event) => (busy ? event.preventDefault() : onEscapeKeyDown?.(event))}
          onInteractOutside={(event) => (busy ? event.preventDefault() : onInteractOutside?.(event))}
          onOpenAutoFocus={(event) => {
            // Focus has not moved into the dialog yet: remember who opened it.
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            // Radix focuses its Trigger; without one, go back to the opener while it is still on the page.
            const el = opener.current;
            if (el && el !== document.body && el.isConnected) {
              event.preventDefault();
              el.focus();
            }
          }}
        >
          {children}
          {busy ? null : (
            <DialogPrimitive.Close
              aria-label={closeLabel}
              className="absolute right-2 top-2 grid h-10 w-10 place-items-center border border-transparent text-muted-foreground hover:border-border hover:bg-surface-2 hover:text-foreground"
            >
              <X aria-hidden className="h-5 w-5" />
            </DialogPrimitive.Close>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    );
  },
);

/** Eyebrow, title and description; leaves room on the right for the close button. */
export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("grid gap-1.5 pr-10", className)} {...props} />;
}

/** The small uppercase accent label above a dialog title. */
export function DialogEyebrow({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn(eyebrowClasses, className)} {...props} />;
}

export const DialogTitle = forwardRef<
  ElementRef<typeof DialogPrimitive.Title>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Title>
>(function DialogTitle({ className, ...props }, ref) {
  return (
    <DialogPrimitive.Title
      ref={ref}
      className={cn("font-mono text-xl font-bold tracking-tight", className)}
      {...props}
    />
  );
});

export const DialogDescription = forwardRef<
  ElementRef<typeof DialogPrimitive.Description>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(function DialogDescription({ className, ...props }, ref) {
  return (
    <DialogPrimitive.Description ref={ref} className={cn("text-sm text-muted-foreground", className)} {...props} />
  );
});

/** Actions row: stacked full-width on phones, right-aligned from sm up. */
export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}
