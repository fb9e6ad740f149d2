import { memo } from "react";
import { paths } from "@common/paths";
import { TopBar, TopBarLink } from "@web/components/layout/top-bar";
import { routeMeta } from "@common/route-meta";
import { PageMeta } from "@web/components/seo/page-meta";
import { type ApiDocState, useApiDocState } from "@web/features/api-docs/api/get-openapi";
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
import { WebhooksSection } from "@web/features/api-docs/components/webhooks-section";
import { HydrationSlice } from "@web/lib/hydration-slice";
import { useWholePageWhenAsked } from "@web/lib/render-near";

/**
 * /api-docs: the public API as its OpenAPI document describes it. Endpoints, prices and code examples are rendered from
 * that document: the one the page was prerendered with (decision 017), or GET /api/v1/openapi.json when the app opens
 * the page itself; the prose around them covers plans, keys, limits and errors.
 */
export default function ApiDocsPage() {
  const active = useActiveSection(sectionIds);
  const state = useApiDocState();
  // Find, print and a link to an operation (/api-docs#createConcept) reach the whole reference once it is in.
  useWholePageWhenAsked(state.status === "success");

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
          <ApiDocsContent state={state} />
        </div>
      </CodeLanguageProvider>
    </>
  );
}

/**
 * The page's text and reference. Memoised: the navigation's highlight changes as the reader scrolls, and re-rendering
 * the reference with it would force the parts of a prerendered page still waiting to hydrate to do it at once.
 */
const ApiDocsContent = memo(function ApiDocsContent({ state }: { state: ApiDocState }) {
  return (
    <div className="min-w-0 max-w-4xl space-y-14 pb-24">
      <header className="pt-10 lg:pt-0">
        <p className="font-mono text-xs font-bold uppercase tracking-[0.25em] text-accent-text">
          Developer API · OpenAPI 3.1
        </p>
        <h1 className="mt-3 text-[2rem] font-bold leading-tight tracking-tight sm:text-5xl">API Documentation</h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground">
          Generate multilingual ad copy and platform-sized images from your own systems, over HTTPS with a bearer key.
        </p>
      </header>
      {/* Each section is hydrated on its own (decision 017); the endpoint cards within theirs, one by one. */}
      <HydrationSlice>
        <OverviewSection state={state} />
      </HydrationSlice>
      <HydrationSlice>
        <QuickStartSection state={state} />
      </HydrationSlice>
      <HydrationSlice>
        <AuthenticationSection state={state} />
      </HydrationSlice>
      <EndpointsSection state={state} />
      <HydrationSlice>
        <PricingSection state={state} />
      </HydrationSlice>
      <HydrationSlice>
        <CodeExamplesSection state={state} />
      </HydrationSlice>
      <HydrationSlice>
        <WebhooksSection state={state} />
      </HydrationSlice>
      <SdksSection />
      <NextSteps />
    </div>
  );
});
