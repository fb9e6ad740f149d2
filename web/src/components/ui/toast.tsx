import { useSyncExternalStore } from "react";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { cn } from "@web/lib/cn";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  action?: { label: string; onClick: () => void };
  /** Milliseconds; default 5000 (SPEC §9). */
  duration?: number;
}

interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

/** At most one toast is visible; a new one replaces it (SPEC §2). */
const TOAST_LIMIT = 1;
/** A dismissed toast is removed from the store after this long (SPEC §4). */
export const TOAST_REMOVE_DELAY = 1_000_000;

let items: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function dismiss(id: number) {
  items = items.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    items = items.filter((t) => t.id !== id);
    emit();
  }, TOAST_REMOVE_DELAY);
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = ++nextId;
  items = [{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismiss(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast() {
  const toasts = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return { toasts, toast, dismiss };
}

/** Test helper: forget every toast. */
export function resetToasts() {
  items = [];
  emit();
}

export function Toaster() {
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
