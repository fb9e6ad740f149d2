import { secureHeaders } from "hono/secure-headers";

/** API responses are data, never documents: nothing may load, frame or sniff them. Pages get theirs from web/public/_headers. */
export const apiSecurityHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  strictTransportSecurity: "max-age=63072000; includeSubDomains",
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  xContentTypeOptions: "nosniff",
  crossOriginResourcePolicy: "same-origin",
});
