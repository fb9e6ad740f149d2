import { SlidingWindowThrottle } from "./sliding-window";

/** The newsletter's duplicate-send gate: one campaign per content (and per Idempotency-Key) in ten minutes (a window of limit 1). One instance per budget name (services/accounts/throttles.ts). */
export class NewsletterSendGate extends SlidingWindowThrottle {}

/** The NewsletterSendGate instance of one budget name. */
export const newsletterSendGateFor = (env: Env, name: string): DurableObjectStub<NewsletterSendGate> =>
  env.NEWSLETTER_SEND_GATE.get(env.NEWSLETTER_SEND_GATE.idFromName(name));
