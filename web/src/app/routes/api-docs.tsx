import { useEffect } from "react";
import { paths } from "@common/paths";
import { TopBar, TopBarLink } from "@web/components/layout/top-bar";
import { routeMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";
import { useApiDocState } from "@web/features/api-docs/api/get-openapi";
import { CodeExamplesSection } from "@web/features/api-docs/components/code-examples-section";
import { CodeLanguageProvider } from "@web/features/api-docs/components/code-language";
import { DocsNav } from "@web/features/api-docs/components/docs-nav";
import { EndpointsSection } from "@web/features/api-docs/components/endpoints-section";
import {
  AuthenticationSection,
  NextSteps,
  OverviewSection,
  QuickStartSection,
  SdksSection,
} from "@web/features/api-docs/components/intro-sections";
import { PricingSection } from "@web/features/api-docs/components/pricing-section";
import { sectionIds } from "@web/features/api-docs/sections";
import { useActiveSection } from "@web/features/api-docs/use-active-section";

/**
 * /api-docs: the public API as its OpenAPI document describes it. Endpoints, prices and code examples are rendered from
 * GET /api/v1/openapi.json at runtime; the prose around them covers plans, keys, limits and errors.
 */
export default function ApiDocsPage() {
  const active = useActiveSection(sectionIds);
  const state = useApiDocState();
  const loaded = state.status === "success";

  // A link to an operation (/api-docs#createConcept) names a card that exists only once the document is in.
  useEffect(() => {
    if (!loaded || !window.location.hash) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView?.();
  }, [loaded]);

  return (
    <>
      <PageMeta {...routeMeta.apiDocs} />
      <TopBar
        section="API Docs"
        links={
          <>
            <TopBarLink to={paths.dashboard}>Examples</TopBarLink>
            <TopBarLink to={paths.plans} hideOnPhone>
              Plans
            </TopBarLink>
            <TopBarLink to={paths.about} hideOnPhone>
              About
            </TopBarLink>
          </>
        }
      />

      <CodeLanguageProvider>
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12 lg:pt-10 xl:gap-16">
          <DocsNav
            active={active}
            model={state.status === "success" ? state.model : undefined}
            pending={state.status === "pending"}
          />
          <div className="min-w-0 max-w-4xl space-y-14 pb-24">
            <header className="pt-10 lg:pt-0">
              <p className="font-mono text-xs font-bold uppercase tracking-[0.25em] text-accent-text">
                Developer API · OpenAPI 3.1
              </p>
              <h1 className="mt-3 text-[2rem] font-bold leading-tight tracking-tight sm:text-5xl">API Documentation</h1>
              <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground">
                Generate multilingual ad copy and platform-sized images from your own systems, over HTTPS with a bearer
                key.
              </p>
            </header>
            <OverviewSection state={state} />
            <QuickStartSection state={state} />
            <AuthenticationSection state={state} />
            <EndpointsSection state={state} />
            <PricingSection state={state} />
            <CodeExamplesSection state={state} />
            <SdksSection />
            <NextSteps />
          </div>
        </div>
      </CodeLanguageProvider>
    </>
  );
}
