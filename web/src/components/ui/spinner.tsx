import { Loader2 } from "lucide-react";
import { cn } from "@web/lib/cn";

/**
 * A spinning loader. Decorative by default (inside a button that already says what is happening);
 * give it a `label` to make it a polite status announcement on its own.
 */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const icon = <Loader2 aria-hidden className={cn("h-4 w-4 animate-spin motion-reduce:animate-none", className)} />;
  if (!label) return icon;
  return (
    <span role="status" aria-live="polite" className="inline-flex items-center gap-2">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A full-panel wait state with a visible mono caption, e.g. 'AUTHENTICATING'. */
export function LoadingPanel({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn("flex min-h-[60vh] flex-col items-center justify-center gap-4", className)}
    >
      <Loader2 aria-hidden className="h-8 w-8 animate-spin text-accent-text motion-reduce:animate-none" />
      <p className="font-mono text-sm tracking-widest text-muted-foreground">{label}</p>
    </div>
  );
}
