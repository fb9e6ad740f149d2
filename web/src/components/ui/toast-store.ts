/** The toasts on screen: a small store any code can push to (toast()), read by the Toaster. */
import { useSyncExternalStore } from "react";

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

export function dismiss(id: number) {
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
