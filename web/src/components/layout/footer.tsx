import { Link } from "react-router";
import { paths } from "@common/paths";
import { platforms } from "@common/platforms";
import { Brand } from "./brand";
import { useYear } from "@web/lib/use-year";

export function Footer() {
  const year = useYear();
  return (
    <footer className="mt-20 border-t border-border">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <Brand />
          <p className="mt-2 max-w-sm text-sm text-muted-foreground">
            One product photo in. Ready-to-post ads for {platforms.length} platforms in 20 languages out.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2 font-mono text-sm">
          <Link to={paths.dashboard} className="hover:text-accent-text">
            Examples
          </Link>
          <Link to={paths.plans} className="hover:text-accent-text">
            Plans
          </Link>
          <Link to={paths.apiDocs} className="hover:text-accent-text">
            API Docs
          </Link>
          <Link to={paths.about} className="hover:text-accent-text">
            About
          </Link>
        </nav>
        <p className="font-mono text-xs text-muted-foreground">© {year ? `${year} ` : ""}ReachGen</p>
      </div>
    </footer>
  );
}
