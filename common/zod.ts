import { z } from "zod";

/**
 * zod as every schema of the project builds it: without its compiled fast path. That path needs eval, which neither
 * the app's Content-Security-Policy (script-src without 'unsafe-eval') nor Workers allow; zod's probe for it would
 * report a CSP violation on every page that parses. Schemas read this when they are made, so this module is imported
 * instead of "zod" wherever a schema is defined.
 */
z.config({ jitless: true });

export { z };
