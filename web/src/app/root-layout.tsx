import { Component, type ErrorInfo, type ReactNode } from "react";
import { Link, Outlet, ScrollRestoration, useLocation, useRouteError } from "react-router";
import { headerHiddenPaths, paths } from "@common/paths";
import { Footer } from "@web/components/layout/footer";
import { Header } from "@web/components/layout/header";
import { buttonClasses } from "@web/components/ui/button";

/** Whether the shared header shows on a path (SPEC §2: hidden on six routes). */
export function showsHeader(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return !headerHiddenPaths.includes(path);
}

export function RootLayout() {
  const { pathname } = useLocation();
  const withHeader = showsHeader(pathname);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-surface focus:p-2"
      >
        Skip to content
      </a>
      {withHeader ? <Header /> : null}
      {/* At least a screen tall, so the footer starts below the fold: a page whose content arrives after its first
          paint (a signed-in page, a share page) grows without pushing a visible footer down (layout shift). */}
      <main id="main" className="min-h-screen flex-1">
        <PanelErrorBoundary key={pathname}>
          <Outlet />
        </PanelErrorBoundary>
      </main>
      {withHeader ? <Footer /> : null}
      <ScrollRestoration />
    </div>
  );
}

/** Keeps one broken panel from blanking the whole app. */
class PanelErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("panel crashed", error, info.componentStack);
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="font-mono text-2xl font-bold">SYSTEM FAULT</h1>
        <p className="mt-3 text-muted-foreground">This part of the page failed to load. Reload to try again.</p>
        <button
          type="button"
          className={buttonClasses("outline", "md", "mt-6")}
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
      </div>
    );
  }
}

/** Last line of defence for the router (e.g. the header itself failed): a bare page with no shared chrome. */
export function RootErrorPage() {
  const error = useRouteError();
  console.error("route crashed", error);
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="font-mono text-sm tracking-[0.3em] text-destructive">SYSTEM FAULT</p>
      <h1 className="mt-3 font-mono text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-muted-foreground">The page could not be shown. Reload it, or go back to the home page.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses("default")} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={paths.home} className={buttonClasses("outline")} reloadDocument>
          Home
        </Link>
      </div>
    </div>
  );
}
