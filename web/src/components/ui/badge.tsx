import type { HTMLAttributes } from "react";
import { cn } from "@web/lib/cn";

export type BadgeVariant = "default" | "outline" | "muted" | "success" | "warning" | "destructive";

const variants: Record<BadgeVariant, string> = {
  default: "border-accent bg-accent text-accent-foreground",
  outline: "border-border-strong text-foreground",
  muted: "border-border bg-surface-2 text-muted-foreground",
  success: "border-accent bg-accent-soft text-accent-text",
  warning: "border-warning bg-warning-soft text-warning",
  destructive: "border-destructive bg-destructive text-destructive-foreground",
};

/** A small mono status label, e.g. ACTIVE, MOST POPULAR, a platform name or a concept number. */
export function Badge({
  variant = "default",
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 border px-2 py-0.5 font-mono text-xs font-bold tracking-wide whitespace-nowrap",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
