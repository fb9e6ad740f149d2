import { Link } from "react-router";
import { routeMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";
import { buttonClasses } from "@web/components/ui/button";

export default function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <PageMeta {...routeMeta.notFound} path={window.location.pathname} />
      <p className="font-mono text-sm tracking-[0.3em] text-accent-text">ERROR 404</p>
      <h1 className="mt-3 font-mono text-4xl font-bold">Page Not Found</h1>
      <p className="mt-4 text-muted-foreground">
        No route answers to this address. Check the link, or head back to familiar ground.
      </p>
      <Link to="/" className={buttonClasses("accent", "lg", "mt-8")}>
        Return home
      </Link>
    </div>
  );
}
