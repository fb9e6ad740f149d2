import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { cn } from "@web/lib/cn";

/** Shared look of text inputs, textareas and native selects: 1px border, surface fill, accent border on focus. */
export const inputClasses =
  "w-full border border-border bg-surface px-3 py-2.5 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-accent disabled:opacity-60 aria-invalid:border-destructive";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(inputClasses, className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  return <textarea ref={ref} className={cn(inputClasses, "min-h-24", className)} {...props} />;
});
