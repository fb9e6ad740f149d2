import { secureHeaders } from "hono/secure-headers";

const common = {
  strictTransportSecurity: "max-age=63072000; includeSubDomains",
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  xContentTypeOptions: "nosniff",
} as const;

/**
 * API responses are data, never documents: nothing may load, frame or sniff them. Pages get theirs from
 * web/public/_headers. It does not overwrite headers a sub-app set for itself (the sandbox pages).
 */
export const apiSecurityHeaders = secureHeaders({
  ...common,
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  crossOriginResourcePolicy: "same-origin",
  overwrite: false,
});

/** The sandbox checkout is a small self-contained page: inline styles and a form posting back to this origin. */
export const sandboxPageHeaders = secureHeaders({
  ...common,
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    styleSrc: ["'unsafe-inline'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
  },
});
