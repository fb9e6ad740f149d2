import { Component, type ErrorInfo, type ReactNode } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { headerHiddenPaths } from "@common/paths";
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
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-surface focus:p-2">
        Skip to content
      </a>
      {withHeader ? <Header /> : null}
      <main id="main" className="flex-1">
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
export class PanelErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
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
        <button className={buttonClasses("outline", "md", "mt-6")} onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
}
