import { forwardRef, type ButtonHTMLAttributes } from "react";
import { Slot } from "@radix-ui/react-slot";
import { cn } from "@web/lib/cn";

/** `default` and `accent` are the same filled accent button; `default` reads better where the variant is left implicit. */
export type ButtonVariant = "default" | "accent" | "outline" | "ghost" | "destructive";
/**
 * `sm`, `md`, `lg` and `icon` are the app's buttons; the `display-` sizes are the marketing pages' calls to action
 * (landing, About, API docs): uppercase, taller touch targets that may wrap, outline on the surface colour.
 */
export type ButtonSize = "sm" | "md" | "lg" | "icon" | "display-sm" | "display-md" | "display-lg";

const accent = "border-accent bg-accent text-accent-foreground hover:brightness-110";
const variants: Record<ButtonVariant, string> = {
  default: accent,
  accent,
  outline: "border-border-strong bg-transparent text-foreground hover:bg-surface-2",
  ghost: "border-transparent bg-transparent text-foreground hover:bg-surface-2",
  destructive: "border-destructive bg-destructive text-destructive-foreground hover:brightness-110",
};
const displayVariants: Record<ButtonVariant, string> = {
  ...variants,
  outline: "border-border-strong bg-surface text-foreground hover:bg-surface-2",
};
const sizes: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-xs",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-sm",
  icon: "h-10 w-10",
  "display-sm": "min-h-9 px-3 text-xs",
  "display-md": "min-h-11 px-4 text-sm",
  "display-lg": "min-h-12 px-5 text-sm sm:px-6",
};

/** The button look as a class string, for links and triggers that cannot be a <Button>. */
export function buttonClasses(variant: ButtonVariant = "default", size: ButtonSize = "md", className?: string): string {
  const display = size.startsWith("display-");
  return cn(
    "inline-flex items-center justify-center gap-2 border font-mono font-bold",
    display
      ? "uppercase tracking-wider transition-colors disabled:cursor-not-allowed disabled:opacity-55"
      : "tracking-wide whitespace-nowrap transition disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55",
    (display ? displayVariants : variants)[variant],
    sizes[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (e.g. a Link) with button styling. */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, asChild, className, type, ...props },
  ref,
) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      ref={ref}
      className={buttonClasses(variant, size, className)}
      {...(asChild ? {} : { type: type ?? "button" })}
      {...props}
    />
  );
});
