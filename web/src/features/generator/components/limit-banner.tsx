import { Link } from "react-router";
import { paths } from "@common/paths";
import { Alert } from "@web/components/ui/alert";
import { buttonClasses } from "@web/components/ui/button";
import type { GenerationBlock } from "../limit";

/** The id of the banner's reason: the disabled Generate button is described by it. */
export const LIMIT_REASON_ID = "generator-limit-reason";

/** Why no concept can be made now, shown above the form before it is filled, with the way to upgrade. */
export function LimitBanner({ block }: { block: GenerationBlock }) {
  return (
    <Alert title={block.title} variant="warning" className="mt-8">
      <p id={LIMIT_REASON_ID}>{block.reason}</p>
      <Link to={paths.subscription} className={buttonClasses("default", "sm", "mt-3")}>
        {block.action}
      </Link>
    </Alert>
  );
}
