/** Optional secrets and settings (README 'Configuration'); wrangler types only sees what wrangler.toml declares. */
declare namespace Cloudflare {
  interface Env {
    OPENAI_API_KEY?: string;
    OPENAI_BASE_URL?: string;
    OPENAI_MODEL?: string;
    STRIPE_SECRET_KEY?: string;
    STRIPE_WEBHOOK_SECRET?: string;
    RESEND_API_KEY?: string;
    /** Only in the vitest pool: the migrations read from migrations/. */
    TEST_MIGRATIONS?: import("@cloudflare/vitest-plugin/types").D1Migration[];
  }
}
