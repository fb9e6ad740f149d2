import type { ReactNode } from "react";
import { AlertTriangle } from "lucide-react";
import { cn } from "@web/lib/cn";

/** An inline alert with a heading, e.g. 'ACCESS DENIED' on login failure. */
export function Alert({ title, children, variant = "destructive", className }: { title: string; children?: ReactNode; variant?: "destructive" | "warning"; className?: string }) {
  return (
    <div
      role="alert"
      className={cn(
        "flex gap-3 border p-4",
        variant === "destructive" ? "border-destructive text-destructive" : "border-warning bg-warning-soft text-warning",
        className,
      )}
    >
      <AlertTriangle aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <p className="font-mono text-sm font-bold tracking-widest">{title}</p>
        {children ? <div className="mt-1 text-sm text-foreground">{children}</div> : null}
      </div>
    </div>
  );
}
