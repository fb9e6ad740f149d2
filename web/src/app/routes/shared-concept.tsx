import { useContext } from "react";
import { Link, useLocation, useParams } from "react-router";
import { routeMeta, sharedConceptMeta } from "@common/route-meta";
import { paths } from "@common/paths";
import { PageMeta } from "@web/components/seo/page-meta";
import { buttonClasses } from "@web/components/ui/button";
import { LoadingPanel } from "@web/components/ui/spinner";
import { useSharedConcept } from "@web/features/concepts/api/get-shared-concept";
import { SharedConceptFrame, SharedConceptView } from "@web/features/concepts/components/shared-concept";
import { shareFrame } from "@common/share-frame";
import { ShareFrameTemplate } from "@web/features/concepts/share-frame-template";
import { useHydrated } from "@web/lib/use-hydrated";
import { ApiError, errorMessage } from "@web/lib/api-error";

/** /s/<token>: a concept's public page, read signed in or out. A revoked or unknown link says so, with a 404 title. */
export default function SharedConceptPage() {
  const { token = "" } = useParams();
  const { pathname } = useLocation();
  const shared = useSharedConcept(token);
  const template = useContext(ShareFrameTemplate);
  const hydrated = useHydrated();
  // The Worker wrote the frame into the page (decision 045): the browser takes it over as it is, then shows the page.
  const frame = template ?? (!hydrated && shared.data ? shareFrame(shared.data) : undefined);
  if (frame) return <SharedConceptFrame frame={frame} />;
  if (shared.data)
    return (
      <>
        <PageMeta {...sharedConceptMeta(shared.data, pathname)} />
        <SharedConceptView concept={shared.data} token={token} />
      </>
    );
  if (shared.isPending) return <LoadingPanel label="LOADING CONCEPT" />;
  const gone = shared.error instanceof ApiError && shared.error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <PageMeta {...routeMeta.notFound} path={pathname} />
      <p className="font-mono text-sm tracking-[0.3em] text-accent-text">{gone ? "LINK NOT AVAILABLE" : "ERROR"}</p>
      <h1 className="mt-3 font-mono text-3xl font-bold">
        {gone ? "This concept is not shared" : "The concept could not be loaded"}
      </h1>
      <p className="mt-4 text-muted-foreground">
        {gone
          ? "Its owner stopped sharing it, or the link is mistyped. Ask them for a new link."
          : errorMessage(shared.error, "Please try again in a moment.")}
      </p>
      <Link to={paths.dashboard} className={buttonClasses("accent", "lg", "mt-8")}>
        See example concepts
      </Link>
    </div>
  );
}
