// Layering rules of DESIGN.md §1–3, checked by `npm run deps` (and `npm run check`). A rule that is in the way is
// changed here, in one place, with a decision record in docs/decisions/.

/** Test code may reach anything: colocated *.test.ts(x), test helpers and the e2e specs are exempt from layering. */
const TESTS = ["\\.test\\.tsx?$", "(^|/)test-utils\\.tsx?$", "^worker/test/", "^web/src/test/", "^e2e/"];

const ENGINES = "^worker/(imaging|copywriting|packaging)/";
/** Everything of the Worker above the engines: they reach none of it (decision 007). */
const ABOVE_ENGINES = [
  "^worker/(services|routes|middleware|db|payments|mail|durable-objects)/",
  "^worker/(app-env|app|index|queue)\\.ts$",
];

module.exports = {
  forbidden: [
    // worker: routes → services → (engines, providers, db); lib is the bottom layer.
    {
      name: "routes-not-to-internals",
      comment:
        "Routes are thin: validate, call a service verb, answer. Only services touch the database, the engines, " +
        "payment and mail providers and the Durable Object.",
      severity: "error",
      from: { path: "^worker/routes/", pathNot: TESTS },
      to: { path: "^worker/(db|imaging|copywriting|packaging|payments|mail|durable-objects)/" },
    },
    {
      name: "engines-are-pure",
      comment:
        "Decision 007: engines (imaging, copywriting, packaging) take bytes and values and return values: they never " +
        "reach services, routes, middleware, the database, providers, Durable Objects or the Worker's bindings " +
        "(cloudflare:workers), types included. Fix: the service reads and passes values; a shared shape goes to common/.",
      severity: "error",
      from: { path: ENGINES, pathNot: TESTS },
      to: { path: [...ABOVE_ENGINES, "^cloudflare:"] },
    },
    {
      name: "engines-not-to-each-other",
      comment:
        "Decision 007: engines do not know each other, types included. Fix: the service passes one engine's result " +
        "to the other as a value whose shape lives in common/ (or the receiving engine declares the shape it needs).",
      severity: "error",
      from: { path: "^worker/(imaging|copywriting|packaging)/", pathNot: TESTS },
      to: { path: ENGINES, pathNot: "^worker/$1/" },
    },
    {
      name: "middleware-not-to-routes",
      comment:
        "Decision 007: routes use middleware, never the other way round. Fix: move what both need into a service, " +
        "lib/ or common/.",
      severity: "error",
      from: { path: "^worker/middleware/", pathNot: TESTS },
      to: { path: "^worker/routes/" },
    },
    {
      name: "durable-objects-not-to-services",
      comment:
        "Decision 007/008: a Durable Object is below the services that call it: it never imports services, routes or " +
        "middleware. Fix: move the shared helper into lib/ or db/, or let the service pass the value in.",
      severity: "error",
      from: { path: "^worker/durable-objects/", pathNot: TESTS },
      to: { path: "^worker/(services|routes|middleware)/" },
    },
    {
      name: "routes-not-to-schema-through-app-env",
      comment:
        "Decision 007: routes never reach db/, and app-env.ts (imported by every route) is how they would: the Hono " +
        "environment names common/ or service shapes, not table rows. Fix: name the type the service exports.",
      severity: "error",
      from: { path: "^worker/app-env\\.ts$" },
      to: { path: "^worker/db/" },
    },
    {
      name: "services-not-to-http",
      comment: "Services are business verbs; they know nothing of routes or middleware (HTTP).",
      severity: "error",
      from: { path: "^worker/services/", pathNot: TESTS },
      to: { path: "^worker/(routes|middleware)/" },
    },
    {
      name: "lib-is-bottom",
      comment:
        "Decision 007: worker/lib holds helpers every layer may use; it depends on no layer above it: no engine, " +
        "service, route, middleware, provider, Durable Object or the database. Fix: move the helper up, or pass values in.",
      severity: "error",
      from: { path: "^worker/lib/", pathNot: TESTS },
      to: { path: [...ABOVE_ENGINES, ENGINES] },
    },

    // common: shared by browser and Worker.
    {
      name: "common-only-zod",
      comment: "common/ is imported by web and worker: it may import only zod and other common/ files.",
      severity: "error",
      from: { path: "^common/", pathNot: TESTS },
      to: { pathNot: ["^common/", "(^|/)node_modules/zod/"] },
    },

    {
      name: "zod-through-common",
      comment:
        "Schemas the browser makes are built jitless (common/zod.ts): zod's eval probe would break the CSP. Web and " +
        "common code import zod through common/zod.ts (type-only imports are free; decision 016).",
      severity: "error",
      from: { path: ["^common/", "^web/src/"], pathNot: [...TESTS, "^common/zod\\.ts$"] },
      to: { path: "(^|/)node_modules/zod/", dependencyTypesNot: ["type-only"] },
    },

    // web: app → features → (components, lib).
    {
      name: "feature-not-to-other-feature",
      comment:
        "A feature folder does not import another feature; what two features share moves to components/ or lib/, " +
        "and pages compose features in app/.",
      severity: "error",
      from: { path: "^web/src/features/([^/]+)/", pathNot: TESTS },
      to: { path: "^web/src/features/(?!$1/)" },
    },
    {
      name: "feature-not-to-app",
      comment: "Features are composed by app/ (router, pages, providers), never the other way round.",
      severity: "error",
      from: { path: "^web/src/features/", pathNot: TESTS },
      to: { path: "^web/src/app/" },
    },
    {
      name: "shared-web-not-to-features-or-app",
      comment: "web/src/components and web/src/lib are shared by every feature: they import no feature and not app/.",
      severity: "error",
      from: { path: "^web/src/(components|lib)/", pathNot: TESTS },
      to: { path: "^web/src/(features|app)/" },
    },

    // web and worker meet only in common/.
    {
      name: "web-not-to-worker",
      comment: "The browser bundle never imports Worker code; what both need lives in common/.",
      severity: "error",
      from: { path: "^web/" },
      to: { path: "^worker/" },
    },
    {
      name: "worker-not-to-web",
      comment: "The Worker never imports browser code; what both need lives in common/.",
      severity: "error",
      from: { path: "^worker/" },
      to: { path: "^web/" },
    },

    {
      name: "no-circular",
      comment: "Circular imports: break the cycle by moving the shared part down a layer.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-orphans",
      comment: "A module nothing imports and that imports nothing is dead code (entry points and tests excepted).",
      severity: "error",
      from: { orphan: true, pathNot: [...TESTS, "\\.d\\.ts$"] },
      to: {},
    },
    {
      name: "not-to-unresolvable",
      comment: "An import that resolves to nothing on disk.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: "no-dev-deps-in-production",
      comment:
        "Code that ships (worker, creatives, web/src, common) imports only packages from `dependencies`; devDependencies are " +
        "for tests and tooling. Type-only imports are erased and allowed.",
      severity: "error",
      from: { path: "^(worker|web/src|common|creatives)/", pathNot: TESTS },
      to: { dependencyTypes: ["npm-dev"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "no-undeclared-packages",
      comment: "Every imported package is declared in package.json.",
      severity: "error",
      from: {},
      to: { dependencyTypes: ["npm-no-pkg", "npm-unknown"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Files vite imports as assets (styles, `?raw` examples, images, fonts) have no imports of their own.
    exclude: {
      path: [
        "^worker/worker-configuration\\.d\\.ts$",
        "\\.(ttf|otf|woff2?|css|txt|svg|png)$",
        // wrangler dev's bundles of the creatives Worker (creatives/.wrangler, git-ignored).
        "(^|/)\\.wrangler/",
      ],
    },
    // TypeScript 7 has no JS API, so swc parses. swc always reports type-only imports (marked "type-only"), so they
    // count for the layering rules; `tsPreCompilationDeps` is left out because it only applies to the tsc parser and,
    // set, makes depcruise warn on every run that no TypeScript < 7 compiler is installed.
    parser: "swc",
    tsConfig: { fileName: "tsconfig.base.json" },
    builtInModules: { add: ["cloudflare:workers", "cloudflare:test"] },
    // Package "exports" maps, so subpath imports such as hono/factory or vitest/node resolve.
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
  },
};
