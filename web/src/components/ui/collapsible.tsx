import * as CollapsiblePrimitive from "@radix-ui/react-collapsible";

/** Radix Collapsible: the trigger carries aria-expanded and aria-controls for its content. */
export const Collapsible = CollapsiblePrimitive.Root;
export const CollapsibleTrigger = CollapsiblePrimitive.Trigger;
export const CollapsibleContent = CollapsiblePrimitive.Content;
