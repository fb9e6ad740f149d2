import type { ReactNode } from "react";
import { AlertTriangle, Info } from "lucide-react";
import { cn } from "@web/lib/cn";

export type AlertVariant = "destructive" | "warning" | "info";

const variants: Record<AlertVariant, string> = {
  destructive: "border-destructive text-destructive",
  warning: "border-warning bg-warning-soft text-warning",
  info: "border-accent bg-accent-soft text-accent-text",
};

/** An inline alert with a mono heading, e.g. 'ACCESS DENIED' on login failure. */
export function Alert({
  title,
  children,
  variant = "destructive",
  className,
}: {
  title: string;
  children?: ReactNode;
  variant?: AlertVariant;
  className?: string;
}) {
  const Icon = variant === "info" ? Info : AlertTriangle;
  return (
    <div
      role={variant === "info" ? "status" : "alert"}
      className={cn("flex gap-3 border p-4", variants[variant], className)}
    >
      <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="min-w-0">
        <p className="font-mono text-sm font-bold tracking-widest">{title}</p>
        {children ? <div className="mt-1 text-sm text-foreground">{children}</div> : null}
      </div>
    </div>
  );
}
