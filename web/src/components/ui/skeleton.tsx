import type { HTMLAttributes } from "react";
import { cn } from "@web/lib/cn";

/** A placeholder block shown while content loads; size it with classes. Hidden from assistive tech. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div aria-hidden className={cn("animate-pulse bg-surface-2 motion-reduce:animate-none", className)} {...props} />
  );
}
