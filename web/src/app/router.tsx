import { lazy, type ReactNode, Suspense } from "react";
import { createBrowserRouter } from "react-router";
import { paths } from "@common/paths";
import { LoadingPanel } from "@web/components/ui/spinner";
import { AdminRoute, ProtectedRoute, SubscriptionGuard } from "@web/features/auth/components/guards";
import { PageFrame } from "@web/components/layout/page-frame";
import { RootErrorPage, RootLayout } from "./root-layout";
import { frames } from "./frames";
import { routeMeta } from "@common/route-meta";
import HomePage from "./routes/home";
import NotFoundPage from "./routes/not-found";

/**
 * The admin terminal is its own chunk (with recharts): fetched only after the admin guard lets an administrator in,
 * so no other visitor downloads it.
 */
const AdminPage = lazy(() => import("./routes/admin"));

/**
 * Every other page but the home page is its own chunk too, fetched when its route is visited (issue 15: the landing
 * page loads only what it shows). The fallback keeps the page's height while the chunk arrives.
 */
const AboutPage = lazy(() => import("./routes/about"));
const ApiDocsPage = lazy(() => import("./routes/api-docs"));
const ApiKeysPage = lazy(() => import("./routes/api-keys"));
const BrandPage = lazy(() => import("./routes/brand"));
const BulkPage = lazy(() => import("./routes/bulk"));
const ChangePasswordPage = lazy(() => import("./routes/change-password"));
const DashboardPage = lazy(() => import("./routes/dashboard"));
const ForgotPasswordPage = lazy(() => import("./routes/forgot-password"));
const LoginPage = lazy(() => import("./routes/login"));
const NewsletterLinkPage = lazy(() => import("./routes/newsletter-link"));
const PaymentSuccessPage = lazy(() => import("./routes/payment-success"));
const PlansPage = lazy(() => import("./routes/plans"));
const RegisterPage = lazy(() => import("./routes/register"));
const ResetPasswordPage = lazy(() => import("./routes/reset-password"));
const SubscriptionPage = lazy(() => import("./routes/subscription"));
const AiGeneratorPage = lazy(() => import("./routes/ai-generator"));
const SharedConceptPage = lazy(() => import("./routes/shared-concept"));

const page = (element: ReactNode) => <Suspense fallback={<LoadingPanel label="LOADING" />}>{element}</Suspense>;

/**
 * A signed-in page with a frame (decision 045): its heading stands outside the session check and the page's chunk, in
 * the prerendered HTML too, so the same elements are on screen from the first paint while the content fills in.
 */
const framed = (frame: (typeof frames)[keyof typeof frames], element: ReactNode) => (
  <PageFrame frame={frame}>
    <ProtectedRoute waiting={<LoadingPanel label="AUTHENTICATING" className="min-h-[30vh]" />}>
      <Suspense fallback={<LoadingPanel label="LOADING" className="min-h-[30vh]" />}>{element}</Suspense>
    </ProtectedRoute>
  </PageFrame>
);

/** The SPEC §2 route table. Guards wrap the pages the table marks. */
export const routes = [
  {
    element: <RootLayout />,
    errorElement: <RootErrorPage />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.login, element: page(<LoginPage />) },
      { path: paths.forgotPassword, element: page(<ForgotPasswordPage />) },
      { path: paths.resetPassword, element: page(<ResetPasswordPage />) },
      { path: paths.register, element: page(<RegisterPage />) },
      { path: paths.plans, element: page(<PlansPage />) },
      { path: paths.about, element: page(<AboutPage />) },
      { path: paths.apiDocs, element: page(<ApiDocsPage />) },
      { path: paths.dashboard, element: page(<DashboardPage />) },
      {
        path: paths.aiGenerator,
        element: (
          <ProtectedRoute>
            <SubscriptionGuard meta={routeMeta.aiGenerator}>{page(<AiGeneratorPage />)}</SubscriptionGuard>
          </ProtectedRoute>
        ),
      },
      {
        path: paths.subscription,
        element: <ProtectedRoute>{page(<SubscriptionPage />)}</ProtectedRoute>,
      },
      {
        path: paths.changePassword,
        element: <ProtectedRoute>{page(<ChangePasswordPage />)}</ProtectedRoute>,
      },
      {
        path: paths.apiKeys,
        element: <ProtectedRoute>{page(<ApiKeysPage />)}</ProtectedRoute>,
      },
      {
        path: paths.bulk,
        element: framed(frames.bulk, <BulkPage />),
      },
      {
        path: paths.brand,
        element: framed(frames.brand, <BrandPage />),
      },
      {
        path: paths.admin,
        element: (
          <AdminRoute>
            <Suspense fallback={<LoadingPanel label="LOADING ADMIN TERMINAL" />}>
              <AdminPage />
            </Suspense>
          </AdminRoute>
        ),
      },
      { path: paths.paymentSuccess, element: page(<PaymentSuccessPage />) },
      { path: paths.newsletterConfirm, element: page(<NewsletterLinkPage action="confirm" />) },
      { path: paths.newsletterUnsubscribe, element: page(<NewsletterLinkPage action="unsubscribe" />) },
      { path: paths.sharedConcept, element: page(<SharedConceptPage />) },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

/**
 * `prerendered`: the app takes over a page the browser has already painted and the visitor may have scrolled (decision
 * 047). Said to the router as hydration, its scroll restoration leaves the page where it is on the first render instead
 * of sending it to the top; every later navigation restores or resets the scroll as usual.
 */
export function createRouter(prerendered = false) {
  return createBrowserRouter(routes, prerendered ? { hydrationData: {} } : undefined);
}
