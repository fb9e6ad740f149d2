import { paths } from "@common/paths";
import { TopBar, TopBarLink } from "@web/components/layout/top-bar";
import { PageMeta } from "@web/components/seo/page-meta";
import { docSections } from "@web/features/api-docs/content";
import { DocsNav } from "@web/features/api-docs/components/docs-nav";
import {
  AuthenticationSection,
  CodeExamplesSection,
  EndpointsSection,
  OverviewSection,
  PricingSection,
  QuickStartSection,
  SdksSection,
} from "@web/features/api-docs/components/doc-sections";
import { useActiveSection } from "@web/features/api-docs/use-active-section";

const sectionIds = docSections.map((s) => s.id);

export default function ApiDocsPage() {
  const active = useActiveSection(sectionIds);
  const origin = typeof window === "undefined" ? "https://reachgen.app" : window.location.origin;
  const baseUrl = `${origin}/api/v1`;

  return (
    <>
      <PageMeta
        title="API Documentation"
        description="The ReachGen developer API: generate multilingual ad copy and platform-sized images over HTTPS with bearer API keys, per-key rate limits and usage billing."
        keywords="ReachGen API, ad copy API, image resize API, multilingual marketing API, developer documentation, REST API"
        path={paths.apiDocs}
      />
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

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12 lg:pt-10 xl:gap-16">
        <DocsNav active={active} baseUrl={baseUrl} />
        <div className="min-w-0 max-w-4xl space-y-14 pb-24">
          <header className="pt-10 lg:pt-0">
            <p className="font-mono text-xs font-bold uppercase tracking-[0.25em] text-accent-text">
              Developer API · v1
            </p>
            <h1 className="mt-3 text-[2rem] font-bold leading-tight tracking-tight sm:text-5xl">API Documentation</h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground">
              Generate multilingual ad copy and platform-sized images from your own systems. One base URL, one bearer
              key, JSON in and out.
            </p>
          </header>
          <OverviewSection baseUrl={baseUrl} />
          <QuickStartSection baseUrl={baseUrl} />
          <AuthenticationSection />
          <EndpointsSection baseUrl={baseUrl} />
          <PricingSection />
          <CodeExamplesSection baseUrl={baseUrl} />
          <SdksSection baseUrl={baseUrl} />
        </div>
      </div>
    </>
  );
}
