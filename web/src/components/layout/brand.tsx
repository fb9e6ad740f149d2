import { Link } from "react-router";
import { paths } from "@common/paths";

/** The ReachGen wordmark, linking home. */
export function Brand() {
  return (
    <Link to={paths.home} className="flex items-center gap-2 font-mono text-lg font-bold tracking-tight" aria-label="ReachGen home">
      <span aria-hidden className="grid h-7 w-7 place-items-center bg-accent text-sm text-accent-foreground">
        R
      </span>
      <span>
        Reach<span className="text-accent-text">Gen</span>
      </span>
    </Link>
  );
}
