import { clsx } from "clsx";

export type ActionVariant = "primary" | "outline" | "ghost";
export type ActionSize = "sm" | "md" | "lg";

const variants: Record<ActionVariant, string> = {
  primary: "border-accent bg-accent text-accent-foreground hover:brightness-110",
  outline: "border-border-strong bg-surface text-foreground hover:bg-surface-2",
  ghost: "border-transparent bg-transparent text-foreground hover:bg-surface-2",
};

const sizes: Record<ActionSize, string> = {
  sm: "min-h-9 px-3 text-xs",
  md: "min-h-11 px-4 text-sm",
  lg: "min-h-12 px-5 text-sm sm:px-6",
};

/**
 * Button look for links and buttons on the marketing pages (landing, about, API docs). Kept local to these features
 * so the pages do not depend on the shell's primitives; the tokens are the same, so the look matches.
 */
export function actionClasses(variant: ActionVariant = "primary", size: ActionSize = "md", className?: string): string {
  return clsx(
    "inline-flex items-center justify-center gap-2 border font-mono font-bold uppercase tracking-wider transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-55",
    variants[variant],
    sizes[size],
    className,
  );
}

/** The small uppercase label above a heading ("// HOW IT WORKS"). */
export const eyebrowClasses = "font-mono text-xs font-bold uppercase tracking-[0.25em] text-accent-text";
