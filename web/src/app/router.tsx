import { lazy, Suspense } from "react";
import { createBrowserRouter } from "react-router";
import { paths } from "@common/paths";
import { LoadingPanel } from "@web/components/ui/spinner";
import { AdminRoute, ProtectedRoute, SubscriptionGuard } from "@web/features/auth/components/guards";
import { RootErrorPage, RootLayout } from "./root-layout";
import AboutPage from "./routes/about";
import AiGeneratorPage, { generatorMeta } from "./routes/ai-generator";
import ApiDocsPage from "./routes/api-docs";
import ApiKeysPage from "./routes/api-keys";
import ChangePasswordPage from "./routes/change-password";
import DashboardPage from "./routes/dashboard";
import ForgotPasswordPage from "./routes/forgot-password";
import HomePage from "./routes/home";
import LoginPage from "./routes/login";
import NewsletterLinkPage from "./routes/newsletter-link";
import NotFoundPage from "./routes/not-found";
import PaymentSuccessPage from "./routes/payment-success";
import PlansPage from "./routes/plans";
import RegisterPage from "./routes/register";
import ResetPasswordPage from "./routes/reset-password";
import SubscriptionPage from "./routes/subscription";

/**
 * The admin terminal is its own chunk (with recharts): fetched only after the admin guard lets an administrator in,
 * so no other visitor downloads it.
 */
const AdminPage = lazy(() => import("./routes/admin"));

/** The SPEC §2 route table. Guards wrap the pages the table marks. */
export const routes = [
  {
    element: <RootLayout />,
    errorElement: <RootErrorPage />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.plans, element: <PlansPage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.apiDocs, element: <ApiDocsPage /> },
      { path: paths.dashboard, element: <DashboardPage /> },
      {
        path: paths.aiGenerator,
        element: (
          <ProtectedRoute>
            <SubscriptionGuard meta={generatorMeta}>
              <AiGeneratorPage />
            </SubscriptionGuard>
          </ProtectedRoute>
        ),
      },
      {
        path: paths.subscription,
        element: (
          <ProtectedRoute>
            <SubscriptionPage />
          </ProtectedRoute>
        ),
      },
      {
        path: paths.changePassword,
        element: (
          <ProtectedRoute>
            <ChangePasswordPage />
          </ProtectedRoute>
        ),
      },
      {
        path: paths.apiKeys,
        element: (
          <ProtectedRoute>
            <ApiKeysPage />
          </ProtectedRoute>
        ),
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
      { path: paths.paymentSuccess, element: <PaymentSuccessPage /> },
      { path: paths.newsletterConfirm, element: <NewsletterLinkPage action="confirm" /> },
      { path: paths.newsletterUnsubscribe, element: <NewsletterLinkPage action="unsubscribe" /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
