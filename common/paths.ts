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
  /** Concepts from a CSV of briefs (issue 30). */
  bulk: "/bulk",
  /** The account's brand kits (issue 26). */
  brand: "/brand",
  admin: "/admin",
  paymentSuccess: "/payment-success",
  /** The links of the newsletter's mails (decision 012): they work without signing in. */
  newsletterConfirm: "/newsletter/confirm",
  newsletterUnsubscribe: "/newsletter/unsubscribe",
  /** A concept's public page (issue 15): /s/<token>, for anyone with the link. */
  sharedConcept: "/s/:token",
} as const;

/** A concept's public page: /s/<token>. */
export const sharePath = (token: string) => `/s/${token}`;

/** The token of a public page's path ('/s/<token>'). */
export const shareTokenOf = (path: string) => path.slice("/s/".length);

/** The photo of a shared concept, or one rendition by size name, as image bytes anyone with the link may load. */
export const sharedImageUrl = (token: string, size?: string) =>
  `/api/shared/${token}/image${size ? `?size=${encodeURIComponent(size)}` : ""}`;

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
