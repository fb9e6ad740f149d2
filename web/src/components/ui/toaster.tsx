import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { cn } from "@web/lib/cn";
import { dismiss, useToast } from "./toast-store";

/** The toasts as Radix draws them: one at a time, top on phones, bottom right from md up (SPEC §2). */
export default function RadixToaster() {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          duration={t.duration ?? 5000}
          onOpenChange={(open) => !open && dismiss(t.id)}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start justify-between gap-3 border p-4 pr-9 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
            t.variant === "destructive"
              ? "border-destructive bg-destructive text-destructive-foreground"
              : "border-border-strong bg-surface text-foreground",
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-mono text-sm font-bold tracking-wide">{t.title}</ToastPrimitive.Title>
            {t.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          {t.action ? (
            <ToastPrimitive.Action
              altText={t.action.label}
              onClick={t.action.onClick}
              className={cn(
                "shrink-0 self-center border px-3 py-1.5 font-mono text-xs font-bold",
                t.variant === "destructive"
                  ? "border-destructive-foreground"
                  : "border-accent bg-accent text-accent-foreground",
              )}
            >
              {t.action.label}
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute right-2 top-2 p-1 opacity-70 hover:opacity-100"
          >
            <X aria-hidden className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        // Top of the screen on phones, bottom right from md up, at most 420 px wide there (SPEC §2).
        className="fixed inset-x-0 top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 outline-none md:inset-x-auto md:top-auto md:right-0 md:bottom-0 md:max-w-[420px] md:flex-col"
      />
    </ToastPrimitive.Provider>
  );
}
