import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from "react";
import * as ScrollAreaPrimitive from "@radix-ui/react-scroll-area";
import { cn } from "@web/lib/cn";

interface ScrollAreaProps extends ComponentPropsWithoutRef<typeof ScrollAreaPrimitive.Root> {
  /** Classes for the viewport, e.g. a max height. */
  viewportClassName?: string;
  /** Names the scrolling region; the viewport is focusable so keyboard users can scroll it. */
  label: string;
}

/** A region that scrolls inside a maximum height with a thin themed scrollbar. */
export const ScrollArea = forwardRef<ElementRef<typeof ScrollAreaPrimitive.Root>, ScrollAreaProps>(function ScrollArea(
  { className, viewportClassName, label, children, ...props },
  ref,
) {
  return (
    <ScrollAreaPrimitive.Root ref={ref} className={cn("relative overflow-hidden", className)} {...props}>
      <ScrollAreaPrimitive.Viewport
        tabIndex={0}
        role="region"
        aria-label={label}
        // Radix lays the content out as a table that grows with its widest line; a block lets long lines truncate.
        className={cn(
          "h-full w-full outline-none focus-visible:ring-2 focus-visible:ring-ring [&>div]:block!",
          viewportClassName,
        )}
      >
        {children}
      </ScrollAreaPrimitive.Viewport>
      <ScrollAreaPrimitive.Scrollbar
        orientation="vertical"
        className="flex w-2 touch-none select-none border-l border-border p-px"
      >
        <ScrollAreaPrimitive.Thumb className="relative flex-1 bg-border-strong/40" />
      </ScrollAreaPrimitive.Scrollbar>
    </ScrollAreaPrimitive.Root>
  );
});
