import { Link } from "react-router";
import { paths } from "@common/paths";
import { cn } from "@web/lib/cn";

/** The ReachGen wordmark, linking home. `mono` draws the R in the text colour (the marketing pages' bar). */
export function Brand({ mark = "accent", className }: { mark?: "accent" | "mono"; className?: string }) {
  return (
    <Link
      to={paths.home}
      className={cn("flex items-center gap-2 font-mono text-lg font-bold tracking-tight", className)}
      aria-label="ReachGen home"
    >
      <span
        aria-hidden
        className={cn(
          "grid h-7 w-7 place-items-center text-sm",
          mark === "mono" ? "bg-foreground font-mono text-background" : "bg-accent text-accent-foreground",
        )}
      >
        R
      </span>
      <span aria-hidden={mark === "mono" || undefined}>
        Reach<span className="text-accent-text">Gen</span>
      </span>
    </Link>
  );
}
