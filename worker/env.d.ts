/** Optional secrets and settings (README 'Configuration'); wrangler types only sees what wrangler.toml declares. */
interface ReachGenOptionalEnv {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
  /** The Workers AI text model (default @cf/meta/llama-3.3-70b-instruct-fp8-fast). */
  WORKERS_AI_MODEL?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  RESEND_API_KEY?: string;
  /** Newsletter mails a second through Resend (default 4, under its 5 requests a second per team; decision 038). */
  MAIL_SENDS_PER_SECOND?: string;
  /** The sender of every mail (default "ReachGen <no-reply@reachgen.local>"); with Resend, an address of a verified domain. */
  MAIL_FROM?: string;
  /** Tests only: base URL of a local server speaking Stripe's wire format. */
  STRIPE_API_BASE?: string;
  /** Tests only: base URL of a local server speaking Resend's wire format. */
  RESEND_API_BASE?: string;
  /** Tests only: base URL of a local server speaking OpenAI's chat-completions format. */
  OPENAI_TEST_BASE?: string;
  /** Tests only: base URL of a local server handing out the PDF fonts (in the Worker they come from the assets). */
  FONT_TEST_BASE?: string;
  /** Tests only: base URL of a local server handing out the lexicon's files (in the Worker they come from the assets). */
  LEXICON_TEST_BASE?: string;
  /** Webhooks: the DNS-over-HTTPS resolver webhook hosts are checked with (default https://cloudflare-dns.com/dns-query). */
  WEBHOOK_DOH_URL?: string;
  /** Development and tests only: a factor on the webhook retry schedule (0.001 makes 10 h about 36 s); ignored in production. */
  WEBHOOK_RETRY_SCALE?: string;
  /** Tests only: the migrations read from migrations/. */
  TEST_MIGRATIONS?: import("@cloudflare/vitest-plugin/types").D1Migration[];
}

interface Env extends ReachGenOptionalEnv {}

declare namespace Cloudflare {
  interface Env extends ReachGenOptionalEnv {}
}
