/** Every route of the SPEC §2 route table, in one typed table the app links through. */
export const paths = {
  home: "/",
  login: "/login",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  register: "/register",
  plans: "/plans",
  about: "/about",
  apiDocs: "/api-docs",
  dashboard: "/dashboard",
  aiGenerator: "/ai-generator",
  subscription: "/subscription",
  changePassword: "/change-password",
  apiKeys: "/api-keys",
  admin: "/admin",
  paymentSuccess: "/payment-success",
  /** The links of the newsletter's mails (decision 012): they work without signing in. */
  newsletterConfirm: "/newsletter/confirm",
  newsletterUnsubscribe: "/newsletter/unsubscribe",
  /** A concept's public page (issue 15): /s/<token>, for anyone with the link. */
  sharedConcept: "/s/:token",
} as const;
export type AppPath = (typeof paths)[keyof typeof paths];

/** The shared header is hidden on these routes (SPEC §2). */
export const headerHiddenPaths: readonly string[] = [
  paths.about,
  paths.login,
  paths.forgotPassword,
  paths.resetPassword,
  paths.register,
  paths.plans,
  paths.paymentSuccess,
  paths.apiDocs,
];

/** Local browser storage keys (SPEC §9). */
export const SESSION_STORAGE_KEY = "userSession";
export const THEME_STORAGE_KEY = "reachgen-ui-theme";
