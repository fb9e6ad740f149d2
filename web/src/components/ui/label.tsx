import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from "react";
import * as LabelPrimitive from "@radix-ui/react-label";
import { cn } from "@web/lib/cn";

const labelClasses = "font-mono text-xs font-bold tracking-widest text-foreground";

/** A form label in the mono face (Radix Label: clicking it focuses its control). */
export const Label = forwardRef<
  ElementRef<typeof LabelPrimitive.Root>,
  ComponentPropsWithoutRef<typeof LabelPrimitive.Root>
>(function Label({ className, ...props }, ref) {
  return <LabelPrimitive.Root ref={ref} className={cn(labelClasses, className)} {...props} />;
});
